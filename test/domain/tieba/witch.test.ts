import { describe, expect, it } from 'vitest';
import { elect, night, quietDay, table } from './given';

// [tieba] file 002 【村民阵营】 2 女巫 (l.68–71): 通灵<强制> —— 游戏日夜晚，反馈被指杀的角色。救药 —— …该角色当晚不会因被指杀而出局。
// <救药>发动后，在该夜晚不可发动技能<毒药>。<救药>使用后，女巫失去技能<救药>。女巫失去<救药>技能后，失去技能<通灵>。毒药 —— …该角色在夜晚
// 结束前出局。<毒药>发动后，女巫失去技能<毒药>，且在该夜晚不可发动技能<救药>。此技能发动后，反馈该角色是否因<毒药>出局。

describe('tieba 女巫', () => {
  it('通灵<强制>: when her window opens she is told who was 指杀 (杀人, 冲锋) by the wolves before her', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民D']);
        g.act('狼王', '冲锋', ['民E']);
      },
    });
    expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 民D、民E。');
  });

  it('救药: the target does not go out by 指杀; then 救药 and 通灵 are lost', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民D']), witch: () => g.act('巫', '救药', ['民D']) });
    expect(g.alive('民D')).toBe(true);
    quietDay(g);
    night(g, {
      n90: () => g.act('狼A', 'kill', ['民C']),
      witch: () => expect(g.actFails('巫', '救药', ['民C']).code).toBe('SKILL_USED_UP'),
    });
    // 女巫失去<救药>技能后，失去技能<通灵>: no 通灵 the second night
    expect(g.notes('巫').filter((n) => n.startsWith('通灵'))).toHaveLength(1);
  });

  it('<救药>发动后，在该夜晚不可发动技能<毒药> (and the other way round): SKILL_CONFLICT', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => g.act('狼A', 'kill', ['民D']),
      witch: () => {
        g.act('巫', '救药', ['民D']);
        expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_CONFLICT');
      },
    });
  });

  it('毒药: the target goes out before the night ends; she is told whether it went out by 毒药; once', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { witch: () => g.act('巫', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    expect(g.notes('巫')).toContain('毒药：狼B 因<毒药>出局。');
    quietDay(g);
    night(g, { witch: () => expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_USED_UP') });
  });

  it('(12) 毒药结算…当晚被毒害的目标未被花蝴蝶抱走: a hugged target does not go out, and she is told so', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('蝶', '拥抱', ['民D']), witch: () => g.act('巫', '毒药', ['民D']) });
    expect(g.alive('民D')).toBe(true);
    expect(g.notes('巫')).toContain('毒药：民D 没有因<毒药>出局。');
  });
});
