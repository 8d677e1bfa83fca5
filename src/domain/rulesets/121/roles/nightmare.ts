import { groupMembers, skillIndex } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';

// [121] file 000 【狼人阵营】 20 梦魇: 梦魇与狼群内角色不互知且不共群，被预言查验反馈【狼人阵营】，梦魇永不接刀
// 盟约 —— 游戏日夜晚，梦魇可以提交一名角色的名字给狼群。
// 迷梦 —— 游戏日夜晚，梦魇可以预测任一角色的非<强制>技能使用情况，若预测正确，该角色本次技能使用无效。 (l.283–286)
// Readings: 迷梦 names a character and a skill (its name; one that is <强制> on every card is refused); if that character
// uses a skill of that name that night (from (3) on), the use is void, and nobody is told; 盟约's name is a message,
// not an operation on its bearer (no redirection, no 反馈为空): the pack is told when his window closes. His faction
// is 狼人阵营, so 预言 reads it; no `heir`: 永不接刀.
export const nightmare: RoleDef = {
  id: 'nightmare',
  name: '梦魇',
  faction: 'wolves',
  cite: '000 狼人阵营 20',
  statuses: [
    // 该角色本次技能使用无效: the skill named in data.skill, that night
    { id: 'dream_foretold', name: '迷梦', blocks: { blocksNamed: true }, lifetime: { until: 'nightEnd' } },
  ],
  templates: { pact: ({ name }) => `盟约：梦魇提交的名字是 ${name}。` },
  skills: [
    {
      id: 'foretell',
      name: '迷梦',
      kind: 'night',
      effect: { blocking: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        validate: ({ choice, rs }) => {
          const named = [...skillIndex(rs).values()].filter((k) => k.name === choice);
          if (!choice || !named.length) return err('INVALID_INPUT', `<迷梦>须写明所预测的技能名（如：预言）`);
          return named.every((k) => k.force?.mandatory)
            ? err('INVALID_INPUT', `<迷梦>只能预测非<强制>技能：<${choice}>是强制技能`)
            : null;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.status(t, 'dream_foretold', { source: a.as, data: { skill: a.choice } });
        },
      },
    },
    {
      id: 'pact',
      name: '盟约',
      kind: 'night',
      effect: { designated: false },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const name = a.chosen[0] ?? a.targets[0];
          if (!name) return;
          for (const m of groupMembers(ctx.state, ctx.ruleset, 'wolves'))
            ctx.notify(m.name, ctx.ruleset.t.pact?.({ name }) ?? name, { kind: 'pact', name, from: a.as });
        },
      },
    },
  ],
};
