import { badgeHandOver } from '../../abilities';
import { dropsTags, inGroup, protectedFrom, statusesOf } from '../../engine/effects';
import { skillsOf } from '../../engine/skills';
import type { Kill, RoleDef, RulesetDef, SettleEnv } from '../../engine/types';
import { err, quote } from '../../errors';
import type { Character, GameState } from '../../state';
import { normalizeName } from '../../votepost';
import {
  collectRoles,
  compileDeadlines,
  compileInherit,
  compileOpening,
  compileOrder,
  compileSettlement,
} from '../compile';
import { DEADLINES_211 } from './deadlines';
import {
  CHAIN_TEXT_211,
  INHERIT_TEXT_211,
  OPENING_TEXT_211,
  ORDER_TEXT_211,
  REDIRECT_TEXT_211,
  SETTLEMENT_TEXT_211,
  WIN_PRIORITY_TEXT_211,
} from './order';
import { ROLES_211 } from './roles';
import { longNightStarts } from './roles/chang-e';
import { badgeNotice, declaration, sheriffChanged, untold } from './sheriff';
import { STATUSES_211 } from './statuses';
import { poolOdds211, strengthProblem } from './strength';
import { templates211 } from './templates';
import { TIME_211 } from './time';

// [211] 甄嬛传, file 001 (雾雨小镇, 导演A)

// the roles, each declaring its statuses, texts, factions and extra skills (a clashing id is refused here)
const collected = collectRoles(ROLES_211, {
  statuses: { ...STATUSES_211, [untold.id]: untold },
  templates: templates211,
  // 阵营: 【狼人阵营】【村民阵营】【三方阵营】【不定阵营】 (the role list's 皇帝阵营 / 叛皇阵营)
  factions: {
    village: { id: 'village', name: '村民阵营' },
    wolves: { id: 'wolves', name: '狼人阵营' },
    third: { id: 'third', name: '三方阵营' },
    // l.948 如不定阵营互相对对方使用技能，或因为部分原因成为永久的不定…则符合条件的所有角色共同成为一个单独的独立阵营，若无人持有
    // [杀人]技能，则获胜条件为场存4人; l.998 8、所有不定阵营：不定阵营有人存活且场上存活人数为4及以内 (判定优先顺序: 不定互指)
    undetermined: { id: 'undetermined', name: '不定阵营', wins: (s, f, rs) => undeterminedWins(s, f, rs) },
  },
});
// 行动顺序总集: the slots after 关门 are the night's windows; each role's skill is due in its slot's
const deadlines = compileDeadlines(DEADLINES_211, collected.roles);
const roles: Record<string, RoleDef> = deadlines.roles;

/** l.69, the sentence the deal's refusals of 皇帝 cards cite */
const YONGZHENG_RULE = '本局游戏，三个皇帝身份必然且只会出现一个，且只会被雍正获取';

/** 所有判定均不计算皇帝: the roles whose card is 皇帝. */
const counted = (s: GameState) => s.chars.filter((c) => roles[c.role]?.card !== '皇帝');

/**
 * 不定互指 (l.948, l.998): the characters still of 不定阵营 after the opening (two who chose each other — 巫妖匣 and 粉丝 each
 * the other's master —, or one whose master stayed 不定) are one faction of their own; it wins when one of them is in and at
 * most 4 are in (所有判定均不计算皇帝). Reading: with a member holding a [杀人] skill the 场存4人 win does not apply (若无人持有
 * [杀人]技能); it then wins only as the last faction standing (屠城).
 */
function undeterminedWins(s: GameState, f: string, rs: RulesetDef): boolean {
  const living = counted(s).filter((c) => c.alive);
  const mine = living.filter((c) => c.faction === f);
  if (!mine.length || living.length > 4) return false;
  return !mine.some((c) => skillsOf(s, rs, c).some((k) => k.effect?.kill));
}

