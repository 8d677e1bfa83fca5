import { describe, expect, it } from 'vitest';
import { Game } from '../harness';

// Which texts merge cards. Only 211 states it (file 001 判罚 l.1198: 累计三张“蓝牌”合并为一张“黄牌”; l.1202: 累计三张
// “黄牌”合并为一张“红牌”). 121 uses 黄牌/红牌 without defining them, in lines word for word 211's (000 l.585 = 001 l.1172,
// 000 l.600 = 001 l.1184): reading, the same community's card system, merges included. tieba counts 黄牌 (002 l.153,
// l.164) and 红牌罚下 (l.23) with no merge sentence; classic and pku have no cards: their cards only add up. A game sets
// its own with options.cardMerge (0 = none).

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };

function table(ruleset: string, options: Record<string, unknown> = {}): Game {
  const g = Game.create(TABLE, { ruleset, options: { ignoreSetupConstraints: true, ...options } });
  g.start(Object.keys(TABLE));
  return g;
}
const card = (g: Game, target: string, color: 'blue' | 'yellow' | 'red') =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target, color, reason: '违规' } });
const threeYellows = (g: Game, target = '民A') => {
  for (let i = 0; i < 3; i++) card(g, target, 'yellow');
};

describe('card merges: only where the text sets them', () => {
  for (const ruleset of ['tieba', 'classic', 'pku']) {
    it(`${ruleset}: three yellows stay three yellows — no red, the character stays in`, () => {
      const g = table(ruleset);
      threeYellows(g);
      expect(g.state.cards?.民A).toEqual({ blue: 0, yellow: 3, red: 0 });
      expect(g.alive('民A')).toBe(true);
      expect(g.announcements().join('\n')).not.toContain('合并');
    });
  }

  it('tieba with options.cardMerge 3: the third yellow becomes a red and sends off (红牌罚下, 002 l.23)', () => {
    const g = table('tieba', { cardMerge: 3 });
    threeYellows(g);
    expect(g.state.cards?.民A).toEqual({ blue: 0, yellow: 0, red: 1 });
    expect(g.lastAnnouncement()).toContain('民A 累计三张黄牌，合并为一张红牌。');
    // a red given in the day sends off at the day's close (白天红牌罚下在被投票出局之前, 002 l.25)
    expect(g.alive('民A')).toBe(true);
    g.close();
    expect(g.alive('民A')).toBe(false);
  });

  it('121 merges by default (the reading above); options.cardMerge 0 turns it off', () => {
    const merged = table('121');
    for (let i = 0; i < 3; i++) card(merged, '民A', 'blue');
    expect(merged.state.cards?.民A).toEqual({ blue: 0, yellow: 1, red: 0 });
    const plain = table('121', { cardMerge: 0 });
    for (let i = 0; i < 3; i++) card(plain, '民A', 'blue');
    expect(plain.state.cards?.民A).toEqual({ blue: 3, yellow: 0, red: 0 });
  });

  it('211 with options.cardMerge 2: two blues make a yellow', () => {
    const g = Game.create(
      { 皇帝: '贤明之君', 臣A: '村民', 臣B: '村民', 臣C: '村民', 狼A: '狼人', 狼B: '狼人', 臣D: '村民' },
      { ruleset: '211', options: { ignoreSetupConstraints: true, cardMerge: 2 } },
    );
    g.start();
    card(g, '臣A', 'blue');
    card(g, '臣A', 'blue');
    expect(g.state.cards?.臣A).toEqual({ blue: 0, yellow: 1, red: 0 });
    expect(g.lastAnnouncement()).toContain('臣A 累计两张蓝牌，合并为一张黄牌。');
  });

  it('a bad cardMerge is refused with INVALID_OPTION and nothing is appended', () => {
    for (const cardMerge of [1, -1, 10, 2.5, '3', true]) {
      const g = new Game();
      const e = g.fails({
        type: 'CreateGame',
        id: 'g1',
        title: '测试局',
        ruleset: 'tieba',
        players: Object.keys(TABLE).map((name) => ({ name })),
        seed: 's',
        roles: TABLE,
        pool: null,
        options: { ignoreSetupConstraints: true, cardMerge },
        schedule: null,
      });
      expect(e.code).toBe('INVALID_OPTION');
      expect(e.message).toContain('options.cardMerge');
    }
  });
});
