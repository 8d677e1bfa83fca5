import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 篇二 四、部分规则补遗 （一）胜负手与平局 (l.152–161):
//   (1) 白天胜负手：警长最大 … 若白天发言投票阶段最终剩余3位玩家，则非警长玩家可以合力撕毁警徽，即平票PK后警长失去投票权。
//   (2) 夜晚胜负手：狼刀最大 若夜晚时剩余1狼1神，神为女巫或者猎人，拥有技能，则狼人杀死女巫或者猎人后，直接获胜，女巫和猎人的技能视为后手，不能发动。
//   (3) 允许平局 若夜晚与白天都没有玩家出局，则视为平局

const winner = (g: ReturnType<typeof classic>) => g.state.winner?.faction ?? null;

describe('篇二 (1) 剩余3位玩家…平票PK后警长失去投票权 (l.155)', () => {
  it('three left, a tie between the two others: in the PK the sheriff may not vote, nobody goes out', () => {
    const g = classic(
      { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民' },
      { win: '屠城' },
    );
    g.stand('民A');
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    expect(g.state.sheriff).toBe('民A');
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    g.votes({ 民A: '狼B', 民C: '狼B', 民D: '狼B' });
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    // 狼A, 民A (sheriff), 民D
    g.votes({ 狼A: '民D', 民D: '狼A' });
    g.close();
    expect(g.state.revote?.tied.sort()).toEqual(['民D', '狼A'].sort());
    expect(g.fails({ type: 'CastVote', voter: '民A', target: '狼A', proxy: false }, 'player:民A').code).toBe(
      'CANNOT_VOTE',
    );
    g.close();
    expect(g.alive('狼A')).toBe(true);
    expect(g.alive('民D')).toBe(true);
    expect(g.state.phase.kind).toBe('night');
  });
});

describe('篇二 (2) 夜晚胜负手：狼刀最大 (l.156–157)', () => {
  /** 屠城, four players: night 1 the pack kills 民A, day 2 民B is voted out: one wolf and `god` are left for night 2 */
  function oneOnOne(god: string, convention = '篇二') {
    const g = classic({ 狼A: '狼人', 神: god, 民A: '村民', 民B: '村民' }, { win: '屠城', convention });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    if (convention === '篇三') g.close(); // its re-election
    g.votes({ 狼A: '民B', 神: '民B', 民B: '狼A' });
    g.close();
    expect(g.alive('民B')).toBe(false);
    expect(winner(g)).toBeNull();
    return g;
  }
  it('1狼1神 (女巫): the pack kills her, her poison that night does nothing, the wolves win', () => {
    const g = oneOnOne('女巫');
    night(g, { n60: () => g.act('狼A', '杀人', ['神']), n90: () => g.act('神', '毒药', ['狼A']) });
    expect(g.alive('狼A')).toBe(true);
    expect(winner(g)).toBe('wolves');
  });

  it('1狼1神 (猎人): killed by the pack, he cannot shoot; the wolves win', () => {
    const g = oneOnOne('猎人');
    night(g, { n60: () => g.act('狼A', '杀人', ['神']) });
    expect(g.notes('神').join()).not.toContain('可以发动<开枪>');
    expect(winner(g)).toBe('wolves');
  });

  it('篇三 has no such rule: her poison acts', () => {
    const g = oneOnOne('女巫', '篇三');
    night(g, { n60: () => g.act('狼A', '杀人', ['神']), n90: () => g.act('神', '毒药', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });
});

describe('篇二 (3) 允许平局 (l.158–161)', () => {
  const TABLE = { 狼A: '狼人', 狼B: '狼人', 巫: '女巫', 预: '预言家', 民A: '村民', 民B: '村民' };
  it('with the option 允许: a night and the day after it without an out end the game, no winner', () => {
    const g = classic(TABLE, { draw: '允许' });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']), n90: () => g.act('巫', '解药', ['民A']) });
    expect(g.state.status).toBe('running');
    g.close(); // nobody voted: nobody out
    expect(g.state.status).toBe('ended');
    expect(winner(g)).toBeNull();
    expect(said(g)).toContain('游戏结束，平局。');
  });
  it('not allowed (the default): the game goes on', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.close();
    expect(g.state.status).toBe('running');
  });
});
