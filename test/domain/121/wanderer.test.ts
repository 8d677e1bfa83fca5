import { describe, expect, it } from 'vitest';
import { castVoteFails, morningOf, night, voteResultOf } from './given';
import { day, tableWith } from './tables';

// [121] 村民阵营 38 流浪者 (file 000 l.188–190):
//   流浪<限定>——游戏日夜晚流浪者可选择翻牌发动技能，天亮公告，流浪之后无法发言，从电梯楼去除，所有上一个游戏日夜晚的致死伤害无效。
//   回归<限定>——游戏日夜晚选择回归，天亮公告，恢复电梯楼，这个白天流浪者的票数为1+x，x为流浪的游戏日
// 总体流程 3 (21); 行动时限: 流浪者关门后一个半小时 (n90). 从电梯楼去除 / 恢复电梯楼: a status that takes him off the seating
// the 电梯楼 skills read (熊 咆哮 here; 狐狸, 面包师, 锈剑骑士 read the same seating).

const table = () => tableWith({ 民C: '流浪者' });

describe('流浪者 流浪 / 回归', () => {
  it('翻牌…天亮公告; 所有上一个游戏日夜晚的致死伤害无效: killed the night he sets out, he stays', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']), n90: () => g.act('民C', '流浪') });
    expect(g.alive('民C')).toBe(true);
    const m = morningOf(g, 2);
    expect(m).toContain('民C 翻牌：流浪者。');
    expect(m).toContain('民C 开始流浪。');
  });

  it('流浪之后无法发言: he does not vote while away', () => {
    const g = table();
    night(g, { n90: () => g.act('民C', '流浪') });
    expect(castVoteFails(g, '民C', '狼A').code).toBe('CANNOT_VOTE');
  });

  it('回归…天亮公告，这个白天流浪者的票数为1+x: away two days, his vote counts 3', () => {
    const g = table();
    night(g, { n90: () => g.act('民C', '流浪') });
    day(g);
    night(g);
    day(g);
    night(g, { n90: () => g.act('民C', '回归') });
    expect(morningOf(g, 4)).toContain('民C 回归，本讨论日票数为3。');
    day(g, { 民C: '狼A', 狼B: '民A', 狼C: '民A' });
    expect(voteResultOf(g, 4)).toContain('狼A：3票（民C）');
    expect(g.alive('狼A')).toBe(false);
  });

  it('回归 only after 流浪 (SKILL_NOT_USABLE); each once (SKILL_USED_UP)', () => {
    const g = table();
    g.closeTo('n90');
    expect(g.actFails('民C', '回归').code).toBe('SKILL_NOT_USABLE');
    g.act('民C', '流浪');
    g.closeNight();
    day(g);
    g.closeTo('n90');
    expect(g.actFails('民C', '流浪').code).toBe('SKILL_USED_UP');
  });

  it('从电梯楼去除 … 回归…恢复电梯楼: while away the 熊’s neighbour is the one beyond him', () => {
    // 痴 8楼, 熊 9楼, 流浪者 10楼, 狼人 11楼: away, the wolf is the bear's neighbour
    const g = tableWith({ 羊: '熊', 民A: '流浪者', 民B: '狼人' });
    night(g, { n90: () => g.act('民A', '流浪') });
    expect(morningOf(g, 2)).toContain('熊未咆哮。');
    day(g);
    night(g);
    expect(morningOf(g, 3)).toContain('熊咆哮了。');
    day(g);
    night(g, { n90: () => g.act('民A', '回归') });
    day(g);
    night(g);
    expect(morningOf(g, 5)).toContain('熊未咆哮。');
  });
});
