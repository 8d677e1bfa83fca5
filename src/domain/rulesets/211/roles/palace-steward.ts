import { targetedLastNight } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { type Character, type GameState, hasStatus } from '../../../state';

// [211] file 001 【皇帝阵营】27 宫令（女）⑧: 调令[午夜][指定] —— 任意一名角色，不能连续两晚选择同一个角色。令结算目标获得[冰冻]，持续至下一个[正午]阶段开始。
// 怀孕技能[强制] —— [调令]去除不能连续两晚选择同一个角色的限制。
// ([冰冻] = [沉默]+[缴械]: 群内 frozen → the group has no 杀人; 被冰冻的角色需要等午夜结束才会知道自己被冰冻.)
const repeat = (s: GameState, actor: Character, t: string) =>
  !hasStatus(actor, 'favoured') && targetedLastNight(s, 'decree', t, s.phase.day, actor.name);

export const palaceSteward: RoleDef = {
  id: 'palace_steward',
  name: '宫令',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 27',
  skills: [
    {
      id: 'decree',
      name: '调令',
      kind: 'night',
      effect: { blocking: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      choose: {
        excludes: ({ state, actor, target }) => repeat(state, actor, target.name),
        validate: ({ state, actor, targets }) => {
          const t = targets[0];
          return t && repeat(state, actor, t.name)
            ? err('SAME_TARGET_AS_LAST_NIGHT', `${t.name}：调令不能连续两晚选择同一个角色`)
            : null;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'freeze', { source: a.as, until: 'dayStart' });
        },
      },
    },
  ],
};
