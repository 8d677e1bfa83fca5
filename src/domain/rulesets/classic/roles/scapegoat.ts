import { barVotes } from '../../../abilities';
import { grantRight } from '../../../engine/flow';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 替罪羊 (l.36): 当投票表决出现平票时，替罪羊会直接死亡并中止本轮投票。而若替罪羊因此死亡，他可以指定下一天哪些玩家可以参与投票，
// 哪些玩家不可以。
// As 121's 替罪羊 冤死 (a day-close tie hook, then a right): on a tie of a day's out vote (not the sheriff election) he goes out
// and nobody else (no PK round); then, in the night that follows, he names who may not vote the next day (the others may).
// Readings: a tie of the PK round too (a PK happens only without a living 替罪羊); declining or missing the right bars nobody.
export const scapegoat: RoleDef = {
  id: 'scapegoat',
  name: '替罪羊',
  faction: 'village',
  cite: '003 篇一 替罪羊',
  statuses: [{ id: 'barred_vote', name: '不得投票', vote: { noVote: true } }],
  templates: {
    'tieOut.scapegoat': ({ names, name }) => `平票（${names}），替罪羊 ${name} 直接死亡，本轮投票中止。`,
    'cause.scapegoat': () => '平票时替罪羊死亡',
    scapegoatBan: ({ name, names, day }) => `替罪羊 ${name} 指定：${names} 在第${day}天不可以参与投票。`,
    scapegoatRight: () => '你因平票而死亡，可以指定下一天哪些玩家不可以参与投票（其余玩家可以投票）。',
  },
  skills: [
    barVotes({
      id: 'scapegoat_ban',
      name: '指定投票',
      right: 'scapegoat',
      status: 'barred_vote',
      template: 'scapegoatBan',
    }),
  ],
  onTie: (h) => {
    h.out = h.holder;
    h.cause = 'scapegoat';
  },
  onOut: ({ tx, char, cause }) => {
    if (cause !== 'scapegoat') return;
    grantRight(tx, char.name, 'scapegoat', 'phaseEnd');
    tx.notify(char.name, tx.t('scapegoatRight'), { kind: 'right', right: 'scapegoat' });
  },
};
