import { describe, expect, it } from 'vitest';
import type { CreateGame } from '../../../src/domain/commands';
import { rulesetOf } from '../../../src/domain/rulesets';
import { Game } from '../harness';
import { GENDERS211, SEATS211, TABLE211 } from './table';

// [211] file 001 l.69 本局游戏，三个皇帝身份必然且只会出现一个，且只会被雍正获取. The vests (马甲) are characters of 甄嬛传 and
// 雍正 is one of them: the player called 雍正 (NFKC), or the one the director names (options.yongzheng). A pool deal gives
// him the one 皇帝 card its hand holds and nobody else one; a hand deal is refused otherwise while a 雍正 is known; a pool
// with 皇帝 cards needs a 雍正. Readings: a hand deal with no 雍正 known is the director's own (the vest he deals the 皇帝 card
// is his 雍正); ignoreSetupConstraints waives these refusals as it waives the count of 皇帝 cards (the same sentence), but a
// pool deal with a 雍正 known still gives him the 皇帝 card.

const rs = rulesetOf('211');
const isEmperor = (role: string) => rs?.roles[role]?.card === '皇帝';
const roleName = (role: string) => rs?.roles[role]?.name;

/** TABLE211 with its 皇帝 seat (帝) called 雍正. */
const SEATED: Record<string, string> = Object.fromEntries(
  Object.entries(TABLE211).map(([seat, role]) => [seat === '帝' ? '雍正' : seat, role]),
);
/** The same table's cards and a second 皇帝 card (守成之君, 村民阵营 as 贤明之君): a pool one card over 12 seats. */
const POOL = [...Object.values(TABLE211), '守成之君'];

const create = (
  seats: string[],
  deal: { roles?: Record<string, string>; pool?: string[] },
  options: Record<string, unknown> | null = null,
  seed = 'seed-1',
) => {
  const g = new Game();
  const cmd: CreateGame = {
    type: 'CreateGame',
    id: 'g1',
    title: '测试局',
    ruleset: '211',
    players: seats.map((name) => ({ name })),
    seed,
    roles: deal.roles ?? null,
    pool: deal.pool ?? null,
    options,
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  };
  return { g, r: g.run(cmd) };
};

const emperorsOf = (g: Game) =>
  g.state.chars.filter((c) => isEmperor(c.role)).map((c) => `${c.name}:${roleName(c.role)}`);

