import type { RoleDef } from '../../../engine/types';
import { sturdy, sturdyStart } from './sturdy';

// [211] file 001 【能臣异士】23 禁卫军（男）⑦ (l.372–374):
// 皇城戒严[凌晨]<限定> —— 游戏日夜晚可选择发动该技能，所有角色仅当晚获得[不死]状态。
// 健壮<强制> —— 禁卫军永久获得[守护：1]状态。
// 行动顺序总集 凌晨1 calls it 禁卫军<森林庇护> (and 炽天使's text 灵鹿/禁卫军): an alias. 凌晨1 comes before the out tally, so
// every kill of the night (深夜2's 杀人, 凌晨1's 毒药 after it) meets the [不死]. Each character is told (附加…角色会得知).
export const imperialGuard: RoleDef = {
  id: 'imperial_guard',
  name: '禁卫军',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 23',
  skills: [
    {
      id: 'martial_law',
      name: '皇城戒严',
      aliases: ['森林庇护'],
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const c of ctx.state.chars)
            if (c.alive) ctx.status(c.name, 'undying', { source: a.as, until: 'nightEnd' });
        },
      },
    },
    sturdy,
  ],
  onStart: sturdyStart,
};
