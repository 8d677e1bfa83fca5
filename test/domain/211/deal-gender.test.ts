import { describe, expect, it } from 'vitest';
import { rulesetOf } from '../../../src/domain/rulesets';
import { Game } from '../harness';
import { GENDERS211, SEATS211, TABLE211 } from './seats';

// [211] file 001 l.16 简略摘要: 马甲的男女会决定可获取身份的不同; the role list (l.27–72) gives each role its gender
// (锦衣卫（男）, 宠妃（女）…). A role of one gender is never dealt to a vest of the other, by hand or from a pool.

const create = (roles: Record<string, string> | null, genders: Record<string, string>, extra = {}) =>
  new Game().run({
    type: 'CreateGame',
    id: 'g1',
    title: '测试局',
    ruleset: '211',
    players: SEATS211.map((name) => ({ name, ...(genders[name] ? { gender: genders[name] } : {}) })),
    seed: 'seed-1',
    roles,
    pool: null,
    options: null,
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    ...extra,
  });

describe('211 deal by the vests’ genders (file 001 l.16, the role list l.27–72)', () => {
  it('a 女 role dealt by hand to a 男 vest is refused with GENDER_MISMATCH, in Chinese', () => {
    const r = create({ ...TABLE211, 道: '宫令' }, GENDERS211);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('GENDER_MISMATCH');
    expect(r.error.message).toMatch(/^道 的马甲为男性，不能获得女性身份“宫令”/);
  });

  it('ignoreSetupConstraints does not waive the genders', () => {
    const r = create({ ...TABLE211, 道: '宫令' }, GENDERS211, {
      options: { ignoreSetupConstraints: true },
    });
    expect(r.ok ? null : r.error.code).toBe('GENDER_MISMATCH');
  });

  it('a vest without a gender takes any role; a gender not 男/女 is refused (INVALID_INPUT)', () => {
    expect(create(TABLE211, {}).ok).toBe(true);
    const r = create(TABLE211, { ...GENDERS211, 道: '武装直升机' });
    expect(r.ok ? null : r.error.code).toBe('INVALID_INPUT');
    expect(create(TABLE211, { ...GENDERS211, 道: 'M', 宫: 'female' }).ok).toBe(true);
  });

  it('a pool deal never gives a 女 role to a 男 vest nor a 男 role to a 女 vest, whatever the seed', () => {
    const pool = Object.values(TABLE211);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      // l.69: a pool with the 皇帝 card names its 雍正 (here 帝)
      const g = Game.create(SEATS211, {
        ruleset: '211',
        genders: GENDERS211,
        pool,
        seed,
        options: { yongzheng: '帝' },
      });
      g.start();
      for (const c of g.state.chars) {
        const gender = rulesetOf('211')?.roles[c.role]?.gender;
        if (gender) expect(`${c.name}:${gender}`).toBe(`${c.name}:${GENDERS211[c.name]}`);
      }
    }
  });

  it('a pool the vests cannot take is refused at creation (GENDER_MISMATCH)', () => {
    const men = Object.fromEntries(SEATS211.map((n) => [n, '男']));
    const r = new Game().run({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: '211',
      players: SEATS211.map((name) => ({ name, gender: men[name] as string })),
      seed: 's',
      roles: null,
      pool: Object.values(TABLE211),
      options: { yongzheng: '帝' },
      schedule: null,
    });
    expect(r.ok ? null : r.error.code).toBe('GENDER_MISMATCH');
    if (!r.ok) expect(r.error.message).toMatch(/女性身份不能发给男性马甲/);
  });
});
