import { poison } from '../../../abilities';
import { applyStatus, seenFactionNow } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { type Character, hasStatus } from '../../../state';
import { forgetting } from './forgetting';

// [211] file 001 【能臣异士】26 千金（女）⑧ (l.392–402):
// 馈赠[深夜][指定][0] —— 若技能可以发动，则该技能每个奇数日夜晚开始时次数+1。
// 选择范围：任意1名其他角色，每个角色只能被选择一次，并决定赠送验人，毒药，猎枪，守护，控制其中之一（每个礼物只能赠送一次）。
// 结算效果：结算目标在夜晚结束时会得到通知，获得对应的临时技能，额外单独计算，这些技能使用一次后就丢失
// 验人：获得技能[照耀] 毒药：获得技能[毒药] 猎枪：获得技能[最后一枪] 守护：获得技能[流光庇护] 控制：获得技能[冰冻]
// 怀孕技能[强制] —— 馈赠技能次数+2。
// Readings: 若技能可以发动 — while she is in and a gift is left, each odd night (1, 3 …) gives one use as it opens (黄昏1);
// the choice is the gift's name (验人/毒药/猎枪/守护/控制), each given once (a gift is spent when 馈赠 is used, even on a
// void target). The target learns its gift when the night is settled and may use it from the next night, once, apart
// from any skill of its own of that name (额外单独计算: its own count untouched):
//  照耀 — no 211 text: read as a faction check like 预言 ([深夜1], '照耀：X为村民阵营 / 非村民阵营。', the 表面阵营);
//  毒药 — [凌晨1], [穿透]-less 毒 as 死士's (stopped by [坚韧]/[不死]; in the tally with 其他身份<毒药>);
//  最后一枪 — 义勇军's: when the holder goes out (not by a red card), one [致死伤害] at the next slot (黄昏1 / 晨曦1);
//  流光庇护 — 菩萨's: [早夜2], another character gains [不死] and [秩序] until the night ends;
//  冰冻 — [午夜], the target gains [冰冻] until the next 正午 (as 宫令's 调令).
// 怀孕技能: +2 once, when she is 临幸'd and no [遗忘] ([怀孕]'s) takes the <强制> skill — so as her [怀孕] ends.

const GIFT = 'gift';
const GIFTS: Record<string, string> = {
  验人: 'gift_shine',
  毒药: 'gift_poison',
  猎枪: 'gift_gun',
  守护: 'gift_shelter',
  控制: 'gift_freeze',
};
const GIFT_SKILL_NAMES: Record<string, string> = {
  验人: '照耀',
  毒药: '毒药',
  猎枪: '最后一枪',
  守护: '流光庇护',
  控制: '冰冻',
};

const given = (c: Character): string[] =>
  c.statuses.filter((st) => st.id === 'gift_given').map((st) => st.data?.gift as string);

const ONE = { min: 1, max: 1, self: true, among: 'alive' as const };

const shine: SkillDef = {
  id: 'gift_shine',
  name: '照耀',
  kind: 'night',
  timing: { window: '深夜1', orderAs: 'foresight' },
  limits: { limit: 1 },
  effect: { feedback: true, designated: true },
  targets: ONE,
  hooks: {
    resolve: (ctx, a) =>
      a.targets.forEach((name, i) => {
        const village = seenFactionNow(ctx, ctx.char(name)) === 'village';
        const shown = a.chosen[i] ?? name;
        ctx.notify(
          a.actor,
          ctx.ruleset.t.shine?.({ name: shown, answer: village ? '村民阵营' : '非村民阵营' }) ?? '',
          {
            kind: 'feedback',
            skill: 'gift_shine',
            target: shown,
            village,
          },
        );
      }),
  },
};

const base = poison({ id: 'gift_poison', name: '毒药', window: '凌晨1', limit: 1 });
const giftPoison: SkillDef = { ...base, timing: { ...base.timing, orderAs: 'physician_poison' } };

const shelter: SkillDef = {
  id: 'gift_shelter',
  name: '流光庇护',
  kind: 'night',
  timing: { window: '早夜2', orderAs: 'shelter' },
  limits: { limit: 1 },
  effect: { designated: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        ctx.status(t, 'undying', { source: a.as, until: 'nightEnd' });
        ctx.status(t, 'order', { source: a.as, until: 'nightEnd' });
      }
    },
  },
};

const freeze: SkillDef = {
  id: 'gift_freeze',
  name: '冰冻',
  kind: 'night',
  timing: { window: '午夜', orderAs: 'decree' },
  limits: { limit: 1 },
  effect: { blocking: true, designated: true },
  targets: ONE,
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, 'freeze', { source: a.as, until: 'dayStart' });
    },
  },
};

