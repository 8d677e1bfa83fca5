import { groupHolders } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 20 赏金猎人 (l.145–146):
// 标记 —— 游戏日夜晚可选择一名玩家进行标记，不可连续两晚标记同一人。如第二天游戏日白天开门时被赏金猎人标记的玩家出局，则当晚入夜时，
// 赏金猎人可选择一名玩家进行刺杀。刺杀当夜，不可对自己刺杀对象进行标记。
// 总体流程 3 (14) 赏金猎人<标记>; (22) …赏金猎人赏金…; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.320): 赏金猎人，同赏金猎人，在进入狼坑之后失去技能.
// Readings: the 刺杀 (the settlement's 赏金) is a 指杀 of (22), on another player; it is usable on the night of the day
// whose opening found last night's mark (where it settled) out — that night only; 进入狼坑 = holding the pack's 杀人
// (接刀: the 机械狼 never joins the pack otherwise).

/** Last night's mark of this character (where it settled), if any. */
function lastMark(s: GameState, c: Character, skill: string): string | undefined {
  const h = s.history.find(
    (x) => x.phase === 'night' && x.day === s.phase.day - 1 && x.actor === c.name && x.skill === skill,
  );
  return (h?.settled ?? h?.targets)?.[0];
}

/** 第二天游戏日白天开门时被标记的玩家出局: out before today's daytime. */
const outAtDawn = (s: GameState, name: string | undefined): boolean => {
  const t = s.chars.find((c) => c.name === name);
  return !!t && !t.alive && !(t.outPhase === 'day' && t.outDay === s.phase.day);
};

const pendingTarget = (s: GameState, c: Character, skill: string) =>
  s.actions.find((a) => a.actor === c.name && a.skill === skill && !a.pass)?.targets[0];

/** 进入狼坑之后失去技能 (the learner only). */
const notInPack = (s: GameState, c: Character, rs: Parameters<typeof groupHolders>[1]) =>
  groupHolders(s, rs, 'wolves').some((h) => h.name === c.name)
    ? err('SKILL_NOT_USABLE', `${c.name} 已进入狼坑，失去赏金猎人的技能`)
    : null;

function skills(mark: string, assassinate: string, learned: boolean): [SkillDef, SkillDef] {
  const sameAs = (other: string) =>
    (({ state, actor, targets }) =>
      targets[0] && pendingTarget(state, actor, other) === targets[0].name
        ? err('ILLEGAL_TARGET', `刺杀当夜，不可对自己刺杀对象进行标记（${targets[0].name}）`)
        : null) as NonNullable<SkillDef['choose']>['validate'];
  const timing = (orderAs: string) => (learned ? { timing: { window: 'n60', orderAs } } : {});
  return [
    {
      id: mark,
      name: '标记',
      kind: 'night',
      ...timing('mark'),
      limits: { notTwiceRunning: 'actor', ...(learned ? { usable: notInPack } : {}) },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      choose: { validate: sameAs(assassinate) },
    },
    {
      id: assassinate,
      name: '刺杀',
      aliases: ['赏金'],
      kind: 'night',
      ...timing('assassinate'),
      effect: { lethal: true },
      limits: {
        usable: (s, actor, rs) =>
          (learned && notInPack(s, actor, rs)) ||
          (outAtDawn(s, lastMark(s, actor, mark))
            ? null
            : err('SKILL_NOT_USABLE', '<刺杀>只能在标记的玩家于天亮时出局的当晚发动')),
      },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: { validate: sameAs(mark) },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.kill({ target: t, source: a.skill, by: a.as, strength: 'zhisha' });
        },
      },
    },
  ];
}

export const bountyHunter: RoleDef = {
  id: 'bounty_hunter',
  name: '赏金猎人',
  faction: 'village',
  cite: '000 村民阵营 20',
  skills: skills('mark', 'assassinate', false),
  // 机械狼 学习 赏金猎人，同赏金猎人，在进入狼坑之后失去技能: just after the real ones
  learnable: { skills: skills('mech_mark', 'mech_assassinate', true) },
};
