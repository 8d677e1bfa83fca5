import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】9 死士（男）④ (l.266–269):
//   绝死任务[深夜] —— 游戏日夜晚可发动此技能，对自己造成[致死伤害]，若自己因为此技能出局，则自己公示出局后，一名存活的验人系身份会立刻获得[毒药]技能，
//   该技能使用后消失。PS：若有多个验人系存在，身份序号更小的验人系获得[毒药]。
//   导言 l.74: 现有验人系的身份为：锦衣卫，国师，宠妃，魔镜少女 (【皇帝心腹】1–4).

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '宫']);
const table = () => table211({ ...NO_EMPEROR, 道: '死士', 嫔: '国师', 婆: '锦衣卫' });

describe('死士 绝死任务', () => {
  it('对自己造成[致死伤害]: he is out, listed the next morning', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '绝死任务') });
    expect(g.outs()).toEqual(['道']);
    expect(morningOf(g, 2)).toContain('道');
  });

  it('身份序号更小的验人系获得[毒药] (锦衣卫 before 国师), told; it puts a target out, then it is gone', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '绝死任务') });
    expect(g.notes('婆')).toContain('死士完成了绝死任务：你获得了技能<毒药>（使用一次后消失）。');
    expect(g.notes('嫔').join('\n')).not.toMatch(/绝死任务/);
    day(g);
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('婆', '毒药', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('婆', '毒药', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('若自己因为此技能出局: not out (a [不死] by ruling), no [毒药]', () => {
    const g = table();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '道', status: '不死', op: 'apply', reason: '测试' },
    });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('道', '绝死任务') });
    expect(g.alive('道')).toBe(true);
    expect(g.notes('婆').join('\n')).not.toMatch(/绝死任务/);
  });
});
