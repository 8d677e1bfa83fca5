import type { NightAction, NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';

// [121] file 000 【村民阵营】 22 圣女 (l.149–150):
// 净化<限定> —— 游戏日夜晚可选择一名玩家净化，若玩家是村民阵营，可始此玩家底牌状态恢复初始（已翻牌的身份牌，不会重新暗置）；若玩家是狼人阵营，
// 则永久失去睁眼能力（失去刀和技能），若玩家是三方阵营或无阵营，则第三方阵营或无阵营角色永久失去指杀能力，即不可杀人。净化后获得的杀人技能
// 也不可再使用。例如，赌徒被净化，之后掷骰子获得狼刀也不可使用。
// 总体流程 3 (19) 圣女<净化>; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.323): 圣女，夜晚可选择一名玩家净化，如此玩家是狼人，可始此玩家底牌状态恢复初始状态（会对此玩家进行通知）；如此玩家是好人，
// 永久失去睁眼能力，仅可使用一次.
// Readings: the target's actual faction as (19) resolves; 底牌状态恢复初始 = the card's skills as dealt (those lost come back,
// those used are unused again) with the night's changes, its statuses (翻牌 included) as they are, not told (the text
// says 会对此玩家进行通知 for the 机械狼's only); 永久失去睁眼能力 = every skill blocked for good, <强制> ones too, the pack's
// 杀人 his part of it (the pack kills through the others); 不可杀人 = his own [杀人] blocked for good, one gained later too
// (a pack's only when every holder is); 一名玩家 = anyone, herself included. 机械狼: a 狼人阵营 target restored and told, a
// 好人 (村民阵营) one loses every skill; another faction, nothing.

function purify(restore: string, blind: string) {
  return (ctx: NightCtx, a: NightAction) => {
    for (const t of a.targets) {
      const f = ctx.char(t).faction;
      if (f === restore)
        ctx.later((tx) => {
          tx.emit(ev('SkillsRestored', { actor: t, reason: 'purified' }));
          if (restore === 'wolves') tx.notify(t, tx.t('purifiedRestored'), { kind: 'purified' });
        });
      else if (f === blind) ctx.status(t, 'purified_blind', { source: a.as });
      else if (restore === 'village') ctx.status(t, 'purified_unarmed', { source: a.as });
    }
  };
}

const purifySkill: SkillDef = {
  id: 'purify',
  name: '净化',
  kind: 'night',
  limits: { limit: 1 },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: { resolve: purify('village', 'wolves') },
};

export const saintess: RoleDef = {
  id: 'saintess',
  name: '圣女',
  faction: 'village',
  cite: '000 村民阵营 22',
  statuses: [
    // 永久失去睁眼能力（失去刀和技能）
    { id: 'purified_blind', name: '净化', blocks: { blocksSkills: true, blocksMandatory: true } },
    // 永久失去指杀能力，即不可杀人。净化后获得的杀人技能也不可再使用
    { id: 'purified_unarmed', name: '净化', blocks: { blocksOwnKill: true } },
  ],
  templates: {
    purifiedRestored: () => '你被净化：底牌状态恢复初始。',
  },
  skills: [purifySkill],
  // 机械狼 学习 圣女: 狼人 restored (told), 好人 blinded, once — just after the real one
  learnable: {
    skills: [
      {
        ...purifySkill,
        id: 'mech_purify',
        timing: { window: 'n60', orderAs: 'purify' },
        hooks: { resolve: purify('wolves', 'village') },
      },
    ],
  },
};
