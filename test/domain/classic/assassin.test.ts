import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 刺客 (l.42): 当连续两天刺客获得了共计4票或更多的投票，则刺客可以在晚上醒来杀死一名玩家，并重置刺客的记票。例如刺客在第1.2.3天分别获得了
//   1.2.2票，则第4天晚上刺客可以杀死一人，而第4天白天刺客身上的票数将不会和第3天的累加。刺客可以在达到要求后不杀人，但记票依然会重置。
// 守卫 (l.33): 被守卫守护的人当晚不会被狼人或刺客杀害.

const TABLE = {
  刺: '刺客',
  狼A: '狼人',
  狼B: '狼人',
  狼C: '狼人',
  预: '预言家',
  巫: '女巫',
  守: '守卫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
  民E: '村民',
};
/** a day's vote: 预 and 巫 on 刺 (2 votes, `on` of them), the pack puts `out` out */
function day(g: ReturnType<typeof classic>, out: string, on = 2) {
  g.votes({
    狼A: out,
    狼B: out,
    狼C: out,
    ...(on >= 1 ? { 预: '刺' } : {}),
    ...(on >= 2 ? { 巫: '刺' } : {}),
  });
  g.close();
  expect(g.alive(out)).toBe(false);
}

describe('刺客 (file 003 l.42)', () => {
  it('l.42 连续两天…共计4票或更多…则刺客可以在晚上醒来杀死一名玩家', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    day(g, '民E');
    night(g, { n60: () => expect(g.actFails('刺', '刺杀', ['狼A']).code).toBe('SKILL_NOT_USABLE') });
    day(g, '民D');
    night(g, { n60: () => g.act('刺', '刺杀', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });

  it('l.33 被守卫守护的人当晚不会被…刺客杀害', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    day(g, '民E');
    night(g, {});
    day(g, '民D');
    night(g, {
      n60: () => {
        g.act('刺', '刺杀', ['狼A']);
        g.act('守', '守护', ['狼A']);
      },
    });
    expect(g.alive('狼A')).toBe(true);
  });

  it('l.42 fewer than 4 over two days: no kill', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    day(g, '民E', 1);
    night(g, {});
    day(g, '民D', 2);
    night(g, { n60: () => expect(g.actFails('刺', '刺杀', ['狼A']).code).toBe('SKILL_NOT_USABLE') });
  });

  it('l.42 刺客可以在达到要求后不杀人，但记票依然会重置 (the next day is not added to the day before)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    day(g, '民E');
    night(g, {});
    day(g, '民D');
    night(g, {}); // due, and declined
    day(g, '民C');
    night(g, { n60: () => expect(g.actFails('刺', '刺杀', ['狼A']).code).toBe('SKILL_NOT_USABLE') });
    day(g, '民B');
    night(g, { n60: () => g.act('刺', '刺杀', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });
});
