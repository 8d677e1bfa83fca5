import { revealCard } from '../../../abilities';
import { applyStatus, defsOf, statusesOf } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { type Character, hasStatus } from '../../../state';
import { dayStrike } from './day-strike';
import { bugStatus } from './five-poison-master';
import { forgetting } from './forgetting';
import { tellWolfList } from './join-group';
import { bleedStatus } from './xiao-longnv';

// [211] file 001 【叛皇阵营】28 银狼（女）⑩ (l.710–718):
// 身份属性（不是技能）：开局阶段结束后，若银狼属于狼人阵营，银狼获得所有狼人[群内]的名单。
// 漏洞入侵[早夜][指定]——选择范围：任意1名角色。结算效果：结算目标获得状态[漏洞]。
// 病毒移植[正午][翻牌]——游戏日正午，银狼可发动此技能，当前持有[漏洞]状态的角色，永久获得[业炎][寡言][流血]状态。
// 以太编程[正午][指定]——选择范围：任意一名角色，每名角色只能被选择一次。结算效果：结算目标获得通知，所有[非强制]技能获得[正午]标签，且这些技能
// 无视时间限制，所有效果立即结算，持续至当天正午结束（[杀人]技能除外）。
// 怀孕技能[强制]——[以太编程]编辑的技能，现在还会额外去除限定，次数，已失去技能的限制，可无条件使用编程的技能且不会消耗原本的限定次数等。
// 用语定义 [流血]：该状态不予通知，若已持有[流血]的负面状态的情况下，再次获得[流血]的负面状态时，这次赋予流血状态的负面效果改为造成致死伤害。
// Readings: the [群内] list when the game starts (as 魔教教主's); [漏洞] not told; 病毒移植 takes no target: every living holder of
// [漏洞] then, herself too; [业炎] and [寡言] are told (常见负面状态特效), [流血] is not; a holder already bleeding takes
// [致死伤害] instead of the second [流血] (at once: 在正午阶段出局的信息会随时间立刻公示).
// - 以太编程 [正午][指定]: the target gets the status [以太编程] (told, with its end: 结算目标获得通知) until the noon ends (黄昏 opens:
//   持续至当天正午结束); while it lasts its own night skills — not <强制>, not a group's, not a [杀人] (【杀人】技能除外) — may be used
//   in the noon hours (OUTSIDE_NOON else), whatever their slot or nights (无视时间限制), and each resolves at once (所有效果立即
//   结算: its statuses and feedback at once, an out announced at once); a use counts as one of the skill's. 每名角色只能被选择一次:
//   by her, over the game (a [隐身] target voids it, the use of that target spent). Not on the 竞选日 (a 正午 skill of a game day).
// - 怀孕技能 (once 临幸'd, not under [遗忘]): the status lifts the skills' 限定, counts and loss (a used-up or lost skill usable, no use
//   spent) — read when 以太编程 is used, as 怀孕技能[强制] stands then.

export const silverWolf: RoleDef = {
  id: 'silver_wolf',
  name: '银狼',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 28',
  statuses: [
    bugStatus,
    bleedStatus,
    // 所有[非强制]技能获得[正午]标签，且这些技能无视时间限制，所有效果立即结算，持续至当天正午结束; data.free: the 怀孕技能's
    {
      id: 'ether_program',
      name: '以太编程',
      lifetime: { until: 'nightStart' },
      notice: { tell: true },
      holder: { noonSkills: true },
    },
  ],
  templates: {
    'cause.virus': () => '流血',
  },
  // 行动顺序总集 开局: 魔教教主 狐狸精 银狼 知晓群内狼 (after 狼人阵营 共群)
  openingSteps: { 知晓群内狼: tellWolfList },
  // 美女画皮 (l.730) 银狼/狐狸精/魔教教主：如果机械狼仍然是狼人阵营，同样获得一份群内名单 — told at the learning
  learnable: { onStart: tellWolfList },
  skills: [
    {
      id: 'bug_intrusion',
      name: '漏洞入侵',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'bug', { source: a.as, until: null });
        },
      },
    },
    {
      id: 'virus_transplant',
      name: '病毒移植',
      kind: 'day',
      timing: { instant: true, noon: true },
      effect: { flip: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor) => {
          revealCard(tx, actor);
          const holders = tx.state.chars.filter((c) => c.alive && c.statuses.some((st) => st.id === 'bug'));
          for (const h of holders.map((c) => c.name)) {
            applyStatus(tx, h, 'karma', { source: actor.name, until: null });
            applyStatus(tx, h, 'taciturn', { source: actor.name, until: null });
            const bleeding = tx.state.chars
              .find((c) => c.name === h)
              ?.statuses.some((st) => st.id === 'bleed');
            if (bleeding)
              dayStrike(tx, {
                by: actor.name,
                target: h,
                strength: 'lethal',
                source: 'virus',
                designated: false,
              });
            else applyStatus(tx, h, 'bleed', { source: actor.name, until: null });
            if (tx.state.status !== 'running') return;
          }
        },
      },
    },
    {
      id: 'ether_program',
      name: '以太编程',
      kind: 'day',
      timing: { instant: true, noon: true },
      effect: { designated: true },
      limits: {
        oncePerTarget: 'actor',
        usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '以太编程：竞选日不可发动') : null),
      },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const t = targets[0];
          if (!t || immuneNow(tx, t)) return;
          applyStatus(tx, t.name, 'ether_program', {
            source: actor.name,
            ...(hasStatus(actor, 'favoured') && !forgetting(actor) ? { data: { free: true } } : {}),
          });
        },
      },
    },
  ],
};

/** A [隐身] target now: 所有[指定]技能以该角色进行[最终结算目标]的效果，不进行结算. */
const immuneNow = (tx: Tx, t: Character): boolean =>
  defsOf(tx.rs, statusesOf(tx.state, tx.rs, t)).some(({ def }) => def.blocks?.immune);
