import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';
import { withBlackLovers } from './third';

// [211] file 001 【能臣异士】22 大将军（男）⑦ (l.366–370):
//   征战 [深夜][指定][3] —— 选择范围：任意一名角色，每晚只能发动1次。结算效果：…若该角色是狼人阵营，目标角色受到[穿透]，若该角色是三方或
//   不定阵营，该技能额外消耗1点次数，若该角色是村民阵营，该技能额外消耗2点次数。
//   无论是否存在结算目标，结算是否成功，若发动[猎杀]后次数为负数，大将军受到[致死伤害]。
//   直感<强制> —— 游戏日夜晚，获得仅针对[实际阵营]为[村民阵营]的[坚韧]状态。

const calm = (g: Game) => () => g.act('贵', '宠溺', ['娥']);
const table = (more: Record<string, string> = {}) => table211({ ...NO_EMPEROR, 道: '大将军', ...more });

describe('大将军 征战', () => {
  it('若该角色是狼人阵营，目标角色受到[穿透]: a [守护：1] does not stop it', () => {
    const g = table();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '狼B', status: '守护', op: 'apply', reason: '测试' },
    });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '征战', ['狼B']) });
    expect(g.outs()).toEqual(['狼B']);
  });

  it('村民阵营: nobody hurt, 额外消耗2点次数 — [3] spent at once (SKILL_USED_UP the next night)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '征战', ['宫']) });
    expect(g.outs()).toEqual([]);
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('道', '征战', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('次数为负数，大将军受到[致死伤害]: one wolf (3 → 2), then a 村民阵营 target (2 − 3 < 0): he goes out, the target not', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '征战', ['狼B']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '征战', ['宫']) });
    expect(g.alive('道')).toBe(false);
    expect(g.alive('宫')).toBe(true);
  });

  it('无论是否存在结算目标: a [隐身] target (void) costs the one use only — three uses in all', () => {
    const g = table();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '宫', status: '隐身', op: 'apply', reason: '测试' },
    });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '征战', ['宫']) });
    expect(g.alive('道')).toBe(true);
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '征战', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });

  it('三方或不定阵营 (a 黑情侣 lover): 额外消耗1点次数 — 3 − 2, then a wolf (1 − 1), then none left', () => {
    const g = withBlackLovers({ 宫: '大将军' });
    const calm2 = () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '婆']);
    night(g, { 午夜: calm2, 深夜2: () => g.act('宫', '征战', ['嫔']) });
    expect(g.outs()).toEqual([]);
    day(g);
    night(g, { 午夜: calm2, 深夜2: () => g.act('宫', '征战', ['狼B']) });
    expect(g.outs()).toEqual(['狼B']);
    expect(g.alive('宫')).toBe(true);
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('宫', '征战', ['妃']).code).toBe('SKILL_USED_UP');
  });

  it('每晚只能发动1次: one target a night (TARGET_COUNT for two)', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('道', '征战', ['狼A', '狼B']).code).toBe('TARGET_COUNT');
  });
});

describe('大将军 直感', () => {
  it('仅针对[实际阵营]为[村民阵营]的[坚韧]: a 舞姬’s [穿透] (村民阵营) does not put him out', () => {
    const g = table({ 嫔: '舞姬' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['狼A', '狼B', '道']) });
    expect(g.alive('道')).toBe(true);
  });

  it('the wolves’ 杀人 is not 村民阵营’s: he goes out', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
  });
});
