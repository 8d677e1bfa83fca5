import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../src/domain/events';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { day, endPhase, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] general rules the roles rely on: 行动顺序总集 (slots and their order), 下列顺序统计出局名单, 连带出局顺序,
// 选择目标 → 结算目标 (踢球), 胜负判定 (the 村民/狼人 basics); and the plain 狼人 ([群内] 杀人[深夜]) and 村民 of the contract,
// 锦衣卫 探查 ([选择目标是XX身份]).

const resolved = (log: DomainEvent[]) =>
  (
    log.filter((e) => e.type === 'ActionsResolved').at(-1) as Extract<
      DomainEvent,
      { type: 'ActionsResolved' }
    >
  ).data.actions.map((a) => `${a.actor}<${a.skill}>`);

describe('211 行动顺序总集', () => {
  it('the night’s windows are the slots after 关门, the out tally after 凌晨2', () => {
    expect(ruleset211.nightWindows.map((w) => `${w.id} ${w.minutes}`)).toEqual([
      '黄昏1 10',
      '早夜1 30',
      '早夜2 30',
      '午夜 60',
      '深夜1 70',
      '深夜2 80',
      '凌晨1 90',
      '凌晨2 100',
      '晨曦1 110',
      '晨曦2 120',
    ]);
    expect(ruleset211.settleAfter).toBe('凌晨2');
  });

  it('slot by slot, left to right: 临幸 (黄昏1), 时间逆流 (早夜2), 调令, 宠溺, 守护 (午夜), 诽谤 (深夜1), 杀人 (深夜2)', () => {
    const g = table211();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      早夜2: () => g.act('妃', '时间逆流', ['雪']),
      午夜: () => {
        g.act('道', '黑暗守护', ['帝']);
        g.act('贵', '宠溺', ['娥']);
        g.act('宫', '调令', ['雪']);
      },
      深夜1: () => g.act('嫔', '诽谤', ['狼A']),
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(resolved(g.log)).toEqual([
      '帝<favour>',
      '妃<time_reversal>',
      '宫<decree>',
      '贵<dote>',
      '道<dark_guard>',
      '嫔<slander>',
      '狼A<kill>',
    ]);
  });

  it('下列顺序统计出局名单: 狼人杀人, then 贵妃双摄, then 魔教/道教日月合击', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']) });
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['宫']);
        g.act('道', '光明守护', ['婆']);
        g.act('魔', '黑暗守护', ['婆']);
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual(['嫔', '宫', '婆']);
    expect(morningOf(g, 3)).toContain('昨夜出局：嫔、宫、婆。');
  });

  it('连带出局顺序 and the redirection order are the text’s lists', () => {
    expect(ruleset211.chainOrder).toEqual([
      'lovers',
      'charm',
      'dote',
      'fox_minion',
      'phylactery',
      'hedgehog',
      'chain',
      'voodoo',
      // 粉丝's 连带 is not in the list: last (reading, rulesets/211/index.ts)
      'fan',
    ]);
    expect(ruleset211.redirectOrder).toEqual(['incite', 'bounce', 'reflect']);
  });
});

describe('211 狼人 / 村民', () => {
  it('[群内] share one 杀人: any member submits, the last stands', () => {
    const g = table211(NO_EMPEROR);
    night(g, {
      深夜2: () => {
        g.act('狼A', '杀人', ['嫔']);
        g.act('妃', '杀人', ['宫']);
      },
    });
    expect(g.outs()).toEqual(['宫']);
  });

  it('村民 has no skill', () => {
    const g = table211(NO_EMPEROR);
    expect(g.actFails('帝', '杀人', ['宫']).code).toBe('NOT_YOUR_SKILL');
  });

  it('狼人阵营 负 4、狼人阵营的角色出局了全场总人数*0.35个 (所有判定均不计算皇帝: 11 × 0.35 → 4) — 村民阵营 wins', () => {
    const g = table211();
    for (const w of ['妃', '雪', '魔'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    expect(g.state.status).toBe('running');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '狼A', reason: '测试' } });
    // l.970 a count's defeat is judged when the phase is over (黄昏1's close)
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('village');
  });
});

describe('211 锦衣卫 探查', () => {
  it('反馈结算目标的[表面身份]，反馈格式为[选择目标是XX身份]', () => {
    const g = table211({ ...NO_EMPEROR, 嫔: '锦衣卫' });
    night(g, { 深夜1: () => g.act('嫔', '探查', ['魔']) });
    expect(g.notes('嫔')).toContain('探查：魔是魔教教主。');
  });
});

describe('211 通天国师 预言', () => {
  it('反馈结算目标的[表面阵营]: [选择目标为村民阵营] / [选择目标为非村民阵营]', () => {
    const g = table211({ ...NO_EMPEROR, 嫔: '通天国师' });
    night(g, { 深夜1: () => g.act('嫔', '预言', ['魔']) });
    expect(g.notes('嫔')).toContain('预言：魔为非村民阵营。');
    day(g);
    night(g, { 深夜1: () => g.act('嫔', '预言', ['宫']) });
    expect(g.notes('嫔')).toContain('预言：宫为村民阵营。');
  });
});
