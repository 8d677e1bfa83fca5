import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 5 种狼:
//   种狼与狼人互知共群。杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
//   感染 <限定> ——游戏日夜晚里可将群内狼人的指杀改为选择一名玩家，将其天亮时感染（此感染女巫不可见，无视守护类技能）为狼人阵营（本身底牌不变，但失去原本技能，
//   被通灵为初始底牌，被验为查杀），但种狼将死亡，法官会公屏宣布有玩家被感染成了狼人. 种狼可独自选择感染目标。
//   (22) 注：…种狼感染优先级最高。
// Readings: the infected joins the wolves' group (被感染成了狼人) and is told; the 种狼 dies for using it.

const table = () => tableWith({ 狼C: '种狼', 民B: '通灵师' });

function infectNight(g: ReturnType<typeof table>, extra: { n40?: () => void; n90?: () => void } = {}) {
  night(g, {
    ...(extra.n40 ? { n40: extra.n40 } : {}),
    n60: () => {
      g.act('狼B', '杀人', ['民A']);
      g.act('狼C', '感染', ['预']);
    },
    ...(extra.n90 ? { n90: extra.n90 } : {}),
  });
}

describe('种狼 感染', () => {
  it('将群内狼人的指杀改为…感染: the group’s target lives; 但种狼将死亡', () => {
    const g = table();
    infectNight(g);
    expect(g.outs()).toEqual(['狼C']);
    expect(g.alive('民A')).toBe(true);
  });

  it('…为狼人阵营: the infected is told 你的阵营转变为狼人阵营 and joins the group', () => {
    const g = table();
    infectNight(g);
    expect(g.state.chars.find((c) => c.name === '预')?.faction).toBe('wolves');
    expect(g.notes('预')).toContain('你的阵营转变为狼人阵营。');
    expect(g.notes('预')).toContain('你的狼队友：狼A、狼B。');
    nextNight(g);
    night(g, { n60: () => g.act('预', '杀人', ['民A']) });
    expect(g.outs()).toContain('民A');
  });

  it('法官会公屏宣布有玩家被感染成了狼人', () => {
    const g = table();
    infectNight(g);
    expect(morningOf(g, 2)).toBe('第2天 公示\n昨夜出局：狼C。\n有玩家被感染成了狼人。');
  });

  it('此感染女巫不可见: her 通灵 sees no 指杀 that night', () => {
    const g = table();
    infectNight(g);
    expect(g.notes('巫')).toContain('通灵：今晚没有角色被指杀。');
  });

  it('无视守护类技能: a guard on the target does not stop it', () => {
    const g = table();
    infectNight(g, { n40: () => g.act('守', '守护', ['预']) });
    expect(g.state.chars.find((c) => c.name === '预')?.faction).toBe('wolves');
  });

  it('本身底牌不变，但失去原本技能: the infected seer has lost 预言; 通灵 reads 预言家, 预言 reads 查杀', () => {
    const g = table();
    const seer2 = tableWith({ 狼C: '种狼', 民B: '通灵师', 民A: '预言家' });
    for (const t of [g, seer2]) infectNight(t);
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('预', '预言', ['狼A']).code).toBe('SKILL_USED_UP');
    nextNight(seer2);
    night(seer2, {
      n60: () => {
        seer2.act('民B', '通灵', ['预']);
        seer2.act('民A', '预言', ['预']);
      },
    });
    expect(seer2.notes('民B')).toContain('通灵：预 的身份为【预言家】。');
    expect(seer2.notes('民A')).toContain('预言：预 的查验结果为<狼人阵营>。');
  });

  it('种狼可独自选择感染目标: no other wolf may submit it (NOT_YOUR_SKILL)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼B', '感染', ['预']).code).toBe('NOT_YOUR_SKILL');
  });

  it('种狼感染优先级最高: the 种狼 goes out before the night’s other deaths', () => {
    const g = table();
    infectNight(g, { n90: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.outs()).toEqual(['狼C', '狼A']);
  });
});
