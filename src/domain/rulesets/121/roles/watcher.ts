import { fourLeft } from '../../../abilities';
import { applyStatus, groupMembers, groupsOf } from '../../../engine/effects';
import { hasLost, skillsOf, usesLeft } from '../../../engine/skills';
import type { Tx } from '../../../engine/tx';
import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { pick } from '../../../rng';
import type { Character, GameState } from '../../../state';

// [121] file 000 【三方阵营】 9 监视者 (l.419–425; 胜负判定 9 l.509: 监视者存活且场上存活人数为4, priority 7th):
// 巡视——每晚可选择监视两名玩家，不可连续两晚选择同一名玩家，如果此玩家夜里有进行睁眼行动，在天亮时会对其进行囚禁；如果此玩家夜里没有进行睁眼
// 行动，在天亮天亮行动轮时进行通知，其进行骰点，未骰到4/5/6时也对其进行囚禁；被囚禁的玩家会是单独监狱群。
// 所有囚徒想要出监狱可选择以下条件：
// 1，天亮公示之后在监狱进行一次骰子，骰到1的方可在放逐之后公示回到场上，骰到6的将被夺取技能
// 2，入夜时在监狱进行一次骰子，骰到6的方可在第二天天亮公示时回到场上，骰到1的将被夺取技能
// 3，放弃此次阶段的骰子，选择交出自身所有技能，如果技能已经失去或使用完，将交出自身的投票权利
// 刷新<强制>——所有技能夺取皆为初始状态，但不会叠加，夺取狼群狼技能不会影响群内出刀
// 总体流程 3 (0) 监视者<巡视>, (20) 结算监视者巡视结果，如被囚禁，则将公示该玩家被关入监狱，暂时离开游戏。
// 行动时限: 替罪羊、监视者、富商关门前仍未提交技能，视为放弃。
// 机械狼 学习 (l.348): 监视者，夜间可选择主动进入监狱（仅可使用一次），进入监狱后可自行离开监狱，无需投骰子或者交出技能和票权。
// Readings:
// - 关门前…提交: 巡视 is chosen by day (an instant day skill, once a day) for the night that follows; two other players in
//   the game (not a prisoner); not a player he watched the night before (连续两晚).
// - 睁眼行动: the watched player submitted a night action that night (used or blocked, not a pass), or his group's
//   (狼群 杀人: a group's action is the group's, every member opened his eyes). The die of one who did not is drawn when
//   the night's actions end (an event), and he is told the face.
// - 囚禁 (天亮时, (20)): the prisoner is in the morning 公示 (…被关入监狱，暂时离开游戏。); while jailed he is out of play but
//   not out (出局): no skill of his acts (<强制> ones neither), every skill on him is void (by night and by day), he neither
//   votes nor can be voted, he is off the 电梯楼, he leaves his own group (a jailed wolf is not in the pack) for the jail's
//   (单独监狱群: the prisoners are told each other); he still counts as alive for the wins (场上存活).
// - the exits are one skill <越狱> a phase (放弃此次阶段的骰子): by day after the morning 公示 (1: back once the day's vote
//   is announced — as the night opens —, 6: skills seized), at nightfall in the first window, n10 (6: back in the next
//   morning's 公示, 1: seized); 交出技能 releases as that phase's lucky face would.
// - 夺取 / 交出: his skills (not a group's shared 杀人: 不会影响群内出刀; not a right such as 最后一枪, which comes with an out;
//   neither lost nor used up) are his no more and become the 监视者's, unused (初始状态; a skill he already holds is not
//   doubled, one he had used is whole again: 不会叠加); with none left, 交出 takes his vote for good. A 6 (or 1) with no
//   skill left takes nothing.
// - 机械狼 学习 监视者: a night skill 入狱, once, jails the learner when the night's actions end (the same 公示); in jail he
//   holds <出狱>, by day, which sets him back at once (announced), and no die.

const FACES = [1, 2, 3, 4, 5, 6];
const JAIL_SKILLS = ['breakout_day', 'breakout_night', 'jail_leave'];

const jailed = (c: Character) => c.statuses.some((st) => st.id === 'jailed');

