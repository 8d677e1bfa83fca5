import { skillIndex } from '../../../engine/effects';
import type { Op, RoleDef } from '../../../engine/types';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 13 恶灵骑士: 互知共群; 杀人; 主宰黑夜<强制> —— 恶灵骑士无法在游戏日夜晚出局。
// 邪恶<限定> —— 当村民阵营对其进行操作时，可使对其操作的一名角色死亡。如多人对其进行操作，致死操作优先进行判定死亡；多人进行致死操作，
// 轮次优先的判定死亡；前两条都无法达成筛选至一名角色，将随机判定死亡。封禁类技能对其操作，会封禁邪恶，不会死亡
// Readings: 邪恶 is armed by submitting it (可使); it counts as used only when it strikes; the strike is a 指杀 settled
// in its place of (22) (恶灵骑士<邪恶>), so 守护 or 救药 may stop it.
export const ghostRider: RoleDef = {
  id: 'ghost_rider',
  name: '恶灵骑士',
  faction: 'wolves',
  cite: '000 狼人阵营 13',
  // 主宰黑夜<强制>: 无法在游戏日夜晚出局 — but for the 狙击手's 狙杀 (狙杀不受强制技能影响, l.354)
  statuses: [
    {
      id: 'dark_rule',
      name: '主宰黑夜',
      protection: { protects: ['zhisha', 'poison', 'pierce', 'lethal'], protectsNot: ['sniped'] },
    },
  ],
  group: 'wolves',
  innate: [{ status: 'dark_rule', phase: 'night' }],
  skills: [
    kill,
    {
      id: 'evil',
      name: '邪恶',
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const me = a.as;
          ctx.atEnd((c) => {
            const rs = c.ruleset;
            const skill = (op: Op) => skillIndex(rs).get(op.skill);
            const ops = c.ops.filter(
              (op) => op.actor !== me && op.targets.includes(me) && c.char(op.actor).faction === 'village',
            );
            // 封禁类技能对其操作，会封禁邪恶，不会死亡
            if (!ops.length || ops.some((op) => skill(op)?.effect?.blocking)) {
              c.unspent(a);
              return;
            }
            // 致死操作优先; 多人进行致死操作，轮次优先 — the tier ranks only among lethal operations (l.247); otherwise
            // (no lethal one) every operator is a candidate: 筛选至一名角色, else 随机判定 (a seeded draw, an event)
            const tier = (op: Op) =>
              rs.order.find((t) => t.skills.includes(skill(op)?.timing?.orderAs ?? op.skill))?.tier ??
              Number.MAX_SAFE_INTEGER;
            const lethal = ops.filter((op) => skill(op)?.effect?.lethal);
            const first = Math.min(...lethal.map(tier));
            const pool = lethal.length ? lethal.filter((op) => tier(op) === first) : ops;
            const actors = [...new Set(pool.map((op) => op.actor))];
            const victim = actors.length === 1 ? actors[0] : c.draw(`evil:${me}`, actors);
            if (victim) c.kill({ target: victim, source: 'evil', by: me, strength: 'zhisha' });
          });
        },
      },
    },
  ],
};
