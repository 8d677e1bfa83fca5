import { protectedFrom } from '../../engine/effects';
import { checkEnd, grantRight } from '../../engine/flow';
import type {
  Kill,
  RoleDef,
  RulesetDef,
  SettleEnv,
  SheriffRules,
  SkillDef,
  StatusDef,
} from '../../engine/types';
import { err } from '../../errors';
import type { GameState } from '../../state';
import { TIME_121 } from '../121/time';
import { collectRoles, compileDeadlines, compileList, compileOrder } from '../compile';
import { plainRuleset } from '../plain';
import { CONVENTIONS, type Convention, conventionOf } from './convention';
import { DEADLINES_TEXT, OPENING_TEXT, ORDER_TEXT } from './order';
import { PRESETS_CLASSIC } from './presets';
import { IDIOT_VERSIONS, ROLES_CLASSIC } from './roles';
import { speakingOrder } from './speaking';
import { templates } from './templates';
import { DRAW_RULES, drawn, IDIOT_SIDES, judgeClassic, LOVERS, WIN_RULES } from './wins';

export { CONVENTIONS, type Convention, conventionOf };

const SHERIFF: Record<Convention, SheriffRules> = {
  篇二: {
    // 1(2) 警长竞选后可以退选 (3) 只有未竞选者可以投票，竞选后退选不能投票
    candidacy: true,
    // 1(4) 如果第一次投票时平票，则平票者再进行一次发言，然后其他人视为退选。依然只有未竞选者能投票。如果再次平票则没有警长
    electionTie: 'pk',
    reelect: false,
    // 5(3) 警长因为任何原因死亡时，可以撕毁警徽，警徽撕毁后，本局将没有警长
    tear: true,
    // 四（一）(1) 若白天发言投票阶段最终剩余3位玩家，则非警长玩家可以合力撕毁警徽，即平票PK后警长失去投票权
    pkWithoutSheriffAt: 3,
  },
  篇三: {
    // 1）在竞选警长环节得票最多的成为警长 — 竞选: candidates, as 篇二
    candidacy: true,
    // 1）若竞选时出现平票，则当天白天没有警长，必须等待到下一个白天重新选举。 The day itself goes on without a
    // sheriff (its vote included); each later day that starts without one opens with the election again.
    electionTie: 'none',
    reelect: true,
    // 2）警长死亡后必须移警徽给后任警长，不得出现场上无警长情况
    tear: false,
  },
};

// [classic] 狼人杀角色与规则整理, file 003: the general rules (the sheriff, the vote, last words, 胜负判定, the tables) and its roles,
// one file each (./roles). A face-to-face text: no calendar and no 行动时限, so the 121 calendar and the ruleset's own night
// windows stand in (the director sets the hours, or a fixed schedule).
//
// 篇二 1(1) 第一天未宣布死者之前就进行警长竞选: the engine's day 1 (竞选日) opens before any night, so the election is held
// before any death is announced; the text's first day's vote on an out is the engine's day 2 (after night 1's deaths are
// announced). The first night's opening acts (盗贼, 丘比特 …) are the engine's opening, before that election.
const base = plainRuleset({
  id: 'classic',
  name: '狼人杀角色与规则整理',
  file: '003_457885cf2cfa7fca.txt',
  cite: '003 contract',
  options: {
    convention: { values: CONVENTIONS, default: '篇二' },
    // 狼人阵营胜利条件: 屠边 (第三季, 篇三) or 屠城 (第二季)
    win: { values: WIN_RULES, default: '屠边' },
    // 白痴：目前广泛应用的白痴有两种版本 (l.29): 抗推白痴 (篇二's: 6(2), 第三季) or 插话白痴
    idiot: { values: IDIOT_VERSIONS, default: '抗推白痴' },
    // 篇二 四（一）(3) 允许平局 (wins.ts: a game option, off unless the director allows it)
    draw: { values: DRAW_RULES, default: '不允许' },
    // 白痴 a 神 (第三季第三期, 篇三) or a 平民 (第三季第一期) for 屠边
    idiotSide: { values: IDIOT_SIDES, default: '神' },
  },
  // 篇二 4、投票规则 (2) 警长的票视为1.5票
  sheriffWeight: 1.5,
  // 篇三 4）在场上玩家人数大于6人时，警长投票视为2票，在场上玩家人数小于等于6人时，警长投票视为1.5票 (the living, at the count)
  sheriffWeightAt: (s) => (conventionOf(s) === '篇三' && s.chars.filter((c) => c.alive).length > 6 ? 2 : 1.5),
  sheriff: (s) => SHERIFF[conventionOf(s)],
  // the text has no hours: a PK round lasts an hour, a later day's re-election two (the director extends or closes)
  ballotMinutes: { pk: 60, election: 120 },
  // 3、遗言规则 (1) 第一天晚上的死者有遗言、所有白天死亡的死者有遗言。(2) 第二天及以后晚上的死者没有遗言。 — not a count
  lastWordsQuota: () => 0,
  lastWords: 'firstNightAndDays',
  // the text has no cards: the director's only
  // the text has no cards: a director's cards only add up unless the game sets options.cardMerge
  cards: { merge: null, dayRedOut: 'afterVote', noVoteYellow: false, speedExempt: false },
  // 4(3) 当发生平票时，所有嫌疑人再进行一轮发言，然后嫌疑人不能投票（包括嫌疑人为警长亦不能投票），其余玩家只能投票给
  // 嫌疑人（黑话称PK台）。若再次平票则无人被处决，直接进入黑夜。 (篇三 is silent: the same)
  tie: 'revote',
  deadlines: DEADLINES_TEXT,
  time: TIME_121,
});

