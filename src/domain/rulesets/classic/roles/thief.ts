import { tellGroup } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { GameState } from '../../../state';

// [classic] file 003 盗贼:
//   篇一 (l.28): 如果使用盗贼，游戏开始前需额外加入2张身份牌…上帝从所有身份牌中随机抽取两张，并将其他身份牌正常发放。第一晚盗贼最先睁眼，上帝
//     向他展示这两张身份牌，盗贼从中选择一张作为自己的身份，另一张则作废。若2张身份牌中存在狼人则盗贼必须选择狼人。
//   篇二 第三季第三期 4、(1) 一共14张身份牌，洗混之后抽出两张身份牌。第一天夜晚，盗贼首先睁眼，从2张身份牌中选择1张，从此盗贼即成为该身份，并适用
//     该身份的胜利条件 (2) 偶尔可能出现没有盗贼的局 (3) 盗贼牌中不可能出现2狼（节目组调控）、盗贼牌中若有狼，必须选择狼人.
//   篇三(八)1 (l.191): 若两张牌中有狼，则必须选择狼；若两张都是狼牌，只能选狼，同时场上少一狼…若盗贼在底牌13,14里，则场上无盗贼…其阵营的确定
//     归属于最后选择的那张牌。
// Readings: the two cards are the pool's two undealt ones (the ruleset refuses a pool with a 盗贼 that is not two cards longer
// than the table); dealt by hand there are none, and the 盗贼 plays as a card without a skill. The choice is the engine's
// opening (第一晚盗贼最先睁眼: first in its order); a missed one is drawn among the cards he may take. 第三季's 节目组调控 (never two
// wolves) is that show's dealing, not a rule: both wolves → a wolf, one wolf fewer (l.191). Taking a 丘比特 card in the same
// opening does not link this game (the opening's choices were due already).
const cardsOf = (s: GameState, name: string): string[] =>
  (s.chars.find((c) => c.name === name)?.statuses.find((st) => st.id === 'thief_cards')?.data
    ?.cards as string[]) ?? [];

export const thief: RoleDef = {
  id: 'thief',
  name: '盗贼',
  faction: 'village',
  cite: '003 篇三(八)1, 篇一 盗贼',
  statuses: [{ id: 'thief_cards', name: '底牌' }],
  templates: {
    thiefCards: ({ cards }) => `盗贼：两张底牌为 ${cards}，请选择一张作为自己的身份。`,
    roleChanged: ({ role, faction }) => `你的身份变为【${role}】，属于${faction}。`,
  },
  skills: [
    {
      id: 'steal',
      name: '选牌',
      kind: 'opening',
      force: { mandatory: true },
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        // 若2张身份牌中存在狼人则盗贼必须选择狼人
        choicesFor: (s, actor, rs) => {
          const cards = cardsOf(s, actor.name);
          const wolves = cards.filter(
            (n) => Object.values(rs.roles).find((r) => r.name === n)?.faction === 'wolves',
          );
          return [...new Set(wolves.length ? wolves : cards)];
        },
      },
      hooks: {
        apply: (tx, actor, _targets, choice) => {
          const role = Object.values(tx.rs.roles).find((r) => r.name === choice);
          if (!role) return;
          becomeCard(tx, actor.name, role, role.faction, 'thief');
        },
      },
    },
  ],
  // the two undealt cards, shown to him at the deal (第13、14两张牌)
  onStart: (tx, c) => {
    const left = [...(tx.state.pool ?? [])];
    for (const x of tx.state.chars) {
      const i = left.indexOf(x.role);
      if (i >= 0) left.splice(i, 1);
    }
    if (left.length !== 2) return;
    const cards = left.map((id) => tx.rs.roles[id]?.name ?? id);
    applyStatus(tx, c.name, 'thief_cards', { source: c.name, until: null, data: { cards } });
    tx.notify(c.name, tx.t('thiefCards', { cards: cards.join('、') }), {
      kind: 'feedback',
      skill: 'steal',
      cards,
    });
  },
};

/**
 * A character takes another card (盗贼's choice, 影子 变成主人的身份): RoleChanged with `faction`, the holder told; a card of a group
 * (狼人): the group now counts him, each member is told.
 */
export function becomeCard(tx: Tx, name: string, role: RoleDef, faction: string, cause: string): void {
  tx.emit(ev('RoleChanged', { target: name, role: role.id, faction, cause }));
  tx.notify(
    name,
    tx.t('roleChanged', { role: role.name, faction: tx.rs.factions[faction]?.name ?? faction }),
    { kind: 'role', role: role.name, roleId: role.id, faction },
  );
  if (role.group) tellGroup(tx, role.group);
}
