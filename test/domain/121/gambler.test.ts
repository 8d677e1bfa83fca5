import { describe, expect, it } from 'vitest';
import { Game } from '../harness';
import { night, ruling, smallTable, winner } from './given';
import { day, opening, SEATS12, TABLE12, tableWith } from './tables';

// [121] 三方阵营 4 赌徒 (file 000 l.391–399):
//   赌博 —— 游戏日夜晚，赌徒可以随机获得一个技能，获得的技能永久有效，除6外其余不可叠加但可刷新：骰子1 女巫技能（且可在得到或刷新当天可自救）
//   骰子2 狼人杀人技能 骰子3 通灵师的通灵技能 骰子4 守卫技能 骰子5 操纵月亮的女孩的操纵技能 骰子6 出人票加1票（此条可叠加）
//   赌徒胜利条件为单独存活，绝对不会失去掷骰子的能力，多个能力可同时使用，获得的技能行动轮次在真身份牌之后。赌徒被验为【非狼人阵营】，被通为赌徒。
// Readings (the role file): the die is cast when n20 closes (an event), the skill his that same night in its own window.

/** The 12-seat table with 民C the 赌徒, on night 1, his 赌博 submitted and n20 closed: the face and the game. */
function rolled(seed: string): { g: Game; face: number } {
  const g = Game.create({ ...TABLE12, 民C: '赌徒' }, { seed });
  g.start(SEATS12);
  day(g);
  g.act('民C', '赌博');
  g.closeTo('n40');
  const e = [...g.log]
    .reverse()
    .find((x) => x.type === 'RandomDrawn' && String(x.data.purpose).includes('gamble'));
  return { g, face: Number(e?.type === 'RandomDrawn' ? e.data.outcome : 0) };
}

/** A seeded game whose first 赌博 shows `face`. */
function withFace(face: number): Game {
  for (let i = 0; i < 200; i++) {
    const r = rolled(`gamble-${i}`);
    if (r.face === face) return r.g;
  }
  throw new Error(`no seed rolls ${face}`);
}

describe('赌徒', () => {
  it('赌博: the die is cast (an event) and he is told the face', () => {
    const { g, face } = rolled('gamble-x');
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(6);
    expect(g.notes('民C').some((n) => n.startsWith(`赌博：骰子${face}`))).toBe(true);
  });

  it('骰子1 女巫技能（且可在得到或刷新当天可自救）: killed that night, he saves himself', () => {
    const g = withFace(1);
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']), n90: () => g.act('民C', '救药', ['民C']) });
    expect(g.alive('民C')).toBe(true);
  });

  it('骰子1: his 毒药 puts one out', () => {
    const g = withFace(1);
    night(g, { n90: () => g.act('民C', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });

  it('骰子2 狼人杀人技能: a 指杀 of his own that same night', () => {
    const g = withFace(2);
    night(g, { n60: () => g.act('民C', '刀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('骰子3 通灵师的通灵技能: a surface role', () => {
    const g = withFace(3);
    night(g, { n60: () => g.act('民C', '通灵', ['狼A']) });
    expect(g.notes('民C')).toContain('通灵：狼A 的身份为【狼王】。');
  });

  it('骰子4 守卫技能: his 守护 stops the pack\u2019s kill', () => {
    const g = withFace(4);
    night(g, { n40: () => g.act('民C', '守护', ['民A']), n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(true);
  });

  it('骰子5 操纵: the manipulated seer gets no answer that night', () => {
    const g = withFace(5);
    night(g, {
      n40: () => g.act('民C', '操纵', ['预']),
      n60: () =>
        g.run(
          { type: 'SubmitAction', actor: '预', skill: '预言', targets: ['狼A'], choice: null },
          'player:预',
        ),
    });
    expect(g.notes('预').filter((n) => n.startsWith('预言：'))).toEqual([]);
  });

  it('骰子6 出人票加1票: his vote counts two', () => {
    const g = withFace(6);
    night(g);
    g.votes({ 民C: '民A', 狼A: '民B' });
    g.close();
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('民B')).toBe(true);
  });

  it('获得的技能永久有效: a skill gained on night 1 is still his on night 2', () => {
    const g = withFace(3);
    night(g);
    day(g);
    night(g, { n60: () => g.act('民C', '通灵', ['狼B']) });
    expect(g.notes('民C')).toContain('通灵：狼B 的身份为【狼人】。');
  });

  it('赌徒被验为【非狼人阵营】', () => {
    const { g } = rolled('gamble-y');
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
  });

  it('赌徒胜利条件为单独存活: the wolves out, a villager in, no win; the last other out, he wins alone', () => {
    const g = smallTable({ 赌: '赌徒', 狼: '狼人', 民A: '村民', 民B: '村民' });
    g.close();
    night(g);
    g.votes({ 赌: '狼', 民A: '狼', 民B: '狼' });
    g.close();
    expect(g.alive('狼')).toBe(false);
    expect(winner(g)).toBe(null);
    ruling(g, { kind: 'kill', target: '民A', reason: '测试' });
    ruling(g, { kind: 'kill', target: '民B', reason: '测试' });
    expect(winner(g)).toBe('gambler');
  });

  it('除6外其余不可叠加但可刷新: 骰子1 again refreshes the spent 毒药', () => {
    let found: Game | null = null;
    for (let i = 0; i < 400 && !found; i++) {
      const r = rolled(`gamble-${i}`);
      if (r.face !== 1) continue;
      const g = r.g;
      night(g, { n90: () => g.act('民C', '毒药', ['狼B']) });
      day(g);
      g.act('民C', '赌博');
      g.closeTo('n40');
      const again = g.notes('民C').filter((n) => n.startsWith('赌博：骰子1')).length === 2;
      if (again) found = g;
    }
    expect(found).not.toBeNull();
    const g = found as Game;
    g.closeTo('n90');
    g.act('民C', '毒药', ['狼C']);
    g.closeNight();
    expect(g.alive('狼C')).toBe(false);
  });

  it('机械狼 学习 赌徒 (l.324): 只能扔一次骰子，技能当夜有效', () => {
    const g = tableWith({ 民C: '赌徒', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    g.act('狼C', 'mech_gamble');
    g.closeTo('n40');
    expect(g.notes('狼C').some((n) => n.startsWith('赌博：骰子'))).toBe(true);
    const mine = () =>
      g.state.chars.find((c) => c.name === '狼C')?.statuses.filter((st) => st.id.startsWith('gamble_')) ?? [];
    // 技能当夜有效: the face's status ends with the night
    expect(mine().length).toBe(1);
    expect(mine()[0]?.until?.at).toBe('nightEnd');
    g.closeNight();
    expect(mine()).toEqual([]);
    day(g);
    // 只能扔一次骰子
    expect(g.actFails('狼C', 'mech_gamble').code).toBe('SKILL_USED_UP');
  });
});
