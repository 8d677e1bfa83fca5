import { describe, expect, it } from 'vitest';
import type { RoleDef } from '../../../src/domain/engine/types';
import { strengthProblem } from '../../../src/domain/rulesets/211/strength';
import { Game } from '../harness';
import { GENDERS211, TABLE211 } from './seats';

// [211] file 001 导言 (l.25–74): 本期使用强度值系统，皇帝阵营强度值总和是叛贼阵营的1.1-1.2倍，三方阵营强度值总和不会超过狼人阵营强度值总和;
// the role list's ①–⑩ (诸侯: points); 本局游戏内将会有1-3个验人系的身份在场，现有验人系的身份为：锦衣卫，国师，宠妃，魔镜少女.
// Only three rebel roles deal today (噬时狼妃, 雪妖, 魔教教主), too few for a 12-seat deal of the text's roles alone, so the rule is
// checked on the hands themselves; a hand with the contract's 村民/狼人 is not weighed (the 211 test table deals as before).

const role = (name: string, faction: string): RoleDef => ({ id: name, name, faction, cite: '', skills: [] });
const v = (name: string) => role(name, 'village');
const w = (name: string) => role(name, 'wolves');

describe('211 强度值 and 验人系 (导言)', () => {
  // rebels 噬时狼妃7 + 雪妖8 + 魔教教主8 + 地头蛇5 = 28 → 皇帝阵营 30.8 … 33.6
  const rebels = [w('噬时狼妃'), w('雪妖'), w('魔教教主'), w('地头蛇')];

  it('皇帝阵营强度值总和是叛贼阵营的1.1-1.2倍: 32 against 28 passes', () => {
    const royal = [v('锦衣卫'), v('贤明之君'), v('宫令'), v('贵妃'), v('道教教主')]; // 7+7+8+6+6 = 34 → too much
    expect(strengthProblem([...royal, ...rebels])?.message).toMatch(/皇帝阵营强度值总和 34，叛贼阵营 28/);
    const fits = [v('锦衣卫'), v('贤明之君'), v('宫令'), v('贵妃'), v('官员'), v('丫鬟')]; // 7+7+8+6+3+1 = 32
    expect(strengthProblem([...fits, ...rebels])).toBeNull();
  });

  it('too little on the 皇帝 side is refused too (SETUP_CONSTRAINT)', () => {
    const weak = [v('锦衣卫'), v('贤明之君'), v('官员'), v('丫鬟')]; // 18
    expect(strengthProblem([...weak, ...rebels])?.code).toBe('SETUP_CONSTRAINT');
  });

  it('三方阵营强度值总和不会超过狼人阵营强度值总和: 占星师 25 ≤ 28 passes, 镜 40 does not', () => {
    const fits = [v('锦衣卫'), v('贤明之君'), v('宫令'), v('贵妃'), v('官员'), v('丫鬟')];
    expect(strengthProblem([...fits, ...rebels, role('占星师', 'third')])).toBeNull();
    expect(strengthProblem([...fits, ...rebels, role('镜', 'third')])?.message).toMatch(
      /三方阵营强度值总和 40/,
    );
  });

  it('1-3个验人系: none, or four, is refused', () => {
    const none = [v('太子'), v('贤明之君'), v('宫令'), v('贵妃'), v('官员'), v('丫鬟'), v('窦娥'), v('嫦娥')]; // 32
    expect(strengthProblem([...none, ...rebels])?.message).toMatch(/发出验人系身份 0 张/);
    const four = [v('锦衣卫'), v('通天国师'), v('宠妃'), v('魔镜少女'), v('官员'), v('丫鬟')]; // 29, with 太子 31
    expect(strengthProblem([...four, ...rebels, v('太子')])?.message).toMatch(/发出验人系身份 4 张/);
  });

  it('a hand with the contract’s plain 村民 or 狼人 is not weighed: the 211 test table deals', () => {
    expect(strengthProblem([v('锦衣卫'), role('村民', 'village'), w('狼人')])).toBeNull();
    expect(() => Game.create(TABLE211, { ruleset: '211', genders: GENDERS211 })).not.toThrow();
  });
});
