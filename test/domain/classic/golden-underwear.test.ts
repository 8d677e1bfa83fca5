import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 黄金内裤约定 (l.221–222): 上一轮游戏中被成功首刀的玩家（指被首刀并死亡）不能成为新一轮游戏开始第一天晚上被首刀和首验的
//   对象。若下一轮为狼人，则首杀保护顺延。 The director names that player at creation (options.goldenUnderwear).

describe('黄金内裤约定 (file 003 l.221–222)', () => {
  it('l.222 第一天晚上 the protected player cannot be the pack’s 首刀: ILLEGAL_TARGET, in the director’s words', () => {
    const g = classic(undefined, { goldenUnderwear: '民A' });
    noElection(g);
    night(g, {
      n60: () => {
        const e = g.actFails('狼A', '杀人', ['民A']);
        expect(e.code).toBe('ILLEGAL_TARGET');
        expect(e.message).toBe('民A 受黄金内裤约定保护：第一晚不能被首刀和首验');
        g.act('狼A', '杀人', ['民B']);
      },
    });
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('民B')).toBe(false);
  });

  it('l.222 nor the 预言家’s 首验', () => {
    const g = classic(undefined, { goldenUnderwear: '民A' });
    noElection(g);
    night(g, {
      n60: () => {
        expect(g.actFails('预', '查验', ['民A']).code).toBe('ILLEGAL_TARGET');
        g.act('预', '查验', ['民B']);
      },
    });
  });

  it('l.222 only the first night: on night 2 he can be killed and checked', () => {
    const g = classic(undefined, { goldenUnderwear: '民A' });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    g.close();
    night(g, {
      n60: () => {
        g.act('预', '查验', ['民A']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(false);
  });

  it('l.222 若下一轮为狼人，则首杀保护顺延: dealt a wolf, he is no protected target this game', () => {
    const g = classic(undefined, { goldenUnderwear: '狼B' });
    noElection(g);
    night(g, { n60: () => g.act('预', '查验', ['狼B']) });
    expect(g.state.phase.kind).toBe('day');
  });

  it('the option names one of the game’s players, or the game is refused (INVALID_OPTION)', () => {
    expect(() => classic(undefined, { goldenUnderwear: '路人' })).toThrow(/INVALID_OPTION/);
    expect(() => classic(undefined, { goldenUnderwear: 3 })).toThrow(/INVALID_OPTION/);
  });
});
