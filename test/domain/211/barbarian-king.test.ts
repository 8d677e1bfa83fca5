import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【叛皇阵营】26 蛮族之王[群内]（男）⑩ (l.696–702):
//   报复[晨曦][黄昏][指定][2] ——选择范围：若自己不是因为村民阵营的技能出局，则出局后的下一个可发动技能的时点，可以选择任意1名角色。
//   结算效果：对结算目标造成[致死伤害]。
//   亲传[黄昏][指定]——选择范围：若[报复]次数尚足够，则减少1点[报复]次数，选择狼人阵营[群内]的角色。结算效果：结算目标获得1次[报复]技能。
//   PS：每次可以发动亲传时，都会得知群内名单。
//   (行动顺序总集 黄昏1 蛮族之王<报复> 蛮族首领<亲传>, 晨曦1 蛮族首领<报复>)

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '宫']);
const table = () => table211({ ...NO_EMPEROR, 狼A: '蛮族之王' });
const votesOn = (t: string) => ({ 贵: t, 宫: t, 娥: t, 婆: t, 嫔: t, 道: t, 帝: t });
const status = (g: Game, target: string, st: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status: st, op: 'apply', reason: '测试' } });

describe('蛮族之王 报复', () => {
  it('l.697 out by the vote (no 村民阵营 skill): in that night’s 黄昏 he strikes — [致死伤害] through [坚韧]', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('狼A'));
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('狼A')).toContain('你可以在黄昏发动<报复>（剩余2次），选择任意一名角色承受[致死伤害]。');
    status(g, '宫', '坚韧');
    g.act('狼A', '报复', ['宫']);
    expect(g.alive('宫')).toBe(false);
  });

  it('l.697 [2]: in that slot he may strike twice, no third (the right is not given back)', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('狼A'));
    g.act('狼A', '报复', ['宫']);
    g.act('狼A', '报复', ['嫔']);
    expect(g.alive('宫')).toBe(false);
    expect(g.alive('嫔')).toBe(false);
    expect(g.notes('嫔')).toContain('你已出局（报复）。');
    expect(g.actFails('狼A', '报复', ['婆']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.697 out by night (the wolves’ 杀人 is no 村民阵营 skill): he strikes in that night’s 晨曦', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      深夜2: () => g.act('狼B', '杀人', ['狼A']),
      晨曦1: () => g.act('狼A', '报复', ['嫔']),
    });
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.697 出局后的下一个可发动技能的时点 only: out by the vote, not in 深夜 (SKILL_NOT_USABLE)', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('狼A'));
    g.closeTo('深夜1');
    expect(g.actFails('狼A', '报复', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.697 not while alive: 报复 needs his out (SKILL_NOT_USABLE)', () => {
    const g = table();
    expect(g.actFails('狼A', '报复', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.697 若自己不是因为村民阵营的技能出局: out by a 村民阵营 character’s skill (义勇军 最后一枪), no 报复', () => {
    const g = table211({ ...NO_EMPEROR, 狼A: '蛮族之王', 道: '义勇军', 魔: '狼人' }, { constraints: false });
    night(g, { 午夜: calm(g) });
    day(g, votesOn('道'));
    g.act('道', '最后一枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('狼A').join('\n')).not.toMatch(/报复/);
    g.closeTo('晨曦1');
    expect(g.actFails('狼A', '报复', ['宫']).code).not.toBe(undefined);
    expect(g.alive('宫')).toBe(true);
  });

  it('红牌罚下: no 报复 (不能发动任何技能)', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'card', target: '狼A', color: 'red', reason: '测试' },
    } as never);
    day(g);
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('狼A').join('\n')).not.toMatch(/报复/);
  });

  it('l.698 [致死伤害]: a [不死] target stays', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('狼A'));
    status(g, '宫', '不死');
    g.act('狼A', '报复', ['宫']);
    expect(g.alive('宫')).toBe(true);
  });
});

describe('蛮族之王 亲传', () => {
  it('l.701 PS 每次可以发动亲传时，都会得知群内名单 (told as 黄昏 opens)', () => {
    const g = table();
    expect(g.notes('狼A')).toContain('亲传：群内名单：妃、狼A、狼B。');
  });

  it('l.699 亲传 a [群内] wolf: it gains one 报复 of its own (told), and he has one left (减少1点)', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('狼A', '亲传', ['狼B']), 午夜: calm(g) });
    expect(g.notes('狼B')).toContain('亲传：你获得了1次<报复>技能。');
    // the taught wolf voted out strikes once in 黄昏
    day(g, votesOn('狼B'));
    expect(g.notes('狼B')).toContain('你可以在黄昏发动<报复>（剩余1次），选择任意一名角色承受[致死伤害]。');
    g.act('狼B', '报复', ['嫔']);
    expect(g.alive('嫔')).toBe(false);
    expect(g.actFails('狼B', '报复', ['娥']).code).toBe('SKILL_NOT_USABLE');
    // the king, voted out the next day, has one 报复 left
    night(g, { 午夜: calm(g) });
    day(g, votesOn('狼A'));
    expect(g.notes('狼A')).toContain('你可以在黄昏发动<报复>（剩余1次），选择任意一名角色承受[致死伤害]。');
    g.act('狼A', '报复', ['道']);
    expect(g.alive('道')).toBe(false);
    expect(g.actFails('狼A', '报复', ['婆']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.699 若[报复]次数尚足够: after two 亲传 he has none, a third is refused and his out brings no 报复', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('狼A', '亲传', ['狼B']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('狼A', '亲传', ['妃']), 午夜: calm(g) });
    day(g);
    expect(g.actFails('狼A', '亲传', ['狼B']).code).toBe('SKILL_NOT_USABLE');
    night(g, { 午夜: calm(g) });
    day(g, votesOn('狼A'));
    expect(g.notes('狼A').join('\n')).not.toMatch(/你可以在黄昏发动<报复>/);
  });

  it('l.699 选择狼人阵营[群内]的角色: a villager or a wolf without [群内] (雪妖) is refused (ILLEGAL_TARGET)', () => {
    const g = table();
    expect(g.actFails('狼A', '亲传', ['宫']).code).toBe('ILLEGAL_TARGET');
    expect(g.actFails('狼A', '亲传', ['雪']).code).toBe('ILLEGAL_TARGET');
  });
});