/** 睁眼行动: a night action of his tonight, or of a group he is in. */
function openedEyes(s: GameState, rs: Parameters<typeof groupsOf>[1], c: Character): boolean {
  const groups = groupsOf(s, rs, c);
  return s.actions.some(
    (a) => !a.pass && (a.actor === c.name || (a.group !== null && groups.includes(a.group))),
  );
}

function jail(tx: Tx, source: string, name: string, skills: string[]): void {
  const c = tx.state.chars.find((x) => x.name === name);
  if (!c?.alive || jailed(c)) return;
  applyStatus(tx, name, 'jailed', { source, until: null, data: { skills } });
  tx.news(tx.t('jailed', { name }), { kind: 'jailed', name });
  const mates = groupMembers(tx.state, tx.rs, 'jail');
  for (const m of mates)
    tx.notify(
      m.name,
      tx.t('jailGroup', {
        names:
          mates
            .filter((x) => x.name !== m.name)
            .map((x) => x.name)
            .join('、') || '—',
      }),
      { kind: 'group', group: 'jail' },
    );
}

function release(tx: Tx, name: string, when: 'now' | 'morning'): void {
  const c = tx.state.chars.find((x) => x.name === name);
  const st = c?.statuses.find((x) => x.id === 'jailed');
  if (!c || !st) return;
  tx.emit(ev('StatusRemoved', { target: name, status: 'jailed', source: st.source }));
  tx.emit(ev('StatusRemoved', { target: name, status: 'jail_out' }));
  if (when === 'morning') tx.news(tx.t('jailReleased', { name }), { kind: 'released', name });
  else tx.announce(tx.t('jailReleased', { name }), { kind: 'released', name });
}

/** 夺取 (or 交出): the prisoner's own skills go to the 监视者, unused; none left and `vote` — his vote instead. */
function seize(tx: Tx, watcher: string, name: string, vote: boolean): void {
  const p = tx.state.chars.find((x) => x.name === name);
  const w = tx.state.chars.find((x) => x.name === watcher);
  if (!p || !w) return;
  const skills = skillsOf(tx.state, tx.rs, p).filter(
    (k) =>
      !k.group &&
      k.kind !== 'right' &&
      !JAIL_SKILLS.includes(k.id) &&
      !hasLost(p, k, tx.rs) &&
      usesLeft(tx.state, tx.rs, p, k) > 0,
  );
  if (!skills.length) {
    if (!vote) return;
    applyStatus(tx, name, 'jail_no_vote', { source: watcher, until: null });
    tx.notify(name, tx.t('jailVoteGiven'), { kind: 'feedback', skill: 'breakout' });
    return;
  }
  for (const k of skills) tx.emit(ev('SkillLost', { actor: name, skill: k.id, reason: 'seized' }));
  const had = (w.statuses.find((st) => st.id === 'seized')?.data?.skills as string[] | undefined) ?? [];
  const ids = skills.map((k) => k.id);
  applyStatus(tx, watcher, 'seized', {
    source: watcher,
    until: null,
    data: { skills: [...had, ...ids.filter((id) => !had.includes(id))] },
  });
  // 刷新: 所有技能夺取皆为初始状态 — one he had used is whole again (not more: 不会叠加)
  for (const k of skills) {
    const used = w.uses[k.id] ?? 0;
    if (used > 0 && k.limits?.limit !== undefined)
      applyStatus(tx, watcher, 'seized_refill', {
        source: `${watcher}:${k.id}`,
        until: null,
        data: { skill: k.id, n: used },
      });
  }
  const names = skills.map((k) => k.name).join('、');
  tx.notify(name, tx.t('jailSeized', { skills: names }), { kind: 'feedback', skill: 'breakout' });
  tx.notify(watcher, tx.t('seized', { name, skills: names }), { kind: 'feedback', skill: 'refresh' });
}

/** (20) 结算监视者巡视结果, when the night's actions end; the jail itself once the night's outs are settled. */
function settlePatrol(ctx: NightCtx, watcher: string): void {
  for (const t of ctx.state.chars) {
    if (!t.alive || !t.statuses.some((st) => st.id === 'watched' && st.source === watcher)) continue;
    let caught = openedEyes(ctx.state, ctx.ruleset, t);
    if (!caught) {
      const face = ctx.draw(`patrol:${watcher}:${t.name}`, FACES);
      ctx.notify(t.name, ctx.ruleset.t.watchedRoll?.({ face: face ?? '?' }) ?? '', {
        kind: 'feedback',
        skill: 'patrol',
        face,
      });
      caught = face !== undefined && face < 4;
    }
    if (caught) ctx.later((tx) => jail(tx, watcher, t.name, ['breakout_day', 'breakout_night']), 'afterOuts');
  }
}

