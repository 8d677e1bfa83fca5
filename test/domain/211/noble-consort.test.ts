import { describe, expect, it } from 'vitest';
import { day, morningOf, nextNight, night, table211 } from './table';

// [211] 【皇帝阵营】20 贵妃（女）⑥:
//   宠溺 [午夜][指定] —— 选择范围：除自己外任意一名角色，若不选择将会随机选择。
//   结算效果：结算目标当晚获得[坚韧]状态，若发动者当晚出局，结算目标承受[致死伤害]，连续两夜结算目标都进行了[宠溺]的结算，结算目标也会承受[致死伤害]。
//   多个宠溺的结算效果互相独立结算。
//   怀孕技能[强制]——自己的[宠溺]技能现在每天晚上都能额外发动一次。
//   连带出局顺序: …贵妃宠溺…; 下列顺序统计出局名单: …贵妃双摄…

describe('贵妃 宠溺', () => {
  it('结算目标当晚获得[坚韧]状态: the wolves’ 指杀 does not put it out', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('除自己外 (ILLEGAL_TARGET on herself)', () => {
    const g = table211();
    g.closeTo('午夜');
    expect(g.actFails('贵', '宠溺', ['贵']).code).toBe('ILLEGAL_TARGET');
  });

  it('若不选择将会随机选择: it cannot be declined; a missed one is drawn', () => {
    const g = table211();
    g.closeTo('午夜');
    const e = g.fails(
      { type: 'SubmitAction', actor: '贵', skill: '宠溺', targets: [], pass: true },
      'player:贵',
    );
    expect(e.code).toBe('SKILL_NOT_USABLE');
    g.close();
    expect(g.notes('贵').some((n) => n.startsWith('你未在时限内发动<宠溺>，随机决定：'))).toBe(true);
  });

  it('若发动者当晚出局，结算目标承受[致死伤害] (连带出局: 贵妃宠溺)', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 深夜2: () => g.act('狼A', '杀人', ['贵']) });
    expect(g.outs()).toEqual(['贵', '宫']);
    expect(morningOf(g, 2)).toContain('昨夜出局：贵、宫。');
  });

  it('连续两夜结算目标都进行了[宠溺]的结算，结算目标也会承受[致死伤害] — its 坚韧 does not help', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']) });
    nextNight(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']) });
    expect(g.outs()).toEqual(['宫']);
  });

  it('…not after a night in between on another (宫, 嫔, 宫)', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']) });
    nextNight(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['嫔']) });
    nextNight(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']) });
    expect(g.outs()).toEqual([]);
  });

  it('多个宠溺的结算效果互相独立结算: two 贵妃 on one target on two nights do not add up', () => {
    const g = table211({ 嫔: '贵妃' }, { constraints: false });
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['宫']);
        g.act('嫔', '宠溺', ['道']);
      },
    });
    nextNight(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['道']);
        g.act('嫔', '宠溺', ['宫']);
      },
    });
    expect(g.outs()).toEqual([]);
  });

  it('怀孕技能[强制]——每天晚上都能额外发动一次: after the 临幸, two targets a night (one before: TARGET_COUNT)', () => {
    const g = table211();
    g.closeTo('午夜');
    expect(g.actFails('贵', '宠溺', ['宫', '嫔']).code).toBe('TARGET_COUNT');
    g.closeNight();
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g);
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['宫', '嫔']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
  });
});