/**
 * [寡言] as a character holds it now (warded off by [秩序]); `forGood`: one with no end (永久的[寡言]; the 皇帝's 所有永久负面状态都
 * 改为只持续一天 gives his an end). Reading: [怀孕]'s [寡言] is not listed — [怀孕] has its own 公示 (临幸) and always an end.
 */
function taciturn(s: GameState, c: Character, forGood = false): boolean {
  return statusesOf(s, ruleset211, c).some((st) => st.id === 'taciturn' && (!forGood || st.until === null));
}

/** 开局村民阵营底牌人数至少为（开局总人数X0.5，上取整），至多为（开局总人数X0.6，四舍五入） */
export const villageBounds = (n: number): [number, number] => [Math.ceil(n * 0.5), Math.round(n * 0.6)];
/** 三方与不定阵营数量不可多于（开局总人数X0.2，四舍五入） */
export const otherMax = (n: number): number => Math.round(n * 0.2);
/** 狼人数量不可多于（开局总人数X0.4，四舍五入），狼人不可小于（开局总人数X0.3，四舍五入） */
export const wolfBounds = (n: number): [number, number] => [Math.round(n * 0.3), Math.round(n * 0.4)];

const BADGE_211 = badgeHandOver();

type Verdict = ReturnType<RulesetDef['judge']>;

/** 判定优先顺序 as faction ids: the text's list, then the other factions with a win of their own. */
function winPriority211(): string[] {
  const named = WIN_PRIORITY_TEXT_211.flatMap((n) =>
    // 不定互指: the 不定阵营 itself (its win, l.948)
    (n === '不定互指' ? ['undetermined'] : []).concat(
      Object.values(roles)
        .filter((r) => r.name === n || r.aliases?.includes(n))
        .flatMap((r) => (r.factions ?? []).map((f) => f.id)),
    ),
  );
  const rest = Object.values(roles)
    .flatMap((r) => (r.factions ?? []).filter((f) => f.wins).map((f) => f.id))
    .filter((f) => !named.includes(f));
  return [...new Set([...named, ...rest])];
}

/** A status that spares its holder's faction the judge's defeats (聂小倩: 所在的阵营不会被判负2天). */
const spared = (s: GameState, f: string) =>
  s.chars.some(
    (c) => c.faction === f && c.statuses.some((st) => ruleset211.statuses[st.id]?.holder?.sparesFaction),
  );

/**
 * 胜负判定 within a phase (l.970 除了屠城胜利即时判定之外…): only 屠城 — 场上只有一个阵营尚未判负，或场上仅有一个阵营的角色存活.
 * Reading: the defeats known within a phase are the stored ones (判罚: two reds, the director's) and a faction with none of
 * its characters in (no count to settle: 不存在存活的…角色, 所属阵营的全部角色均出局); the counted ones (0.35, 0.5, 永久的[寡言])
 * and every other win (诸侯, 苟住, 跨越千里) wait for the phase's end (`judgeStanding`).
 */
function judgeNow(s: GameState): Verdict {
  const cs = counted(s);
  const alive = (f: string) => cs.some((c) => c.alive && c.faction === f);
  const present = [...new Set(cs.map((c) => c.faction))];
  const standing = present.filter((f) => !s.defeated?.includes(f) && (alive(f) || spared(s, f)));
  if (standing.length !== 1) return null;
  const f = standing[0] as string;
  const onlyAlive = present.filter(alive).length === 1 && alive(f);
  return {
    faction: f,
    names: s.chars.filter((c) => c.faction === f).map((c) => c.name),
    reason: onlyAlive ? '场上仅有一个阵营的角色存活' : '场上只有一个阵营尚未判负',
  };
}

