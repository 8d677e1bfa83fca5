import type { RoleDef } from '../../../engine/types';

// [classic] file 003 禁言长老（来自pandakill）(l.54): 每天晚上禁言长老可以指定一名玩家，禁言其一回合，被禁言的玩家第二天白天将无法发表任何发言，包括
// 警上竞选，正常发言，平票pk，以及遗言。…出于游戏体验考虑通常会限制禁言长老不得连续两天禁言同一个人。
// Readings: the silence lasts the next day; the morning's 公示 names the silenced (a forum's players must know whom not to hear);
// he leaves no last words if he goes out that day (the ruleset's lastWordsFor); the 通常会限制 is played (not the same player two
// nights running); himself allowed (the text names no exception). His posts are the forum's: the director deletes them.
export const silenceElder: RoleDef = {
  id: 'silence_elder',
  name: '禁言长老',
  faction: 'village',
  cite: '003 篇一 禁言长老',
  statuses: [
    { id: 'silenced', name: '禁言', lifetime: { until: 'dayEnd' }, notice: { announce: 'silenced' } },
  ],
  templates: {
    silenced: ({ name }) =>
      `${name} 被禁言：今天白天无法发表任何发言（包括警上竞选、正常发言、平票PK和遗言）。`,
  },
  skills: [
    {
      id: 'silence',
      name: '禁言',
      kind: 'night',
      limits: { notTwiceRunning: 'actor' },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'silenced', { source: a.as });
        },
      },
    },
  ],
};
