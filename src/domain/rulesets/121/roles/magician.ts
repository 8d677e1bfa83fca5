import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 8 魔术师: 交换 —— 交换两名玩家马甲…当夜别的玩家对此二人的操作都将被替换…每局每名玩家仅可被交换一次
// Played as a redirection from tier (5) on: the swap catches the actions that resolve after it (先动的会影响后动),
// not the magician's own; nobody is told (仅自身知晓); nothing stays swapped after the night (天亮前换回).
export const magician: RoleDef = {
  id: 'magician',
  name: '魔术师',
  faction: 'village',
  cite: '000 村民阵营 8',
  skills: [
    {
      id: 'swap',
      name: '交换',
      kind: 'night',
      targets: { min: 2, max: 2, self: true, among: 'alive' },
      limits: { oncePerTarget: 'anyone' },
      hooks: {
        resolve: (ctx, a) => {
          const [x, y] = a.targets;
          // a target immune tonight (拥抱) drops out: no swap
          if (!x || !y) return;
          ctx.redirect({ layer: 'swap', from: x, to: y, owner: a.as });
          ctx.redirect({ layer: 'swap', from: y, to: x, owner: a.as });
        },
      },
    },
  ],
};
