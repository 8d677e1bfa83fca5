import { describe, expect, it } from 'vitest';
import { night, ruling, voteResultOf } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 狼人阵营 26 恐怖分子 (l.364–367): 恐怖分子与狼人互知共群。杀人; 放烟花——第二个游戏日夜晚开始可选择一名玩家炸死他，自身进入负伤状态，
//   次日投票结束，立即死亡。 (22) 恐怖分子炸死（…发动技能后，立即结算死亡,并立即公示出局）. 行动时限: 关门二十分钟内 (n20).

const table = () => tableWith({ 狼C: '恐怖分子' });

describe('恐怖分子 放烟花', () => {
  it('第二个游戏日夜晚开始: not on night 1 (WRONG_PHASE)', () => {
    const g = table();
    expect(g.actFails('狼C', '放烟花', ['预']).code).toBe('WRONG_PHASE');
  });

  it('炸死…立即结算死亡,并立即公示出局: out and announced when the n20 window closes', () => {
    const g = table();
    nextNight(g);
    g.act('狼C', '放烟花', ['预']);
    g.closeTo('n40');
    expect(g.alive('预')).toBe(false);
    expect(g.lastAnnouncement()).toContain('预 被炸死，出局。');
    // out already: his check that night is void
    expect(g.actFails('预', '预言', ['狼A']).code).toBe('NOT_ALIVE');
  });

  it('自身进入负伤状态，次日投票结束，立即死亡', () => {
    const g = table();
    nextNight(g);
    night(g, { n20: () => g.act('狼C', '放烟花', ['预']) });
    expect(g.alive('狼C')).toBe(true);
    day(g, { 狼A: '民A', 狼B: '民A' });
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('狼C')).toBe(false);
    expect(voteResultOf(g, 3)).toContain('民A 被投票出局。');
    expect(g.announcements().join('\n')).toContain('狼C 伤重，出局。');
  });

  it('次日投票结束，立即死亡 — a day on which nobody votes too', () => {
    const g = table();
    nextNight(g);
    night(g, { n20: () => g.act('狼C', '放烟花', ['预']) });
    nextNight(g); // day 3: everyone 弃权
    expect(g.alive('狼C')).toBe(false);
    expect(g.announcements().join('\n')).toContain('狼C 伤重，出局。');
  });

  it('once: revived by the director, he cannot set off another (SKILL_USED_UP)', () => {
    const g = table();
    nextNight(g);
    night(g, { n20: () => g.act('狼C', '放烟花', ['预']) });
    nextNight(g);
    ruling(g, { kind: 'revive', target: '狼C', reason: '测试' });
    expect(g.actFails('狼C', '放烟花', ['巫']).code).toBe('SKILL_USED_UP');
  });
});
