import { changeFaction } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { pick } from '../../../rng';
import type { GameState } from '../../../state';

// [121] file 000 【不定阵营】 6 复仇者: 寻仇<强制>—— 游戏开始前，复仇者须选择一名角色，复仇者加入与该角色对立的阵营，如该角色为三方阵营或无阵营，复仇者
// 将由法官在其他阵营中随机一个阵营。雪恨<限定>—— 游戏日夜晚，复仇者可以指定首日讨论日电梯楼的连续三名玩家成为<雪恨>的目标，将会随机得知这三个人之间
// 任意两个人的具体阵营。 (l.464–466)
// Readings: 对立的阵营 of 村民阵营 is 狼人阵营 and the other way round; for a third party or a 不定 character the draw is
// between 村民阵营 and 狼人阵营 (the factions with an 对立 — an event); 首日讨论日电梯楼 = the seating dealt (the ends adjacent),
// the three named being in the game; 具体阵营 = the actual faction, named in full; the two are drawn (an event).

/** 连续三名: three seats in a row of the seating dealt (circular). */
function consecutive(s: GameState, names: string[]): boolean {
  const n = s.chars.length;
  const seats = names.map((x) => s.chars.find((c) => c.name === x)?.seat ?? 0).sort((a, b) => a - b);
  const [a, b, c] = seats as [number, number, number];
  // seats are 1..n: a run of three, or one that wraps (n-1, n, 1 / n, 1, 2)
  return (
    (b === a + 1 && c === b + 1) || (a === 1 && b === 2 && c === n) || (a === 1 && b === n - 1 && c === n)
  );
}

export const avenger: RoleDef = {
  id: 'avenger',
  name: '复仇者',
  faction: 'undetermined',
  cite: '000 不定阵营 6',
  templates: {
    revenge: ({ lines }) => `雪恨：${lines}。`,
    revengeLine: ({ name, faction }) => `${name} 为${faction}`,
  },
  skills: [
    {
      id: 'vendetta',
      name: '寻仇',
      kind: 'opening',
      limits: { limit: 1 },
      force: { mandatory: true, onTimeout: 'random' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const t = targets[0];
          if (!t) return;
          const opposed: Record<string, string> = { village: 'wolves', wolves: 'village' };
          const to =
            opposed[t.faction] ?? tx.draw('vendetta', (rng) => pick(rng, ['village', 'wolves'])) ?? 'village';
          changeFaction(tx, actor.name, to, 'vendetta');
        },
      },
    },
    {
      id: 'revenge',
      name: '雪恨',
      kind: 'night',
      limits: { limit: 1 },
      effect: { feedback: true, designated: false },
      targets: { min: 3, max: 3, self: true, among: 'alive' },
      choose: {
        targetsFor: () => ({ min: 3, max: 3, self: true, among: 'alive' }),
        validate: ({ state, targets }) =>
          consecutive(
            state,
            targets.map((t) => t.name),
          )
            ? null
            : err('ILLEGAL_TARGET', '雪恨：须指定首日电梯楼上连续的三名玩家'),
      },
      hooks: {
        resolve: (ctx, a) => {
          const left = ctx.draw(`revenge:${a.as}`, a.targets);
          const two = a.targets.filter((t) => t !== left);
          const t = ctx.ruleset.t;
          const lines = two.map((n) => {
            const f = ctx.char(n).faction;
            return t.revengeLine?.({ name: n, faction: ctx.ruleset.factions[f]?.name ?? f }) ?? n;
          });
          ctx.notify(a.actor, t.revenge?.({ lines: lines.join('，') }) ?? '', {
            kind: 'feedback',
            skill: 'revenge',
          });
        },
      },
    },
  ],
};
