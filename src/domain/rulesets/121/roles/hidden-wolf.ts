import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { VILLAGE_CARDS_121 } from '../cards';

// [121] file 000 【狼人阵营】 6 隐狼: 可知晓所有狼人阵营马甲，但不与其他狼人共群，不可独自存活，永不接刀。
// 伪装<限定> —— 游戏开始前，隐狼可自选一张村民阵营身份牌为自己表面身份，但无法用其技能，如被预言查验则反馈【非狼人阵营】，被通灵则反馈其选择的表面身份。
// Readings: a 预言 reads 非狼人阵营 whether or not the 伪装 was chosen (熊: 狼人阵营除隐狼外); 不可独自存活 = goes out when
// no other wolf-faction character is in; a missed 伪装 is drawn (行动时限). 一张村民阵营身份牌 = any card of the text's
// 【村民阵营】 list (l.21), implemented or not, and 村民 (the plain village card dealt in every game): the cards a
// director offers are the list's, not those Bansha has written yet.
export const hiddenWolf: RoleDef = {
  id: 'hidden_wolf',
  name: '隐狼',
  faction: 'wolves',
  cite: '000 狼人阵营 6',
  // 伪装: what 预言 and 通灵 read
  statuses: [{ id: 'disguise', name: '伪装', holder: { disguise: true } }],
  templates: {
    disguised: ({ role }) => `伪装：你的表面身份为【${role}】。`,
    wolvesKnown: ({ names }) => `狼人阵营的角色：${names}。`,
  },
  seenAs: () => 'village',
  diesAlone: true,
  onStart: (tx, c) => {
    const names = tx.state.chars
      .filter((x) => x.name !== c.name && x.faction === 'wolves')
      .map((x) => x.name);
    tx.notify(c.name, tx.t('wolvesKnown', { names: names.join('、') || '—' }), {
      kind: 'group',
      members: names,
    });
  },
  skills: [
    {
      id: 'disguise',
      name: '伪装',
      kind: 'opening',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { choices: VILLAGE_CARDS_121 },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          if (!choice || !VILLAGE_CARDS_121.includes(choice)) return;
          // the role id where the role is implemented, else the card's name (cardName reads either)
          const role = Object.values(tx.rs.roles).find((r) => r.name === choice)?.id ?? choice;
          applyStatus(tx, actor.name, 'disguise', {
            source: actor.name,
            data: { role, faction: 'village' },
          });
          tx.notify(actor.name, tx.t('disguised', { role: choice }), {
            kind: 'feedback',
            skill: 'disguise',
            role,
          });
        },
      },
    },
  ],
};
