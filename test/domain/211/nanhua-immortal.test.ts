import { describe, expect, it } from 'vitest';
import { day, type Game, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] 【诸侯】8 南华老仙（男）（50） (file 001 l.811–823):
//   l.812 身份属性：吹笛者出局后，解除场上所有永久的[寡言]状态，并立刻公布[吹笛者已出局，所有吹笛状态已解除]。
//   l.813 神恩[强制]——永久获得[秩序]状态。
//   l.814 布道[深夜][指定] —— 选择范围：除自己以外不持有[寡言]状态的任意最多2个角色。结算效果：结算目标永久获得[寡言]状态。
//   l.991 1、南华老仙：吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态。

// 道 is the 南华老仙; no 皇帝; 贵妃's 宠溺 is drawn when missed
const table = (swap: Record<string, string> = {}): Game =>
  table211({ ...NO_EMPEROR, 道: '南华老仙', ...swap });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
const taciturn = (g: Game, n: string) =>
  g.state.chars.find((c) => c.name === n)?.statuses.some((st) => st.id === 'taciturn' && st.until === null);

describe('南华老仙', () => {
  it('a faction of his own (南华老仙阵营)', () => {
    expect(table().state.chars.find((c) => c.name === '道')?.faction).toBe('nanhua_immortal');
  });

  it('l.814 布道: up to two others gain a permanent [寡言] (told); himself refused; a [寡言] holder refused after', () => {
    const g = table();
    g.closeTo('深夜1');
    expect(g.actFails('道', '布道', ['道']).code).toMatch(/ILLEGAL_TARGET|TARGET/);
    g.act('道', '布道', ['宫', '嫔']);
    night(g);
    expect(taciturn(g, '宫')).toBe(true);
    expect(taciturn(g, '嫔')).toBe(true);
    expect(g.notes('宫').join('\n')).toContain('寡言');
    day(g);
    night(g);
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('道', '布道', ['宫']).code).toBe('ILLEGAL_TARGET');
  });

  it('l.813 神恩——永久获得[秩序]: 宫令’s 调令 does not freeze him (his 布道 that night holds)', () => {
    const g = table();
    night(g, { 午夜: () => g.act('宫', '调令', ['道']), 深夜1: () => g.act('道', '布道', ['嫔']) });
    expect(taciturn(g, '嫔')).toBe(true);
  });

  it('l.812 吹笛者出局后，解除场上所有永久的[寡言]状态，并立刻公布', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('道', '布道', ['宫', '嫔']) });
    kill(g, '道');
    expect(taciturn(g, '宫')).toBe(false);
    expect(taciturn(g, '嫔')).toBe(false);
    expect(g.announcements().join('\n')).toContain('吹笛者已出局，所有吹笛状态已解除');
    // by night: in the next morning's 公示
    const h = table();
    night(h, {
      午夜: () => h.act('贵', '宠溺', ['婆']),
      深夜1: () => h.act('道', '布道', ['宫']),
      深夜2: () => h.act('狼A', '杀人', ['道']),
    });
    expect(h.alive('道')).toBe(false);
    expect(taciturn(h, '宫')).toBe(false);
    expect(morningOf(h, 2)).toContain('吹笛者已出局，所有吹笛状态已解除');
  });

  it('l.991 胜: 吹笛存活且除吹笛阵营外角色全部持有永久的[寡言] — the last living others silenced, he wins (a 三方 still standing)', () => {
    // 魔 is a 千面人: a faction not defeated by [寡言], so the win is the piper's own, not the last standing
    const g = table({ 魔: '千面人' });
    for (const n of ['帝', '贵', '娥', '婆', '妃', '雪', '嫔']) kill(g, n);
    night(g, { 深夜1: () => g.act('道', '布道', ['宫', '魔']) });
    expect(g.state.status).toBe('running');
    day(g);
    night(g, { 深夜1: () => g.act('道', '布道', ['狼A', '狼B']) });
    expect(g.state.winner?.faction).toBe('nanhua_immortal');
  });
});
