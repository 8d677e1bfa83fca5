import { applyStatus } from '../../../engine/effects';
import type { OutHookCtx, RoleDef, SkillDef, Strength, Tx } from '../../../engine/types';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 23 太阳 (l.151–152):
// 日<强制> —— 太阳只可死在夜晚，若白天被投票出局，则公示平安日。如太阳夜间出局，则强制翻牌，额外进行一个游戏日白天（此游戏日只有现实一天），
// 在这个游戏日白天中，只有太阳指定的角色可以发言，最多可选择场上存活人数一半的玩家，若太阳被种狼感染则失去该技能。
// 【村民阵营】 24 月亮 (l.153–154):
// 夜<强制>——月亮除殉情外只可死在白天，若月亮出局，则强制翻牌，额外进行一个游戏日夜晚，若月亮被种狼感染则失去该技能。
// 用语定义 投票 (l.71): 讨论日获得投票最多的角色将出局，若该角色为太阳…则不出局，公示平安日。
// 机械狼 学习 (l.325–326): 太阳，同太阳; 月亮，同月亮.
// Readings: 太阳 — voted out by day he stays in and the day is 平安日 (a vote-out is the only day out the engine can stop:
// a shot or a duel puts out at once); out at night his card is turned in the next 公示 (翻牌). The extra day where only
// those he names may speak is not played (partial). 月亮 — by night no kill puts her out but 殉情 (the lovers' chain);
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
  // 若白天被投票出局，则公示平安日
  statuses: [{ id: 'sun_day', name: '日', vote: { noVoteOut: true } }],
  innate: [{ status: 'sun_day', phase: 'day', while: (_s: GameState, c) => holds(c, 'sun_rule') }],
  skills: [passive('sun_rule', '日')],
  onOut: (ctx) => {
    // 如太阳夜间出局，则强制翻牌
    if (ctx.tx.state.phase.kind === 'night' && holds(ctx.char, 'sun_rule')) flip(ctx, '太阳');
  },
  // 机械狼 学习 太阳，同太阳: never voted out (votes are by day), its card (the surface 太阳) turned at a night's out
  learnable: {
    ...learned('sun_day'),
    onOut: (ctx) => {
      if (ctx.tx.state.phase.kind === 'night') flip(ctx, '太阳');
    },
  },
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
