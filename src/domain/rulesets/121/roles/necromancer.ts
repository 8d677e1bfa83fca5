import { lastFaction } from '../../../abilities';
import { applyStatus, cardName, groupsOf, seenRole } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { pick } from '../../../rng';
import type { Character, GameState } from '../../../state';

// [121] file 000 【三方阵营】 6 死灵术师 (l.404–409; win l.506: 死灵术师存活且除死灵术师徒阵营外其他阵营玩家全部出局):
// 黑夜感知——死灵术师游戏日夜晚结束时可得知当夜里所有已判定出局的角色的具体身份（包括真实身份和表面身份）
// 白日感知——死灵术师在游戏日白天结束时可得知当天所有已判定出局角色的具体身份（包括真实身份和表面身份）
// 黑夜召唤<限定> —— 死灵术师游戏日夜晚结束时可选择获得当天夜里所有已判定死亡角色的初始技能，永久获得该角色的身份牌并可以使用该角色的技能；
// 如果获得可以杀人的身份牌，死灵术师可单独刀人；黑夜召唤使用后失去黑夜感知。
// 白日召唤<限定> ——死灵术师在游戏日白天结束时可选择获得当天白天所有已判定死亡角色的初始技能，…白日召唤使用后失去白日感知
// 未使用两个召唤前免疫殉情，恐，火，冻，若使用一个召唤技能，则另一感知技能的获得所有已出局角色改为随机获得一名已出局角色，
// 黑夜召唤与白日召唤的身份技能可叠加使用。
// 总体流程 3 (0) 死灵术师<白日感知>、<白日召唤>; (21) 死灵术士<黑夜感知>、<黑夜召唤>; 行动时限: <白日召唤> 关门二十分钟内 (n20),
// <黑夜召唤> 导演反馈后十分钟内.
// Readings:
// - 白日感知 is told as the night opens (the day is over: (0)); 白日召唤 is submitted by n20 and gives the cards when n20
//   closes, so their night skills due later that night are his already.
// - 黑夜感知 is told when the night's outs are settled (the night's end); 黑夜召唤 then is a right of the next day (as 养殖者's
//   精明 on the same 行动时限 row): the outs are only settled when the night resolves; it lapses at that day's close.
// - 获得…初始技能，永久获得该角色的身份牌: the skills of each card (unused: 初始), his for good beside his own; a group's skill
//   is his own (单独刀人: 杀人 without the pack). Checks still read his own card. What a card does at its holder's out
//   (猎人's 最后一枪) is not a skill he gains.
// - 随机获得一名已出局角色: one of that phase's outs, drawn (an event). The second 召唤 still gives every card of its phase.
// - 免疫殉情，恐，火，冻: 殉情 (a lover's chain) does not put him out; 恐惧, 业炎, 冰冻 settling on him are void.

const DAY_SUMMON = 'day_summon';
const mechSenseId = 'mech_necro_sense';
const NIGHT_SUMMON = 'night_summon';

const used = (c: Character, id: string) => (c.uses[id] ?? 0) > 0;

/** Those out in this phase of day `day`, himself aside. */
const outIn = (s: GameState, day: number, phase: 'day' | 'night', me: string): Character[] =>
  s.chars.filter((c) => !c.alive && c.outDay === day && c.outPhase === phase && c.name !== me);

/** 具体身份（包括真实身份和表面身份）: every one, or one drawn once the other 召唤 was used. */
function sense(tx: Tx, me: Character, outs: Character[], key: string, one: boolean): void {
  let list = outs;
  if (one && outs.length > 1) {
    const names = outs.map((c) => c.name);
    const drawn = tx.draw(`necro:${key}:${me.name}`, (rng) => pick(rng, names));
    list = outs.filter((c) => c.name === drawn);
  }
  const text = list
    .map(
      (c) =>
        `${c.name}【${cardName(tx.rs, c.role)}】（表面身份【${cardName(tx.rs, seenRole(tx.state, tx.rs, c))}】）`,
    )
    .join('、');
  tx.notify(me.name, tx.t(list.length ? `${key}Sense` : `${key}SenseNone`, { list: text }), {
    kind: 'feedback',
    skill: key === 'mech' ? mechSenseId : `${key}_sense`,
    outs: list.map((c) => ({ name: c.name, role: c.role, surface: seenRole(tx.state, tx.rs, c) })),
  });
}

/** 召唤: the cards of `outs` and their skills, his for good. */
function summon(tx: Tx, me: string, outs: Character[], skill: string): void {
  const cards = [...new Set(outs.map((c) => c.role))];
  const skills = [...new Set(cards.flatMap((r) => (tx.rs.roles[r]?.skills ?? []).map((k) => k.id)))];
  applyStatus(tx, me, 'necro_cards', { source: me, until: null, data: { skills, cards } });
  const names = [...new Set(cards.flatMap((r) => (tx.rs.roles[r]?.skills ?? []).map((k) => k.name)))];
  tx.notify(
    me,
    tx.t('summoned', {
      skill,
      cards: cards.map((r) => `【${cardName(tx.rs, r)}】`).join(''),
      skills: names.join('、') || '无',
    }),
    { kind: 'feedback', skill: skill === '黑夜召唤' ? NIGHT_SUMMON : DAY_SUMMON, cards },
  );
}

