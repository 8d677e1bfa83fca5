import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../src/domain/events';
import { Game, SEATS12, TABLE12 } from './given';

// [121] 导言:
//   本局游戏内至少有1个验人功能的身份在场，现有常规验人功能的神为：通灵，预言家，熊，狐狸。
//   狼人数量不可多于X（X为开局总人数÷2-1，向下取整），狼人不可小于X（X为开局总人数÷3-1，四舍五入）
//   开局纯村民阵营底牌人数至少为X（X为开局总人数÷2，向下取整）。
// 总体流程 0、分发身份。 The deal is checked when the game is created (a table that cannot start is refused
// before its tokens are handed out) and again when it starts: by hand (roles) or at random from a pool.
// Not tested alone: 纯村民阵营底牌至少 ÷2 — with only wolves and villagers playable, wolves ≤ ÷2−1 already
// guarantees it (it binds once third-party or undetermined roles are dealt).

/** 12 seats: `wolves` wolves (狼王 first), then 预言家 unless `noChecker`, then villagers. */
function deal(wolves: number, opts: { noChecker?: boolean; n?: number } = {}): Record<string, string> {
  const n = opts.n ?? 12;
  const roles: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const role =
      i < wolves ? (i === 0 ? '狼王' : '狼人') : i === wolves && !opts.noChecker ? '预言家' : '村民';
    roles[`P${i + 1}`] = role;
  }
  return roles;
}

/** Creation is refused: nothing is appended, and the message says what was dealt and what the rule allows. */
const startFails = (roles: Record<string, string>) =>
  new Game().fails({
    type: 'CreateGame',
    id: 'g1',
    title: '测试局',
    ruleset: '121',
    players: Object.keys(roles).map((name) => ({ name })),
    seed: 'seed-1',
    roles,
    pool: null,
    options: null,
    schedule: null,
  });

describe('导言 setup constraints (hand deal)', () => {
  it('the 12-seat table of the tests (3 wolves, a seer) starts', () => {
    const g = Game.create(TABLE12);
    g.start(SEATS12);
    expect(g.state.status).toBe('running');
  });

  it('本局游戏内至少有1个验人功能的身份在场 — no checker: SETUP_CONSTRAINT', () => {
    expect(startFails(deal(3, { noChecker: true })).code).toBe('SETUP_CONSTRAINT');
  });

  it('狼人数量不可多于开局总人数÷2-1（向下取整）: 12 players take 5 wolves, not 6', () => {
    const g = Game.create(deal(5));
    g.start();
    expect(g.state.status).toBe('running');
    const e = startFails(deal(6));
    expect(e.code).toBe('SETUP_CONSTRAINT');
    expect(e.message).toBe('发出狼人阵营 6 张；规则：12 人局狼人数量不可多于 5（开局总人数÷2-1，向下取整）');
  });

  it('狼人不可小于开局总人数÷3-1（四舍五入）: 12 players need 3 wolves, 2 are refused', () => {
    expect(startFails(deal(2)).code).toBe('SETUP_CONSTRAINT');
  });

  it('四舍五入 and 向下取整 at other counts: 11 players need 3 wolves (2.67 → 3), 13 take at most 5 (5.5 → 5)', () => {
    expect(startFails(deal(2, { n: 11 })).code).toBe('SETUP_CONSTRAINT');
    expect(Game.create(deal(3, { n: 11 })).run({ type: 'StartGame' }).ok).toBe(true);
    expect(Game.create(deal(5, { n: 13 })).run({ type: 'StartGame' }).ok).toBe(true);
    expect(startFails(deal(6, { n: 13 })).code).toBe('SETUP_CONSTRAINT');
    // 10 players: at least round(2.33) = 2, at most floor(4) = 4
    expect(Game.create(deal(2, { n: 10 })).run({ type: 'StartGame' }).ok).toBe(true);
    expect(startFails(deal(5, { n: 10 })).code).toBe('SETUP_CONSTRAINT');
  });

  it('ignoreSetupConstraints: the director may start a table outside the 导言 (no checker, 1 wolf in 5)', () => {
    const g = Game.create(deal(1, { n: 5, noChecker: true }), { options: { ignoreSetupConstraints: true } });
    g.start();
    expect(g.state.status).toBe('running');
  });
});

describe('导言 setup constraints (random deal from a pool)', () => {
  // 15 cards for 12 seats: a bad draw could leave out the seer, or deal 6 wolves or 2.
  const POOL = [
    '狼王',
    '狼人',
    '狼人',
    '狼人',
    '狼人',
    '狼人',
    '预言家',
    '女巫',
    '猎人',
    '守卫',
    '村民',
    '村民',
    '村民',
    '村民',
    '村民',
  ];
  const NAMES = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);

  function dealt(seed: string): { roles: Record<string, string>; factions: Record<string, string> } {
    const g = Game.create(NAMES, { seed, pool: POOL });
    g.start();
    const started = g.log.find((e) => e.type === 'GameStarted') as Extract<
      DomainEvent,
      { type: 'GameStarted' }
    >;
    return started.data;
  }

  it('分发身份: every seeded deal from the pool obeys the 导言 (checker, 3 ≤ wolves ≤ 5, village ≥ 6)', () => {
    for (let i = 1; i <= 30; i++) {
      const { roles, factions } = dealt(`pool-${i}`);
      const ids = Object.values(roles);
      const wolves = Object.values(factions).filter((f) => f === 'wolves').length;
      const village = Object.values(factions).filter((f) => f === 'village').length;
      expect(ids, `seed pool-${i}`).toContain('seer');
      expect(wolves, `seed pool-${i}`).toBeGreaterThanOrEqual(3);
      expect(wolves, `seed pool-${i}`).toBeLessThanOrEqual(5);
      expect(village, `seed pool-${i}`).toBeGreaterThanOrEqual(6);
      expect(Object.keys(roles).sort()).toEqual([...NAMES].sort());
    }
  });

  it('the deal is drawn with the seed: the same seed deals the same roles, and the draw is in the log', () => {
    expect(dealt('pool-7')).toEqual(dealt('pool-7'));
    const g = Game.create(NAMES, { seed: 'pool-7', pool: POOL });
    g.start();
    const draw = g.log.find((e) => e.type === 'RandomDrawn' && e.data.purpose === 'deal');
    expect(draw?.data).toMatchObject({ outcome: dealt('pool-7').roles });
  });

  it('different seeds deal differently', () => {
    const deals = new Set(Array.from({ length: 5 }, (_, i) => JSON.stringify(dealt(`pool-${i}`).roles)));
    expect(deals.size).toBeGreaterThan(1);
  });

  it('a pool from which no deal can meet the 导言 is refused with SETUP_CONSTRAINT when the game is created', () => {
    const noChecker = POOL.map((r) => (r === '预言家' ? '村民' : r));
    const e = new Game().fails({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: '121',
      players: NAMES.map((name) => ({ name })),
      seed: 'seed-1',
      roles: null,
      pool: noChecker,
      options: null,
      schedule: null,
    });
    expect(e.code).toBe('SETUP_CONSTRAINT');
    expect(e.message).toMatch(/^身份池 15 张抽 12 张.*验人功能/);
  });

  it('ignoreSetupConstraints with a pool: the first draw is dealt as it falls', () => {
    const noChecker = POOL.map((r) => (r === '预言家' ? '村民' : r));
    const g = Game.create(NAMES, { pool: noChecker, options: { ignoreSetupConstraints: true } });
    g.start();
    expect(g.state.status).toBe('running');
  });
});
