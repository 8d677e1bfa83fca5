import { groupKill, selfExplode } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 篇三(六) 狼人 (l.184–186), 篇一 狼人 (l.5), 篇二 （二）狼人刀法 (l.162–166):
//   1．狼人晚上可以刀一个人，但必须所有人都统一意见，若狼团队内意见不统一，上帝将判决狼人没有刀人，讯问女巫的时候直接给女巫没有任何人
//     死亡的手势或信息。 2．狼人拥有自爆功能…自爆后，游戏的任意阶段都立刻中止并直接进入天黑。 篇二: (1) 允许空刀 (2) 允许自刀 (3) 无法统一
//     意见，则视为空刀。
// Readings: the pack agrees when every wolf who submitted named the same target (a wolf who says nothing goes along; a 空刀
// is a choice: with another's target, no agreement); each wolf's last submission is his own (SkillDef.agreement). 自爆 by
// day only (直接进入天黑: it ends a day); 篇二 3(6) 狼人自爆可以留遗言: a day's out, so he has them.

/** 杀人: the pack's, needing its agreement (121 keeps the last submission). */
export const kill = groupKill({ id: 'kill', name: '杀人', group: 'wolves', agreement: 'all' });
export const explode = selfExplode({ id: 'self_explode', name: '自爆' });

export const werewolf: RoleDef = {
  id: 'werewolf',
  name: '狼人',
  faction: 'wolves',
  cite: '003 篇三(六), 篇一 狼人',
  group: 'wolves',
  // 预言家 reads the card (向上为好，向下为坏): a wolf who is a lover of a 人狼恋 is still a wolf to him
  seenAs: () => 'wolves',
  templates: {
    selfExplode: ({ name }) => `${name} 自爆，白天立即结束，直接进入黑夜。`,
    explodeTakes: ({ name, target }) => `${name} 自爆时带走了 ${target}。`,
  },
  skills: [kill, explode],
};

// [classic] file 003 白狼王（来自pandakill）(l.19): 夜晚和狼人一同睁眼并杀人，平时行为与狼人无异，但是当白狼王自爆的时候，若他不为最后一狼，
// 他可以选择并立刻杀死一名玩家，之后双方均无遗言，直接进入黑夜。
// Readings: 最后一狼 is the last living character of his faction; with nobody taken his 自爆 is a wolf's (he has last words);
// 双方均无遗言 is the ruleset's lastWordsFor (causes explode_taker, explode_kill).
export const whiteWolfKing: RoleDef = {
  id: 'white_wolf_king',
  name: '白狼王',
  faction: 'wolves',
  cite: '003 篇一 白狼王',
  group: 'wolves',
  seenAs: () => 'wolves',
  templates: {
    'cause.explode_taker': () => '自爆',
  },
  skills: [kill, selfExplode({ id: 'king_explode', name: '自爆', takes: true })],
};

// [classic] file 003 狼美人（来自pandakill）(l.20): 狼美人每晚可以魅惑一名玩家，当狼美人出局时，被狼美人魅惑的玩家将一同殉情，狼美人晚上不可以
// 自刀，白天也不可以自爆，也就是说狼美人只会因为好人而死亡，狼人无法主动使狼美人死亡。
// Readings: the charm holds until the next night starts (she charms anew each night), so her out that night or the next day
// takes the charmed along (殉情); the pack's 杀人 on her is void (狼人无法主动使狼美人死亡); she has no 自爆. She kills with the pack.
export const wolfBeauty: RoleDef = {
  id: 'wolf_beauty',
  name: '狼美人',
  faction: 'wolves',
  cite: '003 篇一 狼美人',
  group: 'wolves',
  seenAs: () => 'wolves',
  innate: [{ status: 'beauty_ward' }],
  statuses: [
    { id: 'beauty_ward', name: '狼美人', blocks: { immuneTo: ['kill'] } },
    {
      id: 'beauty_charmed',
      name: '魅惑',
      lifetime: { until: 'nightStart' },
      chain: {
        on: 'source',
        kind: 'lovers',
        strength: 'lethal',
        cause: 'lovers',
        announce: 'diedForLove',
        announceByDay: true,
      },
    },
  ],
  skills: [
    kill,
    {
      id: 'beauty_charm',
      name: '魅惑',
      kind: 'night',
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (t) ctx.status(t, 'beauty_charmed', { source: a.as });
        },
      },
    },
  ],
};
