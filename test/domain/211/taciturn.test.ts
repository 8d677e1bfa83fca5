import { describe, expect, it } from 'vitest';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 l.106 [寡言]：每天开门都会公示该状态的持有情况，在该状态下，角色一个游戏日内最多发言5贴，每贴包括标点表情在内最多5个字，
//   投票贴不能写投票理由，若需要发遗言，也只能最多发送5个字。
// 胜负判定 狼人阵营 负 2 / 村民阵营 负 2: …的存活角色全部进入永久的[寡言]状态。(所有判定均不计算皇帝)
// The posts' own limits are the forum's (the adapter's); the judge holds the last words, the 公示 and the defeats.

const rule = (target: string, op: 'apply' | 'remove' = 'apply') => ({
  type: 'MakeRuling' as const,
  ruling: { kind: 'status' as const, target, status: '寡言', op, reason: '测试' },
});

describe('[寡言] (l.106)', () => {
  it('每天开门都会公示该状态的持有情况: the morning 公示 names the living holders', () => {
    const g = table211(NO_EMPEROR);
    g.ok(rule('嫔'));
    g.ok(rule('婆'));
    night(g);
    expect(morningOf(g, 2)).toContain('[寡言]：婆、嫔。');
    // removed: the next morning says nothing of it
    g.ok(rule('嫔', 'remove'));
    g.ok(rule('婆', 'remove'));
    day(g);
    night(g);
    expect(morningOf(g, 3)).not.toContain('[寡言]');
  });

  it('若需要发遗言，也只能最多发送5个字 (包括标点表情在内): six refused (INVALID_INPUT), five taken', () => {
    const g = table211(NO_EMPEROR);
    g.ok(rule('宫'));
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '宫', reason: '测试' } }); // night 1: last words
    const six = g.fails({ type: 'SubmitLastWords', actor: '宫', text: '我是宫令！！' }, 'player:宫');
    expect(six.code).toBe('INVALID_INPUT');
    expect(six.message).toContain('[寡言]');
    g.ok({ type: 'SubmitLastWords', actor: '宫', text: '我是宫令！' }, 'player:宫');
  });

  it('…without [寡言] last words are free', () => {
    const g = table211(NO_EMPEROR);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '宫', reason: '测试' } });
    g.ok({ type: 'SubmitLastWords', actor: '宫', text: '我是宫令，今晚被刀。' }, 'player:宫');
  });
});

describe('胜负判定 负 2: 存活角色全部进入永久的[寡言]状态', () => {
  it('狼人阵营: every living wolf under a permanent [寡言] — 狼人阵营 负, the 村民阵营 wins', () => {
    const g = table211(NO_EMPEROR);
    for (const w of ['妃', '雪', '魔', '狼A']) g.ok(rule(w));
    night(g);
    expect(g.state.status).toBe('running');
    g.ok(rule('狼B'));
    // 宣布胜利或失败需要结算完当前阶段: judged when the day closes
    day(g);
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('village');
  });

  it('村民阵营: every living villager under a permanent [寡言] — 村民阵营 负, the 狼人阵营 wins', () => {
    const g = table211(NO_EMPEROR);
    for (const v of ['帝', '贵', '宫', '娥', '道', '婆']) g.ok(rule(v));
    night(g);
    expect(g.state.status).toBe('running');
    g.ok(rule('嫔'));
    day(g);
    expect(g.state.winner?.faction).toBe('wolves');
  });

  it('永久: a [寡言] with an end (毒后 下毒: 持续至下一个夜晚开始) does not defeat', () => {
    const g = table211({ ...NO_EMPEROR, 狼B: '毒后' }, { constraints: false });
    for (const w of ['妃', '雪', '魔', '狼A']) g.ok(rule(w));
    night(g, { 早夜2: () => g.act('狼B', '下毒', ['狼B'], '寡言') });
    day(g);
    expect(g.state.status).toBe('running');
  });
});
