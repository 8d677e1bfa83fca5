import { describe, expect, it } from 'vitest';
import { applyStatus, morningOf, night, voteResultOf } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 狼人阵营 3 狼美人:
//   狼美人与狼人互知共群。杀人 —— 该阵营共群的角色可以共同指杀一名角色。
//   魅惑 —— 游戏日夜晚可选择一名玩家魅惑，被魅惑玩家不知晓自己被魅惑。连续两晚不可魅惑同一玩家，若狼美人当夜或第二天游戏日白天出局，则被魅惑玩家随同出局，
//   且公示被魅惑玩家因殉情出局，若狼美人因同守同救死亡、被摄梦、被恐、被决斗则被魅惑玩家将不随同出局。
// 总体流程 3 (14) 狼美人<魅惑>; 行动时限: 所有身份 an hour after 关门.

const table = () => tableWith({ 狼C: '狼美人', 民C: '摄梦人', 民B: '骑士' });

describe('狼美人 魅惑', () => {
  it('被魅惑玩家不知晓自己被魅惑', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']) });
    expect(g.notes('民A').join('\n')).not.toMatch(/魅惑/);
  });

  it('若狼美人当夜…出局，则被魅惑玩家随同出局，且公示被魅惑玩家因殉情出局', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']), n90: () => g.act('巫', '毒药', ['狼C']) });
    expect(g.outs()).toEqual(['狼C', '民A']);
    expect(morningOf(g, 2)).toBe('第2天 公示\n昨夜出局：狼C、民A。\n民A 因殉情出局。');
  });

  it('…或第二天游戏日白天出局: voted out the next day, the charmed follows at once', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']) });
    day(g, { 预: '狼C', 巫: '狼C' });
    expect(g.outs()).toEqual(['狼C', '民A']);
    expect(voteResultOf(g, 2)).toContain('狼C 被投票出局。');
    expect(g.announcements()).toContain('民A 因殉情出局。');
  });

  it('the charm lasts to the second day’s end only: out on a later day, nobody follows', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']) });
    day(g);
    night(g);
    day(g, { 预: '狼C', 巫: '狼C' });
    expect(g.outs()).toEqual(['狼C']);
  });

  it('连续两晚不可魅惑同一玩家 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']) });
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '魅惑', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('若狼美人因同守同救死亡…被魅惑玩家将不随同出局', () => {
    const g = table();
    night(g, {
      n40: () => g.act('守', '守护', ['狼C']),
      n60: () => {
        g.act('狼C', '魅惑', ['民A']);
        g.act('狼B', '杀人', ['狼C']);
      },
      n90: () => g.act('巫', '救药', ['狼C']),
    });
    expect(g.outs()).toEqual(['狼C']);
  });

  it('…被摄梦…将不随同出局: she goes out with the 摄梦人 who dreamed her', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '摄梦', ['狼C']),
      n60: () => {
        g.act('狼C', '魅惑', ['民A']);
        g.act('狼B', '杀人', ['民C']);
      },
    });
    // (10) 摄梦 makes her 魅惑 (14) void: nobody is charmed that night — so charm the night before
    expect(g.outs()).toEqual(['民C', '狼C']);
    expect(g.alive('民A')).toBe(true);
  });

  it('…被恐…将不随同出局: feared that night and poisoned, she goes alone', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']) });
    nextNight(g);
    night(g, {
      n60: () => applyStatus(g, '狼C', '恐惧'),
      n90: () => g.act('巫', '毒药', ['狼C']),
    });
    expect(g.outs()).toEqual(['狼C']);
    expect(g.alive('民A')).toBe(true);
  });

  it('…被决斗…将不随同出局: duelled by the 骑士 the next day, she goes out alone', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']) });
    g.act('民B', '决斗', ['狼C']);
    expect(g.outs()).toEqual(['狼C']);
    expect(g.alive('民A')).toBe(true);
    expect(g.announcements().join('\n')).not.toContain('因殉情出局');
  });
});
