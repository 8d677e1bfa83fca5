import { describe, expect, it } from 'vitest';
import { voteWeight } from '../../../src/domain/engine/day';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import type { Game as G } from '../harness';
import { day, NO_EMPEROR, night, started211, TABLE211, table211 } from './table';

// [211] file 001 l.103 [遗忘]：仅在角色持有[强制]技能时会得知，该状态下失去所有[强制]技能，持续生效的效果也会一并失去。
//   ([业炎/净化] l.108 and [怀孕] l.110 hold [遗忘].)
// Reading (docs/rules-coverage.md rule_skill_tags): a <强制> skill that acts through a hook (a vote at the close, an out, a
// status waiting for another's out) does not act while its holder is under [遗忘]; what happens meanwhile is not made up
// when the [遗忘] ends. Each test has its control: the same play without the [遗忘]. The statuses such skills gave (l.81)
// are test/domain/211/mandatory-statuses.test.ts's.

const status = (g: G, target: string, s: string, op: 'apply' | 'remove' = 'apply') =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status: s, op, reason: '测试' } });
const kill = (g: G, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
/** The table with `swap`, started (started211: set-up rules waived): the opening open. */
const opening = (swap: Record<string, string>): G => started211({ ...TABLE211, ...swap });

describe('复仇者 (l.914–918) under [遗忘]', () => {
  // 嫔 is the 复仇者; no 皇帝 and no 贵妃
  const table = (swap: Record<string, string> = {}) =>
    table211({ ...NO_EMPEROR, 贵: '村民', 嫔: '复仇者', ...swap }, { constraints: false });
  const told = (g: G) => g.notes('嫔').join('\n');

  const byVote = (forgotten: boolean) => {
    const g = table();
    g.closeNight();
    if (forgotten) status(g, '嫔', '遗忘');
    day(g, { 狼A: '嫔', 宫: '婆', 狼B: '婆' });
    return g;
  };

  it('control (l.915 1，第一个对你投出人票且有效的): 狼A’s vote makes him her enemy', () => {
    expect(told(byVote(false))).toContain('寻仇：狼A 是你的仇人。');
  });

  it('l.103 + l.915: under [遗忘] 寻仇<强制> makes no enemy of the vote — not told, her faction stays 不定', () => {
    const g = byVote(true);
    expect(told(g)).not.toContain('仇人');
    expect(g.state.chars.find((c) => c.name === '嫔')?.faction).toBe('undetermined');
  });

  /** 宫's 调令 makes 宫 her enemy; 嫔 forgotten or not as 宫 is voted out. */
  const revenge = (forgotten: boolean) => {
    const g = table();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    if (forgotten) status(g, '嫔', '遗忘');
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.alive('宫')).toBe(false);
    return g;
  };

  it('control (l.918 若仇人是被公投出局，复仇者获得仇人的身份技能): 宫 voted out → 调令 is hers', () => {
    expect(told(revenge(false))).toContain('雪恨：仇人 宫 已出局');
  });

  it('l.103 + l.918: under [遗忘] 雪恨<强制> gives nothing — not told, and 调令 stays out of reach after the [遗忘] ends', () => {
    const g = revenge(true);
    expect(told(g)).not.toContain('雪恨');
    status(g, '嫔', '遗忘', 'remove');
    expect(g.actFails('嫔', '调令', ['狼A']).code).toMatch(/SKILL|UNKNOWN|NOT/);
  });
});

describe('宗教老爷爷 异端处决 (l.767) under [遗忘]', () => {
  const HERETICS = ['贵', '宫', '娥', '嫔', '妃', '雪'];
  /** 道 the 宗教老爷爷; two heretics out by day 1 while he is forgotten or not; the [遗忘] ended before they count */
  const weight = (forgotten: boolean) => {
    const g = opening({ ...NO_EMPEROR, 贵: '村民', 道: '宗教老爷爷' });
    g.act('道', '异端', HERETICS);
    g.close();
    day(g);
    g.closeNight();
    if (forgotten) status(g, '道', '遗忘');
    kill(g, '贵');
    kill(g, '宫');
    if (forgotten) status(g, '道', '遗忘', 'remove');
    return voteWeight(g.state, ruleset211, '道');
  };

  it('control (每有一个异端出局，你的票权+1): two heretics out — his vote counts 3', () => {
    expect(weight(false)).toBe(3);
  });

  it('l.103 + l.767: heretics out while he is under [遗忘] are not counted — his vote counts 1 once it ends', () => {
    expect(weight(true)).toBe(1);
  });
});

