import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, nextNight, night, table211 } from './table';

// [211] 【叛皇阵营】18 纸嫁衣[群内]（女）⑧ (file 001 l.622–627):
//   魅惑[深夜][指定] —— 选择范围：任意一名角色。结算效果：结算目标获得状态[魅惑]，持续至下一个夜晚开始。
//   [魅惑]：负面状态，不予得知，发动者出局时，持有该状态的连带承受[致死伤害]。
//   怀孕技能[强制]——[魅惑]可以选择最多2个角色。
// 连带出局顺序: 情侣殉情 纸嫁衣魅惑 … (l.1153–1155).

const table = () => table211({ ...NO_EMPEROR, 妃: '纸嫁衣' });

describe('纸嫁衣 魅惑', () => {
  it('[群内]: shares the wolves’ 杀人', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('妃', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('发动者出局时，持有该状态的连带承受[致死伤害]: she is voted out the next day, the charmed follows', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('妃', '魅惑', ['嫔']) });
    day(g, { 狼A: '妃', 狼B: '妃', 宫: '妃' });
    expect(g.outs()).toEqual(['妃', '嫔']);
    // l.155 在黄昏阶段…出局…公示[投票出局]和[其他原因]出局的名单 — not 魅惑
    g.close(); // 黄昏 ends: its outs' 公示
    const said = g.announcements().join('\n');
    expect(said).toContain('妃 被投票出局。');
    expect(said).toContain('[投票出局]：妃。\n[其他原因]：嫔。');
    expect(said).not.toContain('魅惑');
  });

  it('不予得知: the charmed is told nothing', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('妃', '魅惑', ['嫔']) });
    expect(g.notes('嫔').join('\n')).not.toContain('魅惑');
  });

  it('by night too: she goes out that night (日月合击), the charmed follows through its [坚韧]', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('道', '光明守护', ['妃']);
        g.act('魔', '黑暗守护', ['妃']);
      },
      深夜1: () => g.act('妃', '魅惑', ['嫔']),
    });
    expect(g.outs()).toEqual(['妃', '嫔']);
  });

  it('持续至下一个夜晚开始: out on day 3, the one charmed on night 1 stays', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('妃', '魅惑', ['嫔']) });
    nextNight(g);
    night(g);
    day(g, { 狼A: '妃', 狼B: '妃', 宫: '妃' });
    expect(g.outs()).toEqual(['妃']);
  });

  it('one target a night; 怀孕技能[强制]——最多2个角色 after the 临幸', () => {
    const g = table211({ 妃: '纸嫁衣' });
    g.act('帝', '临幸', ['贵']);
    g.closeTo('深夜1');
    expect(g.actFails('妃', '魅惑', ['嫔', '宫']).code).toBe('TARGET_COUNT');
    night(g);
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['妃']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 深夜1: () => g.act('妃', '魅惑', ['嫔', '宫']) });
    day(g, { 狼A: '妃', 狼B: '妃', 雪: '妃' });
    expect(g.outs().slice(-3)).toEqual(['妃', '宫', '嫔']);
  });
});
