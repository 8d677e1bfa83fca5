import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { morningOf, night, pku, voteDay } from './given';

// [pku] file 004 工程 (l.75–83), 民 (l.359–367), 狼替 (l.253–257), 女巫 (l.289, l.297), 胜负结算 (l.71). Readings
// (rulesets/pku/projects.ts): each 上工 adds option workPoints (default 1) to the project the 民 names; the 狼替's 标记 on a
// 民 stops its 上工, a second one puts it out; 恒星 3 → one more 查验 the next night, 恒星 6 → a wolf named in the 警情,
// 引擎 6 → the 女巫's bonus bottle, 引擎 12 → the good side loses.

const TABLE: Record<string, string> = {
  狼A: '狼人',
  狼B: '狼人',
  野: '野狼',
  狼禁: '狼禁',
  狼替: '狼替',
  三: '三方',
  预: '预言家',
  巫: '女巫',
  守: '守卫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

const line = (g: Game, day: number) =>
  morningOf(g, day)
    .split('\n')
    .find((l) => l.startsWith('工程进度'));

/** each 民 works on `project` tonight, in 夜间 */
const work = (g: Game, project: string, who = ['民A', '民B', '民C']) => {
  for (const n of who) if (g.alive(n)) g.act(n, '上工', [], project);
};

describe('pku 工程: 民 上工 and 狼替 标记', () => {
  it('each 上工 adds to the project named; the 警情 publishes both (l.61); 不会因为死亡而失去对夜间工程的贡献 (l.365)', () => {
    const g = pku(TABLE);
    night(g, {
      夜间: () => {
        work(g, '恒星', ['民A', '民B']);
        work(g, '引擎', ['民C']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(false);
    expect(line(g, 1)).toBe('工程进度：【无法诅咒的恒星】2点，【不能飞天的引擎】1点。');
  });

  it('被标记后上工不增加进度 (l.363), from the night of the mark on (狼替标记 before 民, l.13); 不会被告知标记是否成功 (l.253), 民被标记后不获得通知 (l.361)', () => {
    const g = pku(TABLE);
    const before = { 狼替: g.notes('狼替').length, 民A: g.notes('民A').length };
    night(g, {
      夜间: () => {
        g.act('狼替', '标记', ['民A']);
        work(g, '恒星');
      },
    });
    expect(line(g, 1)).toBe('工程进度：【无法诅咒的恒星】2点，【不能飞天的引擎】0点。');
    expect(g.notes('狼替')).toHaveLength(before.狼替);
    expect(g.notes('民A')).toHaveLength(before.民A);
    voteDay(g, {});
    night(g, { 夜间: () => work(g, '恒星') });
    expect(line(g, 2)).toBe('工程进度：【无法诅咒的恒星】4点，【不能飞天的引擎】0点。');
  });

  it('点中已有一个标记的上工民的时，该工程当夜进度无效 (l.255); 解药作用于当夜收到第二个标记的民无效 (l.289)', () => {
    const g = pku(TABLE);
    night(g, { 夜间: () => g.act('狼替', '标记', ['民A']) });
    voteDay(g, {});
    night(g, {
      夜间: () => {
        g.act('狼替', '标记', ['民A']);
        work(g, '恒星');
      },
      凌晨: () => g.act('巫', '解药', ['民A']),
    });
    expect(g.alive('民A')).toBe(false);
    expect(line(g, 2)).toBe('工程进度：【无法诅咒的恒星】0点，【不能飞天的引擎】0点。');
  });

  it('a mark on anyone but a 民 does nothing; 晋升为野狼后失去点民技能 (l.257)', () => {
    const g = pku(TABLE);
    night(g, {
      夜间: () => {
        g.act('狼替', '标记', ['预']);
        g.act('狼A', '杀人', ['野']);
      },
    });
    expect(g.alive('预')).toBe(true);
    voteDay(g, {});
    g.close();
    expect(g.actFails('狼替', '标记', ['民B']).code).toBe('SKILL_USED_UP');
  });
});

describe('pku 工程 rewards', () => {
  it('【无法诅咒的恒星】达到3: the next night the 预言家 checks two (l.77, l.277)', () => {
    const g = pku(TABLE, { workPoints: '1' });
    night(g, { 夜间: () => work(g, '恒星') });
    voteDay(g, {});
    expect(g.notes('预').at(-1)).toBe('【无法诅咒的恒星】达到3：今夜你可以额外查验一名玩家。');
    g.close();
    g.act('预', '查验', ['狼A', '民A']);
    night(g);
    expect(g.notes('预')).toContain('查验：狼A 的身份是【狼人】。');
    expect(g.notes('预')).toContain('查验：民A 的身份是【村民】。');
    voteDay(g, {});
    g.close();
    // 额外查验的机会仅当夜有效 (l.279)
    expect(g.actFails('预', '查验', ['狼B', '民B']).code).toBe('TARGET_COUNT');
  });

  it('若下一夜拥有预言家技能的玩家被禁，奖励作废 (l.77)', () => {
    const g = pku(TABLE);
    night(g, { 夜间: () => work(g, '恒星') });
    voteDay(g, {});
    g.act('狼禁', '禁', ['预']);
    g.close();
    g.act('预', '查验', ['狼A', '民A']);
    night(g);
    expect(g.notes('预').some((n) => n.startsWith('查验：'))).toBe(false);
  });

  it('【无法诅咒的恒星】满6奖励 (l.65, l.79): the 警情 names a wolf — 群狼: the living one of the smallest number', () => {
    const g = pku(TABLE, { workPoints: '2', starReveal: '群狼' });
    night(g, { 夜间: () => work(g, '恒星') });
    expect(morningOf(g, 1)).toContain('【无法诅咒的恒星】满6奖励：狼A 是狼队玩家。');
    voteDay(g, {});
    night(g, { 夜间: () => work(g, '恒星') });
    expect(morningOf(g, 2)).not.toContain('满6奖励');
  });

  it('狼替已晋升野狼 → 狼替的顺位等同于野狼的顺位 (l.79): starReveal 野狼 names the promoted 狼替', () => {
    const g = pku(TABLE, { workPoints: '1', starReveal: '野狼' });
    night(g, { 夜间: () => work(g, '恒星') });
    voteDay(g, { 民A: '野', 民B: '野' });
    night(g, { 夜间: () => work(g, '恒星') });
    expect(morningOf(g, 2)).toContain('【无法诅咒的恒星】满6奖励：狼替 是狼队玩家。');
  });

  it('【不能飞天的引擎】满6点 (l.83, l.297): the 女巫 chooses her bonus bottle — 毒药 gives a second poison', () => {
    const g = pku(TABLE, { workPoints: '2' });
    night(g, {
      夜间: () => work(g, '引擎'),
      凌晨: () => g.act('巫', '毒药', ['狼B']),
    });
    expect(g.notes('巫').at(-1)).toContain('【不能飞天的引擎】达到6');
    // 警情发布后30分钟以内: the day's first window
    expect(g.state.phase.window).toBe('警情后');
    g.act('巫', '奖励药', [], '毒药');
    expect(g.notes('巫').at(-1)).toBe('【不能飞天的引擎】奖励药：你获得一瓶毒药。');
    voteDay(g, {});
    night(g, { 凌晨: () => g.act('巫', '毒药', ['野']) });
    expect(g.alive('野')).toBe(false);
  });

  it('逾时不决定则由法官随机决定 (l.83, l.297 警情发布后30分钟以内): as the 30 minutes after the 警情 end, a bottle is drawn; later the choice is refused', () => {
    const g = pku(TABLE, { workPoints: '2' });
    night(g, { 夜间: () => work(g, '引擎') });
    g.close();
    expect(g.state.phase.window).toBe('day');
    expect(g.notes('巫').at(-1)).toMatch(/^【不能飞天的引擎】奖励药：你获得一瓶(毒药|解药)。$/);
    expect(g.actFails('巫', '奖励药', []).code).toBe('NOT_YOUR_SKILL');
  });

  it('【不能飞天的引擎】满12点判负 (l.71, l.81): the good side loses; 三方仍然存活，则无论标记情况，三方与狼队共同获胜', () => {
    const g = pku(TABLE, { workPoints: '2', thirdMarks: '2' });
    night(g, { 夜间: () => work(g, '引擎') });
    voteDay(g, {});
    night(g, { 夜间: () => work(g, '引擎') });
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('wolves');
    expect(g.state.winner?.names).toContain('三');
  });
});
