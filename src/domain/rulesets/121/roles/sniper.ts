import type { RoleDef } from '../../../engine/types';
import type { GameState } from '../../../state';

// [121] file 000 【狼人阵营】 23 狙击手: 狙击手与其他狼人不互知不共群。瞄准——单数游戏日夜晚，可选择两个人进行瞄准。狙击——双数游戏日夜晚，可在瞄准
// 的人选择一个狙杀，狙杀不受强制技能影响。孤独——强者不需要同伴，狙击手永不进狼群，长老狼的死亡也无法召回。 (l.351–355)
// Readings: 瞄准的人 = the two he aimed at on the night before (the odd night just past); a 狙杀 is a 指杀 (a guard or a
// save stops it) that passes what a <强制> skill protects with (恶灵骑士 主宰黑夜 declares it does not cover cause `sniped`);
// he is not told the pack nor it him, never inherits its 杀人 (not in 接刀顺序).

/** Those he aimed at the night before. */
const aimed = (s: GameState, me: string): string[] =>
  s.history.find(
    (h) => h.actor === me && h.skill === 'aim' && h.phase === 'night' && h.day === s.phase.day - 1,
  )?.targets ?? [];

export const sniper: RoleDef = {
  id: 'sniper',
  name: '狙击手',
  faction: 'wolves',
  cite: '000 狼人阵营 23',
  templates: { 'cause.sniped': () => '夜晚死亡' },
  skills: [
    {
      id: 'aim',
      name: '瞄准',
      kind: 'night',
      timing: { nights: 'odd' },
      effect: { designated: false },
      targets: { min: 2, max: 2, self: false, among: 'alive' },
    },
    {
      id: 'snipe',
      name: '狙击',
      kind: 'night',
      timing: { nights: 'even' },
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: { excludes: ({ state, actor, target }) => !aimed(state, actor.name).includes(target.name) },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'snipe', by: a.as, strength: 'zhisha', cause: 'sniped' });
        },
      },
    },
  ],
};
