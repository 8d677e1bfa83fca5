import { describe, expect, it } from 'vitest';
import { voteWeight } from '../../../src/domain/engine/day';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import type { Game as G } from '../harness';
import {
  day,
  Game,
  GENDERS211,
  NO_EMPEROR,
  night,
  SEATS211,
  started211,
  TABLE211,
  table211,
  tallyOf,
} from './table';

// [211] file 001 l.82 标明<强制>的技能…若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效。
//   l.103 [遗忘]：…该状态下失去所有[强制]技能，持续生效的效果也会一并失去。 ([净化]/[业炎], [怀孕] hold [遗忘]: l.108–110)
// Reading (docs/rules-coverage.md rule_skill_tags): while a status takes the user's <强制> skills, the statuses those skills
// gave do not count; they count again when it ends. Each test below has its control: the same play without the [遗忘].
// The roles' own tests cover 健壮 (crown-prince), 同命 (phylactery), 追随 (fan), 背锅侠 (maidservant), 灭国之恨
// (former-dynasty-remnant), 母仪天下 (empress).

const status = (g: G, target: string, s: string, op: 'apply' | 'remove' = 'apply') =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status: s, op, reason: '测试' } });
const forget = (g: G, target: string) => status(g, target, '遗忘');
const kill = (g: G, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
/** 贵妃's 宠溺 (drawn if missed: a [坚韧] on the target these tests watch would stop its kill). */
const calm =
  (g: G, on = '婆') =>
  () =>
    g.act('贵', '宠溺', [on]);

function custom(swap: Record<string, string>, emperor = false): G {
  const roles = { ...TABLE211, ...(emperor ? {} : NO_EMPEROR), ...swap };
  return started211(roles);
}

describe('l.81 皇帝 临幸[强制] → [怀孕] (l.196; [怀孕] holds [迷魂]: 投票算作0票, l.107)', () => {
  /** 临幸 on 宫令 at 黄昏1; the 皇帝 forgotten at 早夜1 or not; her vote's weight the next day */
  const favoured = (forgotten: boolean) => {
    const g = table211({ 娥: '村民' });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      早夜1: () => {
        if (forgotten) forget(g, '帝');
      },
      午夜: calm(g),
    });
    expect(g.state.phase.kind).toBe('day');
    return voteWeight(g.state, ruleset211, '宫');
  };

  it('control: the pregnant 宫令’s vote counts 0', () => {
    expect(favoured(false)).toBe(0);
  });

  it('the 皇帝 under [遗忘]: the [怀孕] his 临幸 gave does not count — her vote counts 1', () => {
    expect(favoured(true)).toBe(1);
  });
});

describe('l.81 嫦娥 夜<强制> → 游戏日夜晚常驻[不死] (l.256)', () => {
  it('control: the wolves’ 杀人 does not put her out', () => {
    const g = table211({ ...NO_EMPEROR });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['娥']) });
    expect(g.alive('娥')).toBe(true);
  });

  it('under [遗忘]: no [不死] — the 杀人 puts her out', () => {
    const g = table211({ ...NO_EMPEROR });
    forget(g, '娥');
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['娥']) });
    expect(g.alive('娥')).toBe(false);
  });
});

