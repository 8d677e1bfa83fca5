import { defeatFaction } from '../../engine/cards';
import { inGroup } from '../../engine/effects';
import { checkEnd } from '../../engine/flow';
import { roleOf, usesLeft } from '../../engine/skills';
import type { Tx } from '../../engine/tx';
import type { RulesetDef, SkillDef } from '../../engine/types';
import { err } from '../../errors';
import { ev } from '../../events';
import type { Character, GameState, RoundPlayed, RoundSim } from '../../state';
import { houseOf } from './houses';

// [tieba] file 002 胜负判定 补充说明 (l.105–110): 轮次决胜的方法如下。狼人阵营可以在夜晚连续提交之后三天的刀法，在狼群内角色数量足够的
// 情况下（即在之后的每个游戏日都票狼群内角色出局，女巫必定杀狼），此时医生必须连续提交三天救治，纵火者必须提交三天内的夜晚行动，若
// 狼人阵营能在这三天刀法以内达成胜利条件，女巫没有救药或女巫已出局，狼人阵营判胜。如果这三刀不能达到胜利条件，狼人阵营直接判负。
// 女巫仍有救药的情况下如果狼人提交了轮次决胜的刀法，无论结果如何，狼人阵营直接判负。轮次决胜中，狼和医生双方都有权观看平安情况之后
// 再做出下一个决定。
// 纵火 (l.78): 若当晚狼人/狼王/赤狼/黑情侣<杀人>、狼王<冲锋>的目标是被烧毁房屋的角色，被烧毁房屋的角色电梯贴下方的第一名狼群内角色
// 立即出局，且原本拥有被烧毁房屋的角色不会出局。<纵火>一局游戏只能使用一次。
//
// Readings (written in docs/rules-coverage.md, rule_win):
// - The mode is the text's own rule, on in every tieba game; the director may close it for a game (option
//   `roundDecider: false`). The pack declares it by night (轮次决胜, its group skill, window n90, no target): it replaces
//   tonight's 杀人 (SKILL_CONFLICT either way round). The night then settles as usual (no pack kill); 女巫仍有救药 when it has
//   settled → 狼人阵营直接判负 at once (无论结果如何: no round is played).
// - Else the rounds are played as a forum director runs them over QQ, the same night, one at a time: each round is a window
//   of its own after the night's settlement (`round`, RulesetDef.nightRounds; 90 minutes — the text's 行动时限 for the pack,
//   the doctor and the 纵火者, 关门一个半小时后, counted from the round's opening; a fixed schedule's night seconds). In it the
//   pack submits the round's kill (轮次杀人, any member: the group's), the doctor (while in the simulation) the round's heal
//   (轮次救治: 医生必须连续提交三天救治), the 纵火者 (while in it with <纵火> unused, and a house left) his night action
//   (轮次纵火 on a house's owner, or 放弃: 纵火者必须提交三天内的夜晚行动). Missed, as 行动时限 says: 视为放弃出刀 / 放弃夜晚行动,
//   and the missed-deadline yellow (each living pack member when none submitted). As the window closes the round is played
//   and the pack and the doctor are told its 平安情况 — the night's outs in order, or 平安, and the pack member the day after
//   votes out (双方都有权观看平安情况之后再做出下一个决定); the 纵火者 is told only that the next round is open (the text gives
//   the right to see it to 狼和医生). Then the next round's window opens, until the verdict.
// - A round over the simulation (the characters in when the night settled; nothing real goes out): (4) the burn: the owner's
//   house leaves (he stays in), <纵火> is spent; (5)–(6) the kill on the burnt owner is void on him and the first living 狼群内
//   角色 below him on the 电梯贴 goes out (from the top again when none is below: roles/arsonist.ts), else the kill on the
//   heal's target is 平安 (指杀结算 一、), else the target goes out; (12) 女巫必定杀狼: while she is in and holds 毒药, once, a pack
//   member goes out; (13) a heal not on the kill's settled target is a 空救 (the count carried from the game; two → out);
//   then 狼群内角色 ≥ half the living → 狼人阵营判胜 (announced; the other factions lose; the game ends); the pack gone →
//   判负; else, before the next round, the day: a pack member voted out (之后的每个游戏日都票狼群内角色出局; the pack gone →
//   判负). After the third round short of the condition → 如果这三刀不能达到胜利条件，狼人阵营直接判负 (unannounced: 阵营被判负后，
//   不予公示; the pack is told, loses 杀人, and the game goes on if another faction stands). The pack member the witch's 毒药
//   and a day's vote take is the living one last on the 电梯贴 (the text names none; both sides are told who).
// - Only the pack's kills, the doctor's heals and the 纵火者's action are in the rounds (the text names them): 冲锋, 撕咬, 业炎,
//   the witch's 救药 (none: else 判负) are not; 黑情侣 (its section is cut off in the text) has no part in them — its characters
//   count among the living and its 杀人 is not simulated; the wolves' win ends the game as any win does.

