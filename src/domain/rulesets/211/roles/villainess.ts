import { extraKill, poison } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { NightCtx, RoleDef, SkillDef, UntilKind } from '../../../engine/types';
import { err } from '../../../errors';
import { type Character, type GameState, hasStatus } from '../../../state';
import { forgetting } from './forgetting';
import { giftOutcome } from './gift-outcome';
import { militia } from './militia';

// [211] file 001 【叛皇阵营】10 恶役千金（女）⑦ (l.544–566):
// 礼物[早夜][指定][4] —— 选择范围：骰点2次后，选择一个除自己外任意一名角色，该技能每晚只能发动1次
// 结算效果：根据骰子点数，决定礼物结果，若第一个骰点为偶数，则为坏礼物，第二个骰点不计。若第一个骰点为奇数，则为好礼物，然后根据第二个骰点决定礼物内容。
// 1，验人，好人收到获得<预言>；三方收到获得<通灵>；狼人收到获得石像鬼<查验>。 2，毒药，同女巫<毒药>。 3，猎枪，同猎人的<最后一枪>，可叠加，永久有效
// 4，控制，好人收到获得<沉默>，狼人或者三方收到获得<恐惧> 5，杀人，获得一次<杀人>机会 6，保护，好人收到获得<法式守护>，狼人或三方获得<深渊>
// 结算目标在[早夜阶段结束后收到通知，是否打开礼物：如选择不打开，则该玩家获得来自于恶役千金的[迷魂状态，持续至下一个夜晚开始；如打开为好礼物，将礼物收下使用，
// 除猎枪外的礼物将在下一个游戏日白天进入正午阶段时失效；如打开为坏礼物，该角色承受来自于恶役千金的[致死伤害。收礼玩家的选择和礼物信息白天公示，但玩家匿名，
// 例：有人拒绝了好礼物！/有人打开了坏礼物！
// 礼物制作[早夜 —— 在发动[礼物时，若次数尚足够，可额外发动该技能，[礼物的次数额外减少1，恶役千金可以无需骰点，直接决定礼物的内容。
// PS：和黑商不同的是，除了猎枪以外的礼物不能憋礼物，并且如果有多个夜晚，礼物可以重复使用。
// 怀孕技能[强制]——礼物的次数+3
// 行动顺序总集: 早夜1 恶役千金<礼物制作>; the out tally: … 恶役千金<坏礼物>.
// Readings:
// - 骰点2次后，选择: the two dice are rolled (seeded draws, events) as 早夜1 opens and she is told them with what they make; she
//   then names the target. The submission's choice is 骰点 (the dice decide) or, for 礼物制作, the content she decides (验人 /
//   毒药 / 猎枪 / 控制 / 杀人 / 保护, or 坏礼物) — two of the [4] (SKILL_NOT_USABLE with one left).
// - 好人 is the 村民阵营, 狼人 the 狼人阵营, 三方 any other faction (三方, 不定, 黑情侣), by the recipient's actual faction when the gift
//   is opened. The skills are the text's: 国师's <预言>, 锦衣卫's <通灵> (探查), 地头蛇's (石像鬼) <查验>, a <毒药> (as 妙手太医's, 凌晨1),
//   义勇军's <最后一枪> (猎人's in 211: a right at the out, any number of guns), <沉默>/<恐惧> (reading: [午夜][指定], the target takes
//   the status to the next 正午, as 毒后's 下毒), one <杀人> (a [指杀] in 深夜2 with the wolves'), 护卫's <法式守护>. <深渊> is defined
//   nowhere in the text; reading: the dark side's protection, 魔教教主's <黑暗守护> (结算目标当晚获得[坚韧]状态: [午夜][指定]), the
//   counterpart of 好人's <法式守护> as each other gift gives every side the same kind of skill (a check, a control).
// - 早夜阶段结束后: the recipient is told when 早夜1 closes and decides (<打开礼物>: 打开 / 不打开) until 凌晨1 closes; undecided counts
//   as 不打开. The gift's skills are usable that night from the decision on (a window already closed is missed), gone at the next
//   正午 (the gun stays). A bad gift opened: [致死伤害] from her in the out tally (恶役千金<坏礼物>). 不打开: [迷魂] to the next night.
// - 白天公示…玩家匿名: the next morning's 公示 says, per gift, '有人拒绝了好礼物！' / '有人打开了坏礼物！' (打开/拒绝, 好/坏).
// - 怀孕技能: once 临幸'd (not under [遗忘]) the count is 4 + 3.
// - PS 如果有多个夜晚，礼物可以重复使用 (嫦娥's 长夜漫漫: a game night of several rounds): a good gift's skill, held to the next
//   正午, is used again in each round (毒药 in both rounds' 凌晨1), and 礼物 (每晚只能发动1次) is once a round, each spending the [4].

