/**
 * `npm run bench`: speed and memory of the pure domain in Node.
 *   - replaying a 3,000-event game (a cold Durable Object rebuilds its state this way)
 *   - closing the last window of one night of a 40-seat game (the alarm's whole CPU work)
 *   - deciding one vote on a busy day
 * Prints a Markdown table; `npm run bench -- --write` also rewrites docs/benchmarks.md.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Command } from '../src/domain/commands';
import { decide } from '../src/domain/decide';
import type { Envelope } from '../src/domain/events';
import { replay } from '../src/domain/evolve';
import { type GameState, initialState } from '../src/domain/state';

const T0 = Date.UTC(2026, 10, 30, 4, 0, 0);

class Log {
  log: Envelope[] = [];
  state: GameState = initialState();
  now = T0;
  run(cmd: Command, actor = 'director'): boolean {
    const r = decide(this.state, cmd, { now: this.now, actor });
    if (!r.ok) return false;
    const base = this.log.length;
    const envs = r.value.map(
      (e, i) => ({ ...e, seq: base + i + 1, at: new Date(this.now).toISOString(), actor }) as Envelope,
    );
    this.log.push(...envs);
    this.state = replay(envs, this.state);
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

function time(fn: () => void, iterations: number, warmup = 5): ReturnType<typeof stats> {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return stats(out);
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

const log3000 = build3000();
const replayStats = time(() => replay(log3000), 30);

// ---- 2. closing a 40-seat night ----------------------------------------------------------------
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
const close: Command = { type: 'CloseWindow', by: 'alarm' };
const closeStats = time(
  () => decide(nightState, close, { now: nightState.phase.closesAt ?? T0, actor: 'system:alarm' }),
  200,
);
const closeEvents = (() => {
  const r = decide(nightState, close, { now: nightState.phase.closesAt ?? T0, actor: 'system:alarm' });
  return r.ok ? r.value.length : 0;
})();
const fold = (() => {
  const r = decide(nightState, close, { now: nightState.phase.closesAt ?? T0, actor: 'system:alarm' });
  if (!r.ok) return stats([0]);
  const envs = r.value.map(
    (e, i) => ({ ...e, seq: nightState.lastSeq + i + 1, at: '', actor: 'system' }) as Envelope,
  );
  return time(() => replay(envs, nightState), 200);
})();

// ---- 3. one vote on day 2 ----------------------------------------------------------------------
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

// ---- memory ------------------------------------------------------------------------------------
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
gc();
const heapBefore = process.memoryUsage().heapUsed;
const copies = Array.from({ length: 20 }, () => replay(log3000));
gc();
const heapPerState = (process.memoryUsage().heapUsed - heapBefore) / copies.length;
const logBytes = Buffer.byteLength(log3000.map((e) => JSON.stringify(e)).join('\n'));

const ms = (x: number) => `${x.toFixed(3)} ms`;
const rows = [
  [
    'replay a 3,000-event game (40 seats)',
    `${log3000.length} events`,
    ms(replayStats.median),
    ms(replayStats.p95),
    ms(replayStats.max),
  ],
  [
    'close the last night window, 40 seats (decide)',
    `${acted + 3} actions, ${closeEvents} events out`,
    ms(closeStats.median),
    ms(closeStats.p95),
    ms(closeStats.max),
  ],
  [
    'fold those events into the state (evolve)',
    `${closeEvents} events`,
    ms(fold.median),
    ms(fold.p95),
    ms(fold.max),
  ],
  ['decide one vote on a 40-seat day', '1 event', ms(voteStats.median), ms(voteStats.p95), ms(voteStats.max)],
];
const table = [
  '| benchmark | size | median | p95 | max |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
const mem = `State of the 40-seat game after 3,000 events: about ${(heapPerState / 1024).toFixed(0)} KiB of heap; the log itself is ${(logBytes / 1024).toFixed(0)} KiB as NDJSON.`;
const machine = `Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores).`;
console.log(`${table}\n\n${mem}\n${machine}`);

if (process.argv.includes('--write')) {
  const doc = `# Benchmarks

Measured by \`npm run bench\` (\`bench/run.ts\`) in Node against the pure domain: inside workerd the
clock does not advance during CPU work, so CPU time is measured here. A Workers free-plan request has
10 ms of CPU; the work an alarm does when a 40-seat night closes is the \`decide\` of the last window
plus the fold of its events (plus the append, a few SQLite inserts).

${table}

${mem}

${machine}

How the figures are made:
- the 3,000-event game is a 40-seat table of ruleset 121 played by the bench itself: every living
  character votes and changes its vote each day, the wolves (each resubmitting the shared kill), seers,
  guards, 狼王 and witches act each night;
- the night close is measured on the state just before the alarm closes the last window (\`fb10\`), with
  the whole night's actions pending; \`decide\` runs the order table, the settlement and the morning 公示.

Rerun after changing a hot path (append, replay, a night's resolution) and commit the new figures:
\`npm run bench -- --write\`.
`;
  writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), doc);
  console.log('docs/benchmarks.md written');
}
