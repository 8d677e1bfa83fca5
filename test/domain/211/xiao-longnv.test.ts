import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】32 小龙女（女）⑨ (l.437–447):
//   剑痕[深夜] —— 自己未发动[玉女剑法]的游戏日夜晚，小龙女可以让导演明天公布不超过50字的任意内容
//   玉女心经[指定][午夜] —— 若结算成功，则本次夜晚小龙女受到第一次可以直接造成[指杀][穿透][致死伤害]的[指定]技能时，让结算目标承担此技能，然后失去[玉女心经]
//   技能并通知小龙女。
//   玉女剑法[深夜][指定] —— 结算目标获得[流血]状态。 [流血]：该状态不予通知，…再次获得[流血]…改为造成致死伤害。
//   怀孕技能[强制] —— 玉女剑法每晚可发动2次，且可以选择放弃其中一次以发动[剑痕]。

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '宫']);
const table = () => table211({ ...NO_EMPEROR, 娥: '小龙女' });

describe('小龙女 剑痕', () => {
  it('the director posts her words in the next 公示', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('娥', '剑痕', [], '熊咆哮了') });
    expect(morningOf(g, 2)).toContain('熊咆哮了');
  });

  it('自己未发动[玉女剑法]的…夜晚 (SKILL_CONFLICT); 不超过50字 (refused)', () => {
    const g = table();
    g.closeTo('深夜2');
    g.act('娥', '玉女剑法', ['狼A']);
    const r = g.run({ type: 'SubmitAction', actor: '娥', skill: '剑痕', targets: [], choice: '熊咆哮了' });
    expect(r.ok ? null : r.error.code).toBe('SKILL_CONFLICT');
    const h = table();
    h.closeTo('深夜2');
    const long = h.run({
      type: 'SubmitAction',
      actor: '娥',
      skill: '剑痕',
      targets: [],
      choice: '字'.repeat(51),
    });
    expect(long.ok ? null : long.error.code).toBe('INVALID_INPUT');
  });
});

describe('小龙女 玉女剑法', () => {
  it('[流血]: untold, no effect the first time; 再次获得 → [致死伤害]', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('娥', '玉女剑法', ['狼A']) });
    expect(g.alive('狼A')).toBe(true);
    expect(g.notes('狼A').join('\n')).not.toMatch(/流血/);
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('娥', '玉女剑法', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });
});

describe('小龙女 二次流血 in the out tally', () => {
  it('下列顺序统计出局名单 opens with 二次流血: its out is listed before the wolves’ 杀人’s', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('娥', '玉女剑法', ['狼A']) });
    day(g);
    night(g, {
      午夜: calm(g),
      深夜2: () => {
        g.act('狼B', '杀人', ['嫔']);
        g.act('娥', '玉女剑法', ['狼A']);
      },
    });
    expect(morningOf(g, 3)).toContain('昨夜出局：狼A、嫔。');
  });
});

describe('小龙女 玉女心经', () => {
  it('the first lethal [指定] skill on her goes to the target; she is told and loses it', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('娥', '玉女心经', ['狼B']);
      },
      深夜2: () => g.act('狼A', '杀人', ['娥']),
    });
    expect(g.outs()).toEqual(['狼B']);
    expect(g.notes('娥')).toContain('玉女心经：狼B 替你承担了<杀人>，你失去<玉女心经>。');
    day(g);
    g.closeTo('午夜');
    expect(['NOT_YOUR_SKILL', 'SKILL_NOT_USABLE', 'SKILL_USED_UP']).toContain(
      g.actFails('娥', '玉女心经', ['狼A']).code,
    );
  });
});

describe('小龙女 怀孕技能', () => {
  it('玉女剑法 twice a night, or once with 剑痕', () => {
    const g = table211({ 娥: '小龙女' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: calm(g),
      深夜2: () => g.act('娥', '玉女剑法', ['狼A', '狼B']),
    });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      午夜: calm(g),
      深夜2: () => {
        g.act('娥', '玉女剑法', ['狼A']);
        g.act('娥', '剑痕', [], '熊咆哮了');
      },
    });
    expect(g.alive('狼A')).toBe(false);
    expect(morningOf(g, 4)).toContain('熊咆哮了');
  });
});

describe('[流血] a second time by day (file 001 l.107, l.1034: 黄昏1…随后统计二次流血，即时插入结算)', () => {
  it('reading: 银狼’s 病毒移植 at noon on one 玉女剑法 made bleed — the [致死伤害] at once, announced at once (正午出局…立刻公示)', () => {
    const g = table211({ ...NO_EMPEROR, 娥: '小龙女', 雪: '银狼' });
    night(g, {
      早夜2: () => g.act('雪', '漏洞入侵', ['嫔']),
      午夜: calm(g),
      深夜2: () => g.act('娥', '玉女剑法', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
    g.act('雪', '病毒移植');
    expect(g.alive('嫔')).toBe(false);
    expect(g.announcements().join('\n')).toContain('嫔 出局。');
  });
});
