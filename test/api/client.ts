import { runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { audit, parseNdjson } from '../../src/audit/audit';
import table12 from '../domain/121/table12.json';
import { GENDERS211, SEATS211, TABLE211 } from '../domain/211/seats';

export const ADMIN = 'test-admin-token';

export interface Res<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** One HTTP call to the Worker, as an adapter would make it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON bodies
export async function api<T = any>(
  method: string,
  path: string,
  opts: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await SELF.fetch(`https://bansha.test${path}`, { method, headers, body });
  // bytes, not r.text(): workerd warns on .text() of a non-text type such as application/x-ndjson
  const text = new TextDecoder().decode(await r.arrayBuffer());
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: r.status, body: parsed as T, text, headers: r.headers };
}

export interface Created {
  id: string;
  directorToken: string;
  auditorToken: string;
  players: { name: string; token: string }[];
  tok: Record<string, string>;
}

export async function createGame(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Created> {
  const r = await api<Omit<Created, 'tok'>>('POST', '/v1/games', { token: ADMIN, body, headers });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${r.text}`);
  return { ...r.body, tok: Object.fromEntries(r.body.players.map((p) => [p.name, p.token])) };
}

/** The 12-seat 121 table used across the API tests (3 wolves, 6 gods, 3 villagers). */
export const TABLE12: Record<string, string> = table12;
export const SEATS12 = Object.keys(TABLE12);

export async function newTable(extra: Record<string, unknown> = {}): Promise<Created> {
  const g = await createGame({
    title: '测试局',
    ruleset: '121',
    players: SEATS12.map((name) => ({ name })),
    roles: TABLE12,
    seed: 'api-seed',
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    ...extra,
  });
  return g;
}

/** The 211 table of test/domain/211/seats.ts with 帝 as a 村民, automatic cards on (潜水 tests). */
export const table211 = (): Promise<Created> =>
  createGame({
    title: '测试局',
    ruleset: '211',
    players: SEATS211.map((name) => ({ name, gender: GENDERS211[name] })),
    roles: { ...TABLE211, 帝: '村民' },
    seed: 'api-211',
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    options: { ignoreSetupConstraints: true },
  });

export async function eventCount(g: Created): Promise<number> {
  const r = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
  return r.text.split('\n').filter(Boolean).length;
}

// ---- shorthands for playing a game over HTTP ---------------------------------------------

/** A player's skill use: `POST /actions`. */
export const act = (g: Created, who: string, skill: string, targets: string[] = []) =>
  api('POST', `/v1/games/${g.id}/actions`, { token: g.tok[who], body: { skill, targets } });

/** A player's vote (`{target}`) or forum post (`{post}`): `POST /votes`. */
export const vote = (g: Created, who: string, body: { target?: string; post?: string }) =>
  api('POST', `/v1/games/${g.id}/votes`, { token: g.tok[who], body });

/** The director closes the open window: `POST /close`. */
export const close = (g: Created, body?: Record<string, unknown>) =>
  api('POST', `/v1/games/${g.id}/close`, { token: g.directorToken, ...(body ? { body } : {}) });

export const start = (g: Created, seating?: string[]) =>
  api('POST', `/v1/games/${g.id}/start`, {
    token: g.directorToken,
    ...(seating ? { body: { seating } } : {}),
  });

/** Closes the opening if the game opened with one (211: the [群内]'s 窥天 in every game with a [群内]), unused. */
export async function pastOpening(g: Created): Promise<void> {
  const phase = (await api<{ phase: { day: number; window: string } }>('GET', `/v1/games/${g.id}`)).body
    .phase;
  if (phase.day !== 0) return;
  const r = await close(g);
  if (r.status !== 200) throw new Error(`close failed: ${r.status} ${r.text}`);
}

/** A post's text without the chain-head mark each post ends with (checked in log.test.ts). */
export const bare = (text: string): string => text.replace(/\n〔链 [0-9a-f]{12}〕$/, '');

/** The public record's texts, in order, without their chain-head marks. */
export async function postTexts(g: Created): Promise<string[]> {
  const r = await api<{ text: string }[]>('GET', `/v1/games/${g.id}/announcements`);
  return r.body.map((a) => bare(a.text));
}

/** A player's notification texts, in order. */
export async function notes(g: Created, who: string): Promise<string[]> {
  const r = await api<{ notifications: { text: string }[] }>('GET', `/v1/games/${g.id}/me`, {
    token: g.tok[who],
  });
  return r.body.notifications.map((n) => n.text);
}

export const game = (g: Created) => api('GET', `/v1/games/${g.id}`);

/** The stored log, parsed (director token). */
// biome-ignore lint/suspicious/noExplicitAny: event data is read loosely in tests
export async function events(g: Created): Promise<{ seq: number; type: string; data: any }[]> {
  const r = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
  return r.text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/**
 * Closes the night's windows, one by one as their deadlines would, until the next day opens
 * (or the game ends). Tests name no night window: their number and names are the ruleset's.
 */
export async function closeNight(g: Created): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const v = (await game(g)).body;
    if (v.status === 'ended' || v.phase.kind === 'day') return;
    const r = await close(g);
    if (r.status !== 200) throw new Error(`close failed: ${r.status} ${r.text}`);
  }
  throw new Error('the night never ended');
}

/** Closes night windows until `who` can no longer use `skill` now (its window has passed). */
export async function closePast(g: Created, who: string, skill: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok[who] });
    const sk = me.body.skills.find((k: { name: string; id: string }) => k.name === skill || k.id === skill);
    if (!sk?.usableNow) return;
    const r = await close(g);
    if (r.status !== 200) throw new Error(`close failed: ${r.status} ${r.text}`);
  }
  throw new Error(`${skill} stayed usable`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until `done` holds, at most `ms` (deliveries through the outbox and the alarm are asynchronous). */
export async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (t: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 1500)}`);
    await sleep(25);
  }
}

