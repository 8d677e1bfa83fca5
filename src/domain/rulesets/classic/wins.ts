import { skillsOf } from '../../engine/skills';
import type { FactionDef, RulesetDef } from '../../engine/types';
import type { Character, GameState } from '../../state';
import { type Convention, conventionOf } from './convention';
import { GRANDPA } from './roles/grandpa';

/**
 * [classic] file 003 胜负判定, as each convention has it:
 * - 篇三 胜负判定 (l.210–220): 胜利优先级为：第三方阵营＞狼人阵营＞好人阵营. 好人: 场上不存在人狼恋，所有狼全部死亡，并保持场上既有神阵营的玩家
 *   又有平民阵营的玩家存活. 狼人: 场上不存在人狼恋，所有普通村民全部死亡或者所有除狼外身份身份全部死亡 (屠边); 在天黑阶段，只要狼达到了上述胜利
 *   条件，不管天亮后狼是否还存活，判狼人获胜. 人狼恋: 白天阶段场上除了人狼恋外只剩下了一张任意牌.
 * - 篇二 (l.103–150): 人类阵营 杀死所有狼人及坏身份; 狼人阵营 屠城 (第二季) or 屠边 (第三季); 情侣阵营 (人狼恋) 必须杀死除丘比特以外所有
 *   玩家; 7(3) 当除了情侣狼以外的真狼全部死亡后，则狼人已被宣告失败. 四（一）(1) 白天胜负手：警长最大 — 若白天发言投票阶段最终剩余2位
 *   玩家，则拥有警长的玩家视为直接获胜.
 * The game option `win` (屠边, the default, or 屠城: 第二季) picks the wolves' condition; the presets set it.
 * Readings: 平民 are the 村民 cards (普通村民), 神 every other card not a wolf's (篇三 l.211 神身份; the 盗贼 counts as the card he
 * took, l.141), by card whatever the faction now (a 神 among the lovers is still a 神: 篇二 7(2)); 真狼 are the characters of the
 * wolves' faction (a wolf lover of a 人狼恋 is the lovers'). The end is judged after the morning's 公示 (the night's result,
 * before the day starts: 在天黑阶段…不管天亮后) and after each step of the day.
 */
export const WIN_RULES = ['屠边', '屠城'] as const;
export type WinRule = (typeof WIN_RULES)[number];
export const winRuleOf = (s: GameState): WinRule => (s.options.win === '屠城' ? '屠城' : '屠边');

/** The third party of a 人狼恋 (情侣两人中有且只有一人是狼, l.220). */
export const LOVERS = 'lovers';

/** Which side a 白痴 is on for 屠边 (option `idiotSide`): 神 (第三季第三期 5(1), 篇三) or 平民 (第三季第一期 3(2) 平民为白痴、普通村民*3). */
export const IDIOT_SIDES = ['神', '平民'] as const;

/**
 * 平民: the 村民 cards, a 天使 past his day (只是一个普通的平民, l.52), a 狼犬 who chose 平民 (l.9), a 白痴 where the table counts him one
 * (第三季第一期: the option `idiotSide`)
 */
const civilian = (s: GameState, c: Character) =>
  c.role === 'villager' ||
  c.role === 'angel' ||
  (c.role === 'wolfhound' && c.faction !== 'wolves') ||
  (c.role === 'idiot' && s.options.idiotSide === '平民');
/** A third party of a role's own, with its win (白眼狼, 吹笛者, 老爷爷): `RoleDef.factions` with `wins`. */
const third = (rs: RulesetDef, f: string | undefined) =>
  f !== undefined && rs.factions[f]?.wins !== undefined;
/** 神: every other card not a wolf's nor a third party's, of a character not on the wolves' side (a 混血儿 of the wolves is no 神) */
const god = (rs: RulesetDef, s: GameState, c: Character) => {
  const card = rs.roles[c.role]?.faction;
  // 篇二 第三季第三期 5(3) 丘比特既不算神民也不算平民 (篇三 (五)2 丘比特是神身份)
  if (c.role === 'cupid' && conventionOf(s) === '篇二') return false;
  return !civilian(s, c) && card !== 'wolves' && !third(rs, card) && c.faction !== 'wolves';
};

/**
 * Those who win alone before everything (天使: 死亡的天使胜利条件判定优于一切角色, l.52; 炸弹人: 炸死了场上剩余的其他所有人, l.53): a
 * status their role gives names the faction of their own.
 */
const ALONE: Record<string, string> = { angel_won: 'angel', bomber_won: 'bomber' };

type Verdict = ReturnType<RulesetDef['judge']>;

