import { revealCard } from '../../../abilities';
import type { RoleDef, SkillDef, Strength } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character } from '../../../state';

// [121] file 000 【村民阵营】 38 流浪者 (l.188–190):
// 流浪<限定>——游戏日夜晚流浪者可选择翻牌发动技能，天亮公告，流浪之后无法发言，从电梯楼去除，所有上一个游戏日夜晚的致死伤害无效。
// 回归<限定>——游戏日夜晚选择回归，天亮公告，恢复电梯楼，这个白天流浪者的票数为1+x，x为流浪的游戏日
// 总体流程 3 (21) 流浪者<流浪>、<回归>; 行动时限: 流浪者关门后一个半小时 (n90); 在次日讨论日开始前，流浪者…未提交遗言，视为放弃遗言.
// 机械狼 学习 (l.349): 流浪者 同流浪者.
// Readings: 流浪 is a [翻牌] night skill: the card is turned in the next 公示 with the line '…开始流浪。'; 所有上一个游戏日
// 夜晚的致死伤害无效 = the lethal damage of the night he sets out (the night the dawn's 公示 closes) does not put him out;
// 流浪之后无法发言 = while wandering he neither posts nor votes (a vote is a post); 回归 (not before 流浪): the next 公示
// says '…回归。', and the day after it his vote counts 1+x, x = the days he was away (each instance of the status adds
// one). Not played: 从电梯楼去除 / 恢复电梯楼 (the 电梯楼 skips only those out: partial).

const ALL: Strength[] = ['zhisha', 'poison', 'pierce', 'lethal'];

const wanderingSince = (c: Character): number | undefined =>
  c.statuses.find((st) => st.id === 'wandering')?.data?.since as number | undefined;

const wander: SkillDef = {
  id: 'wander',
  name: '流浪',
  kind: 'night',
  effect: { flip: true },
  limits: { limit: 1 },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      // 所有上一个游戏日夜晚的致死伤害无效 (tonight's, as the kills settle after (21))
      ctx.status(a.as, 'wander_safe', { source: a.as });
      ctx.status(a.as, 'wandering', { source: a.as, data: { since: ctx.day } });
      ctx.later((tx) => {
        const me = tx.state.chars.find((c) => c.name === a.as) as Character;
        revealCard(tx, me);
        tx.news(tx.t('wandered', { name: a.as }), { kind: 'wander', name: a.as });
      });
    },
  },
};

const comeBack: SkillDef = {
  id: 'come_back',
  name: '回归',
  kind: 'night',
  limits: {
    limit: 1,
    usable: (_s, actor) =>
      wanderingSince(actor) === undefined ? err('SKILL_NOT_USABLE', '<回归>只能在流浪之后发动') : null,
  },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const since = wanderingSince(ctx.char(a.as)) ?? ctx.day;
      // x为流浪的游戏日: the days between the night he set out and tonight
      const x = Math.max(0, ctx.day - since);
      ctx.later((tx) => {
        tx.emit(ev('StatusRemoved', { target: a.as, status: 'wandering' }));
        tx.news(tx.t('cameBack', { name: a.as, votes: 1 + x }), { kind: 'come_back', name: a.as, x });
      });
      for (let i = 0; i < x; i++) ctx.status(a.as, 'came_back', { source: `${a.as}#${i}`, until: 'dayEnd' });
    },
  },
};

export const wanderer: RoleDef = {
  id: 'wanderer',
  name: '流浪者',
  faction: 'village',
  cite: '000 村民阵营 38',
  statuses: [
    { id: 'wander_safe', name: '流浪', protection: { protects: ALL }, lifetime: { until: 'nightEnd' } },
    // 流浪之后无法发言: no vote either
    // 从电梯楼去除 … 回归 …恢复电梯楼
    { id: 'wandering', name: '流浪', vote: { noVote: true }, holder: { offElevator: true } },
    // 这个白天流浪者的票数为1+x: each instance one more
    { id: 'came_back', name: '回归', vote: { voteBonus: () => 1 } },
  ],
  templates: {
    wandered: ({ name }) => `${name} 开始流浪。`,
    cameBack: ({ name, votes }) => `${name} 回归，本讨论日票数为${votes}。`,
  },
  skills: [wander, comeBack],
  learnable: {
    skills: [
      { ...wander, id: 'mech_wander', timing: { window: 'n60', orderAs: 'wander' } },
      { ...comeBack, id: 'mech_come_back', timing: { window: 'n60', orderAs: 'come_back' } },
    ],
  },
};
