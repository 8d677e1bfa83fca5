import { extraKill } from '../../../abilities';
import { applyStatus, groupHolders } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';

// 机械狼 学习 (l.347): 富商，可获得与富商交易到的技能相同的效果，在击杀一名玩家后失去技能. Readings: each trade the real 富商 has
// accepted gives the learner the same copy as it gives the 富商, as long (一天: until the next night opens) and with the same
// rule (复刻狼: one 刀, not on that day's partner); he is told it. 击杀一名玩家: once a player goes out by a kill, a poison … he
// dealt, he loses it — the copy he holds ends and no trade gives him one again.

// [121] file 000 【三方阵营】 10 富商 (l.426–432; 胜负判定 l.510: 富商存活且，场上存活人数为4或者存活已经全部拒绝过交易):
// 交易 ——每晚可选择1-2名其他玩家与其交易，由其选择是否接受（如开场人数小于等于20则为1人，如大于20则为2人）
//    如果接受-富商复刻其技能一天，其到第二天入夜前不可使用自身所有主动技能，复刻狼时，当夜可有一刀，不可刀自己当天交易对象；
//    如果拒绝-富商被其技能选择为目标时，视为技能使用不成功（不进行反馈）；狼坑带刀狼除非全拒绝过富商，不然不受影响
// 富有——交易成功，第二天返还技能刷新为初始状态。
// 强制贸易——游戏日夜晚，第一次交易被拒绝，可重新选择贸易对象进行第二次交易
// 总体流程 3 (0) 富商<交易>; 行动时限: 富商关门前仍未提交技能，视为放弃。富商提交交易对象如在40分钟内没有反馈，默认拒绝富商。
// Readings:
// - 关门前…提交: 交易 is offered by day (an instant day skill, one offer a day), the partner told at once; he answers by
//   n40 with <交易回应> (接受 / 拒绝); no answer by then is a refusal (默认拒绝). The trade settles when n40 closes.
// - 接受: until the next night opens (一天 = 到第二天入夜前) the 富商 holds the partner's card's skills (a wolf card's 杀人 as
//   one 指杀 of his own that night, not on that partner: 复刻狼时，当夜可有一刀，不可刀自己当天交易对象), and the partner's
//   non-<强制> skills (主动技能) are blocked; 富有: the partner's counted skills he had spent come back (初始状态).
// - 拒绝: for good, the partner's skills choosing the 富商 are void (反馈为空: the ruleset's word for a check without result);
//   the pack's 杀人 only once every holder of it has refused him. An explicit 拒绝 counts from n40; silence too.
// - 强制贸易: after a refusal that night, one more offer by n60 to another player, answered by n90 (<交易回应>).
// - 存活已经全部拒绝过交易: every other living character has refused him.

const ANSWER = 'trade_answer';
const LATE = 'trade_answer_late';

/** Did `partner` accept the 富商's offer tonight (an answer 接受 submitted)? */
const accepted = (s: GameState, partner: string): boolean =>
  s.actions.some(
    (a) => a.actor === partner && (a.skill === ANSWER || a.skill === LATE) && !a.pass && a.choice === '接受',
  );

/** Has `c` refused the 富商 `merchant` (for good, or tonight once its answer's window closed without 接受)? */
function refused(s: GameState, rs: RulesetDef, c: Character, merchant: string): boolean {
  if (c.statuses.some((st) => st.id === 'trade_refused' && st.source === merchant)) return true;
  const offer = c.statuses.find((st) => st.id === 'trade_offer' && st.source === merchant);
  if (!offer || s.phase.kind !== 'night') return false;
  const due = rs.nightWindows.findIndex((w) => w.id === (offer.data?.late ? 'n90' : 'n40'));
  return s.phase.windowIndex > due && !accepted(s, c.name);
}

/** The pairs of a trade: 1 partner for a start of twenty or fewer, else 2. */
const partners = (s: GameState) => (s.chars.length <= 20 ? 1 : 2);

function offer(tx: Tx, merchant: string, to: string, late: boolean): void {
  applyStatus(tx, to, 'trade_offer', {
    source: merchant,
    until: 'nightEnd',
    data: { skills: [late ? LATE : ANSWER], ...(late ? { late: true } : {}) },
  });
  tx.notify(to, tx.t(late ? 'tradeOfferLate' : 'tradeOffer'), { kind: 'right', skill: late ? LATE : ANSWER });
  tx.notify(merchant, tx.t('tradeOffered', { name: to }), { kind: 'feedback', skill: 'trade', target: to });
}

