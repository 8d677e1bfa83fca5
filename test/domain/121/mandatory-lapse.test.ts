import { describe, expect, it } from 'vitest';
import { statusesOf } from '../../../src/domain/engine/effects';
import { rulesetOf } from '../../../src/domain/rulesets';
import { night, ruling } from './given';
import { day, opening, tableWith } from './tables';

// 211's l.81 (若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效) is 211's own rule: file 000 says of <强制> only
// 标明<强制>的技能不允许放弃发动，必须执行其技能效果 (l.39). So in 121 a status a <强制> skill gave stands while its user has
// lost his skills: 丘比特之箭<强制>'s [情侣] stay on the lovers when the 丘比特 (of two wolves, so of the wolves' faction) is
// purified by the 圣女 (l.149–150: 若玩家是狼人阵营，则永久失去睁眼能力 — a status taking <强制> skills too).

const setUp = () => {
  const g = tableWith({ 民C: '丘比特', 民B: '圣女' }, { constraints: false });
  opening(g, () => g.act('民C', '丘比特之箭', ['狼A', '狼B']));
  night(g, { n60: () => g.act('民B', '净化', ['民C']) });
  day(g);
  return g;
};

describe('121: a <强制> skill\u2019s statuses outlive its user\u2019s skills (l.81 is 211\u2019s, not 121\u2019s)', () => {
  it('丘比特 purified (永久失去睁眼能力): the lovers\u2019 [情侣] still count', () => {
    const g = setUp();
    const rs = rulesetOf('121');
    if (!rs) throw new Error('no 121');
    const cupid = g.state.chars.find((c) => c.name === '民C');
    expect(cupid?.statuses.some((st) => st.id === 'purified_blind')).toBe(true);
    for (const n of ['狼A', '狼B']) {
      const c = g.state.chars.find((x) => x.name === n);
      if (!c) throw new Error(n);
      expect(statusesOf(g.state, rs, c).map((st) => st.id)).toContain('lover');
      // nor does the log carry 211's mark (nothing in 121 reads it)
      expect(c.statuses.find((st) => st.id === 'lover')?.data?.mandatoryOf).toBeUndefined();
    }
  });

  it('and they still follow each other out (殉情)', () => {
    const g = setUp();
    ruling(g, { kind: 'kill', target: '狼A', reason: '测试' });
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('狼B')).toBe(false);
  });
});
