import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 30 刺猬 (l.170–173):
// 防御<限定>——游戏日夜晚刺猬可进入防御状态，当夜其他玩家对其的操作都将无效且反馈为空，夜间行动结束后，刺猬可知道当晚防御了几次操作。
// 刺猬失去防御状态时获得新技能：
// 刺伤—— 失去防御后的下一游戏日夜晚开始，每夜可刺伤X名玩家技能，使其到下个游戏日夜晚前都失去非强制技能；如封印了所有群内狼，则群内狼将失去刀人
// 技能，X为防御状态时防御的操作数，X的每使用几次，就会减少操作总数几次，直至X为0时无法操作。被刺伤的玩家可知晓自身被刺伤。
// 总体流程 3 (1) 刺猬<防御>, (8) 刺猬<刺伤>; 行动时限: 关门二十分钟内…刺猬<防御>、刺猬<刺伤> (n20).
// 机械狼 学习 (l.333): 刺猬，同刺猬，若进入狼坑时还有主动可使用，主动次数减少为1次.
// Readings: 防御 from (1) on: every operation of another on him that night is void (a check answers 反馈为空); X = those
// voided operations, told when the night's actions end; 刺伤 from the next night on, up to the X left in all (several a
// night), each blocking the target's non-<强制> skills from (8) until the next night opens, the target told; a pack all of
// whose holders are stabbed has no 杀人 (a group's skill stops when every holder is stopped); 进入狼坑 = holding the pack's
// 杀人 (接刀): the learner's cap to 1 is not applied (partial).

/** X: what the 防御 voided (its status), less the 刺伤 used so far. */
function left(s: GameState, c: Character, stab: string): number {
  const x = c.statuses.filter((st) => st.id === 'quills').reduce((n, st) => n + Number(st.data?.n ?? 0), 0);
  const used = s.history
    .filter((h) => h.actor === c.name && h.skill === stab)
    .reduce((n, h) => n + h.targets.length, 0);
  return x - used;
}

function skills(defend: string, stab: string, learned: boolean): [SkillDef, SkillDef] {
  const timing = (orderAs: string) => (learned ? { timing: { window: 'n60', orderAs } } : {});
  return [
    {
      id: defend,
      name: '防御',
      kind: 'night',
      ...timing('defend'),
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          ctx.status(a.as, 'defending', { source: a.as });
          // 夜间行动结束后，刺猬可知道当晚防御了几次操作
          ctx.atEnd((c) => {
            const n = c.voided.filter((v) => v.target === a.as && v.actor !== a.as).length;
            c.notifyAtEnd(a.actor, c.ruleset.t.defended?.({ n }) ?? '', {
              kind: 'feedback',
              skill: defend,
              n,
            });
            if (n > 0) c.status(a.as, 'quills', { source: a.as, data: { n } });
          });
        },
      },
    },
    {
      id: stab,
      name: '刺伤',
      kind: 'night',
      ...timing('stab'),
      effect: { blocking: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        // X名玩家: up to the X left
        targetsFor: (s, actor) => ({
          min: 1,
          max: Math.max(1, left(s, actor, stab)),
          self: false,
          among: 'alive',
        }),
      },
      limits: {
        usable: (s, actor) =>
          left(s, actor, stab) > 0 ? null : err('SKILL_NOT_USABLE', '<刺伤>没有可用的次数（X为0）'),
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'stabbed', { source: a.as });
        },
      },
    },
  ];
}

export const hedgehog: RoleDef = {
  id: 'hedgehog',
  name: '刺猬',
  faction: 'village',
  cite: '000 村民阵营 30',
  statuses: [
    // 当夜其他玩家对其的操作都将无效且反馈为空
    { id: 'defending', name: '防御', blocks: { immune: true }, lifetime: { until: 'nightEnd' } },
    // X为防御状态时防御的操作数
    { id: 'quills', name: '刺伤' },
    // 使其到下个游戏日夜晚前都失去非强制技能…被刺伤的玩家可知晓自身被刺伤
    {
      id: 'stabbed',
      name: '刺伤',
      blocks: { blocksSkills: true },
      lifetime: { until: 'nightStart' },
      notice: { tell: true },
    },
  ],
  templates: {
    defended: ({ n }) => `防御：你今晚防御了${n}次操作。`,
  },
  skills: skills('defend', 'stab', false),
  // 机械狼 学习 刺猬，同刺猬，若进入狼坑时还有主动可使用，主动次数减少为1次
  learnable: { skills: skills('mech_defend', 'mech_stab', true) },
};