/** 接受: the 富商 copies the partner's card for a day; the partner's own skills rest; 富有 refreshes them. */
function accept(tx: Tx, merchant: string, partner: Character): void {
  const role = tx.rs.roles[partner.role];
  const skills = (role?.skills ?? [])
    .filter((k) => k.kind !== 'passive' || k.hooks)
    .map((k) => (k.group && k.effect?.kill ? tradeKill.id : k.id));
  applyStatus(tx, merchant, 'trade_copy', {
    source: merchant,
    until: 'nightStart',
    data: { skills, partner: partner.name },
  });
  applyStatus(tx, partner.name, 'trade_bound', { source: merchant, until: 'nightStart' });
  for (const k of role?.skills ?? []) {
    const spent = partner.uses[k.id] ?? 0;
    if (k.limits?.limit !== undefined && spent > 0)
      applyStatus(tx, partner.name, 'trade_refill', { source: merchant, data: { skill: k.id, n: spent } });
  }
  const names = (role?.skills ?? []).map((k) => k.name).join('、') || '无';
  tx.notify(merchant, tx.t('tradeAccepted', { name: partner.name, skills: names }), {
    kind: 'feedback',
    skill: 'trade',
    target: partner.name,
    accepted: true,
  });
  // 机械狼 学习 富商: 可获得与富商交易到的技能相同的效果
  for (const c of tx.state.chars) {
    if (!c.alive || c.statuses.some((st) => st.id === 'mech_trade_spent')) continue;
    if (!c.statuses.some((st) => st.id === 'learned' && st.data?.merchant === merchant)) continue;
    const others = tx.state.chars.filter((x) => x.name !== c.name).map((x) => x.name);
    applyStatus(tx, c.name, 'mech_trade_copy', {
      source: merchant,
      until: 'nightStart',
      data: { skills, partner: partner.name, of: others },
    });
    tx.notify(c.name, tx.t('mechTradeCopy', { name: partner.name, skills: names }), {
      kind: 'feedback',
      skill: 'learn',
      target: partner.name,
    });
  }
}

function refuse(tx: Tx, merchant: string, partner: string): void {
  if (
    tx.state.chars.some(
      (c) =>
        c.name === partner && c.statuses.some((st) => st.id === 'trade_refused' && st.source === merchant),
    )
  )
    return;
  applyStatus(tx, partner, 'trade_refused', { source: merchant, until: null });
  tx.notify(merchant, tx.t('tradeRefused', { name: partner }), {
    kind: 'feedback',
    skill: 'trade',
    target: partner,
    accepted: false,
  });
}

const answer = (id: string, name: string, window: string): SkillDef => ({
  id,
  name,
  kind: 'night',
  timing: { window, orderAs: 'trade' },
  effect: { designated: false },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choices: ['接受', '拒绝'] },
  hooks: {
    resolve: (ctx, a) => {
      const merchant = ctx.statuses(a.as).find((st) => st.id === 'trade_offer')?.source;
      if (!merchant) return;
      ctx.now((tx) => {
        const p = tx.state.chars.find((c) => c.name === a.as);
        if (!p) return;
        if (a.choice === '接受') accept(tx, merchant, p);
        else refuse(tx, merchant, p.name);
      });
    },
  },
});

/** 复刻狼时，当夜可有一刀，不可刀自己当天交易对象 */
const tradeKill: SkillDef = {
  ...extraKill({ id: 'trade_kill', name: '杀人', window: 'n60' }),
  choose: {
    validate: ({ actor, targets }) => {
      const partner = actor.statuses.find((st) => st.id === 'trade_copy' || st.id === 'mech_trade_copy')?.data
        ?.partner;
      return targets.some((t) => t.name === partner)
        ? err('ILLEGAL_TARGET', '交易：不可刀自己当天的交易对象')
        : null;
    },
  },
};

const trade: SkillDef = {
  id: 'trade',
  name: '交易',
  kind: 'day',
  timing: { instant: true },
  targets: { min: 1, max: 2, self: false, among: 'alive' },
  choose: {
    targetsFor: (s) => ({ min: 1, max: partners(s), self: false, among: 'alive' }),
    validate: ({ state, actor }) =>
      state.chars.some((c) => c.statuses.some((st) => st.id === 'trade_offer' && st.source === actor.name))
        ? err('SKILL_NOT_USABLE', '交易：今天已经提出过交易')
        : null,
  },
  hooks: {
    apply: (tx, actor, targets) => {
      for (const t of targets) offer(tx, actor.name, t.name, false);
    },
  },
};