describe('211 l.69 三个皇帝身份…只会被雍正获取', () => {
  it('a pool deal gives the player called 雍正 the one 皇帝 card, whichever the seed draws, and nobody else one', () => {
    const seats = Object.keys(SEATED);
    const drawn = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const { g, r } = create(seats, { pool: POOL }, null, seed);
      expect(r.ok, seed).toBe(true);
      g.start();
      const emperors = emperorsOf(g);
      expect(emperors, seed).toHaveLength(1);
      expect(emperors[0], seed).toMatch(/^雍正:/);
      drawn.add(emperors[0] as string);
    }
    // which of the 皇帝 cards: the pool's draw (both of the pool's come up over the seeds)
    expect([...drawn].sort()).toEqual(['雍正:守成之君', '雍正:贤明之君']);
  });

  it('the same seed deals the same: 雍正 and the 皇帝 card drawn replay exactly', () => {
    const seats = Object.keys(SEATED);
    const deal = (seed: string) => {
      const { g } = create(seats, { pool: POOL }, null, seed);
      g.start();
      return g.state.chars.map((c) => `${c.name}:${c.role}`).sort();
    };
    expect(deal('k')).toEqual(deal('k'));
  });

  it('options.yongzheng names 雍正 (names compared after NFKC): that player gets the 皇帝 card, the one called 雍正 does not', () => {
    const seats = [...Object.keys(SEATED).filter((n) => n !== '贵'), 'P1'];
    for (const seed of ['a', 'b', 'c', 'd']) {
      // Ｐ１ (full-width) is P1 after NFKC
      const { g, r } = create(seats, { pool: POOL }, { yongzheng: 'Ｐ１' }, seed);
      expect(r.ok, seed).toBe(true);
      g.start();
      expect(emperorsOf(g).map((e) => e.split(':')[0])).toEqual(['P1']);
    }
  });

  it('options.yongzheng naming no player, or not a name, is refused (INVALID_OPTION, in Chinese)', () => {
    const seats = Object.keys(SEATED);
    const r = create(seats, { pool: POOL }, { yongzheng: '年羹尧' }).r;
    expect(r.ok ? null : r.error.code).toBe('INVALID_OPTION');
    if (!r.ok) expect(r.error.message).toMatch(/^options\.yongzheng：“年羹尧”不是本局玩家/);
    const n = create(seats, { pool: POOL }, { yongzheng: 3 }).r;
    expect(n.ok ? null : n.error.code).toBe('INVALID_OPTION');
    if (!n.ok) expect(n.error.message).toMatch(/须为本局一名玩家的名字/);
  });

  it('a pool with 皇帝 cards and no 雍正 known is refused (SETUP_CONSTRAINT: 本局须有雍正马甲) unless ignoreSetupConstraints', () => {
    const r = create(SEATS211, { pool: POOL }).r;
    expect(r.ok ? null : r.error.code).toBe('SETUP_CONSTRAINT');
    if (!r.ok) expect(r.error.message).toMatch(/^本局须有雍正马甲.*options\.yongzheng.*只会被雍正获取/);
    // the director's override: the 皇帝 card goes to whichever vest the draw gives
    const { g, r: ok } = create(SEATS211, { pool: POOL }, { ignoreSetupConstraints: true });
    expect(ok.ok).toBe(true);
    g.start();
    expect(g.state.status).toBe('running');
  });

  it('with ignoreSetupConstraints a pool deal still gives a known 雍正 the 皇帝 card its hand holds', () => {
    const seats = Object.keys(SEATED);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { g } = create(seats, { pool: Object.values(TABLE211) }, { ignoreSetupConstraints: true }, seed);
      g.start();
      expect(emperorsOf(g), seed).toEqual(['雍正:贤明之君']);
    }
  });

  it('a hand deal giving 雍正 a card that is not 皇帝 and the 皇帝 card to another vest is refused, naming both and the rule', () => {
    const seats = Object.keys(SEATED);
    const roles = { ...SEATED, 雍正: '贵妃', 贵: '贤明之君' };
    const r = create(seats, { roles }).r;
    expect(r.ok ? null : r.error.code).toBe('SETUP_CONSTRAINT');
    if (!r.ok)
      expect(r.error.message).toBe(
        '雍正 是本局的雍正，须获得皇帝身份，却发了“贵妃”（皇帝身份“贤明之君”发给了 贵）；规则：本局游戏，三个皇帝身份必然且只会出现一个，且只会被雍正获取',
      );
    // named by the option, 贵 is 雍正 and the player called 雍正 a vest like any other: the same hand deals
    expect(create(seats, { roles }, { yongzheng: '贵' }).r.ok).toBe(true);
    // and the table as seated is then refused: its 皇帝 card is with the player called 雍正, not with 贵
    const other = create(seats, { roles: SEATED }, { yongzheng: '贵' }).r;
    expect(other.ok ? null : other.error.message).toMatch(
      /^贵 是本局的雍正，须获得皇帝身份，却发了“贵妃”（皇帝身份“贤明之君”发给了 雍正）/,
    );
  });

  it('a hand deal is the director’s own when no 雍正 is known: the vest he deals the 皇帝 card is his 雍正', () => {
    const { g, r } = create(SEATS211, { roles: TABLE211 });
    expect(r.ok).toBe(true);
    g.start();
    expect(emperorsOf(g)).toEqual(['帝:贤明之君']);
  });

  it('ignoreSetupConstraints lets a hand deal give the 皇帝 card to a vest other than 雍正 (the genders still hold)', () => {
    const seats = Object.keys(SEATED);
    const roles = { ...SEATED, 雍正: '贵妃', 贵: '贤明之君' };
    const { g, r } = create(seats, { roles }, { ignoreSetupConstraints: true });
    expect(r.ok).toBe(true);
    g.start();
    expect(emperorsOf(g)).toEqual(['贵:贤明之君']);
  });

  it('with the vests’ genders a pool deal still gives 雍正 (男) the 皇帝 card and every gendered role a vest of its gender', () => {
    const genders = Object.fromEntries(
      Object.keys(SEATED).map((n) => [n, n === '雍正' ? '男' : (GENDERS211[n] as string)]),
    );
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const g = Game.create(Object.keys(SEATED), { ruleset: '211', pool: POOL, seed, genders });
      g.start();
      expect(emperorsOf(g)[0]?.split(':')[0], seed).toBe('雍正');
      for (const c of g.state.chars) {
        const want = rs?.roles[c.role]?.gender;
        if (want) expect(`${c.name}:${want}`).toBe(`${c.name}:${genders[c.name]}`);
      }
    }
  });
});
