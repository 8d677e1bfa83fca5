import type { SkillDef, StatusDef } from '../engine/types';
import { one } from './targets';

/**
 * 操纵 (操纵月亮的女孩: 121 当夜失去所有非强制技能, classic 该玩家夜里可以使用能力，但无效): a block (封禁类) on one player tonight, not the
 * same player two nights running, the target not told. A pack wolf's own skills stop; the pack's 杀人 only when every
 * holder is blocked (a group's action is the group's: classic 若仅剩这一只狼人，则狼队无法杀死人).
 */
export function manipulate(o: { id: string; name: string; status?: string }): SkillDef {
  const status = o.status ?? 'manipulated';
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    effect: { blocking: true },
    limits: { notTwiceRunning: 'actor' },
    targets: { ...one, self: true, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.status(t, status, { source: a.as });
      },
    },
  };
}

/** The status 操纵 gives: its holder's skills blocked tonight. */
export const MANIPULATED: StatusDef = {
  id: 'manipulated',
  name: '操纵',
  blocks: { blocksSkills: true },
  lifetime: { until: 'nightEnd' },
};
