import { describe, expect, it } from 'vitest';
import { electionDay, night, table12, voteResultOf } from './given';

// 村民: the plain villager has no entry in [121]'s list (the contract adds it). It has no skill;
// it belongs to 【村民阵营】 (角色在被分发身份后，最开始属于其身份所属阵营) and votes every day.

describe('村民', () => {
  it('角色在被分发身份后，最开始属于其身份所属阵营: told his role and faction at the start', () => {
    const g = table12();
    expect(g.notes('民A')).toEqual(['你的身份是【村民】，属于村民阵营。']);
  });

  it('a villager has no skill: any submission is refused with NOT_YOUR_SKILL', () => {
    const g = table12();
    electionDay(g);
    g.close();
    expect(g.actFails('民A', '杀人', ['狼A']).code).toBe('NOT_YOUR_SKILL');
    expect(g.actFails('民A', '预言', ['狼A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('每天白天，所有角色均可参与投票: his vote counts one', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 民A: '狼A', 民B: '狼A', 民C: '狼B' });
    g.close();
    expect(voteResultOf(g, 2)).toContain('狼A：2票（民A、民B）');
    expect(g.outs()).toEqual(['狼A']);
  });
});
