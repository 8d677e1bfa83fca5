import type { OutHookCtx, SkillDef } from '../../engine/types';
import type { DomainError } from '../../errors';
import { err } from '../../errors';
import type { Character, GameState } from '../../state';
import { parseDeclarations } from '../declare-option';
import { addPoints } from './pools';

/**
 * [pku] file 004 names skills and cards whose effect is in the rules post (l.1), not in the file: the FAQ fixes who holds
 * each, its slot in the order (l.9–19), when its notice comes and its edges, not what it does. As tieba's director-declared
 * skills (../tieba/declare.ts, the same parser: ../declare-option.ts), the director declares at creation what the game's
 * rules post gives them — option `declare`: `名:效果[/次数]` separated by `;`, e.g.
 * `假的狼刀:验身份/2;举目无亲:群狼出局;排队枪毙:白天白给2;全村希望:白给3;四面楚歌:守护`. What the FAQ fixes stays built in
 * (each in its role or card file). Undeclared, the skill or card is there but using it is refused (SKILL_NOT_USABLE,
 * 「导演尚未公布【X】的效果」), a passive does nothing, and the director's view lists it as 未声明 (`declarations`).
 *
 * The library, each effect built from what the game already has:
 * - 验身份: the target's 身份 as every check of the FAQ reads it (神替 reads 神替, a promoted 狼替 野狼: l.249, l.327).
 *   【假的狼刀】 (群狼, its only effect: the FAQ fixes it, l.19, l.211 — the declaration is its number of uses).
 *   【四面楚歌】 (守卫's card): the holder's check of one player, answered at once in 夜间.
 * - 守护: 【四面楚歌】 guards one player that night as the 守卫 does (every knife stopped, not the poison, l.319).
 * - 群狼出局 / 裁定: what triggers 【举目无亲】 (its effect, 验人, is the FAQ's, l.13): the last 群狼 out, or the director's
 *   ruling (`status` 举目无亲) when the rules post's condition holds.
 * - 白给N, 白天白给N, 夜间白给N (N 1–12): 【排队枪毙】 (each 群狼) and 【全村希望】 (the 野狼) — the holder's out (by day / by
 *   night only) adds N points to the wolves' pool (counted at its next settlement, 入夜: l.87). Reading of the FAQ's
 *   结算相关 edges (被猎人警情时带走视为在白天死亡, l.209, l.219): their settlement depends on a day's or a night's out —
 *   the vote and the hunter's shot (the 破晓 shot, and the voted-out hunter's) are by day.
 * - 毒好人 / 救狼 / 首瓶: what triggers 【一言难尽】 (its effect, 回滚 of the bottle, is the FAQ's, l.159–161, l.293–295:
 *   ./cards.ts withRollback) — her first 毒药 on a good player, her first 解药 on a wolf, or her first bottle.
 * `/次数` (1–99): the uses of a skill in the whole game (a card is used once). Not declarable (no effect of the library
 * fits the FAQ's hints): 【不动如山】, 【六神无主】, 【蝼蚁一噬】 — listed 未声明 in the director's view.
 */
interface OpenDef {
  /** who holds it (the FAQ's words) */
  holder: string;
  kind: '技能' | '被动' | '魔法卡';
  /** the effects of the library it may be declared with (白给: the pattern of points) */
  effects: string[];
}

const POINTS = '白给N';

export const OPEN: Record<string, OpenDef> = {
  假的狼刀: { holder: '群狼', kind: '技能', effects: ['验身份'] },
  排队枪毙: { holder: '群狼', kind: '被动', effects: [POINTS] },
  举目无亲: { holder: '野狼', kind: '技能', effects: ['群狼出局', '裁定'] },
  全村希望: { holder: '野狼', kind: '被动', effects: [POINTS] },
  四面楚歌: { holder: '守卫', kind: '魔法卡', effects: ['守护', '验身份'] },
  一言难尽: { holder: '女巫', kind: '魔法卡', effects: ['毒好人', '救狼', '首瓶'] },
};

/** Named by the FAQ, open, and not declarable: the director's view lists them as 未声明. */
const NOT_DECLARABLE: Record<string, string> = { 不动如山: '女巫', 六神无主: '神替', 蝼蚁一噬: '民' };

export interface Declared {
  name: string;
  effect: string;
  /** 白给: the points and when the out counts (null: any out) */
  points?: { n: number; when: '白天' | '夜间' | null };
  /** uses in the whole game; null = no limit */
  limit: number | null;
}

