import { applyStatus } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { OutHookCtx, RoleDef, SkillDef, Strength, Tx } from '../../../engine/types';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 23 太阳 (l.151–152):
// 日<强制> —— 太阳只可死在夜晚，若白天被投票出局，则公示平安日。如太阳夜间出局，则强制翻牌，额外进行一个游戏日白天（此游戏日只有现实一天），
// 在这个游戏日白天中，只有太阳指定的角色可以发言，最多可选择场上存活人数一半的玩家，若太阳被种狼感染则失去该技能。
// 【村民阵营】 24 月亮 (l.153–154):
// 夜<强制>——月亮除殉情外只可死在白天，若月亮出局，则强制翻牌，额外进行一个游戏日夜晚，若月亮被种狼感染则失去该技能。
// 用语定义 投票 (l.71): 讨论日获得投票最多的角色将出局，若该角色为太阳…则不出局，公示平安日。
// 机械狼 学习 (l.325–326): 太阳，同太阳; 月亮，同月亮.
// Readings: 太阳 — 只可死在夜晚: by day nothing puts him out but a red card (红牌罚下 beats every status): voted out he stays
// in and the day is 平安日, a shot, a duel's out or a 殉情 by day leave him in; out at night his card is turned in the next 公示 (翻牌), and the day that follows is
// played twice (the ruleset's `extraDay`): first the extra daytime, one natural day (此游戏日只有现实一天: it closes at the
// 关门 hour of the next natural day, no weekend day added) with its own vote and outs — 发言 is restricted, 投票 is not
// (the text tells them apart: 角色参与讨论发言和投票) — then that day as the calendar sets it. The 太阳 (out) has a right
// <指定发言> in the extra daytime: he names one to half of the living (最多…场上存活人数一半, rounded down), published at once;
// the speech itself is the forum's (the director enforces it). A right granted as the extra daytime closes (a voted-out
// 猎人's shot) is used as after any day's close, in the night. 月亮 — by night no kill puts her out but 殉情 (the lovers' chain);
// out (by day, or by 殉情), her card is turned (at once by day) and the night that follows — the same night after a
// night's 殉情 — has a second round (the ruleset's extra round: the first round's outs announced, then the night's
// windows again). 感染: the skill is lost with the card's others, and its protection with it.

const ALL: Strength[] = ['zhisha', 'poison', 'pierce', 'lethal'];

/** The skill is the character's own and not lost (感染 takes it). */
const holds = (c: Character, skill: string) => !c.lost.includes(skill);

/** 机械狼 学习 太阳/月亮 (同太阳, 同月亮): the learner holds the rule as a status of its own. */
const learned = (status: string) => ({
  skills: [],
  onLearn: (tx: Tx, learner: Character) => {
    applyStatus(tx, learner.name, status, { source: learner.name });
    return {};
  },
});

function flip({ tx, char }: OutHookCtx, role: string): void {
  applyStatus(tx, char.name, 'revealed', { source: char.name, until: null });
  tx.news(tx.t('flipped', { name: char.name, role }), { kind: 'reveal', name: char.name, role });
}

/** 如太阳夜间出局，则强制翻牌，额外进行一个游戏日白天: the card turned, the extra daytime due, his right to name the speakers. */
function sunOut(ctx: OutHookCtx): void {
  const { tx, char } = ctx;
  if (tx.state.phase.kind !== 'night') return;
  flip(ctx, '太阳');
  const day = tx.state.phase.day + 1;
  applyStatus(tx, char.name, 'sun_extra_day', { source: char.name, until: null, data: { day } });
  tx.news(tx.t('sunExtraDay', { day }), { kind: 'sun_extra_day', day });
  grantRight(tx, char.name, 'sun_speakers', 'phaseEnd');
  tx.notify(char.name, tx.t('sunSpeakersRight'), { kind: 'right', right: 'sun_speakers' });
}

