import { describe, expect, it } from 'vitest';
import { elect, night, quietDay, table } from './given';

// [tieba] file 002 【村民阵营】 3 医生 (l.72–73): 救治 —— 游戏日夜晚，医生可以救治一名角色，使对其的指杀无效。若该角色没有成为指杀目标，累计
// 一次空救。一名角色累计两次空救时立即出局。此技能发动后，反馈该角色是否因<救治>出局。 总体流程 (11) 一、被指杀的角色如果是救治的目标，
// 指杀无效; (13) 双空救结算.

describe('tieba 医生 救治', () => {
  it('使对其的指杀无效: the wolves’ target healed stays in; the doctor told it did not go out by 救治', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民D']);
        g.act('医', '救治', ['民D']);
      },
    });
    expect(g.alive('民D')).toBe(true);
    expect(g.notes('医')).toContain('救治：民D 没有因<救治>出局。');
  });

  it('冲锋 is a 指杀 too: healed, void', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('狼王', '冲锋', ['民D']);
        g.act('医', '救治', ['民D']);
      },
    });
    expect(g.alive('民D')).toBe(true);
  });

  it('若该角色没有成为指杀目标，累计一次空救。一名角色累计两次空救时立即出局 (step 13), the doctor told', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('医', '救治', ['民E']) });
    expect(g.alive('民E')).toBe(true);
    quietDay(g);
    night(g, { n90: () => g.act('医', '救治', ['民E']) });
    expect(g.alive('民E')).toBe(false);
    expect(g.state.chars.find((c) => c.name === '民E')?.outCause).toBe('empty_heal');
    expect(g.notes('医')).toContain('救治：民E 因<救治>出局。');
  });

  it('一名角色累计: a 空救 on another character does not count toward the first; a night he was attacked adds none', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('医', '救治', ['民E']) });
    quietDay(g);
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民E']);
        g.act('医', '救治', ['民E']);
      },
    });
    expect(g.alive('民E')).toBe(true);
    quietDay(g);
    night(g, { n90: () => g.act('医', '救治', ['民D']) });
    expect(g.alive('民E')).toBe(true);
    expect(g.alive('民D')).toBe(true);
  });
});
