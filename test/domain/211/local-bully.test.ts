import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] 【叛皇阵营】2 地头蛇[接刀]（男）⑤ (file 001 l.487–490):
//   查验[午夜][指定] —— 选择范围：任意一名角色。结算效果：[午夜]结束后，反馈结算目标的[实际阵营]与[实际身份]，有多次结算效果，则按顺序多次反馈。
//   凝望[午夜][限定]——游戏日夜晚，石像鬼可以选择给自阵营的所有存活角色发送一直以来的全部[查验]结果，然后失去[查验]技能，丢失[接刀]标签。
// 石像鬼 is 地头蛇's old name. [接刀] (l.471), 接刀顺序 read as the section's order: 地头蛇 (2) before 魔教教主 (13).
// 行动顺序总集 午夜 地头蛇 查验 凝望 (l.1082).

const table = () => table211({ ...NO_EMPEROR, 狼B: '地头蛇' });
const kill = (g: ReturnType<typeof table>, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('地头蛇 查验', () => {
  it('[午夜]结束后，反馈结算目标的[实际阵营]与[实际身份]', () => {
    const g = table();
    g.closeTo('午夜');
    g.act('狼B', '查验', ['嫔']);
    g.close();
    expect(g.notes('狼B')).toContain('查验：嫔为村民阵营，身份是嫔妃。');
  });

  it('实际, not the surface: a 雪隐 disguise does not show', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('雪', '雪隐', ['妃'], '村民/村民阵营');
        g.act('狼B', '查验', ['妃']);
      },
    });
    expect(g.notes('狼B')).toContain('查验：妃为狼人阵营，身份是噬时狼妃。');
  });
});

describe('地头蛇 凝望[限定]', () => {
  it('给自阵营的所有存活角色发送一直以来的全部[查验]结果 (tonight’s too); 然后失去[查验]技能', () => {
    const g = table();
    night(g, { 午夜: () => g.act('狼B', '查验', ['嫔']) });
    day(g);
    night(g, {
      午夜: () => {
        g.act('狼B', '查验', ['宫']);
        g.act('狼B', '凝望');
      },
    });
    for (const w of ['妃', '雪', '魔', '狼A']) {
      const got = g.notes(w).join('\n');
      expect(got).toContain('查验：嫔为村民阵营，身份是嫔妃。');
      expect(got).toContain('查验：宫为村民阵营，身份是宫令。');
    }
    expect(g.notes('嫔').join('\n')).not.toContain('身份是嫔妃');
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('狼B', '查验', ['道']).code).toBe('SKILL_USED_UP');
    expect(g.actFails('狼B', '凝望').code).toBe('SKILL_USED_UP');
  });

  it('…丢失[接刀]标签: every [群内] out, 魔教教主 (next in 接刀顺序) holds the 杀人, not 地头蛇', () => {
    const g = table();
    night(g, { 午夜: () => g.act('狼B', '凝望') });
    kill(g, '妃');
    kill(g, '狼A');
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('狼B', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('魔', '杀人', ['嫔']);
  });
});

describe('地头蛇 [接刀]', () => {
  it('接刀顺序 (reading: the section’s order): every [群内] out — 地头蛇 holds the 杀人 before 魔教教主', () => {
    const g = table();
    kill(g, '妃');
    kill(g, '狼A');
    g.closeTo('深夜2');
    expect(g.actFails('魔', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('狼B', '杀人', ['嫔']);
    g.closeNight();
    expect(g.alive('嫔')).toBe(false);
  });

  it('…then 魔教教主 when 地头蛇 is out too', () => {
    const g = table();
    for (const w of ['妃', '狼A', '狼B']) kill(g, w);
    g.closeTo('深夜2');
    g.act('魔', '杀人', ['嫔']);
    g.closeNight();
    expect(g.alive('嫔')).toBe(false);
  });
});