export const ROUND_DECIDER = 'round_decider';
export const ROUND_KILL = 'round_kill';
export const ROUND_HEAL = 'round_heal';
export const ROUND_BURN = 'round_burn';
/** the rounds' night window (deadlines.ts) */
export const ROUND_WINDOW = 'round';
const ROUNDS = 3;

/** The game's mode: the text's rule, unless the director closed it (`options.roundDecider: false`). */
export const roundDeciderOn = (s: GameState): boolean => s.options.roundDecider !== false;

const wolvesLost = (s: GameState): boolean =>
  !!s.surrendered?.includes('wolves') || !!s.defeated?.includes('wolves');

/** The round open now (its window, tonight's rounds undecided), if any. */
function openRound(s: GameState): RoundSim | null {
  const r = s.roundDecider;
  if (!r || r.verdict !== null || r.day !== s.phase.day || s.phase.kind !== 'night') return null;
  return s.phase.window === ROUND_WINDOW ? r.sim : null;
}

const notOpen = err('SKILL_NOT_USABLE', '只有轮次决胜进行中（每一轮的时段）才能提交');

/** 轮次决胜: the pack's declaration, tonight instead of its 杀人; the rounds follow the night's settlement. */
export const roundDecider: SkillDef = {
  id: ROUND_DECIDER,
  name: '轮次决胜',
  kind: 'night',
  group: 'wolves',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  // 狼人阵营可以…提交: the pack's choice, never due (no missed-deadline yellow for it)
  force: { optional: true },
  limits: {
    usable: (s) => {
      if (!roundDeciderOn(s)) return err('SKILL_NOT_USABLE', '本局未开放轮次决胜');
      if (wolvesLost(s)) return err('SKILL_NOT_USABLE', '狼人阵营已判负');
      return null;
    },
  },
  choose: {
    validate: ({ state }) =>
      state.actions.some((a) => a.skill === 'kill' && !a.pass)
        ? err('SKILL_CONFLICT', '轮次决胜的第一刀即今晚的刀法：请先放弃今晚的<杀人>')
        : null,
  },
  hooks: {
    resolve: (ctx) => ctx.later((tx) => openRounds(tx), 'afterOuts'),
  },
};

/**
 * A round's skill: one target among `among` (the simulation's), in the round's window, usable while a round is open and
 * `mine` (the actor's part in the simulation) finds nothing against it.
 */
function roundSkill(o: {
  id: string;
  name: string;
  group?: string;
  among: (sim: RoundSim) => string[];
  refusal: string;
  mine?: (sim: RoundSim, actor: string) => string | null;
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    ...(o.group ? { group: o.group } : {}),
    targets: { min: 1, max: 1, self: true, among: 'alive' },
    timing: { window: ROUND_WINDOW },
    limits: {
      usable: (s, actor) => {
        const sim = openRound(s);
        if (!sim) return notOpen;
        const why = o.mine?.(sim, actor.name) ?? null;
        return why ? err('SKILL_NOT_USABLE', why) : null;
      },
    },
    choose: {
      excludes: ({ state, target }) => {
        const sim = openRound(state);
        return !!sim && !o.among(sim).includes(target.name);
      },
      validate: ({ state, targets }) => {
        const sim = openRound(state);
        const t = targets[0];
        return sim && t && !o.among(sim).includes(t.name)
          ? err('ILLEGAL_TARGET', `${t.name} ${o.refusal}`)
          : null;
      },
    },
  };
}

const OUT_OF_ROUNDS = '在轮次决胜中已出局';

/** 轮次杀人: the pack's kill of the round (the group's: any member submits, the last stands). */
export const roundKill: SkillDef = roundSkill({
  id: ROUND_KILL,
  name: '轮次杀人',
  group: 'wolves',
  among: (sim) => sim.living,
  refusal: OUT_OF_ROUNDS,
});

