import { describe, expect, it } from 'vitest';
import { createFails, Game, morningOf, night, SEATS12, TABLE12 } from './given';
import { day, opening } from './tables';

// [121] 村民阵营 36 女巫学徒 (file 000 l.183–185):
//   实验——女巫使用过任意药或女巫死亡的下一个游戏日夜晚，可指定其中一种药进行研发，骰子判定4-6为研发成功，当夜即获得该药可使用，1-3为研发
//   失败，实验室爆炸死亡，有学徒必有女巫，有女巫不一定有学徒。
//   女巫的爱护——第一次实验如果失败，学徒不会死亡。
// 总体流程 3 (16) 女巫学徒<实验>; (22) …女巫学徒炸死; 机械狼 学习 (l.342): 如真女巫学徒研发成功，获得真女巫学徒研发的药物，否则无事发生.
// Readings (the role file): that night only; the submission names the potion and its target, the die (an event) decides.

/** The 12-seat table with 民C the apprentice, seeded, night 1 open. */
function table(seed: string, extra: Record<string, string> = {}): Game {
  const g = Game.create({ ...TABLE12, 民C: '女巫学徒', ...extra }, { seed });
  g.start(SEATS12);
  if (g.state.phase.day === 1) day(g);
  return g;
}

const die = (g: Game, n: number): number => {
  const e = g.log.filter((x) => x.type === 'RandomDrawn' && /experiment/.test(x.data.purpose))[n];
  return e?.type === 'RandomDrawn' ? (e.data.outcome as number) : 0;
};

/** A seed whose first experiment rolls as wanted (success 4–6 or failure 1–3), the witch poisoning 狼C on night 1. */
function rolled(success: boolean, extra: Record<string, string> = {}, mech?: (g: Game) => void): Game {
  for (let i = 0; i < 60; i++) {
    const g = table(`lab-${i}`, extra);
    mech?.(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
    day(g);
    night(g, { n60: () => g.act('民C', '实验', ['狼B'], '毒药') });
    if (die(g, 0) >= 4 === success) return g;
  }
  throw new Error('no seed');
}

describe('女巫学徒 有学徒必有女巫', () => {
  it('dealt without a 女巫: SETUP_CONSTRAINT; a 女巫 without a 学徒 is fine', () => {
    const roles = { ...TABLE12, 巫: '村民', 民C: '女巫学徒' };
    const e = createFails(roles);
    expect(e.code).toBe('SETUP_CONSTRAINT');
    expect(e.message).toContain('有女巫学徒必有女巫');
    expect(table('lab-0').state.status).toBe('running');
  });
});

describe('女巫学徒 实验', () => {
  it('not before the 女巫 used a potion or went out (SKILL_NOT_USABLE)', () => {
    const g = table('lab-0');
    g.closeTo('n60');
    expect(g.actFails('民C', '实验', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('骰子判定4-6为研发成功，当夜即获得该药可使用: the 毒药 researched puts its target out that night', () => {
    const g = rolled(true);
    expect(g.alive('狼B')).toBe(false);
    expect(morningOf(g, 3)).toContain('昨夜出局：狼B。');
    expect(g.notes('民C').at(-1)).toMatch(/^实验：骰子[456]，研发成功/);
  });

  it('1-3为研发失败…女巫的爱护: the first failure is not fatal, nothing else happens', () => {
    const g = rolled(false);
    expect(g.outs()).toEqual(['狼C']);
    expect(g.notes('民C').at(-1)).toContain('女巫的爱护');
  });

  it('实验室爆炸死亡: a second failure puts the apprentice out', () => {
    for (let i = 0; i < 80; i++) {
      const g = table(`lab2-${i}`);
      night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
      day(g);
      night(g, { n60: () => g.act('民C', '实验', ['狼B'], '毒药') });
      if (die(g, 0) >= 4) continue;
      day(g);
      // the 女巫 went out: the night after, an experiment again
      night(g, { n60: () => g.act('狼A', '杀人', ['巫']) });
      day(g);
      night(g, { n60: () => g.act('民C', '实验', ['狼B'], '救药') });
      if (die(g, 1) >= 4) continue;
      expect(g.alive('民C')).toBe(false);
      return;
    }
    throw new Error('no seed');
  });

  it('下一个游戏日夜晚: that night only — two nights after the potion, refused', () => {
    const g = table('lab-0');
    night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
    day(g);
    night(g);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '实验', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('救药: a success saves the wolves\u2019 target that night', () => {
    for (let i = 0; i < 60; i++) {
      const g = table(`lab3-${i}`);
      night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
      day(g);
      night(g, {
        n60: () => {
          g.act('狼A', '杀人', ['民A']);
          g.act('民C', '实验', ['民A'], '救药');
        },
      });
      if (die(g, 0) < 4) continue;
      expect(g.alive('民A')).toBe(true);
      return;
    }
    throw new Error('no seed');
  });

  it('机械狼 学习 女巫学徒 (l.342): 如真女巫学徒研发成功，获得…药物，否则无事发生', () => {
    const seen = new Set<boolean>();
    for (let i = 0; i < 60 && seen.size < 2; i++) {
      const g = table(`lab4-${i}`, { 狼B: '机械狼' });
      opening(g, () => g.act('狼B', '学习', ['民C']));
      night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
      day(g);
      night(g, { n60: () => g.act('民C', '实验', ['民A'], '毒药') });
      const success = die(g, 0) >= 4;
      if (seen.has(success)) continue;
      seen.add(success);
      day(g);
      g.closeTo('n60');
      if (success) {
        g.act('狼B', '毒药', ['预']);
        g.closeNight();
        expect(g.alive('预')).toBe(false);
      } else expect(g.actFails('狼B', '毒药', ['预']).code).toBe('NOT_YOUR_SKILL');
    }
    expect(seen.size).toBe(2);
  });
});
