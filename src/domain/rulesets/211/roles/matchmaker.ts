import { groupKill, tellLovers } from '../../../abilities';
import { applyStatus, changeFaction, statusesOf } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef, StatusDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { Character, GameState, Status } from '../../../state';

// [211] file 001 飘零 · 不定身份 1 月老（男）(lines 882-899; the text calls him 丘比特 in places):
// 月老牵线[开局][指定]<强制> —— 选择范围：任意两名角色。结算效果：结算目标按照下列条目依次结算，然后丘比特的阵营变更为与真爱情侣相同并跟随情侣变动。
// 这两名角色获得[真爱情侣]状态。…[真爱情侣]按照以下条目顺次判定：
//   丘比特自连，丘比特在情侣性质判定中按照村民阵营计算。
//   如果情侣之一是皇帝，间谍，上帝使徒，双子星，证婚人或持有[隐身][真爱情侣]状态，链接情侣无效，丘比特加入村民阵营。
//   如果情侣之一是不定阵营，丘与情侣加入黑情侣阵营，情侣内部两人获得[群内]标签并持有杀人技能（但是不加入狼群，额外出刀），获胜条件为屠城。
//   如果情侣之一是三方阵营，丘与情侣加入该三方阵营，胜利条件为该三方的胜利条件…
//   如果情侣是狼+村民组合，丘与情侣加入黑情侣阵营，该狼人不会获得[群内]标签，取而代之的是会获得[接刀]标签，且接刀顺序为其他的所有持有[接刀]标签的角色出局。
//   如果情侣是双狼组合，丘加入狼人阵营并获得[接刀]标签，且接刀顺序为其他的所有持有[接刀]标签的角色出局。
//   如果情侣是双民组合，丘加入村民阵营。
//   无论如何，除双狼情侣外，情侣中的狼人将不会获得本来的[群内]或[接刀]标签。
// 除了双狼或双民情侣组合，其他组合中，情侣和丘比特被验证均为黑情侣阵营。若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属，非情侣的丘比特发生阵营改变不影响情侣。
// [情侣]状态：非负面状态，无法消除，获得该状态时，与另外一位情侣共群，并得知是[真爱情侣]还是[虚情情侣]，当情侣中的一人出局，另外一人承受非[指定]的[致死伤害]…
//
// Readings: 皇帝 is any role whose card is 皇帝; 间谍, 上帝使徒, 双子星 are not 211 roles, and no 211 role makes a 证婚人
// yet (鬼魂新娘), so the void roles are the 皇帝 card plus the statuses [隐身] and [真爱情侣]. A void link gives nobody a
// status, and only 月老 learns it (你的阵营转变为村民阵营). The 狼+村民 wolf's [接刀] is of the wolves' 杀人, taken after
// every other heir (the black lovers' knife once the wolves' own are gone). A 月老 who links himself follows his own
// pair's faction like any lover. On a lover's faction change by another effect, the pair is judged again from the
// factions they hold then (the lovers' own changes do not count as one). 有多个三方则需要两个三方的胜利条件均满足才能获胜: lovers of
// two different 诸侯 and 月老 join a faction of their own (三方情侣阵营) that wins when both 诸侯's conditions hold, each judged
// for it (its 南华老仙 is the one in it; the lovers and 月老 are inside it), and loses as any third party (all its members out);
// it is judged after the 诸侯 the 判定优先顺序 names (it is none of them).

/** The black lovers' [群内] 杀人 (情侣之一是不定阵营: 额外出刀), in the wolves' slot just after their 杀人. */
const loversKillBase = groupKill({ id: 'lovers_kill', name: '杀人', group: 'black_lovers', window: '深夜2' });
const loversKill: SkillDef = { ...loversKillBase, timing: { ...loversKillBase.timing, orderAs: 'kill' } };

/** 如果情侣之一是皇帝…或持有[隐身][真爱情侣]状态: the cards and statuses that void a link (those 211 has). */
export const VOID_CARDS = ['皇帝'];
/** 双子星: 明光神姬 and 暗夜魔君 (the old 双子星光/暗) */
export const VOID_ROLES = ['light_princess', 'dark_lord'];
/** …证婚人或持有[隐身][真爱情侣]状态 (证婚人: 鬼魂新娘's `wedding_witness`) */
const VOID_STATUSES = ['invisible', 'true_lover', 'wedding_witness'];
const BASIC = ['village', 'wolves'];

type Pair = 'void' | 'undetermined' | 'third' | 'black' | 'wolves' | 'village';

