import { describe, expect, it } from 'vitest';
import { classic, morningOf, night, noElection, said } from './given';

// [classic] file 003 骑士 (l.40): 技能只能发动一次。骑士可在任意投票阶段之前翻出身份卡，并指定一名玩家。上帝宣布这名玩家是否是狼人，若是，则该
//   玩家立刻死亡，并跳过投票阶段，骑士保持亮明身份的状态；若不是，则骑士立刻死亡，投票正常进行。
// [classic] file 003 乌鸦 (l.37): 每天晚上乌鸦会指定一名玩家，该玩家在投票表决时自动被多投一票，上帝会在投票表决开始前公布谁被诅咒了。乌鸦不可以
//   连续2晚诅咒同一个人。

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  骑: '骑士',
  鸦: '乌鸦',
  预: '预言家',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

function toDay2() {
  const g = classic(TABLE);
  noElection(g);
  night(g, {});
  return g;
}

describe('骑士 (file 003 l.40)', () => {
  it('l.40 若是（狼人），则该玩家立刻死亡，并跳过投票阶段，骑士保持亮明身份的状态', () => {
    const g = toDay2();
    g.votes({ 民A: '民B' });
    g.act('骑', '决斗', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('民B')).toBe(true);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
    expect(said(g)).toContain('骑 翻牌：骑士。');
  });

  it('l.40 若不是，则骑士立刻死亡，投票正常进行', () => {
    const g = toDay2();
    g.act('骑', '决斗', ['民A']);
    expect(g.alive('骑')).toBe(false);
    expect(g.alive('民A')).toBe(true);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
    g.votes({ 民A: '狼A', 民B: '狼A', 民C: '狼A' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
  });

  it('l.40 技能只能发动一次', () => {
    const g = toDay2();
    g.act('骑', '决斗', ['狼A']);
    night(g, {});
    expect(g.actFails('骑', '决斗', ['狼B']).code).toBe('SKILL_USED_UP');
  });
});

describe('乌鸦 (file 003 l.37)', () => {
  it('l.37 自动被多投一票: with no vote cast, the cursed one is the top', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('鸦', '诅咒', ['民C']) });
    g.close();
    expect(g.alive('民C')).toBe(false);
  });

  it('l.37 该玩家在投票表决时自动被多投一票，上帝会在投票表决开始前公布谁被诅咒了', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('鸦', '诅咒', ['狼A']) });
    expect(morningOf(g, 2)).toContain('狼A 被乌鸦诅咒，投票表决时自动多计一票。');
    // one vote each for 狼A and 民A: the curse makes 狼A the top
    g.votes({ 民A: '狼A', 狼A: '民A' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('民A')).toBe(true);
  });

  it('l.37 乌鸦不可以连续2晚诅咒同一个人', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('鸦', '诅咒', ['狼A']) });
    g.votes({ 民A: '民B', 民C: '民B' });
    g.close();
    night(g, { n60: () => expect(g.actFails('鸦', '诅咒', ['狼A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT') });
  });
});
