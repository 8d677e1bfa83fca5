import { extraKill } from '../../../abilities';
import { applyStatus, groupMembers, seenRole } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import type { Character, GameState } from '../../../state';

// [121] file 000 【狼人阵营】 17 食尸鬼 (l.266–273): 食尸鬼与狼人不互知不共群，食尸鬼被验为【狼人阵营】。食尸鬼不接刀。
// 食尸——游戏日夜晚可吞一名游戏日白天公布死亡玩家的尸体，可获得其技能不包括狼刀（该技能可立刻使用，并有效至下个游戏日夜晚开始前。）
// 特殊地 吞食机械狼和隐狼可获其表面身份技能; 吞火狼，当夜可业炎一名玩家; 吞白狼、大野狼，当夜可获得一次额外指杀机会。
// 如吞食非狼人阵营角色，食尸鬼将立即出局，并公示，且当夜群内狼队无法进行指杀。如食尸鬼发动食尸两次再吞食非狼人角色，将不再出局，狼群也不受影响。
// 阴阳使者 (l.177): 如被食尸鬼吃了尸体的则不能复活. 总体流程 3 (1) 食尸鬼<食尸>; 行动时限: 关门二十分钟内 (n20).
// Readings: 游戏日白天公布死亡玩家 = one whose out was announced that day (last night's dead in the morning 公示, or out by
// day); the body is gone (a status `no_body`, which 阴阳使者's 复活 reads) whatever follows. Eaten when his window closes
// (n20): the skills of the body's card but the pack's 杀人 (狼刀) are his at once, until the next night starts (the skills
// keep their own windows: a 预言 in n60, a 守护 in n40); 机械狼 and 隐狼 give their surface card's (表面身份); 赤狼 gives its
// 业炎; 白狼 and 大野狼 give one extra 指杀 that night (not their even-night skills). 狼人阵营 for 食尸 = a 狼人阵营 card or a
// pack card (白狼 is named among the wolves he may eat). A non-wolf eaten when he had eaten fewer than two bodies before:
// he goes out at once, announced at once (立即出局，并公示), and every pack member's 指杀 is void that night (a status
// stopping the pack's 杀人 and their own kills); eaten as the third or later, nothing of that.

const packCard = (rs: Parameters<typeof seenRole>[1], c: Character) =>
  c.faction === 'wolves' || rs.roles[c.role]?.group === 'wolves';

/** 游戏日白天公布死亡玩家: announced out on this day (last night's dead, or out by day). */
const announcedToday = (s: GameState, c: Character) =>
  !c.alive &&
  ((c.outPhase === 'night' && c.outDay === s.phase.day - 1) ||
    (c.outPhase === 'day' && c.outDay === s.phase.day));

const EXTRA_KILL_CARDS = ['white_wolf', 'big_bad_wolf'];

const ghoulKill: SkillDef = {
  ...extraKill({ id: 'ghoul_kill', name: '额外指杀' }),
  timing: { window: 'n60', orderAs: 'wild' },
};

function eat(tx: Tx, ghoul: string, body: string): void {
  const me = tx.state.chars.find((c) => c.name === ghoul);
  const b = tx.state.chars.find((c) => c.name === body);
  if (!me?.alive || !b) return;
  const before = Number(me.statuses.find((st) => st.id === 'ghoul_meals')?.data?.n ?? 0);
  applyStatus(tx, body, 'no_body', { source: ghoul, until: null });
  applyStatus(tx, ghoul, 'ghoul_meals', { source: ghoul, until: null, data: { n: before + 1 } });
  if (!packCard(tx.rs, b)) {
    if (before >= 2) {
      tx.notify(ghoul, tx.t('ghoulAteSafe', { name: body }), {
        kind: 'feedback',
        skill: 'eat',
        target: body,
      });
      return;
    }
    // 食尸鬼将立即出局，并公示，且当夜群内狼队无法进行指杀
    for (const w of groupMembers(tx.state, tx.rs, 'wolves'))
      applyStatus(tx, w.name, 'ghoul_spoiled', { source: ghoul });
    tx.announce(tx.t('ghoulOut', { name: ghoul }), { kind: 'out', name: ghoul, cause: 'ghoul' });
    goOut(tx, ghoul, 'ghoul');
    return;
  }
  // the card whose skills he gets: the surface one for 机械狼 and 隐狼 (表面身份), else the body's card
  const cardId = seenRole(tx.state, tx.rs, b);
  const card = tx.rs.roles[cardId] ?? tx.rs.roles[b.role];
  const skills = EXTRA_KILL_CARDS.includes(b.role)
    ? ['ghoul_kill']
    : (card?.skills ?? [])
        .filter((k) => !k.group && k.kind !== 'opening' && k.kind !== 'passive')
        .map((k) => k.id);
  if (skills.length)
    applyStatus(tx, ghoul, 'ghoul_skills', { source: body, until: 'nightStart', data: { skills } });
  tx.notify(ghoul, tx.t('ghoulAte', { name: body, role: card?.name ?? cardId }), {
    kind: 'feedback',
    skill: 'eat',
    target: body,
    skills,
  });
}

export const ghoul: RoleDef = {
  id: 'ghoul',
  name: '食尸鬼',
  faction: 'wolves',
  cite: '000 狼人阵营 17',
  statuses: [
    { id: 'ghoul_skills', name: '食尸', holder: { grantsSkills: true } },
    { id: 'ghoul_meals', name: '食尸次数' },
    // 当夜群内狼队无法进行指杀
    {
      id: 'ghoul_spoiled',
      name: '无法指杀',
      blocks: { blocksKill: true, blocksOwnKill: true },
      lifetime: { until: 'nightEnd' },
    },
  ],
  templates: {
    ghoulAte: ({ name, role }) =>
      `食尸：你吞食了 ${name} 的尸体，获得【${role}】的技能（狼刀除外），有效至下个游戏日夜晚开始前。`,
    ghoulAteSafe: ({ name }) => `食尸：你吞食了 ${name} 的尸体。`,
    ghoulOut: ({ name }) => `${name} 吞食了非狼人阵营角色的尸体，出局。`,
    'cause.ghoul': () => '食尸出局',
  },
  extraSkills: [ghoulKill],
  skills: [
    {
      id: 'eat',
      name: '食尸',
      kind: 'night',
      targets: { min: 1, max: 1, self: false, among: 'out' },
      choose: {
        excludes: ({ state, target }) =>
          !announcedToday(state, target) || target.statuses.some((st) => st.id === 'no_body'),
      },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (t) ctx.now((tx) => eat(tx, a.as, t));
        },
      },
    },
  ],
};
