import {
  extraKill,
  killSense,
  lastFaction,
  manipulate as manipulateSkill,
  poison,
  protect,
  roleCheck,
  save,
} from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【三方阵营】 4 赌徒 (l.391–399): 赌博 —— 游戏日夜晚，赌徒可以随机获得一个技能，获得的技能永久有效，除6外其余不可叠加但可刷新：
// 骰子1，获得女巫技能（且可在得到或刷新当天可自救） 骰子2，获得狼人杀人技能 骰子3，获得通灵师的通灵技能 骰子4，获得守卫技能
// 骰子5，获得操纵月亮的女孩的操纵技能 骰子6，获得出人票加1票（此条可叠加），可在投票时选择使用或不使用（此记票为：？-出的人）
// 赌徒胜利条件为单独存活，绝对不会失去掷骰子的能力，多个能力可同时使用，获得的技能行动轮次在真身份牌之后。赌徒被验为【非狼人阵营】，被通为赌徒。
// 胜负判定 4: 赌徒存活且除赌徒阵营外其他阵营玩家全部出局. 总体流程 3 (1) 赌徒<赌博>; (22) 赌徒刀人; 行动时限: 关门二十分钟内…赌徒 (n20).
// Readings: the die is cast when his window closes (n20: an event) and he is told the face; the skill is his from then on,
// that same night included (each in its own window: 女巫's in n90, 守护 and 操纵 in n40, 通灵 and 刀人 in n60), acting just
// after the real card's (真身份牌轮次优先); 1 = 女巫's 通灵 (told the night's 指杀), one 救药 (himself allowed) and one 毒药
// (not both the same night), 4 = 守卫's 守护 (not the same one two nights running), 5 = 操纵 (the same); 2 = a 指杀 of his
// own each night (赌徒刀人, settled in (22) after 幼狼<牺牲>); a face rolled again refreshes its skills (their uses start
// over) and adds nothing; 6 adds one to his vote each time (可叠加; reading of 可在投票时选择使用或不使用: it counts
// whenever he votes — Bansha's vote post has no field for it). 单独存活 = he is in and every other faction's characters out.
// 机械狼 学习 赌徒 (l.324): one cast (n20, just after the real one), the face's skill his that night only (a 6 then gives nothing: the vote comes by day).

const FACES = ['witch', 'kill', 'medium', 'guard', 'manipulate', 'vote'] as const;
const unlocked = (face: string) => ({ unlockedBy: `gamble_${face}` });

const gSpirit: SkillDef = {
  ...killSense({ id: 'gamble_spirit', name: '通灵', window: 'n90', requires: 'gamble_antidote' }),
};
gSpirit.limits = { ...gSpirit.limits, ...unlocked('witch') };
const gAntidoteBase = save({
  id: 'gamble_antidote',
  name: '救药',
  window: 'n90',
  limit: 1,
  exclusiveWith: 'gamble_poison',
  self: true,
});
const gAntidote: SkillDef = {
  ...gAntidoteBase,
  timing: { ...gAntidoteBase.timing, orderAs: 'antidote' },
  limits: { ...gAntidoteBase.limits, ...unlocked('witch') },
};
const gPoisonBase = poison({
  id: 'gamble_poison',
  name: '毒药',
  window: 'n90',
  limit: 1,
  exclusiveWith: 'gamble_antidote',
});
const gPoison: SkillDef = {
  ...gPoisonBase,
  timing: { ...gPoisonBase.timing, orderAs: 'poison' },
  limits: { ...gPoisonBase.limits, ...unlocked('witch') },
};
const gKillBase = extraKill({ id: 'gamble_kill', name: '刀人', window: 'n60' });
const gKill: SkillDef = {
  ...gKillBase,
  timing: { ...gKillBase.timing, orderAs: 'sacrifice' },
  limits: { ...gKillBase.limits, ...unlocked('kill') },
};
const gMediumBase = roleCheck({ id: 'gamble_medium', name: '通灵', template: 'roleCheck' });
const gMedium: SkillDef = {
  ...gMediumBase,
  aliases: ['验人'],
  timing: { window: 'n60', orderAs: 'medium_check' },
  limits: unlocked('medium'),
};
const gGuardBase = protect({ id: 'gamble_guard', name: '守护', window: 'n40' });
const gGuard: SkillDef = {
  ...gGuardBase,
  timing: { ...gGuardBase.timing, orderAs: 'guard' },
  limits: { ...gGuardBase.limits, ...unlocked('guard') },
};
const gManipulateBase = manipulateSkill({ id: 'gamble_manipulate', name: '操纵' });
const gManipulate: SkillDef = {
  ...gManipulateBase,
  timing: { window: 'n40', orderAs: 'manipulate' },
  limits: { ...gManipulateBase.limits, ...unlocked('manipulate') },
};

