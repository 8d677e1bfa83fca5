/**
 * `npm run bench`: speed and memory of the pure domain in Node.
 *   - replaying a 3,000-event game (a cold Durable Object rebuilds its state this way)
 *   - closing the last window of one night of a 40-seat game (the alarm's whole CPU work)
 *   - deciding one vote on a busy day
 * Prints a Markdown table; `npm run bench -- --write` also rewrites docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Where docs/benchmarks.md's HTTP section (bench/http/run.mjs) starts. */
const HTTP_MARKER = '<!-- bench:http -->';

import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Command } from '../src/domain/commands';
import { decide } from '../src/domain/decide';
import { findSkill, windowIndex } from '../src/domain/engine/skills';
import type { Envelope } from '../src/domain/events';
import { replay } from '../src/domain/evolve';
import { ruleset121 } from '../src/domain/rulesets/121';
import { ruleset211 } from '../src/domain/rulesets/211';
import { type GameState, initialState } from '../src/domain/state';
import { botsAct, picker } from '../test/domain/121/bots';
import { hand211 } from '../test/domain/211/hand40';

const T0 = Date.UTC(2026, 10, 30, 4, 0, 0);
const LOAD = loadavg()[0] ?? 0;
/** the 211 whole-list night's deal (a hand in which every slot of the night has a skill to act) */
const SEED_211 = process.env.BENCH_SEED_211 ?? 'bench-211';
/** the night measured: the first, when the <限定> skills (法老之蛇) and the first night's (寻踪) are still there */
const NIGHT_211 = Number(process.env.BENCH_NIGHT_211 ?? 1);

class Log {
  log: Envelope[] = [];
  state: GameState = initialState();
  now = T0;
  run(cmd: Command, actor = 'director'): boolean {
    const r = decide(this.state, cmd, { now: this.now, actor });
    if (!r.ok) return false;
    const base = this.log.length;
    const envs = r.value.events.map(
      (e, i) => ({ ...e, seq: base + i + 1, at: new Date(this.now).toISOString(), actor }) as Envelope,
    );
    this.log.push(...envs);
    this.state = r.value.state;
    this.now += 1000;
    return true;
  }
}

/** A 40-seat table inside the 121 constraints: 13 wolves, 27 village with checkers. */
function table40(): Record<string, string> {
  const roles: string[] = [
    '狼王',
    ...Array(12).fill('狼人'),
    ...Array(4).fill('预言家'),
    ...Array(3).fill('女巫'),
    ...Array(4).fill('守卫'),
    ...Array(3).fill('猎人'),
    '白痴',
    '替罪羊',
    ...Array(11).fill('村民'),
  ];
  return Object.fromEntries(roles.map((r, i) => [`p${String(i + 1).padStart(2, '0')}`, r]));
}

