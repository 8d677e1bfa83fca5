import { groupKill, reportOut, tellLovers } from '../../../abilities';
import { applyStatus, changeFaction, groupMembers } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [tieba] file 002 【村民阵营】 4 丘比特 (l.76–77): 丘比特之箭<强制> —— 游戏开始时，丘比特须选择两名角色。这两名角色成为情侣。情侣产生后，丘比特的
// 阵营转变为与情侣相同的阵营。 【其他】 1 情侣：2人 <非身份> (l.98–99): 情侣在成为情侣后互知共群（双狼情侣除外）。如果丘比特单身，丘比特不与情侣
// 共群。恋爱<强制> —— 游戏开始时被丘比特选择的两名角色成为情侣。若情侣中有且只有一名狼人/狼王/赤狼，则它失去 [the text is cut off here].
// 出局 (l.21): 因情侣而<殉情>; 红牌罚下…但情侣会触发<殉情>. 阵营 (l.7): 【黑情侣阵营】; 杀人 by 黑情侣 (l.21, step (6)); 投降 (l.43–45).
// Readings (the text breaks off; each written in docs/rules-coverage.md):
// - two lovers of one faction keep it (情侣相同的阵营), 丘比特 takes it; lovers of two factions make 黑情侣阵营 — they, and 丘比特 (单身
//   or not), change to it; the lovers of 黑情侣 share a 杀人 (黑情侣<杀人>, step (6) with the pack's, settled after it);
// - 若情侣中有且只有一名狼人/狼王/赤狼，则它失去 — read as: it loses the pack (狼群: its 杀人 and 互知 with the pack), as it
//   now belongs to 黑情侣 (the only reading under which the pack's win and 投降 stay the pack's);
// - 互知共群: the lovers are told each other and form a group, except two wolves (already in the pack); 单身丘比特 is not in it;
// - 殉情: one lover out, the other follows at once (a red card too), whatever the faction.
const knife = groupKill({ id: 'lovers_kill', name: '杀人', group: 'black_lovers', window: 'n90' });
export const loversKill: SkillDef = {
  ...knife,
  timing: { ...knife.timing, orderAs: 'kill' },
  hooks: {
    ...knife.hooks,
    onUse: (ctx, a) =>
      reportOut(
        ctx,
        a,
        groupMembers(ctx.state, ctx.ruleset, 'black_lovers').map((c) => c.name),
        '杀人',
        ['killed'],
      ),
  },
};

const PACK_ROLES = ['werewolf', 'wolf_king', 'fire_wolf'];

export const cupid: RoleDef = {
  id: 'cupid',
  name: '丘比特',
  faction: 'village',
  cite: '002 村民阵营 4',
  factions: [{ id: 'black_lovers', name: '黑情侣阵营' }],
  templates: {
    lovers: ({ name }) => `丘比特之箭：你与 ${name} 成为情侣。`,
    'cause.lovers': () => '殉情',
    loversFollow: ({ name }) => `${name} 殉情出局。`,
  },
  statuses: [
    // 情侣: data.link = 丘比特, data.group = the lovers' group (none for two wolves); one out, the other follows (殉情)
    // 殉情 by day (after the vote): 投票结束后，因投票而触发的…情侣<殉情>…在下一个游戏日白天开始时公示 (by night: the morning's list)
    {
      id: 'lover',
      name: '情侣',
      chain: {
        on: 'link',
        kind: 'lovers',
        strength: 'lethal',
        cause: 'lovers',
        announce: 'loversFollow',
        announceByDay: true,
        announceNextMorning: true,
      },
    },
    // 它失去 (reading): a wolf lover of 黑情侣 leaves the pack
    { id: 'left_pack', name: '脱离狼群', holder: { dropsTags: true } },
  ],
  extraSkills: [loversKill],
  skills: [
    {
      id: 'arrow',
      name: '丘比特之箭',
      kind: 'opening',
      force: { mandatory: true, onTimeout: 'random' },
      limits: { limit: 1 },
      targets: { min: 2, max: 2, self: true, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const [a, b] = targets;
          if (!a || !b) return;
          const faction = a.faction === b.faction ? a.faction : 'black_lovers';
          const twoWolves = PACK_ROLES.includes(a.role) && PACK_ROLES.includes(b.role);
          const group = faction === 'black_lovers' ? 'black_lovers' : twoWolves ? undefined : 'lovers';
          tellLovers(tx, [a, b], 'lovers', { kind: 'group', group: group ?? 'wolves' }, (me) => {
            applyStatus(tx, me.name, 'lover', {
              source: actor.name,
              data: { link: actor.name, ...(group ? { group } : {}) },
            });
            if (faction === 'black_lovers' && PACK_ROLES.includes(me.role))
              applyStatus(tx, me.name, 'left_pack', { source: actor.name });
          });
          for (const c of [a, b]) if (c.faction !== faction) changeFaction(tx, c.name, faction, 'lovers');
          const me = tx.state.chars.find((c) => c.name === actor.name);
          if (me && me.faction !== faction) changeFaction(tx, actor.name, faction, 'lovers');
        },
      },
    },
  ],
};
