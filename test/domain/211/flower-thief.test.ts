import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【叛皇阵营】4 采花大盗[接刀]（男）⑥ (l.493–498):
//   邀舞[凌晨][指定]——选择范围：任意一名角色。结算效果：假面获得反馈[该角色今晚成为了什么指定技能的结算目标]或者反馈空。
//   愚面[凌晨][指定]——选择范围：任意一名角色。结算效果：直到下一次[凌晨]阶段开始，目标角色被其他技能判定的[实际阵营]时，按照相反的
//   阵营判定（三方或不定则随机判定为好人或狼）。

// 狼B 采花大盗, 雪 地头蛇 (查验 reads the actual faction)
const table = () => table211({ ...NO_EMPEROR, 狼B: '采花大盗', 雪: '地头蛇' }, { constraints: false });
const kill = (g: Game, ...names: string[]) => {
  for (const w of names) g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
};

describe('采花大盗 邀舞', () => {
  it('l.495 the [指定] skills settled on the target tonight, told when the night’s actions end', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['宫']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
      凌晨1: () => g.act('狼B', '邀舞', ['宫']),
    });
    expect(g.notes('狼B')).toContain('邀舞：宫 今晚成为了 宠溺、杀人 的结算目标。');
  });

  it('l.495 或者反馈空: nothing settled on the target', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 凌晨1: () => g.act('狼B', '邀舞', ['嫔']) });
    expect(g.notes('狼B')).toContain('邀舞：反馈为空。');
  });
});

describe('采花大盗 愚面', () => {
  it('l.497 按照相反的阵营判定: the next night 地头蛇’s 查验 reads the masked wolf as 村民阵营', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 凌晨1: () => g.act('狼B', '愚面', ['狼A']) });
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['婆']);
        g.act('雪', '查验', ['狼A']);
      },
    });
    expect(g.notes('雪')).toContain('查验：狼A为村民阵营，身份是狼人。');
  });

  it('l.497 and a villager as 狼人阵营', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 凌晨1: () => g.act('狼B', '愚面', ['嫔']) });
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['婆']);
        g.act('雪', '查验', ['嫔']);
      },
    });
    expect(g.notes('雪')).toContain('查验：嫔为狼人阵营，身份是嫔妃。');
  });

  it('l.497 三方或不定则随机判定为好人或狼: a 开膛手 reads as 村民阵营 or 狼人阵营, drawn (an event) when 愚面 lands', () => {
    const g = table211(
      { ...NO_EMPEROR, 狼B: '采花大盗', 雪: '地头蛇', 婆: '开膛手' },
      { constraints: false },
    );
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 凌晨1: () => g.act('狼B', '愚面', ['婆']) });
    expect(g.log.some((e) => e.type === 'RandomDrawn' && JSON.stringify(e.data).includes('fool_mask'))).toBe(
      true,
    );
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('雪', '查验', ['婆']);
      },
    });
    expect(g.notes('雪').join('\n')).toMatch(/查验：婆为(村民|狼人)阵营，身份是开膛手。/);
  });

  it('l.497 直到下一次[凌晨]阶段开始: the night after, the true faction again', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 凌晨1: () => g.act('狼B', '愚面', ['狼A']) });
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']) });
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['宫']);
        g.act('雪', '查验', ['狼A']);
      },
    });
    expect(g.notes('雪')).toContain('查验：狼A为狼人阵营，身份是狼人。');
  });
});

describe('采花大盗 [接刀]', () => {
  it('l.493 所有[群内]狼出局: he holds the 杀人 (before 魔教教主, after 地头蛇 — 接刀顺序 reading)', () => {
    const g = table211({ ...NO_EMPEROR, 狼B: '采花大盗' });
    kill(g, '妃', '狼A');
    expect(g.actFails('魔', '杀人', ['宫']).code).toBe('NOT_YOUR_SKILL');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']), 深夜2: () => g.act('狼B', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
  });
});
