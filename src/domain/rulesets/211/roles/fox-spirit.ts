import { describeOps } from '../../../abilities/records';
import { settleEnvNow } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import { skillsOf } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';
import { tellWolfList } from './join-group';

// [211] file 001 【叛皇阵营】29 狐狸精[接刀]（女）⑩ (l.720–725):
// 身份属性（不是技能）：开局阶段结束后，若狐狸精属于叛皇阵营，狐狸精获得所有[群内]的名单。有狐狸精必有菩萨。
// 神魂颠倒[黄昏][指定]——选择范围：任意一名角色。结算效果：得知该角色当晚可以发动的技能，当夜获得此玩家的操作权，被操纵的人将获得通知被狐狸精操纵
// 的通知，并可获知狐狸精当夜所有操作，若使用的技能有反馈，狐狸精和被操控者均可获得。窃取群内狼人可以改<杀人>的目标，但并不会多一刀。若结算目标在被
// 操控期间持有[秩序]状态，则狐狸精当晚受到[致死伤害]。
// 怀孕技能[强制]——[神魂颠倒]窃取的角色若是男性角色，该角色还会在[晨曦]受到来自于你的[致死伤害]。
// 行动顺序总集: 黄昏1 狐狸精<神魂颠倒>; the out tally: … 狐狸精<偷秩序暴毙> (its kill carries 神魂颠倒's id: an alias).
// Readings (the control is 121 幽灵's 夺舍, the same words):
// - when 黄昏1 closes she is told the target's night skills usable tonight and the target is told it is controlled; from then she
//   submits the target's night skills as her own (they act as the target's; the target's own choices are void) and the target is
//   told all her operations when the night's actions end.
// - 若结算目标在被操控期间持有[秩序]: a [秩序] on the target tonight (菩萨 流光庇护, 神恩, a sheriff's 秩序) → she takes
//   [致死伤害] in the out tally.
// - 怀孕技能: a male target takes [致死伤害] from her in 晨曦 (after the out tally, at once).
// - 窃取群内狼人可以改<杀人>的目标，但并不会多一刀: controlling a [群内], she submits the group's 杀人 as its (the group's one action:
//   the last submission stands) and the controlled cannot (`controlsGroup`); 若使用的技能有反馈，狐狸精和被操控者均可获得: the
//   feedback of a skill she uses as the target reaches both (`sharesFeedback`).

const SKILL = 'fox_charm';

export const foxSpirit: RoleDef = {
  id: 'fox_spirit',
  name: '狐狸精',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 29',
  // [接刀] (接刀顺序: rulesets/211/order.ts)
  heir: 'wolves',
  dealtWith: ['bodhisattva'],
  templates: {
    foxSkills: ({ name, skills }) => `神魂颠倒：${name} 今晚可以发动的技能：${skills}。`,
    foxControlled: () => '你被狐狸精操纵：今晚你的操作权归狐狸精。',
    foxReport: ({ ops }) => `狐狸精今晚的操作：${ops}。`,
    'cause.fox_charm': () => '出局',
  },
  // 行动顺序总集 开局: 魔教教主 狐狸精 银狼 知晓群内狼 (after 狼人阵营 共群)
  openingSteps: { 知晓群内狼: tellWolfList },
  // 美女画皮 (l.730) 银狼/狐狸精/魔教教主：如果机械狼仍然是狼人阵营，同样获得一份群内名单 — told at the learning
  learnable: { onStart: tellWolfList },
  skills: [
    {
      id: SKILL,
      name: '神魂颠倒',
      aliases: ['偷秩序暴毙'],
      kind: 'night',
      effect: { controls: true, controlsGroup: true, sharesFeedback: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          const fox = a.as;
          ctx.now((tx) => {
            const c = tx.state.chars.find((x) => x.name === t);
            if (!c) return;
            const names = skillsOf(tx.state, tx.rs, c)
              .filter((k) => k.kind === 'night' && !k.group && !k.force?.mandatory)
              .map((k) => k.name);
            tx.notify(fox, tx.t('foxSkills', { name: t, skills: names.join('、') || '无' }), {
              kind: 'feedback',
              skill: SKILL,
              target: t,
            });
          });
          ctx.notify(t, ctx.ruleset.t.foxControlled?.({}) ?? '', { kind: 'controlled', by: '狐狸精' });
          ctx.atEnd((c) => {
            const ops = c.ops.filter((op) => op.by === a.actor && op.actor === t);
            c.notifyAtEnd(t, c.ruleset.t.foxReport?.({ ops: describeOps(c, ops) || '无' }) ?? '', {
              kind: 'feedback',
              skill: SKILL,
            });
            // 若结算目标在被操控期间持有[秩序]状态，则狐狸精当晚受到[致死伤害]
            const ordered = c
              .statuses(t)
              .some((st) => st.id === 'order' || c.ruleset.statuses[st.id]?.lifetime?.wardsNegative);
            if (ordered) c.kill({ target: fox, source: SKILL, by: fox, strength: 'lethal' });
          });
          // 怀孕技能: a male target takes [致死伤害] from her in 晨曦 (after the out tally)
          const me = ctx.char(fox);
          if (me.statuses.some((st) => st.id === 'favoured') && ctx.char(t).gender === '男')
            ctx.later((tx) => {
              const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
                target: t,
                source: SKILL,
                by: fox,
                strength: 'lethal',
              });
              if (cause) goOut(tx, t, cause, fox);
            }, 'afterOuts');
        },
      },
    },
  ],
};
