import { describe, expect, it } from 'vitest';
import { night, ruling } from './given';
import { day, opening, tableWith } from './tables';

// [121] 狼人阵营 17 食尸鬼 (file 000 l.266–273):
//   食尸鬼与狼人不互知不共群，食尸鬼被验为【狼人阵营】。食尸鬼不接刀。
//   食尸——游戏日夜晚可吞一名游戏日白天公布死亡玩家的尸体，可获得其技能不包括狼刀（该技能可立刻使用，并有效至下个游戏日夜晚开始前。）
//   特殊地 吞食机械狼和隐狼可获其表面身份技能 / 吞火狼，当夜可业炎一名玩家 / 吞白狼、大野狼，当夜可获得一次额外指杀机会。
//   如吞食非狼人阵营角色，食尸鬼将立即出局，并公示，且当夜群内狼队无法进行指杀。如食尸鬼发动食尸两次再吞食非狼人角色，将不再出局，
//   狼群也不受影响。
// 阴阳使者 l.177: 如被食尸鬼吃了尸体的则不能复活. Readings (the role file): bodies announced that day; eaten when n20 closes.

const table = () => tableWith({ 民C: '食尸鬼', 民B: '阴阳使者' });
const kill = (g: ReturnType<typeof table>, n: string) =>
  ruling(g, { kind: 'kill', target: n, reason: '测试' });

describe('食尸鬼', () => {
  it('与狼人不互知不共群: no pack note, no 杀人', () => {
    const g = table();
    expect(g.notes('民C').join('\n')).not.toMatch(/狼队友/);
    expect(g.notes('狼A').join('\n')).not.toContain('民C');
    g.closeTo('n60');
    expect(g.actFails('民C', '杀人', ['民A']).code).toBeTruthy();
  });

  it('被验为【狼人阵营】', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<狼人阵营>。');
  });

  it('食尸 a wolf\u2019s body: its skills but the 狼刀 at once (狼王 冲锋 kills), gone at the next night', () => {
    const g = table();
    night(g);
    day(g, { 预: '狼A', 巫: '狼A', 猎: '狼A', 守: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    night(g, {
      n20: () => g.act('民C', '食尸', ['狼A']),
      n60: () => {
        expect(g.actFails('民C', '杀人', ['民A']).code).toBeTruthy();
        g.act('民C', '冲锋', ['民A']);
      },
    });
    expect(g.notes('民C').some((n) => n.startsWith('食尸：你吞食了 狼A 的尸体，获得【狼王】的技能'))).toBe(
      true,
    );
    expect(g.alive('民A')).toBe(false);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '冲锋', ['羊']).code).toBeTruthy();
  });

  it('游戏日白天公布死亡玩家: a body out before that day is refused', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    day(g);
    night(g);
    day(g);
    night(g, { n20: () => expect(g.actFails('民C', '食尸', ['民A']).code).toBe('ILLEGAL_TARGET') });
  });

  it('如吞食非狼人阵营角色，食尸鬼将立即出局，并公示，且当夜群内狼队无法进行指杀', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    day(g);
    night(g, {
      n20: () => g.act('民C', '食尸', ['民A']),
      n60: () => {
        expect(g.alive('民C')).toBe(false);
        expect(g.announcements().join('\n')).toContain('民C 吞食了非狼人阵营角色的尸体，出局。');
        // refused or void: either way nobody dies of it
        g.run(
          { type: 'SubmitAction', actor: '狼B', skill: '杀人', targets: ['羊'], choice: null },
          'player:狼B',
        );
      },
    });
    expect(g.alive('羊')).toBe(true);
  });

  it('如被食尸鬼吃了尸体的则不能复活 (阴阳使者 l.177): the eaten body cannot be revived', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    day(g);
    night(g, {
      n20: () => g.act('民C', '食尸', ['民A']),
      n60: () => expect(g.actFails('民B', '复活', ['民A']).code).toBe('ILLEGAL_TARGET'),
    });
  });

  it('食尸两次再吞食非狼人角色，将不再出局，狼群也不受影响', () => {
    const g = tableWith({ 民C: '食尸鬼', 民B: '阴阳使者', 痴: '狼人' }, { constraints: false });
    night(g);
    kill(g, '狼A');
    day(g);
    night(g, { n20: () => g.act('民C', '食尸', ['狼A']) });
    kill(g, '狼B');
    day(g);
    night(g, { n20: () => g.act('民C', '食尸', ['狼B']) });
    kill(g, '民A');
    day(g);
    night(g, { n20: () => g.act('民C', '食尸', ['民A']), n60: () => g.act('狼C', '杀人', ['羊']) });
    expect(g.alive('民C')).toBe(true);
    expect(g.alive('羊')).toBe(false);
  });

  it('吞白狼、大野狼，当夜可获得一次额外指杀机会', () => {
    const g = tableWith({ 民C: '食尸鬼', 狼A: '大野狼' });
    night(g);
    day(g, { 预: '狼A', 巫: '狼A', 猎: '狼A', 守: '狼A' });
    night(g, { n20: () => g.act('民C', '食尸', ['狼A']), n60: () => g.act('民C', '额外指杀', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('吞食机械狼和隐狼可获其表面身份技能: a 隐狼 disguised as 预言家 gives 预言', () => {
    const g = tableWith({ 民C: '食尸鬼', 狼C: '隐狼' });
    opening(g, () => g.act('狼C', '伪装', [], '预言家'));
    night(g);
    day(g, { 预: '狼C', 巫: '狼C', 猎: '狼C', 守: '狼C' });
    expect(g.alive('狼C')).toBe(false);
    night(g, { n20: () => g.act('民C', '食尸', ['狼C']), n60: () => g.act('民C', '预言', ['狼A']) });
    expect(g.notes('民C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('食尸鬼不接刀: the pack all out, he holds no 杀人', () => {
    const g = table();
    night(g);
    for (const w of ['狼A', '狼B', '狼C']) kill(g, w);
    expect(g.state.status).toBe('running');
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '杀人', ['民A']).code).toBeTruthy();
  });

  it('吞火狼，当夜可业炎一名玩家: the seer burned that night has no 预言', () => {
    const g = tableWith({ 民C: '食尸鬼', 狼A: '赤狼' });
    night(g);
    day(g, { 预: '狼A', 巫: '狼A', 猎: '狼A', 守: '狼A' });
    night(g, {
      n20: () => g.act('民C', '食尸', ['狼A']),
      n40: () => g.act('民C', '业炎', ['预']),
      n60: () =>
        g.run(
          { type: 'SubmitAction', actor: '预', skill: '预言', targets: ['狼B'], choice: null },
          'player:预',
        ),
    });
    expect(g.notes('预').filter((n) => n.startsWith('预言：'))).toEqual([]);
  });
});
