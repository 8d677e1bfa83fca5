import type { RulesetDef } from '../engine/types';
import type { Character, GameState } from '../state';

/**
 * On the 电梯楼 now: in, and not taken off it by a status that says so (`offElevator`: 121 流浪者 从电梯楼去除). Without a
 * ruleset only those out are skipped.
 */
export function onElevator(c: Character, rs?: RulesetDef): boolean {
  return c.alive && !(rs && c.statuses.some((st) => rs.statuses[st.id]?.holder?.offElevator));
}

/** Living neighbours on the 电梯楼 (211 用语定义: 所有电梯楼相关效果都排除当前已出局成员，并且首尾算作相邻). */
export function neighbours(s: GameState, c: Character, rs?: RulesetDef): string[] {
  const alive = s.chars.filter((x) => onElevator(x, rs) || x.name === c.name);
  const i = alive.findIndex((x) => x.name === c.name);
  const n = alive.length;
  if (n < 2) return [];
  return [...new Set([alive[(i - 1 + n) % n]?.name, alive[(i + 1) % n]?.name])].filter(
    (x): x is string => x !== undefined && x !== c.name,
  );
}