/** 轮次救治: the doctor's heal of the round, while he is in the simulation. */
export const roundHeal: SkillDef = roundSkill({
  id: ROUND_HEAL,
  name: '轮次救治',
  among: (sim) => sim.living,
  refusal: OUT_OF_ROUNDS,
  mine: (sim, actor) => (sim.doctor === actor ? null : `你${OUT_OF_ROUNDS}`),
});

/** 轮次纵火: the 纵火者's night action of the round (纵火 on a house's owner, or 放弃), while he may still burn. */
export const roundBurn: SkillDef = roundSkill({
  id: ROUND_BURN,
  name: '轮次纵火',
  among: (sim) => sim.houses,
  refusal: '没有房屋（或在轮次决胜中已出局），不能纵火',
  mine: (sim, actor) =>
    sim.arsonist !== actor
      ? '你在轮次决胜中已无<纵火>可用'
      : sim.houses.length
        ? null
        : '轮次决胜中已没有房屋',
});

/** Whether a character still holds a counted skill of its role (女巫 救药 / 毒药, 纵火者 纵火). */
function holds(s: GameState, rs: RulesetDef, c: Character | undefined, skill: string): boolean {
  if (!c?.alive || c.lost.includes(skill)) return false;
  const sk = roleOf(rs, c).skills.find((k) => k.id === skill);
  return !!sk && usesLeft(s, rs, c, sk) > 0;
}

const bySeat = (s: GameState) => (a: string, b: string) =>
  (s.chars.find((c) => c.name === a)?.seat ?? 0) - (s.chars.find((c) => c.name === b)?.seat ?? 0);

/** The simulation as the night settled: who is in, the pack, who acts in the rounds, the 空救 counts, the houses. */
export function simAtStart(s: GameState, rs: RulesetDef): RoundSim {
  const living = s.chars.filter((c) => c.alive);
  const named = (role: string) => living.find((c) => c.role === role);
  const witch = named('witch');
  const arsonist = named('arsonist');
  const empty: Record<string, number> = {};
  for (const c of living) {
    const n = Number(c.statuses.find((st) => st.id === 'empty_heal')?.data?.n ?? 0);
    if (n) empty[c.name] = n;
  }
  return {
    living: living.map((c) => c.name),
    pack: living
      .filter((c) => inGroup(s, rs, c, 'wolves'))
      .map((c) => c.name)
      .sort(bySeat(s)),
    doctor: named('doctor')?.name ?? null,
    arsonist: arsonist && holds(s, rs, arsonist, 'arson') ? arsonist.name : null,
    witch: witch?.name ?? null,
    poison: holds(s, rs, witch, 'poison'),
    empty,
    houses: living.filter((c) => houseOf(c)).map((c) => c.name),
  };
}

export interface RoundOutcome {
  played: RoundPlayed;
  sim: RoundSim;
  verdict: 'won' | 'lost' | null;
  reason: string | null;
}