/** The log as an auditor downloads it, checked as `npm run audit` does (the chain, the replay, the winner). */
export async function audited(g: Created) {
  const r = await api('GET', `/v1/games/${g.id}/events`, { token: g.auditorToken });
  expect(r.status).toBeLessThan(300);
  const parsed = parseNdjson(r.text);
  expect(parsed.error).toBeUndefined();
  const verify = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
  const report = audit(parsed.lines, { head: verify.body.head });
  expect(report.ok).toBe(true);
  return report;
}

/** A small seeded generator for bots' choices (the game's own randomness is the server's). */
export function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(xs: T[]): T | undefined => xs[Math.floor(next() * xs.length)];
}

/** A skill as GET /me shows it (what a bot reads). */
export interface SkillView {
  id: string;
  name: string;
  kind: string;
  usableNow: boolean;
  legalTargets: string[];
  targetCount?: { min: number; max: number };
  choices?: string[];
  submitted?: unknown;
}

/** What a bot submits for a skill of its view now, or null to leave it: none it cannot use now. */
export function botAction(
  sk: SkillView,
  view: { group?: { members: string[] } },
  pick: ReturnType<typeof rng>,
  pack: { target?: string },
): { targets: string[]; choice?: string } | null {
  if (!sk.usableNow || sk.submitted || sk.kind === 'passive' || sk.kind === 'day') return null;
  const want = Math.max(sk.targetCount?.min ?? 0, sk.targetCount?.max ? 1 : 0);
  let targets: string[] = [];
  if (sk.id === 'kill') {
    // the pack names one target a night, never one of its own
    const mates = view.group?.members ?? [];
    pack.target ??= pick(sk.legalTargets.filter((t) => !mates.includes(t)));
    targets = pack.target ? [pack.target] : [];
  } else {
    const pool = [...sk.legalTargets];
    while (targets.length < want && pool.length) {
      const t = pick(pool) as string;
      targets.push(t);
      pool.splice(pool.indexOf(t), 1);
    }
  }
  if (targets.length < (sk.targetCount?.min ?? 0)) return null;
  const choice = sk.choices?.length ? pick(sk.choices) : undefined;
  return choice === undefined ? { targets } : { targets, choice };
}

/** What a bot may be asked to do beyond `botAction`: a ruleset's own pick, its vote post, the first day that votes. */
export interface BotRules {
  /** A ruleset's own pick for a skill (undefined: `botAction`'s). */
  action?: (sk: SkillView) => { targets: string[]; choice?: string } | null | undefined;
  /** The body of a vote for `target` (default `{ target }`). */
  voteBody?: (target: string) => Record<string, unknown>;
  /** The first day whose vote the bots cast (default 0: every day). */
  voteFrom?: number;
  /** The statuses an action may answer (default: anything below 500). */
  accepted?: number[];
}

/**
 * One bot's turn in an unattended game: its last words when due, every skill it can use now (`botAction`, or the
 * ruleset's own pick), and its vote by day for a random living other — through the player's own token.
 */
export async function botTurn(
  g: Created,
  pub: { phase: { kind: string; day: number } },
  name: string,
  alive: string[],
  pick: ReturnType<typeof rng>,
  pack: { target?: string },
  rules: BotRules = {},
): Promise<void> {
  const G = `/v1/games/${g.id}`;
  const token = g.tok[name];
  const v = (await api('GET', `${G}/me`, { token })).body;
  if (v.rights?.includes('last_words'))
    await api('POST', `${G}/last-words`, { token, body: { text: `我是${v.role}。` } });
  for (const sk of (v.skills ?? []) as SkillView[]) {
    const a = rules.action?.(sk) ?? botAction(sk, v, pick, pack);
    if (!a) continue;
    const r = await api('POST', `${G}/actions`, { token, body: { skill: sk.name, ...a } });
    // a night action is accepted with 202 (a right or a day one with 200); a pick the rules refuse is 4xx
    if (rules.accepted) expect(rules.accepted, `${name} ${sk.name}: ${r.text}`).toContain(r.status);
    else expect(r.status, `${name} ${sk.name}: ${r.text}`).toBeLessThan(500);
  }
  if (
    pub.phase.kind === 'day' &&
    pub.phase.day >= (rules.voteFrom ?? 0) &&
    v.vote?.canVote &&
    alive.includes(name)
  ) {
    const t = pick(alive.filter((x) => x !== name));
    if (t) await api('POST', `${G}/votes`, { token, body: rules.voteBody?.(t) ?? { target: t } });
  }
}

/** The game's Durable Object, for `runDurableObjectAlarm`. */
export const stub = (g: Created) => env.GAME.get(env.GAME.idFromName(g.id));

/** The names of the living seats of the public view. */
export const aliveNames = (pub: { seats: { alive: boolean; name: string }[] }): string[] =>
  pub.seats.filter((s) => s.alive).map((s) => s.name);

/** A phase's key: a window of a day or night (and a 211 extra round). */
export const phaseKey = (ph: { kind: string; day: number; window?: string | null; round?: number | null }) =>
  `${ph.kind}:${ph.day}:${ph.window}:${ph.round ?? 0}`;

/**
 * The deadline passes for an unattended game: the object's alarm runs (at most `tries` times, 60 ms apart) until the
 * game leaves the phase `key` or ends — an action may have ended it already.
 */
export async function alarmPast(g: Created, key: string, tries: number): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const now = (await game(g)).body;
    if (now.status !== 'running' || phaseKey(now.phase) !== key) return;
    await sleep(60);
    await runDurableObjectAlarm(stub(g));
  }
}
