import { applyStatus } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';

// [211] file 001 【皇帝阵营】21 孟婆⑥: 还魂<限定>[凌晨][指定] —— 任意尸体尚在的一名已出局角色。目标在下一个[晨曦]阶段开始时复活，所有状态按出局时为准。
// PS：…每次可发动技能的时候，都会得知哪些尸体是不是被吃了。怀孕技能[早夜][指定] —— 任意尸体尚在的一名已出局角色。结算目标可以二选一，效果持续至当晚结束。
// 1，立刻获得[自由]状态。2，即使出局也可以发动技能或技能有效。
// Readings: 还魂 is 孟婆<复活> in the order table; the target of the 怀孕技能 chooses by a right usable that night
// (二选一: 自由 / 技能有效); unchosen, nothing.

const hasBody = (t: { statuses: { id: string }[] }) => !t.statuses.some((st) => st.id === 'no_body');

const boonChoice: SkillDef = {
  id: 'boon_choice',
  name: '二选一',
  kind: 'right',
  right: 'boon',
  limits: { whileOut: true },
  choose: { choices: ['自由', '技能有效'] },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, _t, choice) =>
      applyStatus(tx, actor.name, choice === '自由' ? 'free' : 'acts_while_out', {
        source: '孟婆',
        until: 'nightEnd',
      }),
  },
};

export const mengPo: RoleDef = {
  id: 'meng_po',
  name: '孟婆',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 21',
  // 孟婆's 怀孕技能 gives its target the right of 二选一
  commonSkills: [boonChoice],
  // 怀孕技能 2: 即使出局也可以发动技能或技能有效
  statuses: [
    {
      id: 'acts_while_out',
      name: '还阳',
      lifetime: { until: 'nightEnd' },
      notice: { tell: true },
      holder: { actsWhileOut: true },
    },
  ],
  templates: {
    revived: ({ name }) => `${name} 复活。`,
    boonRight: () => '孟婆的怀孕技能选择了你：可以二选一（自由 / 技能有效），效果持续至当晚结束。',
  },
  skills: [
    {
      id: 'soul_return',
      name: '还魂',
      aliases: ['复活'],
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'out' },
      choose: { excludes: ({ target }) => !hasBody(target) },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          // 目标在下一个[晨曦]阶段开始时复活 — after the night's outs; its statuses as when it went out
          ctx.later((tx) => {
            if (tx.state.chars.find((c) => c.name === t)?.alive) return;
            tx.emit(ev('CharacterRevived', { name: t }));
            tx.news(tx.t('revived', { name: t }), { kind: 'revive', name: t });
          }, 'afterOuts');
        },
      },
    },
    {
      id: 'meng_po_boon',
      name: '怀孕技能',
      kind: 'night',
      limits: { unlockedBy: 'favoured' },
      targets: { min: 1, max: 1, self: false, among: 'out' },
      choose: { excludes: ({ target }) => !hasBody(target) },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          // 结算目标可以二选一: a right to choose, at once (when 早夜1 closes)
          ctx.now((tx) => {
            grantRight(tx, t, 'boon', 'phaseEnd');
            tx.notify(t, tx.t('boonRight'), { kind: 'right', right: 'boon' });
          });
        },
      },
    },
  ],
};
