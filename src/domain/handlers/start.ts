import type { StartGame } from '../commands';
import { startPhase } from '../engine/flow';
import { runReveals } from '../engine/night';
import { needsOpening, resolveOpening } from '../engine/opening';
import {
  dealFromPool,
  dealToVests,
  handReservedProblem,
  handSexProblem,
  poolReservedProblem,
  reservedHolder,
  setupProblem,
  sexOf,
} from '../engine/setup';
import { roleOf } from '../engine/skills';
import type { Tx } from '../engine/tx';
import { type DomainError, err } from '../errors';
import { ev } from '../events';
import { shuffle } from '../rng';
import { normalizeName } from '../votepost';

// StartGame: deal, seat, enter the opening or day 1, tell each character its role.

export function startGame(tx: Tx, cmd: StartGame): DomainError | null {
  const s = tx.state;
  const rs = tx.rs;
  if (s.status !== 'setup') return err('GAME_ALREADY_STARTED', '游戏已经开始');
  const names = s.entrants.map((p) => p.name);
  const n = names.length;
  let seating: string[];
  if (cmd.seating) {
    seating = cmd.seating.map(normalizeName);
    if (seating.length !== n || new Set(seating).size !== n || seating.some((x) => !names.includes(x)))
      return err('INVALID_INPUT', 'seating 须列出每名玩家，且各一次');
  } else {
    seating = [];
  }
  const ignore = s.options.ignoreSetupConstraints === true;
  // 211: 马甲的男女会决定可获取身份的不同 — a role of one gender never goes to a vest of the other (never waived)
  const sexes = Object.fromEntries(s.entrants.map((p) => [p.name, sexOf(p.gender) ?? null]));
  // 211 l.69 三个皇帝身份…只会被雍正获取: the vest the 皇帝 card goes to, when one is known
  const holder = reservedHolder(rs, s.options, names);
  let dealt: Record<string, string>;
  if (s.handRoles) {
    dealt = { ...s.handRoles };
    const check =
      handSexProblem(rs, dealt, sexes) ??
      (ignore ? null : (setupProblem(rs, Object.values(dealt), n) ?? handReservedProblem(rs, dealt, holder)));
    if (check) return check;
  } else if (s.pool) {
    const unheld = ignore ? null : poolReservedProblem(rs, s.pool, holder);
    if (unheld) return unheld;
    // draw until the ruleset's setup constraints hold
    const drawn = dealFromPool(rs, s.pool, n, s.rng, ignore, sexes, holder);
    if ('code' in drawn) return drawn;
    const { hand: found, rng } = drawn;
    const [order, rng2] = shuffle(rng, names);
    // the shuffle as it falls, 雍正 taking the hand's 皇帝 card, each other vest the first role its gender allows (the hand
    // admits the vests)
    const bySex = dealToVests(rs, order, found, sexes, holder);
    if (!bySex) return err('GENDER_MISMATCH', '抽出的身份无法按马甲的男女分发');
    dealt = bySex;
    tx.emit(ev('RandomDrawn', { purpose: 'deal', outcome: dealt, rng: rng2 }));
  } else {
    return err('INVALID_INPUT', '创建时既没有 roles 也没有 pool：无牌可发');
  }
  if (!seating.length) seating = tx.draw('seating', (r) => shuffle(r, names));
  const factions = Object.fromEntries(
    Object.entries(dealt).map(([k, id]) => [
      k,
      rs.dealtFaction?.(s.options, id) ?? rs.roles[id]?.faction ?? '',
    ]),
  );
  // pku: the number of last words is the director's (options.lastWords; the FAQ gives none)
  const lastWordsQuota = rs.lastWordsOption
    ? typeof s.options.lastWords === 'number'
      ? s.options.lastWords
      : rs.lastWordsOption.default
    : rs.lastWordsQuota(n);
  tx.emit(ev('GameStarted', { seating, roles: dealt, factions, lastWordsQuota }));
  // 总体流程 1: the opening's choices (丘比特之箭, 伪装, 学习 …) come before the first day; pku: 游戏的首夜为第零夜
  // (file 004 l.207), the game opens with night 0 and day 1 follows it
  if (rs.nightZero) startPhase(tx, 'night', 0, 0);
  else startPhase(tx, 'day', needsOpening(tx.state, rs) ? 0 : 1, 0);
  tx.announce(
    tx.t('gameStart', {
      title: s.title,
      seating: tx.state.chars.map((c) => tx.t('seatLine', { seat: c.seat, name: c.name })).join('\n'),
    }),
    { kind: 'start', seating: tx.state.chars.map((c) => ({ seat: c.seat, name: c.name })) },
  );
  for (const c of tx.state.chars) {
    const role = roleOf(rs, c);
    tx.notify(
      c.name,
      tx.t('yourRole', { role: role.card ?? role.name, faction: rs.factions[c.faction]?.name ?? c.faction }),
      {
        kind: 'role',
        role: role.name,
        roleId: role.id,
        faction: c.faction,
      },
    );
    // 211: the groups are formed after the opening (狼人阵营 共群 follows 月老 连情侣): told when it closes
    if (role.group && !(rs.opening?.groupsAfter && tx.state.phase.day === 0)) {
      const mates = tx.state.chars.filter((m) => m.name !== c.name && rs.roles[m.role]?.group === role.group);
      // a group's own wording where its role gives one (classic 两姐妹 互相确认), else the ruleset's (狼队友)
      const text = rs.t[`yourGroup.${role.group}`] ? `yourGroup.${role.group}` : 'yourGroup';
      tx.notify(c.name, tx.t(text, { names: mates.map((m) => m.name).join('、') || '—' }), {
        kind: 'group',
        group: role.group,
        members: mates.map((m) => m.name),
      });
    }
  }
  for (const c of tx.state.chars) roleOf(rs, c).onStart?.(tx, c);
  // no opening window (no opening skill dealt): the opening's steps that are no skill (211 知晓群内狼) run now
  if (rs.opening && !rs.nightZero && tx.state.phase.day !== 0) resolveOpening(tx, false);
  rs.onStart?.(tx);
  // night 0's first window: what its passive skills learn as it opens (as when a day closes into a night)
  if (rs.nightZero) runReveals(tx);
  return null;
}
