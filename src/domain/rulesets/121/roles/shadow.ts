import { applyStatus, changeFaction } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { dayOneRight } from './mech-wolf';

// [121] file 000 【不定阵营】 3 影子 (l.456–457): 附身<强制>——游戏开始时，影子选择一名角色作为附身对象，并转入相同阵营，拥有和附身对象相同的
// 获胜条件。当该角色出局时，获得该角色的全部技能。如影子附身玩家无阵营，则影子归为村民阵营。
// 总体流程 1: 丘比特、混血儿、影子<附身> … 依次进行; 行动时限: 分发身份后…影子…一定时间不发动技能，技能选择的…目标随机决定.
// Readings: the host is another character (a missed choice is drawn, an event); the shadow takes the host's faction as the
// opening resolves it (丘比特 and 混血儿 have acted before him) and keeps it (the text does not say it follows later
// changes, as 211's 影武者 does); 无阵营 = a host still 不定阵营 then: the shadow is 村民阵营 (this sentence is the
// shadow's own; a 混血儿 who supported the shadow made the two a faction of their own before his turn: he keeps it, l.461);
// 全部技能 = the host's card's skills as dealt (its own uses start at none); a pack card's 杀人 comes with the pack (he joins
// it: the pack's 杀人 is the group's). He is told the host's name only, and, at its out, what he gained.

// 机械狼 学习 (l.322): 影子，可选择另一名玩家，待此玩家死后，自己表面身份替换成此玩家. Readings: as 丘比特's 叛变 (立即), the choice
// is a right <附身> given when the 学习 resolves at the opening's close, usable in day 1 and lapsing at its close (可选择: none
// chosen, nothing changes); 死 = 出局 (any cause); 表面身份替换成此玩家 = his surface becomes that player's card: what 通灵 reads,
// and 预言 by the 学习 rule (a wolf card <狼人阵营>, any other <非狼人阵营>); no skill comes with it.
const mechPossess: SkillDef = {
  id: 'mech_possess',
  name: '附身',
  kind: 'right',
  right: 'mech_possess',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t) return;
      applyStatus(tx, actor.name, 'mech_shadow_host', {
        source: actor.name,
        until: null,
        data: { of: [t.name] },
      });
      tx.notify(actor.name, tx.t('shadowHost', { name: t.name }), { kind: 'feedback', host: t.name });
    },
  },
};

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
    {
      id: 'mech_shadow_host',
      name: '附身',
      holder: {
        // 机械狼: 待此玩家死后，自己表面身份替换成此玩家
        onOtherOut: (tx, holder, _st, out) => {
          const role = tx.rs.roles[out.role];
          if (!role || !holder.alive) return;
          applyStatus(tx, holder.name, 'mech_shadow_surface', {
            source: out.name,
            until: null,
            data: { role: role.id, faction: role.faction === 'wolves' ? 'wolves' : 'village' },
          });
          tx.notify(holder.name, tx.t('mechShadowSurface', { name: out.name, role: role.name }), {
            kind: 'feedback',
            skill: 'mech_possess',
            role: role.id,
          });
        },
      },
    },
    { id: 'mech_shadow_surface', name: '附身', holder: { disguise: true } },
  ],
  templates: {
    shadowHost: ({ name }) => `附身：你的附身对象是 ${name}。`,
    shadowGained: ({ name, role }) => `附身：${name} 出局，你获得了【${role}】的全部技能。`,
    mechShadowRight: () =>
      '学习：你可以在第1天结束前发动<附身>：选择另一名玩家，待其出局后，你的表面身份替换成此玩家。',
    mechShadowSurface: ({ name, role }) => `附身：${name} 出局，你的表面身份替换成【${role}】。`,
  },
  learnable: {
    skills: [mechPossess],
    onLearn: (tx, learner) => {
      dayOneRight(tx, learner.name, 'mech_possess', 'mechShadowRight');
      return {};
    },
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
