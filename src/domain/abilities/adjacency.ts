import type { Character, GameState } from '../state';

/** Living neighbours on the 电梯楼 (211 用语定义: 所有电梯楼相关效果都排除当前已出局成员，并且首尾算作相邻). */
export function neighbours(s: GameState, c: Character): string[] {
  const alive = s.chars.filter((x) => x.alive || x.name === c.name);
  const i = alive.findIndex((x) => x.name === c.name);
  const n = alive.length;
  if (n < 2) return [];
  return [...new Set([alive[(i - 1 + n) % n]?.name, alive[(i + 1) % n]?.name])].filter(
    (x): x is string => x !== undefined && x !== c.name,
  );
}
