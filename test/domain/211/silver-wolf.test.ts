import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【叛皇阵营】28 银狼（女）⑩ (l.710–718):
//   身份属性（不是技能）：开局阶段结束后，若银狼属于狼人阵营，银狼获得所有狼人[群内]的名单。
//   漏洞入侵[早夜][指定]——选择范围：任意1名角色。结算效果：结算目标获得状态[漏洞]。
//   病毒移植[正午][翻牌]——游戏日正午，银狼可发动此技能，当前持有[漏洞]状态的角色，永久获得[业炎][寡言][流血]状态。
//   用语定义 [流血]：该状态不予通知，若已持有[流血]的负面状态的情况下，再次获得[流血]的负面状态时，这次赋予流血状态的负面效果改为造成致死伤害。

const table = () => table211({ ...NO_EMPEROR, 雪: '银狼' });
const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '道']);

describe('银狼', () => {
  it('l.711 she is told the [群内] list', () => {
    expect(table().notes('雪')).toContain('群内狼：妃、狼A、狼B。');
  });

  it('l.713–715 漏洞入侵 then 病毒移植: the holder gets a permanent [业炎] (told; its skills void) — the card is turned', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '漏洞入侵', ['嫔']), 午夜: calm(g) });
    expect(g.notes('嫔').join('\n')).not.toMatch(/漏洞/);
    g.act('雪', '病毒移植');
    expect(g.announcements().join('\n')).toContain('雪 翻牌：银狼。');
    expect(g.notes('嫔').join('\n')).toMatch(/业炎/);
    expect(g.notes('嫔').join('\n')).toMatch(/寡言/);
    expect(g.notes('嫔').join('\n')).not.toMatch(/流血/);
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '诽谤', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.715 当前持有[漏洞]: one without it is untouched', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '漏洞入侵', ['宫']), 午夜: calm(g) });
    g.act('雪', '病毒移植');
    day(g);
    g.closeTo('深夜1');
    g.act('嫔', '诽谤', ['狼A']);
  });

  it('[流血] twice → 致死伤害: a holder already bleeding goes out at once', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '漏洞入侵', ['嫔']), 午夜: calm(g) });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '嫔', status: '流血', op: 'apply', reason: '测试' },
    });
    g.act('雪', '病毒移植');
    expect(g.alive('嫔')).toBe(false);
    expect(g.announcements().join('\n')).toContain('嫔 出局。');
  });

  it('[翻牌]: not a second time', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.act('雪', '病毒移植');
    expect(g.actFails('雪', '病毒移植').code).toBe('SKILL_NOT_USABLE');
  });
});

// l.697–698 以太编程[正午][指定]——选择范围：任意一名角色，每名角色只能被选择一次。结算效果：结算目标获得通知，所有[非强制]技能获得[正午]标签，
//   且这些技能无视时间限制，所有效果立即结算，持续至当天正午结束（[杀人]技能除外）。
// l.700 怀孕技能[强制]——[以太编程]编辑的技能，现在还会额外去除限定，次数，已失去技能的限制，可无条件使用编程的技能且不会消耗原本的限定次数等。
describe('银狼 以太编程 (file 001 l.697–700)', () => {
  /** 雪 银狼, 道 锦衣卫 (探查 [深夜]), 娥 女侠 (惩奸除恶 [午夜][限定]); day 2 open. */
  const day2 = () => {
    const g = table211({ ...NO_EMPEROR, 雪: '银狼', 道: '锦衣卫', 娥: '女侠' });
    night(g, { 午夜: calm(g) });
    return g;
  };

  it('l.698 结算目标获得通知; its night skill used at noon and 所有效果立即结算: the feedback at once', () => {
    const g = day2();
    g.act('雪', '以太编程', ['道']);
    expect(g.notes('道').join('\n')).toMatch(/以太编程/);
    g.act('道', '探查', ['狼A']);
    expect(g.notes('道')).toContain('探查：狼A是狼人。');
    expect(g.state.phase.kind).toBe('day');
  });

  it('l.698 only the target: another’s night skill by day is WRONG_PHASE', () => {
    const g = day2();
    g.act('雪', '以太编程', ['道']);
    expect(g.actFails('嫔', '诽谤', ['狼A']).code).toBe('WRONG_PHASE');
  });

  it('l.698 所有效果立即结算: 诽谤 at noon is announced at once', () => {
    const g = day2();
    g.act('雪', '以太编程', ['嫔']);
    g.act('嫔', '诽谤', ['狼A']);
    expect(g.announcements().join('\n')).toContain('狼A 被诽谤。');
  });

  it('l.698 （[杀人]技能除外）: a programmed [群内] wolf has no 杀人 by day', () => {
    const g = day2();
    g.act('雪', '以太编程', ['狼A']);
    expect(g.actFails('狼A', '杀人', ['嫔']).code).toBe('WRONG_PHASE');
  });

  it('l.698 a use counts: 惩奸除恶 [限定] used at noon (狼A told 冰冻) is used up that night', () => {
    const g = day2();
    g.act('雪', '以太编程', ['娥']);
    g.act('娥', '惩奸除恶', ['狼A']);
    expect(g.notes('狼A').join('\n')).toMatch(/冰冻/);
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('娥', '惩奸除恶', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('l.698 持续至当天正午结束: the next day her night skill is WRONG_PHASE again', () => {
    const g = day2();
    g.act('雪', '以太编程', ['道']);
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.actFails('道', '探查', ['狼A']).code).toBe('WRONG_PHASE');
  });

  it('l.697 每名角色只能被选择一次: 道 a second time is ILLEGAL_TARGET', () => {
    const g = day2();
    g.act('雪', '以太编程', ['道']);
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.actFails('雪', '以太编程', ['道']).code).toBe('ILLEGAL_TARGET');
  });

  it('l.698 立即结算: 大将军’s 征战 at noon pierces 狼A, out and announced at once', () => {
    const g = table211({ ...NO_EMPEROR, 雪: '银狼', 道: '大将军' });
    night(g, { 午夜: calm(g) });
    g.act('雪', '以太编程', ['道']);
    g.act('道', '征战', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
    expect(g.announcements().join('\n')).toContain('狼A 出局。');
  });

  it('l.700 怀孕技能: the programmed 限定 skill used at noon spends no use (usable again that night)', () => {
    const g = table211({ 雪: '银狼', 娥: '女侠' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']), 午夜: calm(g) });
    g.act('雪', '以太编程', ['娥']);
    g.act('娥', '惩奸除恶', ['狼A']);
    expect(g.notes('狼A').join('\n')).toMatch(/冰冻/);
    // a second use at noon too (去除限定)
    g.act('娥', '惩奸除恶', ['狼B']);
    day(g);
    g.closeTo('午夜');
    g.act('娥', '惩奸除恶', ['狼B']);
  });
});
