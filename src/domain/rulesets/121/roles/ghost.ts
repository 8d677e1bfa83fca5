import { describeOps } from '../../../abilities/records';
import { applyStatus, groupMembers } from '../../../engine/effects';
import { targetedLastNight } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';

// [121] file 000 【狼人阵营】 27 幽灵: 与狼人不互知不共群 (接刀顺序: 石像鬼、铁柱、机械狼，幽灵)
// 附身 —— 选择一名玩家附身，夜间行动结束时可获知该玩家夜晚所有操作，当夜所有对该玩家的所有致死伤害幽灵也会获得。
// 夺舍 —— 连续两个游戏日夜晚附身同一名玩家可对该玩家发动夺舍，当夜获得此玩家的操作权，被操纵的人将获得通知被幽灵操纵的通知，并可获知幽灵当夜所有操作。
// 悲伤<强制> —— 如幽灵因狼人技能出局，则翻牌公示身份，如为游戏日白天出局，则当夜狼群解散（无刀），次夜重组。如为游戏日夜间出局，
// 则夜间行动结束后公示幽灵出局，狼群解散，次夜夜间行动结束后重组。
// Readings: 夺舍 needs 附身 on the same player last night and tonight; the ghost then submits the controlled player's
// night skills as its own (they act as that player's, their feedback comes to the ghost), the player's own choices void.

export const ghost: RoleDef = {
  id: 'ghost',
  name: '幽灵',
  faction: 'wolves',
  cite: '000 狼人阵营 27',
  // 接刀顺序: 石像鬼、铁柱、机械狼，幽灵
  heir: 'wolves',
  // 悲伤: 狼群解散（无刀）
  statuses: [{ id: 'disbanded', name: '狼群解散', blocks: { blocksKill: true } }],
  templates: {
    possessReport: ({ name, ops }) => `附身：${name} 今晚的操作：${ops}。`,
    possessNone: ({ name }) => `附身：${name} 今晚没有操作。`,
    controlled: () => '你被幽灵操纵：今晚你的操作权归幽灵。',
    controlReport: ({ ops }) => `幽灵今晚的操作：${ops}。`,
    ghostRevealed: ({ name }) => `${name} 翻牌：幽灵。`,
  },
  skills: [
    {
      id: 'possess',
      name: '附身',
      kind: 'night',
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          // 当夜所有对该玩家的所有致死伤害幽灵也会获得: kills on it are shared with the ghost
          ctx.redirect({
            layer: 'possess',
            from: t,
            to: a.as,
            share: true,
            owner: a.as,
            applies: (_na, sk) => Boolean(sk.effect?.lethal),
          });
          // 夜间行动结束时可获知该玩家夜晚所有操作
          ctx.atEnd((c) => {
            const ops = c.ops.filter((op) => op.actor === t);
            c.notifyAtEnd(
              a.actor,
              ops.length
                ? (c.ruleset.t.possessReport?.({ name: t, ops: describeOps(c, ops) }) ?? '')
                : (c.ruleset.t.possessNone?.({ name: t }) ?? ''),
              {
                kind: 'feedback',
                skill: 'possess',
                target: t,
                ops: ops.map((o) => ({ skill: o.skill, targets: o.chosen })),
              },
            );
          });
        },
      },
    },
    {
      id: 'takeover',
      name: '夺舍',
      kind: 'night',
      effect: { controls: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        validate: ({ state, actor, targets }) => {
          const t = targets[0];
          const tonight = state.actions.some(
            (x) => x.actor === actor.name && x.skill === 'possess' && !x.pass && x.targets[0] === t?.name,
          );
          return t && tonight && targetedLastNight(state, 'possess', t.name, state.phase.day, actor.name)
            ? null
            : err('SKILL_NOT_USABLE', '夺舍：连续两个游戏日夜晚附身同一名玩家才可对该玩家发动夺舍');
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          ctx.notify(t, ctx.ruleset.t.controlled?.({}) ?? '', { kind: 'controlled', by: '幽灵' });
          // 并可获知幽灵当夜所有操作
          ctx.atEnd((c) => {
            const ops = c.ops.filter((op) => op.by === a.actor);
            c.notifyAtEnd(t, c.ruleset.t.controlReport?.({ ops: describeOps(c, ops) || '无' }) ?? '', {
              kind: 'feedback',
              skill: 'takeover',
            });
          });
        },
      },
    },
  ],
  onOut: ({ tx, char, by }) => {
    // 悲伤<强制>: 因狼人技能出局 → 翻牌, and the wolves' group breaks up for a night
    const killer = by ? tx.state.chars.find((c) => c.name === by) : undefined;
    if (!killer || killer.name === char.name || killer.faction !== 'wolves') return;
    applyStatus(tx, char.name, 'revealed', { source: char.name, until: null });
    tx.news(tx.t('ghostRevealed', { name: char.name }), { kind: 'reveal', name: char.name, role: 'ghost' });
    const ph = tx.state.phase;
    // by day: 当夜狼群解散; by night: 次夜夜间行动结束后重组
    const day = ph.kind === 'night' ? ph.day + 1 : ph.day;
    for (const m of groupMembers(tx.state, tx.rs, 'wolves'))
      applyStatus(tx, m.name, 'disbanded', { source: char.name, at: { at: 'nightEnd', day } });
  },
};
