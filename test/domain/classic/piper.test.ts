import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 吹笛者 (l.61–62): 吹笛者自成一个阵营。每天晚上，吹笛者可以迷惑2个人，不可迷惑自己，被迷惑的人功能不产生变化，上帝会用手轻碰被迷惑的人示意
//   他们，之后吹笛者闭眼，所有已经被迷惑过的玩家同时睁眼确认。吹笛者若是迷惑了在场除自己外的所有活人，吹笛者就赢了。若混血儿的主人为吹笛者，则混血儿胜利条件与
//   吹笛者相同但吹笛者仍需迷惑混血儿。

describe('吹笛者 (file 003 l.61–62)', () => {
  const TABLE = { 吹: '吹笛者', 狼A: '狼人', 预: '预言家', 民A: '村民', 民B: '村民', 民C: '村民' };

  it('l.61 每天晚上…可以迷惑2个人，不可迷惑自己; 所有已经被迷惑过的玩家同时睁眼确认', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        expect(g.actFails('吹', '迷惑', ['吹', '民A']).code).toBe('ILLEGAL_TARGET');
        expect(g.actFails('吹', '迷惑', ['民A', '民B', '民C']).code).toBe('TARGET_COUNT');
        g.act('吹', '迷惑', ['民A', '民B']);
      },
    });
    expect(g.notes('民A')).toContain('迷惑：你被吹笛者迷惑了。所有已被迷惑的玩家：民B。');
    g.close();
    night(g, { n60: () => g.act('吹', '迷惑', ['民C']) });
    // the second night's charmed meet the first night's
    expect(g.notes('民C')).toContain('迷惑：你被吹笛者迷惑了。所有已被迷惑的玩家：民A、民B。');
    expect(g.notes('民A')).toContain('迷惑：你被吹笛者迷惑了。所有已被迷惑的玩家：民B、民C。');
  });

  it('l.61 被迷惑的人功能不产生变化: a charmed seer still checks', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('吹', '迷惑', ['预', '民A']) });
    g.close();
    night(g, { n60: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('预').join()).toContain('狼A 是坏人');
  });

  it('l.61 吹笛者若是迷惑了在场除自己外的所有活人，吹笛者就赢了', () => {
    const g = classic({ 吹: '吹笛者', 狼A: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    noElection(g);
    night(g, { n60: () => g.act('吹', '迷惑', ['民A', '民B']) });
    expect(g.state.winner).toBeNull();
    g.close();
    night(g, { n60: () => g.act('吹', '迷惑', ['狼A', '预']) });
    expect(g.state.winner?.faction).toBe('piper');
    expect(g.state.winner?.names).toEqual(['吹']);
  });

  it('l.62 若混血儿的主人为吹笛者，则混血儿胜利条件与吹笛者相同但吹笛者仍需迷惑混血儿', () => {
    const g = classic({ 吹: '吹笛者', 混: '混血儿', 狼A: '狼人', 预: '预言家', 民A: '村民' });
    g.act('混', '认主', ['吹']);
    g.close();
    expect(g.state.chars.find((c) => c.name === '混')?.faction).toBe('piper');
    noElection(g);
    night(g, { n60: () => g.act('吹', '迷惑', ['狼A', '预']) });
    g.close();
    night(g, { n60: () => g.act('吹', '迷惑', ['民A']) });
    expect(g.state.winner).toBeNull();
    g.close();
    night(g, { n60: () => g.act('吹', '迷惑', ['混']) });
    expect(g.state.winner?.faction).toBe('piper');
    expect(g.state.winner?.names).toEqual(['吹', '混']);
  });
});