function newGame(): Log {
  const g = new Log();
  const roles = table40();
  g.run({
    type: 'CreateGame',
    id: 'bench',
    title: 'bench',
    ruleset: '121',
    players: Object.keys(roles).map((name) => ({ name })),
    seed: 'bench-seed',
    roles,
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  g.run({ type: 'StartGame', seating: Object.keys(roles) });
  return g;
}

const alive = (g: Log) => g.state.chars.filter((c) => c.alive);
const byRole = (g: Log, role: string) => alive(g).filter((c) => c.role === role);

/** Every living character votes and changes its vote once (to 弃权 when `peaceful`), the day closes. */
function playDay(g: Log, changes = true, peaceful = false) {
  const living = alive(g);
  const village = living.filter((c) => c.faction === 'village');
  const target = living.find((c) => c.faction === 'wolves') ?? living[0];
  for (const c of living)
    g.run(
      { type: 'CastVote', voter: c.name, target: (village[0] ?? c).name, proxy: false },
      `player:${c.name}`,
    );
  if (changes)
    for (const c of living)
      g.run(
        { type: 'CastVote', voter: c.name, target: peaceful ? '弃权' : (target?.name ?? null), proxy: false },
        `player:${c.name}`,
      );
  g.run({ type: 'CloseWindow', by: 'director' });
}

/** Submits a night's actions: 30 skills act (wolves' kill, 冲锋 once, seers, guards, witches, …). */
function submitNight(g: Log, busy = false) {
  const living = alive(g);
  const pick = (i: number) => living[(i * 7) % living.length]?.name as string;
  let n = 0;
  const act = (actor: string, skill: string, targets: string[]) => {
    if (g.run({ type: 'SubmitAction', actor, skill, targets }, `player:${actor}`)) n++;
  };
  for (const c of byRole(g, '守卫')) act(c.name, '守护', [pick(n + 3)]);
  const wolves = living.filter((c) => c.faction === 'wolves');
  // every wolf resubmits the shared kill (the last stands); it lands on a guarded character
  const guarded = g.state.actions.find((a) => a.skill === 'guard')?.targets[0];
  const victim = busy ? pick(n + 11) : guarded;
  if (victim) for (const w of wolves) act(w.name, '杀人', [victim]);
  for (const c of byRole(g, 'wolf_king')) act(c.name, '冲锋', [pick(n + 5)]);
  for (const c of byRole(g, 'seer')) act(c.name, '预言', [pick(n + 1)]);
  return n;
}

function closeNight(g: Log) {
  while (g.state.status === 'running' && g.state.phase.kind === 'night')
    g.run({ type: 'CloseWindow', by: 'director' });
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
  return { median: q(0.5), p95: q(0.95), max: s[s.length - 1] as number, n: s.length };
}

const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * `iterations` samples of `fn` (after `warmup` untimed ones; `between` runs after each, untimed). A sample's figure is
 * the CPU time of the thread that ran it, bounded from above by the lesser of two clocks, as Node 20 has no clock of one
 * thread's CPU time: the process's CPU time (user + system), which also counts V8's background threads (concurrent
 * marking, sweeping, compilation on the other core), and the wall time, which also counts time the system gave other
 * processes. `p95All` is the p95 of the process's CPU time alone: what the samples cost with every thread counted.
 */
function time(
  fn: () => void,
  iterations: number,
  warmup = 5,
  between: () => void = () => {},
): ReturnType<typeof stats> & { collected: number; p95All: number } {
  // each benchmark starts on a collected heap: the garbage of building the games before it is not billed to it
  collect();
  for (let i = 0; i < warmup; i++) {
    fn();
    between();
  }
  const out: number[] = [];
  const all: number[] = [];
  // samples during which a collection ran (the heap in use shrank: a sample allocates far less than one frees)
  let collected = 0;
  for (let i = 0; i < iterations; i++) {
    const heap = process.memoryUsage().heapUsed;
    const wall = performance.now();
    const t = process.cpuUsage();
    fn();
    const d = process.cpuUsage(t);
    const w = performance.now() - wall;
    if (process.memoryUsage().heapUsed < heap) collected++;
    const cpu = (d.user + d.system) / 1000;
    all.push(cpu);
    out.push(Math.min(cpu, w));
    between();
  }
  return { ...stats(out), collected, p95All: stats(all).p95 };
}

// ---- 1. a 3,000-event game -------------------------------------------------------------------
function build3000(): Envelope[] {
  // a long game: four days in five the votes are changed to 弃权, so the game lasts 3,000 events
  const g = newGame();
  let day = 0;
  while (g.log.length < 3000 && g.state.status === 'running') {
    if (g.state.phase.kind === 'day') playDay(g, true, day++ % 5 !== 4);
    else {
      submitNight(g);
      closeNight(g);
    }
  }
  return g.log.slice(0, 3000);
}

function partReplay() {
  const log3000 = build3000();
  return { replayStats: time(() => replay(log3000), 30) };
}

// ---- 2. closing a 40-seat night ----------------------------------------------------------------
const close: Command = { type: 'CloseWindow', by: 'alarm' };
/** The alarm closing the state's open window at its deadline. */
const closeOf = (s: GameState) => decide(s, close, { now: s.phase.closesAt ?? T0, actor: 'system:alarm' });

/**
 * A window's close as the game's object runs it, `iterations` times. A Workers isolate holds a few dozen objects, each
 * with its game's state in memory (long-lived), and an object keeps the state a command returns until its next
 * command. So the samples rotate over `POOL` objects holding the same night (each its own copy: the JSON round trip an
 * object's snapshot makes, so no sample reads another's memoised answers): a sample closes one object's night and the
 * object keeps the result; between samples (not timed) the next object in turn is given a fresh copy of the night, its
 * previous result dropped. A copy lives `POOL` samples, through scavenges, as an object's state does; the heap holds
 * what a busy isolate holds. Holding a copy per sample instead (1,200 copies, 150 MB) billed each sample for a heap
 * no object has: old-space marking and remembered sets grew with it, and the tail measured the bench, not the close.
 */
const POOL = Number(process.env.BENCH_POOL ?? 40);
function timeClose(state: GameState, iterations: number, warmup: number) {
  const json = JSON.stringify(state);
  const night = () => JSON.parse(json) as GameState;
  const objects = Array.from({ length: POOL }, night);
  const kept: (GameState | null)[] = objects.map(() => null);
  let i = 0;
  return time(
    () => {
      const r = closeOf(objects[i % POOL] as GameState);
      if (!r.ok) throw new Error(`close: ${r.error.code} ${r.error.message}`);
      kept[i % POOL] = r.value.state;
    },
    iterations,
    warmup,
    () => {
      i++;
      kept[i % POOL] = null;
      objects[i % POOL] = night();
    },
  );
}

function partClose() {
  const g = newGame();
  playDay(g, false); // day 1: election
  // night 1: actions, the windows closed up to the witches' (n90), their saves, then up to the last
  // window, whose close resolves the whole night
  const acted = submitNight(g, true);
  for (const w of byRole(g, 'witch').slice(0, 1))
    g.run(
      { type: 'SubmitAction', actor: w.name, skill: '毒药', targets: [alive(g)[5]?.name as string] },
      `player:${w.name}`,
    );
  const windowNow = () => g.state.phase.window;
  while (windowNow() !== 'n90') g.run({ type: 'CloseWindow', by: 'director' });
  for (const w of byRole(g, 'witch').slice(1))
    g.run(
      { type: 'SubmitAction', actor: w.name, skill: '救药', targets: [alive(g)[9]?.name as string] },
      `player:${w.name}`,
    );
  while (windowNow() !== 'fb10') g.run({ type: 'CloseWindow', by: 'director' });
  const nightState = g.state;
  const closeStats = timeClose(nightState, 200, 100);
  const closeEvents = (() => {
    const r = closeOf(nightState);
    return r.ok ? r.value.events.length : 0;
  })();
  const fold = (() => {
    const r = closeOf(nightState);
    if (!r.ok) throw new Error(`close: ${r.error.code} ${r.error.message}`);
    const envs = r.value.events.map(
      (e, i) => ({ ...e, seq: nightState.lastSeq + i + 1, at: '', actor: 'system' }) as Envelope,
    );
    return time(() => replay(envs, nightState), 200);
  })();

  return { acted, closeStats, closeEvents, fold };
}

// ---- 3. one vote on day 2 ----------------------------------------------------------------------
function partVote() {
  const day2 = newGame();
  playDay(day2, false);
  submitNight(day2);
  closeNight(day2);
  const voter = alive(day2)[3]?.name as string;
  const voteStats = time(
    () =>
      decide(
        day2.state,
        { type: 'CastVote', voter, target: alive(day2)[4]?.name as string, proxy: false },
        { now: day2.now, actor: `player:${voter}` },
      ),
    500,
  );

  return { voteStats };
}

// ---- 4. a 40-seat night of the hard roles: 30 skills act ---------------------------------------
/** 40 seats inside the 121 constraints: 13 wolves, 2 third parties, 25 village (5 checkers of each kind). */
function tableHard(): Record<string, string> {
  const roles: string[] = [
    '狼王',
    '狼美人',
    '恶灵骑士',
    '花蝴蝶',
    '幽灵',
    ...Array(8).fill('狼人'),
    '锁链师',
    '镜',
    ...Array(5).fill('预言家'),
    ...Array(2).fill('女巫'),
    ...Array(3).fill('守卫'),
    '魔术师',
    ...Array(3).fill('企鹅'),
    ...Array(2).fill('摄梦人'),
    ...Array(3).fill('通灵师'),
    ...Array(3).fill('乌鸦'),
    '猎人',
    '白痴',
    '替罪羊',
  ];
  return Object.fromEntries(roles.map((r, i) => [`h${String(i + 1).padStart(2, '0')}`, r]));
}

/** The hard-roles night: its state at the witches' window (n90) and before the last window's close. */
function hardNight() {
  const hard = new Log();
  const hardRoles = tableHard();
  hard.run({
    type: 'CreateGame',
    id: 'bench-hard',
    title: 'bench',
    ruleset: '121',
    players: Object.keys(hardRoles).map((name) => ({ name })),
    seed: 'bench-hard',
    roles: hardRoles,
    options: { autoCards: false },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  hard.run({ type: 'StartGame', seating: Object.keys(hardRoles) });
  playDay(hard, false, true);
  const who = (role: string) => alive(hard).filter((c) => hard.state.ruleset && hardRoles[c.name] === role);
  const villageNames = alive(hard)
    .filter((c) => c.faction === 'village')
    .map((c) => c.name);
  const v = (i: number) => villageNames[i % villageNames.length] as string;
  const mirrorName = who('镜')[0]?.name as string;
  const hardAct = (actor: string, skill: string, targets: string[] = [], choice: string | null = null) =>
    hard.run({ type: 'SubmitAction', actor, skill, targets, choice }, `player:${actor}`);
  const hardSubmit = () => {
    // the night's 30 skills, each a kind of effect the engine resolves; the blocking ones land on characters
    // that do not act (so all 30 take effect): 猎人, 白痴, 替罪羊 and the plain 狼人 who leave the kill to one
    const [hunter, idiot, goat] = [who('猎人')[0], who('白痴')[0], who('替罪羊')[0]].map(
      (c) => c?.name as string,
    );
    const plain = who('狼人').map((c) => c.name);
    hardAct(who('幽灵')[0]?.name as string, '附身', [idiot]);
    hardAct(who('魔术师')[0]?.name as string, '交换', [hunter, idiot]);
    hardAct(who('花蝴蝶')[0]?.name as string, '拥抱', [goat]);
    who('企鹅').forEach((c, i) => {
      hardAct(c.name, '冰冻', [[hunter, idiot, goat][i] as string]);
    });
    hardAct(who('锁链师')[0]?.name as string, '链接', [hunter, idiot]);
    who('守卫').forEach((c, i) => {
      hardAct(c.name, '守护', [v(i)]);
    });
    who('摄梦人').forEach((c, i) => {
      hardAct(c.name, '摄梦', [plain[3 + i] as string]);
    });
    hardAct(plain[0] as string, '杀人', [hunter]);
    hardAct(who('狼王')[0]?.name as string, '冲锋', [v(3)]);
    hardAct(who('狼美人')[0]?.name as string, '魅惑', [idiot]);
    hardAct(who('恶灵骑士')[0]?.name as string, '邪恶');
    who('预言家').forEach((c, i) => {
      hardAct(c.name, '预言', [i === 0 ? mirrorName : (plain[i] as string)]);
    });
    who('通灵师').forEach((c, i) => {
      hardAct(c.name, '通灵', [i === 0 ? (who('恶灵骑士')[0]?.name as string) : (plain[i] as string)]);
    });
    who('乌鸦').forEach((c, i) => {
      hardAct(c.name, '诽谤', [plain[i + 1] as string]);
    });
  };
  hardSubmit();
  const hardWindow = () => hard.state.phase.window;
  while (hardWindow() !== 'n90') hard.run({ type: 'CloseWindow', by: 'director' });
  const [w1, w2] = who('女巫');
  hardAct(w1?.name as string, '救药', [v(1)]);
  hardAct(w2?.name as string, '毒药', [who('狼人')[7]?.name as string]);
  const n90State = hard.state;
  while (hardWindow() !== 'fb10') hard.run({ type: 'CloseWindow', by: 'director' });
  hardAct(mirrorName, '镜像', [], '预言');
  return { n90State, hardState: hard.state };
}

function partHard() {
  const { n90State, hardState } = hardNight();
  const n90Stats = timeClose(n90State, 1000, 200);
  const hardStats = timeClose(hardState, 1000, 200);
  const hardOut = (() => {
    const r = closeOf(hardState);
    if (!r.ok) throw new Error(`hard night: ${r.error.code} ${r.error.message}`);
    const resolved = r.value.events.find((e) => e.type === 'ActionsResolved');
    const acts = resolved?.type === 'ActionsResolved' ? resolved.data.actions.length : 0;
    return { events: r.value.events.length, acts };
  })();

  return { n90Stats, hardStats, hardOut };
}

// ---- 4b. a 40-seat night dealt from the whole list: every usable skill acts ------------------------
/** issue 11: 40 seats dealt at random (seeded) from every card of 121, with plain 村民 and 狼人 for the 导言's numbers. */
const FULL_POOL = [
  ...Object.values(ruleset121.roles).map((r) => r.name),
  ...Array.from({ length: 24 }, () => '村民'),
  ...Array.from({ length: 8 }, () => '狼人'),
];
function partFull() {
  const full = new Log();
  const fullPlayers = Array.from({ length: 40 }, (_, i) => `f${String(i + 1).padStart(2, '0')}`);
  full.run({
    type: 'CreateGame',
    id: 'bench-full',
    title: 'bench',
    ruleset: '121',
    players: fullPlayers.map((name) => ({ name })),
    seed: 'bench-full',
    roles: null,
    pool: FULL_POOL,
    options: { autoCards: false },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  full.run({ type: 'StartGame', seating: fullPlayers });
  const fullPick = picker(121);
  const actAll = (g: Log, pick: ReturnType<typeof picker>) =>
    botsAct(
      () => g.state,
      ruleset121,
      (cmd, actor) => g.run(cmd, actor),
      pick,
    );
  // the opening (its choices), day 1, then night 2's windows with every usable skill submitted in each (night 2: the skills
  // that wait for a second night — 放烟花, 狙击 — and the bodies of day 2 for 食尸)
  let fullNight = 0;
  while (full.state.status === 'running' && fullNight < 2) {
    const ph = full.state.phase;
    if (ph.kind === 'night' && ph.window === 'fb10' && ph.day >= 2) break;
    actAll(full, fullPick);
    if (ph.kind === 'night' && ph.window === 'fb10') fullNight++;
    full.run({ type: 'CloseWindow', by: 'director' });
  }
  actAll(full, fullPick);
  const fullState = full.state;
  const fullDealt = new Set(fullState.chars.map((c) => c.role)).size;
  const fullPending = fullState.actions.filter((a) => !a.pass).length;
  const fullStats = timeClose(fullState, 200, 200);
  return { fullDealt, fullPending, fullStats };
}

// ---- 4c. 211: a 40-seat night dealt from the whole list, every slot busy --------------------------
/**
 * issue 13: 40 seats dealt from a seeded hand of the whole list of 211's implemented roles inside the 导言's setup rules
 * (test/domain/211/hand40.ts, holding 占星师 and 炼金魔女 so that 早夜1 and 凌晨2 have a skill too); seeded bots submit
 * every skill usable in each slot (the opening, the 竞选日, then night 1 slot by slot); the row is the close of the night's
 * settling slot (凌晨2: the order table, the out tally, the chains, 晨曦1 opening) with the whole night pending.
 */
function partFull211() {
  // 占星师 占星 (早夜1) and 炼金魔女 (凌晨2): the two slots few roles act in
  const hand = hand211(SEED_211, 40, ['占星师', '炼金魔女']);
  const g = new Log();
  const players = hand.roles.map((_, i) => `z${String(i + 1).padStart(2, '0')}`);
  g.run({
    type: 'CreateGame',
    id: 'bench-211',
    title: 'bench',
    ruleset: '211',
    players: players.map((name, i) => ({ name, gender: hand.genders[i] })),
    seed: SEED_211,
    roles: null,
    pool: hand.roles,
    // l.69: the 皇帝 card (the hand's first, hand40.ts) goes to 雍正, the first seat
    options: { autoCards: false, yongzheng: players[0] as string },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  g.run({ type: 'StartGame', seating: players });
  const pick = picker(211);
  const settling = ruleset211.settleAfter as string;
  const slots = ruleset211.nightWindows.map((w) => w.id);
  while (g.state.status === 'running') {
    const ph = g.state.phase;
    botsAct(
      () => g.state,
      ruleset211,
      (cmd, actor) => g.run(cmd, actor),
      pick,
    );
    if (ph.kind === 'night' && ph.day === NIGHT_211 && ph.window === settling) break;
    g.run({ type: 'CloseWindow', by: 'director' });
  }
  if (g.state.status !== 'running') throw new Error(`bench 211: the game ended before night ${NIGHT_211}`);
  const s211 = g.state;
  const upto = slots.slice(0, slots.indexOf(settling) + 1);
  // the slots the pending actions are due in (a skill may be submitted before its slot, as the players do)
  const busy = new Set(
    s211.actions
      .filter((a) => !a.pass)
      .map((a) => {
        const c = s211.chars.find((x) => x.name === a.actor);
        const sk = c && findSkill(s211, ruleset211, c, a.skill);
        return sk ? slots[windowIndex(ruleset211, sk)] : undefined;
      }),
  );
  const full211Stats = timeClose(s211, Number(process.env.BENCH_ITER_211 ?? 200), 200);
  return {
    dealt211: new Set(s211.chars.map((c) => c.role)).size,
    pending211: s211.actions.filter((a) => !a.pass).length,
    busy211: `${upto.filter((w) => busy.has(w)).length} of ${upto.length}`,
    full211Stats,
  };
}

/**
 * The memory one hard close allocates (its garbage and the new state), in a process whose young generation holds a
 * hundred closes (\`--max-semi-space-size=64\`), so no collection runs during one: the median of 100 closes, each of its
 * own copy after a full collection. What decides how often a close meets a scavenge (the tail of the figures above).
 */
function partAlloc() {
  const { hardState } = hardNight();
  const json = JSON.stringify(hardState);
  const kept: unknown[] = [];
  for (let i = 0; i < 200; i++) kept.push(closeOf(JSON.parse(json) as GameState));
  const bytes: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = JSON.parse(json) as GameState;
    collect();
    const before = process.memoryUsage().heapUsed;
    kept.push(closeOf(s));
    bytes.push(process.memoryUsage().heapUsed - before);
  }
  return { allocated: stats(bytes).median };
}

// ---- 5. one command as the log grows: 1,000 and 30,000 events ----------------------------------
/** A game played peacefully (every vote changed to 弃权, the kill on a guarded character) until `n` events. */
function buildLong(n: number): Log {
  const g = newGame();
  while (g.log.length < n && g.state.status === 'running') {
    if (g.state.phase.kind === 'day') playDay(g, true, true);
    else {
      submitNight(g);
      closeNight(g);
    }
  }
  if (g.state.status !== 'running') throw new Error(`the long game ended at ${g.log.length} events`);
  return g;
}
/** At `n` events: one vote's decide (the copy of the state and the fold of its event), and a night's close. */
function growth(n: number) {
  const long = buildLong(n);
  if (long.state.phase.kind === 'night') closeNight(long);
  const at = long.log.length;
  const history = long.state.history.length;
  const living = alive(long);
  const who = living[3]?.name as string;
  const vote = time(
    () =>
      decide(
        long.state,
        { type: 'CastVote', voter: who, target: living[4]?.name as string, proxy: false },
        { now: long.now, actor: `player:${who}` },
      ),
    500,
  );
  playDay(long, true, true);
  submitNight(long);
  const night = long.state;
  const close = time(
    () =>
      decide(
        night,
        { type: 'CloseWindow', by: 'alarm' },
        { now: night.phase.closesAt ?? T0, actor: 'system:alarm' },
      ),
    200,
  );
  return { at, history, vote, close };
}

// ---- memory ------------------------------------------------------------------------------------
function partMemory() {
  const log3000 = build3000();
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const copies = Array.from({ length: 20 }, () => replay(log3000));
  collect();
  const heapPerState = (process.memoryUsage().heapUsed - heapBefore) / copies.length;
  const logBytes = Buffer.byteLength(log3000.map((e) => JSON.stringify(e)).join('\n'));
  return { heapPerState, logBytes, events: log3000.length };
}

// ---- each part in a process of its own -----------------------------------------------------------
// A Durable Object holds one game: each part runs in a fresh Node process holding only its own games, so one
// part's heap and garbage (the 30,000-event game) are not billed to another's samples.
const parts = {
  replay: partReplay,
  close: partClose,
  vote: partVote,
  hard: partHard,
  growth1000: () => growth(1000),
  growth30000: () => growth(30000),
  memory: partMemory,
  full: partFull,
  full211: partFull211,
  alloc: partAlloc,
};
type Parts = typeof parts;
type Result<K extends keyof Parts> = ReturnType<Parts[K]>;
const PART = process.env.BENCH_PART as keyof Parts | undefined;
if (PART) {
  process.stdout.write(JSON.stringify(parts[PART]()));
  process.exit(0);
}
function run<K extends keyof Parts>(part: K, flags: string[] = []): Result<K> {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, ...flags, fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, BENCH_PART: part },
      maxBuffer: 1 << 26,
    },
  );
  return JSON.parse(out.toString()) as Result<K>;
}
const { replayStats } = run('replay');
const { acted, closeStats, closeEvents, fold } = run('close');
const { voteStats } = run('vote');
const { n90Stats, hardStats, hardOut } = run('hard');
const { fullDealt, fullPending, fullStats } = run('full');
const { dealt211, pending211, busy211, full211Stats } = run('full211');
const grown = [run('growth1000'), run('growth30000')];
const { heapPerState, logBytes, events: log3000Length } = run('memory');
const { allocated } = run('alloc', ['--max-semi-space-size=64']);

const ms = (x: number) => `${x.toFixed(3)} ms`;
const rows = [
  [
    'replay a 3,000-event game (40 seats)',
    `${log3000Length} events`,
    ms(replayStats.median),
    ms(replayStats.p95),
    ms(replayStats.max),
    ms(replayStats.p95All),
  ],
  [
    'close the last night window, 40 seats (decide)',
    `${acted + 3} actions, ${closeEvents} events out`,
    ms(closeStats.median),
    ms(closeStats.p95),
    ms(closeStats.max),
    ms(closeStats.p95All),
  ],
  [
    'fold those events into the state (evolve)',
    `${closeEvents} events`,
    ms(fold.median),
    ms(fold.p95),
    ms(fold.max),
    ms(fold.p95All),
  ],
  [
    'decide one vote on a 40-seat day',
    '1 event',
    ms(voteStats.median),
    ms(voteStats.p95),
    ms(voteStats.max),
    ms(voteStats.p95All),
  ],
  [
    "hard roles, 40 seats: close the witches' window (n90), its feedback",
    'the night so far',
    ms(n90Stats.median),
    ms(n90Stats.p95),
    ms(n90Stats.max),
    ms(n90Stats.p95All),
  ],
  [
    'hard roles, 40 seats: close the last window (decide)',
    `${hardOut.acts} skills act, ${hardOut.events} events out`,
    ms(hardStats.median),
    ms(hardStats.p95),
    ms(hardStats.max),
    ms(hardStats.p95All),
  ],
  [
    'whole list, 40 seats: close the last window (decide)',
    `${fullDealt} kinds of card, ${fullPending} actions pending`,
    ms(fullStats.median),
    ms(fullStats.p95),
    ms(fullStats.max),
    ms(fullStats.p95All),
  ],
  [
    '211 whole list, 40 seats: close the settling slot (凌晨2, decide)',
    `${dealt211} roles, ${pending211} actions pending, slots busy: ${busy211}`,
    ms(full211Stats.median),
    ms(full211Stats.p95),
    ms(full211Stats.max),
    ms(full211Stats.p95All),
  ],
  ...grown.flatMap((x) => [
    [
      `decide one vote, a game of ${x.at.toLocaleString('en')} events`,
      `${x.history} resolved actions kept`,
      ms(x.vote.median),
      ms(x.vote.p95),
      ms(x.vote.max),
      ms(x.vote.p95All),
    ],
    [
      `close a night window, a game of ${x.at.toLocaleString('en')} events`,
      'the first window (decide)',
      ms(x.close.median),
      ms(x.close.p95),
      ms(x.close.max),
      ms(x.close.p95All),
    ],
  ]),
];
const table = [
  '| benchmark | size | median | p95 | max | p95, all threads |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
const mem = `State of the 40-seat game after 3,000 events: about ${(heapPerState / 1024).toFixed(0)} KiB of heap; the log itself is ${(logBytes / 1024).toFixed(0)} KiB as NDJSON. One close of the hard-roles night allocates about ${(allocated / 1024).toFixed(0)} KiB (its garbage and the new state; median of 100).`;
const machine = `Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), load average ${LOAD.toFixed(2)} at the start.`;
console.log(`${table}\n\n${mem}\n${machine}`);

if (process.argv.includes('--write')) {
  const doc = `# Benchmarks

Measured by \`npm run bench\` (\`bench/run.ts\`) in Node against the pure domain: inside workerd the
clock does not advance during CPU work, so CPU time is measured here.
The bench is bundled by esbuild as \`wrangler deploy\` bundles the Worker (\`bench/bundle.mjs\`, \`keep_names\` as
wrangler.toml sets it), and each part runs in a Node process of its own holding only its games, on a collected heap,
after a warm-up (200 closes for the hard and both whole-list nights: a game's object serves a whole game, so its code is
optimised, as here). A night's close runs as an isolate runs it: the samples rotate over 40 objects holding the night,
each its own copy of the state (long-lived, as an object's state is), and an object keeps the state its close returns
until it is given the night again 40 samples later (untimed); the heap is what a busy isolate holds, a few MB.

A sample's figure is the CPU time of the thread that ran it — what a Worker's request is billed — bounded from above by
the lesser of the process's CPU time (\`process.cpuUsage()\`, which also counts V8's background threads: concurrent
marking, sweeping, compilation on the other core) and the wall time (which also counts time the system gave other
processes): Node 20 has no clock of one thread's CPU time. The last column is the p95 of the process's CPU time alone,
every thread counted. p95 and max hold the garbage collections on the main thread; on a busy machine they also hold the
cost of sharing the cores (cache and hyperthreads: CPU time grows with the load too), so the load average is printed;
read the figures of a quiet run. ${hardStats.collected} of the 1,000 hard closes held a collection pause on the main
thread (the heap in use shrank during the sample); how often a close meets one follows from what a close allocates
(below the table). The max of a night's close is the one sample in a thousand or so that met a long pause of the
collector on the main thread.
A Workers free-plan request has 10 ms of CPU; the work an alarm does when a 40-seat night
closes is the \`decide\` of the last window plus the fold of its events (plus the append, a few SQLite inserts).

${table}

${mem}

${machine}

How the figures are made:
- the 3,000-event game is a 40-seat table of ruleset 121 played by the bench itself: every living
  character votes and changes its vote each day, the wolves (each resubmitting the shared kill), seers,
  guards, 狼王 and witches act each night;
- the night close is measured on the state just before the alarm closes the last window (\`fb10\`), with
  the whole night's actions pending; \`decide\` runs the order table, the settlement and the morning 公示;
- the games of 1,000 and 30,000 events are the same table played peacefully (every vote changed to 弃权, the
  kill on a guarded character) until the log is that long; a command copies the state it folds into, but the
  history of resolved actions (the only part that grows with the game) is shared until a command appends to it,
  so a vote costs the same at 30,000 events as at 1,000 (issue 18: it was 0.05 against 0.23 ms when every
  command copied the whole state, and playing the game was quadratic);
- the hard-roles night (issue 3) is a 40-seat 121 table of 狼王, 狼美人, 恶灵骑士, 花蝴蝶, 幽灵, 8 狼人, 锁链师, 镜,
  5 预言家, 2 女巫, 3 守卫, 魔术师, 3 企鹅, 2 摄梦人, 3 通灵师, 3 乌鸦, 猎人, 白痴, 替罪羊, where 30 skills act in one
  night: 附身, 交换, 拥抱, 冰冻 ×3, 链接, 守护 ×3, 摄梦 ×2, 杀人, 冲锋, 魅惑, 邪恶, 预言 ×5 (one on 镜: a reflection
  drawn), 通灵 ×3, 诽谤 ×3, 救药, 毒药, 镜像 — swaps, sharing, reflection, blocks, chains and a tie draw among the
  five 预言家. Each window's close runs the pipeline once for its feedback and once for what the next window
  needs when it opens (both witches' 通灵 share one run: \`engine/night/simulation.ts\`) — the n90 row; the last
  runs it in full, settles the kills and posts the morning;
- the whole-list night (issue 11) is a 40-seat 121 table dealt at random (seed \`bench-full\`) from every card of the
  ruleset once, with plain 村民 and 狼人 cards enough for the 导言's numbers; seeded bots submit every skill usable in
  each window (the opening, night 1, day 1 and 2 with no vote, night 2), targets and choices at random among the legal
  ones; the row is the close of night 2's last window with all of them pending;
- the 211 whole-list night (issue 13) is a 40-seat 211 game dealt from a seeded hand (seed \`bench-211\`) of the
  whole list of implemented roles inside the 导言's setup rules (test/domain/211/hand40.ts: 村民阵营 22, 狼人阵营 14, 三方 2,
  不定 2, the strength sums, 1–3 验人系, the pairs; 占星师 and 炼金魔女 among them so that 早夜1 and 凌晨2 have a skill);
  seeded bots submit every skill usable in each slot (the opening, the 竞选日, night 1); the row is the close of the
  settling slot 凌晨2 with the night's actions pending, each of its eight slots 黄昏1 … 凌晨2 with at least one.

Rerun after changing a hot path (append, replay, a night's resolution) and commit the new figures:
\`npm run bench -- --write\`.
`;
  // the HTTP section below the marker is `npm run bench:http -- --write`'s: kept as it is
  // run from its bundle (bench/bundle.mjs) the file sits elsewhere: the repository's root comes in BENCH_ROOT
  const file = `${process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url))}docs/benchmarks.md`;
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const marker = old.indexOf(HTTP_MARKER);
  writeFileSync(file, marker >= 0 ? `${doc}\n${old.slice(marker)}` : doc);
  console.log('docs/benchmarks.md written');
}