/** The limited skills of a face, refreshed when it comes again. */
const LIMITED: Record<string, string[]> = { witch: ['gamble_antidote', 'gamble_poison'] };

function roll(tx: Tx, me: string, n: number, tonight = false): void {
  const c = tx.state.chars.find((x) => x.name === me);
  if (!c) return;
  const face = FACES[n - 1] as (typeof FACES)[number];
  const had = c.statuses.some((st) => st.id === `gamble_${face}`);
  // 机械狼: 技能当夜有效
  if (tonight) applyStatus(tx, me, `gamble_${face}`, { source: me, until: 'nightEnd' });
  else if (face === 'vote' || !had) applyStatus(tx, me, `gamble_${face}`, { source: me, until: null });
  else
    for (const skill of LIMITED[face] ?? []) {
      const refilled = c.statuses
        .filter((st) => st.id === 'gamble_refill' && st.data?.skill === skill)
        .reduce((k, st) => k + Number(st.data?.n ?? 0), 0);
      const used = (c.uses[skill] ?? 0) - refilled;
      if (used > 0)
        applyStatus(tx, me, 'gamble_refill', { source: me, until: null, data: { skill, n: used } });
    }
  tx.notify(me, tx.t(`gamble.${face}`), { kind: 'feedback', skill: 'gamble', face: n });
}

const gamble: SkillDef = {
  id: 'gamble',
  name: '赌博',
  kind: 'night',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const n = ctx.draw('gamble', [1, 2, 3, 4, 5, 6]);
      if (n !== undefined) ctx.now((tx) => roll(tx, a.as, n));
    },
  },
};

/** 机械狼 学习 (l.324): 赌徒，同赌徒，只能扔一次骰子，技能当夜有效 — one cast, just after the real one; the face's skill his that night. */
const mechGamble: SkillDef = {
  ...gamble,
  id: 'mech_gamble',
  timing: { window: 'n20', orderAs: 'gamble' },
  limits: { limit: 1 },
  hooks: {
    resolve: (ctx, a) => {
      const n = ctx.draw('mech_gamble', [1, 2, 3, 4, 5, 6]);
      if (n !== undefined) ctx.now((tx) => roll(tx, a.as, n, true));
    },
  },
};

export const gambler: RoleDef = {
  id: 'gambler',
  name: '赌徒',
  faction: 'gambler',
  cite: '000 三方阵营 4',
  // 赌徒存活且除赌徒阵营外其他阵营玩家全部出局
  factions: [{ id: 'gambler', name: '三方阵营', wins: lastFaction }],
  // 赌徒被验为【非狼人阵营】
  seenAs: () => 'village',
  statuses: [
    ...FACES.filter((f) => f !== 'vote').map((f) => ({ id: `gamble_${f}`, name: '赌博' })),
    { id: 'gamble_vote', name: '赌博', vote: { voteBonus: () => 1 } },
    { id: 'gamble_refill', name: '刷新', holder: { refills: true } },
  ],
  templates: {
    'gamble.witch': () => '赌博：骰子1，你获得女巫技能（通灵、救药、毒药）。',
    'gamble.kill': () => '赌博：骰子2，你获得杀人技能（刀人）。',
    'gamble.medium': () => '赌博：骰子3，你获得通灵师的通灵技能。',
    'gamble.guard': () => '赌博：骰子4，你获得守卫技能（守护）。',
    'gamble.manipulate': () => '赌博：骰子5，你获得操纵月亮的女孩的操纵技能。',
    'gamble.vote': () => '赌博：骰子6，你的出人票加1票。',
  },
  skills: [gamble, gMedium, gSpirit, gAntidote, gPoison, gKill, gGuard, gManipulate],
  learnable: { skills: [mechGamble, gMedium, gSpirit, gAntidote, gPoison, gKill, gGuard, gManipulate] },
};
