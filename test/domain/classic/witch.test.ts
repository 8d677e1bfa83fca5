import { describe, expect, it } from 'vitest';
import { classic, type Game, morningOf, night, noElection } from './given';

// [classic] file 003 女巫:
//   篇一 (l.23–24): 女巫拥有两瓶药，解药可以救活一名当晚被狼人或刺客杀害的玩家，毒药可以毒杀一名玩家，女巫在每天晚上最多使用1瓶药。
//     在女巫没有使用解药之前，晚上上帝将告知女巫当晚狼人杀了谁。…女巫不可以对自己用药。
//   篇三(二) (l.171–175): 1．女巫手上有一瓶毒药一瓶解药。2．女巫一天晚上可以用两瓶药，当女巫解药用过之后，他不再知道今天晚上谁死了。
//     3．守卫和女巫同一晚上解救了同一个人此人算死亡。4．第一天因使用毒药而导致死亡的玩家及其情侣没有遗言，被女巫毒死的猎人无法
//     发动技能，被守卫守护的玩家依然会被女巫的毒药毒死。
//   篇二 3(5) 女巫毒杀目标视为夜晚死亡; 6(1) 同守同救失效; 6(3) 女巫在使用解药之后，不能再知道夜晚被狼人袭击的对象是谁.
// Readings: the convention (篇二, default, or 篇三) picks the text: 篇三's sentences where it speaks, else 篇一's entry with
// 篇二's rules. So one potion a night under 篇二, both under 篇三; never on herself (篇一; 篇三 is silent).

const heard = (g: Game) => g.notes('巫').filter((n) => n.startsWith('女巫：'));
const lastWords = (g: Game, name: string) =>
  g.state.rights.some((r) => r.holder === name && r.kind === 'last_words');

describe('女巫 (file 003 l.23–24, l.171–175)', () => {
  it('l.24 在女巫没有使用解药之前，晚上上帝将告知女巫当晚狼人杀了谁: told when her window opens', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(heard(g)).toEqual(['女巫：今晚被狼人杀害的是 民A。']);
  });

  it('l.23 解药可以救活一名当晚被狼人杀害的玩家: a quiet night', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']), n90: () => g.act('巫', '解药', ['民A']) });
    expect(g.alive('民A')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('l.23 毒药可以毒杀一名玩家 (篇二 3(5) a night death, in the morning\u2019s list)', () => {
    const g = classic();
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：狼B。');
  });

  it('each potion once: a second 解药 is SKILL_USED_UP', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']), n90: () => g.act('巫', '解药', ['民A']) });
    g.close();
    night(g, {
      n60: () => g.act('狼A', '杀人', ['民B']),
      n90: () => expect(g.actFails('巫', '解药', ['民B']).code).toBe('SKILL_USED_UP'),
    });
  });

  it('篇二 6(3) / l.173 当女巫解药用过之后，他不再知道今天晚上谁死了', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']), n90: () => g.act('巫', '解药', ['民A']) });
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    expect(heard(g)).toEqual(['女巫：今晚被狼人杀害的是 民A。']);
    expect(g.alive('民B')).toBe(false);
  });

  it('篇一 l.23 女巫在每天晚上最多使用1瓶药 (篇二): the second potion the same night is SKILL_CONFLICT', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => g.act('狼A', '杀人', ['民A']),
      n90: () => {
        g.act('巫', '解药', ['民A']);
        expect(g.actFails('巫', '毒药', ['狼B']).code).toBe('SKILL_CONFLICT');
      },
    });
  });

  it('篇三 l.173 女巫一天晚上可以用两瓶药', () => {
    const g = classic(undefined, { convention: '篇三' });
    noElection(g);
    night(g, {
      n60: () => g.act('狼A', '杀人', ['民A']),
      n90: () => {
        g.act('巫', '解药', ['民A']);
        g.act('巫', '毒药', ['狼B']);
      },
    });
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('狼B')).toBe(false);
  });

  it('l.24 女巫不可以对自己用药 (篇二 S3 女巫不能自救): neither potion on herself', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => g.act('狼A', '杀人', ['巫']),
      n90: () => {
        expect(g.actFails('巫', '解药', ['巫']).code).toBe('ILLEGAL_TARGET');
        expect(g.actFails('巫', '毒药', ['巫']).code).toBe('ILLEGAL_TARGET');
      },
    });
    expect(g.alive('巫')).toBe(false);
  });

  it('l.174 守卫和女巫同一晚上解救了同一个人此人算死亡 (篇二 6(1) 同守同救失效)', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('守', '守护', ['民A']);
      },
      n90: () => g.act('巫', '解药', ['民A']),
    });
    expect(g.alive('民A')).toBe(false);
  });

  it('l.175 被守卫守护的玩家依然会被女巫的毒药毒死', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('守', '守护', ['民A']), n90: () => g.act('巫', '毒药', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('篇三 l.175 第一天因使用毒药而导致死亡的玩家没有遗言; 篇二 3(1) 第一天晚上的死者有遗言', () => {
    const three = classic(undefined, { convention: '篇三' });
    noElection(three);
    night(three, { n90: () => three.act('巫', '毒药', ['民A']) });
    expect(three.alive('民A')).toBe(false);
    expect(lastWords(three, '民A')).toBe(false);
    const two = classic();
    noElection(two);
    night(two, { n90: () => two.act('巫', '毒药', ['民A']) });
    expect(lastWords(two, '民A')).toBe(true);
  });
});