const ROLE = 'villainess';
const GIFT = 'villainess_gift';
const OPEN = 'gift_open';
const CONTENTS = ['验人', '毒药', '猎枪', '控制', '杀人', '保护'] as const;
type Content = (typeof CONTENTS)[number];
const DICE = '骰点';
const BAD = '坏礼物';

const giftPoison: SkillDef = {
  ...poison({ id: 'present_poison', name: '毒药', window: '凌晨1' }),
  timing: { window: '凌晨1', orderAs: 'physician_poison' },
};
const giftKillBase = extraKill({ id: 'present_kill', name: '杀人', window: '深夜2' });
const giftKill: SkillDef = {
  ...giftKillBase,
  timing: { window: '深夜2', orderAs: 'kill' },
  effect: { ...giftKillBase.effect, kill: true },
  targets: { ...giftKillBase.targets, self: false },
};
/**
 * <沉默> / <恐惧>: the target takes the status to the next 正午 (reading), just after 宫令's 调令 (午夜's second), before the 午夜/深夜
 * skills it may stop (not in the order table: reading); or (`o`) another status, end and slot.
 */
const inflict = (
  id: string,
  name: string,
  status: string,
  o: { until: UntilKind; after: string; self: boolean } = { until: 'dayStart', after: 'decree', self: false },
): SkillDef => ({
  id,
  name,
  kind: 'night',
  timing: { window: '午夜', orderAs: o.after },
  effect: { designated: true },
  targets: { min: 1, max: 1, self: o.self, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, status, { source: a.as, until: o.until });
    },
  },
});
const giftSilence = inflict('present_silence', '沉默', 'silence');
const giftFear = inflict('present_fear', '恐惧', 'fear');
/**
 * <深渊> (reading: the dark side's counterpart of 好人's <法式守护>, as every other gift gives each side the same kind of skill):
 * 魔教教主's <黑暗守护> — [午夜][指定], 结算目标当晚获得[坚韧]状态 — in its slot, just after it.
 */
const giftAbyss = inflict('present_abyss', '深渊', 'tough', {
  until: 'nightEnd',
  after: 'dark_guard',
  self: true,
});

/** 好人 / 狼人 / 三方 by the actual faction. */
const sideOf = (c: Character): 'good' | 'wolf' | 'third' =>
  c.faction === 'village' ? 'good' : c.faction === 'wolves' ? 'wolf' : 'third';

/** The skill ids a good gift gives the recipient, and the skill's name as told. */
function giftSkill(content: Content, c: Character): { skills: string[]; name: string } {
  const side = sideOf(c);
  switch (content) {
    case '验人':
      return side === 'good'
        ? { skills: ['foresight'], name: '预言' }
        : side === 'third'
          ? { skills: ['probe'], name: '通灵' }
          : { skills: ['bully_check'], name: '查验' };
    case '毒药':
      return { skills: [giftPoison.id], name: '毒药' };
    case '猎枪':
      return { skills: [], name: '最后一枪' };
    case '控制':
      return side === 'good'
        ? { skills: [giftSilence.id], name: '沉默' }
        : { skills: [giftFear.id], name: '恐惧' };
    case '杀人':
      return { skills: [giftKill.id], name: '杀人' };
    case '保护':
      return side === 'good'
        ? { skills: ['french_guard'], name: '法式守护' }
        : { skills: [giftAbyss.id], name: '深渊' };
    default: {
      const never: never = content;
      return never;
    }
  }
}

