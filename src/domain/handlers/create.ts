import { type HoursOverride, parseHM } from '../calendar';
import type { CreateGame, Meta } from '../commands';
import type { Tx } from '../engine/tx';
import type { RulesetDef } from '../engine/types';
import { type DomainError, err, quote } from '../errors';
import { ev } from '../events';
import { seedRng } from '../rng';
import { isValidTimeZone, MAX_SPAN_SECONDS } from '../time';
import { normalizeName } from '../votepost';

import { roleByKey } from './common';

// CreateGame: the game, its players, deal (by hand or pool), options and schedule, checked.

/** The options every ruleset reads (a ruleset's own, `RulesetDef.options`, come on top). */
export const GAME_OPTIONS = [
  'ignoreSetupConstraints',
  'trustPostedAt',
  'autoCards',
  'lastWords',
  'opening',
] as const;

export function createGame(tx: Tx, cmd: CreateGame, meta: Meta): DomainError | null {
  const rs = tx.rs;
  if (!cmd.title.trim()) return err('INVALID_INPUT', 'title is empty');
  if (cmd.players.length < 4) return err('INVALID_INPUT', 'a game needs at least 4 players');
  const names = cmd.players.map((p) => normalizeName(p.name));
  if (names.some((n) => !n)) return err('INVALID_INPUT', 'a player name is empty');
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup)
    return err(
      'DUPLICATE_PLAYER',
      `two players are named ${quote(dup)} (names compare after NFKC normalisation)`,
    );
  if (names.includes('弃权')) return err('INVALID_INPUT', '弃权 cannot be a player name');
  let roles: Record<string, string> | null = null;
  if (cmd.roles) {
    roles = {};
    for (const [who, role] of Object.entries(cmd.roles)) {
      const n = normalizeName(who);
      if (!names.includes(n)) return err('UNKNOWN_PLAYER', `roles names ${quote(who)}, who is not a player`);
      const r = roleByKey(rs, role);
      if (!r) return err('UNKNOWN_ROLE', `ruleset ${rs.id} has no role ${quote(role)} (yet)`);
      roles[n] = r.id;
    }
    const missing = names.filter((n) => !roles?.[n]);
    if (missing.length)
      return err('INVALID_INPUT', `roles must give every player a role; missing: ${missing.join('、')}`);
  }
  let pool: string[] | null = null;
  if (cmd.pool) {
    pool = [];
    for (const role of cmd.pool) {
      const r = roleByKey(rs, role);
      if (!r) return err('UNKNOWN_ROLE', `ruleset ${rs.id} has no role ${quote(role)} (yet)`);
      pool.push(r.id);
    }
    if (pool.length < names.length)
      return err('INVALID_INPUT', `the pool has ${pool.length} roles for ${names.length} players`);
  }
  if (roles && pool)
    return err('INVALID_INPUT', 'give either roles (deal by hand) or pool (random deal), not both');
  const unknownOption = Object.keys(cmd.options ?? {}).find(
    (k) => !(GAME_OPTIONS as readonly string[]).includes(k) && !rs.options?.[k],
  );
  if (unknownOption !== undefined)
    return err(
      'INVALID_OPTION',
      `没有这个选项：options.${quote(unknownOption)}（可用：${[...GAME_OPTIONS, ...Object.keys(rs.options ?? {})].join(', ')}）`,
    );
  const tz = cmd.schedule?.timezone ?? 'Asia/Shanghai';
  if (!isValidTimeZone(tz)) return err('INVALID_INPUT', `unknown time zone ${tz}`);
  const fixed = cmd.schedule?.fixed ?? null;
  const span = (x: unknown) => typeof x === 'number' && x > 0 && x <= MAX_SPAN_SECONDS;
  if (fixed && !(span(fixed.daySeconds) && span(fixed.nightSeconds)))
    return err(
      'INVALID_INPUT',
      `schedule.fixed：daySeconds 和 nightSeconds 须为正数，最多 ${MAX_SPAN_SECONDS} 秒（30天）`,
    );
  const hours = hoursOf(cmd.schedule ?? {}, rs);
  if ('error' in hours) return err('INVALID_INPUT', hours.error);
  if (cmd.options?.trustPostedAt !== undefined && typeof cmd.options.trustPostedAt !== 'boolean')
    return err('INVALID_INPUT', 'options.trustPostedAt is true or false');
  if (cmd.options?.autoCards !== undefined && typeof cmd.options.autoCards !== 'boolean')
    return err(
      'INVALID_INPUT',
      "options.autoCards is true or false (default true: the text's automatic cards)",
    );
  const lw = cmd.options?.lastWords;
  if (lw !== undefined) {
    if (!rs.lastWordsOption)
      return err(
        'INVALID_OPTION',
        `options.lastWords: ruleset ${rs.id} sets its number of last words by its text`,
      );
    if (typeof lw !== 'number' || !Number.isInteger(lw) || lw < 0 || lw > cmd.players.length)
      return err('INVALID_OPTION', 'options.lastWords is a whole number from 0 to the number of players');
  }
  // the ruleset's own options (classic: convention 篇二 | 篇三): checked, and the default stored when absent
  const options: Record<string, unknown> = { ...cmd.options };
  if (options.convention !== undefined && !rs.options?.convention)
    return err('INVALID_OPTION', `ruleset ${rs.id} has no option convention`);
  for (const [k, o] of Object.entries(rs.options ?? {})) {
    const v = options[k];
    if (v === undefined) options[k] = o.default;
    else if (typeof v !== 'string' || !o.values.includes(v))
      return err('INVALID_OPTION', `options.${k} is one of ${o.values.join(', ')} (default ${o.default})`);
  }
  if (!roles && !pool)
    return err(
      'INVALID_INPUT',
      '缺少身份：请给出 roles（逐一指定）或 pool（随机发放），否则开局时无身份可发',
    );
  tx.emit(
    ev('GameCreated', {
      id: cmd.id,
      title: cmd.title.trim(),
      ruleset: cmd.ruleset,
      players: cmd.players.map((p) => ({ name: normalizeName(p.name), gender: p.gender ?? null })),
      seed: cmd.seed,
      roles,
      pool,
      options,
      schedule: { timezone: tz, fixed, hours },
      createdAt: meta.now,
    }),
  );
  tx.emit(ev('RandomDrawn', { purpose: 'seed', outcome: cmd.seed, rng: seedRng(cmd.seed) }));
  return null;
}