/** The pair's nature from the factions the two count as (丘比特自连 counts as 村民阵营). */
function pairOf(fa: string, fb: string): Pair {
  if (fa === 'undetermined' || fb === 'undetermined') return 'undetermined';
  if (!BASIC.includes(fa) || !BASIC.includes(fb)) return 'third';
  if (fa !== fb) return 'black';
  return fa === 'wolves' ? 'wolves' : 'village';
}

/** 有多个三方: the faction of a pair of two different third parties, winning when both their conditions hold. */
const JOINT = 'third_lovers';

/**
 * The faction the pair puts the lovers and 月老 in; `joint`: two different third parties may make a joint one (a 月老's pair;
 * 鬼魂新娘's own link keeps her lover in her faction — her file's reading).
 */
function factionOf(pair: Pair, fa: string, fb: string, joint: boolean): string {
  if (pair === 'undetermined' || pair === 'black') return 'black_lovers';
  if (pair === 'third') {
    if (joint && !BASIC.includes(fa) && !BASIC.includes(fb) && fa !== fb) return JOINT;
    return BASIC.includes(fa) ? fb : fa;
  }
  return pair === 'wolves' ? 'wolves' : 'village';
}

/**
 * 有多个三方则需要两个三方的胜利条件均满足才能获胜: the two third parties' conditions (recorded with the 月老 who judged the pair,
 * `data.joint`), each judged for the joint faction (its members are the ones a condition asks after: the 南华老仙 in it, …).
 */
function jointWins(s: GameState, f: string, rs: RulesetDef): boolean {
  return s.chars.some((c) =>
    c.statuses.some((st) => {
      const joint =
        st.id === 'matchmaker_follows' && st.data?.faction === f ? (st.data?.joint as string[]) : null;
      return Boolean(joint?.length) && (joint ?? []).every((x) => rs.factions[x]?.wins?.(s, f, rs) === true);
    }),
  );
}

const isVoid = (s: GameState, rs: RulesetDef, c: Character): boolean =>
  VOID_CARDS.includes(rs.roles[c.role]?.card ?? '') ||
  VOID_ROLES.includes(c.role) ||
  statusesOf(s, rs, c).some((st) => VOID_STATUSES.includes(st.id));

const char = (tx: Tx, name: string) => tx.state.chars.find((c) => c.name === name) as Character;

/** Sets a status on `name` when `on`, removes it when not (the pair's tags, judged again). */
function toggle(
  tx: Tx,
  name: string,
  id: string,
  on: boolean,
  source: string,
  data?: Record<string, unknown>,
) {
  const has = char(tx, name).statuses.some((st) => st.id === id && st.source === source);
  // [情侣]状态…无法消除: 月老牵线's <强制> statuses are not lifted by his [遗忘] (l.81 yields to it: by null)
  if (on && !has) applyStatus(tx, name, id, { source, until: null, ...(data ? { data } : {}), by: null });
  if (!on && has) tx.emit(ev('StatusRemoved', { target: name, status: id, source }));
}

/**
 * Judges the pair from `bases` (the factions the two count as) and puts the lovers and 月老 where it says: factions,
 * the lovers' group (black lovers with a 杀人), lost tags, [接刀], the 黑情侣 surface of a third-party pair.
 */