/** 判负 (l.965, l.975–989): whether a faction meets one of its defeats now, or was defeated by a ruling (判罚). */
function defeats(s: GameState): (f: string) => boolean {
  // 胜负判定: 所有判负条件对应的均为实际阵营…所有计算数量均四舍五入，所有判定均不计算皇帝
  const cs = counted(s);
  const total = cs.length;
  const alive = (f: string) => cs.some((c) => c.alive && c.faction === f);
  const out = (f: string) => cs.filter((c) => !c.alive && c.faction === f).length;
  const armed = cs.some(
    (c) =>
      c.alive &&
      c.faction === 'wolves' &&
      // [群内] or [接刀]: by role (a lover wolf loses them, 双狼 keeps them) or by a status (月老's 接刀); 均出局 —
      // a [超度]'d one is not out
      (inGroup(s, ruleset211, c, 'wolves') ||
        (roles[c.role]?.group === 'wolves' && !dropsTags(ruleset211, c)) ||
        (roles[c.role]?.heir === 'wolves' && !dropsTags(ruleset211, c)) ||
        c.statuses.some((st) => ruleset211.statuses[st.id]?.holder?.heir === 'wolves')),
  );
  const lost = (f: string): boolean => {
    // 已经判负的阵营无法再次获得胜利 (判罚: two reds in the faction)
    if (s.defeated?.includes(f)) return true;
    // a status that spares its holder's faction (聂小倩: 所在的阵营不会被判负2天)
    if (spared(s, f)) return false;
    if (!alive(f)) return true;
    // 狼人阵营/村民阵营 负 2: …的存活角色全部进入永久的[寡言]状态
    if (
      (f === 'wolves' || f === 'village') &&
      cs.filter((c) => c.alive && c.faction === f).every((c) => taciturn(s, c, true))
    )
      return true;
    if (f === 'wolves')
      return out(f) >= Math.round(total * 0.35) || (!armed && out(f) >= Math.round(total * 0.3));
    if (f === 'village') return out(f) >= Math.round(total * 0.5);
    return false;
  };
  return lost;
}

/** 胜负判定 (l.962–1007): the factions' wins and defeats as they stand, before a win is taken (`takenWin`). */
function judgeStanding(s: GameState): Verdict {
  const cs = counted(s);
  const alive = (f: string) => cs.some((c) => c.alive && c.faction === f);
  const names = (f: string) => s.chars.filter((c) => c.faction === f).map((c) => c.name);
  const lost = defeats(s);
  // a special win a skill writes (褒姒 苟住: 自己所在的阵营获胜) — 同时满足胜利和判负条件时，…技能上有写特殊胜利方式的视作胜利;
  // 已经判负的阵营无法再次获得胜利 (a defeat the judge stored: two reds)
  for (const c of s.chars)
    if (
      c.statuses.some((st) => ruleset211.statuses[st.id]?.holder?.claimsWin) &&
      !s.defeated?.includes(c.faction)
    )
      return { faction: c.faction, names: names(c.faction), reason: '技能上写明的特殊胜利方式' };
  const present = [...new Set(cs.map((c) => c.faction))];
  const standing = present.filter((f) => !lost(f));
  // 某未判负阵营满足其胜利条件之一…宣布此阵营胜利: a 诸侯's own condition, in the 判定优先顺序 (只有一个阵营能获得胜利);
  // l.969 同时满足胜利和判负条件时，除了利维坦，炸弹，占星师等技能上有写特殊胜利方式的视作胜利，否则视作判负 — a faction whose
  // win its skill writes (FactionDef.specialWin: 占星师's 命运洪流) wins over a defeat met with it (all of it out in the same
  // phase); a stored defeat (判罚) still stands: 已经判负的阵营无法再次获得胜利
  for (const f of ruleset211.winPriority ?? []) {
    const def = ruleset211.factions[f];
    const beaten = def?.specialWin ? Boolean(s.defeated?.includes(f)) : lost(f);
    if (!beaten && def?.wins?.(s, f, ruleset211, { standing }))
      return { faction: f, names: names(f), reason: '三方阵营达成胜利条件' };
  }
  // a status that wins its holder's faction at once (暗恋者 跨越千里: 你所在的阵营直接获胜), after the 诸侯 (reading); not over a
  // defeat (l.969's exception is read for the wins the 胜负判定 list gives a faction: 占星师): its holder is in when it holds,
  // so the defeats met with it are counts (0.35, 0.5, [寡言]) the judge cannot tell from an earlier phase's (none is stored),
  // and 已经判负的阵营无法再次获得胜利 (l.965)
  for (const c of s.chars)
    for (const st of c.statuses) {
      const now = ruleset211.statuses[st.id]?.holder?.winsNow;
      if (now && !lost(c.faction) && now(s, c, st))
        return { faction: c.faction, names: names(c.faction), reason: '达成胜利条件' };
    }
  if (standing.length === 1) {
    const f = standing[0] as string;
    return { faction: f, names: names(f), reason: '场上只有一个阵营尚未判负' };
  }
  if (standing.length === 0) return { faction: null, names: [], reason: '所有阵营均被判负' };
  const living = present.filter(alive);
  if (living.length === 1) {
    const f = living[0] as string;
    return { faction: f, names: names(f), reason: '场上仅有一个阵营的角色存活' };
  }
  return null;
}

