import { applyStatus, inGroup, refusesGroup } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { wolfTag } from './join-group';

// [211] file 001 【叛皇阵营】16 梁山头目[群内]（男）⑧: 若开局的[群内]人数不超过狼人开局总人数的1/3则必有梁山头目，开局的[群内]人数超过狼人开局
// 总人数的2/3则必没有梁山头目，中间值正常概率出现。归途[黄昏][指定] —— 选择范围：任意一名角色。结算效果：若该角色[实际阵营]是狼人阵营且没有[群内]
// 标签，则该角色于早夜结束时获得[群内]标签，该角色将收到通知，有进群前的加成技能可在早夜阶段发动，若该角色[实际阵营]不是狼人阵营，则无事发生。
// Readings: the tag is given, and told, when 黄昏 closes — its [群内] counts from then, and a skill due 获取[群内]标签的当晚 (贼弟
// 继承) is usable in that night's 早夜 (有进群前的加成技能可在早夜阶段发动): the status carries the night (`data.night`).
// The deal's rule (必有 / 必没有 by the [群内] count) is not checked yet.

export const liangshanChief: RoleDef = {
  id: 'liangshan_chief',
  name: '梁山头目',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 16',
  group: 'wolves',
  statuses: [wolfTag('homecoming_tag')],
  templates: {
    homecoming: () => '归途：你获得了[群内]标签，入狼群；进群前的加成技能可在今晚早夜发动。',
  },
  skills: [
    {
      id: 'homecoming',
      name: '归途',
      kind: 'night',
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) {
            const c = ctx.char(t);
            // 若该角色[实际阵营]是狼人阵营且没有[群内]标签 — else 无事发生
            // (one who cannot gain it — 大天狗 远征's 不归 — gains nothing and is not told)
            if (
              c.faction !== 'wolves' ||
              inGroup(ctx.state, ctx.ruleset, c, 'wolves') ||
              refusesGroup(ctx.ruleset, c)
            )
              continue;
            ctx.now((tx) => {
              applyStatus(tx, t, 'homecoming_tag', { source: a.as, until: null, data: { night: ctx.day } });
              tx.notify(t, tx.t('homecoming'), { kind: 'group', group: 'wolves' });
            });
          }
        },
      },
    },
  ],
};
