import { describe, expect, it } from 'vitest';
import { fanOf, fanOpening, followsMaid } from './follow';
import { day, Game, GENDERS211, night, SEATS211, TABLE211 } from './table';

// [211] 飘零 · 不定身份 4 粉丝（女） (file 001 l.909–912):
//   追随[开局]<强制> —— 游戏开始前，粉丝需选择一个角色支持，该角色称为偶像，并转入相同阵营，跟随该角色阵营变动，粉丝永久获得[不死]状态，
//   偶像出局时，该[不死]状态失效，且粉丝还会连带受到[致死伤害]。
// 不定阵营（初始为无阵营） (l.875). 行动顺序总集 开局: 粉丝 选择主人 (l.1020).

const opening = fanOpening;
const idol = fanOf;
const factionOf = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('粉丝 追随', () => {
  it('初始为无阵营; 转入相同阵营 — told 你的阵营转变为狼人阵营', () => {
    expect(factionOf(opening(), '嫔')).toBe('undetermined');
    const g = idol('狼A');
    expect(factionOf(g, '嫔')).toBe('wolves');
    expect(g.notes('嫔').join('\n')).toContain('你的阵营转变为狼人阵营');
  });

  it('粉丝永久获得[不死]状态: the wolves’ kill and the vote do not put her out', () => {
    const g = idol('宫');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
    day(g, { 狼A: '嫔', 狼B: '嫔' });
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效: a [遗忘] on 粉丝 lifts her [不死]; on the idol, not', () => {
    const forget = (g: Game, target: string) =>
      g.ok({
        type: 'MakeRuling',
        ruling: { kind: 'status', target, status: '遗忘', op: 'apply', reason: '测试' },
      });
    const g = idol('宫');
    forget(g, '宫');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
    const h = idol('宫');
    forget(h, '嫔');
    night(h, { 午夜: () => h.act('贵', '宠溺', ['娥']), 深夜2: () => h.act('狼A', '杀人', ['嫔']) });
    expect(h.alive('嫔')).toBe(false);
  });

  it('偶像出局时，该[不死]状态失效，且粉丝还会连带受到[致死伤害] — by night', () => {
    const g = idol('宫');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.outs()).toEqual(['宫', '嫔']);
  });

  it('…by day: 公示[其他原因]出局 (l.155), not 粉丝', () => {
    const g = idol('宫');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']) });
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.outs()).toEqual(['宫', '嫔']);
    g.close(); // 黄昏 ends: its outs' 公示
    const said = g.announcements().join('\n');
    expect(said).toContain('[投票出局]：宫。\n[其他原因]：嫔。');
    expect(said).not.toContain('粉丝');
  });

  it('<强制>: a missed choice is drawn — an idol is followed', () => {
    const g = opening();
    g.close();
    const st = g.state.chars.find((c) => c.name === '嫔')?.statuses.find((s) => s.id === 'fan_undying');
    expect(st?.source).toBeTruthy();
    expect(factionOf(g, '嫔')).toBe(factionOf(g, st?.source as string));
  });
});

describe('粉丝 跟随该角色阵营变动 (file 001 l.910)', () => {
  it('its master, a 顺从的女仆 (不定), joins 村民阵营 by 顺从 — the follower moves with it', () =>
    followsMaid('粉丝', '嫔', '追随'));
});

describe('粉丝 怀孕技能 (file 001 l.912)', () => {
  /** With the 皇帝: 嫔 (粉丝) follows 宫; night 1 (黄昏1) open. */
  function followsWithEmperor(): Game {
    const g = Game.create(
      { ...TABLE211, 嫔: '粉丝' },
      { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
    );
    g.start(SEATS211);
    g.act('嫔', '追随', ['宫']);
    g.close();
    day(g);
    return g;
  }

  /** 临幸'd at night 1, her [怀孕] ends at night 2's 黄昏: night 2 is open after 黄昏1. */
  function pregnantFan(): Game {
    const g = followsWithEmperor();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']), 午夜: () => g.act('贵', '宠溺', ['娥']) });
    day(g);
    return g;
  }

  it('偶像出局导致粉丝连带出局时，这次偶像不会出局 — the wolves’ kill on the idol: 嫔 out, 宫 stays in', () => {
    const g = pregnantFan();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: () => g.act('贵', '宠溺', ['道']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.alive('宫')).toBe(true);
    expect(g.outs()).toEqual(['嫔']);
  });

  it('…by day: the idol voted out stays in; 嫔 因其他原因出局', () => {
    const g = pregnantFan();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: () => g.act('贵', '宠溺', ['道']) });
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.alive('宫')).toBe(true);
    expect(g.outs()).toEqual(['嫔']);
    g.close(); // 黄昏 ends: its outs' 公示
    expect(g.announcements().join('\n')).toContain('[投票出局]：无。\n[其他原因]：嫔。');
    expect(g.announcements().join('\n')).not.toMatch(/宫 [^\n]*出局/);
  });

  it('这次: once — with her out, the idol’s next out stands', () => {
    const g = pregnantFan();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: () => g.act('贵', '宠溺', ['道']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.outs()).toEqual(['嫔', '宫']);
  });

  it('not before her [怀孕] ends (遗忘 takes the <强制> skill): the idol killed on night 1 goes out, she follows', () => {
    const g = followsWithEmperor();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['嫔']),
      午夜: () => g.act('贵', '宠溺', ['娥']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.outs()).toEqual(['宫', '嫔']);
  });
});
