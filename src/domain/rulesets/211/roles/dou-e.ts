import { neighbours, revealCard } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { hasStatus } from '../../../state';
import { dayStrike } from './day-strike';
import { forgetting } from './forgetting';

// [211] file 001 【能臣异士】3 窦娥（女）② (l.240–243):
// 六月飞雪[翻牌][正午] —— 竞选日不可发动，游戏日正午，窦娥可以发动此技能对自己造成致死伤害，然后当天不再进行投票，已投的票数也会无效。
// 怀孕技能[强制] —— [六月飞雪]还会实行[暴风雪]的效果，但只针对狼人阵营。
// 暴风雪 (雪妖, l.651): 发动后会于明天白天公示[发生了暴风雪]，下一个夜晚，[实际阵营]为[非狼人阵营]的角色均只能对[去除出局角色后剩余的]
// 电梯楼邻居两个角色以及自己使用[指定]技能。
// Readings: 然后 is a sequence (as 蒙古铁骑's 践踏): the vote is called off even if she survives her own 致死伤害 (a [不死]).
// 当天不再进行投票: every character in the game living then holds `snow_vote` to the day's end — a vote is refused (CANNOT_VOTE),
// the votes cast count for nothing, nobody is voted out, and no yellow for not voting; the 公示 says so at once (l.116
// 游戏流程发生变化时需要在讨论帖中公示), never naming the skill (翻牌技能也不公示发动的什么技能). 怀孕技能: the 暴风雪 of
// that night (下一个夜晚, the night after the day she uses it) binds the characters whose actual faction is 狼人阵营 —
// their [指定] skills reach only their two living neighbours and themselves — and is announced at once, as 雪妖's 怀孕
// 技能 (正午) announces hers. [遗忘] (a <强制> skill lost) takes it while it lasts.

export const douE: RoleDef = {
  id: 'dou_e',
  name: '窦娥',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 3',
  statuses: [
    // 当天不再进行投票，已投的票数也会无效
    { id: 'snow_vote', name: '六月飞雪', vote: { noVote: true }, lifetime: { until: 'dayEnd' } },
    // [暴风雪]的效果，但只针对狼人阵营
    {
      id: 'blizzard_wolves',
      name: '暴风雪',
      blocks: {
        limitsOthers: ({ state, status, actor, target, skill, atNight }) =>
          atNight &&
          status.data?.night === state.phase.day &&
          actor.faction === 'wolves' &&
          (skill.effect?.designated ?? skill.targets.max > 0) &&
          target.name !== actor.name &&
          !neighbours(state, actor).includes(target.name),
      },
    },
  ],
  templates: {
    'cause.june_snow': () => '六月飞雪',
    juneSnow: () => '今日不再进行投票，已投的票数全部无效。',
    wolfBlizzard: () => '发生了暴风雪。',
  },
  skills: [
    {
      id: 'june_snow',
      name: '六月飞雪',
      kind: 'day',
      timing: { instant: true, noon: true },
      effect: { flip: true, lethal: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      limits: { usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '六月飞雪：竞选日不可发动') : null) },
      hooks: {
        apply: (tx, actor) => {
          revealCard(tx, actor);
          dayStrike(tx, {
            target: actor.name,
            by: actor.name,
            strength: 'lethal',
            source: 'june_snow',
            designated: false,
          });
          if (tx.state.status !== 'running') return;
          const d = tx.state.phase.day;
          for (const c of tx.state.chars.filter((x) => x.alive))
            applyStatus(tx, c.name, 'snow_vote', { source: actor.name, at: { at: 'dayEnd', day: d } });
          tx.announce(tx.t('juneSnow'), { kind: 'noVote' });
          const me = tx.state.chars.find((c) => c.name === actor.name);
          if (!me || !hasStatus(me, 'favoured') || forgetting(me)) return;
          applyStatus(tx, actor.name, 'blizzard_wolves', {
            source: `${actor.name}:怀孕`,
            data: { night: d },
            at: { at: 'nightEnd', day: d },
          });
          tx.announce(tx.t('wolfBlizzard'), { kind: 'blizzard' });
        },
      },
    },
    {
      id: 'dou_e_pregnancy',
      name: '怀孕技能',
      kind: 'passive',
      force: { mandatory: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
