import { describe, expect, it } from 'vitest';
import { day, endPhase, type Game, NO_EMPEROR, night, started211, TABLE211, tallyOf } from './table';

// [211] 【诸侯】2 宗教老爷爷（男）（25） (file 001 l.764–768):
//   l.766 身份属性（不是技能）：游戏开局，选择一半的角色（你自己除外，小数上取整）作为异端。
//   l.767 异端处决[强制]——每有一个异端出局，你的票权+1，每有4个异端出局，你免疫一次出局。
//   l.768 PS：出局后复活，然后再次出局，计为出局2次。
// 胜负判定 l.1004 14、宗教老爷爷：所有异端全部出局。

// 道 is the 宗教老爷爷; no 皇帝 and no 贵妃 (临幸, 宠溺 drawn when missed); 12 seats → 6 heretics among the 11 others
const HERETICS = ['贵', '宫', '娥', '嫔', '妃', '雪'];
function opening(): Game {
  const roles = { ...TABLE211, ...NO_EMPEROR, 贵: '村民', 道: '宗教老爷爷' };
  return started211(roles);
}
function table(): Game {
  const g = opening();
  g.act('道', '异端', HERETICS);
  g.close();
  day(g);
  return g;
}
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('宗教老爷爷', () => {
  it('a faction of his own (宗教老爷爷阵营)', () => {
    expect(table().state.chars.find((c) => c.name === '道')?.faction).toBe('grandpa');
  });

  it('l.766 选择一半的角色（你自己除外，小数上取整）: 6 of the 11 others (TARGET_COUNT with 5); himself refused; told', () => {
    const g = opening();
    expect(g.actFails('道', '异端', HERETICS.slice(0, 5)).code).toBe('TARGET_COUNT');
    expect(g.actFails('道', '异端', [...HERETICS.slice(0, 5), '道']).code).toMatch(/ILLEGAL_TARGET|TARGET/);
    g.act('道', '异端', HERETICS);
    g.close();
    expect(g.notes('道')).toContain(`异端：${HERETICS.join('、')}。`);
  });

  it('l.767 每有一个异端出局，你的票权+1: two heretics out — his vote counts 3; a non-heretic out adds nothing', () => {
    const g = table();
    g.closeNight();
    kill(g, '贵');
    kill(g, '宫');
    kill(g, '婆');
    g.vote('道', '狼B');
    day(g, { 道: '狼B' });
    expect(tallyOf(g, 2).狼B).toBe(3);
  });

  it('l.768 PS：出局后复活，然后再次出局，计为出局2次 — 宫 out, brought back by 孟婆, out again: +2', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    day(g);
    night(g, { 凌晨1: () => g.act('婆', '还魂', ['宫']) });
    expect(g.alive('宫')).toBe(true);
    kill(g, '宫');
    day(g, { 道: '狼B' });
    expect(tallyOf(g, 3).狼B).toBe(3);
  });

  it('l.767 每有4个异端出局，你免疫一次出局: the 4th heretic out gives one immunity — a ruling kill spares him once (told), the next puts him out', () => {
    const g = table();
    for (const n of HERETICS.slice(0, 3)) kill(g, n);
    expect(g.notes('道').join('')).not.toContain('免疫一次出局');
    kill(g, HERETICS[3] as string);
    expect(g.notes('道')).toContain('异端处决：已有 4 个异端出局，你免疫一次出局。');
    kill(g, '道');
    expect(g.alive('道')).toBe(true);
    expect(g.notes('道')).toContain('异端处决：你免疫了一次出局。');
    kill(g, '道');
    expect(g.alive('道')).toBe(false);
  });

  it("l.767 免疫一次出局 — against any out: the wolves' kill by night and the top vote by day (平安日), once", () => {
    const g = table();
    for (const n of HERETICS.slice(0, 4)) kill(g, n);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(true);
    // spent: the next day's top vote puts him out
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.alive('道')).toBe(false);
  });

  it('l.767 免疫一次出局 on the vote: the top stays, 平安日; a red card is not spared (红牌罚下)', () => {
    const g = table();
    for (const n of HERETICS.slice(0, 4)) kill(g, n);
    g.closeNight();
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.alive('道')).toBe(true);
    expect(g.announcements().join('\n')).toContain('平安日');
    const h = table();
    for (const n of HERETICS.slice(0, 4)) kill(h, n);
    h.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '道', color: 'red', reason: '测试' } });
    expect(h.alive('道')).toBe(false);
  });

  it('l.1004 胜: 所有异端全部出局 — the last heretic out, he wins (not before)', () => {
    const g = table();
    for (const n of HERETICS.slice(0, 5)) kill(g, n);
    g.closeTo('早夜1'); // 黄昏 over: judged (l.970)
    expect(g.state.status).toBe('running');
    kill(g, '雪');
    // a 诸侯's win is no 屠城: judged when the phase is over (l.970), here the night's settlement
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('grandpa');
  });
});
