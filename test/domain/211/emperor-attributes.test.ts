import { describe, expect, it } from 'vitest';
import { day, Game, GENDERS211, morningOf, night, SEATS211, TABLE211, table211 } from './table';

// [211] file 001 用语定义 line 88: 正午——讨论日，正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动。
// line 195 / 202 (贤明之君, 守成之君): 身份属性（不是技能）：皇帝常驻[不死]状态，且这个状态不会失去，收到的身份牌固定为[皇帝]，
//   且所有永久负面状态都改为只持续一天。
// line 203-205 守成之君: 临幸 as 贤明之君; 皇权（伪）[指定][正午][翻牌]—— 选择范围：任意一名角色，竞选日不可发动。结算效果：无。

/** 2026-12-01 is a Tuesday; times are Asia/Shanghai (+08:00), the game's zone. */
const sh = (month: number, d: number, h: number, m = 0) => Date.UTC(2026, month - 1, d, h - 8, m);

/**
 * The table on the text's calendar (not a fixed trial schedule), started Monday 30 Nov 12:00: day 1 and night 1 closed
 * by the director; day 2 opened Monday and closes Wednesday 2 Dec 21:00 (一般讨论日持续两天). Tuesday is not a closing day.
 */
function onCalendar(night1: (g: Game) => Parameters<typeof night>[1] = () => ({})): Game {
  const g = Game.create(TABLE211, {
    ruleset: '211',
    genders: GENDERS211,
    fixed: false,
    options: { autoCards: false },
  });
  g.start(SEATS211);
  day(g);
  night(g, night1(g));
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, closesAt: sh(12, 2, 21) });
  return g;
}