const pregnant = (c: Character): boolean => hasStatus(c, 'favoured') && !forgetting(c);
const made = (c: Character): number =>
  Number(c.statuses.find((st) => st.id === 'present_made')?.data?.n ?? 0);
/** The uses left of the [4] (怀孕技能: +3), 礼物制作 counting two. */
const left = (c: Character): number => 4 + (pregnant(c) ? 3 : 0) - (c.uses[GIFT] ?? 0) - made(c);

const die = (ctx: NightCtx, holder: string, n: 1 | 2): number =>
  Number(ctx.draw(`gift_die${n}:${holder}`, ['1', '2', '3', '4', '5', '6']) ?? 1);

/** What the dice make: a bad gift (first even), else the second die's content. */
const ofDice = (d1: number, d2: number): { good: boolean; content: Content | null } =>
  d1 % 2 === 0 ? { good: false, content: null } : { good: true, content: CONTENTS[d2 - 1] ?? '验人' };

type Gift = { from: string; good: boolean; content: Content | null; decision?: 'open' | 'refuse' };
const giftOf = (c: Character): { st: { source: string | null }; data: Gift } | null => {
  const st = c.statuses.find((x) => x.id === 'present');
  return st ? { st, data: st.data as Gift } : null;
};

/** <打开礼物>: 打开 → a good gift's skill (to the next 正午; the gun for good), a bad one marked for the tally; 不打开 → nothing yet. */
function decide(tx: Tx, actor: Character, choice: string | null): void {
  const g = giftOf(actor);
  if (!g) return;
  const decision = choice === '打开' ? 'open' : 'refuse';
  applyStatus(tx, actor.name, 'present', {
    source: g.st.source,
    until: 'nightEnd',
    data: { ...g.data, decision },
  });
  if (decision === 'refuse') {
    tx.notify(actor.name, tx.t('giftRefused'), { kind: 'gift', decision });
    return;
  }
  if (!g.data.good || !g.data.content) {
    tx.notify(actor.name, tx.t('giftBad'), { kind: 'gift', decision, good: false });
    return;
  }
  const { skills, name } = giftSkill(g.data.content, actor);
  if (g.data.content === '猎枪')
    applyStatus(tx, actor.name, 'present_gun', {
      source: g.st.source,
      until: null,
      data: { skills: ['volunteer_shot'] },
    });
  else if (skills.length)
    applyStatus(tx, actor.name, 'present_skills', {
      source: g.st.source,
      until: 'dayStart',
      data: { skills },
    });
  tx.notify(
    actor.name,
    tx.t(skills.length || g.data.content === '猎枪' ? 'giftGood' : 'giftNothing', {
      content: g.data.content,
      skill: name,
    }),
    { kind: 'gift', decision, good: true, content: g.data.content, skills },
  );
}

const openGift: SkillDef = {
  id: OPEN,
  name: '打开礼物',
  kind: 'right',
  right: OPEN,
  timing: { window: '凌晨1' },
  limits: { whileOut: false },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choices: ['打开', '不打开'] },
  hooks: { apply: (tx, actor, _t, choice) => decide(tx, actor, choice) },
};