describe('老将 破伤风 (l.245–246) under [遗忘]', () => {
  const calm = (g: G) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '嫔']);
  /** 宫 the 老将, killed by the wolves (forgotten or not); 妃 the first wolf below him */
  const tetanus = (forgotten: boolean) => {
    const g = table211({ ...NO_EMPEROR, 宫: '老将' });
    if (forgotten) status(g, '宫', '遗忘');
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.outs()).toEqual(['宫']);
    day(g);
    night(g, { 午夜: calm(g) });
    return g;
  };

  it('control: 妃 goes out at the next night’s 晨曦', () => {
    expect(tetanus(false).alive('妃')).toBe(false);
  });

  it('l.103 + l.245: the 老将 out under [遗忘] — no [破伤风], 妃 lives', () => {
    expect(tetanus(true).alive('妃')).toBe(true);
  });
});

describe('choices the text does not tag <强制> (l.304 护卫 模式选择[开局], l.766 宗教老爷爷 异端 身份属性)', () => {
  /** 道 in the given role, the opening open */
  const as = (role: string) => opening({ ...NO_EMPEROR, 贵: '村民', 道: role });

  it('l.103 仅在角色持有[强制]技能时会得知: the 护卫 (no <强制> skill) is not told his [遗忘]; the 宗教老爷爷 (异端处决<强制>) is', () => {
    const guard = as('护卫');
    status(guard, '道', '遗忘');
    expect(guard.notes('道').join('\n')).not.toContain('遗忘');
    const grandpa = as('宗教老爷爷');
    status(grandpa, '道', '遗忘');
    expect(grandpa.notes('道').join('\n')).toContain('遗忘');
  });

  it('需选择 still: the 模式选择 cannot be passed — refused, and not as a <强制> skill', () => {
    const g = as('护卫');
    const e = g.fails(
      { type: 'SubmitAction', actor: '道', skill: '模式选择', targets: [], pass: true },
      'player:道',
    );
    expect(e.message).toContain('不能放弃发动');
    expect(e.message).not.toContain('强制');
  });
});

describe('老鸨 欺诈天下 (l.585) under [遗忘]', () => {
  const calm = (g: G) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '道']);
  /** 狼B the 老鸨, voted out on day 2 (forgotten or not); that night the wolves kill 妃 */
  const deceive = (forgotten: boolean) => {
    const g = opening({ 帝: '村民', 狼B: '老鸨', 嫔: '锦衣卫' });
    g.close();
    day(g);
    night(g, { 午夜: calm(g) });
    if (forgotten) status(g, '狼B', '遗忘');
    const votes = Object.fromEntries(
      g.state.chars.filter((c) => c.alive && c.name !== '狼B').map((c) => [c.name, '狼B']),
    );
    day(g, votes);
    expect(g.alive('狼B')).toBe(false);
    return g;
  };

  it('control: out, she is asked to set the disguises; missed, the 狼人阵营 still hold [不死] that night (妃 lives)', () => {
    const g = deceive(false);
    expect(g.notes('狼B').join('\n')).toMatch(/欺诈天下：请设定/);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['妃']) });
    expect(g.alive('妃')).toBe(true);
  });

  it('l.103 + l.585: out under [遗忘] — not asked, cannot set them, no [不死]: the 杀人 puts 妃 out', () => {
    const g = deceive(true);
    expect(g.notes('狼B').join('\n')).not.toMatch(/欺诈天下/);
    night(g, {
      黄昏1: () => expect(g.actFails('狼B', '欺诈天下').code).toMatch(/[A-Z_]+/),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['妃']),
    });
    expect(g.alive('妃')).toBe(false);
  });
});

describe('老将 破伤风 (l.245–246): its [破伤风] once given (l.81 with l.103)', () => {
  const calm = (g: G) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '嫔']);
  /** 宫 the 老将, killed by the wolves on night 1; on day 2 (his out public, 妃 holding [破伤风]) he is forgotten or not */
  const strike = (forgotten: boolean) => {
    const g = table211({ ...NO_EMPEROR, 宫: '老将' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    if (forgotten) status(g, '宫', '遗忘');
    day(g);
    night(g, { 午夜: calm(g) });
    return g;
  };

  it('control: 妃 goes out at the next 晨曦', () => {
    expect(strike(false).alive('妃')).toBe(false);
  });

  it('l.103 + l.246: the 老将 under [遗忘] — the [破伤风] he gave does not strike, 妃 lives', () => {
    expect(strike(true).alive('妃')).toBe(true);
  });
});
