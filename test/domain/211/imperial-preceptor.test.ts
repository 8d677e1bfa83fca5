import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【皇帝心腹】2 通天国师（男）⑥ (l.206–209; 国师 in the role list and 行动顺序总集 深夜1 国师<预言>):
//   预言 [深夜][指定] —— 反馈结算目标的[表面阵营]，…反馈[选择目标为村民阵营]，否则，反馈[选择目标为非村民阵营]
//   天意<强制><限定> —— 若[预言]反馈为[非村民阵营]，该反馈的[结算目标]因最高票[投票出局]，且预言家当天投票给了该角色时，通天国师会收到
//   通知，仅限下一晚，[预言]可额外发动一次。

const calm = (g: Game) => () => g.act('贵', '宠溺', ['婆']);
const table = () => table211({ ...NO_EMPEROR, 嫔: '通天国师' });
const outBy = (t: string, withHim = true) => ({
  贵: t,
  宫: t,
  娥: t,
  婆: t,
  道: t,
  帝: t,
  ...(withHim ? { 嫔: t } : {}),
});

describe('通天国师 预言 (国师)', () => {
  it('the role list’s short name 国师 deals the role', () => {
    const g = table211({ ...NO_EMPEROR, 嫔: '国师' });
    expect(g.notes('嫔')[0]).toBe('你的身份是【通天国师】，属于村民阵营。');
  });
});

describe('通天国师 天意', () => {
  it('非村民 answer, voted out by the top vote with his vote: told when the night opens, 预言 twice that night', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '预言', ['狼A']) });
    expect(g.notes('嫔')).toContain('预言：狼A为非村民阵营。');
    day(g, outBy('狼A'));
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('嫔')).toContain(
      '天意：你预言为非村民阵营的 狼A 已被投票出局，今晚[预言]可额外发动一次。',
    );
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '预言', ['狼B', '宫']) });
    expect(g.notes('嫔')).toEqual(
      expect.arrayContaining(['预言：狼B为非村民阵营。', '预言：宫为村民阵营。']),
    );
  });

  it('仅限下一晚 and <限定>: the night after, one target again (TARGET_COUNT)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '预言', ['狼A']) });
    day(g, outBy('狼A'));
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '预言', ['狼B', '宫']) });
    day(g, outBy('狼B'));
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '预言', ['雪', '宫']).code).toBe('TARGET_COUNT');
  });

  it('且预言家当天投票给了该角色: without his vote on it, no notice and one target', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '预言', ['狼A']) });
    day(g, outBy('狼A', false));
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('嫔').join('\n')).not.toMatch(/天意/);
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '预言', ['狼B', '宫']).code).toBe('TARGET_COUNT');
  });

  it('若[预言]反馈为[非村民阵营]: a 村民阵营 answer voted out gives nothing', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '预言', ['宫']) });
    day(g, outBy('宫'));
    expect(g.alive('宫')).toBe(false);
    expect(g.notes('嫔').join('\n')).not.toMatch(/天意/);
  });
});