/**
 * 篇三 2．警长 3）(l.195): 警长在白天所有玩家发言完毕后拥有一个归票权，上帝会宣布警长的归票，但是归票不代表投票，仅代表警长想票走的人的编号。警长也可以告诉
 * 上帝不归票，也可以在投票阶段不投票，也可以不投给自己归票的人，但最终票人结果以自己的投票为准。 A right the sheriff holds each day (篇三): he names one other
 * player and the 公示 says so at once; nothing in the count follows from it (his vote is his vote). Readings: 发言完毕后 = any time of
 * the day before its close (a forum day has no speaking turns); 不归票 = not using it; one a day; a sheriff elected that day has none.
 */
const RECOMMEND: SkillDef = {
  id: 'recommend',
  name: '归票',
  kind: 'right',
  right: 'recommend',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (t)
        tx.announce(tx.t('recommend', { name: actor.name, target: t.name }), {
          kind: 'recommend',
          sheriff: actor.name,
          target: t.name,
        });
    },
  },
};

/** The general rules' statuses: [翻牌] (白痴 翻开自己的身份牌, 骑士 翻出身份卡). */
const STATUSES_CLASSIC: Record<string, StatusDef> = {
  revealed: { id: 'revealed', name: '翻牌', holder: { revealed: true } },
};

const collected = collectRoles(ROLES_CLASSIC, {
  statuses: STATUSES_CLASSIC,
  templates: { ...base.t, ...templates },
  factions: {
    village: { id: 'village', name: '好人阵营' },
    wolves: { id: 'wolves', name: '狼人阵营' },
    // 若丘比特连出了人狼恋，则情侣被称之为第三方阵营 (l.212)
    [LOVERS]: { id: LOVERS, name: '人狼恋阵营' },
  },
});
const deadlines = compileDeadlines(DEADLINES_TEXT, collected.roles);
const roles: Record<string, RoleDef> = deadlines.roles;

/**
 * 第三季第三期 4、盗贼身份说明 (1) 一共14张身份牌 (l.134); 篇三 12人正规局一共14张牌 (l.191); 篇一 游戏开始前需额外加入2张身份牌 (l.28):
 * a pool with a 盗贼 has exactly two cards more than players (the two undealt are his); one 盗贼 at most.
 */
function validatePool(pool: RoleDef[], players: number) {
  const thieves = pool.filter((r) => r.id === 'thief').length;
  if (thieves > 1) return err('SETUP_CONSTRAINT', `身份池有${thieves}张盗贼；规则：盗贼牌只有一张（l.191）`);
  if (thieves && pool.length !== players + 2)
    return err(
      'SETUP_CONSTRAINT',
      `身份池有盗贼，共${pool.length}张牌，玩家${players}名；规则：使用盗贼时须比玩家多两张身份牌（12人正规局一共14张牌，l.191）`,
    );
  return null;
}

/**
 * Last words beyond 3、遗言规则 (1)–(2) (null: those rules decide):
 * - 篇三 (二)4 第一天因使用毒药而导致死亡的玩家及其情侣没有遗言; (三) 猎人发动技能后带走的人及其情侣没有遗言 (l.175, l.177);
 * - 篇二 3(4) 猎人枪杀目标视为与猎人同一时间死亡: the shot one speaks as the hunter's own out would (by day, in the first night),
 *   and 3(3) 情侣殉情视为同时死亡: a lover speaks as the one he follows;
 * - 白狼王: 之后双方均无遗言 (l.19).
 */
