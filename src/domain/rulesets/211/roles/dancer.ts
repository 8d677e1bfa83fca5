import { targetedBefore } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { type Character, type GameState, hasStatus } from '../../../state';
import { intuition, intuitionInnate, intuitionTough } from './intuition';
import { judgedFaction } from './judged';

// [211] file 001 【能臣异士】34 舞姬（女）⑩ (l.458–463):
// 直感<强制> —— 游戏日夜晚，获得仅针对[实际阵营]为[村民阵营]的[坚韧]状态。
// 共舞[夜晚][指定] —— 选择范围：任意3名角色，每名角色只能被选择一次。结算效果：若结算目标正好为3个，且所有结算目标的[实际阵营]为2个相同
// 1个不同的格式，对那个[实际阵营]不同的角色造成[穿透]，否则无效果，然后，若结算目标包括自己，所有结算目标获得[守护]状态，持续至夜晚结束。
// 怀孕技能[强制] —— [共舞]去除每名角色只能被选择一次的限制。
// Readings: [夜晚] is its 行动顺序总集 slot 深夜2 舞姬<共舞>; 每名角色只能被选择一次 counts her own earlier 共舞 choices (选择目标);
// [守护] with no X is [守护：1] (the general status), until the night ends — it absorbs that night's 指杀 (the kills settle
// after 凌晨2).

const danced = (s: GameState, c: Character, t: string) =>
  !hasStatus(c, 'favoured') && targetedBefore(s, 'dance', t, c.name);

export const dancer: RoleDef = {
  id: 'dancer',
  name: '舞姬',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 34',
  statuses: [intuitionTough],
  innate: intuitionInnate,
  skills: [
    intuition,
    {
      id: 'dance',
      name: '共舞',
      kind: 'night',
      targets: { min: 3, max: 3, self: true, among: 'alive' },
      effect: { lethal: true },
      choose: {
        excludes: ({ state, actor, target }) => danced(state, actor, target.name),
        validate: ({ state, actor, targets }) => {
          const t = targets.find((x) => danced(state, actor, x.name));
          return t ? err('ILLEGAL_TARGET', `${t.name} 已经成为过<共舞>的目标：每名角色只能被选择一次`) : null;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          const ts = a.targets;
          if (ts.length === 3) {
            const fs = ts.map((t) => judgedFaction(ctx.char(t), ctx.char(a.as)));
            // 2个相同1个不同: the one whose faction the other two do not share
            const odd = ts.filter((_, i) => fs.filter((f) => f === fs[i]).length === 1);
            if (new Set(fs).size === 2 && odd[0])
              ctx.kill({ target: odd[0], source: 'dance', by: a.as, strength: 'pierce' });
          }
          // 若结算目标包括自己，所有结算目标获得[守护]状态，持续至夜晚结束
          if (ts.includes(a.as))
            for (const t of ts) ctx.status(t, 'guard_x', { source: a.as, until: 'nightEnd' });
        },
      },
    },
  ],
};
