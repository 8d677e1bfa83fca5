import { skillIndex } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 15 怪盗: 怪盗与其他狼人互知共群。杀人 —— 游戏日夜晚，该阵营共群的角色共同指杀一名角色。
// 偷盗<限定>——游戏日夜晚，选择一名角色，若该角色当晚发动非<强制>技能，怪盗可以代替他成为技能的发动者，并重新选择技能目标。
// (l.252–255; 总体流程 3 (3) 怪盗<偷盗>; 行动时限: 关门二十分钟内 (n20))
// Readings:
// - 重新选择技能目标: he cannot know in advance which skill the character will use, so he names the character and the
//   new target(s) together, as a player tells the director 「偷盗 X，目标改为 Y」: targets [X, Y] or [X, Y, Z] (two for
//   a two-target skill: 交换). A skill taking fewer uses the first; one taking more keeps X's own for the rest. Himself
//   may be a new target, X may not be himself.
// - 当晚发动: the first non-<强制> skill of X's own that acts after (3) in the night's order (先动的会影响后动: one that acted
//   before, (0)–(2), was already used); not the pack's 杀人 (a group's action is the group's, not X's). The thief is its
//   user: its feedback and its kills are his (a poison he steals is a 狼人阵营 character's kill); X's use is spent
//   (代替他成为技能的发动者: the skill was used), X is told nothing.
// - <限定>: spent when it acts, whether or not X used a skill. He is told, when the night's actions end, what he used.
export const phantomThief: RoleDef = {
  id: 'phantom_thief',
  name: '怪盗',
  faction: 'wolves',
  cite: '000 狼人阵营 15',
  group: 'wolves',
  statuses: [
    { id: 'stolen', name: '偷盗', blocks: { takenBySource: true }, lifetime: { until: 'nightEnd' } },
  ],
  templates: {
    theftDone: ({ name, skill, targets }) =>
      `偷盗：你代替 ${name} 发动了<${skill}>${targets ? `，目标：${targets}` : ''}。`,
    theftNone: ({ name }) => `偷盗：${name} 今晚没有发动可偷盗的技能。`,
  },
  skills: [
    kill,
    {
      id: 'steal',
      name: '偷盗',
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 2, max: 3, self: true, among: 'alive' },
      choose: {
        validate: ({ actor, targets }) =>
          targets[0]?.name === actor.name
            ? err('ILLEGAL_TARGET', '偷盗：第一个目标是被偷盗的角色，不能是自己')
            : null,
      },
      hooks: {
        resolve: (ctx, a) => {
          const [victim, ...rest] = a.targets;
          if (!victim) return;
          ctx.status(victim, 'stolen', { source: a.as, data: { targets: rest } });
          const shown = a.chosen[0] ?? victim;
          ctx.atEnd((c) => {
            const op = c.ops.find((o) => o.by === a.as && o.takenFrom === victim);
            const skill = op ? (skillIndex(c.ruleset).get(op.skill)?.name ?? op.skill) : '';
            c.notifyAtEnd(
              a.actor,
              op
                ? (c.ruleset.t.theftDone?.({ name: shown, skill, targets: op.chosen.join('、') }) ?? '')
                : (c.ruleset.t.theftNone?.({ name: shown }) ?? ''),
              { kind: 'feedback', skill: 'steal', target: shown, ...(op ? { used: op.skill } : {}) },
            );
          });
        },
      },
    },
  ],
};
