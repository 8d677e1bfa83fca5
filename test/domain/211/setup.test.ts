import { describe, expect, it } from 'vitest';
import type { RoleDef } from '../../../src/domain/engine/types';
import { otherMax, ruleset211, villageBounds, wolfBounds } from '../../../src/domain/rulesets/211';
import { checkerOdds, poolOdds211 } from '../../../src/domain/rulesets/211/strength';
import { Game } from '../harness';
import { gendersOf, SEATS211, TABLE211 } from './table';

// [211] file 001 导言 and the roles' 有X必有Y:
//   l.71 开局村民阵营底牌人数至少为（开局总人数X0.5，上取整），至多为（开局总人数X0.6，四舍五入）
//   l.72 狼人数量不可多于（开局总人数X0.4，四舍五入），狼人不可小于（开局总人数X0.3，四舍五入）
//   l.74 三方与不定阵营数量不可多于（开局总人数X0.2，四舍五入），但最低可能没有。
//   l.334 有道教教主必有魔教教主; l.588 有魔教教主必有道教教主; l.375 有秘术玄女必有巫蛊术女; l.638 有巫蛊术女必有秘术玄女;
//   l.704 有狐狸精必有菩萨; l.779, l.791 有光必有暗 (明光神姬, 暗夜魔君).

const create = (swap: Record<string, string>) => {
  const table = { ...TABLE211, ...swap };
  const g = new Game();
  const r = g.run({
    type: 'CreateGame',
    id: 'g1',
    title: '测试局',
    ruleset: '211',
    players: SEATS211.map((name) => ({ name, gender: gendersOf(table)[name] })),
    seed: 'seed-1',
    roles: table,
    pool: null,
    options: null,
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  return r.ok ? null : r.error;
};

describe('211 开局配置约束', () => {
  it('l.74 三方与不定 ≤ round(0.2N): implied for every table by l.71’s and l.72’s minimums (5–80 seats), so no hand can break it alone', () => {
    for (let n = 5; n <= 80; n++) {
      const [vMin] = villageBounds(n);
      const [wMin] = wolfBounds(n);
      expect(n - vMin - wMin, `${n} seats`).toBeLessThanOrEqual(otherMax(n));
    }
    // 12 seats: 7 + 5 of the test table, none left; 6 + 4 leave two, round(2.4)
    expect(otherMax(12)).toBe(2);
  });

  it('l.588 有魔教教主必有道教教主: a 魔教教主 dealt without the 道教教主 is refused (SETUP_CONSTRAINT)', () => {
    const e = create({ 道: '村民' });
    expect(e?.code).toBe('SETUP_CONSTRAINT');
    expect(e?.message).toContain('有魔教教主必有道教教主');
  });

  it('l.334 有道教教主必有魔教教主: the 道教教主 without the 魔教教主 is refused', () => {
    const e = create({ 魔: '狼人' });
    expect(e?.code).toBe('SETUP_CONSTRAINT');
    expect(e?.message).toContain('有道教教主必有魔教教主');
  });

  it('both dealt: the table deals', () => {
    expect(create({})).toBeNull();
  });

  it('l.375/l.638, l.704, l.779/l.791: each named partner missing is refused (the roles’ dealtWith)', () => {
    for (const [swap, words] of [
      [{ 贵: '秘术玄女' }, '有秘术玄女必有巫蛊术女'],
      [{ 雪: '巫蛊术女' }, '有巫蛊术女必有秘术玄女'],
      [{ 雪: '狐狸精' }, '有狐狸精必有菩萨'],
      [{ 宫: '明光神姬' }, '有明光神姬必有暗夜魔君'],
      [{ 道: '暗夜魔君', 魔: '狼人' }, '有暗夜魔君必有明光神姬'],
    ] as const) {
      const e = create(swap);
      expect(e?.code, words).toBe('SETUP_CONSTRAINT');
      expect(e?.message).toContain(words);
    }
  });
});

// l.64–67 本局游戏内将会有1-3个验人系的身份在场…各种数量的验人系出现概率为——1个验人系：（35-参与人数）X5%。2个验人系：（参与人数-15）X5%，
// 最大50% 3个验人系：（参与人数-25）X5%，最大50%; l.74 三方与不定的出现概率为60%比40%，独立计算 — a pool deal's cast (a pool larger
// than the table; a hand the director gives is his).
describe('211 the odds of a pool deal’s cast', () => {
  const role = (name: string, faction: string): RoleDef => ({
    id: name,
    name,
    faction,
    cite: '',
    skills: [],
  });

  it('l.64–67 in per mille: 12 seats — one 验人系 always; 20 — 750/250/0; 30 — 250/500/250; 40 — 0/500/500', () => {
    expect(checkerOdds(12)).toEqual([1000, 0, 0]);
    expect(checkerOdds(20)).toEqual([750, 250, 0]);
    expect(checkerOdds(30)).toEqual([250, 500, 250]);
    expect(checkerOdds(40)).toEqual([0, 500, 500]);
  });

  it('the draw decides the hand: 30 seats, a roll of 300 of 1000 → two 验人系; 三方 then 不定 drawn for the first two others', () => {
    const rolls = [300, 3, 8, 0, 0, 0, 0];
    const accept = poolOdds211(
      [role('锦衣卫', 'village'), role('通天国师', 'village'), role('宠妃', 'village')],
      30,
      () => rolls.shift() as number,
      6,
    );
    const two = [role('锦衣卫', 'village'), role('宠妃', 'village')];
    expect(accept([...two, role('占星师', 'astrologer'), role('粉丝', 'undetermined')])).toBe(true);
    expect(accept([...two, role('粉丝', 'undetermined'), role('占星师', 'astrologer')])).toBe(true);
    expect(accept([...two, role('占星师', 'astrologer'), role('镜', 'mirror')])).toBe(false);
    expect(
      accept([role('锦衣卫', 'village'), role('占星师', 'astrologer'), role('粉丝', 'undetermined')]),
    ).toBe(false);
  });

  it('12 seats dealt from a pool with three 验人系 over it: every seed deals exactly one (1个验人系：（35-12）X5% ≥ 100%)', () => {
    const pool = [...Object.values(TABLE211), '锦衣卫', '通天国师', '宠妃'];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const g = Game.create(SEATS211, {
        ruleset: '211',
        pool,
        seed,
        options: { autoCards: false, yongzheng: '帝' },
      });
      g.start(SEATS211);
      const names = g.state.chars.map((c) => ruleset211.roles[c.role]?.name ?? '');
      expect(
        names.filter((n) => ['锦衣卫', '通天国师', '宠妃'].includes(n)),
        seed,
      ).toHaveLength(1);
    }
  });
});
