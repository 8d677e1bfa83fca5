import { describe, expect, it } from 'vitest';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] 【皇帝阵营】21 孟婆⑥:
//   还魂<限定>[凌晨][指定] —— 选择范围：任意尸体尚在的一名已出局角色。结算效果：目标在下一个[晨曦]阶段开始时复活，所有状态按出局时为准。
//   PS：由于选择范围会被知晓的原因，阴阳使者每次可发动技能的时候，都会得知哪些尸体是不是被吃了。
//   怀孕技能[早夜][指定]——选择范围：任意尸体尚在的一名已出局角色。结算效果：结算目标可以二选一，效果持续至当晚结束。
//   1，立刻获得[自由]状态。2，即使出局也可以发动技能或技能有效。
// (行动顺序总集: 凌晨1 孟婆 复活 — the 还魂.)

const table = () => table211(NO_EMPEROR);

describe('孟婆 还魂<限定>', () => {
  it('目标在下一个[晨曦]阶段开始时复活 — announced the next morning', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 凌晨1: () => g.act('婆', '还魂', ['宫']) });
    expect(g.alive('宫')).toBe(true);
    expect(morningOf(g, 3)).toContain('宫 复活。');
  });

  it('…after the night’s outs: revived that night, the same night’s kill on it is not undone', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']), 凌晨1: () => g.act('婆', '还魂', ['宫']) });
    expect(g.alive('宫')).toBe(true);
    expect(g.alive('嫔')).toBe(false);
  });

  it('所有状态按出局时为准: a 黑暗守护’s [坚韧] of that night is not carried, permanent ones are', () => {
    const g = table();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '宫', status: '自由', op: 'apply', reason: '测试' },
    });
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 凌晨1: () => g.act('婆', '还魂', ['宫']) });
    expect(g.state.chars.find((c) => c.name === '宫')?.statuses.map((s) => s.id)).toEqual(['free']);
  });

  it('任意尸体尚在的一名已出局角色: not the living, not a body destroyed (ILLEGAL_TARGET); the targets show it', () => {
    const g = table();
    night(g, {
      深夜2: () => {
        g.act('狼A', '杀人', ['宫']);
      },
    });
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '嫔', reason: '测试' } });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '嫔', status: '尸体已毁', op: 'apply', reason: '食尸' },
    });
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('婆', '还魂', ['贵']).code).toBe('ILLEGAL_TARGET');
    expect(g.actFails('婆', '还魂', ['嫔']).code).toBe('ILLEGAL_TARGET');
    g.act('婆', '还魂', ['宫']);
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']), 凌晨1: () => g.act('婆', '还魂', ['宫']) });
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('婆', '还魂', ['嫔']).code).toBe('SKILL_USED_UP');
  });
});

describe('孟婆 怀孕技能', () => {
  /** 孟婆 favoured on night 1; 宫 out on night 2; night 3 the 怀孕技能 on 宫. */
  function boon() {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['婆']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    g.act('帝', '临幸', ['嫔']);
    g.close(); // 黄昏1
    g.act('婆', '怀孕技能', ['宫']);
    g.close(); // 早夜1 closes: 宫 may choose
    return g;
  }

  it('结算目标可以二选一: told when 早夜 ends', () => {
    const g = boon();
    expect(g.notes('宫')).toContain(
      '孟婆的怀孕技能选择了你：可以二选一（自由 / 技能有效），效果持续至当晚结束。',
    );
  });

  it('2，即使出局也可以发动技能或技能有效: the out 宫令 freezes a wolf that night', () => {
    const g = boon();
    g.act('宫', '二选一', [], '技能有效');
    g.closeTo('午夜');
    g.act('宫', '调令', ['狼B']);
    g.closeTo('深夜2');
    g.act('狼A', '杀人', ['道']);
    g.closeNight();
    expect(g.alive('道')).toBe(true);
  });

  it('1，立刻获得[自由]状态 — 效果持续至当晚结束', () => {
    const g = boon();
    g.act('宫', '二选一', [], '自由');
    expect(g.state.chars.find((c) => c.name === '宫')?.statuses.map((s) => s.id)).toContain('free');
    g.closeNight();
    expect(g.state.chars.find((c) => c.name === '宫')?.statuses.map((s) => s.id)).not.toContain('free');
  });

  it('a 怀孕技能: not before the 临幸 (SKILL_NOT_USABLE)', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    expect(g.actFails('婆', '怀孕技能', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });
});