const forcedTrade: SkillDef = {
  id: 'forced_trade',
  name: '强制贸易',
  kind: 'night',
  timing: { window: 'n60', orderAs: 'trade' },
  effect: { designated: false },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  choose: {
    validate: ({ state, actor, rs, targets }) => {
      const first = state.chars.filter((c) =>
        c.statuses.some((st) => st.id === 'trade_offer' && st.source === actor.name && !st.data?.late),
      );
      if (!first.length || !first.every((c) => refused(state, rs, c, actor.name)))
        return err('SKILL_NOT_USABLE', '强制贸易：今晚的第一次交易被拒绝后才可发动');
      return targets.some((t) => first.includes(t))
        ? err('ILLEGAL_TARGET', '强制贸易：须重新选择贸易对象')
        : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      const to = a.targets[0];
      if (to) ctx.now((tx) => offer(tx, a.as, to, true));
    },
  },
};

/** Silence is a refusal: each offer of the night left without 接受 is written as refused when the night resolves. */
const tradeSilence: SkillDef = {
  id: 'trade_silence',
  name: '交易结算',
  kind: 'passive',
  timing: { window: 'n40' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, holder) => {
      ctx.later((tx) => {
        for (const c of tx.state.chars)
          if (
            c.statuses.some((st) => st.id === 'trade_offer' && st.source === holder.name) &&
            !accepted(tx.state, c.name)
          )
            refuse(tx, holder.name, c.name);
      });
    },
  },
};

export const richMerchant: RoleDef = {
  id: 'rich_merchant',
  name: '富商',
  faction: 'rich_merchant',
  cite: '000 三方阵营 10',
  factions: [
    {
      id: 'rich_merchant',
      name: '三方阵营',
      wins: (s, f) => {
        const alive = s.chars.filter((c) => c.alive);
        const me = alive.filter((c) => c.role === 'rich_merchant' && c.faction === f);
        if (!me.length) return false;
        if (alive.length === 4) return true;
        return alive.every(
          (c) =>
            me.includes(c) ||
            c.statuses.some((st) => st.id === 'trade_refused' && me.some((m) => m.name === st.source)),
        );
      },
    },
  ],
  innate: [{ status: 'trade_shield' }],
  statuses: [
    { id: 'trade_offer', name: '交易', holder: { grantsSkills: true } },
    { id: 'trade_refused', name: '拒绝交易' },
    { id: 'trade_copy', name: '交易', holder: { grantsSkills: true } },
    { id: 'trade_bound', name: '交易', blocks: { blocksSkills: true } },
    { id: 'trade_refill', name: '富有', holder: { refills: true } },
    {
      id: 'mech_trade_copy',
      name: '交易',
      holder: {
        grantsSkills: true,
        // 在击杀一名玩家后失去技能: an out he dealt (data.of: everyone else)
        onOtherOut: (tx, holder, st, _out, by) => {
          if (by !== holder.name || !holder.alive) return;
          tx.emit(ev('StatusRemoved', { target: holder.name, status: st.id, source: st.source }));
          applyStatus(tx, holder.name, 'mech_trade_spent', { source: holder.name, until: null });
        },
      },
    },
    { id: 'mech_trade_spent', name: '交易' },
    {
      id: 'trade_shield',
      name: '交易',
      blocks: {
        // 拒绝: 富商被其技能选择为目标时，视为技能使用不成功; 狼坑带刀狼除非全拒绝过富商，不然不受影响
        immuneFrom: (actor, { state, rs, holder, skill }) => {
          if (!skill.group) return refused(state, rs, actor, holder);
          const all = groupHolders(state, rs, skill.group);
          return all.length > 0 && all.every((c) => refused(state, rs, c, holder));
        },
      },
    },
  ],
  templates: {
    tradeOffer: () =>
      '富商向你提出交易：请在今晚关门后40分钟内发动<交易回应>（接受 / 拒绝），未回应视为拒绝。',
    tradeOfferLate: () =>
      '富商向你提出交易：请在今晚关门后90分钟内发动<交易回应>（接受 / 拒绝），未回应视为拒绝。',
    tradeOffered: ({ name }) => `交易：已向 ${name} 提出交易。`,
    tradeAccepted: ({ name, skills }) => `交易：${name} 接受了交易，你复刻其技能一天：${skills}。`,
    tradeRefused: ({ name }) => `交易：${name} 拒绝了交易。`,
    mechTradeCopy: ({ name, skills }) => `交易：富商与 ${name} 交易成功，你获得相同的技能一天：${skills}。`,
  },
  learnable: { skills: [], onLearn: (_tx, _learner, merchant) => ({ merchant: merchant.name }) },
  skills: [trade, forcedTrade, tradeSilence],
  extraSkills: [answer(ANSWER, '交易回应', 'n40'), answer(LATE, '交易回应', 'n90'), tradeKill],
};