export function judgePair(
  tx: Tx,
  cupid: string,
  lovers: [string, string],
  bases: [string, string],
  moves = true,
): void {
  const [a, b] = lovers;
  const pair = pairOf(bases[0], bases[1]);
  const faction = factionOf(pair, bases[0], bases[1], cupid !== a && cupid !== b);
  const link = cupid;
  // recorded first: the faction changes below call the hook, which then sees the pair's own faction and stays still
  const follow = char(tx, cupid).statuses.find((x) => x.id === 'matchmaker_follows');
  const data = { of: [a, b], bases, faction, moves, ...(faction === JOINT ? { joint: bases } : {}) };
  if (JSON.stringify(follow?.data) !== JSON.stringify(data))
    tx.emit(
      ev('StatusApplied', { target: cupid, status: 'matchmaker_follows', source: cupid, until: null, data }),
    );
  lovers.forEach((n, i) => {
    const base = bases[i] as string;
    const wolf = base === 'wolves';
    // 情侣内部两人获得[群内]标签并持有杀人技能 (不定); otherwise the lovers' 共群 only
    const group = pair === 'undetermined' ? 'black_lovers' : 'lovers';
    const st = char(tx, n).statuses.find((x) => x.id === 'true_lover' && x.source === cupid);
    if (st?.data?.group !== group)
      tx.emit(
        ev('StatusApplied', {
          target: n,
          status: 'true_lover',
          source: cupid,
          until: null,
          data: { link, group },
        }),
      );
    // 除双狼情侣外，情侣中的狼人将不会获得本来的[群内]或[接刀]标签; 狼+村民: the wolf gets [接刀] instead
    toggle(tx, n, 'lover_untagged', wolf && pair !== 'wolves', cupid);
    toggle(tx, n, 'lover_heir', wolf && pair === 'black', cupid);
    // 三方: 情侣和丘比特被验证均为黑情侣阵营
    toggle(tx, n, 'black_lovers_seen', pair === 'third', cupid, { faction: 'black_lovers' });
  });
  for (const n of [a, b]) changeFaction(tx, n, faction, 'lovers');
  // 然后丘比特的阵营变更为与真爱情侣相同 (a self-linked 月老 is one of the lovers: done above)
  if (moves && cupid !== a && cupid !== b) {
    changeFaction(tx, cupid, faction, 'lovers');
    toggle(tx, cupid, 'lover_heir', pair === 'wolves', cupid);
    toggle(tx, cupid, 'black_lovers_seen', pair === 'third', cupid, { faction: 'black_lovers' });
  }
}

/** 若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属 (the lovers' own moves are not a change). */
function rejudge(tx: Tx, holder: Character, st: Status, changed: Character): void {
  const d = st.data as { of: [string, string]; bases: [string, string]; faction: string; moves?: boolean };
  if (changed.faction === d.faction) return;
  const i = d.of.indexOf(changed.name);
  if (i < 0) return;
  const bases: [string, string] = [...d.bases];
  bases[i] = changed.faction;
  judgePair(tx, holder.name, d.of, bases, d.moves !== false);
}

/**
 * 当情侣中的一人出局，另外一人承受非[指定]的[致死伤害] (连带出局顺序: 情侣殉情). The 公示 keeps the link secret (其他类型的技能，除非另有
 * 说明，否则一律不公示): by day the follower is listed as out 因其他原因 (黄昏: 公示[投票出局]和[其他原因]出局的名单), by night
 * only in the morning's list of names.
 */
const LOVERS_CHAIN = {
  on: 'link',
  kind: 'lovers',
  strength: 'lethal',
  cause: 'lovers',
  announce: 'outOther',
  announceByDay: true,
} as const;

const MATCHMAKER_STATUSES: Record<string, StatusDef> = {
  // [情侣]状态: 与另外一位情侣共群 (data.group), 当情侣中的一人出局，另外一人承受非[指定]的[致死伤害] (连带: 情侣殉情)
  true_lover: { id: 'true_lover', name: '真爱情侣', holder: { group: 'lovers' }, chain: LOVERS_CHAIN },
  // [虚情情侣]仅有共死效果 (given by a character that gains 月老牵线: falseMatch)
  false_lover: { id: 'false_lover', name: '虚情情侣', holder: { group: 'lovers' }, chain: LOVERS_CHAIN },
  lover_untagged: { id: 'lover_untagged', name: '情侣（无标签）', holder: { dropsTags: true } },
  lover_heir: { id: 'lover_heir', name: '接刀', holder: { heir: 'wolves' } },
  black_lovers_seen: { id: 'black_lovers_seen', name: '黑情侣', holder: { disguise: true } },
  // 然后丘比特的阵营…跟随情侣变动; 若情侣中途发生阵营改变，按照上述顺序重新判定
  matchmaker_follows: { id: 'matchmaker_follows', name: '随情侣变动', holder: { onFactionChange: rejudge } },
};

/**
 * 其他角色获得该技能时，获得后可以立刻选择连新情侣，并无视下列诸多限制，可以连任意2名角色，并令其获得[虚情情侣]状态: a character that gains
 * 月老牵线 (影武者's host, 白骨精's body, 美女画皮's target …) holds the right <月老牵线> in the phase it gains it (立刻): any two
 * characters, himself allowed, no judging of the pair, no faction change; each told '月老牵线：你与 X 成为[虚情情侣]，共群。'.
 */
