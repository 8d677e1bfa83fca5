import { ensureLastWords } from '../../../abilities';
import { own } from '../../../dict';
import { applyStatus, groupMembers } from '../../../engine/effects';
import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import type { Character } from '../../../state';
import { CARDS_121 } from '../cards';

// [121] file 000 【村民阵营】 19 上帝使徒:
// 询问 —— 游戏日夜晚可选择1张身份牌对法官进行询问，场上（开局身份表）是否有此身份牌，询问结果可选择是否在明日公示。
// 神恩〈强制〉 ——上帝信徒无论何种死亡方式都将公示其身份，出局后无论是否拥有遗言机会均可获得一次遗言。上帝使徒不会失去技能与被封印技能，且无法被种狼感染。
// 如上帝使徒因投票或村民阵营技能击杀出局，游戏日当夜所有神牌将进行默哀，无法进行操作，此信息将公示。
// 信徒——上帝使徒在场，圣裁者不一定在场。
// 总体流程 3 (1) 上帝使徒<询问>; 行动时限: 关门二十分钟内. (丘比特: 上帝使徒…被连无效 — see cupid.ts.)
// Readings: a 询问 names one card of the text's role list (the choice `女巫`, or `女巫，公示` to publish the answer in the
// next morning's 公示, which names the card and the answer, not the asker); 神牌 = the village cards but 村民;
// 村民阵营技能 = a skill of a village-faction character (the hunter's shot, the witch's poison); 游戏日当夜 = that
// day's night when he goes out by day, the next night when he goes out by night (that night's actions are over);
// 默哀 stops every skill of the 神牌, <强制> ones too (无法进行操作). 不会失去技能: no skill of his can be taken yet
// except by 感染, which is void on him (the 种狼 still dies for using it, like any void 感染).

/** 双子星 (the list's one entry) asks for either twin. */
const ASK_ALIASES: Record<string, string[]> = { 双子星: ['双子星光', '双子星暗'] };

/** `女巫`, or `女巫，X` with the word `word` (any of ，,、 / + or a space before it): the card, and whether the word follows. */
function parseCard(choice: string | null, word: string): { card: string; flag: boolean } | null {
  const m = new RegExp(`^\\s*(.+?)(?:\\s*[，,、/+ ]\\s*(${word}))?\\s*$`).exec(choice ?? '');
  if (!m) return null;
  const card = (m[1] as string).normalize('NFKC');
  if (!CARDS_121.includes(card) && !own(ASK_ALIASES, card)) return null;
  return { card, flag: m[2] === word };
}

/** `女巫` or `女巫，公示`. */
export function parseAsk(choice: string | null): { card: string; publish: boolean } | null {
  const p = parseCard(choice, '公示');
  return p && { card: p.card, publish: p.flag };
}

/** A 询问's answer: whether a character `counted` holds the card (or either twin), and its words (有 / 没有). */
function answerOf(ctx: NightCtx, card: string, counted: (c: Character) => boolean) {
  const cards = own(ASK_ALIASES, card) ?? [card];
  const present = ctx.state.chars.some(
    (c) => counted(c) && cards.includes(ctx.ruleset.roles[c.role]?.name ?? ''),
  );
  const t = ctx.ruleset.t;
  return { present, answer: present ? (t.askYes?.({}) ?? '有') : (t.askNo?.({}) ?? '没有') };
}

/**
 * 机械狼 学习 (l.319): 上帝使徒，每晚可选择1张身份牌对上帝进行询问，场上（场存）是否有此身份牌，上帝会进行回答；询问结果可选择传递给场上另一名
 * 玩家或狼坑. Readings: 场存 = a living character holds the card now; the answer may go to one other living player (the
 * target) or to the pack (`女巫，狼坑`: every living member of the wolves' group), told as the learner is (not as 上帝使徒);
 * the real one's 神恩 is not his; acting just after the real 询问 (tier (1), n20).
 */
const mechAsk: SkillDef = {
  id: 'mech_ask',
  name: '询问',
  kind: 'night',
  timing: { window: 'n20', orderAs: 'ask' },
  targets: { min: 0, max: 1, self: false, among: 'alive' },
  choose: {
    parseChoice: (_s, choice) =>
      parseCard(choice, '狼坑') ? null : '须指定身份列表中的一张身份牌，可在后面加“，狼坑”传递给狼坑',
  },
  hooks: {
    resolve: (ctx, a) => {
      const ask = parseCard(a.choice, '狼坑');
      if (!ask) return;
      // 场上（场存）: a living character holds it
      const { present, answer } = answerOf(ctx, ask.card, (c) => c.alive);
      const t = ctx.ruleset.t;
      const data = { kind: 'feedback', skill: 'mech_ask', card: ask.card, present };
      ctx.notify(a.actor, t.mechAskResult?.({ card: ask.card, answer }) ?? answer, data);
      // 询问结果可选择传递给场上另一名玩家或狼坑
      const to = [
        ...a.targets,
        ...(ask.flag ? groupMembers(ctx.state, ctx.ruleset, 'wolves').map((m) => m.name) : []),
      ];
      for (const n of new Set(to))
        if (n !== a.actor) ctx.notify(n, t.mechAskPassed?.({ card: ask.card, answer }) ?? answer, data);
    },
  },
};

