import { describe, expect, it } from 'vitest';
import { traceNight } from '../../../src/domain/engine/night/index';
import { rulesetOf } from '../../../src/domain/rulesets';
import { tableWith } from './tables';

// The night's trace (engine/night/index.ts traceNight): what the pipeline records for each action and kill, read on
// the state before the settling window closes — the same outcome the close then settles.
// 魔术师 交换 (file 000 l.117): 当夜别的玩家对此二人的操作都将被替换; 企鹅 冰冻 (l.127): 当夜该名玩家失去除强制技能以外的技能.

describe('traceNight', () => {
  it('records each action (tier, actor, chosen → settled, the redirection, the block) and each kill’s outcome', () => {
    const g = tableWith({ 民B: '魔术师', 民C: '企鹅' });
    g.closeTo('n40');
    g.act('民B', '交换', ['民A', '痴']);
    g.act('民C', '冰冻', ['预']);
    g.closeTo('n60');
    g.act('狼B', '杀人', ['民A']);
    g.act('预', '预言', ['狼C']);
    g.closeTo('fb10');
    const rs = rulesetOf('121');
    if (!rs) throw new Error('no 121');
    const { run, kills } = traceNight(g.state, rs);
    const kill = run.record.find((r) => r.skill === 'kill');
    expect(kill).toMatchObject({
      by: '狼B',
      tier: 13,
      submitted: ['民A'],
      settled: [{ target: '痴', chosen: '民A' }],
      redirected: [{ layer: 'swap', from: '民A', to: '痴', by: '民B' }],
      outcome: 'resolved',
    });
    expect(run.record.find((r) => r.skill === 'prophecy')).toMatchObject({
      actor: '预',
      tier: 17,
      outcome: 'blocked',
      blockedBy: { who: '预', status: '冰冻' },
    });
    expect(kills).toEqual([
      {
        kill: expect.objectContaining({ target: '痴', source: 'kill', by: '狼B', strength: 'zhisha' }),
        outcome: expect.any(String),
      },
    ]);
    // the close settles what the trace showed
    g.close();
    expect(g.outs()).toEqual(['痴']);
  });
});
