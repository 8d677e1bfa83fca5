import type { SkillDef, StatusDef } from '../engine/types';
import { one } from './targets';

/**
 * 蛊惑 (蛊惑师: 121 如当夜盎惑师在天亮结算轮判定死亡时，死亡结算为被蛊惑的玩家死亡; classic 若蛊惑师因任何原因死在夜里，则被蛊惑的人代替蛊惑师
 * 死亡): one other player a night, not the same two nights running; the user holds `enchanting` tonight, a `diverts` status
 * (data.to = the enchanted): a death the night's settlement judges for him goes to the enchanted as 致死伤害 (a guard does not
 * stop it: classic l.33).
 */
export function enchant(o: { id: string; name: string; cause?: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    limits: { notTwiceRunning: 'actor' },
    targets: { ...one, self: false, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        const t = a.targets[0];
        // `cause`: the out cause of a death so passed on (211 蛊惑师 counts them for his win)
        if (t)
          ctx.status(a.as, ENCHANTING.id, {
            source: a.as,
            data: { to: t, ...(o.cause ? { cause: o.cause } : {}) },
          });
      },
    },
  };
}

/** Held by the 蛊惑师 tonight: 死亡结算为被蛊惑的玩家死亡. */
export const ENCHANTING: StatusDef = {
  id: 'enchanting',
  name: '蛊惑',
  protection: { diverts: true },
  lifetime: { until: 'nightEnd' },
};