const daySense: SkillDef = {
  id: 'day_sense',
  name: '白日感知',
  kind: 'passive',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

const daySummon: SkillDef = {
  id: DAY_SUMMON,
  name: '白日召唤',
  kind: 'night',
  limits: { limit: 1 },
  effect: { designated: false },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    validate: ({ state, actor }) =>
      outIn(state, state.phase.day, 'day', actor.name).length
        ? null
        : err('SKILL_NOT_USABLE', '白日召唤：今天白天无人出局'),
  },
  hooks: {
    resolve: (ctx, a) => {
      const day = ctx.day;
      ctx.now((tx) => summon(tx, a.as, outIn(tx.state, day, 'day', a.as), '白日召唤'));
    },
  },
};

const nightSense: SkillDef = {
  id: 'night_sense',
  name: '黑夜感知',
  kind: 'passive',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, holder) => {
      if (used(holder, NIGHT_SUMMON)) return; // 黑夜召唤使用后失去黑夜感知
      const day = ctx.day;
      ctx.later((tx) => {
        const me = tx.state.chars.find((c) => c.name === holder.name);
        if (!me?.alive) return;
        const outs = outIn(tx.state, day, 'night', me.name);
        sense(tx, me, outs, 'night', used(me, DAY_SUMMON));
        if (!outs.length) return;
        grantRight(tx, me.name, NIGHT_SUMMON, 'phaseEnd');
        tx.notify(me.name, tx.t('nightSummonRight'), { kind: 'right', right: NIGHT_SUMMON });
      }, 'afterOuts');
    },
  },
};

const nightSummon: SkillDef = {
  id: NIGHT_SUMMON,
  name: '黑夜召唤',
  kind: 'right',
  right: NIGHT_SUMMON,
  limits: { limit: 1 },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor) =>
      summon(tx, actor.name, outIn(tx.state, tx.state.phase.day - 1, 'night', actor.name), '黑夜召唤'),
  },
};

/**
 * 机械狼 学习 (l.332): 死灵术师，可知道死亡角色的具体身份（包括表里），在第四天天亮或进入狼坑时失去 — reading: when each night's
 * outs are settled, the learner is told the real and surface cards of that day's and that night's outs, through night 3
 * (day 4 dawns after it), not once he is in the pack (进入狼坑: a member of its group).
 */
const mechSense: SkillDef = {
  id: mechSenseId,
  name: '死灵感知',
  kind: 'passive',
  timing: { window: 'n60' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, holder) => {
      const day = ctx.day;
      if (day >= 4) return;
      ctx.later((tx) => {
        const me = tx.state.chars.find((c) => c.name === holder.name);
        if (!me?.alive || groupsOf(tx.state, tx.rs, me).includes('wolves')) return;
        const outs = tx.state.chars.filter((c) => !c.alive && c.outDay === day && c.name !== me.name);
        sense(tx, me, outs, 'mech', false);
      }, 'afterOuts');
    },
  },
};

export const necromancer: RoleDef = {
  id: 'necromancer',
  name: '死灵术师',
  aliases: ['死灵术士'],
  faction: 'necromancer',
  cite: '000 三方阵营 6',
  factions: [{ id: 'necromancer', name: '三方阵营', wins: lastFaction }],
  // 未使用两个召唤前免疫殉情，恐，火，冻
  innate: [{ status: 'necro_ward', while: (_s, c) => !(used(c, DAY_SUMMON) && used(c, NIGHT_SUMMON)) }],
  statuses: [
    {
      id: 'necro_ward',
      name: '免疫',
      blocks: { immuneTo: ['fear', 'santa_fear', 'burn', 'freeze', 'mech_freeze'] },
      protection: {
        protectsFrom: (_env, k) => Boolean(k.chain) && (k.source === 'lovers' || k.source === 'paramour'),
      },
    },
    { id: 'necro_cards', name: '召唤', holder: { grantsSkills: true } },
  ],
  templates: {
    daySense: ({ list }) => `白日感知：今天白天出局的角色：${list}。`,
    daySenseNone: () => '白日感知：今天白天无人出局。',
    nightSense: ({ list }) => `黑夜感知：昨夜出局的角色：${list}。`,
    nightSenseNone: () => '黑夜感知：昨夜无人出局。',
    summoned: ({ skill, cards, skills }) =>
      `${skill}：你永久获得了${cards}的身份牌，可使用其技能：${skills}。`,
    mechSense: ({ list }) => `死灵：今天出局的角色：${list}。`,
    mechSenseNone: () => '死灵：今天无人出局。',
    nightSummonRight: () => '你可在今天白天发动<黑夜召唤>，获得昨夜出局角色的身份牌与技能（<限定>）。',
  },
  skills: [daySense, daySummon, nightSense, nightSummon],
  learnable: { skills: [mechSense] },
  // 白日感知: told as the night opens, the day being over (白日召唤使用后失去白日感知)
  onNightOpens: (tx, c) => {
    if (used(c, DAY_SUMMON)) return;
    sense(tx, c, outIn(tx.state, tx.state.phase.day, 'day', c.name), 'day', used(c, NIGHT_SUMMON));
  },
};
