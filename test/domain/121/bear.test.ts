import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 11 熊 (file 000 l.122–123):
//   咆哮 —— 游戏日夜晚，若熊电梯左右两侧有狼人阵营除隐狼外存活，则游戏日白天公示熊咆哮了，（即使熊当夜死亡，只要熊身旁有狼仍会
//   公示熊咆哮了），如无狼人阵营或场上无熊，则公示熊未咆哮。
// 导言 (l.27): 现有常规验人功能的神为：通灵，预言家，熊，狐狸. 机械狼 学习 (l.307): 熊，电梯上下有狼会咆哮，且机械熊的咆哮将会
// 盖过真熊，即真熊旁边无狼，机械熊旁边有，公示为熊咆哮了.
// Readings (the role file): the two sides are the living neighbours on the 电梯楼 as the night's actions settle (the ends
// joined, those out skipped), before the night's outs; 咆哮 is not <强制>: a bear frozen (or feared …) that night does not
// roar (熊未咆哮); 场上无熊 = the bear out: in a game where a 熊 was dealt every morning says one or the other.

const line = (g: ReturnType<typeof tableWith>, d: number) =>
  morningOf(g, d)
    .split('\n')
    .filter((l) => l.startsWith('熊'));

// seats: 狼A 1, 狼B 2, 狼C 3, 预 4, 巫 5, 猎 6, 守 7, 痴 8, 羊 9, 民A 10, 民B 11, 民C 12 (民C's sides: 民B and 狼A)
describe('熊 咆哮', () => {
  it('电梯左右两侧有狼人阵营存活 → 公示熊咆哮了 (the 电梯楼 joins its ends: 民C sits by 狼A)', () => {
    const g = tableWith({ 民C: '熊' });
    night(g);
    expect(line(g, 2)).toEqual(['熊咆哮了。']);
  });

  it('如无狼人阵营 → 公示熊未咆哮', () => {
    const g = tableWith({ 民A: '熊' });
    night(g);
    expect(line(g, 2)).toEqual(['熊未咆哮。']);
  });

  it('即使熊当夜死亡，只要熊身旁有狼仍会公示熊咆哮了', () => {
    const g = tableWith({ 民C: '熊' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(morningOf(g, 2)).toContain('昨夜出局：民C。');
    expect(line(g, 2)).toEqual(['熊咆哮了。']);
  });

  it('场上无熊 → 熊未咆哮, every morning after the bear is out', () => {
    const g = tableWith({ 民C: '熊' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    day(g);
    night(g);
    expect(line(g, 3)).toEqual(['熊未咆哮。']);
  });

  it('左右两侧 among the living: a neighbour out is skipped — 预 out, 巫\u2019s side is 狼C', () => {
    const g = tableWith({ 巫: '熊' });
    night(g);
    expect(line(g, 2)).toEqual(['熊未咆哮。']);
    day(g, { 狼A: '预', 狼B: '预', 狼C: '预' });
    night(g);
    expect(line(g, 3)).toEqual(['熊咆哮了。']);
  });

  it('除隐狼外: a 隐狼 beside the bear does not make it roar', () => {
    const g = tableWith({ 民C: '熊', 狼A: '隐狼' });
    opening(g, () => g.act('狼A', '伪装', [], '村民'));
    night(g);
    expect(line(g, 2)).toEqual(['熊未咆哮。']);
  });

  it('a bear frozen that night does not roar (咆哮 is not <强制>: reading)', () => {
    const g = tableWith({ 民C: '熊', 民B: '企鹅' });
    night(g, { n40: () => g.act('民B', '冰冻', ['民C']) });
    expect(line(g, 2)).toEqual(['熊未咆哮。']);
  });

  it('一个验人功能的身份: the 熊 alone meets the 导言\u2019s checker rule', () => {
    const g = tableWith({ 预: '熊' });
    expect(g.state.status).toBe('running');
  });

  it('机械狼 学习 熊 (l.307): 机械熊的咆哮将会盖过真熊 — the real bear by no wolf, the learner by one: one line, 熊咆哮了', () => {
    // 民A (the bear) sits by 羊 and 民B; 狼C (the learner) by 狼B
    const g = tableWith({ 民A: '熊', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民A']));
    night(g);
    expect(line(g, 2)).toEqual(['熊咆哮了。']);
  });
});