export const apostle: RoleDef = {
  id: 'apostle',
  name: '上帝使徒',
  aliases: ['上帝信徒'],
  faction: 'village',
  cite: '000 村民阵营 19',
  statuses: [
    // 神恩: 不会…被封印技能，且无法被种狼感染
    { id: 'grace', name: '神恩', blocks: { unblockable: true, immuneTo: ['infect'] } },
    // 出局 (投票或村民阵营技能): 游戏日当夜所有神牌将进行默哀，无法进行操作
    { id: 'mourning', name: '默哀', blocks: { blocksSkills: true, blocksMandatory: true } },
  ],
  templates: {
    roleShown: ({ name, role }) => `${name} 的身份是【${role}】。`,
    askYes: () => '有',
    askNo: () => '没有',
    askResult: ({ card, answer }) => `询问：开局身份表中${answer}【${card}】。`,
    askPublished: ({ card, answer }) => `上帝使徒的询问：开局身份表中${answer}【${card}】。`,
    mourning: ({ day }) => `上帝使徒出局，第${day}夜所有神牌默哀，无法进行操作。`,
    mechAskResult: ({ card, answer }) => `询问：场上存活的角色中${answer}【${card}】。`,
    mechAskPassed: ({ card, answer }) => `有人传递询问结果给你：场上存活的角色中${answer}【${card}】。`,
  },
  learnable: { skills: [mechAsk] },
  // 神恩: 不会…被封印技能, 无法被种狼感染
  innate: [{ status: 'grace' }],
  skills: [
    {
      id: 'ask',
      name: '询问',
      kind: 'night',
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        parseChoice: (_s, choice) =>
          parseAsk(choice) ? null : '须指定身份列表中的一张身份牌，可在后面加“，公示”',
      },
      hooks: {
        resolve: (ctx, a) => {
          const ask = parseAsk(a.choice);
          if (!ask) return;
          // 场上（开局身份表）: the cards dealt at the start, out or not
          const { present, answer } = answerOf(ctx, ask.card, () => true);
          const t = ctx.ruleset.t;
          ctx.notify(a.actor, t.askResult?.({ card: ask.card, answer }) ?? answer, {
            kind: 'feedback',
            skill: 'ask',
            card: ask.card,
            present,
          });
          // 在明日公示: with the next morning's news
          if (ask.publish)
            ctx.later((tx) =>
              tx.news(tx.t('askPublished', { card: ask.card, answer }), {
                kind: 'ask',
                card: ask.card,
                present,
              }),
            );
        },
      },
    },
    {
      id: 'grace',
      name: '神恩',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  onOut: ({ tx, char, cause, by }) => {
    // 无论何种死亡方式都将公示其身份
    applyStatus(tx, char.name, 'revealed', { source: char.name, until: null });
    tx.news(tx.t('roleShown', { name: char.name, role: '上帝使徒' }), {
      kind: 'reveal',
      name: char.name,
      role: 'apostle',
    });
    // 出局后无论是否拥有遗言机会均可获得一次遗言 (not after a red card: 红牌罚下出局的角色没有遗言权利)
    if (cause !== 'redcard') ensureLastWords(tx, char.name);
    // 因投票或村民阵营技能击杀出局 → 游戏日当夜所有神牌将进行默哀
    const killer = by ? tx.state.chars.find((c) => c.name === by) : undefined;
    const byVillage = killer && killer.name !== char.name && killer.faction === 'village';
    if (cause !== 'vote' && !byVillage) return;
    const ph = tx.state.phase;
    const night = ph.kind === 'night' ? ph.day + 1 : ph.day;
    for (const c of tx.state.chars) {
      const card = tx.rs.roles[c.role];
      if (!c.alive || card?.faction !== 'village' || card.id === 'villager') continue;
      applyStatus(tx, c.name, 'mourning', { source: char.name, at: { at: 'nightEnd', day: night } });
    }
    tx.news(tx.t('mourning', { day: night }), { kind: 'mourning', night });
  },
};
