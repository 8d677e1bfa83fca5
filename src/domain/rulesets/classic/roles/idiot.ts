import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { GameState } from '../../../state';

// [classic] file 003 白痴：目前广泛应用的白痴有两种版本 (l.29–32)
//   1、抗推白痴：若是抗推白痴被投票出局，可以翻开自己的身份牌，免疫此次放逐，之后可以正常发言，但不能投票，狼人仍需要再杀他一次才能让他出局。
//     但若是白痴因非投票原因死亡，则无法发动技能，立即死亡。
//   2、插话白痴：若是插话白痴被投票出局，可以翻开自己的身份牌示意自己是白痴身份，夜晚仍然需要闭眼，之后所有玩家发言阶段，白痴可以任意插话，
//     但是插话白痴被视为已经出局，虽然他可以任意插话，但事实上不算一个活人，狼人也无需再次杀他。同样若是白痴因非投票原因死亡，则无法发动技能，
//     立即死亡。
//   篇二 6(2) 白痴在白天被高票处决翻牌后，白痴不能投票、白痴依然按照正常轮次发言，不能插嘴; 第三季 (2) 白痴白天被公投处决翻牌后，依然视为存活.
// Readings: the version is the game option `idiot` (抗推白痴 by default: 篇二's; or 插话白痴). 可以翻开 is a standing day choice
// (as 121's 装傻): used when the vote puts him out, unless he declined it (pass). 免疫此次放逐 is once: voted out again, he goes
// out. The text takes neither his badge nor his being voted: he keeps both (his vote is gone, so the badge's weight too).
export const IDIOT_VERSIONS = ['抗推白痴', '插话白痴'] as const;
const versionOf = (s: GameState) => (s.options.idiot === '插话白痴' ? '插话白痴' : '抗推白痴');

export const idiot: RoleDef = {
  id: 'idiot',
  name: '白痴',
  faction: 'village',
  cite: '003 篇一 白痴',
  statuses: [
    // 抗推白痴: 之后可以正常发言，但不能投票
    { id: 'idiot_spared', name: '白痴翻牌', vote: { noVote: true } },
    // 插话白痴: 之后所有玩家发言阶段，白痴可以任意插话 (out, yet free to post: the public view's seats[].freeSpeech)
    { id: 'idiot_interjects', name: '插话', vote: { freeSpeech: true } },
  ],
  templates: {
    idiotSpared: ({ name }) => `${name} 翻牌：白痴，免疫此次放逐。`,
    idiotInterjects: ({ name }) => `${name} 翻牌：白痴，视为出局，此后可以任意插话。`,
  },
  skills: [
    {
      id: 'flip',
      name: '翻牌',
      kind: 'day',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  onVoteOut: (h) => {
    const me = h.holder;
    if (h.out?.name !== me.name || (me.uses.flip ?? 0) >= 1 || me.lost.includes('flip')) return;
    const standing = h.tx.state.actions.find((a) => a.actor === me.name && a.skill === 'flip');
    if (standing?.pass) return;
    const tx = h.tx;
    tx.emit(
      ev('ActionsResolved', {
        day: tx.state.phase.day,
        phase: 'day',
        actions: [{ actor: me.name, skill: 'flip', targets: [] }],
      }),
    );
    const revealed = Object.values(tx.rs.statuses).find((d) => d.holder?.revealed);
    if (revealed) applyStatus(tx, me.name, revealed.id, { source: me.name, until: null });
    if (versionOf(tx.state) === '抗推白痴') {
      h.out = null;
      h.extraLines.push(tx.t('idiotSpared', { name: me.name }));
      applyStatus(tx, me.name, 'idiot_spared', { source: me.name, until: null });
    } else {
      // 插话白痴被视为已经出局: the vote's out stands
      h.extraLines.push(tx.t('idiotInterjects', { name: me.name }));
      applyStatus(tx, me.name, 'idiot_interjects', { source: me.name, until: null });
    }
  },
};
