import { describe, expect, it } from 'vitest';
import { day, endPhase, Game, gendersOf, NO_EMPEROR, night, SEATS211, TABLE211 } from './table';

// [211] file 001 【叛皇阵营】30 美女画皮 (l.732–748) 三方与不定: the 机械狼版本 of the 飘零 and 诸侯 roles. 双子星光/暗 (l.733–734),
// 混血儿 (l.740) and 双重人格 (l.743) are no 211 roles (not in the role list, l.52–63): nothing to learn.
// Seats: 狼B 美女画皮 (she passes her [开局] 画皮 and learns at 黄昏1), [群内] 妃 狼A.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

/** 狼B 美女画皮 (her [开局] 画皮 passed); night 1 open (黄昏1). */
function painted(swap: Record<string, string>): Game {
  const hand = { ...TABLE211, ...NO_EMPEROR, 狼B: '美女画皮', ...swap };
  const g = Game.create(hand, {
    ruleset: '211',
    genders: gendersOf(hand),
    options: { autoCards: false, ignoreSetupConstraints: true },
  });
  g.start(SEATS211);
  g.pass('狼B', '画皮');
  g.close();
  day(g);
  return g;
}

/** 画皮 on `target` at 黄昏1 of night 1, the night then closed (calm): day 2 open. */
function learnt(swap: Record<string, string>, target: string): Game {
  const g = painted(swap);
  night(g, { 黄昏1: () => g.act('狼B', '画皮', [target]), 午夜: calm(g) });
  return g;
}

describe('美女画皮 — 三方与不定', () => {
  it('l.739 丘比特 (月老)：<强制>[限定], 任何时候 — by day 2, 月老牵线 links 嫔 and 宫 as [虚情情侣], no 公示; one out → the other', () => {
    const g = learnt({ 婆: '月老' }, '婆');
    expect(g.state.phase.kind).toBe('day');
    const before = g.announcements().length;
    g.act('狼B', '月老牵线', ['嫔', '宫']);
    expect(g.notes('嫔')).toContain('月老牵线：你与 宫 成为[虚情情侣]，共群。');
    expect(g.notes('宫')).toContain('月老牵线：你与 嫔 成为[虚情情侣]，共群。');
    // 在白天发动不会被公示
    expect(g.announcements().slice(before).join('\n')).not.toMatch(/情侣|月老/);
    // [限定]
    expect(g.actFails('狼B', '月老牵线', ['娥', '道']).code).toBe('SKILL_USED_UP');
    kill(g, '嫔');
    endPhase(g);
    expect(g.alive('宫')).toBe(false);
  });

  it('l.739 <强制>: it cannot be declined; held past the night she learned it (any time)', () => {
    const g = learnt({ 婆: '月老' }, '婆');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '狼B', skill: '月老牵线', targets: [], pass: true },
        'player:狼B',
      ).code,
    ).toBe('SKILL_NOT_USABLE');
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('狼B', '月老牵线', ['娥', '道']);
      },
    });
    expect(g.notes('娥')).toContain('月老牵线：你与 道 成为[虚情情侣]，共群。');
  });

  it('l.737 鬼魂新娘：同丘比特 — 月老牵线 (虚情情侣), not 冥婚', () => {
    const g = learnt({ 婆: '鬼魂新娘' }, '婆');
    expect(g.actFails('狼B', '冥婚', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('狼B', '月老牵线', ['嫔', '宫']);
    expect(g.notes('嫔')).toContain('月老牵线：你与 宫 成为[虚情情侣]，共群。');
  });
});