describe('正午 (line 88): 正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动', () => {
  it('8:59 is refused (OUTSIDE_NOON, nothing changes); 9:00 is 正午', () => {
    const g = onCalendar();
    g.now = sh(12, 1, 8, 59);
    expect(g.actFails('帝', '皇权', ['狼A']).code).toBe('OUTSIDE_NOON');
    expect(g.alive('狼A')).toBe(true);
    g.now = sh(12, 1, 9, 0);
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('20:59 on a day that does not close is 正午 (to 21:00)', () => {
    const g = onCalendar();
    g.now = sh(12, 1, 20, 59);
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('若当天关门则为20:00: 20:59 on the closing day is refused, 19:59 is 正午', () => {
    const g = onCalendar();
    g.now = sh(12, 2, 20, 59);
    const e = g.actFails('帝', '皇权', ['狼A']);
    expect(e.code).toBe('OUTSIDE_NOON');
    expect(e.message).toContain('09:00–20:00');
    g.now = sh(12, 2, 20, 0);
    expect(g.actFails('帝', '皇权', ['狼A']).code).toBe('OUTSIDE_NOON');
    g.now = sh(12, 2, 19, 59);
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('any 正午 skill: 嫦娥’s 成仙[正午] too (refused at 8:00, used at 12:00)', () => {
    const g = onCalendar((g) => ({ 黄昏1: () => g.act('帝', '临幸', ['娥']) }));
    // her [怀孕] (沉默) lasts to the next 黄昏: day 3 opens Tuesday 12:00 and closes Thursday 3 Dec
    g.now = sh(12, 1, 12, 0);
    day(g);
    night(g);
    g.now = sh(12, 2, 8, 0);
    expect(g.actFails('娥', '成仙').code).toBe('OUTSIDE_NOON');
    g.now = sh(12, 2, 12, 0);
    g.act('娥', '成仙');
    expect(g.alive('娥')).toBe(false);
  });

  it('a trial game on a fixed schedule has no wall-clock hours: no 正午 limit (as the locks before 关门)', () => {
    const g = table211();
    night(g);
    g.now = sh(12, 1, 3, 0);
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });
});

describe('皇帝 身份属性 (line 195): 所有永久负面状态都改为只持续一天', () => {
  const rule = (g: Game, target: string, status: string) =>
    g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status, op: 'apply', reason: '测试' } });
  const holds = (g: Game, name: string, id: string) =>
    g.state.chars.find((c) => c.name === name)?.statuses.some((s) => s.id === id) ?? false;

  it('given by day, a permanent [迷魂] counts that day (his vote is 0) and ends as the next day starts; a woman keeps hers', () => {
    const g = table211();
    night(g);
    rule(g, '帝', '迷魂');
    rule(g, '贵', '迷魂');
    // [迷魂]：该状态下投票算作0票 — 帝 and 贵 are outvoted by 宫 alone
    day(g, { 帝: '狼A', 贵: '狼A', 宫: '狼B' });
    expect(g.outs()).toEqual(['狼B']);
    night(g);
    expect(holds(g, '帝', 'dazed')).toBe(false);
    expect(holds(g, '贵', 'dazed')).toBe(true);
    // day 3: his vote counts again, hers does not
    day(g, { 帝: '雪', 贵: '狼A' });
    expect(g.outs()).toEqual(['狼B', '雪']);
  });

  it('given by night, it lasts through the next day and ends when the next night starts (黄昏, one whole day)', () => {
    const g = table211();
    rule(g, '帝', '迷魂');
    night(g);
    expect(holds(g, '帝', 'dazed')).toBe(true);
    day(g, { 帝: '狼A', 宫: '狼B' });
    expect(g.outs()).toEqual(['狼B']);
    expect(holds(g, '帝', 'dazed')).toBe(false);
  });

  it('only negative statuses: a permanent [秩序] given to him stays', () => {
    const g = table211();
    night(g);
    rule(g, '帝', '秩序');
    day(g);
    night(g);
    expect(holds(g, '帝', 'order')).toBe(true);
  });

  it('also 守成之君 (line 202)', () => {
    const g = table211({ 帝: '守成之君' });
    night(g);
    rule(g, '帝', '业炎');
    day(g);
    night(g);
    expect(holds(g, '帝', 'karma')).toBe(false);
  });
});

describe('守成之君 (line 201-205)', () => {
  it('收到的身份牌固定为[皇帝]; 皇帝常驻[不死]', () => {
    const g = table211({ 帝: '守成之君' });
    expect(g.notes('帝')[0]).toBe('你的身份是【皇帝】，属于村民阵营。');
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['帝']) });
    expect(g.alive('帝')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('临幸: as 贤明之君 (公示 at the end of 黄昏, [怀孕])', () => {
    const g = table211({ 帝: '守成之君' });
    g.act('帝', '临幸', ['贵']);
    g.close();
    expect(g.lastAnnouncement()).toBe('皇帝临幸了 贵，贵 获得[怀孕]状态。');
  });

  it('皇权（伪）…结算效果：无 — called 皇权 to him; the card is turned, the wolf stays in', () => {
    const g = table211({ 帝: '守成之君' });
    night(g);
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(true);
    expect(g.lastAnnouncement()).toBe('帝 翻牌：守成之君。');
    expect(g.actFails('帝', '皇权', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('竞选日不可发动 (WRONG_PHASE)', () => {
    const g = Game.create({ ...TABLE211, 帝: '守成之君' }, { ruleset: '211', genders: GENDERS211 });
    g.start(SEATS211);
    expect(g.actFails('帝', '皇权', ['狼A']).code).toBe('WRONG_PHASE');
  });
});

describe('皇权 (line 197-198): 此玩家为其他阵营或决斗[隐身]状态则无事发生', () => {
  it('a wolf in [隐身] (given by the director’s ruling: no 211 role gives it yet) stays in; the card is turned', () => {
    const g = table211();
    night(g);
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '狼A', status: '隐身', op: 'apply', reason: '测试' },
    });
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(true);
    expect(g.lastAnnouncement()).toBe('帝 翻牌：贤明之君。');
  });
});
