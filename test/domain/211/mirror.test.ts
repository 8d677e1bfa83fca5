import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] 【诸侯】7 镜（女）（30） (file 001 l.803–809):
//   l.804 反射<强制>——游戏日夜晚，若镜成为[指定]技能的结算目标，则随机选择一个不持有[反射]技能的角色代替其成为结算目标，夜间行动结束后，镜可获知
//   当晚所有反射过的操作和对应玩家。（不知来源，可知哪个技能反射给谁）
//   l.806 镜像[晨曦]<限定> —— 可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效。
//   l.807 PS：不是反射的技能也可以被复制，在持有镜像时，若一直不使用，可以每天得知都有哪些新技能对镜使用过。
//   l.809 怀孕技能[晨曦]<限定>——等同于镜像。
// l.85 晨曦/正午/黄昏属于白天 (a 黄昏 skill is not of the 游戏日夜晚).

// 嫔 is the 镜; no 皇帝 and no 贵妃 (临幸, 宠溺 drawn when missed) unless a test needs him
const table = (swap: Record<string, string> = {}) =>
  table211({ ...NO_EMPEROR, 贵: '村民', 嫔: '镜', ...swap }, { constraints: false });
const told = (g: Game) => g.notes('嫔').join('\n');

describe('镜', () => {
  it('a faction of her own (镜阵营)', () => {
    expect(table().state.chars.find((c) => c.name === '嫔')?.faction).toBe('mirror');
  });

  it('l.804 反射: the wolves’ 杀人 on her lands on a drawn other — she stays, it goes out; she is told which skill went to whom', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
    const [out] = g.outs();
    expect(out).toBeDefined();
    expect(told(g)).toContain(`反射：<杀人> 被反射给了 ${out}。`);
  });

  it('l.804 游戏日夜晚: a 黄昏 skill (the 皇帝’s 临幸) is not reflected — she is pregnant', () => {
    const g = table({ 帝: '贤明之君' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
    expect(told(g)).toContain('[怀孕]');
    expect(told(g)).not.toContain('反射');
  });

  it('l.807 PS: while 镜像 is unused she learns at each night’s end the skills aimed at her for the first time', () => {
    const g = table();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    expect(told(g)).toContain('镜像：今晚新对你使用过的技能：<调令>。');
    day(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(told(g)).toContain('镜像：今晚新对你使用过的技能：<杀人>。');
    expect(told(g).match(/<调令>。/g)?.length).toBe(1);
  });
});
