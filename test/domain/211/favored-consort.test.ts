import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【皇帝心腹】3 宠妃（女）⑤ (l.211–214):
//   狡黠[深夜] —— 游戏日夜晚可查验存在于电梯楼的角色，和其相邻的两名玩家的[表面身份]是否都为<非村民阵营>或<村民阵营>，若是，则反馈这些人都为
//   <非村民阵营>或<村民阵营>，并失去此技能。若不是，则反馈<气息杂乱无法分辨>，并且下一夜仍然可以使用。
//   怀孕技能[限定][深夜] —— …今晚自己发动的[狡黠]可以额外发动一次，且当天[狡黠]反馈结果修改为[查验的三人中，村民阵营的数量]，这个反馈结果为0或者3
//   时，依然失去[狡黠]技能。
// Seats: 帝 贵 宫 娥 道 婆 嫔 妃 雪 魔 狼A 狼B (the 电梯楼, ends adjacent).

const calm = (g: Game) => () => g.act('贵', '宠溺', ['宫']);
const table = () => table211({ ...NO_EMPEROR, 娥: '宠妃' });

describe('宠妃 狡黠', () => {
  it('都为<村民阵营>: told, and the skill is lost', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('娥', '狡黠', ['婆']) });
    expect(g.notes('娥')).toContain('狡黠：婆、道、嫔 都为<村民阵营>。');
    day(g);
    g.closeTo('深夜1');
    expect(['SKILL_NOT_USABLE', 'NOT_YOUR_SKILL', 'SKILL_USED_UP']).toContain(
      g.actFails('娥', '狡黠', ['嫔']).code,
    );
  });

  it('都为<非村民阵营>: three wolves (雪 between 妃 and 魔)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('娥', '狡黠', ['雪']) });
    expect(g.notes('娥')).toContain('狡黠：雪、妃、魔 都为<非村民阵营>。');
  });

  it('若不是，则反馈<气息杂乱无法分辨>，并且下一夜仍然可以使用', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('娥', '狡黠', ['嫔']) });
    expect(g.notes('娥')).toContain('狡黠：嫔、婆、妃 气息杂乱无法分辨。');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('娥', '狡黠', ['婆']) });
    expect(g.notes('娥')).toContain('狡黠：婆、道、嫔 都为<村民阵营>。');
  });

  it('电梯楼…排除当前已出局成员: with 道 out, 婆’s neighbours are 娥 and 嫔', () => {
    const g = table();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '道', reason: '测试' } });
    night(g, { 午夜: calm(g), 深夜1: () => g.act('娥', '狡黠', ['婆']) });
    expect(g.notes('娥')).toContain('狡黠：婆、娥、嫔 都为<村民阵营>。');
  });

  it('怀孕技能: two characters tonight, each answered with the count of 村民阵营; a 3 still loses 狡黠', () => {
    const g = table211({ 娥: '宠妃' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: calm(g),
      深夜1: () => {
        g.act('娥', '怀孕技能');
        g.act('娥', '狡黠', ['婆', '嫔']);
      },
    });
    expect(g.notes('娥')).toEqual(
      expect.arrayContaining([
        '狡黠：婆、道、嫔 三人中，村民阵营的数量为 3。',
        '狡黠：嫔、婆、妃 三人中，村民阵营的数量为 2。',
      ]),
    );
    day(g);
    g.closeTo('深夜1');
    expect(['SKILL_NOT_USABLE', 'NOT_YOUR_SKILL', 'SKILL_USED_UP']).toContain(
      g.actFails('娥', '狡黠', ['嫔']).code,
    );
  });

  it('without the 怀孕技能, one character only (TARGET_COUNT)', () => {
    const g = table();
    g.closeTo('深夜1');
    expect(g.actFails('娥', '狡黠', ['婆', '嫔']).code).toBe('TARGET_COUNT');
  });
});