function lastWordsFor(s: GameState, out: { name: string }, cause: string, by?: string): boolean | null {
  if (cause === 'explode_kill' || cause === 'explode_taker') return false;
  // 禁言长老: 被禁言的玩家第二天白天将无法发表任何发言…以及遗言
  if (
    s.phase.kind === 'day' &&
    s.chars.find((c) => c.name === out.name)?.statuses.some((st) => st.id === 'silenced')
  )
    return false;
  const three = conventionOf(s) === '篇三';
  const dealer = by ? s.chars.find((c) => c.name === by) : undefined;
  const timeOf = (c: { outPhase: string | null; outDay: number | null }) =>
    c.outPhase === 'day' || (c.outPhase === 'night' && c.outDay === 1);
  if (cause === 'poisoned' && three && s.phase.kind === 'night' && s.phase.day === 1) return false;
  if (cause === 'shot') return three ? false : dealer ? timeOf(dealer) : null;
  if (cause === 'lovers' && dealer) {
    if (three && (dealer.outCause === 'shot' || (dealer.outCause === 'poisoned' && dealer.outDay === 1)))
      return false;
    return s.rights.some((r) => r.holder === dealer.name && r.kind === 'last_words');
  }
  return null;
}

export const rulesetClassic: RulesetDef = {
  ...base,
  factions: collected.factions,
  roles,
  statuses: collected.statuses,
  extraSkills: collected.extraSkills,
  nightWindows: deadlines.windows,
  // a character that joins the pack (野孩子, 盗贼's wolf card) holds its 杀人
  groupSkills: { wolves: ['kill'] },
  opening: { order: compileList(OPENING_TEXT, roles), minutes: 60 },
  order: compileOrder(ORDER_TEXT, roles),
  // 3、遗言规则 (3) 情侣殉情视为同时死亡: the lovers' chain; the pack's kill, then the poison
  settlement: ['kill', 'stalk', 'poison'],
  chainOrder: ['lovers'],
  // a broken pact (两姐妹, 三兄弟) before 替罪羊 settles a tie
  voteHookOrder: [
    'two_sisters',
    'three_brothers',
    'assassin',
    'stalker',
    'idiot',
    'scapegoat',
    'stuttering_judge',
  ],
  commonSkills: [...base.commonSkills, ...collected.commonSkills, RECOMMEND],
  // 篇三 3）归票权: each morning the living sheriff holds the right for the day
  atDawn: (tx) => {
    const sheriff = tx.state.chars.find((c) => c.alive && c.name === tx.state.sheriff);
    if (conventionOf(tx.state) === '篇三' && sheriff) grantRight(tx, sheriff.name, 'recommend', 'phaseEnd');
  },
  presets: PRESETS_CLASSIC,
  // 黄金内裤约定 (l.221–222): 上一轮游戏中被成功首刀的玩家（指被首刀并死亡）不能成为新一轮游戏开始第一天晚上被首刀和首验的对象。若下一轮
  // 为狼人，则首杀保护顺延。 A game knows nothing of the table's previous game: the director names that player at creation (option
  // goldenUnderwear). Readings: 首刀 = the pack's 杀人, 首验 = the 预言家's 查验, on night 1; dealt a wolf, he has no protection this
  // game (顺延: it carries to the next game, the director's to name again then).
  optionSpecs: {
    goldenUnderwear: {
      check: (v, players) => (typeof v === 'string' && players.includes(v) ? null : '须为本局一名玩家的名字'),
      describe: '黄金内裤约定：上一轮游戏中被成功首刀的玩家，本局第一晚不能被首刀和首验',
    },
  },
  refusesTarget: (s, _actor, sk, t) =>
    s.options.goldenUnderwear === t.name &&
    t.faction !== 'wolves' &&
    s.phase.kind === 'night' &&
    s.phase.day === 1 &&
    (sk.id === 'kill' || sk.id === 'check')
      ? `${t.name} 受黄金内裤约定保护：第一晚不能被首刀和首验`
      : null,
  // 篇二 2、发言规则: the day's speaking order in each morning's 公示
  morning: (s, day) => {
    const line = speakingOrder(s, day);
    return line ? [line] : [];
  },
  validatePool,
  lastWordsFor,
  judge: (s) => judgeClassic(rulesetClassic, s),
  // 允许平局 (篇二 四（一）(3)): a night and its day without an out end the game as the next night opens
  onNightOpens: (tx) => {
    if (drawn(tx.state)) checkEnd(tx, 'now');
  },
  settle: (env: SettleEnv, k: Kill) => {
    if (protectedFrom(env, k)) return null;
    if (k.strength === 'zhisha') {
      // 守卫: 被守卫守护的人当晚不会被狼人或刺客杀害; 解药 救活; 篇三(二)3 / 篇二 6(1) 同守同救 → 此人算死亡
      const guarded = env.guards.has(k.target);
      const saved = env.saves.has(k.target);
      if (guarded && saved) return 'tongshou';
      if (guarded || saved) return null;
      // 长老: 有2条命，狼人第一次杀他不会死
      if (env.absorb(k.target)) return null;
      return k.cause ?? 'killed';
    }
    // 被守卫守护的玩家依然会被女巫的毒药毒死 (l.175)
    if (k.strength === 'poison') return k.cause ?? 'poisoned';
    return k.cause ?? 'killed';
  },
  t: collected.t,
};