/** One round over the simulation (the readings above); `seat` orders the 电梯贴. */
export function playRound(
  sim0: RoundSim,
  round: number,
  move: { kill: string | null; heal: string | null; burn: string | null },
  seat: (name: string) => number,
): RoundOutcome {
  const sim: RoundSim = {
    ...sim0,
    living: [...sim0.living],
    pack: [...sim0.pack],
    empty: { ...sim0.empty },
    houses: [...sim0.houses],
  };
  const outs: { name: string; cause: string }[] = [];
  const inSim = (n: string | null): n is string => n !== null && sim.living.includes(n);
  const out = (name: string, cause: string) => {
    if (!inSim(name)) return;
    outs.push({ name, cause });
    sim.living = sim.living.filter((n) => n !== name);
    sim.pack = sim.pack.filter((n) => n !== name);
    sim.houses = sim.houses.filter((n) => n !== name);
    if (sim.doctor === name) sim.doctor = null;
    if (sim.arsonist === name) sim.arsonist = null;
    if (sim.witch === name) sim.witch = null;
  };
  // those acting tonight act whatever befalls them in the settlement (their steps (4), (5), (9) come before it)
  const heal = sim.doctor && inSim(move.heal) ? move.heal : null;
  const witchActs = !!sim.witch && sim.poison;
  // (4) 纵火: the house leaves, the owner stays; <纵火> spent
  let burnt: string | null = null;
  if (sim.arsonist && move.burn && sim.houses.includes(move.burn)) {
    burnt = move.burn;
    sim.houses = sim.houses.filter((n) => n !== burnt);
    sim.arsonist = null;
  }
  // (6) the kill, settled (11): on the burnt owner void, the first 狼群内角色 below him out instead
  let settledOn: string | null = null;
  if (inSim(move.kill)) {
    if (move.kill === burnt) {
      const at = seat(burnt);
      const pack = sim.pack.filter((n) => n !== burnt);
      const below = pack.filter((n) => seat(n) > at);
      const first = (below.length ? below : pack)[0];
      if (first) out(first, 'arson');
    } else {
      settledOn = move.kill;
      if (heal !== move.kill) out(move.kill, 'killed');
    }
  }
  // (12) 女巫必定杀狼
  if (witchActs && sim.pack.length) {
    out(sim.pack[sim.pack.length - 1] as string, 'poisoned');
    sim.poison = false;
  }
  // (13) 双空救
  if (heal && heal !== settledOn && inSim(heal)) {
    const n = (sim.empty[heal] ?? 0) + 1;
    sim.empty[heal] = n;
    if (n >= 2) out(heal, 'empty_heal');
  }
  const played: RoundPlayed = { round, ...move, heal, outs, voted: null };
  if (!sim.pack.length) return { played, sim, verdict: 'lost', reason: `第${round}晚后狼群内角色全部出局` };
  if (sim.pack.length * 2 >= sim.living.length)
    return { played, sim, verdict: 'won', reason: `第${round}晚后达成胜利条件` };
  if (round >= ROUNDS) return { played, sim, verdict: 'lost', reason: '三刀不能达到胜利条件' };
  // 之后的每个游戏日都票狼群内角色出局
  const voted = sim.pack[sim.pack.length - 1] as string;
  out(voted, 'vote');
  played.outs = outs.filter((o) => o.cause !== 'vote');
  played.voted = voted;
  if (!sim.pack.length) return { played, sim, verdict: 'lost', reason: `第${round + 1}天狼群内角色全部出局` };
  return { played, sim, verdict: null, reason: null };
}

/** The night with the declaration has settled: 女巫仍有救药 → 判负; else the rounds open. */
function openRounds(tx: Tx): void {
  const s = tx.state;
  if (s.status !== 'running' || wolvesLost(s)) return;
  const sim = simAtStart(s, tx.rs);
  const witch = s.chars.find((c) => c.role === 'witch' && c.alive);
  const lost = holds(s, tx.rs, witch, 'antidote') ? '女巫仍有救药的情况下狼人提交了轮次决胜的刀法' : null;
  tx.emit(
    ev('RoundDeciderPlayed', {
      day: s.phase.day,
      round: 0,
      kill: null,
      heal: null,
      burn: null,
      outs: [],
      voted: null,
      sim,
      verdict: lost ? 'lost' : null,
      reason: lost,
    }),
  );
  if (lost) {
    verdictLost(tx, lost);
    return;
  }
  for (const n of packOf(tx)) tx.notify(n, tx.t('roundDeciderOpen', {}), { kind: 'round_decider', round: 1 });
  if (sim.doctor) tx.notify(sim.doctor, tx.t('roundDeciderDoctor', {}), { kind: 'round_decider', round: 1 });
  if (sim.arsonist && sim.houses.length)
    tx.notify(sim.arsonist, tx.t('roundDeciderArsonist', {}), { kind: 'round_decider', round: 1 });
}

/** The pack's living members (the real ones: they submit its kill and are told). */
const packOf = (tx: Tx): string[] =>
  tx.state.chars.filter((c) => c.alive && inGroup(tx.state, tx.rs, c, 'wolves')).map((c) => c.name);

/** RulesetDef.nightRounds: a round is due while tonight's rounds are open and undecided. */
export function roundDue(s: GameState): boolean {
  const r = s.roundDecider;
  return (
    !!r &&
    s.status === 'running' &&
    r.day === s.phase.day &&
    r.verdict === null &&
    r.round < ROUNDS &&
    !wolvesLost(s)
  );
}