/**
 * A faction that takes any other's win while its condition holds (211 妖狐: 有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜):
 * the win is its own instead, unless it is defeated (two reds).
 */
function takenWin(s: GameState, v: Verdict): Verdict {
  if (!v?.faction) return v;
  for (const [f, def] of Object.entries(ruleset211.factions))
    if (f !== v.faction && !s.defeated?.includes(f) && def.takesWins?.(s, f))
      return {
        faction: f,
        names: s.chars.filter((c) => c.faction === f).map((c) => c.name),
        reason: `${def.name}仍然存活，其他阵营无法获胜`,
      };
  return v;
}

/**
 * l.972 若因为非违规的特殊情况导致游戏无法正常进行（如太阳和无刀三方两人不分胜负，或是多方僵持等），则警长在谁手里，那个角色所属的阵营就获胜
 * (the director's ruling `stalemate`): the badge holder's actual faction — an out sheriff's too while the badge is still
 * his (殉职 not yet made). Readings: with no badge in anyone's hands the ruling does not apply; a faction already
 * defeated (l.965 已经判负的阵营无法再次获得胜利: by 判罚 or by its own conditions now) cannot be given the win.
 */
function stalemate(s: GameState): ReturnType<NonNullable<RulesetDef['stalemate']>> {
  const sheriff = s.chars.find((c) => c.name === s.sheriff);
  if (!sheriff) return '当前没有警长：无法按僵局判定（警长在谁手里，那个角色所属的阵营就获胜）';
  const f = sheriff.faction;
  const name = ruleset211.factions[f]?.name ?? f;
  if (defeats(s)(f)) return `警长 ${sheriff.name} 所属的${name}已经判负，无法获得胜利`;
  return {
    faction: f,
    names: s.chars.filter((c) => c.faction === f).map((c) => c.name),
    reason: `游戏无法正常进行，警长 ${sheriff.name} 所属的阵营获胜`,
  };
}

