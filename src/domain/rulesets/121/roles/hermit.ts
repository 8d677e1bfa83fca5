import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 29 隐者: 隐身衣—— 隐者无法被其他玩家操作，且投票视为弃票。其他玩家夜间对隐者进行操作则反馈为空，游戏日白天如对隐者投票
// 将视为弃票，白天对其进行的翻牌操作（如骑士，侦探）均视为失效。当场上人数变为开局人数的一半时，隐者将失去隐身衣。
// 脱下隐身衣——游戏日夜晚可以选择脱下自己的隐身衣，给另外一名玩家穿上隐身衣，隐者将失去<隐身衣>技能，当夜所有其他玩家对该名玩家的操作无效，但该玩家
// 将不会失去白天票权，此效果将持续至下一游戏日夜晚开始。
// 总体流程 3 (1) 隐者<脱下隐身衣>; 行动时限: 关门二十分钟内. (丘比特: 上帝使徒、隐者被连无效 — see cupid.ts.)
// Readings: 场上人数 = the living; 变为开局人数的一半 = the living are at most half the players dealt (the cloak is held
// only while more than half are in); the hermit loses his cloak with the night's changes (he and the wearer are both
// cloaked the night he takes it off); the wearer is not told (the text says nothing of it), its own vote counts, and
// votes for it count (票权 is its own; the text voids only operations on it).

const SHED = 'shed_cloak';

/** Does the hermit still wear his 隐身衣? */
export const cloakOn = (s: GameState, c: Character): boolean =>
  !c.lost.includes('cloak') && s.chars.filter((x) => x.alive).length * 2 > s.chars.length;

export const hermit: RoleDef = {
  id: 'hermit',
  name: '隐者',
  faction: 'village',
  cite: '000 村民阵营 29',
  statuses: [
    // 隐身衣: 无法被其他玩家操作 (反馈为空, 白天的翻牌操作失效), 且投票视为弃票, 对隐者投票将视为弃票
    { id: 'cloak', name: '隐身衣', blocks: { immune: true }, vote: { voteVoid: true, votesOnVoid: true } },
    // 脱下隐身衣: 当夜所有其他玩家对该名玩家的操作无效，但该玩家将不会失去白天票权，持续至下一游戏日夜晚开始
    { id: 'cloak_given', name: '隐身衣', blocks: { immune: true }, lifetime: { until: 'nightStart' } },
  ],
  // 隐身衣: immune to others' operations (反馈为空, a day [翻牌] void), his vote and votes on him are 弃权
  innate: [{ status: 'cloak', while: cloakOn }],
  skills: [
    {
      id: 'cloak',
      name: '隐身衣',
      kind: 'passive',
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
    {
      id: SHED,
      name: '脱下隐身衣',
      kind: 'night',
      limits: {
        limit: 1,
        usable: (s, c) => (cloakOn(s, c) ? null : err('SKILL_NOT_USABLE', `${c.name} 已失去<隐身衣>`)),
      },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          // 当夜所有其他玩家对该名玩家的操作无效…此效果将持续至下一游戏日夜晚开始
          ctx.status(t, 'cloak_given', { source: a.as });
          // 隐者将失去<隐身衣>技能
          ctx.later((tx) => tx.emit(ev('SkillLost', { actor: a.as, skill: 'cloak', reason: 'used' })));
        },
      },
    },
  ],
};
