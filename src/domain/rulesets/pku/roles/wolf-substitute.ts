import { applyStatus, groupMembers } from '../../../engine/effects';
import type { OutHookCtx, RoleDef } from '../../../engine/types';
import { claim, fillPushAtClose } from '../cards';
import { wolfMark } from '../projects';

// [pku] file 004 狼 / 狼替 (l.247–257). 野狼出局时身份变更并获得通知，随后群狼被告知"野狼为（新晋野狼的玩家）"，此后被可能
// 知道身份的操作作用（包括【假的狼刀】/狼预/预言家）时显示为「野狼」 (l.249, l.213); 晋升狼替可兑换【王牌飞刀】 (l.251).
// The promotion is a status: checks read 野狼 (a disguise), and it gives the 野狼's 刀 (野狼刀, tier of 野狼<刀>).
// Reading: the 狼替 is promoted as the 野狼 goes out (the FAQ's 结算顺序 puts its notices after the win check of that
// moment: 投票 … 胜负结算 — … — 狼替晋升; 破晓 … 胜负结算 — … — 狼替晋升 — the same post-out moment here).
// 狼替标记 / 点民 (工程, ../projects.ts): 点中已有一个标记的上工民的时，该工程当夜进度无效; 晋升为野狼后失去点民技能; 不会被告知
// 标记是否成功 (l.253–257).

/** The 野狼 goes out: a living 狼替 not yet promoted becomes 野狼, is told, and the pack is told who. */
export function promoteWolfSubstitute({ tx }: OutHookCtx): void {
  const c = tx.state.chars.find(
    (x) => x.alive && x.role === 'wolf_substitute' && !x.statuses.some((st) => st.id === 'wolf_promoted'),
  );
  if (!c) return;
  applyStatus(tx, c.name, 'wolf_promoted', { data: { role: 'wild_wolf', skills: ['wild_kill'] } });
  tx.notify(c.name, tx.t('wolfPromoted'), { kind: 'promotion', role: 'wild_wolf' });
  // 狼替晋升时会被告知"野狼为（新晋野狼的对应玩家）。" (l.213): the pack
  for (const w of groupMembers(tx.state, tx.rs, 'wolves'))
    if (w.alive) tx.notify(w.name, tx.t('wildWolfIs', { name: c.name }), { kind: 'promotion', name: c.name });
}

export const wolfSubstitute: RoleDef = {
  id: 'wolf_substitute',
  name: '狼替',
  faction: 'wolves',
  cite: '004 狼 狼替',
  // 【填子抗推】 (../cards.ts): the card held by any wolf acts at the vote's close
  onVoteOut: (h) => fillPushAtClose(h, false),
  onTie: (h) => fillPushAtClose(h, true),
  skills: [claim, wolfMark],
  statuses: [{ id: 'wolf_promoted', name: '晋升野狼', holder: { disguise: true, grantsSkills: true } }],
  templates: {
    wolfPromoted: () => '狼替晋升：野狼已出局，你的身份变更为野狼，获得野狼刀。',
    wildWolfIs: ({ name }) => `野狼为 ${name}。`,
  },
};
