import { applyStatus, changeFaction } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【不定阵营】 3 影子 (l.456–457): 附身<强制>——游戏开始时，影子选择一名角色作为附身对象，并转入相同阵营，拥有和附身对象相同的
// 获胜条件。当该角色出局时，获得该角色的全部技能。如影子附身玩家无阵营，则影子归为村民阵营。
// 总体流程 1: 丘比特、混血儿、影子<附身> … 依次进行; 行动时限: 分发身份后…影子…一定时间不发动技能，技能选择的…目标随机决定.
// Readings: the host is another character (a missed choice is drawn, an event); the shadow takes the host's faction as the
// opening resolves it (丘比特 and 混血儿 have acted before him) and keeps it (the text does not say it follows later
// changes, as 211's 影武者 does); 无阵营 = a host still 不定阵营 then: the shadow is 村民阵营 (this sentence is the
// shadow's own; a 混血儿 who supported the shadow made the two a faction of their own before his turn: he keeps it, l.461);
// 全部技能 = the host's card's skills as dealt (its own uses start at none); a pack card's 杀人 comes with the pack (he joins
// it: the pack's 杀人 is the group's). He is told the host's name only, and, at its out, what he gained.

export const shadow: RoleDef = {
  id: 'shadow',
  name: '影子',
  faction: 'undetermined',
  cite: '000 不定阵营 3',
  statuses: [
    {
      id: 'shadow_host',
      name: '附身',
      holder: {
        // 当该角色出局时，获得该角色的全部技能
        onOtherOut: (tx, holder, _st, out) => {
          const role = tx.rs.roles[out.role];
          if (!role || !holder.alive) return;
          const skills = role.skills.filter((k) => !k.group && k.kind !== 'opening').map((k) => k.id);
          if (skills.length)
            applyStatus(tx, holder.name, 'shadow_skills', {
              source: out.name,
              until: null,
              data: { skills },
            });
          if (role.group)
            applyStatus(tx, holder.name, 'shadow_host_pack', {
              source: out.name,
              until: null,
              data: { group: role.group },
            });
          tx.notify(holder.name, tx.t('shadowGained', { name: out.name, role: role.name }), {
            kind: 'skills',
            from: out.name,
            skills,
          });
        },
      },
    },
    { id: 'shadow_skills', name: '附身技能', holder: { grantsSkills: true } },
    { id: 'shadow_host_pack', name: '附身入群', holder: { group: 'wolves' } },
  ],
  templates: {
    shadowHost: ({ name }) => `附身：你的附身对象是 ${name}。`,
    shadowGained: ({ name, role }) => `附身：${name} 出局，你获得了【${role}】的全部技能。`,
  },
  skills: [
    {
      id: 'shadow_possess',
      name: '附身',
      kind: 'opening',
      force: { mandatory: true, onTimeout: 'random' },
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const t = targets[0];
          if (!t) return;
          tx.notify(actor.name, tx.t('shadowHost', { name: t.name }), { kind: 'feedback', host: t.name });
          applyStatus(tx, actor.name, 'shadow_host', {
            source: actor.name,
            until: null,
            data: { of: [t.name] },
          });
          const me = tx.state.chars.find((c) => c.name === actor.name);
          if (me?.faction !== 'undetermined') return;
          // 如影子附身玩家无阵营，则影子归为村民阵营
          changeFaction(tx, actor.name, t.faction === 'undetermined' ? 'village' : t.faction, 'possess');
        },
      },
    },
  ],
};
