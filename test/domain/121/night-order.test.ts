import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../src/domain/events';
import { electionDay, morningOf, night, ruling, table12 } from './given';

// [121] 总体流程 3、进入夜晚，以下身份如未出局、未失去技能，依次选择发动技能，同级理论上互不影响，如有矛盾按照从左至右依次发动：
//   …（10）守卫<守护>…（13）…狼队<杀人>、狼王<冲锋>…（16）女巫<通灵>、<救药>、<毒药>…（17）其余身份…
//   （22）每次指杀依次结算：…狼人杀人，狼王<冲锋>…女巫毒药…
// 预言家 is not in the table: it falls under （17）其余身份.

function resolvedOrder(log: DomainEvent[]): string[] {
  const e = log.filter((x) => x.type === 'ActionsResolved').at(-1) as Extract<
    DomainEvent,
    { type: 'ActionsResolved' }
  >;
  return e.data.actions.map((a) => `${a.actor}<${a.skill}>`);
}

describe('总体流程 3: the night order', () => {
  it('依次发动: 守护 (10), 杀人 then 冲锋 (13, left to right), 毒药 (16), 预言 (17) — whatever the submission order', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民C']),
      n60: () => {
        g.act('预', '预言', ['狼B']);
        g.act('狼A', '冲锋', ['民B']);
        g.act('狼B', '杀人', ['民A']);
      },
      n90: () => g.act('巫', '毒药', ['狼C']),
    });
    expect(resolvedOrder(g.log)).toEqual([
      '守<guard>',
      '狼B<kill>',
      '狼A<charge>',
      '巫<poison>',
      '预<prophecy>',
    ]);
  });

  it('狼队<杀人> (13) before 女巫<通灵> (16): the witch learns the target chosen in the same night', () => {
    const g = table12();
    electionDay(g);
    g.closeTo('n60');
    g.act('狼C', '杀人', ['民B']);
    g.close(); // n60 → n90
    expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 民B。');
  });

  it('（22）每次指杀依次结算: 杀人 before 冲锋 before 毒药 — the order of going out', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼A', '冲锋', ['预']);
        g.act('狼B', '杀人', ['守']);
      },
      n90: () => g.act('巫', '毒药', ['狼A']),
    });
    expect(g.outs()).toEqual(['守', '预', '狼A']);
    expect(morningOf(g, 2)).toContain('昨夜出局：守、预、狼A。');
  });

  it('以下身份如未出局…依次选择发动技能: a guard shot out before the night resolves protects nobody', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '猎', 狼B: '猎' });
    g.close(); // the hunter goes out; he shoots that night
    g.act('守', '守护', ['民A']);
    g.act('猎', '最后一枪', ['守']);
    g.closeTo('n60');
    g.act('狼B', '杀人', ['民A']);
    g.closeNight();
    expect(morningOf(g, 3)).toContain('昨夜出局：守、民A。');
  });

  it('以下身份如未失去技能: a 救药 submitted, then taken away before the night resolves, saves nobody', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => g.act('狼B', '杀人', ['民A']),
      n90: () => {
        g.act('巫', '救药', ['民A']);
        ruling(g, { kind: 'skill', target: '巫', skill: '救药', op: 'remove', reason: '技能被夺取' });
      },
    });
    expect(g.outs()).toEqual(['民A']);
  });
});
