import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001: names as the text writes them — the role list's short names (l.27 国师（男）⑥ for 【皇帝心腹】2 通天国师),
// the order table's skill names (行动顺序总集 深夜1 锦衣卫<通灵> for 探查, 凌晨1 禁卫军<森林庇护> for 皇城戒严), alternate skill
// names (守成之君 皇权（伪）); and l.100 附加这些状态特效时，角色会得知被附加的效果 — a director's ruling tells as a skill would.

describe('211 names as the text writes them', () => {
  it('a role by the role list’s short name (国师), a skill by the order table’s name (锦衣卫 通灵)', () => {
    const g = table211({ ...NO_EMPEROR, 嫔: '国师', 婆: '锦衣卫' });
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜1: () => g.act('婆', '通灵', ['狼A']) });
    expect(g.notes('婆')).toContain('探查：狼A是狼人。');
  });

  it('守成之君’s 皇权 by its other name 皇权（伪）', () => {
    const g = table211({ 帝: '守成之君' });
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    g.act('帝', '皇权（伪）', ['狼A']);
    expect(g.lastAnnouncement()).toBe('帝 翻牌：守成之君。');
  });

  it('皇帝 names three roles (贤明之君, 守成之君, 昏庸之君): dealing by it is refused as ambiguous (UNKNOWN_ROLE)', () => {
    expect(() => table211({ 帝: '皇帝' })).toThrow(/UNKNOWN_ROLE/);
  });
});

describe('211 a director’s status ruling tells the character (l.100)', () => {
  const rule = (g: Game, target: string, status: string) =>
    g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status, op: 'apply', reason: '测试' } });

  it('[冰冻] by ruling by day: told at once with its end, as 宫令’s 调令 tells it', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']) });
    rule(g, '嫔', '冰冻');
    expect(g.notes('嫔').at(-1)).toBe('你获得了[冰冻]状态，永久有效。');
    day(g);
  });
});
