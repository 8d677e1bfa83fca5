import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { hasStatus } from '../../../state';
import { kill } from './plain';

// [211] file 001 【叛皇阵营】11 噬时狼妃[群内]（女）⑦: 时间逆流[指定][早夜] —— 任意一名角色。若结算成功，当晚除了实际阵营为[叛皇阵营]以外的所有角色对目标角色
// 发动[指定]技能时，那些技能的结算目标全部改为发动者自己，且不知晓，若成功反弹技能，噬时狼妃会知道所有被反弹的技能名称，然后失去此技能。
// 怀孕技能[强制] —— 自己的[时间逆流]技能刷新，且反弹成功不再失去技能。
// The bounce is the redirection layer 时间逆流 (after 煽动, before 镜 反射: 211 选择目标→结算目标).
export const timeEatingConsort: RoleDef = {
  id: 'time_eating_consort',
  name: '噬时狼妃',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 11',
  // the 时间逆流 used up by a bounce (怀孕技能 refreshes it)
  statuses: [{ id: 'reversal_spent', name: '时间逆流已用' }],
  templates: {
    bounced: ({ skills }) => `时间逆流：反弹了 ${skills}。`,
  },
  group: 'wolves',
  skills: [
    kill,
    {
      id: 'time_reversal',
      name: '时间逆流',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      limits: {
        usable: (_s, c) =>
          hasStatus(c, 'reversal_spent') && !hasStatus(c, 'favoured')
            ? err('SKILL_USED_UP', '时间逆流：成功反弹技能后已失去此技能')
            : null,
      },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          const bounced: string[] = [];
          ctx.redirect({
            layer: 'bounce',
            from: t,
            to: { actor: true },
            owner: a.as,
            applies: (na, _sk, c) => c.char(na.as).faction !== 'wolves',
            caught: (_na, sk) => bounced.push(sk.name),
          });
          ctx.atEnd((c) => {
            if (!bounced.length) return;
            c.notifyAtEnd(
              a.actor,
              c.ruleset.t.bounced?.({ skills: bounced.map((n) => `<${n}>`).join('、') }) ?? '',
              {
                kind: 'feedback',
                skill: 'time_reversal',
                bounced,
              },
            );
            if (!hasStatus(c.char(a.as), 'favoured'))
              c.later((tx) => applyStatus(tx, a.as, 'reversal_spent', { source: a.as, until: null }));
          });
        },
      },
    },
  ],
};