/** The gift's status: the skill granted (data.skills), told when applied. */
const giftStatus = (id: string) => ({ id: `${id}_held`, name: '馈赠', holder: { grantsSkills: true } });

export const youngLady: RoleDef = {
  id: 'young_lady',
  name: '千金',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 26',
  statuses: [
    // each odd night +1 (and +2 once for the 怀孕技能): a refill of 馈赠, its clock on her
    { id: 'gift_refill', name: '馈赠', holder: { refills: true } },
    {
      id: 'gift_clock',
      name: '馈赠',
      holder: {
        onPhaseStart: (tx, holder) => {
          const ph = tx.state.phase;
          if (ph.kind !== 'night' || ph.windowIndex !== 0 || (ph.round ?? 0) > 0 || !holder.alive) return;
          const left = Object.keys(GIFTS).length - given(holder).length;
          if (ph.day % 2 === 1 && left > 0)
            applyStatus(tx, holder.name, 'gift_refill', {
              source: `${holder.name}:${ph.day}`,
              until: null,
              data: { skill: GIFT, n: 1 },
            });
          const me = tx.state.chars.find((c) => c.name === holder.name) ?? holder;
          if (hasStatus(me, 'favoured') && !forgetting(me) && !hasStatus(me, 'gift_pregnancy_done')) {
            applyStatus(tx, me.name, 'gift_refill', {
              source: `${me.name}:怀孕`,
              until: null,
              data: { skill: GIFT, n: 2 },
            });
            applyStatus(tx, me.name, 'gift_pregnancy_done', { source: me.name, until: null });
          }
        },
      },
    },
    { id: 'gift_pregnancy_done', name: '怀孕技能' },
    // a gift given (data.gift), whatever became of it
    { id: 'gift_given', name: '馈赠' },
    ...Object.values(GIFTS)
      .filter((id) => id !== 'gift_gun')
      .map(giftStatus),
    // 猎枪: 最后一枪 when the holder goes out (义勇军's right)
    {
      id: 'gift_gun_held',
      name: '馈赠',
      holder: {
        grantsSkills: true,
        onOut: ({ tx, char, cause }) => {
          if (cause === 'redcard') return;
          const was = tx.rightsPhase;
          tx.rightsPhase = { kind: 'night', day: tx.state.phase.day };
          grantRight(tx, char.name, 'volunteer_shot', 'phaseEnd');
          tx.rightsPhase = was;
          const slot = tx.state.phase.kind === 'day' ? '黄昏' : '晨曦';
          tx.notify(char.name, tx.t('volunteerShotRight', { slot }), {
            kind: 'right',
            right: 'volunteer_shot',
          });
        },
      },
    },
  ],
  templates: {
    gifted: ({ skill }) => `馈赠：你获得了临时技能<${skill}>（使用一次后消失）。`,
    shine: ({ name, answer }) => `照耀：${name}为${answer}。`,
  },
  extraSkills: [shine, giftPoison, shelter, freeze],
  skills: [
    {
      id: GIFT,
      name: '馈赠',
      kind: 'night',
      limits: { limit: 0, oncePerTarget: 'actor' },
      effect: { designated: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        choicesFor: (_s, c) => Object.keys(GIFTS).filter((g) => !given(c).includes(g)),
        parseChoice: (_s, choice) =>
          choice && GIFTS[choice] ? null : '请选择一件礼物：验人、毒药、猎枪、守护、控制',
      },
      hooks: {
        onUse: (ctx, a) => {
          if (a.choice)
            ctx.status(a.as, 'gift_given', { source: a.as, until: null, data: { gift: a.choice } });
        },
        resolve: (ctx, a) => {
          const gift = a.choice ?? '';
          const skill = GIFTS[gift];
          const t = a.targets[0];
          if (!skill || !t) return;
          ctx.later((tx) => {
            const data = skill === 'gift_gun' ? { skills: ['volunteer_shot'] } : { skills: [skill] };
            applyStatus(tx, t, `${skill}_held`, { source: a.as, until: null, data });
            tx.notify(t, tx.t('gifted', { skill: GIFT_SKILL_NAMES[gift] ?? gift }), { kind: 'skill', skill });
          });
        },
      },
    },
    {
      id: 'gift_pregnancy',
      name: '怀孕技能',
      kind: 'passive',
      force: { mandatory: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  onStart: (tx, c) => applyStatus(tx, c.name, 'gift_clock', { source: c.name, until: null }),
};
