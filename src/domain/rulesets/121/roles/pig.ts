import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import { shuffle } from '../../../rng';
import type { Character } from '../../../state';

// [121] file 000 【村民阵营】 33 肉猪 (l.178–179):
// 苟活<强制> ——肉猪第一次被有效指杀时不会出局（如被狙击或被恐怖分子炸死则立即出局）；当肉猪因投票出局后，随机两名村民阵营角色永远失去技能。
// Readings: 有效指杀 = a 指杀 that would put him out (not stopped by a 守护 or a 救药; 同守同救 is one): a status that absorbs
// one 指杀, given at the start; 狙击 and 恐怖分子's 炸死 are not 指杀 of the strength it absorbs (those roles' strengths say
// so); 随机两名村民阵营角色 = two drawn among the living 村民阵营 characters (an event), each told '你永远失去了技能。', every
// skill of its card lost (白痴: 失去此技能时立即出局).

export const pig: RoleDef = {
  id: 'pig',
  name: '肉猪',
  faction: 'village',
  cite: '000 村民阵营 33',
  // 如被狙击或被恐怖分子炸死则立即出局: 狙击's 指杀 passes it (炸死 is 致死伤害, never absorbed)
  statuses: [
    { id: 'pig_life', name: '苟活', protection: { absorbs: 1, protectsNot: ['sniped', 'fireworks'] } },
  ],
  templates: {
    pigSkillsLost: () => '你永远失去了技能。',
  },
  skills: [
    {
      id: 'survive',
      name: '苟活',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  // 第一次被有效指杀时不会出局
  onStart: (tx, c) => applyStatus(tx, c.name, 'pig_life', { source: c.name }),
  onOut: ({ tx, cause }) => {
    if (cause !== 'vote') return;
    // 当肉猪因投票出局后，随机两名村民阵营角色永远失去技能
    const village = tx.state.chars.filter((c) => c.alive && c.faction === 'village').map((c) => c.name);
    const two = tx.draw('pig', (rng) => {
      const [order, next] = shuffle(rng, village);
      return [order.slice(0, 2), next];
    });
    for (const name of two) {
      const c = tx.state.chars.find((x) => x.name === name) as Character;
      const role = tx.rs.roles[c.role];
      for (const sk of role?.skills ?? [])
        if (!c.lost.includes(sk.id)) {
          tx.emit(ev('SkillLost', { actor: name, skill: sk.id, reason: 'pig' }));
          role?.onSkillLost?.({
            tx,
            char: tx.state.chars.find((x) => x.name === name) as Character,
            skill: sk.id,
          });
        }
      tx.notify(name, tx.t('pigSkillsLost'), { kind: 'skills_lost' });
    }
  },
};
