import { describe, expect, it } from 'vitest';
import { day, Game, gendersOf, NO_EMPEROR, night, started211, TABLE211, tallyOf } from './table';

// [211] 【叛皇阵营】3 贼兄[群内]（男）⑥ and 7 贼弟（男）⑦ (file 001 l.492–496, l.522–527):
//   贼兄: 与贼弟互知不共群，有贼兄必有贼弟。暴怒[深夜][指定]<限定> —— 选择范围：狼弟出局后，可选任意一名角色。结算效果：对结算目标造成[穿透]。
//         齐心<强制>——与狼弟投票给同一个角色时，自己投出的票数+1票计算。
//   贼弟: 与贼兄互知不共群，有贼弟必有贼兄。潜藏[开局]<强制>——游戏开局，贼弟可以设置自己的表面阵营，表面身份，表面带刀，[继承]发动后失效。
//         继承[早夜][指定]<限定><强制> —— 选择范围：狼兄出局后，或获取[群内]标签的当晚，可选任意一名角色，发动此技能后，若发动者是[狼人阵营]，
//         则获得[群内]标签。结算效果：对结算目标造成[致死伤害]。 齐心<强制>——与狼兄投票给同一个角色时，自己投出的票数+1票计算。
// (狼兄/狼弟 are their old names.) 行动顺序总集: 开局 贼弟 潜藏 (l.1022); 早夜2 贼弟 继承 (l.1060); 深夜2 贼兄 暴怒 (l.1102).

const ROLES = { ...TABLE211, ...NO_EMPEROR, 狼A: '贼兄', 狼B: '贼弟', 嫔: '锦衣卫' };

/** The opening is open (贼弟's 潜藏). */
function opening(roles: Record<string, string> = ROLES): Game {
  return started211(roles);
}

/** 潜藏 as given (or left to the deadline), then the 竞选日: night 1 is open. */
function table(disguise?: string): Game {
  const g = opening();
  if (disguise) g.act('狼B', '潜藏', [], disguise);
  g.close();
  day(g);
  return g;
}
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('贼兄 / 贼弟 互知不共群', () => {
  it('each is told the other; 贼兄 is [群内] (the group is told him), 贼弟 is not (no 杀人)', () => {
    const g = table();
    expect(g.notes('狼A').join('\n')).toContain('贼弟：狼B。');
    expect(g.notes('狼B').join('\n')).toContain('贼兄：狼A。');
    const told = g.notes('妃').find((n) => n.startsWith('你的狼队友'));
    expect(told).toContain('狼A');
    expect(told).not.toContain('狼B');
    g.closeTo('深夜2');
    expect(g.actFails('狼B', '杀人', ['宫']).code).toBe('NOT_YOUR_SKILL');
    g.act('狼A', '杀人', ['宫']);
  });

  it('有贼兄必有贼弟 / 有贼弟必有贼兄 (SETUP_CONSTRAINT)', () => {
    for (const [seat, role] of [
      ['狼A', '贼兄'],
      ['狼B', '贼弟'],
    ] as const)
      expect(() =>
        Game.create(
          { ...TABLE211, [seat]: role },
          { ruleset: '211', genders: gendersOf({ ...TABLE211, [seat]: role }) },
        ),
      ).toThrow(/SETUP_CONSTRAINT/);
  });
});

describe('齐心<强制>', () => {
  it('与狼弟投票给同一个角色时，自己投出的票数+1票计算 — both do: 2 + 2', () => {
    const g = table();
    night(g);
    day(g, { 狼A: '道', 狼B: '道', 宫: '贵' });
    expect(tallyOf(g, 2)).toEqual({ 道: 4, 贵: 1 });
  });

  it('apart: one each', () => {
    const g = table();
    night(g);
    day(g, { 狼A: '道', 狼B: '贵' });
    expect(tallyOf(g, 2)).toEqual({ 道: 1, 贵: 1 });
  });
});

describe('贼兄 暴怒<限定>', () => {
  it('狼弟出局后: not before (SKILL_NOT_USABLE)', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('狼A', '暴怒', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('对结算目标造成[穿透] — a [坚韧] target stays (黑暗守护); once (SKILL_USED_UP)', () => {
    const g = table();
    kill(g, '狼B');
    night(g, { 深夜2: () => g.act('狼A', '暴怒', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('狼A', '暴怒', ['贵']).code).toBe('SKILL_USED_UP');
  });

  it('[穿透]: [坚韧] stops it', () => {
    const g = table();
    kill(g, '狼B');
    night(g, { 午夜: () => g.act('魔', '黑暗守护', ['宫']), 深夜2: () => g.act('狼A', '暴怒', ['宫']) });
    expect(g.alive('宫')).toBe(true);
  });
});

describe('贼弟 潜藏 / 继承', () => {
  it('潜藏: 设置自己的表面阵营，表面身份，表面带刀 — a 探查 reads the set role', () => {
    const g = table('村民/村民阵营/不带刀');
    night(g, { 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(g.notes('嫔')).toContain('探查：狼B是村民。');
  });

  it('继承: 狼兄出局后 only (SKILL_NOT_USABLE before)', () => {
    const g = table();
    g.closeTo('早夜2');
    expect(g.actFails('狼B', '继承', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('继承: 对结算目标造成[致死伤害] (through [坚韧]); 获得[群内]标签 — that night’s 杀人 is his to share', () => {
    const g = table();
    kill(g, '狼A');
    night(g, {
      早夜2: () => g.act('狼B', '继承', ['宫']),
      深夜2: () => g.act('狼B', '杀人', ['婆']),
    });
    expect(g.outs()).toEqual(['狼A', '婆', '宫']);
  });

  it('或获取[群内]标签的当晚: 梁山头目’s 归途 at 黄昏 — 继承 that night’s 早夜, 贼兄 still in', () => {
    const g = opening({ ...ROLES, 魔: '梁山头目' });
    g.close();
    day(g);
    night(g, {
      黄昏1: () => g.act('魔', '归途', ['狼B']),
      早夜2: () => g.act('狼B', '继承', ['宫']),
      午夜: () => g.act('贵', '宠溺', ['娥']),
    });
    expect(g.outs()).toEqual(['宫']);
    expect(g.alive('狼A')).toBe(true);
  });

  it('[继承]发动后失效: the 潜藏 disguise is gone the night after', () => {
    const g = table('村民/村民阵营/不带刀');
    kill(g, '狼A');
    night(g, { 早夜2: () => g.act('狼B', '继承', ['宫']) });
    day(g);
    night(g, { 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(g.notes('嫔')).toContain('探查：狼B是贼弟。');
  });

  it('<强制>: missed, a target is drawn; <限定>: once', () => {
    const g = table();
    kill(g, '狼A');
    night(g);
    expect(g.outs()).toHaveLength(2);
    day(g);
    g.closeTo('早夜2');
    expect(g.actFails('狼B', '继承', ['贵']).code).toBe('SKILL_USED_UP');
  });
});
