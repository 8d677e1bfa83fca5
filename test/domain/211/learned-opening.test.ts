import { describe, expect, it } from 'vitest';
import { day, endPhase, type Game, NO_EMPEROR, night, started211, TABLE211, table211 } from './table';

// [211] file 001 用语定义 l.127: 获得的技能若没有“刷新至初始”条目，则类别[开局]的技能不可用，若有，则在获取技能的那个时段需要立刻决定是否发动[开局]类技能.
// 美女画皮 画皮 (l.712: 按照学习的身份获取下列效果之一且刷新至初始) and 白骨精 化尸大法 (l.667: 获得结算目标的身份技能（机械狼版本）且刷新至初始) give
// the learned role's [开局] skills with the right to decide them in that phase (learned.ts): used at once; a <强制> one missed
// is drawn; learned as the opening closes, the right is the 竞选日's.
// Seats: 狼B 美女画皮 (or 雪 白骨精), [群内] 妃 狼A.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

/** 狼B 美女画皮, who passes her [开局] 画皮; night 1 open (黄昏1). */
function painted(swap: Record<string, string>, learnAtOpening?: string): Game {
  const hand = { ...TABLE211, ...NO_EMPEROR, 狼B: '美女画皮', ...swap };
  const g = started211(hand);
  if (learnAtOpening) g.act('狼B', '画皮', [learnAtOpening]);
  else g.pass('狼B', '画皮');
  g.close();
  if (!learnAtOpening) day(g);
  return g;
}

describe('刷新至初始: a learned [开局] skill, decided at once (l.127)', () => {
  it('画皮 at 黄昏1 on 护卫: 模式选择 hers that night (told); 日式守卫 chosen, its 守护 keeps 嫔 from the [群内]’s 杀人', () => {
    const g = painted({ 道: '护卫' });
    night(g, {
      黄昏1: () => g.act('狼B', '画皮', ['道']),
      早夜1: () => g.act('狼B', '模式选择', [], '日式守卫'),
      午夜: () => {
        calm(g)();
        g.act('狼B', '日式守护', ['嫔']);
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.notes('狼B')).toContain(
      '你获得了[开局]技能<模式选择>（刷新至初始）：需要在本阶段立刻决定是否发动<模式选择>。',
    );
    expect(g.notes('狼B')).toContain('模式选择：日式守卫。');
    expect(g.alive('嫔')).toBe(true);
  });

  it('需要立刻决定: the phase over, the [开局] skill is no longer usable (WRONG_PHASE)', () => {
    const g = painted({ 道: '护卫' });
    night(g, { 黄昏1: () => g.act('狼B', '画皮', ['道']), 午夜: calm(g) });
    expect(g.actFails('狼B', '模式选择').code).toBe('WRONG_PHASE');
  });

  it('a <强制> one not decided in its phase is drawn (行动时限: 随机决定), its skill hers the next night', () => {
    const g = painted({ 道: '护卫' });
    night(g, { 黄昏1: () => g.act('狼B', '画皮', ['道']), 午夜: calm(g) });
    expect(g.notes('狼B').join('\n')).toMatch(/你未在时限内发动<模式选择>，随机决定：(法式|日式|版杀)守卫。/);
    day(g);
    g.closeTo('午夜');
    calm(g)();
    g.act('狼B', '守护', ['嫔']);
  });

  it('learned as the opening closes (画皮[开局] on 粉丝): the right is the 竞选日’s — 追随 嫔, whose out puts her out (连带)', () => {
    const g = painted({ 嫔: '粉丝' }, '嫔');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    g.act('狼B', '追随', ['宫']);
    kill(g, '宫');
    endPhase(g);
    expect(g.alive('狼B')).toBe(false);
  });
});

describe('白骨精 吞食隐狼 (l.668: 吞食隐狼获得的技能永久有效)', () => {
  it('冷妃’s body: 伪装 decided at once (told her faction’s names), her skills kept — 冷妃’s 怀孕技能 two nights later', () => {
    const g = table211({ 雪: '白骨精', 狼B: '冷妃' }, { constraints: false });
    kill(g, '狼B');
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      早夜1: () => g.act('雪', '化尸大法', ['狼B']),
      早夜2: () => g.act('雪', '伪装', [], '1、3、4'),
      午夜: calm(g),
    });
    const told = '伪装：与你实际阵营相同的角色：';
    expect(g.notes('雪').filter((n) => n.startsWith(told))).toHaveLength(1);
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => {
        g.act('帝', '临幸', ['婆']);
        g.act('雪', '怀孕技能', [], '3');
      },
      午夜: calm(g),
    });
    expect(g.notes('雪').filter((n) => n.startsWith(told))).toHaveLength(2);
  });

  it('a body not 隐狼 (地头蛇): its skills end when the next night opens (NOT_YOUR_SKILL)', () => {
    const g = table211({ ...NO_EMPEROR, 雪: '白骨精', 狼B: '地头蛇' });
    kill(g, '狼B');
    night(g, { 早夜1: () => g.act('雪', '化尸大法', ['狼B']), 午夜: calm(g) });
    day(g);
    night(g, { 午夜: calm(g) });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('雪', '查验', ['嫔']).code).toBe('NOT_YOUR_SKILL');
  });
});
