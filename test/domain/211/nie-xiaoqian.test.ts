import { describe, expect, it } from 'vitest';
import { day, endPhase, type Game, NO_EMPEROR, night, started211, TABLE211 } from './table';

// [211] 飘零 · 不定身份 10 聂小倩（女） (file 001 l.942–946):
//   l.943 身份属性：如果聂小倩混的不是狼或民，在聂小倩触发技能之后，聂小倩所在的阵营不会被判负2天
//   l.944 鬼情[开局][强制]—— 游戏开始时，聂小倩必须选择一名角色认其为宁采臣，加入宁采臣所在的阵营并跟随变动，若发动者和宁采臣都出局，发动者获得
//   宁采臣的技能且刷新至初始。以此获得的技能即使自己已出局也可以使用或者有效。
//   l.946 怀孕技能[强制]——聂小倩触发技能后，和宁采臣共群，且宁采臣的技能也能使用或有效。
// l.989 【三方阵营】共通判负条件：所属阵营的全部角色均出局; l.1002 开膛手：…女性身份出局了总人数*0.5个.

// 嫔 is 聂小倩; no 皇帝 and no 贵妃 (临幸, 宠溺 drawn when missed) unless a test needs him
const CALM = { ...NO_EMPEROR, 贵: '村民', 嫔: '聂小倩' };
function table(swap: Record<string, string>, ning: string): Game {
  const roles = { ...TABLE211, ...CALM, ...swap };
  const g = started211(roles);
  g.act('嫔', '鬼情', [ning]);
  return g;
}
/** the opening closed, day 1 closed: night 1 open */
const opened = (g: Game) => {
  g.close();
  day(g);
  return g;
};
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('聂小倩', () => {
  it('l.944 鬼情: 宁采臣 宫 — she joins 村民阵营 (told)', () => {
    const g = opened(table({}, '宫'));
    expect(faction(g, '嫔')).toBe('village');
    expect(g.notes('嫔').join('\n')).toContain('你的阵营转变为村民阵营');
  });

  it('l.944 跟随变动: 宁采臣 a 顺从的女仆 (不定) — when the 女仆 joins 村民阵营 by 顺从, she follows', () => {
    const g = opened(table({ 婆: '顺从的女仆' }, '婆'));
    expect(faction(g, '嫔')).toBe('undetermined');
    g.closeNight();
    day(g, { 狼A: '宫', 狼B: '宫' });
    night(g, { 黄昏1: () => g.act('婆', '顺从', ['宫']) });
    expect(faction(g, '婆')).toBe('village');
    expect(faction(g, '嫔')).toBe('village');
  });

  it('l.944 若发动者和宁采臣都出局: 宁采臣 out alone gives nothing; both out → 宫令’s 调令 is hers, used while she is out', () => {
    const g = opened(table({}, '宫'));
    kill(g, '宫');
    g.closeTo('午夜');
    expect(g.actFails('嫔', '调令', ['狼A']).code).toBe('NOT_YOUR_SKILL');
    g.closeNight();
    kill(g, '嫔');
    expect(g.notes('嫔').join('\n')).toContain('鬼情：你与宁采臣 宫 都已出局');
    day(g);
    night(g, { 午夜: () => g.act('嫔', '调令', ['狼A']) });
    expect(g.notes('狼A').join('\n')).toContain('冰冻');
  });

  it('l.944 刷新至初始: 宁采臣 (女侠) spent his <限定> 惩奸除恶; it is usable again in her hands (she out first, he later)', () => {
    const g = opened(table({ 宫: '女侠' }, '宫'));
    night(g, { 午夜: () => g.act('宫', '惩奸除恶', ['狼B']) });
    kill(g, '嫔');
    kill(g, '宫');
    day(g);
    night(g, { 午夜: () => g.act('嫔', '惩奸除恶', ['狼A']) });
    expect(g.notes('狼A').join('\n')).toContain('冰冻');
  });

  it('l.943 不是狼或民 (宁采臣 a 开膛手): once both are out the 开膛手阵营 is not defeated for 2 days — its win still comes', () => {
    const g = opened(table({ 道: '开膛手' }, '道'));
    expect(faction(g, '嫔')).toBe('ripper');
    g.closeNight();
    kill(g, '道');
    kill(g, '嫔');
    // 12 counted → 6 女性身份 out: 嫔 (聂小倩) and five more
    for (const w of ['宫', '娥', '婆', '妃']) kill(g, w);
    expect(g.state.status).toBe('running');
    kill(g, '雪');
    // a 诸侯's win is judged when the phase (the day) is over (l.970)
    endPhase(g);
    expect(g.state.winner?.faction).toBe('ripper');
  });

  it('l.943 不会被判负2天 — after the two days, the faction (all out) is defeated: the same outs win nothing', () => {
    const g = opened(table({ 道: '开膛手' }, '道'));
    g.closeNight();
    kill(g, '道');
    kill(g, '嫔');
    day(g); // day 2
    g.closeNight();
    day(g); // day 3
    g.closeNight();
    day(g); // day 4: the spare ended with day 4
    expect(g.state.status).toBe('running');
    for (const w of ['宫', '娥', '婆', '妃', '雪']) kill(g, w);
    endPhase(g);
    expect(g.state.winner?.faction).not.toBe('ripper');
  });

  it('l.946 怀孕技能 (after the 临幸): on the trigger the two are grouped (told) and 宁采臣’s own skills work while he is out', () => {
    const g = opened(table({ 帝: '贤明之君' }, '宫'));
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
    kill(g, '宫');
    kill(g, '嫔');
    expect(g.notes('宫').join('\n')).toContain('鬼情：你与 嫔 共群。');
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => g.act('宫', '调令', ['狼A']),
    });
    expect(g.notes('狼A').join('\n')).toContain('冰冻');
  });
});