const one: SkillDef['targets'] = { min: 0, max: 0, self: false, among: 'alive' };
const CHOICES = ['骰子', '交出技能'];

const patrol: SkillDef = {
  id: 'patrol',
  name: '巡视',
  kind: 'day',
  timing: { instant: true },
  targets: { min: 2, max: 2, self: false, among: 'alive' },
  choose: {
    excludes: ({ target }) => jailed(target),
    validate: ({ state, actor, targets }) => {
      const day = state.phase.day;
      if (
        state.chars.some((c) =>
          c.statuses.some((st) => st.id === 'watched' && st.source === actor.name && st.until?.day === day),
        )
      )
        return err('SKILL_NOT_USABLE', '巡视：今天已经选择过监视对象');
      const last = actor.statuses.find((st) => st.id === 'patrol_last');
      const before = (last?.data?.night === day - 1 ? last.data.targets : []) as string[];
      return targets.some((t) => before.includes(t.name))
        ? err('SAME_TARGET_AS_LAST_NIGHT', '巡视：不可连续两晚选择同一名玩家')
        : null;
    },
  },
  hooks: {
    apply: (tx, actor, targets) => {
      const names = targets.map((t) => t.name);
      for (const n of names) applyStatus(tx, n, 'watched', { source: actor.name, until: 'nightEnd' });
      applyStatus(tx, actor.name, 'patrol_last', {
        source: actor.name,
        until: null,
        data: { night: tx.state.phase.day, targets: names },
      });
      tx.notify(actor.name, tx.t('patrolled', { names: names.join('、') }), {
        kind: 'feedback',
        skill: 'patrol',
        targets: names,
      });
    },
  },
};

const patrolSettle: SkillDef = {
  id: 'patrol_settle',
  name: '巡视结算',
  kind: 'passive',
  force: { mandatory: true },
  timing: { window: 'n90' },
  targets: one,
  hooks: { onNightStart: (ctx, holder) => ctx.atEnd((c) => settlePatrol(c, holder.name)) },
};

const refresh: SkillDef = {
  id: 'refresh',
  name: '刷新',
  kind: 'passive',
  force: { mandatory: true },
  targets: one,
};

/** The prisoner's watcher: the jail's source. */
const warden = (c: Character) => c.statuses.find((st) => st.id === 'jailed')?.source ?? '';

/** 1，天亮公示之后在监狱进行一次骰子，骰到1的方可在放逐之后公示回到场上，骰到6的将被夺取技能 (3: 交出技能, back the same way). */
const breakoutDay: SkillDef = {
  id: 'breakout_day',
  name: '越狱',
  kind: 'day',
  timing: { instant: true },
  force: { unblockable: true },
  targets: one,
  choose: {
    choices: CHOICES,
    validate: ({ actor }) =>
      actor.statuses.some((st) => st.id === 'jail_tried')
        ? err('SKILL_NOT_USABLE', '越狱：此阶段已经投过骰子或交出过技能')
        : null,
  },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      applyStatus(tx, actor.name, 'jail_tried', { source: actor.name, until: 'dayEnd' });
      const w = warden(actor);
      if (choice === '交出技能') {
        seize(tx, w, actor.name, true);
        applyStatus(tx, actor.name, 'jail_out', { source: actor.name, until: null });
        return;
      }
      const face = tx.draw(`jail:${actor.name}:${tx.state.phase.day}`, (rng) => pick(rng, FACES));
      tx.notify(actor.name, tx.t('jailRoll', { face }), { kind: 'feedback', skill: 'breakout', face });
      if (face === 1) applyStatus(tx, actor.name, 'jail_out', { source: actor.name, until: null });
      if (face === 6) seize(tx, w, actor.name, false);
    },
  },
};

