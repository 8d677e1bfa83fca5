import { killSense, poison, reportOut, save } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [tieba] file 002 【村民阵营】 2 女巫 (l.68–71): 通灵<强制> —— 游戏日夜晚，反馈被指杀的角色。救药 —— …该角色当晚不会因被指杀而出局。
// <救药>发动后，在该夜晚不可发动技能<毒药>。<救药>使用后，女巫失去技能<救药>。女巫失去<救药>技能后，失去技能<通灵>。毒药 —— …该角色
// 在夜晚结束前出局。<毒药>发动后，女巫失去技能<毒药>，且在该夜晚不可发动技能<救药>。此技能发动后，反馈该角色是否因<毒药>出局。
// 121's 女巫 (the shared 通灵, 救药, 毒药) plus the poison's report. Her 通灵 needs the night's 指杀 before she acts, so she has a
// window of her own after the others' (deadlines.ts: the text gives her none). 毒药结算 is step (12) (order.ts).
const venom = poison({ id: 'poison', name: '毒药', limit: 1, exclusiveWith: 'antidote' });
const poisonReported: SkillDef = {
  ...venom,
  hooks: { ...venom.hooks, onUse: (ctx, a) => reportOut(ctx, a, [a.as], '毒药', ['poisoned']) },
};

export const witch: RoleDef = {
  id: 'witch',
  name: '女巫',
  faction: 'village',
  cite: '002 村民阵营 2',
  skills: [
    killSense({ id: 'spirit', name: '通灵', requires: 'antidote' }),
    save({ id: 'antidote', name: '救药', limit: 1, exclusiveWith: 'poison' }),
    poisonReported,
  ],
};
