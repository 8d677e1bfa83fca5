import { drawCards } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { RoleDef } from '../../../engine/types';
import type { Character } from '../../../state';

// [classic] file 003 变脸者 (l.50): 游戏开始前，由上帝随机选出三个未参与游戏且拥有特殊能力的身份卡。每天晚上开始时，上帝必须唤醒变脸者选择这三张卡的其中一张，
// 之后变脸者获得这张角色卡的能力一回合。下一次选择身份之前，将前一张身份卡移出游戏。
// The three cards are drawn at the deal (the shared drawCards, 121's 变脸者) and told to him. Each night as it opens he holds the right
// 变脸: he names one of the cards left (at once: his first act of the night), and has that card's skills for one round — that night
// and the day after, until the next night opens — beside his own; the card is then out of the game (never chosen again), so three
// nights use them all. Readings: 拥有特殊能力的身份卡 = a card of the good side with a skill of its own that needs nothing set up at the
// deal or the opening (not 村民, nor a card of a group, an opening, a pair or a deal-time setup: 丘比特, 盗贼, 两姐妹 …); his faction
// and what checks read stay his own; a night he does not choose, no card (none is drawn for him); a counted skill of the card is
// spent as its holder's would be.

const cardsOf = (c: Character): string[] =>
  (c.statuses.find((st) => st.id === 'face_cards')?.data?.cards as string[] | undefined) ?? [];

export const faceChanger: RoleDef = {
  id: 'face_changer',
  name: '变脸者',
  faction: 'village',
  cite: '003 篇一 变脸者',
  statuses: [
    { id: 'face_cards', name: '变脸底牌' },
    // 获得这张角色卡的能力一回合: its skills until the next night opens
    { id: 'face_round', name: '变脸', holder: { grantsSkills: true }, lifetime: { until: 'nightStart' } },
  ],
  templates: {
    faceCards: ({ names }) => `变脸者：你的三张身份卡为 ${names}。`,
    faceChoose: ({ names }) => `变脸者：请选择一张身份卡（剩余：${names}），本回合获得它的能力。`,
    faceTaken: ({ role }) => `变脸者：你获得【${role}】的能力一回合。`,
  },
  onStart: (tx, c) => {
    drawCards(tx, c, {
      n: 3,
      status: 'face_cards',
      told: 'faceCards',
      skill: 'face_change',
      eligible: (r) =>
        r.faction === 'village' &&
        r.id !== 'face_changer' &&
        r.skills.length > 0 &&
        !r.group &&
        !r.dealtWith?.length &&
        !r.onStart &&
        !r.innate &&
        !r.skills.some((k) => k.kind === 'opening'),
    });
  },
  // 每天晚上开始时，上帝必须唤醒变脸者选择这三张卡的其中一张
  onNightOpens: (tx, c) => {
    const left = cardsOf(c);
    if (!left.length) return;
    grantRight(tx, c.name, 'face_change', 'phaseEnd');
    tx.notify(
      c.name,
      tx.t('faceChoose', { names: left.map((id) => tx.rs.roles[id]?.name ?? id).join('、') }),
      {
        kind: 'right',
        right: 'face_change',
      },
    );
  },
  skills: [
    {
      id: 'face_change',
      name: '变脸',
      kind: 'right',
      right: 'face_change',
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { choicesFor: (_s, c, rs) => cardsOf(c).map((id) => rs.roles[id]?.name ?? id) },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          const id = cardsOf(actor).find((r) => tx.rs.roles[r]?.name === choice);
          const role = id ? tx.rs.roles[id] : undefined;
          if (!id || !role) return;
          applyStatus(tx, actor.name, 'face_round', {
            source: actor.name,
            data: { role: id, skills: role.skills.map((k) => k.id) },
          });
          // 将前一张身份卡移出游戏: the chosen card leaves his hand
          applyStatus(tx, actor.name, 'face_cards', {
            source: actor.name,
            until: null,
            data: { cards: cardsOf(actor).filter((r) => r !== id) },
          });
          tx.notify(actor.name, tx.t('faceTaken', { role: role.name }), {
            kind: 'feedback',
            skill: 'face_change',
            role: id,
          });
        },
      },
    },
  ],
};