describe('l.81 大天狗 天狗吞月<强制> → [霸道] on its targets (l.539)', () => {
  const eaten = (forgotten: boolean) => {
    const g = Game.create(
      { ...TABLE211, ...NO_EMPEROR, 狼B: '大天狗' },
      { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
    );
    g.start(SEATS211);
    g.act('狼B', '家国抉择', [], '远征');
    g.close();
    day(g);
    night(g, { 深夜1: () => g.act('狼B', '天狗吞月', ['贵', '宫', '娥', '道']) });
    if (forgotten) forget(g, '狼B');
    day(g, { 狼A: '道', 狼B: '道' });
    return g.alive('道');
  };

  it('control: the top vote on a [霸道] target puts nobody out', () => {
    expect(eaten(false)).toBe(true);
  });

  it('the 大天狗 under [遗忘]: the [霸道] he gave does not count — the target is voted out', () => {
    expect(eaten(true)).toBe(false);
  });
});

describe('l.81 警长 任职宣言<强制> → [独裁] (l.955)', () => {
  it('control: 12 living, the sheriff’s vote counts 3; under [遗忘] 1; when it ends, 3 again', () => {
    const g = table211({ ...NO_EMPEROR }, { votes: { 贵: '宫', 娥: '宫' } });
    night(g, { 黄昏1: () => g.act('宫', '任职宣言', [], '独裁') });
    expect(voteWeight(g.state, ruleset211, '宫')).toBe(3);
    forget(g, '宫');
    expect(voteWeight(g.state, ruleset211, '宫')).toBe(1);
    status(g, '宫', '遗忘', 'remove');
    expect(voteWeight(g.state, ruleset211, '宫')).toBe(3);
  });
});

describe('l.81 贼兄 齐心<强制> (l.496)', () => {
  const brothers = () => {
    const g = custom({ 狼A: '贼兄', 狼B: '贼弟', 嫔: '锦衣卫' });
    g.close();
    day(g);
    night(g);
    return g;
  };

  it('control: both vote 道 — 2 + 2', () => {
    const g = brothers();
    day(g, { 狼A: '道', 狼B: '道' });
    expect(tallyOf(g, 2).道).toBe(4);
  });

  it('贼兄 under [遗忘]: his +1 does not count — 1 + 2', () => {
    const g = brothers();
    forget(g, '狼A');
    day(g, { 狼A: '道', 狼B: '道' });
    expect(tallyOf(g, 2).道).toBe(3);
  });
});

describe('l.81 宗教老爷爷 异端处决[强制] → 票权+1 per heretic out (l.767)', () => {
  const grandpa = (forgotten: boolean) => {
    const g = custom({ 贵: '村民', 道: '宗教老爷爷' });
    g.act('道', '异端', ['贵', '宫', '娥', '嫔', '妃', '雪']);
    g.close();
    day(g);
    g.closeNight();
    kill(g, '贵');
    kill(g, '宫');
    if (forgotten) forget(g, '道');
    day(g, { 道: '狼B' });
    return tallyOf(g, 2).狼B;
  };

  it('control: two heretics out — his vote counts 3', () => {
    expect(grandpa(false)).toBe(3);
  });

  it('under [遗忘]: the 票权 it gave does not count — 1', () => {
    expect(grandpa(true)).toBe(1);
  });
});

describe('l.81 复仇者 寻仇<强制> → 仅针对仇人的[不死] (l.915)', () => {
  const avenged = (forgotten: boolean) => {
    const g = table211({ ...NO_EMPEROR, 贵: '村民', 嫔: '复仇者' }, { constraints: false });
    g.closeNight();
    // 狼A's vote is the first for her: the enemy
    for (const [v, t] of [
      ['狼A', '嫔'],
      ['狼B', '婆'],
    ] as const)
      g.vote(v, t);
    for (const c of g.state.chars) if (c.alive && !['狼A', '狼B'].includes(c.name)) g.vote(c.name, '弃权');
    g.close();
    expect(g.notes('嫔')).toContain('寻仇：狼A 是你的仇人。');
    if (forgotten) forget(g, '嫔');
    g.closeNight();
    // the enemy's vote with two others: top
    day(g, { 狼A: '嫔', 狼B: '嫔', 魔: '嫔' });
    return g.alive('嫔');
  };

  it('control: the enemy voted for her — top, not out', () => {
    expect(avenged(false)).toBe(true);
  });

  it('under [遗忘]: the [不死] does not count — out', () => {
    expect(avenged(true)).toBe(false);
  });
});

describe('l.81 直感<强制> → [坚韧] against 村民阵营 (舞姬, l.459)', () => {
  it('control: her own 共舞’s [穿透] on herself fails', () => {
    const g = table211({ ...NO_EMPEROR, 嫔: '舞姬' });
    night(g, { 午夜: calm(g, '娥'), 深夜2: () => g.act('嫔', '共舞', ['狼A', '狼B', '嫔']) });
    expect(g.alive('嫔')).toBe(true);
  });

  it('under [遗忘]: no [坚韧] — the [穿透] puts her out', () => {
    const g = table211({ ...NO_EMPEROR, 嫔: '舞姬' });
    forget(g, '嫔');
    night(g, { 午夜: calm(g, '娥'), 深夜2: () => g.act('嫔', '共舞', ['狼A', '狼B', '嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });
});

describe('l.81 弓腰姬 灵巧[强制] → 仅针对[叛皇阵营]的[不死] (l.411)', () => {
  it('control: the wolves’ 杀人 fails', () => {
    const g = table211({ ...NO_EMPEROR, 宫: '弓腰姬' });
    night(g, { 午夜: calm(g, '娥'), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(true);
  });

  it('under [遗忘]: no [不死] — the 杀人 puts her out', () => {
    const g = table211({ ...NO_EMPEROR, 宫: '弓腰姬' });
    forget(g, '宫');
    night(g, { 午夜: calm(g, '娥'), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
  });
});

describe('l.81 隐士 隐世<强制> → 常驻[隐身][迷魂] (l.278)', () => {
  it('control: the wolves’ 杀人 on him does not settle', () => {
    const g = table211({ ...NO_EMPEROR, 道: '隐士' });
    night(g, { 午夜: calm(g, '宫'), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(true);
  });

  it('under [遗忘]: no [隐身] — the 杀人 settles', () => {
    const g = table211({ ...NO_EMPEROR, 道: '隐士' });
    forget(g, '道');
    night(g, { 午夜: calm(g, '宫'), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
  });
});

describe('l.81 妖狐 化形[开局]<强制> → [不死] (l.773)', () => {
  const fox = (forgotten: boolean) => {
    const g = custom({ 嫔: '妖狐', 宫: '锦衣卫' });
    g.act('嫔', '化形', [], '嫦娥/村民阵营/不带刀');
    g.close();
    day(g);
    if (forgotten) forget(g, '嫔');
    night(g, { 午夜: calm(g, '娥'), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    return g.alive('嫔');
  };

  it('control: the wolves’ 指杀 does not put her out', () => {
    expect(fox(false)).toBe(true);
  });

  it('under [遗忘]: no [不死] — out', () => {
    expect(fox(true)).toBe(false);
  });
});

describe('l.81 贼弟 潜藏[开局]<强制> → his disguise (l.524)', () => {
  const probed = (forgotten: boolean) => {
    const g = custom({ 狼A: '贼兄', 狼B: '贼弟', 嫔: '锦衣卫' });
    g.act('狼B', '潜藏', [], '村民/村民阵营/不带刀');
    g.close();
    day(g);
    if (forgotten) forget(g, '狼B');
    night(g, { 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    return g.notes('嫔');
  };

  it('control: a 探查 reads the set role', () => {
    expect(probed(false)).toContain('探查：狼B是村民。');
  });

  it('under [遗忘]: the disguise does not count — the 探查 reads 贼弟', () => {
    expect(probed(true)).toContain('探查：狼B是贼弟。');
  });
});
