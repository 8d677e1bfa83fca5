import type { GameState } from '../state';

/** 场存4人: a third party whose role is alive wins when four characters are left (121 锁链师、镜 存活且场上存活人数为4). */
export const fourLeft =
  (role: string) =>
  (s: GameState, f: string): boolean =>
    s.chars.some((c) => c.alive && c.role === role && c.faction === f) &&
    s.chars.filter((c) => c.alive).length === 4;

/** 独自存活到最后: a third party whose role is the last one alive (classic 白眼狼). */
export const lastAlive =
  (role: string) =>
  (s: GameState, f: string): boolean => {
    const alive = s.chars.filter((c) => c.alive);
    return alive.length === 1 && alive[0]?.role === role && alive[0]?.faction === f;
  };

/** 除X阵营外其他阵营玩家全部出局: a third party one of whose characters is alive and every living character of it (121 赌徒、死灵术师). */
export const lastFaction = (s: GameState, f: string): boolean => {
  const alive = s.chars.filter((c) => c.alive);
  return alive.some((c) => c.faction === f) && alive.every((c) => c.faction === f);
};
