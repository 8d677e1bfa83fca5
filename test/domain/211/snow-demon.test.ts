import { describe, expect, it } from 'vitest';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] 【叛皇阵营】21 雪妖（女）⑧:
//   雪隐[午夜][指定]——选择范围：任意最多2个角色，并决定如何设置目标的表面阵营，表面身份，表面带刀伪装，只选择一个的情况下，还可以选择是否额外对该角色赋予
//   [坚韧]状态。结算效果：结算目标按照发动者的选择，获得一套伪装身份以及[坚韧]状态，每个角色只能通过此法获得1次[坚韧]状态（不同的雪隐单独计算），
//   全效果持续至下一个夜晚开始。
//   暴风雪[早夜][限定]——游戏日夜晚可发动，发动后会于明天白天公示[发生了暴风雪]，下一个夜晚，[实际阵营]为[非狼人阵营]的角色均只能对[去除出局角色后剩余的]
//   电梯楼邻居两个角色以及自己使用[指定]技能[电梯楼首尾也算邻居]。
//   怀孕技能[正午][限定]——触发一次[暴风雪]的效果。
// 锦衣卫 探查 reads the surface (表面身份). Seats: 帝 贵 宫 娥 道 婆 嫔(锦衣卫) 妃 雪 魔 狼A 狼B.

const table = () => table211({ ...NO_EMPEROR, 嫔: '锦衣卫' });

describe('雪妖 雪隐', () => {
  it('结算目标按照发动者的选择，获得一套伪装身份: 探查 reads the disguise', () => {
    const g = table();
    night(g, { 午夜: () => g.act('雪', '雪隐', ['狼A'], '村民'), 深夜1: () => g.act('嫔', '探查', ['狼A']) });
    expect(g.notes('嫔')).toContain('探查：狼A是村民。');
  });

  it('…表面阵营: set apart from the role, 预言 (通天国师) reads it', () => {
    const g = table211({ ...NO_EMPEROR, 嫔: '锦衣卫', 婆: '通天国师' });
    night(g, {
      午夜: () => g.act('雪', '雪隐', ['狼A'], '狼人/村民阵营/不带刀'),
      深夜1: () => {
        g.act('婆', '预言', ['狼A']);
        g.act('嫔', '探查', ['狼A']);
      },
    });
    expect(g.notes('婆')).toContain('预言：狼A为村民阵营。');
    expect(g.notes('嫔')).toContain('探查：狼A是狼人。');
  });

  it('任意最多2个角色, each its own disguise', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('雪', '雪隐', ['狼A', '狼B'], '村民；贵妃'),
      深夜1: () => g.act('嫔', '探查', ['狼B']),
    });
    expect(g.notes('嫔')).toContain('探查：狼B是贵妃。');
  });

  it('全效果持续至下一个夜晚开始: the next night 探查 reads the real card', () => {
    const g = table();
    night(g, { 午夜: () => g.act('雪', '雪隐', ['狼A'], '村民') });
    day(g);
    night(g, { 深夜1: () => g.act('嫔', '探查', ['狼A']) });
    expect(g.notes('嫔')).toContain('探查：狼A是狼人。');
  });

  it('只选择一个的情况下，还可以…赋予[坚韧]: the wolves’ kill on it fails', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('雪', '雪隐', ['宫'], '村民；坚韧'),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.alive('宫')).toBe(true);
  });

  it('[坚韧] with two targets is refused (INVALID_INPUT)', () => {
    const g = table();
    g.closeTo('午夜');
    const e = g.fails(
      {
        type: 'SubmitAction',
        actor: '雪',
        skill: '雪隐',
        targets: ['狼A', '狼B'],
        choice: '村民；村民；坚韧',
      },
      'player:雪',
    );
    expect(e.code).toBe('INVALID_INPUT');
  });

  it('每个角色只能通过此法获得1次[坚韧]状态: the second time, no 坚韧', () => {
    const g = table();
    night(g, { 午夜: () => g.act('雪', '雪隐', ['宫'], '村民；坚韧') });
    day(g);
    night(g, {
      午夜: () => g.act('雪', '雪隐', ['宫'], '村民；坚韧'),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.alive('宫')).toBe(false);
  });
});

