import { describe, expect, it } from 'vitest';
import { followsMaid } from './follow';
import { day, Game, GENDERS211, NO_EMPEROR, night, SEATS211, TABLE211 } from './table';

// [211] 飘零 · 不定身份 8 巫妖匣（男） (file 001 l.931–932):
//   同命[开局]<强制> —— 游戏开始时，巫妖匣需选择一个角色支持，并转入相同阵营，跟随该角色阵营变动，目标角色永久获得[不死]状态，巫妖匣出局时，
//   该[不死]状态失效，且目标角色还会连带受到[致死伤害]。
//   巫妖匣与炽天使不会同时出现 (l.845). 不定阵营（初始为无阵营） (l.875). 连带出局顺序: … 巫妖匣连带 … (l.1155).
//   行动顺序总集 开局: 巫妖匣 选择主人 (l.1020).

/** 道 is the 巫妖匣; the opening is open. */
function opening(swap: Record<string, string> = {}): Game {
  const g = Game.create(
    { ...TABLE211, ...NO_EMPEROR, 道: '巫妖匣', ...swap },
    { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
  );
  g.start(SEATS211);
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
  return g;
}

/** 同命 on `t`, the opening and the 竞选日 closed: night 1 is open. */
function bound(t: string): Game {
  const g = opening();
  g.act('道', '同命', [t]);
  g.close();
  day(g);
  return g;
}

const factionOf = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('巫妖匣 同命', () => {
  it('初始为无阵营 (不定阵营) until the opening', () => {
    expect(factionOf(opening(), '道')).toBe('undetermined');
  });

  it('转入相同阵营: a wolf supported — 巫妖匣 is 狼人阵营, told 你的阵营转变为狼人阵营', () => {
    const g = bound('狼A');
    expect(factionOf(g, '道')).toBe('wolves');
    expect(g.notes('道').join('\n')).toContain('你的阵营转变为狼人阵营');
  });

  it('目标角色永久获得[不死]状态: the wolves’ kill and the vote do not put it out', () => {
    const g = bound('嫔');
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
    day(g, { 狼A: '嫔', 狼B: '嫔' });
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效: a [遗忘] on 巫妖匣 lifts the [不死] 同命 gave 嫔', () => {
    const g = bound('嫔');
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '道', status: '遗忘', op: 'apply', reason: '测试' },
    });
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
    expect(g.alive('道')).toBe(true);
  });

  it('巫妖匣出局时，该[不死]状态失效，且目标角色还会连带受到[致死伤害]', () => {
    const g = bound('嫔');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.outs()).toEqual(['道', '嫔']);
  });

  it('by day: 巫妖匣 voted out, the supported one follows — 公示[其他原因]出局 (l.155), not 巫妖匣', () => {
    const g = bound('嫔');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['宫']) });
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.outs()).toEqual(['道', '嫔']);
    g.close(); // 黄昏 ends: its outs' 公示
    const said = g.announcements().join('\n');
    expect(said).toContain('[其他原因]：嫔。');
    expect(said).not.toContain('巫妖匣');
  });

  it('a missed choice is drawn (<强制>): someone is supported', () => {
    const g = opening();
    g.close();
    const held = g.state.chars.filter((c) => c.statuses.some((s) => s.id === 'phylactery_bond'));
    expect(held).toHaveLength(1);
    expect(factionOf(g, '道')).toBe(held[0]?.faction);
  });
});

describe('巫妖匣 跟随该角色阵营变动 (file 001 l.932)', () => {
  it('its master, a 顺从的女仆 (不定), joins 村民阵营 by 顺从 — the follower moves with it', () =>
    followsMaid('巫妖匣', '道', '同命'));
});
