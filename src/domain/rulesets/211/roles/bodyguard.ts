import { applyStatus } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { NightAction, NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { guardInfinite } from './imperial-physician';
import { onlyAgainst, TOUGH } from './intuition';

// [211] file 001 【能臣异士】14 护卫⑤ (l.317–330; 男 in the role list; the text says 守卫, the order table 守卫<守护>):
// 模式选择[开局] —— 游戏开局，守卫需从下列模式中选择一个进行。
// 法式守卫：获得技能[法式守护] —— 法式守护 [午夜][指定] —— 选择范围：任意一名角色，不能连续两晚选择同一个角色。结算效果：令结算目标获得状态[守护：∞]，持续至夜晚结束。
// 日式守卫：获得技能[日式守护] —— 日式守护 [午夜][指定] —— 选择范围：除自己外任意一名角色。结算效果：令结算目标获得状态[守护：∞]，持续至夜晚结束。
// 版杀守卫：获得技能[版杀守护] —— 版杀守护 [午夜][指定] —— 选择范围：任意一名角色，每个角色只能被选择一次。结算效果：令结算目标获得仅针对[实际阵营]为
// [狼人阵营]的状态[坚韧]，持续至夜晚结束。
// PS：受到刷新至初始效果时，可以重新选一个模式。
// Readings: the mode is chosen in the opening (行动顺序总集 开局: 护卫 模式选择), drawn if not chosen in time (需: it must be
// chosen); he gains only the chosen skill (a status granting it), which the player may call 守护 too; 午夜 as the order
// table's 守卫<守护>. PS 受到刷新至初始效果时，可以重新选一个模式: a refresh (修女's 圣水) gives him the right <重选模式> for the next day
// (by day, that day): a mode chosen replaces the old one from that night; declined or let lapse, the mode stays.

const MODES: Record<string, string> = {
  法式守卫: 'french_guard',
  日式守卫: 'japanese_guard',
  版杀守卫: 'forum_guard',
};

const guardInf = (ctx: NightCtx, a: NightAction) => {
  for (const t of a.targets) ctx.status(t, 'guard_inf', { source: a.as, until: 'nightEnd' });
};

const french: SkillDef = {
  id: 'french_guard',
  name: '法式守护',
  aliases: ['守护'],
  kind: 'night',
  timing: { window: '午夜' },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  limits: { notTwiceRunning: 'actor' },
  hooks: { resolve: guardInf },
};

const japanese: SkillDef = {
  id: 'japanese_guard',
  name: '日式守护',
  aliases: ['守护'],
  kind: 'night',
  timing: { window: '午夜' },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: { resolve: guardInf },
};

const forum: SkillDef = {
  id: 'forum_guard',
  name: '版杀守护',
  aliases: ['守护'],
  kind: 'night',
  timing: { window: '午夜' },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  limits: { oncePerTarget: 'actor' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, 'forum_tough', { source: a.as, until: 'nightEnd' });
    },
  },
};

export const bodyguard: RoleDef = {
  id: 'bodyguard',
  name: '护卫',
  aliases: ['守卫'],
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 14',
  statuses: [
    guardInfinite,
    // 仅针对[实际阵营]为[狼人阵营]的状态[坚韧]
    {
      id: 'forum_tough',
      name: '坚韧',
      protection: { protectsFrom: onlyAgainst(['wolves'], TOUGH) },
      notice: { tell: true },
    },
    // the chosen mode: data.skills, the one skill it gives
    { id: 'guard_mode', name: '守卫模式', holder: { grantsSkills: true } },
  ],
  templates: {
    guardMode: ({ mode }) => `模式选择：${mode}。`,
    guardRemode: () => '你的技能已刷新至初始：今天你可以重新选择一个守卫模式（<重选模式>）。',
  },
  extraSkills: [french, japanese, forum],
  skills: [
    {
      id: 'guard_mode',
      name: '模式选择',
      kind: 'opening',
      // not tagged <强制> in the text (l.304): 需选择 — it cannot be declined, drawn when missed; [遗忘] does not touch it
      force: { required: true, onTimeout: 'random' },
      limits: { limit: 1 },
      choose: { choices: Object.keys(MODES) },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          const mode = choice ?? '法式守卫';
          applyStatus(tx, actor.name, 'guard_mode', {
            source: actor.name,
            until: null,
            data: { skills: [MODES[mode]] },
          });
          tx.notify(actor.name, tx.t('guardMode', { mode }), { kind: 'feedback', skill: 'guard_mode', mode });
        },
      },
    },
    // PS：受到刷新至初始效果时，可以重新选一个模式 — a right the day after the refresh (declining keeps the mode)
    {
      id: 'guard_remode',
      name: '重选模式',
      kind: 'right',
      right: 'guard_remode',
      choose: { choices: Object.keys(MODES) },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          const mode = choice && MODES[choice] ? choice : null;
          if (!mode) return;
          applyStatus(tx, actor.name, 'guard_mode', {
            source: actor.name,
            until: null,
            data: { skills: [MODES[mode]] },
          });
          tx.notify(actor.name, tx.t('guardMode', { mode }), { kind: 'feedback', skill: 'guard_mode', mode });
        },
      },
    },
  ],
  onRefresh: (tx, c) => {
    if (!c.alive) return;
    const was = tx.rightsPhase;
    const ph = tx.state.phase;
    tx.rightsPhase = { kind: 'day', day: ph.kind === 'night' ? ph.day + 1 : ph.day };
    grantRight(tx, c.name, 'guard_remode', 'phaseEnd');
    tx.rightsPhase = was;
    tx.notify(c.name, tx.t('guardRemode'), { kind: 'right', right: 'guard_remode' });
  },
};
