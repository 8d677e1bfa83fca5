import { tellGroup } from '../../../abilities';
import { applyStatus, groupMembers } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 8 噩梦之影: 首夜噩梦之影使用〈恐惧〉前与狼人不互知不共群。首夜使用技能后与狼队互知共群。杀人——…
// 恐惧——游戏日夜晚可选择一名玩家进行恐惧，被恐惧的玩家当夜无法使用除强制以外的技能，不可连续两晚恐惧一玩家。 (l.223–227)
// 恐惧 gives the ruleset's 恐 (`fear`: every non-<强制> skill of that night void from (4) on; named by 猎人 l.106, 狼美人 l.207).
// Reading: he joins the pack (互知共群) when the window of his first 恐惧 closes (使用技能后), whichever night that is (the
// text names the first night, the usual case; it does not say he never joins if he waits); used = submitted and not
// blocked, even on a target the 恐惧 does not reach (炸弹). The feared is not told (the text says nothing of it).

/** 首夜使用技能后与狼队互知共群: in the pack, and its members and he are told the pack as it now is. */
function joinPack(tx: Tx, name: string): void {
  if (groupMembers(tx.state, tx.rs, 'wolves').some((m) => m.name === name)) return;
  applyStatus(tx, name, 'shadow_pack', { source: name });
  tellGroup(tx, 'wolves');
}

const fear: SkillDef = {
  id: 'fear',
  name: '恐惧',
  kind: 'night',
  effect: { blocking: true },
  limits: { notTwiceRunning: 'actor' },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    onUse: (ctx, a) => ctx.now((tx) => joinPack(tx, a.as)),
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, 'fear', { source: a.as });
    },
  },
};

export const nightmareShadow: RoleDef = {
  id: 'nightmare_shadow',
  name: '噩梦之影',
  faction: 'wolves',
  cite: '000 狼人阵营 8',
  // 首夜使用技能后与狼队互知共群: in the pack from then on
  statuses: [{ id: 'shadow_pack', name: '共群', holder: { group: 'wolves' } }],
  skills: [kill, fear],
};