export const villainess: RoleDef = {
  id: ROLE,
  name: '恶役千金',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 10',
  statuses: [
    // the gift on its recipient tonight: data { from, good, content, decision }
    { id: 'present', name: '礼物' },
    { id: 'present_made', name: '礼物制作' },
    { id: 'present_skills', name: '礼物', holder: { grantsSkills: true } },
    {
      id: 'present_gun',
      name: '猎枪',
      // 同猎人的<最后一枪>，可叠加，永久有效: 义勇军's right at the out
      holder: { grantsSkills: true, onOut: (hook) => militia.onOut?.(hook) },
    },
  ],
  templates: {
    giftDice: ({ d1, d2, what }) => `礼物：今晚的骰点为 ${d1}、${d2}（${what}）。`,
    giftReceived: () =>
      '你收到了一份礼物，是否打开？（<打开礼物>：打开 / 不打开；凌晨1结束前未选择视为不打开）',
    giftRefused: () => '你没有打开礼物。',
    giftBad: () => '你打开了礼物：坏礼物！',
    giftGood: ({ content, skill }) => `你打开了礼物：好礼物——${content}，获得<${skill}>。`,
    giftNothing: ({ content, skill }) =>
      `你打开了礼物：好礼物——${content}，<${skill}>（规则未写明其效果，无效果）。`,
    giftNews: ({ what }) => `有人${what}！`,
    'cause.bad_gift': () => '坏礼物',
  },
  extraSkills: [giftPoison, giftKill, giftSilence, giftFear, giftAbyss],
  commonSkills: [openGift],
  skills: [
    {
      id: GIFT,
      name: '礼物',
      aliases: ['礼物制作'],
      kind: 'night',
      timing: { window: '早夜1' },
      effect: { designated: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      limits: {
        usable: (_s: GameState, c: Character) =>
          left(c) > 0 ? null : err('SKILL_USED_UP', '<礼物>的次数已用完'),
      },
      choose: {
        choices: [DICE, ...CONTENTS, BAD],
        validate: ({ actor, choice }) =>
          choice !== DICE && left(actor) < 2
            ? err('SKILL_NOT_USABLE', '礼物制作：次数不足（礼物的次数额外减少1）')
            : null,
      },
      hooks: {
        // 骰点2次: told as 早夜1 opens
        reveal: (ctx, holder) => {
          if (left(holder) <= 0) return;
          const d1 = die(ctx, holder.name, 1);
          const d2 = die(ctx, holder.name, 2);
          const g = ofDice(d1, d2);
          ctx.notify(
            holder.name,
            ctx.ruleset.t.giftDice?.({
              d1: String(d1),
              d2: String(d2),
              what: g.good ? `好礼物：${g.content}` : BAD,
            }) ?? '',
            { kind: 'dice', dice: [d1, d2] },
          );
        },
        resolve: (ctx, a) => {
          const gift: Gift =
            a.choice && a.choice !== DICE
              ? a.choice === BAD
                ? { from: a.as, good: false, content: null }
                : { from: a.as, good: true, content: a.choice as Content }
              : { from: a.as, ...ofDice(die(ctx, a.as, 1), die(ctx, a.as, 2)) };
          const crafted = !!a.choice && a.choice !== DICE;
          const t = a.targets[0];
          ctx.now((tx) => {
            if (crafted) {
              const me = tx.state.chars.find((c) => c.name === a.as) as Character;
              applyStatus(tx, a.as, 'present_made', { source: a.as, until: null, data: { n: made(me) + 1 } });
            }
            if (!t) return;
            applyStatus(tx, t, 'present', { source: a.as, until: 'nightEnd', data: gift });
            grantRight(tx, t, OPEN, 'phaseEnd');
            tx.notify(t, tx.t('giftReceived'), { kind: 'right', right: OPEN });
          });
        },
      },
    },
    // the gifts' outcome when the night's actions end: a bad one opened → [致死伤害] (恶役千金<坏礼物>), not opened → [迷魂];
    // the 公示 (匿名): '有人拒绝了好礼物！'
    giftOutcome<Gift>({
      id: 'bad_gift',
      status: 'present',
      bad: (g) => !g.good,
      news: (tx, g, open) =>
        tx.news(tx.t('giftNews', { what: `${open ? '打开' : '拒绝'}了${g.good ? '好礼物' : '坏礼物'}` }), {
          kind: 'gift',
          open,
          good: g.good,
        }),
    }),
  ],
};
