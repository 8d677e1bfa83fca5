import { groupKill, whileGroupHasOthers } from '../../../abilities';
import { applyStatus, groupHolders } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { GameState } from '../../../state';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 2 幼狼: 幼狼与狼人互知共群; 杀人; 激励<强制> —— 当幼狼并非因红牌罚下而出局后，仅限下一个夜晚，狼人可以再使用一次
// <杀人>技能。牺牲 —— 游戏日夜晚，若幼狼尚未继承<杀人>技能，幼狼可以主动出局。 (l.199–203)
// Readings: the second 杀人 is the pack's (any holder of its 杀人 submits it, as <激励>), a 指杀 settling right after the
// first; 下一个夜晚 = the night after his out (that same day's night when he goes out by day); 尚未继承<杀人> = another
// member of the pack is still in (he does not hold its 杀人 alone); 牺牲 puts him out at the night's settlement (幼狼<牺牲>
// in (22)), nothing stops it, and 激励 follows the next night.

/** 仅限下一个夜晚: a cub out (not by a red card) before tonight, tonight being the night after his out. */
const rallied = (s: GameState): boolean =>
  s.phase.kind === 'night' &&
  s.chars.some(
    (c) =>
      c.role === 'wolf_cub' &&
      !c.alive &&
      c.outCause !== 'redcard' &&
      (c.outPhase === 'day' ? c.outDay : (c.outDay ?? 0) + 1) === s.phase.day,
  );

const base = groupKill({ id: 'rally_kill', name: '激励', group: 'rally', window: 'n60' });
/** 激励: the pack's second 杀人 of that night. */
export const rallyKill: SkillDef = {
  ...base,
  timing: { ...base.timing, orderAs: 'kill' },
  limits: {
    ...base.limits,
    usable: (s) => (rallied(s) ? null : err('SKILL_NOT_USABLE', '<激励>仅限幼狼出局后的下一个夜晚')),
  },
};

export const wolfCub: RoleDef = {
  id: 'wolf_cub',
  name: '幼狼',
  faction: 'wolves',
  cite: '000 狼人阵营 2',
  group: 'wolves',
  templates: {
    rallied: ({ name }) => `激励：幼狼 ${name} 出局，下一个夜晚狼人可以再使用一次<杀人>（提交<激励>）。`,
    'cause.sacrifice': () => '主动出局',
  },
  // the pack's second 杀人: a group skill of those the 激励 reached (the ruleset's groupSkills: `rally`)
  extraSkills: [rallyKill],
  statuses: [{ id: 'rallied', name: '激励', holder: { group: 'rally' } }],
  skills: [
    kill,
    {
      id: 'sacrifice',
      name: '牺牲',
      kind: 'night',
      limits: { usable: whileGroupHasOthers('wolves') },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) =>
          ctx.kill({ target: a.as, source: 'sacrifice', by: a.as, strength: 'lethal', cause: 'sacrifice' }),
      },
    },
  ],
  // 激励<强制>: as he goes out (not by a red card), the holders of the pack's 杀人 get its second one for the next night
  // (a group of their own, `rally`, until that night ends) and are told
  onOut: ({ tx, char, cause }) => {
    if (cause === 'redcard') return;
    const ph = tx.state.phase;
    const night = ph.kind === 'day' ? ph.day : ph.day + 1;
    for (const m of groupHolders(tx.state, tx.rs, 'wolves')) {
      applyStatus(tx, m.name, 'rallied', { source: char.name, at: { at: 'nightEnd', day: night } });
      tx.notify(m.name, tx.t('rallied', { name: char.name }), { kind: 'rally', from: char.name });
    }
  },
};
