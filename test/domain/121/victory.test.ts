import { describe, expect, it } from 'vitest';
import { castVoteFails, electionDay, morningOf, night, ruling, smallTable, table12, winner } from './given';

// [121] 胜负判定:
//   某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。
//   某未判负阵营满足其胜利条件之一，或场上仅有一个阵营尚未被判负时，宣布此阵营胜利、游戏结束。
//   只有一个阵营能获得胜利。
//   【狼人阵营】胜 1、村民阵营和三方阵营的角色全部出局  负 1、狼人阵营的角色全部出局。
//   【村民阵营】胜 1、狼人阵营和三方阵营的角色全部出局  负 1、村民阵营的角色全部出局。
// Not tested: 负 2 (全部进入吹笛状态) and the third parties — 吹笛 and the other third parties are not playable yet.

describe('胜负判定', () => {
  it('村民阵营 胜：狼人阵营和三方阵营的角色全部出局 — the last wolf voted out ends the game at once', () => {
    const g = smallTable({ 狼: '狼王', 预: '预言家', 民A: '村民', 民B: '村民' }, { autoCards: false });
    electionDay(g);
    night(g);
    g.votes({ 预: '狼', 民A: '狼' });
    g.close();
    expect(g.state.status).toBe('ended');
    expect(winner(g)).toBe('village');
    expect(g.state.winner?.names).toEqual(['预', '民A', '民B']);
    const all = g.announcements();
    expect(all.at(-3)).toContain('狼 被投票出局。');
    expect(all.at(-2)).toBe('游戏结束，村民阵营胜利。');
    expect(all.at(-1)).toBe(
      [
        '演员表：',
        '1楼 狼：狼王（狼人阵营，出局）',
        '2楼 预：预言家（村民阵营，存活）',
        '3楼 民A：村民（村民阵营，存活）',
        '4楼 民B：村民（村民阵营，存活）',
      ].join('\n'),
    );
  });

  it('狼人阵营 胜：村民阵营和三方阵营的角色全部出局 — at the night\u2019s end, after its 公示', () => {
    const g = smallTable({ 狼A: '狼王', 狼B: '狼人', 预: '预言家', 民: '村民' });
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['预']);
        g.act('狼A', '冲锋', ['民']);
      },
    });
    expect(winner(g)).toBe('wolves');
    const all = g.announcements();
    expect(all.at(-3)).toBe('第2天 公示\n昨夜出局：预、民。');
    expect(all.at(-2)).toBe('游戏结束，狼人阵营胜利。');
    expect(g.state.phase.kind).toBe('ended');
  });

  it('while both sides have a character in, the game goes on', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    g.votes({ 巫: '狼A', 猎: '狼A' });
    g.close();
    expect(g.state.status).toBe('running');
    expect(winner(g)).toBeNull();
  });

  it('宣布此阵营胜利、游戏结束 mid-night: a shot at night that takes the last wolf ends the game at once, and says so', () => {
    const g = smallTable({ 狼: '狼王', 猎: '猎人', 民A: '村民', 民B: '村民', 预: '预言家' });
    electionDay(g);
    night(g);
    g.votes({ 狼: '猎', 民A: '猎' });
    g.close(); // the hunter is voted out; he shoots that night
    g.act('猎', '最后一枪', ['狼']);
    expect(g.state.status).toBe('ended');
    expect(winner(g)).toBe('village');
    const all = g.announcements();
    // the night's news is not kept for a morning that never comes
    expect(all.at(-3)).toBe('猎 发动<最后一枪>，狼 出局。');
    expect(all.at(-2)).toBe('游戏结束，村民阵营胜利。');
  });

  it('mid-night by a director\u2019s ruling too: the ruling is posted with the end', () => {
    const g = smallTable({ 狼: '狼王', 预: '预言家', 民A: '村民', 民B: '村民' });
    electionDay(g);
    ruling(g, { kind: 'kill', target: '狼', reason: '违规' });
    expect(winner(g)).toBe('village');
    expect(g.announcements().at(-3)).toBe('导演裁定：狼 出局（理由：违规）');
  });

  it('该阵营优先判负；只有一个阵营能获得胜利 — both sides out the same night: both lose, nobody wins', () => {
    // Reading: the night settles as a whole (每次指杀依次结算 orders the outs, the verdict follows the
    // settlement); a side whose characters are all out is 判负 first, even if the other side is out too.
    const g = smallTable({ 狼: '狼王', 巫: '女巫', 民A: '村民', 民B: '村民' });
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼', '杀人', ['民A']);
        g.act('狼', '冲锋', ['民B']);
      },
    });
    expect(g.state.status).toBe('running');
    g.close(); // day 2: no vote
    night(g, { n60: () => g.act('狼', '杀人', ['巫']), n90: () => g.act('巫', '毒药', ['狼']) });
    expect(morningOf(g, 3)).toBe('第3天 公示\n昨夜出局：巫、狼。');
    expect(g.state.status).toBe('ended');
    expect(winner(g)).toBeNull();
    expect(g.announcements().at(-2)).toBe('游戏结束，没有阵营获胜。');
  });

  it('游戏结束: nothing more is accepted (GAME_ENDED), nothing appended', () => {
    const g = smallTable({ 狼: '狼王', 预: '预言家', 民A: '村民', 民B: '村民' });
    electionDay(g);
    night(g);
    g.votes({ 预: '狼', 民A: '狼' });
    g.close();
    expect(castVoteFails(g, '预', '民A').code).toBe('GAME_ENDED');
    expect(g.actFails('预', '预言', ['民A']).code).toBe('GAME_ENDED');
    expect(g.fails({ type: 'CloseWindow', by: 'director' }).code).toBe('GAME_ENDED');
  });
});
