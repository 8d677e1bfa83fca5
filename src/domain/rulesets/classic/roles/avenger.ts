import { applyStatus, changeFaction } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { becomeCard } from './thief';
import { werewolf } from './wolves';

// [classic] file 003 复仇者（变动阵营）(l.14–18): 必须在游戏开始时选择自己支持好人还是狼队。如果支持狼队：夜里如狼人一样杀人，在自己死亡后的当晚，所有人行动前，
// 可以将一名角色变成狼人，上帝不会在白天公布这一讯息。如果支持好人：在自己死亡后的当晚，所有人行动前，可指定一名玩家，若他是狼则直接死亡，若不是狼则无效果。
// 选择阵营 in the opening (好人 or 狼队; a missed choice is drawn): 狼队 → the wolves' faction and the pack (its 杀人 with them, told each
// other). His out gives him 复仇 once, in the night that follows (当晚: the night of a day's out; after a night's out, the next night, as that
// night's actions are over), first of all (the order table's tier 0), used while out: on the 狼队 side the target becomes a 狼人 (the card,
// in the pack, told secretly; nothing announced); on the good side the target dies if he is a wolf (直接死亡: no guard, no 解药), else
// nothing. Readings: 狼 = the wolves' faction; the good side's avenger is told nothing of the result (the morning's 公示 shows any death).
const SIDES = ['好人', '狼队'];

export const avenger: RoleDef = {
  id: 'avenger',
  name: '复仇者',
  faction: 'village',
  cite: '003 篇一 复仇者',
  statuses: [
    { id: 'avenger_pack', name: '狼队', holder: { group: 'wolves' } },
    // his revenge night: his skills act while he is out (data.night: the night it is due)
    { id: 'avenger_due', name: '复仇', holder: { actsWhileOut: true } },
  ],
  templates: {
    revengeDue: () => '复仇者：你已死亡，今晚所有人行动前可以发动<复仇>。',
    'cause.avenged': () => '夜晚死亡',
  },
  // 狼队: the pack's 杀人 through its group status (groupSkills)
  skills: [
    {
      id: 'avenger_side',
      name: '选择阵营',
      kind: 'opening',
      force: { mandatory: true, onTimeout: 'random' },
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { choices: SIDES },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          if (choice !== '狼队') return;
          changeFaction(tx, actor.name, 'wolves', 'avenger');
          applyStatus(tx, actor.name, 'avenger_pack', { source: actor.name, until: null });
        },
      },
    },
    {
      id: 'avenge',
      name: '复仇',
      kind: 'night',
      limits: {
        limit: 1,
        whileOut: true,
        usable: (s, actor) =>
          !actor.alive &&
          actor.statuses.some((st) => st.id === 'avenger_due' && st.data?.night === s.phase.day)
            ? null
            : err('SKILL_NOT_USABLE', '复仇者只能在自己死亡后的当晚发动<复仇>'),
      },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          const me = ctx.char(a.as);
          const target = ctx.char(t);
          if (me.faction === 'wolves') {
            // 将一名角色变成狼人，上帝不会在白天公布这一讯息
            if (target.faction !== 'wolves')
              ctx.later((tx) => becomeCard(tx, t, werewolf, 'wolves', 'avenger'));
          } else if (target.faction === 'wolves')
            // 若他是狼则直接死亡
            ctx.kill({ target: t, source: 'avenge', by: a.as, strength: 'lethal', cause: 'avenged' });
        },
      },
    },
  ],
  onOut: ({ tx, char }) => {
    // 在自己死亡后的当晚: tonight after a day's out, the next night after a night's
    const night = tx.state.phase.day + (tx.state.phase.kind === 'night' ? 1 : 0);
    applyStatus(tx, char.name, 'avenger_due', {
      source: char.name,
      at: { at: 'nightEnd', day: night },
      data: { night },
    });
    tx.notify(char.name, tx.t('revengeDue'), { kind: 'right', right: 'avenge' });
  },
};