/** 2，入夜时在监狱进行一次骰子，骰到6的方可在第二天天亮公示时回到场上，骰到1的将被夺取技能 (3: 交出技能, back the same way). */
const breakoutNight: SkillDef = {
  id: 'breakout_night',
  name: '越狱',
  kind: 'night',
  timing: { window: 'n10' },
  force: { unblockable: true },
  effect: { designated: false },
  targets: one,
  choose: { choices: CHOICES },
  hooks: {
    resolve: (ctx, a) => {
      const me = ctx.char(a.as);
      const w = warden(me);
      if (a.choice === '交出技能') {
        ctx.later((tx) => {
          seize(tx, w, a.as, true);
          release(tx, a.as, 'morning');
        });
        return;
      }
      const face = ctx.draw(`jail:${a.as}`, FACES);
      ctx.notify(a.as, ctx.ruleset.t.jailRoll?.({ face: face ?? '?' }) ?? '', {
        kind: 'feedback',
        skill: 'breakout',
        face,
      });
      if (face === 6) ctx.later((tx) => release(tx, a.as, 'morning'));
      if (face === 1) ctx.later((tx) => seize(tx, w, a.as, false));
    },
  },
};

/** 机械狼 学习 监视者: 进入监狱后可自行离开监狱 — by day, at once. */
const jailLeave: SkillDef = {
  id: 'jail_leave',
  name: '出狱',
  kind: 'day',
  timing: { instant: true },
  force: { unblockable: true },
  targets: one,
  hooks: { apply: (tx, actor) => release(tx, actor.name, 'now') },
};

/** 机械狼 学习 监视者: 夜间可选择主动进入监狱（仅可使用一次）. */
const mechJail: SkillDef = {
  id: 'mech_jail',
  name: '入狱',
  kind: 'night',
  timing: { window: 'n60' },
  limits: { limit: 1 },
  effect: { designated: false },
  targets: one,
  hooks: { resolve: (ctx, a) => ctx.later((tx) => jail(tx, a.as, a.as, ['jail_leave']), 'afterOuts') },
};

export const watcher: RoleDef = {
  id: 'watcher',
  name: '监视者',
  aliases: ['监视'],
  faction: 'watcher',
  cite: '000 三方阵营 9',
  factions: [{ id: 'watcher', name: '三方阵营', wins: fourLeft('watcher') }],
  statuses: [
    { id: 'watched', name: '巡视' },
    { id: 'patrol_last', name: '巡视' },
    {
      id: 'jailed',
      name: '囚禁',
      // 暂时离开游戏; 单独监狱群; the exits (data.skills)
      blocks: { blocksSkills: true, blocksMandatory: true, immune: true },
      vote: { noVote: true, noBeVoted: true },
      holder: { group: 'jail', suspendsTags: true, offElevator: true, grantsSkills: true },
    },
    {
      id: 'jail_out',
      name: '越狱',
      // 骰到1 / 交出技能 by day: 在放逐之后公示回到场上 — as the night opens
      holder: { onNightOpens: (tx, holder) => release(tx, holder.name, 'now') },
    },
    { id: 'jail_tried', name: '越狱' },
    { id: 'jail_no_vote', name: '交出票权', vote: { noVote: true } },
    { id: 'seized', name: '刷新', holder: { grantsSkills: true } },
    { id: 'seized_refill', name: '刷新', holder: { refills: true } },
  ],
  templates: {
    patrolled: ({ names }) => `巡视：今晚监视 ${names}。`,
    watchedRoll: ({ face }) =>
      `巡视：你被监视者监视，夜里没有睁眼行动，骰点为${face}（未骰到4/5/6将被囚禁）。`,
    jailed: ({ name }) => `${name} 被关入监狱，暂时离开游戏。`,
    jailGroup: ({ names }) => `监狱：你被关入监狱，狱友：${names}。`,
    jailRoll: ({ face }) => `越狱：骰子点数为${face}。`,
    jailReleased: ({ name }) => `${name} 回到场上。`,
    jailSeized: ({ skills }) => `越狱：你的技能被监视者夺取：${skills}。`,
    jailVoteGiven: () => '越狱：你已没有可交出的技能，交出了投票权利。',
    seized: ({ name, skills }) => `刷新：你夺取了 ${name} 的技能：${skills}。`,
  },
  skills: [patrol, patrolSettle, refresh],
  extraSkills: [breakoutDay, breakoutNight, jailLeave],
  learnable: { skills: [mechJail] },
};
