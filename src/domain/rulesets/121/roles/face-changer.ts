import { drawCards } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { Character } from '../../../state';
import { cardHooks, takeCard } from './mech-wolf';

// [121] file 000 【村民阵营】 34 变脸者 (l.180–181): 变脸——随机抽取三个未出场的村民阵营身份作为变脸者底牌，游戏日夜晚变脸者可选择任意一张
// 底牌置顶并使用技能，被通灵石像鬼验为置顶身份，机械狼复制会得到通知复制了变脸者。
// 总体流程 1 变脸者<变脸>; 3 (21) 变脸者<变脸>; 行动时限: 分发身份后…变脸…一定时间不发动技能，技能选择的身份…随机决定.
// Readings: the three are drawn at the deal (an event) among the playable 村民阵营 cards not dealt (未出场), leaving out 村民,
// the paired cards (有X必有Y) and those set up at the deal or the opening (a card must be playable when on top); he is told
// them. At the opening he puts one on top (missed: drawn); each night at (21) he may put another on top, which holds from
// the next night (the night's skills have acted by (21): 机械狼 学习 变脸者 says 必须在下一个夜晚才能使用). The top card's
// skills are his (uses counted per card, as one character's), its card is what 通灵 and 石像鬼 read (置顶身份).

// 机械狼 学习 (l.339): 变脸者，会通知机械你复制了变脸，技能随着变脸者选择置顶而变，但必须在下一个夜晚才能使用. Readings: he is told
// 你复制了变脸者 at the learning; each card the 变脸者 puts on top gives him what learning that card gives (its 机械 version:
// its `learnable`'s skills, none declared: nothing) in place of the last one's, told with the card; 必须在下一个夜晚 — a change
// holds from the next night (one at the opening from night 1, one at (21) from the night after), as the 变脸者's own; his
// out runs the top card's (猎人: 最后一枪). Checks read 变脸者 (被通为学习的身份), not the top card.

/** The learner takes the card `role` the 变脸者 `fc` put on top: its 机械 version's skills in place of the last one's. */
function giveTop(tx: Tx, learner: Character, fc: string, role: RoleDef): void {
  if (learner.statuses.some((st) => st.id === 'mech_face_top'))
    tx.emit(ev('StatusRemoved', { target: learner.name, status: 'mech_face_top' }));
  takeCard(tx, {
    learner: learner.name,
    status: 'mech_face_top',
    source: fc,
    role,
    template: 'mechFaceTop',
    skill: 'learn',
  });
}

/** The learners of the 变脸者 `fc` follow his top card. */
function followTop(tx: Tx, fc: string, role: RoleDef): void {
  for (const c of tx.state.chars)
    if (
      c.statuses.some((st) => st.id === 'learned' && st.data?.role === 'face_changer' && st.data?.fc === fc)
    )
      giveTop(tx, c, fc, role);
}

function learnFace(tx: Tx, learner: Character, fc: Character): Record<string, unknown> {
  tx.notify(learner.name, tx.t('mechFace'), { kind: 'feedback', skill: 'learn' });
  // the 变脸者's opening choice comes after the 学习 (总体流程 1); one made before is taken at once
  const me = tx.state.chars.find((c) => c.name === fc.name);
  const role = tx.rs.roles[String(me?.statuses.find((st) => st.id === 'face_top')?.data?.role)];
  if (role) giveTop(tx, learner, fc.name, role);
  return { fc: fc.name };
}

const cardsOf = (c: Character): string[] =>
  (c.statuses.find((st) => st.id === 'face_cards')?.data?.cards as string[] | undefined) ?? [];

const cardNames = (rs: RulesetDef, c: Character) => cardsOf(c).map((id) => rs.roles[id]?.name ?? id);

function putOnTop(tx: Tx, me: string, name: string | null): void {
  const c = tx.state.chars.find((x) => x.name === me);
  if (!c || !name) return;
  const id = cardsOf(c).find((r) => tx.rs.roles[r]?.name === name);
  const role = id ? tx.rs.roles[id] : undefined;
  if (!role) return;
  if (c.statuses.some((st) => st.id === 'face_top'))
    tx.emit(ev('StatusRemoved', { target: me, status: 'face_top' }));
  applyStatus(tx, me, 'face_top', {
    source: me,
    until: null,
    data: { role: role.id, initialCard: role.id, skills: role.skills.map((k) => k.id) },
  });
  tx.notify(me, tx.t('faceTop', { role: role.name }), {
    kind: 'feedback',
    skill: 'face_change',
    role: role.id,
  });
  followTop(tx, me, role);
}

const choose = {
  choicesFor: (_s: unknown, c: Character, rs: RulesetDef) => cardNames(rs, c),
};

const openingChange: SkillDef = {
  id: 'face_change_open',
  name: '变脸',
  kind: 'opening',
  limits: { limit: 1 },
  force: { onTimeout: 'random' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose,
  hooks: { apply: (tx, actor, _t, choice) => putOnTop(tx, actor.name, choice) },
};

const nightChange: SkillDef = {
  id: 'face_change',
  name: '变脸',
  kind: 'night',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose,
  hooks: { resolve: (ctx, a) => ctx.later((tx) => putOnTop(tx, a.as, a.choice)) },
};

export const faceChanger: RoleDef = {
  id: 'face_changer',
  name: '变脸者',
  faction: 'village',
  cite: '000 村民阵营 34',
  statuses: [
    { id: 'face_cards', name: '变脸底牌' },
    // 置顶: its skills, and what 通灵 and 石像鬼 read
    { id: 'face_top', name: '置顶', holder: { disguise: true, grantsSkills: true } },
    // 机械狼 学习 变脸者: the top card's 机械 skills
    { id: 'mech_face_top', name: '变脸', holder: { grantsSkills: true } },
  ],
  templates: {
    faceCards: ({ names }) => `变脸：你的三张底牌为 ${names}。`,
    faceTop: ({ role }) => `变脸：你将【${role}】置顶。`,
    mechFace: () => '学习：你复制了变脸者。你的技能随着变脸者选择置顶的底牌而变，在下一个夜晚才能使用。',
    mechFaceTop: ({ role }) => `变脸：变脸者将【${role}】置顶，你的技能随之而变（下一个夜晚起可以使用）。`,
  },
  learnable: { skills: [], onLearn: learnFace, ...cardHooks('mech_face_top') },
  onStart: (tx, c) => {
    drawCards(tx, c, {
      n: 3,
      status: 'face_cards',
      told: 'faceCards',
      skill: 'face_change',
      eligible: (r) =>
        r.faction === 'village' &&
        r.id !== 'villager' &&
        r.id !== 'face_changer' &&
        r.skills.length > 0 &&
        !r.dealtWith?.length &&
        !r.onStart &&
        !r.innate &&
        !r.skills.some((k) => k.kind === 'opening'),
    });
  },
  skills: [openingChange, nightChange],
};
