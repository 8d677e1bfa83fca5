import type { RoleDef, SkillDef } from '../../../engine/types';

// [pku] file 004 狼 / 狼禁 (l.225–245). 禁: 入夜 (结算顺序 l.11: … 狼禁行动, before every action of 夜间 and 凌晨).
// 技能对女巫有效 对三方【永劫无间】有效 对猎人无效 对被动技能（例如【六神无主】）无效 (l.241): the ban blocks the target's
// night skills that night (a status), not a passive one (<强制>: a 通灵 still reveals) nor the hunter's shot (a right used
// by day); 可以不行动，不可自禁 (l.243); 狼禁作用的对象将在夜晚开始时得到通知自己被禁 (l.245: told when 入夜 closes and 夜间
// opens); 无法禁止兑换魔法卡 (l.239, l.111: the cards are not in the code). 知道全部狼人阵营玩家，但不知道玩家和身份的对应
// 关系 (l.227): told the names of the wolves' side at the start, not their roles.
// Not yet: 【卧龙凤雏】 (l.229–237: an extra action after two wolves out in one 结算周期, and its 白给点).

const ban: SkillDef = {
  id: 'ban',
  name: '禁',
  kind: 'night',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  effect: { blocking: true },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        ctx.status(t, 'banned', { source: a.as });
        ctx.notify(t, ctx.ruleset.t.banned?.({}) ?? '', { kind: 'status', status: 'banned' });
      }
    },
  },
};

export const wolfBlocker: RoleDef = {
  id: 'wolf_blocker',
  name: '狼禁',
  faction: 'wolves',
  cite: '004 狼 狼禁',
  skills: [ban],
  statuses: [{ id: 'banned', name: '被禁', blocks: { blocksSkills: true }, lifetime: { until: 'nightEnd' } }],
  templates: {
    banned: () => '你今夜被狼禁禁止行动，无法使用技能。',
    wolvesAre: ({ names }) => `狼人阵营的玩家：${names}（不知道玩家与身份的对应关系）。`,
  },
  onStart: (tx, c) => {
    const names = tx.state.chars
      .filter((x) => x.faction === 'wolves' && x.name !== c.name)
      .map((x) => x.name);
    tx.notify(c.name, tx.t('wolvesAre', { names: names.join('、') || '—' }), {
      kind: 'group',
      members: names,
    });
  },
};
