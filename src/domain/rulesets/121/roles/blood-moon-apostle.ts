import { revealCard } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef, VoteHookCtx } from '../../../engine/types';
import { ev } from '../../../events';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 11 血月使徒 (l.234–238): 血月使徒与其他狼人互知共群。杀人;
// 封印——血月白天投票出局时可翻牌，当夜所有村民阵营角色将被封禁除强制外的所有技能。
// 苟住——如血月独自存活到其为最后一个狼人阵营角色，则被票出后，计算场上存活人数仅三人，狼人阵营胜利。
// Readings: 封印 is a standing day choice (as 白痴's 装傻): submitted during the day, it is used if the vote puts him out
// that day (翻牌: the 公示 turns his card with the vote's result); every 村民阵营 character living then has every
// non-<强制> skill blocked for that night (a status ending with the night; a hunter out that night has no shot).
// 苟住: voted out while he is the last living 狼人阵营 character, the wolves win when three characters are left in
// after his out (被票出后，计算场上存活人数仅三人: counted after the out); a 苟住 win comes before the wolves' defeat
// (the text names the win for this case). No choice: it is <被动> in effect (a status the win reads).

function bloodMoonVoteOut(h: VoteHookCtx): void {
  const me = h.holder;
  if (h.out?.name !== me.name) return;
  const tx = h.tx;
  const standing = tx.state.actions.find((a) => a.actor === me.name && a.skill === 'seal' && !a.pass);
  if (standing && !me.lost.includes('seal') && (me.uses.seal ?? 0) < 1) {
    tx.emit(
      ev('ActionsResolved', {
        day: tx.state.phase.day,
        phase: 'day',
        actions: [{ actor: me.name, skill: 'seal', targets: [] }],
      }),
    );
    revealCard(tx, me);
    h.extraLines.push(tx.t('sealed', { name: me.name }));
    // 当夜所有村民阵营角色将被封禁除强制外的所有技能
    for (const c of tx.state.chars)
      if (c.alive && c.faction === 'village' && c.name !== me.name)
        applyStatus(tx, c.name, 'blood_moon_seal', { source: me.name });
  }
  // 苟住: the last living 狼人阵营 character, three left in once he is out
  const wolvesLeft = tx.state.chars.filter((c) => c.alive && c.faction === 'wolves' && c.name !== me.name);
  const leftAfter = tx.state.chars.filter((c) => c.alive && c.name !== me.name).length;
  if (me.faction === 'wolves' && !wolvesLeft.length && leftAfter === 3)
    applyStatus(tx, me.name, 'blood_moon_hold', { source: me.name, until: null });
}

export const bloodMoonApostle: RoleDef = {
  id: 'blood_moon_apostle',
  name: '血月使徒',
  faction: 'wolves',
  cite: '000 狼人阵营 11',
  group: 'wolves',
  statuses: [
    { id: 'blood_moon_seal', name: '封印', blocks: { blocksSkills: true }, lifetime: { until: 'nightEnd' } },
    { id: 'blood_moon_hold', name: '苟住', holder: { claimsWin: true } },
  ],
  templates: {
    sealed: ({ name }) => `${name} 发动<封印>：当夜所有村民阵营角色被封禁除强制外的所有技能。`,
  },
  onVoteOut: bloodMoonVoteOut,
  skills: [
    kill,
    {
      id: 'seal',
      name: '封印',
      kind: 'day',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
    {
      id: 'hold_on',
      name: '苟住',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
