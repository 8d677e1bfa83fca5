import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, nextNight, night, table211 } from './table';

// [211] 【叛皇阵营】11 噬时狼妃[群内]（女）⑦:
//   时间逆流[指定][早夜]——选择范围：任意一名角色。结算效果：若结算成功，当晚除了实际阵营为[叛皇阵营]以外的所有角色对目标角色发动[指定]技能时，那些技能的结算
//   目标全部改为发动者自己，且不知晓，若成功反弹技能，噬时狼妃会知道所有被反弹的技能名称，然后失去此技能。
//   怀孕技能[强制]——自己的[时间逆流]技能刷新，且反弹成功不再失去技能。
//   从[选择目标]过度到[结算目标]按照下列顺序过度：[选择目标]——阴谋家[煽动]——蚀时狼妃[时间逆流]——镜[反射]——最终…

const table = () => table211({ ...NO_EMPEROR, 嫔: '锦衣卫' });

describe('噬时狼妃 时间逆流', () => {
  it('那些技能的结算目标全部改为发动者自己: the 宫令’s 调令 on the target freezes the 宫令', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 早夜2: () => g.act('妃', '时间逆流', ['狼A']), 午夜: () => g.act('宫', '调令', ['狼A']) });
    expect(g.notes('宫')).toContain('你获得了[冰冻]状态，持续至第2天正午开始。');
    expect(g.notes('狼A').join('\n')).not.toMatch(/冰冻/);
  });

  it('且不知晓: a check bounced answers about the checker, under the chosen name', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('妃', '时间逆流', ['狼A']), 深夜1: () => g.act('嫔', '探查', ['狼A']) });
    expect(g.notes('嫔')).toContain('探查：狼A是锦衣卫。');
  });

  it('除了实际阵营为[叛皇阵营]以外: a wolf’s skill on the target is not bounced (雪妖 雪隐)', () => {
    const g = table();
    night(g, {
      早夜2: () => g.act('妃', '时间逆流', ['狼A']),
      午夜: () => g.act('雪', '雪隐', ['狼A'], '村民'),
      深夜1: () => g.act('嫔', '探查', ['雪']),
    });
    // 雪隐 went to 狼A (not back to 雪妖): 雪妖 still shows her own card
    expect(g.notes('嫔')).toContain('探查：雪是雪妖。');
  });

  it('若成功反弹技能，噬时狼妃会知道所有被反弹的技能名称，然后失去此技能', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 早夜2: () => g.act('妃', '时间逆流', ['狼A']), 午夜: () => g.act('宫', '调令', ['狼A']) });
    expect(g.notes('妃')).toContain('时间逆流：反弹了 <调令>。');
    day(g);
    g.closeTo('早夜2');
    expect(g.actFails('妃', '时间逆流', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('nothing bounced: the skill stays', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 早夜2: () => g.act('妃', '时间逆流', ['狼A']) });
    day(g);
    g.closeTo('早夜2');
    g.act('妃', '时间逆流', ['狼B']);
  });

  it('怀孕技能[强制]——自己的[时间逆流]技能刷新，且反弹成功不再失去技能', () => {
    const g = table211();
    // the emperor favours her on night 1 (she rests: [沉默]); on night 2 she reverses, then again on night 3
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['妃']) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      早夜2: () => g.act('妃', '时间逆流', ['狼A']),
      午夜: () => {
        g.act('宫', '调令', ['狼A']);
        g.act('贵', '宠溺', ['魔']);
      },
    });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      早夜2: () => g.act('妃', '时间逆流', ['狼A']),
      午夜: () => {
        g.act('宫', '调令', ['狼B']);
        g.act('贵', '宠溺', ['嫔']);
      },
    });
    expect(g.notes('妃').filter((n) => n.startsWith('时间逆流'))).toHaveLength(1);
    day(g);
    g.closeTo('早夜2');
    g.act('妃', '时间逆流', ['狼B']);
    nextNight(g);
  });
});
