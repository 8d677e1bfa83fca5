import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, night, started211, TABLE211, table211 } from './table';

// [211] 飘零 · 不定身份 5 复仇者（女） (file 001 l.914–920):
//   l.915 寻仇<强制> —— 第一个对你进行如下操作的角色将变为你的仇人，你得知仇人是谁，并加入仇人对立的阵营并跟随变动（若为三方或不定，则从狼或好人
//   随机选一），并获得仅针对仇人的[不死]状态（如果仇人投票给了你，你即使是最高票也不会出局），但不得知加入了什么阵营。
//   1，第一个对你投出人票且有效的。 2，第一个对你使用[非开局]的[指定]技能的。
//   l.918 雪恨<强制> —— 若仇人出局，复仇者获得造成仇人出局的那个角色的身份技能并刷新至初始。若仇人是被公投出局，复仇者获得仇人的身份技能并刷新至初始。
//   l.920 怀孕技能[强制]——你可以确立两个仇人，但阵营只会跟随第一个仇人变化。

// 嫔 is the 复仇者; no 皇帝 and no 贵妃 (临幸, 宠溺 drawn when missed) unless a test needs him
const CALM = { ...NO_EMPEROR, 贵: '村民', 嫔: '复仇者' };
const table = (swap: Record<string, string> = {}) => table211({ ...CALM, ...swap }, { constraints: false });
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
const told = (g: Game) => g.notes('嫔').join('\n');
/** The [群内] drawn as the source of the night's 杀人 (l.470 若[杀人]需要判定技能来源，则随机一群内成为该技能的来源). */
const killSource = (g: Game) =>
  g.log
    .filter(
      (e) =>
        e.type === 'RandomDrawn' && String((e.data as { purpose: string }).purpose).includes('kill:source'),
    )
    .at(-1)?.data as { outcome: string } | undefined;
/** the day closes with these votes cast in this order, every other living character 弃权 */
const closeDay = (g: Game, votes: [string, string][]) => {
  for (const [v, t] of votes) g.vote(v, t);
  for (const c of g.state.chars) if (c.alive && !votes.some(([v]) => v === c.name)) g.vote(c.name, '弃权');
  g.close();
};

describe('复仇者', () => {
  it('starts with no faction (不定阵营)', () => {
    expect(faction(table(), '嫔')).toBe('undetermined');
  });

  it('l.915 1，第一个对你投出人票且有效的: 狼A first, then 宫 — 狼A is the enemy (told); she joins 村民阵营, not told so', () => {
    const g = table();
    g.closeNight();
    closeDay(g, [
      ['狼A', '嫔'],
      ['宫', '嫔'],
      ['狼B', '婆'],
      ['魔', '婆'],
      ['妃', '婆'],
    ]);
    expect(told(g)).toContain('寻仇：狼A 是你的仇人。');
    expect(told(g)).not.toContain('宫 是你的仇人');
    expect(faction(g, '嫔')).toBe('village');
    expect(told(g)).not.toContain('你的阵营转变为');
  });

  it('l.915 如果仇人投票给了你，你即使是最高票也不会出局 — the next day, top without the enemy’s vote, she is out', () => {
    const g = table();
    g.closeNight();
    closeDay(g, [
      ['狼A', '嫔'],
      ['狼B', '嫔'],
      ['魔', '嫔'],
    ]);
    expect(g.alive('嫔')).toBe(true);
    g.closeNight();
    day(g, { 宫: '嫔', 娥: '嫔' });
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.915 2，第一个…[指定]技能: 宫’s 调令 (午夜) before 狼A’s 杀人 — 宫 is the enemy (she joins 狼人阵营), 狼A’s kill puts her out', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('宫', '调令', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(told(g)).toContain('寻仇：宫 是你的仇人。');
    expect(faction(g, '嫔')).toBe('wolves');
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.915 仅针对仇人的[不死]: the wolves’ kill first on her — its source (a [群内] drawn, l.470) is the enemy and that kill fails', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    const source = killSource(g)?.outcome as string;
    expect(['妃', '狼A', '狼B']).toContain(source);
    expect(told(g)).toContain(`寻仇：${source} 是你的仇人。`);
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.915 [非开局]: 月老’s opening 牵线 on her makes no enemy', () => {
    const roles = { ...TABLE211, ...CALM, 帝: '月老' };
    const g = started211(roles);
    g.act('帝', '月老牵线', ['嫔', '道']);
    g.close();
    day(g);
    g.closeNight();
    expect(told(g)).not.toContain('仇人');
  });

  it('l.915 若为三方或不定，则从狼或好人随机选一: the 开膛手’s kill first — a side drawn, his kill fails', () => {
    const g = table({ 道: '开膛手' });
    night(g, { 深夜2: () => g.act('道', '杀人', ['嫔']) });
    expect(told(g)).toContain('寻仇：道 是你的仇人。');
    expect(['village', 'wolves']).toContain(faction(g, '嫔'));
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.915 跟随变动: the enemy a 顺从的女仆 joining 村民阵营 by 顺从 → she moves to 狼人阵营', () => {
    const g = table({ 婆: '顺从的女仆' });
    g.closeNight();
    closeDay(g, [['婆', '嫔']]);
    expect(told(g)).toContain('寻仇：婆 是你的仇人。');
    g.closeNight();
    day(g, { 狼A: '宫', 狼B: '宫' });
    night(g, { 黄昏1: () => g.act('婆', '顺从', ['宫']) });
    expect(faction(g, '婆')).toBe('village');
    expect(faction(g, '嫔')).toBe('wolves');
  });

  it('l.918 若仇人是被公投出局，复仇者获得仇人的身份技能: 宫 (调令 on her) voted out → 调令 is hers', () => {
    const g = table();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.alive('宫')).toBe(false);
    night(g, { 午夜: () => g.act('嫔', '调令', ['狼A']) });
    expect(g.notes('狼A').join('\n')).toContain('冰冻');
  });

  it('l.918 获得造成仇人出局的那个角色的身份技能: 宫 killed by the 开膛手 → his 杀人 is hers', () => {
    const g = table({ 道: '开膛手' });
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    day(g);
    night(g, { 深夜2: () => g.act('道', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    expect(told(g)).toContain('雪恨：仇人 宫 已出局，你获得了【开膛手】的技能');
    day(g);
    night(g, { 深夜2: () => g.act('嫔', '杀人', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });

  it('l.920 怀孕技能: two enemies — the 皇帝’s 临幸 ([指定]) first, then the wolves’ 杀人 (its drawn source; it fails); the faction follows the first (狼人阵营)', () => {
    const g = table({ 帝: '贤明之君' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
    expect(told(g)).toContain('寻仇：帝 是你的仇人。');
    expect(faction(g, '嫔')).toBe('wolves');
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    const second = killSource(g)?.outcome as string;
    expect(told(g)).toContain(`寻仇：${second} 是你的仇人。`);
    expect(g.alive('嫔')).toBe(true);
    expect(faction(g, '嫔')).toBe('wolves');
    // no third enemy: 狼B’s kill puts her out
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      深夜2: () => g.act('狼B', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(false);
  });
});