/** 只有太阳指定的角色可以发言，最多可选择场上存活人数一半的玩家 */
const sunSpeakers: SkillDef = {
  id: 'sun_speakers',
  name: '指定发言',
  kind: 'right',
  right: 'sun_speakers',
  limits: { whileOut: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  choose: {
    targetsFor: (s) => ({
      min: 1,
      max: Math.max(1, Math.floor(s.chars.filter((c) => c.alive).length / 2)),
      self: false,
      among: 'alive',
    }),
  },
  hooks: {
    apply: (tx, _actor, targets) => {
      const names = targets.map((t) => t.name);
      tx.announce(tx.t('sunSpeakers', { names: names.join('、') }), { kind: 'sun_speakers', names });
    },
  },
};

const passive = (id: string, name: string): SkillDef => ({
  id,
  name,
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
});

export const sun: RoleDef = {
  id: 'sun',
  name: '太阳',
  faction: 'village',
  cite: '000 村民阵营 23',
  statuses: [
    // 若白天被投票出局，则公示平安日
    // 太阳只可死在夜晚: by day nothing puts him out (a shot, a duel, a chain), a red card aside; 若白天被投票出局，则公示平安日
    {
      id: 'sun_day',
      name: '日',
      vote: { noVoteOut: true },
      protection: { sparesOut: { keep: true, phase: 'day' } },
    },
    // 额外进行一个游戏日白天: data.day, the day played twice (RulesetDef.extraDay)
    { id: 'sun_extra_day', name: '日' },
  ],
  templates: {
    sunExtraDay: ({ day }) =>
      `太阳夜间出局，第${day}天额外进行一个游戏日白天（此游戏日只有现实一天），只有太阳指定的角色可以发言。`,
    sunSpeakersRight: () =>
      '你可以发动<指定发言>：选择本额外游戏日白天可以发言的角色，最多为场上存活人数的一半。',
    sunSpeakers: ({ names }) => `太阳指定发言的角色：${names}。本游戏日白天只有他们可以发言。`,
    extraDayOver: ({ day }) => `额外的游戏日白天结束，第${day}天讨论日开始。`,
  },
  innate: [{ status: 'sun_day', phase: 'day', while: (_s: GameState, c) => holds(c, 'sun_rule') }],
  skills: [passive('sun_rule', '日')],
  commonSkills: [sunSpeakers],
  onOut: (ctx) => {
    // 如太阳夜间出局，则强制翻牌，额外进行一个游戏日白天
    if (holds(ctx.char, 'sun_rule')) sunOut(ctx);
  },
  // 机械狼 学习 太阳，同太阳: never voted out (votes are by day); out at night, its card (the surface 太阳) turned, the extra
  // daytime where only those he names speak
  learnable: { ...learned('sun_day'), onOut: sunOut },
};

/** 若月亮出局，则强制翻牌，额外进行一个游戏日夜晚. */
function moonOut(ctx: OutHookCtx): void {
  flip(ctx, '月亮');
  applyStatus(ctx.tx, ctx.char.name, 'moon_extra_night', {
    source: ctx.char.name,
    data: { night: ctx.tx.state.phase.day },
  });
}

export const moon: RoleDef = {
  id: 'moon',
  name: '月亮',
  faction: 'village',
  cite: '000 村民阵营 24',
  statuses: [
    // 除殉情外只可死在白天
    {
      id: 'moon_night',
      name: '夜',
      protection: { protects: ALL, protectsNot: ['lovers', 'paramour'] },
    },
    // 额外进行一个游戏日夜晚: the ruleset's extra round of the night data.night
    { id: 'moon_extra_night', name: '夜' },
    // 机械狼 学习 月亮，同月亮: the same protection as a status of the learner's, by night only
    {
      id: 'mech_moon_night',
      name: '夜',
      protection: { protectsFrom: (env, k) => env.night && !['lovers', 'paramour'].includes(k.cause ?? '') },
    },
  ],
  innate: [{ status: 'moon_night', phase: 'night', while: (_s: GameState, c) => holds(c, 'moon_rule') }],
  skills: [passive('moon_rule', '夜')],
  onOut: (ctx) => {
    if (holds(ctx.char, 'moon_rule')) moonOut(ctx);
  },
  learnable: { ...learned('mech_moon_night'), onOut: moonOut },
};
