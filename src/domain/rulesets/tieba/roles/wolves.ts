import { extraKill, groupKill, reportOut } from '../../../abilities';
import { groupMembers, inGroup } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { GameState } from '../../../state';
import { roundDecider, roundKill } from '../round-decider';

// [tieba] file 002 【狼人阵营】 1 狼人 (l.48–51), 2 狼王 (l.52–55): 所有狼人将在游戏开始后互知共群。狼人阵营优先判负后，狼人阵营
// 失去杀人技能。此事件发生时会通知狼人阵营。杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。在夜晚女巫行动后，反馈该角色
// 是否因被指杀出局。狼王: 冲锋 —— 游戏日夜晚，可以指杀一名角色。当任意一名狼群内角色出局后，狼王失去<冲锋>。在夜晚女巫行动后，反馈
// 该角色是否因被指杀出局。

/** 狼人阵营优先判负 (投降, l.43–46): the faction lost first, its characters still in. */
export const wolvesDefeated = (s: GameState): boolean =>
  !!s.surrendered?.includes('wolves') || !!s.defeated?.includes('wolves');

const knife = groupKill({ id: 'kill', name: '杀人', group: 'wolves' });

/** The pack's 杀人, lost with the faction's defeat; the pack learns after the witch whether its target went out by it. */
export const kill: SkillDef = {
  ...knife,
  limits: {
    ...knife.limits,
    usable: (s) => (wolvesDefeated(s) ? err('SKILL_NOT_USABLE', '狼人阵营已判负，失去杀人技能') : null),
  },
  // 轮次决胜: declared instead of tonight's kill (../round-decider.ts)
  choose: {
    validate: ({ state }) =>
      state.actions.some((a) => a.skill === 'round_decider' && !a.pass)
        ? err('SKILL_CONFLICT', '狼人阵营今晚已提交轮次决胜：三晚的刀法在轮次决胜中提交')
        : null,
  },
  hooks: {
    ...knife.hooks,
    onUse: (ctx, a) => {
      const pack = groupMembers(ctx.state, ctx.ruleset, 'wolves').map((c) => c.name);
      reportOut(ctx, a, pack, '杀人', ['killed']);
    },
  },
};

export const wolf: RoleDef = {
  id: 'werewolf',
  name: '狼人',
  faction: 'wolves',
  cite: '002 狼人阵营 1',
  group: 'wolves',
  // 轮次决胜 (胜负判定 补充说明): the pack's declaration and each round's kill (../round-decider.ts)
  skills: [kill, roundDecider, roundKill],
};

const chargeKnife = extraKill({ id: 'charge', name: '冲锋' });

/** 冲锋: every night (no <限定> here) until any 狼群内角色 is out (out members stay in the pack: l.28). */
const charge: SkillDef = {
  ...chargeKnife,
  limits: {
    usable: (s, _actor, rs) =>
      s.chars.some((c) => !c.alive && inGroup(s, rs, c, 'wolves'))
        ? err('SKILL_USED_UP', '已有狼群内角色出局，狼王失去<冲锋>')
        : null,
  },
  hooks: {
    ...chargeKnife.hooks,
    onUse: (ctx, a) => reportOut(ctx, a, [a.as], '冲锋', ['killed']),
  },
};

export const wolfKing: RoleDef = {
  id: 'wolf_king',
  name: '狼王',
  faction: 'wolves',
  cite: '002 狼人阵营 2',
  group: 'wolves',
  skills: [kill, roundDecider, roundKill, charge],
};
