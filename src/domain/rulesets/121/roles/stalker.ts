import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 17 潜行者 (l.135–136):
// 潜行<限定>  —— 游戏日白天被潜行者投票的玩家如果当日未出局，则游戏日夜晚，潜行者可发动技能枪决此玩家，此玩家出局。
// 总体流程 3 (14) 潜行者<潜行>; (22) …赏金猎人赏金、潜行、警犬狗腿…; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.313): 潜行者，同潜行者.
// Readings: 被潜行者投票的玩家 = the one his vote names as the day closed (改票 included; 弃权 names nobody; the 竞选日's
// vote is that day's vote too); 当日未出局 = still in when the night opens (the night of that day only: the votes are
// those of the day just closed); the execution is a 指杀 of (22)'s list (每次指杀依次结算): a 守护 or a 救药 stops it.

/** The player the character's vote of the day just closed names, if any. */
const votedFor = (s: GameState, c: Character): string | null => s.votes[c.name]?.target ?? null;

const stalk: SkillDef = {
  id: 'stalk',
  name: '潜行',
  kind: 'night',
  limits: { limit: 1 },
  effect: { lethal: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  choose: {
    // 此玩家: the one he voted for that day, still in
    excludes: ({ state, actor, target }) => votedFor(state, actor) !== target.name,
    validate: ({ state, actor, targets }) => {
      const t = targets[0];
      const voted = votedFor(state, actor);
      return t && voted !== t.name
        ? err(
            'ILLEGAL_TARGET',
            voted
              ? `<潜行>只能枪决你今天投票的玩家（${voted}）`
              : '<潜行>只能枪决你今天投票的玩家：你今天没有投票给任何人',
          )
        : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      // 枪决此玩家，此玩家出局: a 指杀 in (22)'s place
      for (const t of a.targets) ctx.kill({ target: t, source: a.skill, by: a.as, strength: 'zhisha' });
    },
  },
};

export const stalker: RoleDef = {
  id: 'stalker',
  name: '潜行者',
  faction: 'village',
  cite: '000 村民阵营 17',
  skills: [stalk],
  // 机械狼 学习 潜行者，同潜行者: the learner's own vote, just after the real one
  learnable: {
    skills: [{ ...stalk, id: 'mech_stalk', timing: { ...stalk.timing, window: 'n60', orderAs: 'stalk' } }],
  },
};
