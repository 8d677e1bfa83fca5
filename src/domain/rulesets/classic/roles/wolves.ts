import { extraKill, groupKill, selfExplode } from '../../../abilities';
import { changeFaction } from '../../../engine/effects';
import { roleOf } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';

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

// [classic] file 003 大野狼 (l.10): 每天晚上醒来与其他狼人一起杀人后，大野狼每晚可以单独醒来再杀一人，当第一个狼人阵营的角色死亡时，大野狼失去能力。
// The shared extra 指杀 (121 狼王 冲锋) after the pack's (the order table's tier after 狼人<杀人>; the witch is told every victim,
// l.24), each night while no character of the wolves' faction has gone out (the faction it had when it went out).
// Readings: the extra kill is stopped as the pack's (守卫, 解药: 被狼人…杀害); himself allowed as the pack's (自刀).
export const bigBadWolf: RoleDef = {
  id: 'big_bad_wolf',
  name: '大野狼',
  faction: 'wolves',
  cite: '003 篇一 大野狼',
  group: 'wolves',
  seenAs: () => 'wolves',
  skills: [
    kill,
    explode,
    {
      ...extraKill({ id: 'wild_kill', name: '再杀' }),
      limits: {
        usable: (s) =>
          s.chars.some((c) => !c.alive && c.faction === 'wolves')
            ? err('SKILL_USED_UP', '第一个狼人阵营的角色已经死亡，大野狼失去能力')
            : null,
      },
    },
  ],
};

// [classic] file 003 狼犬（变动阵营）(l.9): 必须在游戏开始时选择自己成为平民还是成为狼人，但无论成为什么，狼人杀人时他可以醒过来陪同狼人一起杀人，也就是说
// 即使他是好人他也可以知道谁是狼人。白天他根据自己的阵营可以选择是否报出狼队是谁，好人也需自行判断狼犬的话是真是假。
// In the pack's group either way (he knows the wolves and they him; he names the pack's target with them: its agreement counts
// his choice); at the opening he chooses 平民 (the good side, a 平民 for 屠边) or 狼人 (the wolves' faction); a missed choice is
// drawn. Readings: a check reads his faction; he has no 自爆 (a 狼人's) unless he chose 狼人.
export const wolfhound: RoleDef = {
  id: 'wolfhound',
  name: '狼犬',
  faction: 'village',
  cite: '003 篇一 狼犬',
  group: 'wolves',
  skills: [
    kill,
    {
      ...explode,
      id: 'hound_explode',
      limits: {
        usable: (_s, actor) =>
          actor.faction === 'wolves' ? null : err('SKILL_NOT_USABLE', '狼犬选择成为平民：不能自爆'),
      },
    },
    {
      id: 'hound_side',
      name: '选择阵营',
      kind: 'opening',
      force: { mandatory: true },
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { choices: ['平民', '狼人'] },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          if (choice === '狼人') changeFaction(tx, actor.name, 'wolves', 'wolfhound');
        },
      },
    },
  ],
};

// [classic] file 003 火狼 (l.13): 技能只能发动一次。当有狼人死亡时，当晚火狼可以选择一个玩家永久失去能力。
// Kills with the pack; 焚烧 once, in the night that follows a death of the wolves' side (one out that day, or in the night
// before, announced that morning), on any other living player: every skill of that player is lost for good when the night
// resolves. Readings: 狼人 = a character of the wolves' faction; the target is told nothing (the text says none).
export const fireWolf: RoleDef = {
  id: 'fire_wolf',
  name: '火狼',
  faction: 'wolves',
  cite: '003 篇一 火狼',
  group: 'wolves',
  seenAs: () => 'wolves',
  skills: [
    kill,
    explode,
    {
      id: 'burn',
      name: '焚烧',
      kind: 'night',
      limits: {
        limit: 1,
        usable: (s) => {
          const day = s.phase.day;
          const wolfDied = s.chars.some(
            (c) =>
              !c.alive &&
              c.faction === 'wolves' &&
              ((c.outPhase === 'day' && c.outDay === day) ||
                (c.outPhase === 'night' && c.outDay === day - 1)),
          );
          return wolfDied ? null : err('SKILL_NOT_USABLE', '只有在有狼人死亡的当晚才能发动<焚烧>');
        },
      },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.later((tx) => {
              const c = tx.state.chars.find((x) => x.name === t);
              if (!c) return;
              for (const sk of roleOf(tx.rs, c).skills)
                if (!c.lost.includes(sk.id))
                  tx.emit(ev('SkillLost', { actor: c.name, skill: sk.id, reason: 'burnt' }));
            });
        },
      },
    },
  ],
};