/** The director's changes to the hours, checked: "HH:MM" times, whole days, known windows in order. */
function hoursOf(sch: HoursOverride, rs: RulesetDef): HoursOverride | { error: string } {
  const h: HoursOverride = {};
  for (const k of ['closeAt', 'openAt'] as const) {
    const v = sch[k];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !parseHM(v)) return { error: `schedule.${k} is a time of day "HH:MM"` };
    h[k] = v.trim();
  }
  if (sch.dayLength !== undefined) {
    if (!Number.isInteger(sch.dayLength) || sch.dayLength < 1 || sch.dayLength > 14)
      return { error: 'schedule.dayLength is a whole number of natural days, 1 to 14' };
    h.dayLength = sch.dayLength;
  }
  if (sch.weekendExtends !== undefined) {
    if (typeof sch.weekendExtends !== 'boolean') return { error: 'schedule.weekendExtends is true or false' };
    h.weekendExtends = sch.weekendExtends;
  }
  for (const k of ['changeLockMinutes', 'proxyLockMinutes', 'speedCutoffMinutes'] as const) {
    const v = sch[k];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !(v >= 0 && v <= 7 * 24 * 60))
      return { error: `schedule.${k} is a number of minutes (0 to a week)` };
    h[k] = v;
  }
  if (sch.nightMinutes !== undefined) {
    const ids = rs.nightWindows.map((w) => w.id);
    for (const [id, m] of Object.entries(sch.nightMinutes)) {
      if (!ids.includes(id))
        return {
          error: `schedule.nightMinutes: ${rs.id} has no night window ${id} (windows: ${ids.join(', ')})`,
        };
      if (typeof m !== 'number' || !(m > 0 && m <= 24 * 60))
        return { error: `schedule.nightMinutes.${id} is a number of minutes (more than 0, at most a day)` };
    }
    let last = 0;
    for (const w of rs.nightWindows) {
      if (w.from !== 'close') continue;
      const m = sch.nightMinutes[w.id] ?? w.minutes;
      if (m < last)
        return { error: `schedule.nightMinutes: ${w.id} (${m}) would close before the window before it` };
      last = m;
    }
    h.nightMinutes = { ...sch.nightMinutes };
  }
  return h;
}