const FALSE_MATCH = 'false_match';
const falseMatch: SkillDef = {
  id: FALSE_MATCH,
  name: '月老牵线',
  aliases: ['连情侣'],
  kind: 'right',
  right: FALSE_MATCH,
  targets: { min: 2, max: 2, self: true, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const [a, b] = targets;
      if (!a || !b) return;
      // [虚情情侣]仅有共死效果: the link (data.link) and a group of the pair's own
      for (const c of [a, b])
        applyStatus(tx, c.name, 'false_lover', {
          source: actor.name,
          until: null,
          data: {
            link: `false:${actor.name}:${a.name}:${b.name}`,
            group: `false_lovers:${a.name}:${b.name}`,
          },
          by: null,
        });
      tellLovers(tx, [a, b], 'falseLovers', { kind: 'group', group: 'lovers', lover: 'false' });
    },
  },
};

/**
 * 美女画皮 (l.739) 丘比特：获得修改版强制技能<丘比特之箭>，该技能额外添加[限定]，机械狼可以在任何时候发动，链接的情侣为[虚情情侣]，在白天发动不会
 * 被公示 — the 机械狼版本 (美女画皮's 画皮, 白骨精's 化尸大法; 鬼魂新娘 同丘比特): 月老牵线's [虚情情侣] link once (<强制>: not declined), at
 * any time she holds it (a right that never lapses; 白骨精's ends with her body's skills); by day as by night nothing is announced.
 */
const MECH_MATCH = 'mech_match';
const mechMatch: SkillDef = {
  ...falseMatch,
  id: MECH_MATCH,
  right: MECH_MATCH,
  force: { mandatory: true },
  limits: { limit: 1 },
};
export const matchLearnable = {
  skills: [mechMatch],
  onStart: (tx: Tx, me: Character) => {
    grantRight(tx, me.name, MECH_MATCH, 'never');
    tx.notify(me.name, tx.t('mechMatchRight'), { kind: 'right', right: MECH_MATCH });
  },
};

/** The character gained 月老牵线 (the skill ids it gained include it): the right to link a [虚情情侣] pair now. */
export function gainedMatch(tx: Tx, name: string, skills: readonly string[]): void {
  if (!skills.includes('match')) return;
  grantRight(tx, name, FALSE_MATCH, 'phaseEnd');
  tx.notify(name, tx.t('falseMatchRight'), { kind: 'right', right: FALSE_MATCH });
}

export const matchmaker: RoleDef = {
  id: 'matchmaker',
  name: '月老',
  aliases: ['丘比特'],
  gender: '男',
  faction: 'undetermined',
  cite: '001 飘零 不定身份 1',
  statuses: Object.values(MATCHMAKER_STATUSES),
  // 丘与情侣加入黑情侣阵营 (无三方黑情侣：屠城 — the last faction standing)
  factions: [
    { id: 'black_lovers', name: '黑情侣阵营' },
    { id: JOINT, name: '三方情侣阵营', wins: jointWins },
  ],
  extraSkills: [loversKill],
  commonSkills: [falseMatch],
  learnable: matchLearnable,
  templates: {
    trueLovers: ({ name }) => `月老牵线：你与 ${name} 成为[真爱情侣]，共群。`,
    falseLovers: ({ name }) => `月老牵线：你与 ${name} 成为[虚情情侣]，共群。`,
    falseMatchRight: () => '你获得了<月老牵线>：现在可以选择任意两名角色连为[虚情情侣]（<月老牵线>）。',
    mechMatchRight: () =>
      '你获得了<月老牵线>（限定，强制）：任何时候都可以选择任意两名角色连为[虚情情侣]（<月老牵线>），白天发动不会公示。',
  },
  skills: [
    {
      id: 'match',
      name: '月老牵线',
      aliases: ['连情侣'],
      kind: 'opening',
      force: { mandatory: true },
      limits: { limit: 1 },
      targets: { min: 2, max: 2, self: true, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const [a, b] = targets;
          if (!a || !b) return;
          // 不定阵营 特殊：不是无阵营角色使用该系列身份的技能时，转变阵营的效果无效，但其他效果正常生效 (a 月老 already in a
          // pair by another's link keeps his faction)
          const moves = actor.faction === 'undetermined';
          // 链接情侣无效，丘比特加入村民阵营
          if (targets.some((t) => isVoid(tx.state, tx.rs, t))) {
            if (moves) changeFaction(tx, actor.name, 'village', 'void');
            return;
          }
          tellLovers(tx, [a, b], 'trueLovers', { kind: 'group', group: 'lovers', lover: 'true' });
          // 丘比特自连，丘比特在情侣性质判定中按照村民阵营计算
          const base = (c: Character) => (c.name === actor.name ? 'village' : c.faction);
          judgePair(tx, actor.name, [a.name, b.name], [base(a), base(b)], moves);
        },
      },
    },
  ],
};
