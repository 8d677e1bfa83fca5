import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211, tallyOf } from './table';

// [211] file 001 【能臣异士】10 隐士（男）④ (l.271–274):
//   隐世 <强制> —— 常驻[隐身][迷魂]状态，当场上人数变为开局人数的一半及以下时，该技能失效。
//   出山[早夜][指定] —— 选择范围：[隐世]尚有效才能发动，选择任意一名角色，发动此技能时[隐世]失效。结算效果：结算目标获得[隐身]状态，持续至下一个
//   [黄昏]阶段结束。 (行动顺序总集 早夜2: 隐者<脱下隐身衣>)
//   [隐身]：所有[指定]技能以该角色进行[最终结算目标]的效果，不进行结算; [迷魂]：该状态下投票算作0票.

const calm = (g: Game) => () => g.act('贵', '宠溺', ['宫']);
const table = () => table211({ ...NO_EMPEROR, 道: '隐士' });
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('隐士 隐世', () => {
  it('[隐身]: the wolves’ 杀人 on him does not settle', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(true);
  });

  it('[迷魂]: his vote counts 0', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, { 道: '嫔', 宫: '狼A' });
    expect(tallyOf(g, 2).嫔 ?? 0).toBe(0);
  });

  it('当场上人数变为开局人数的一半及以下时，该技能失效: with 6 of 12 in, the 杀人 on him settles', () => {
    const g = table();
    for (const n of ['贵', '宫', '娥', '婆', '雪']) kill(g, n);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(true); // 7 of 12 in: still hidden
    day(g);
    kill(g, '魔');
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
  });
});

describe('隐士 出山', () => {
  it('结算目标获得[隐身]: the wolves’ 杀人 on it does not settle; 脱下隐身衣 (the order table’s name) is the same', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      早夜2: () => g.act('道', '脱下隐身衣', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
    expect(g.notes('嫔')).toContain('你获得了[隐身]状态，持续至第2夜开始。');
  });

  it('发动此技能时[隐世]失效: that night the 杀人 on him settles; 出山 again: SKILL_NOT_USABLE', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      早夜2: () => g.act('道', '出山', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.alive('道')).toBe(false);
    const h = table();
    night(h, { 午夜: calm(h), 早夜2: () => h.act('道', '出山', ['嫔']) });
    day(h);
    h.closeTo('早夜2');
    expect(h.actFails('道', '出山', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('[隐世]尚有效才能发动: with half the players out, SKILL_NOT_USABLE', () => {
    const g = table();
    for (const n of ['贵', '宫', '娥', '婆', '雪', '魔']) kill(g, n);
    expect(g.state.status).toBe('running');
    g.closeTo('早夜2');
    expect(g.actFails('道', '出山', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });
});
