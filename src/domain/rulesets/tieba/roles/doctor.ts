import { reportOut } from '../../../abilities';
import { one } from '../../../abilities/targets';
import type { RoleDef } from '../../../engine/types';
import { roundHeal } from '../round-decider';

// [tieba] file 002 【村民阵营】 3 医生 (l.72–73): 救治 —— 游戏日夜晚，医生可以救治一名角色，使对其的指杀无效。若该角色没有成为指杀目标，
// 累计一次空救。一名角色累计两次空救时立即出局。此技能发动后，反馈该角色是否因<救治>出局。
// 总体流程 (11) 指杀结算：一、被指杀的角色如果是救治的目标，指杀无效; (13) 双空救结算，在此流程中统计场上角色的空救次数，如果存在
// 累计两次空救的角色，则出局.
// Readings: the 空救 count is the target's (一名角色累计), whoever healed it; 成为指杀目标 = a 指杀 of the night settled on it
// (杀人, 冲锋, 撕咬; a void one — a hugged doctor, a hugged target — counts nothing); the doctor is told only what the text
// says (是否因<救治>出局), not the count; the out at two is step (13), after
// the poison (a target already out by then is not counted again); self-healing is allowed (the text names no exception).
export const doctor: RoleDef = {
  id: 'doctor',
  name: '医生',
  faction: 'village',
  cite: '002 村民阵营 3',
  statuses: [
    // data.n: the character's 空救 so far (permanent, one count per character whoever healed it)
    { id: 'empty_heal', name: '空救' },
  ],
  templates: {
    'cause.empty_heal': () => '累计两次空救',
  },
  skills: [
    {
      id: 'treat',
      name: '救治',
      kind: 'night',
      targets: { ...one, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.guards.set(t, [...(ctx.guards.get(t) ?? []), a.as]);
          ctx.atEnd((end) => {
            for (const t of a.targets) {
              if (end.kills.some((k) => k.target === t && k.strength === 'zhisha')) continue;
              const had = end.char(t).statuses.find((st) => st.id === 'empty_heal');
              const n = Number(had?.data?.n ?? 0) + 1;
              end.status(t, 'empty_heal', { source: null, until: null, data: { n } });
              if (n >= 2)
                end.kill({ target: t, source: 'treat', by: a.as, strength: 'lethal', cause: 'empty_heal' });
            }
          });
        },
        onUse: (ctx, a) => reportOut(ctx, a, [a.as], '救治', ['empty_heal']),
      },
    },
    // 轮次决胜: 此时医生必须连续提交三天救治 (../round-decider.ts)
    roundHeal,
  ],
};
