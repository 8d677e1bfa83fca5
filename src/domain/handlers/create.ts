import { type HoursOverride, parseHM } from '../calendar';
import type { CreateGame, Meta } from '../commands';
import { own, put } from '../dict';
import {
  dealFromPool,
  handReservedProblem,
  handSexProblem,
  poolProblem,
  poolReservedProblem,
  reservedHolder,
  type Sex,
  setupProblem,
  sexOf,
} from '../engine/setup';
import type { Tx } from '../engine/tx';
import type { Preset, RulesetDef } from '../engine/types';
import { type DomainError, err, quote } from '../errors';
import { ev } from '../events';
import { lookalikeKey, nameRefusal } from '../names';
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
  'cardMerge',
  'lastWords',
  'opening',
  'treehole',
] as const;

export function createGame(tx: Tx, cmd: CreateGame, meta: Meta): DomainError | null {
  const rs = tx.rs;
  if (!cmd.title.trim()) return err('INVALID_INPUT', '标题不能为空');
  if (cmd.players.length < 4) return err('INVALID_INPUT', '一局游戏至少需要4名玩家');
  for (const p of cmd.players) {
    const why = nameRefusal(p.name);
    if (why)
      return err(
        'INVALID_NAME',
        `${why}：${JSON.stringify(quote(p.name.replace(/[\uD800-\uDFFF]/g, '\uFFFD')))}`,
      );
  }
  const names = cmd.players.map((p) => normalizeName(p.name));
  if (names.some((n) => !n)) return err('INVALID_INPUT', '玩家名不能为空');
  const keys = names.map(lookalikeKey);
  const dupAt = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (dupAt >= 0) {
    const first = names[keys.indexOf(keys[dupAt] as string)] as string;
    const dup = names[dupAt] as string;
    return err(
      'DUPLICATE_PLAYER',
      first === dup
        ? `有两名玩家都叫“${quote(dup)}”（名字按 NFKC 规范化后比较）`
        : `两名玩家的名字看起来相同：“${quote(first)}”与“${quote(dup)}”（按 NFKC 规范化、不分大小写、连续空格视为一个后比较）`,
    );
  }
  if (names.includes('弃权')) return err('INVALID_INPUT', '“弃权”不能用作玩家名');
  // a table of the text's (RulesetDef.presets): its cards are the pool, its options the defaults under the director's
  let preset: Preset | null = null;
  if (cmd.preset) {
    const key = normalizeName(cmd.preset);
    preset = rs.presets?.find((p) => p.id === key || p.name === key) ?? null;
    if (!preset)
      return err(
        'UNKNOWN_PRESET',
        `规则 ${rs.id} 没有预设配置“${quote(cmd.preset)}”${rs.presets?.length ? `（可用：${rs.presets.map((p) => p.id).join('、')}）` : ''}`,
      );
    if (cmd.roles || cmd.pool) return err('INVALID_INPUT', 'preset（预设配置）与 roles、pool 只能三选一');
    if (preset.players !== names.length && cmd.options?.ignoreSetupConstraints !== true)
      return err(
        'SETUP_CONSTRAINT',
        `预设配置「${preset.name}」是${preset.players}人局（${preset.cite}），本局有${names.length}名玩家；如确需开局，请设置 options.ignoreSetupConstraints`,
      );
  }
  // a vest's gender, when given: 男 or 女 (m/f, male/female accepted) — 211 deals by it
  const given: [string, Sex | null][] = [];
  for (const [i, p] of cmd.players.entries()) {
    const sex = sexOf(p.gender);
    if (sex === undefined)
      return err(
        'INVALID_INPUT',
        `${quote(names[i] ?? '')} 的性别“${quote(p.gender ?? '')}”无法识别：须为 男 或 女`,
      );
    given.push([names[i] as string, sex]);
  }
  // own properties only (a player may be called __proto__)
  const sexes: Record<string, Sex | null> = Object.fromEntries(given);
  let roles: Record<string, string> | null = null;
  if (cmd.roles) {
    roles = {};
    for (const [who, role] of Object.entries(cmd.roles)) {
      const n = normalizeName(who);
      if (!names.includes(n)) return err('UNKNOWN_PLAYER', `roles 中的“${quote(who)}”不是本局玩家`);
      const r = roleByKey(rs, role);
      if (!r) return err('UNKNOWN_ROLE', `规则 ${rs.id} 没有（或尚未实现）身份“${quote(role)}”`);
      put(roles, n, r.id);
    }
    const missing = names.filter((n) => !own(roles, n));
    if (missing.length)
      return err('INVALID_INPUT', `roles 须给每名玩家一个身份；缺少：${missing.join('、')}`);
    // 马甲的男女会决定可获取身份的不同: never waived by ignoreSetupConstraints
    const sexProblem = handSexProblem(rs, roles, sexes);
    if (sexProblem) return sexProblem;
  }
  let pool: string[] | null = null;
  const poolIn = cmd.pool ?? preset?.pool ?? null;
  if (poolIn) {
    pool = [];
    for (const role of poolIn) {
      const r = roleByKey(rs, role);
      if (!r) return err('UNKNOWN_ROLE', `规则 ${rs.id} 没有（或尚未实现）身份“${quote(role)}”`);
      pool.push(r.id);
    }
    if (pool.length < names.length)
      return err('INVALID_INPUT', `身份池有${pool.length}个身份，玩家却有${names.length}名`);
  }
  if (roles && pool) return err('INVALID_INPUT', 'roles（指定发牌）与 pool（随机发牌）只能二选一');
  const unknownOption = Object.keys(cmd.options ?? {}).find(
    (k) => !(GAME_OPTIONS as readonly string[]).includes(k) && !rs.options?.[k] && !rs.optionSpecs?.[k],
  );
  if (unknownOption !== undefined)
    return err(
      'INVALID_OPTION',
      `没有这个选项：options.${quote(unknownOption)}（可用：${[...GAME_OPTIONS, ...Object.keys(rs.options ?? {}), ...Object.keys(rs.optionSpecs ?? {})].join(', ')}）`,
    );
  // the ruleset's structured options (tieba houses): each checked by its own spec
  for (const [k, spec] of Object.entries(rs.optionSpecs ?? {})) {
    const v = cmd.options?.[k];
    if (v === undefined) continue;
    const problem = spec.check(v, names);
    if (problem) return err('INVALID_OPTION', `options.${k}：${problem}（${spec.describe}）`);
  }
  const tz = cmd.schedule?.timezone ?? 'Asia/Shanghai';
  if (!isValidTimeZone(tz)) return err('INVALID_INPUT', `未知的时区 ${tz}`);
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
    return err('INVALID_INPUT', 'options.trustPostedAt 须为 true 或 false');
  if (cmd.options?.autoCards !== undefined && typeof cmd.options.autoCards !== 'boolean')
    return err('INVALID_INPUT', 'options.autoCards 须为 true 或 false（默认 true：按规则自动判罚）');
  if (cmd.options?.treehole !== undefined && typeof cmd.options.treehole !== 'boolean')
    return err(
      'INVALID_OPTION',
      `options.treehole 须为 true 或 false（树洞：默认${rs.treehole ? '开启' : '关闭'}）`,
    );
  const cm = cmd.options?.cardMerge;
  if (cm !== undefined && (typeof cm !== 'number' || !Number.isInteger(cm) || cm < 0 || cm > 9 || cm === 1))
    return err(
      'INVALID_OPTION',
      'options.cardMerge 须为 0（不合并）或 2 到 9 之间的整数（几张合并为一张更重的牌）',
    );
  const lw = cmd.options?.lastWords;
  if (lw !== undefined) {
    if (!rs.lastWordsOption)
      return err('INVALID_OPTION', `options.lastWords：规则 ${rs.id} 的遗言数由规则本身规定`);
    if (typeof lw !== 'number' || !Number.isInteger(lw) || lw < 0 || lw > cmd.players.length)
      return err('INVALID_OPTION', 'options.lastWords 须为 0 到玩家人数之间的整数');
  }
  // the ruleset's own options (classic: convention 篇二 | 篇三): checked, and the default stored when absent
  const options: Record<string, unknown> = { ...preset?.options, ...cmd.options };
  if (options.convention !== undefined && !rs.options?.convention)
    return err('INVALID_OPTION', `规则 ${rs.id} 没有 convention 选项`);
  for (const [k, o] of Object.entries(rs.options ?? {})) {
    const v = own(options, k);
    if (v === undefined) put(options, k, o.default);
    else if (typeof v !== 'string' || !o.values.includes(v))
      return err('INVALID_OPTION', `options.${k} 须为 ${o.values.join('、')} 之一（默认 ${o.default}）`);
  }
  if (!roles && !pool)
    return err(
      'INVALID_INPUT',
      '缺少身份：请给出 roles（逐一指定）或 pool（随机发放），否则开局时无身份可发',
    );
  // the setup rules (121 导言) at creation: a table that cannot start is refused before tokens are handed out
  const ignore = options.ignoreSetupConstraints === true;
  // 211 l.69: the vest the 皇帝 card goes to (雍正), when one is known
  const holder = reservedHolder(rs, options, names);
  const problem = roles
    ? ignore
      ? null
      : (setupProblem(rs, Object.values(roles), names.length) ?? handReservedProblem(rs, roles, holder))
    : pool
      ? ((ignore ? null : (poolProblem(rs, pool, names.length) ?? poolReservedProblem(rs, pool, holder))) ??
        dealFromPool(rs, pool, names.length, seedRng(cmd.seed), ignore, sexes, holder))
      : null;
  if (problem && 'code' in problem) return problem;
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
    if (typeof v !== 'string' || !parseHM(v)) return { error: `schedule.${k} 须为“HH:MM”格式的时刻` };
    h[k] = v.trim();
  }
  if (sch.dayLength !== undefined) {
    if (!Number.isInteger(sch.dayLength) || sch.dayLength < 1 || sch.dayLength > 14)
      return { error: 'schedule.dayLength 须为 1 到 14 的整数（自然日）' };
    h.dayLength = sch.dayLength;
  }
  if (sch.weekendExtends !== undefined) {
    if (typeof sch.weekendExtends !== 'boolean')
      return { error: 'schedule.weekendExtends 须为 true 或 false' };
    h.weekendExtends = sch.weekendExtends;
  }
  for (const k of ['changeLockMinutes', 'proxyLockMinutes', 'speedCutoffMinutes'] as const) {
    const v = sch[k];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !(v >= 0 && v <= 7 * 24 * 60))
      return { error: `schedule.${k} 须为分钟数（0 到一周）` };
    h[k] = v;
  }
  if (sch.nightMinutes !== undefined) {
    const ids = rs.nightWindows.map((w) => w.id);
    for (const [id, m] of Object.entries(sch.nightMinutes)) {
      if (!ids.includes(id))
        return {
          error: `schedule.nightMinutes：规则 ${rs.id} 没有夜间时段 ${id}（时段：${ids.join('、')}）`,
        };
      if (typeof m !== 'number' || !(m > 0 && m <= 24 * 60))
        return { error: `schedule.nightMinutes.${id} 须为分钟数（大于 0，至多一天）` };
    }
    let last = 0;
    for (const w of rs.nightWindows) {
      if (w.from !== 'close') continue;
      const m = sch.nightMinutes[w.id] ?? w.minutes;
      if (m < last) return { error: `schedule.nightMinutes：${w.id}（${m}分钟）会早于它前一个时段截止` };
      last = m;
    }
    h.nightMinutes = { ...sch.nightMinutes };
  }
  return h;
}