export function judgeClassic(rs: RulesetDef, s: GameState): Verdict {
  const conv: Convention = conventionOf(s);
  const alive = s.chars.filter((c) => c.alive);
  const names = (f: string) => s.chars.filter((c) => c.faction === f).map((c) => c.name);
  const alone = (id: string): Verdict => {
    const c = s.chars.find((x) => x.statuses.some((st) => st.id === id));
    return c
      ? {
          faction: ALONE[id] as string,
          names: [c.name],
          reason: `${rs.roles[c.role]?.name ?? c.role}独自获胜`,
        }
      : null;
  };
  // 天使: 死亡的天使胜利条件判定优于一切角色 (l.52); then 老爷爷: 优先于除天使外所有角色 (l.64); then 炸弹人 (l.53)
  const angel = alone('angel_won');
  if (angel) return angel;
  // the third parties of a role's own (老爷爷, 白眼狼 独自存活到最后, 吹笛者 迷惑了在场除自己外的所有活人): 老爷爷 first, then the list's order;
  // a character whose card the 影子 took has lost (l.65)
  const judged = (f: string, def: FactionDef): Verdict =>
    s.chars.some((c) => c.faction === f) && def.wins?.(s, f, rs)
      ? {
          faction: f,
          names: s.chars
            .filter((c) => c.faction === f && !c.statuses.some((st) => st.id === 'card_taken'))
            .map((c) => c.name),
          reason: rs.t[`win.${f}`]?.({}) ?? `${def.name}获胜`,
        }
      : null;
  const grandpa = rs.factions[GRANDPA] ? judged(GRANDPA, rs.factions[GRANDPA]) : null;
  if (grandpa) return grandpa;
  const bomber = alone('bomber_won');
  if (bomber) return bomber;
  for (const [f, def] of Object.entries(rs.factions)) {
    const v = def.wins && f !== GRANDPA ? judged(f, def) : null;
    if (v) return v;
  }
  // 篇二 四（一）(3) 允许平局：若夜晚与白天都没有玩家出局，则视为平局 — judged as the next night opens (the ruleset's onNightOpens)
  if (drawn(s)) return { faction: null, names: [], reason: '平局：夜晚与白天都没有玩家出局' };
  const lovers = alive.filter((c) => c.faction === LOVERS);
  // 隐狼 (l.7): 由于隐狼无法杀人，因此当所有狼人出局时，除非隐狼拥有警徽，否则隐狼将因为不可能获胜而强制失败 — the wolves' side stands while
  // one of its living characters can kill (a 杀人 of its own or the pack's) or holds the badge
  const wolves = alive.filter(
    (c) => c.faction === 'wolves' && (c.name === s.sheriff || skillsOf(s, rs, c).some((k) => k.effect?.kill)),
  );
  // 第三方阵营 first: 篇三 除了人狼恋外只剩下了一张任意牌; 篇二 必须杀死除丘比特以外所有玩家 (丘比特 is of the lovers' faction there)
  if (lovers.length) {
    const others = alive.filter((c) => c.faction !== LOVERS);
    if (conv === '篇三' ? others.length <= 1 : others.length === 0)
      return {
        faction: LOVERS,
        names: names(LOVERS),
        reason: conv === '篇三' ? '场上除了人狼恋外只剩下一张牌' : '人狼恋杀死了除丘比特以外的所有玩家',
      };
  }
  // 白天胜负手：警长最大 (篇二): two left as a day starts, or by day before its vote put anyone out
  const sheriff = alive.find((c) => c.name === s.sheriff);
  if (conv === '篇二' && alive.length === 2 && sheriff && !votedOutToday(s))
    return {
      faction: sheriff.faction,
      names: names(sheriff.faction),
      reason: '白天胜负手：场上剩余2位玩家，警长最大',
    };
  // 场上不存在人狼恋: neither the wolves nor the good side win while the lovers' third party stands
  if (lovers.length) return null;
  // 狼人: 屠边 (all 平民 or all 神 out) or 屠城 (every non-wolf out); 篇二 7(3): not once the true wolves are all out
  const rest = alive.filter((c) => c.faction !== 'wolves');
  // a side the deal never had is not a side to kill (a table of 狼人 and 村民 only: the 平民)
  const sideOut = (isOf: (c: Character) => boolean) => s.chars.some(isOf) && !alive.some(isOf);
  const civiliansOut = sideOut((c) => civilian(s, c));
  const wolvesWin =
    winRuleOf(s) === '屠城' ? rest.length === 0 : civiliansOut || sideOut((c) => god(rs, s, c));
  if (wolvesWin && (wolves.length || conv === '篇三'))
    return {
      faction: 'wolves',
      names: names('wolves'),
      reason:
        winRuleOf(s) === '屠城'
          ? '狼人杀死了除狼人以外的所有人（屠城）'
          : civiliansOut
            ? '所有平民出局（屠边）'
            : '所有神出局（屠边）',
    };
  // 人类阵营：杀死所有狼人及坏身份 — a third party's living character (白眼狼, 吹笛者) is one of them
  // (老爷爷 不属于任何阵营: no 坏身份)
  if (!wolves.length && !alive.some((c) => third(rs, c.faction) && c.faction !== GRANDPA))
    return { faction: 'village', names: names('village'), reason: '所有狼人及坏身份出局' };
  return null;
}

/** Has today's vote put someone out (the day goes to its night: 警长最大 looks at the day's speeches and vote, not after). */
function votedOutToday(s: GameState): boolean {
  return (
    s.phase.kind === 'day' &&
    s.chars.some((c) => c.outDay === s.phase.day && c.outPhase === 'day' && c.outCause === 'vote')
  );
}

/** 允许平局 as a game option (`draw`): 允许 plays it, 不允许 (the default) does not. */
export const DRAW_RULES = ['不允许', '允许'] as const;

/**
 * 篇二 四（一）(3) 允许平局 (l.158–161): 若夜晚与白天都没有玩家出局，则视为平局 — a night N-1 and the day N after it without an out,
 * as night N opens (the engine's day 1 is the election: from night 2 on). Reading: the rule names no count of players, yet its
 * examples are endgames (2 left; a deadlocked 6) and, read for every table, it would end most games at their first quiet night and
 * day (a 解药, a PK's second tie): so it is the game option `draw` (允许 / 不允许, the default), as 允许 says — the table allows it.
 */
export function drawn(s: GameState): boolean {
  const d = s.phase.day;
  if (s.options.draw !== '允许' || conventionOf(s) !== '篇二' || s.phase.kind !== 'night' || d < 2)
    return false;
  return !s.chars.some(
    (c) =>
      !c.alive &&
      ((c.outPhase === 'night' && c.outDay === d - 1) || (c.outPhase === 'day' && c.outDay === d)),
  );
}
