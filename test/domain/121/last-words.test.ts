import { describe, expect, it } from 'vitest';
import { directorView } from '../../../src/projections';
import { electionDay, Game, morningOf, night, table12 } from './given';

// [121] 用语定义 遗言:
//   遗言数量为人数配备最少狼数量。
//   可以留下遗言的角色会收到可以留下遗言的通知，放弃遗言不会使留遗言的权利留给以后出局的角色。
//   遗言中禁止使用Discuz!代码。
// 公示: 每个游戏日白天开始时，公示前一天出局角色名单及遗言。
// 行动时限: 在次日讨论日开始前，…有遗言权利的出局角色未提交遗言，视为放弃遗言。
// 人数配备最少狼数量 (导言): 狼人不可小于X（X为开局总人数÷3-1，四舍五入） — 12 players → 3.
// Night outs write theirs in the next day (published at once); day outs that night (published in the next 公示).
// Not tested: 红牌罚下出局的角色没有遗言权利 — the card ruling is not implemented (RULING_NOT_APPLICABLE).

/** 遗言's notice: 你可以留下遗言，须在第N天开门前提交。 (N: the day that follows the out) */
const RIGHT = expect.stringMatching(/^你可以留下遗言，须在第\d+天开门前提交。$/);

describe('遗言', () => {
  it('遗言数量为人数配备最少狼数量: with 12 players the first 3 to go out are told they may leave last words', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼A', '冲锋', ['民B']);
      },
    });
    g.votes({ 狼A: '民C', 狼B: '民C' });
    g.close(); // 民C, third out
    night(g, { n60: () => g.act('狼B', '杀人', ['守']) }); // 守, fourth out
    expect(g.outs()).toEqual(['民A', '民B', '民C', '守']);
    for (const who of ['民A', '民B', '民C']) expect(g.notes(who)).toContainEqual(RIGHT);
    // the notice says until when: out in night 1 → before day 2 opens; out on day 2 → before day 3 opens
    expect(g.notes('民A')).toContain('你可以留下遗言，须在第2天开门前提交。');
    expect(g.notes('民C')).toContain('你可以留下遗言，须在第3天开门前提交。');
    expect(g.notes('守')).not.toContainEqual(RIGHT);
    expect(g.fails({ type: 'SubmitLastWords', actor: '守', text: '我是守卫' }, 'player:守').code).toBe(
      'NO_LAST_WORDS_RIGHT',
    );
  });

  it('放弃遗言不会使留遗言的权利留给以后出局的角色 — unused rights are not handed on', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼A', '冲锋', ['民B']);
      },
    });
    // 民A and 民B write nothing
    g.votes({ 狼A: '民C', 狼B: '民C' });
    g.close();
    night(g, { n60: () => g.act('狼B', '杀人', ['守']) });
    expect(g.notes('守')).not.toContainEqual(RIGHT);
  });

  it('人数配备最少狼数量: the quota follows the player count (round(n÷3−1))', () => {
    const quota = (n: number) => {
      const names = Array.from({ length: n }, (_, i) => `P${i + 1}`);
      const roles = Object.fromEntries(
        names.map((p, i) => [p, i === 0 ? '狼王' : i === 1 ? '预言家' : '村民']),
      );
      const g = Game.create(roles, { options: { ignoreSetupConstraints: true } });
      g.start(names);
      return directorView(g.state).lastWords.quota;
    };
    expect([8, 9, 10, 11, 12, 13, 16, 17, 20].map(quota)).toEqual([2, 2, 2, 3, 3, 3, 4, 5, 6]);
  });

  it('公示前一天出局角色名单及遗言: a day out writes at night, the next 公示 carries the words', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '民C', 狼B: '民C' });
    g.close();
    g.words('民C', '我是好人，狼A很可疑');
    night(g);
    const m = morningOf(g, 3);
    expect(m).toContain('民C 的遗言：我是好人，狼A很可疑');
  });

  it('a night out writes in the next day; the words are posted at once', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    g.words('民A', '查杀狼B');
    expect(g.lastAnnouncement()).toBe('民A 的遗言：查杀狼B');
  });

  it('在次日讨论日开始前未提交遗言，视为放弃遗言 — a day out\u2019s right ends with the next 公示', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '民C', 狼B: '民C' });
    g.close();
    night(g);
    expect(g.fails({ type: 'SubmitLastWords', actor: '民C', text: '晚了' }, 'player:民C').code).toBe(
      'NO_LAST_WORDS_RIGHT',
    );
  });

  it('one set of last words each: the right ends once used (NO_LAST_WORDS_RIGHT)', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    g.words('民A', '第一次');
    expect(g.fails({ type: 'SubmitLastWords', actor: '民A', text: '第二次' }, 'player:民A').code).toBe(
      'NO_LAST_WORDS_RIGHT',
    );
  });

  it('a living character has no last words (NO_LAST_WORDS_RIGHT)', () => {
    const g = table12();
    expect(g.fails({ type: 'SubmitLastWords', actor: '预', text: '我还活着' }, 'player:预').code).toBe(
      'NO_LAST_WORDS_RIGHT',
    );
  });

  it('遗言中禁止使用Discuz!代码 — INVALID_INPUT, nothing posted', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    const e = g.fails({ type: 'SubmitLastWords', actor: '民A', text: '[b]狼B是狼[/b]' }, 'player:民A');
    expect(e.code).toBe('INVALID_INPUT');
    g.words('民A', '狼B是狼');
    expect(g.lastAnnouncement()).toBe('民A 的遗言：狼B是狼');
  });
});
