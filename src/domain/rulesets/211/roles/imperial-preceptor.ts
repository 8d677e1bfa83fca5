import { seenFactionNow } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';

// [211] file 001 【皇帝心腹】2 通天国师（男）⑥: 预言 [深夜][指定]—— 任意一名角色。结算效果：反馈结算目标的[表面阵营]，若其为[村民阵营]，
// 反馈[选择目标为村民阵营]，否则，反馈[选择目标为非村民阵营]，有多次结算效果，则按顺序多次反馈。
// Not yet: 天意<强制><限定> (an extra 预言 after the vote puts out a 非村民阵营 target the 国师 voted for).
export const imperialPreceptor: RoleDef = {
  id: 'imperial_preceptor',
  name: '通天国师',
  aliases: ['国师'],
  gender: '男',
  faction: 'village',
  cite: '001 皇帝心腹 2',
  templates: {
    foresight: ({ name, answer }) => `预言：${name}为${answer}。`,
  },
  checker: true,
  skills: [
    {
      id: 'foresight',
      name: '预言',
      kind: 'night',
      effect: { feedback: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          a.targets.forEach((name, i) => {
            const village = seenFactionNow(ctx, ctx.char(name)) === 'village';
            const shown = a.chosen[i] ?? name;
            ctx.notify(
              a.actor,
              ctx.ruleset.t.foresight?.({ name: shown, answer: village ? '村民阵营' : '非村民阵营' }) ?? '',
              {
                kind: 'feedback',
                skill: 'foresight',
                target: shown,
                village,
              },
            );
          });
        },
      },
    },
  ],
};
