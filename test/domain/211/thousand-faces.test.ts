import { describe, expect, it } from 'vitest';
import { day, endPhase, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] 【诸侯】14 千面人（男）（65） (file 001 l.859–860):
//   谋面[黄昏]——游戏日黄昏，千面人可以选择一个村民阵营或狼人阵营的身份，每个身份只能选择一次，若该身份不在场，千面人获得该身份的技能一天并
//   刷新至初始，若该身份在场，千面人得知谁是该身份（在场定义参考上帝使徒: file 000 l.141 场上（开局身份表）是否有此身份牌）。
// 胜负判定 l.992 【三方阵营】2、千面人：除了千面人阵营的角色以外，只有谋面得知的角色存活。

// 道 is the 千面人; no 皇帝 and no 贵妃 (their 临幸 and 宠溺 are drawn when missed)
const table = () => table211({ ...NO_EMPEROR, 贵: '村民', 道: '千面人' }, { constraints: false });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
const meet = (g: Game, role: string) => g.act('道', '谋面', [], role);

describe('千面人', () => {
  it('a faction of his own (千面人阵营)', () => {
    expect(table().state.chars.find((c) => c.name === '道')?.faction).toBe('thousand_faces');
  });

  it('l.860 若该身份在场，千面人得知谁是该身份 — told when 黄昏1 closes', () => {
    const g = table();
    meet(g, '宫令');
    expect(g.notes('道').join('\n')).not.toContain('谋面');
    g.close();
    expect(g.notes('道')).toContain('谋面：【宫令】是 宫。');
  });

  it('l.860 在场 as 上帝使徒 (the opening cast): a role dealt to a character already out is 在场 too', () => {
    const g = table();
    kill(g, '宫');
    meet(g, '宫令');
    g.close();
    expect(g.notes('道')).toContain('谋面：【宫令】是 宫。');
  });

  it('l.860 若该身份不在场，获得该身份的技能: 女侠 (not dealt) — 惩奸除恶 is his that night (狼A frozen)', () => {
    const g = table();
    g.closeTo('午夜');
    expect(g.actFails('道', '惩奸除恶', ['狼A']).code).toBe('NOT_YOUR_SKILL');
    const h = table();
    night(h, {
      黄昏1: () => meet(h, '女侠'),
      午夜: () => h.act('道', '惩奸除恶', ['狼A']),
    });
    expect(h.notes('道').join('\n')).toContain('谋面：【女侠】不在场，你获得其技能<惩奸除恶>');
    expect(h.notes('狼A').join('\n')).toContain('冰冻');
  });

  it('l.860 一天: the next night the skill is gone (NOT_YOUR_SKILL)', () => {
    const g = table();
    night(g, { 黄昏1: () => meet(g, '女侠') });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('道', '惩奸除恶', ['狼A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('l.860 刷新至初始: his uses of the gained skill start at none — 女侠’s <限定> 惩奸除恶 is usable and counted to him', () => {
    const g = table();
    night(g, {
      黄昏1: () => meet(g, '女侠'),
      午夜: () => g.act('道', '惩奸除恶', ['狼A']),
    });
    expect(g.state.chars.find((c) => c.name === '道')?.uses.punish).toBe(1);
  });

  it('l.860 每个身份只能选择一次, and only a 村民阵营 or 狼人阵营 role (INVALID_INPUT)', () => {
    const g = table();
    night(g, { 黄昏1: () => meet(g, '宫令') });
    day(g);
    expect(
      g.fails({ type: 'SubmitAction', actor: '道', skill: '谋面', targets: [], choice: '宫令' }, 'player:道')
        .code,
    ).toBe('INVALID_INPUT');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '道', skill: '谋面', targets: [], choice: '炽天使' },
        'player:道',
      ).code,
    ).toBe('INVALID_INPUT');
    meet(g, '魔教教主');
  });

  it('l.992 胜: 除了千面人阵营的角色以外，只有谋面得知的角色存活 — 宫 and 魔 known, everyone else out', () => {
    const g = table();
    night(g, { 黄昏1: () => meet(g, '宫令') });
    day(g);
    night(g, { 黄昏1: () => meet(g, '魔教教主') });
    for (const n of ['帝', '贵', '娥', '婆', '妃', '雪', '狼A', '狼B']) kill(g, n);
    // 嫔 (not met) is still in
    expect(g.state.status).toBe('running');
    kill(g, '嫔');
    endPhase(g); // judged when the day is over (l.970)
    expect(g.state.winner?.faction).toBe('thousand_faces');
    expect(g.state.winner?.names).toEqual(['道']);
  });
});