export const ruleset211: RulesetDef = {
  id: '211',
  name: '甄嬛传',
  file: '001_d519b93a2e91bdec.txt',
  factions: collected.factions,
  roles,
  statuses: collected.statuses,
  extraSkills: collected.extraSkills,
  groupSkills: { wolves: ['kill', 'peek'], black_lovers: ['lovers_kill'] },
  // [接刀]: 所有[群内]狼出局…[接刀]的角色获得[杀人]技能, one at a time in 接刀顺序 (empty in the text: our reading)
  inherit: compileInherit(INHERIT_TEXT_211, roles),
  groupFaction: { wolves: 'wolves' },
  nightWindows: deadlines.windows,
  // the out tally (下列顺序统计出局名单) comes after 凌晨2; 晨曦1 and 晨曦2 follow it
  settleAfter: '凌晨2',
  // 嫦娥 夜: 下一个游戏日夜晚将额外进行一轮[早夜-晨曦第一阶段]
  extraRound: { from: '早夜1', to: '晨曦1', status: 'long_night', onStart: longNightStarts },
  // 行动顺序总集: 开局 … 发放账号，玩家得知身份 → 鬼魂新娘 / 月老 连情侣 → …
  // (狼人阵营 共群 is the step at which the groups are told)
  opening: {
    order: compileOpening(OPENING_TEXT_211, roles),
    minutes: 60,
    groupsAfter: true,
    groupsAt: '共群',
  },
  order: compileOrder(ORDER_TEXT_211, roles),
  settlement: compileSettlement(SETTLEMENT_TEXT_211, roles, collected.extraSkills),
  // 连带出局顺序 (粉丝's, which the list does not name, last)
  chainOrder: [...CHAIN_TEXT_211.map(([, kind]) => kind), 'fan'],
  redirectOrder: REDIRECT_TEXT_211.map(([, layer]) => layer),
  // 如果有多个阵营同时达到胜利条件，则判定优先顺序为：吹笛者、瘟神、开膛手、潘多拉、炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼、希望之光
  // — the factions of the roles so named (a 诸侯 declares its own faction and its win); a 诸侯 with a win of its own that the
  // list does not name (千面人, 宗教老爷爷 …) is judged after those it names, in the role list's order (reading)
  winPriority: winPriority211(),
  // the roles whose vote hooks run at the vote's close (丞相: 那一天丞相投票的角色将于黄昏结束时[翻牌])
  // (复仇者 寻仇: 第一个对你投出人票且有效的, and 如果仇人投票给了你，你即使是最高票也不会出局)
  voteHookOrder: ['chancellor', 'avenger'],
  commonSkills: [
    // 殉职<强制>: 警长出局时，在出局的那个阶段内，须选择一名未出局的角色移交警长，若在该阶段内未及时选择警长，警长将随机选择
    // — out by the vote (黄昏) it is due when 黄昏1 closes (关门10分钟内); out by day (正午) at the day's close; out by
    // night (known the next morning) at the close of the day that follows
    // 殉职<强制> is not a [指定] skill (l.959 names no tag): redirections and 隐身 do not touch the hand-over
    {
      ...BADGE_211,
      timing: { ...BADGE_211.timing, window: '黄昏1' },
      effect: { ...BADGE_211.effect, designated: false },
    },
    // 任职宣言<强制>: 当选警长或被移交警长的角色需立刻从以下宣言中选择一个执行 (./sheriff.ts)
    declaration,
    ...collected.commonSkills,
  ],
  // no 带队 weight in 211: the sheriff's vote counts more only by 独裁 (a status: 警长票权+1 …)
  sheriffWeight: 1,
  // 不定阵营 特殊 (l.880): 若有随某些角色变动阵营的效果，在自己被其他手段改变阵营后，该效果失效
  // — the moves of a following itself (跟随: 'follow'; 证婚人 同丘比特随情侣变动: 'witness'; 月老 跟随情侣变动 and the lovers'
  // 重新判定: 'lovers') are not another means
  followEndsOnOwnChange: { except: ['follow', 'witness', 'lovers'] },
  onSheriffChanged: sheriffChanged,
  // 获得警长的角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示） (./sheriff.ts)
  badgeNotice,
  // 每天的投票内容公开，但投票计数隐藏，将只宣布当天谁是最高票
  voteDisclosure: 'topOnly',
  // 如果投票的角色在正午就已出局，即使在禁止改票的时间内也可以进行一次改票
  voteChangeOnTargetOut: true,
  // 第一天夜晚出局和所有白天出局的角色均有遗言 (no count)
  lastWordsQuota: () => 0,
  lastWords: 'firstNightAndDays',
  // 判罚制度 (蓝 → 黄 → 红, 3 each); 讨论结束时，未回复投票帖者将被判罚黄牌; 执行加速时…未投票者将不被判罚;
  // 白天红牌罚下导致的出局结算在投票结算之后执行; 判罚红牌时，导演视情况决定是否判负该玩家所在阵营。同一阵营的角色累计获得
  // 两张或以上红牌时，阵营判负
  // 场外助理 (l.1186–1189): 版杀游戏场次累计三场或以下的玩家允许申请场外助理 (record only)
  assistant: { maxGames: 3 },
  cards: {
    merge: 3,
    dayRedOut: 'afterVote',
    noVoteYellow: true,
    speedExempt: true,
    factionLosesAtReds: 2,
    // 判罚 5 潜水: (1) 在未执行加速的讨论日发言不足五帖 (2) 连续三个未执行加速的讨论日发言均不足十帖
    postCount: { minPerDay: 5, streak: { days: 3, min: 10 } },
    directorDefeat: true,
  },
  // 各种数量的验人系出现概率 (l.64–67); 三方与不定的出现概率为60%比40%，独立计算 (l.74): a pool deal's cast (./strength.ts)
  poolOdds: (pool, n, draw) => poolOdds211(pool, n, draw, otherMax(n)),
  // l.69 本局游戏，三个皇帝身份必然且只会出现一个，且只会被雍正获取 — 雍正 is a vest of the 甄嬛传 cast (the vests are its
  // characters): the player called 雍正, or the one the director names (options.yongzheng). A pool deal gives him the
  // 皇帝 card its hand holds and nobody else one; a hand deal with a 雍正 known is refused otherwise; a pool with 皇帝 cards
  // and no 雍正 is refused; a hand deal with no 雍正 known is the director's own (the vest he deals the 皇帝 card is his 雍正).
  // ignoreSetupConstraints waives the refusals as it waives the count of 皇帝 cards (engine/setup.ts)
  reservedCard: { card: '皇帝', vest: '雍正', option: 'yongzheng', rule: YONGZHENG_RULE },
  optionSpecs: {
    yongzheng: {
      check: (v, players) =>
        typeof v !== 'string'
          ? '须为本局一名玩家的名字'
          : players.includes(normalizeName(v))
            ? null
            : `“${quote(v)}”不是本局玩家`,
      describe: '雍正马甲：皇帝身份只发给这名玩家（默认：名为“雍正”的玩家）',
    },
  },
  validateSetup: (list, n) => {
    const village = list.filter((r) => r.faction === 'village').length;
    const wolves = list.filter((r) => r.faction === 'wolves').length;
    const [vMin, vMax] = villageBounds(n);
    const [wMin, wMax] = wolfBounds(n);
    if (village < vMin || village > vMax)
      return err(
        'SETUP_CONSTRAINT',
        `发出村民阵营 ${village} 张；规则：${n} 人局开局村民阵营底牌人数至少为 ${vMin}，至多为 ${vMax}`,
      );
    if (wolves < wMin || wolves > wMax)
      return err(
        'SETUP_CONSTRAINT',
        `发出狼人阵营 ${wolves} 张；规则：${n} 人局狼人数量不可多于 ${wMax}，不可小于 ${wMin}`,
      );
    // 本局游戏，三个皇帝身份必然且只会出现一个 (who gets it: reservedCard above)
    const emperors = list.filter((r) => r.card === '皇帝').length;
    if (emperors !== 1)
      return err('SETUP_CONSTRAINT', `发出皇帝身份 ${emperors} 张；规则：${YONGZHENG_RULE}`);
    // 本期使用强度值系统 … 本局游戏内将会有1-3个验人系的身份在场 (./strength.ts)
    const strength = strengthProblem(list);
    if (strength) return strength;
    // 三方与不定阵营数量不可多于（开局总人数X0.2，四舍五入）(l.74) needs no check of its own: with the village at least
    // ceil(0.5N) and the wolves at least round(0.3N) the rest is never more (test/domain/211/setup.test.ts)
    // 有道教教主必有魔教教主 (l.334); 有魔教教主必有道教教主 (l.588)
    const has = (id: string) => list.some((r) => r.id === id);
    if (has('taoist_master') && !has('demon_cult_master'))
      return err('SETUP_CONSTRAINT', '发出道教教主而没有魔教教主；规则：有道教教主必有魔教教主');
    if (has('demon_cult_master') && !has('taoist_master'))
      return err('SETUP_CONSTRAINT', '发出魔教教主而没有道教教主；规则：有魔教教主必有道教教主');
    // 贼兄: 有贼兄必有贼弟; 贼弟: 有贼弟必有贼兄
    if (has('bandit_elder_brother') !== has('bandit_younger_brother'))
      return err('SETUP_CONSTRAINT', '贼兄与贼弟须同时发出；规则：有贼兄必有贼弟，有贼弟必有贼兄');
    // 梁山头目: 若开局的[群内]人数不超过狼人开局总人数的1/3则必有梁山头目，开局的[群内]人数超过狼人开局总人数的2/3则必没有梁山头目 —
    // reading: the [群内] by role of the other 叛皇 cards (the rule decides whether he is dealt; 大天狗 chooses his tag later),
    // against every 叛皇 card dealt (狼人开局总人数, his seat included: 确定各方人数 comes before 确定各方具体阵容)
    const rebels = list.filter((r) => r.faction === 'wolves');
    const tagged = rebels.filter((r) => r.group === 'wolves' && r.id !== 'liangshan_chief').length;
    if (rebels.length && tagged * 3 <= rebels.length && !has('liangshan_chief'))
      return err(
        'SETUP_CONSTRAINT',
        `开局[群内] ${tagged} 人，狼人阵营 ${rebels.length} 人，没有梁山头目；规则：若开局的[群内]人数不超过狼人开局总人数的1/3则必有梁山头目`,
      );
    if (tagged * 3 > rebels.length * 2 && has('liangshan_chief'))
      return err(
        'SETUP_CONSTRAINT',
        `开局[群内] ${tagged} 人，狼人阵营 ${rebels.length} 人，却有梁山头目；规则：开局的[群内]人数超过狼人开局总人数的2/3则必没有梁山头目`,
      );
    // 妖狐 身份属性: 若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值
    if (has('demon_fox') && village === vMin)
      return err(
        'SETUP_CONSTRAINT',
        `发出村民阵营 ${village} 张，且有妖狐；规则：若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值（${vMin}）`,
      );
    // 炽天使: 巫妖匣与炽天使不会同时出现
    if (has('seraph') && has('phylactery'))
      return err('SETUP_CONSTRAINT', '同时发出巫妖匣与炽天使；规则：巫妖匣与炽天使不会同时出现');
    return null;
  },
  // l.970 除了屠城胜利即时判定之外，宣布胜利或失败需要结算完当前阶段才会判定是否获胜或判负: the full judge as a phase closes,
  // within one only 屠城
  winTiming: 'phaseEnd',
  // l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效 (engine/effects.ts `forgotten`)
  mandatoryStatusesLapse: true,
  judge: (s, at) => takenWin(s, at === 'now' ? judgeNow(s) : judgeStanding(s)),
  stalemate,
  settle: (env: SettleEnv, k: Kill) => {
    // [不死] stops all; [坚韧] all but [致死伤害]; [守护：X] absorbs a [指杀]
    if (protectedFrom(env, k)) return null;
    if (k.strength === 'zhisha' && env.absorb(k.target)) return null;
    return k.cause ?? 'killed';
  },
  // [寡言]：每天开门都会公示该状态的持有情况 — reading: the living holders, a line only when there is one
  morning: (s) => {
    const holders = s.chars.filter((c) => c.alive && taciturn(s, c)).map((c) => c.name);
    return holders.length ? [ruleset211.t.taciturnHolders?.({ names: holders.join('、') }) ?? ''] : [];
  },
  time: TIME_211,
  t: collected.t,
  phaseName: (kind, day) =>
    kind === 'day' ? (day === 0 ? '开局' : `第${day}天`) : kind === 'night' ? `第${day}夜` : '',
};