export const DECLARE_DESCRIBE = `格式：名:效果[/次数]，以“;”分隔，如 假的狼刀:验身份/2;举目无亲:群狼出局;排队枪毙:白天白给2；${Object.entries(
  OPEN,
)
  .map(([n, d]) => `${n}（${d.holder}）：${d.effects.join('、')}`)
  .join(
    '；',
  )}；白给N：持有者出局时狼队白给池加N点（1到12；白天白给N、夜间白给N只计白天或夜间的出局）；未声明：可以兑换或持有，但不能使用，被动无效果`;

/** Reads the option: the declarations, or what is wrong with it. */
export function parseDeclare(v: unknown): Declared[] | string {
  return parseDeclarations(v, '没有声明', ({ name, values, limit }): Declared | string => {
    const def = OPEN[name];
    if (!def)
      return NOT_DECLARABLE[name]
        ? `【${name}】的效果无法从效果库声明（FAQ 的提示不足）`
        : `“${name}”不能声明（可声明：${Object.keys(OPEN).join('、')}）`;
    if (values.length !== 1) return `无法读取【${name}】的效果`;
    const effect = values[0] as string;
    if (def.effects.includes(POINTS)) {
      const m = /^(白天|夜间)?白给(\d+)$/.exec(effect);
      const n = Number(m?.[2]);
      if (!m || n < 1 || n > 12) return `【${name}】的效果须为 白给N、白天白给N 或 夜间白给N（N 为 1 到 12）`;
      return { name, effect, points: { n, when: (m[1] as '白天' | '夜间' | undefined) ?? null }, limit };
    }
    if (!def.effects.includes(effect))
      return `【${name}】没有效果“${effect}”（可用：${def.effects.join('、')}）`;
    if (def.kind === '魔法卡' && limit !== null) return `【${name}】是魔法卡，只能使用一次，不写次数`;
    return { name, effect, limit };
  });
}

const parsed = new Map<string, Declared[]>();

/** The game's declaration of `name`, if the director made one. */
export function declaredOf(s: GameState, name: string): Declared | null {
  const v = s.options.declare;
  if (typeof v !== 'string') return null;
  let list = parsed.get(v);
  if (!list) {
    const r = parseDeclare(v);
    list = typeof r === 'string' ? [] : r;
    parsed.set(v, list);
  }
  return list.find((d) => d.name === name) ?? null;
}

/** The refusal of an undeclared skill or card. */
export function undeclared(name: string): DomainError {
  return err('SKILL_NOT_USABLE', `导演尚未公布【${name}】的效果，暂时不能使用`);
}

/** For the director's view: every open skill or card of the FAQ, with its declared effect or 未声明. */
export function declarations(s: GameState): { name: string; holder: string; effect: string }[] {
  const open = Object.entries(OPEN).map(([name, d]) => {
    const x = declaredOf(s, name);
    return { name, holder: d.holder, effect: x ? x.effect + (x.limit ? `/${x.limit}` : '') : '未声明' };
  });
  const not = Object.entries(NOT_DECLARABLE).map(([name, holder]) => ({ name, holder, effect: '未声明' }));
  return [...open, ...not];
}

/**
 * A declared 白给 passive (【排队枪毙】, 【全村希望】): the holder's out adds the declared points to the wolves' pool, by day
 * (the vote, the hunter's shot: 被猎人警情时带走视为在白天死亡, l.209, l.219) or by night as declared. Undeclared: nothing.
 */
export function declaredPoints({ tx, cause }: OutHookCtx, name: string): void {
  const d = declaredOf(tx.state, name);
  if (!d?.points) return;
  const byDay = tx.state.phase.kind === 'day' || cause === 'vote' || cause === 'shot';
  if (d.points.when === (byDay ? '夜间' : '白天')) return;
  addPoints(tx, 'wolves', d.points.n, `【${name}】`);
}

/**
 * A declared active skill's limits: refused until declared (never due then), within the declared uses in the game — the
 * group's together for a group skill (`by`: whose uses count).
 */
export function declaredUsable(
  name: string,
  skill: string,
  by: (s: GameState, actor: Character) => (actor: string) => boolean = (_s, a) => (x) => x === a.name,
): NonNullable<NonNullable<SkillDef['limits']>['usable']> {
  return (s, actor) => {
    const d = declaredOf(s, name);
    if (!d) return undeclared(name);
    const mine = by(s, actor);
    const used = s.history.filter((h) => h.skill === skill && mine(h.actor)).length;
    return d.limit !== null && used >= d.limit
      ? err('SKILL_USED_UP', `【${name}】只能发动${d.limit}次，次数已用完`)
      : null;
  };
}
