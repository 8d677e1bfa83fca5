import { extraKill } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { kill } from './wolves';

// [classic] file 003 狼兄弟 (l.11): 两个角色，第一晚狼兄和狼弟互相确认身份，之后狼人杀人时，狼兄正常睁眼而狼弟不睁眼，当狼兄死亡时，当晚狼弟可在狼人杀完人
// 之后额外杀一人，之后的夜晚狼弟和狼人一起睁眼。在狼兄死亡之前，狼弟不会被验出狼人。
// 狼兄 is a wolf of the pack; the brothers are told each other at the deal (第一晚…互相确认). 狼弟 is of the wolves' faction outside
// the pack and checked 好人 while 狼兄 lives; 狼兄's out makes him one of the pack (checked 坏人 from then) and gives him one extra
// kill after the pack's in the night that follows (当晚: the night of a day's out, or the next night after a night's).
// Readings: the pack is not told 狼弟 before he joins (he does not wake with them); his extra kill is stopped as the pack's.
const BROTHERS = ['wolf_elder_brother', 'wolf_younger_brother'];

export const wolfElderBrother: RoleDef = {
  id: 'wolf_elder_brother',
  name: '狼兄',
  faction: 'wolves',
  cite: '003 篇一 狼兄弟',
  group: 'wolves',
  seenAs: () => 'wolves',
  templates: {
    brother: ({ name }) => `狼兄弟：你的兄弟是 ${name}。`,
    brotherJoins: ({ names }) =>
      `狼兄已死亡：你与狼人一起睁眼（狼队友：${names}），当晚可在狼人杀完人之后额外杀一人。`,
  },
  skills: [kill],
  onStart: (tx, c) => tellBrothers(tx, c.name),
  onOut: ({ tx }) => {
    for (const y of tx.state.chars.filter((c) => c.alive && c.role === 'wolf_younger_brother')) {
      // the night that follows: this one if he went out by day, the next if by night
      const night = tx.state.phase.day + (tx.state.phase.kind === 'night' ? 1 : 0);
      applyStatus(tx, y.name, 'brother_joined', {
        source: y.name,
        until: null,
        data: { faction: 'wolves', group: 'wolves' },
      });
      applyStatus(tx, y.name, 'brother_revenge', { source: y.name, at: { at: 'nightEnd', day: night } });
      const mates = tx.state.chars.filter(
        (c) => c.alive && c.name !== y.name && c.role !== 'wolf_younger_brother',
      );
      const pack = mates.filter((c) => tx.rs.roles[c.role]?.group === 'wolves').map((c) => c.name);
      tx.notify(y.name, tx.t('brotherJoins', { names: pack.join('、') || '—' }), {
        kind: 'group',
        group: 'wolves',
        members: pack,
      });
    }
  },
};

function tellBrothers(tx: Parameters<NonNullable<RoleDef['onStart']>>[0], me: string): void {
  const other = tx.state.chars.find((c) => c.name !== me && BROTHERS.includes(c.role));
  if (other)
    tx.notify(me, tx.t('brother', { name: other.name }), {
      kind: 'group',
      group: 'brothers',
      members: [other.name],
    });
}

export const wolfYoungerBrother: RoleDef = {
  id: 'wolf_younger_brother',
  name: '狼弟',
  faction: 'wolves',
  cite: '003 篇一 狼兄弟',
  // 在狼兄死亡之前，狼弟不会被验出狼人 (after, the joining status's disguise reads 狼人阵营)
  seenAs: () => 'village',
  statuses: [
    { id: 'brother_joined', name: '狼弟入群', holder: { disguise: true } },
    { id: 'brother_revenge', name: '额外杀人' },
  ],
  onStart: (tx, c) => tellBrothers(tx, c.name),
  skills: [
    {
      ...extraKill({ id: 'brother_kill', name: '额外杀人' }),
      limits: {
        usable: (_s, actor) =>
          actor.statuses.some((st) => st.id === 'brother_revenge')
            ? null
            : err('SKILL_NOT_USABLE', '只有狼兄死亡的当晚，狼弟才可以额外杀一人'),
      },
    },
  ],
};
