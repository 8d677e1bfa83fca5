import { applyStatus } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import { roleOf } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';

// [classic] file 003 长老（村长）(l.34): 有2条命，狼人第一次杀他不会死，要杀2次才会死，但村长若是被好人杀死，例如投票出局、女巫毒药、猎人枪毙和情侣殉情等，
// 只有一条命，同时若村长死于好人手中，所有拥有能力的好人失去能力，成为了普通村民。（如果白痴玩家已经发动技能，那么他会立刻死亡或失去插话功能；若村长死于
// 情侣殉情不会使好人失去技能）
// Readings: his second life is a status that absorbs the pack's first kill (the settlement, after 守护 and 解药: a guarded or saved
// night spends none; 同守同救 still kills); 好人 are the characters of the good side (好人阵营); 失去能力 is every skill of theirs lost
// for good (a right granted later is refused too); a 抗推白痴 who turned his card goes out at once (失去能力: 立刻死亡), a 插话白痴
// loses his interjection.
const BY_GOOD = ['vote', 'poisoned', 'shot'];

export const elder: RoleDef = {
  id: 'elder',
  name: '长老',
  aliases: ['村长'],
  faction: 'village',
  cite: '003 篇一 长老',
  statuses: [{ id: 'elder_life', name: '第二条命', protection: { absorbs: 1 } }],
  templates: {
    elderPowersLost: ({ name }) => `长老 ${name} 死于好人手中，所有拥有能力的好人失去能力，成为普通村民。`,
    'cause.powerless': () => '长老死于好人手中，白痴失去能力',
  },
  skills: [],
  onStart: (tx, c) => applyStatus(tx, c.name, 'elder_life', { source: c.name, until: null }),
  onOut: ({ tx, char, cause }) => {
    if (!BY_GOOD.includes(cause)) return;
    tx.news(tx.t('elderPowersLost', { name: char.name }), { kind: 'elder', name: char.name });
    for (const c of tx.state.chars) {
      if (c.faction !== 'village') continue;
      for (const sk of roleOf(tx.rs, c).skills)
        if (!c.lost.includes(sk.id))
          tx.emit(ev('SkillLost', { actor: c.name, skill: sk.id, reason: 'elder' }));
      // 如果白痴玩家已经发动技能，那么他会立刻死亡或失去插话功能
      if (c.statuses.some((st) => st.id === 'idiot_interjects'))
        tx.emit(ev('StatusRemoved', { target: c.name, status: 'idiot_interjects' }));
      if (c.alive && c.statuses.some((st) => st.id === 'idiot_spared')) goOut(tx, c.name, 'powerless');
    }
  },
};