describe('雪妖 暴风雪', () => {
  it('发动后会于明天白天公示[发生了暴风雪]', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '暴风雪') });
    expect(morningOf(g, 2)).toContain('发生了暴风雪。');
  });

  it('下一个夜晚，[非狼人阵营]只能对电梯楼邻居两个角色以及自己使用[指定]技能; wolves are not bound', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '暴风雪') });
    day(g);
    g.closeTo('午夜');
    // 宫 (seat 3) has 贵 and 娥 beside her
    expect(g.actFails('宫', '调令', ['狼A']).code).toBe('ILLEGAL_TARGET');
    g.act('宫', '调令', ['娥']);
    g.act('宫', '调令', ['宫']);
    g.closeTo('深夜2');
    g.act('狼A', '杀人', ['帝']);
  });

  it('[去除出局角色后剩余的]电梯楼邻居…[电梯楼首尾也算邻居]: 帝 (seat 1) neighbours 狼B (seat 12); an out one is skipped', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '暴风雪') });
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '贵', reason: '测试' } });
    day(g);
    g.closeTo('深夜1');
    // 嫔 (锦衣卫, seat 7): neighbours 婆 (6) and 妃 (8)
    expect(g.actFails('嫔', '探查', ['狼B']).code).toBe('ILLEGAL_TARGET');
    g.act('嫔', '探查', ['妃']);
  });

  it('…电梯楼首尾也算邻居: 帝 (seat 1) and 狼B (seat 12) are neighbours; with 贵 (2) out, 宫 (3) neighbours 帝', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '暴风雪') });
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '贵', reason: '测试' } });
    day(g);
    g.closeTo('午夜');
    g.act('宫', '调令', ['帝']);
  });

  it('下一个夜晚 only (l.85 晨曦/正午/黄昏属于白天): 皇帝’s 临幸[黄昏] that night chooses beyond his neighbours', () => {
    // 帝 (seat 1) neighbours 狼B (12) and 贵 (2); 娥 (4) is not a neighbour
    const g = table211({ 嫔: '锦衣卫' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 早夜2: () => g.act('雪', '暴风雪') });
    day(g);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2, window: '黄昏1' });
    g.act('帝', '临幸', ['娥']);
    g.closeTo('午夜');
    // the same night's 午夜 skill is bound (宫, seat 3: 贵 and 娥 beside her)
    expect(g.actFails('宫', '调令', ['狼A']).code).toBe('ILLEGAL_TARGET');
  });

  it('殉职 is not a [指定] skill, and 黄昏 is daytime: a sheriff voted out hands the badge to anyone that night', () => {
    // 宫 (seat 3) elected; 暴风雪 on night 1; 宫 voted out on day 2: 殉职 in night 2's 黄昏1
    const g = table211(NO_EMPEROR, { votes: { 贵: '宫', 娥: '宫' } });
    night(g, { 黄昏1: () => g.act('宫', '任职宣言', [], '秩序'), 早夜2: () => g.act('雪', '暴风雪') });
    day(g, { 贵: '宫', 娥: '宫', 道: '宫' });
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2, window: '黄昏1' });
    g.act('宫', '殉职', ['狼A']);
    expect(g.state.sheriff).toBe('狼A');
  });

  it('暴风雪[限定]: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '暴风雪') });
    day(g);
    g.closeTo('早夜2');
    expect(g.actFails('雪', '暴风雪').code).toBe('SKILL_USED_UP');
  });

  it('怀孕技能[正午][限定]——触发一次[暴风雪]的效果: announced at once, that night bound', () => {
    const g = table211({ 嫔: '锦衣卫' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']) });
    day(g);
    night(g);
    g.act('雪', '怀孕技能');
    expect(g.lastAnnouncement()).toBe('发生了暴风雪。');
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('宫', '调令', ['狼A']).code).toBe('ILLEGAL_TARGET');
  });
});
