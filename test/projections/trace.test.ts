import { describe, expect, it } from 'vitest';
import { nightTrace, settledNights } from '../../src/projections/trace';
import { night } from '../domain/121/given';
import { nextNight, tableWith } from '../domain/121/tables';

/**
 * 结算过程 (issue 16): the night's resolution as a director reads it, derived from the log alone.
 * [121] 总体流程 3: the order table's tiers; (22) 每次指杀依次结算; 守卫 守护 使对其当晚的所有<杀人>无效.
 */

describe('结算过程 of a 121 night', () => {
  it('orders the steps by the text’s tiers and settles each 指杀: 守护 stops the wolves’ kill, 毒药 puts its target out', () => {
    const g = tableWith({});
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('预', '预言', ['狼A']);
      },
      n90: () => g.act('巫', '毒药', ['民B']),
    });
    expect(settledNights(g.log)).toEqual([1]);
    const t = nightTrace(g.log, 1);
    expect(t).not.toBeNull();
    const [round] = t?.rounds ?? [];
    // (10) 守卫<守护> → (13) 狼人<杀人> → (16) 女巫<毒药> → (17) 预言家<预言>
    expect(round?.steps.map((s) => [s.tier, s.actor, s.skill, s.chosen.join(), s.outcome])).toEqual([
      [10, '守', '守护', '民A', 'acted'],
      [13, '狼B', '杀人', '民A', 'acted'],
      [16, '巫', '毒药', '民B', 'acted'],
      [17, '预', '预言', '狼A', 'acted'],
    ]);
    // (22): the wolves' kill first, then the poison
    expect(round?.settlement).toMatchObject([
      {
        order: 1,
        target: '民A',
        strengthName: '指杀',
        outcome: 'stopped',
        stoppedBy: ['守护（守）'],
        step: 2,
      },
      { order: 2, target: '民B', strengthName: '毒杀', outcome: 'out', step: 3 },
    ]);
    expect(round?.steps[1]?.kills).toEqual([1]);
    expect(round?.outs.map((o) => o.name)).toEqual(['民B']);
    expect(g.outs()).toEqual(['民B']);
  });

  it('同守同救: guard and save on the wolves’ target cancel — the trace says so and names the out', () => {
    const g = tableWith({});
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => g.act('狼B', '杀人', ['民A']),
      n90: () => g.act('巫', '救药', ['民A']),
    });
    const k = nightTrace(g.log, 1)?.rounds[0]?.settlement[0];
    expect(k).toMatchObject({ target: '民A', outcome: 'out', cause: 'tongshou', causeName: '同守同救' });
    expect(g.outs()).toEqual(['民A']);
  });

  it('选择目标 → 结算目标: 魔术师 交换 moves the kill on 民A to 民B, and the trace names the swap and its owner', () => {
    const g = tableWith({ 民C: '魔术师' });
    night(g, {
      n40: () => g.act('民C', '交换', ['民A', '民B']),
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    const round = nightTrace(g.log, 1)?.rounds[0];
    const kill = round?.steps.find((s) => s.skillId && s.skill === '杀人');
    expect(kill).toMatchObject({ chosen: ['民A'], settled: ['民B'] });
    expect(kill?.redirected?.[0]).toMatchObject({ from: '民A', to: '民B', owner: '民C' });
    expect(round?.outs.map((o) => o.name)).toEqual(['民B']);
  });

  it('blocked: a seer frozen by the 企鹅 (8) before his turn (17) is shown blocked, with the status', () => {
    const g = tableWith({ 民C: '企鹅' });
    night(g, { n40: () => g.act('民C', '冰冻', ['预']), n60: () => g.act('预', '预言', ['狼A']) });
    const seer = nightTrace(g.log, 1)?.rounds[0]?.steps.find((s) => s.actor === '预');
    expect(seer).toMatchObject({ outcome: 'blocked', blocked: { who: '预' } });
    expect(seer?.blocked?.status).toMatch(/冰冻/);
  });

  it('is derived from the log: the same trace from a copy of the log, none for a night not yet settled', () => {
    const g = tableWith({});
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    nextNight(g);
    expect(nightTrace(g.log, 2)).toBeNull();
    const copy = JSON.parse(JSON.stringify(g.log));
    expect(nightTrace(copy, 1)).toEqual(nightTrace(g.log, 1));
    expect(nightTrace(g.log, 1)?.rounds[0]?.outs).toEqual([
      { name: '民A', cause: 'killed', causeName: '夜晚死亡' },
    ]);
  });
});