/** RulesetDef.nightRounds: the round's window closed (its missed deadlines taken as 放弃): the round is played. */
export function closeRound(tx: Tx): void {
  const s = tx.state;
  const r = s.roundDecider;
  if (!r || !roundDue(s)) return;
  const pick = (skill: string, actor?: string | null) =>
    s.actions.find((a) => a.skill === skill && !a.pass && (actor === undefined || a.actor === actor))
      ?.targets[0] ?? null;
  const round = r.round + 1;
  const move = {
    kill: pick(ROUND_KILL),
    heal: r.sim.doctor ? pick(ROUND_HEAL, r.sim.doctor) : null,
    burn: r.sim.arsonist ? pick(ROUND_BURN, r.sim.arsonist) : null,
  };
  const seat = (n: string) => s.chars.find((c) => c.name === n)?.seat ?? 0;
  const o = playRound(r.sim, round, move, seat);
  tx.emit(
    ev('RoundDeciderPlayed', {
      day: r.day,
      round,
      kill: o.played.kill,
      heal: o.played.heal,
      burn: o.played.burn,
      outs: o.played.outs,
      voted: o.played.voted,
      sim: o.sim,
      verdict: o.verdict,
      reason: o.reason,
    }),
  );
  // 狼和医生双方都有权观看平安情况之后再做出下一个决定
  const names = o.played.outs.map((x) => x.name).join('、');
  const text = tx.t('roundDeciderRound', {
    round,
    outs: names,
    voted: o.played.voted ?? '',
    next: o.verdict === null ? round + 1 : '',
  });
  const data = {
    kind: 'round_decider',
    round,
    outs: o.played.outs.map((x) => x.name),
    voted: o.played.voted,
  };
  const told = new Set([...packOf(tx), ...(r.sim.doctor ? [r.sim.doctor] : [])]);
  for (const n of told) tx.notify(n, text, data);
  if (o.verdict === 'won') verdictWon(tx, o.reason ?? '');
  else if (o.verdict === 'lost') verdictLost(tx, o.reason ?? '');
  else if (o.sim.arsonist && o.sim.houses.length)
    tx.notify(o.sim.arsonist, tx.t('roundDeciderArsonistNext', { round: round + 1 }), {
      kind: 'round_decider',
      round: round + 1,
    });
}

/** 狼人阵营直接判负: as 投降 makes it (engine/surrender.ts): unannounced, judged at once, the pack told it lost 杀人. */
function verdictLost(tx: Tx, reason: string): void {
  for (const n of packOf(tx)) tx.notify(n, tx.t('roundDeciderLost', { reason }), { kind: 'round_decider' });
  tx.emit(ev('FactionDefeated', { faction: 'wolves', reason: 'round_decider' }));
  if (!checkEnd(tx, 'now')) tx.rs.factions.wolves?.onDefeat?.(tx);
}

/** 狼人阵营判胜: announced; the other factions lose, so the game ends with the wolves' win. */
function verdictWon(tx: Tx, reason: string): void {
  tx.announce(tx.t('roundDeciderWon', { reason }), { kind: 'round_decider', reason });
  const others = [...new Set(tx.state.chars.map((c) => c.faction))].filter((f) => f !== 'wolves');
  for (const f of others) defeatFaction(tx, f, 'round_decider');
}

export const ROUND_DECIDER_TEMPLATES = {
  roundDeciderOpen: () =>
    '轮次决胜开始：请提交第1晚的刀法（<轮次杀人>）。每晚结算后告知平安情况，再提交下一晚；共三晚。',
  roundDeciderDoctor: () =>
    '狼人阵营提交了轮次决胜：医生必须连续提交三天救治。请提交第1晚的救治（<轮次救治>）；每晚结算后告知平安情况，再提交下一晚。',
  roundDeciderArsonist: () =>
    '狼人阵营提交了轮次决胜：纵火者必须提交三天内的夜晚行动。请提交第1晚的行动（<轮次纵火>：烧毁一个房屋，或放弃）。',
  roundDeciderArsonistNext: ({ round }: { round?: unknown }) =>
    `轮次决胜：请提交第${round}晚的行动（<轮次纵火>：烧毁一个房屋，或放弃）。`,
  roundDeciderRound: ({
    round,
    outs,
    voted,
    next,
  }: {
    round?: unknown;
    outs?: unknown;
    voted?: unknown;
    next?: unknown;
  }) =>
    `轮次决胜第${round}晚：${outs ? `${outs} 出局` : '平安'}。` +
    (voted ? `第${Number(round) + 1}天：${voted} 被票出局。` : '') +
    (next ? `请提交第${next}晚的行动。` : ''),
  roundDeciderLost: ({ reason }: { reason?: unknown }) => `轮次决胜：${reason}，狼人阵营直接判负。`,
  roundDeciderWon: ({ reason }: { reason?: unknown }) => `轮次决胜：狼人阵营${reason}，狼人阵营判胜。`,
};

/** `options.roundDecider`: true or false. */
export const ROUND_DECIDER_OPTION = {
  check: (v: unknown) => (typeof v === 'boolean' ? null : '须为 true 或 false'),
  describe: '轮次决胜：默认开放（true），false 关闭',
};
