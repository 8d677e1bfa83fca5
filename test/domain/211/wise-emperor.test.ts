import { describe, expect, it } from 'vitest';
import { drawn } from '../121/tables';
import { day, Game, GENDERS211, morningOf, nextNight, night, SEATS211, TABLE211, table211 } from './table';

// [211] 【皇帝】1 贤明之君（皇帝）⑦:
//   身份属性（不是技能）：皇帝常驻[不死]状态，且这个状态不会失去，收到的身份牌固定为[皇帝]，且所有永久负面状态都改为只持续一天。
//   临幸[黄昏][指定][强制]——选择范围：任意一名其他女性角色，每个角色只能选择一次，此技能会公示使用情况和选择目标。
//   结算效果：结算目标获得[怀孕]状态，持续至下一个[黄昏]开始，并解锁使用其附带的怀孕技能，且临幸当晚会共群。
//   皇权[指定][正午][翻牌]—— 选择范围：任意一名角色，竞选日不可发动。结算效果：根据结算目标的[实际阵营]，结算下述效果：1此玩家为[叛皇阵营]，目标将受到[穿透]，
//   可留遗言 2此玩家为其他阵营或决斗[隐身]状态则无事发生。无论结果，讨论日正常继续。
//   [怀孕]：[沉默]+[遗忘]+[寡言]+[迷魂]，且会被公示。 投票: 若该角色持有[霸道]或[不死]状态，则不出局，公示平安日。
//   [翻牌]技能都会公示…是否有角色翻牌、是否有角色出局…翻牌技能也不公示发动的什么技能以及发动目标。
// 所有永久负面状态都改为只持续一天, [隐身] and 正午's hours: emperor-attributes.test.ts.

describe('贤明之君 身份属性', () => {
  it('收到的身份牌固定为[皇帝]', () => {
    const g = table211();
    expect(g.notes('帝')[0]).toBe('你的身份是【皇帝】，属于村民阵营。');
  });

  it('皇帝常驻[不死]状态: the wolves’ kill does not put him out', () => {
    const g = table211();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['帝']) });
    expect(g.alive('帝')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('…[不死]: voted top, he does not go out — 平安日', () => {
    const g = table211();
    night(g);
    day(g, { 狼A: '帝', 狼B: '帝', 雪: '帝' });
    expect(g.alive('帝')).toBe(true);
    expect(g.announcements().find((a) => a.startsWith('第2天 投票结果'))).toContain('无人出局，平安日。');
  });
});

describe('贤明之君 临幸', () => {
  it('结算目标获得[怀孕]状态…此技能会公示使用情况和选择目标 (at the end of 黄昏); she is told', () => {
    const g = table211();
    g.act('帝', '临幸', ['贵']);
    g.close(); // 黄昏1 closes
    expect(g.lastAnnouncement()).toBe('皇帝临幸了 贵，贵 获得[怀孕]状态。');
    expect(g.notes('贵')).toContain('你获得了[怀孕]状态，持续至第2夜开始。');
  });

  it('且临幸当晚会共群: each is told the other', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    expect(g.notes('贵')).toContain('临幸：今晚你与 帝 共群。');
    expect(g.notes('帝')).toContain('临幸：今晚你与 贵 共群。');
  });

  it('任意一名其他女性角色: not a man, not himself (ILLEGAL_TARGET)', () => {
    const g = table211();
    expect(g.actFails('帝', '临幸', ['道']).code).toBe('ILLEGAL_TARGET');
    expect(g.actFails('帝', '临幸', ['帝']).code).toBe('ILLEGAL_TARGET');
  });

  it('每个角色只能选择一次 (ILLEGAL_TARGET the second time)', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g);
    expect(g.actFails('帝', '临幸', ['贵']).code).toBe('ILLEGAL_TARGET');
  });

  it('[强制]: it cannot be declined; missed, a woman is drawn', () => {
    const g = table211();
    const e = g.fails(
      { type: 'SubmitAction', actor: '帝', skill: '临幸', targets: [], pass: true },
      'player:帝',
    );
    expect(e.code).toBe('SKILL_NOT_USABLE');
    g.close();
    const t = drawn<{ targets: string[] }>(g, 'timeout:favour').targets[0] as string;
    expect(GENDERS211[t]).toBe('女');
    expect(g.lastAnnouncement()).toBe(`皇帝临幸了 ${t}，${t} 获得[怀孕]状态。`);
  });

  it('[怀孕]＝[沉默]…: that night her own skills are void (the pregnant 宫令 freezes nobody)', () => {
    const g = table211();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: () => g.act('宫', '调令', ['狼A']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('[怀孕]…[迷魂]: her vote counts 0 the next day', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g, { 贵: '狼A', 宫: '狼B' });
    expect(g.outs()).toEqual(['狼B']);
  });

  it('持续至下一个[黄昏]开始: the status ends as the next night opens', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    expect(g.state.chars.find((c) => c.name === '贵')?.statuses.map((s) => s.id)).toContain('pregnant');
    day(g);
    expect(g.state.chars.find((c) => c.name === '贵')?.statuses.map((s) => s.id)).not.toContain('pregnant');
  });
});

describe('贤明之君 皇权[翻牌]', () => {
  it('竞选日不可发动 (WRONG_PHASE)', () => {
    const g = Game.create(TABLE211, { ruleset: '211', genders: GENDERS211, options: { autoCards: false } });
    g.start(SEATS211);
    expect(g.actFails('帝', '皇权', ['狼A']).code).toBe('WRONG_PHASE');
  });

  it('此玩家为[叛皇阵营]，目标将受到[穿透]，可留遗言；讨论日正常继续 — 公示: who revealed, who went out, not the skill', () => {
    const g = table211();
    night(g);
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
    expect(g.announcements().slice(-2)).toEqual(['帝 翻牌：贤明之君。', '狼A 出局。']);
    expect(g.state.phase.kind).toBe('day');
    g.words('狼A', '我是狼');
    expect(g.lastAnnouncement()).toBe('狼A 的遗言：我是狼');
  });

  it('此玩家为其他阵营…则无事发生 — the card is turned all the same', () => {
    const g = table211();
    night(g);
    g.act('帝', '皇权', ['贵']);
    expect(g.alive('贵')).toBe(true);
    expect(g.lastAnnouncement()).toBe('帝 翻牌：贤明之君。');
  });

  it('[穿透]: a [坚韧] wolf survives it (雪妖’s 雪隐 gave it)', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('雪', '雪隐', ['狼A'], '村民；坚韧') });
    g.act('帝', '皇权', ['狼A']);
    expect(g.alive('狼A')).toBe(true);
  });

  it('[翻牌]: 若[实际身份]已经公开则无法发动 (SKILL_NOT_USABLE the second time)', () => {
    const g = table211();
    night(g);
    g.act('帝', '皇权', ['贵']);
    expect(g.actFails('帝', '皇权', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    nextNight(g);
  });
});
