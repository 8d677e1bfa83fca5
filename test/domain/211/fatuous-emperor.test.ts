import { describe, expect, it } from 'vitest';
import { day, Game, GENDERS211, night, SEATS211, TABLE211, table211 } from './table';

// [211] 【叛皇阵营】1 昏庸之君（皇帝）⑩ (file 001 l.480–485):
//   身份属性（不是技能）：皇帝常驻[不死]状态，且这个状态不会失去，收到的身份牌固定为[皇帝]，且所有永久负面状态都改为只持续一天。，昏庸之君还会
//   知晓所有狼队友名单。
//   临幸[黄昏][指定][强制]——(同贤明之君)
//   皇权（昏）[指定][正午][翻牌]—— 选择范围：任意一名角色，竞选日不可发动，并选择是否出局。结算效果：若选择出局，则结算目标受到[穿透]，否则无效果。
// 所有判定均不计算皇帝 (l.972). Reading: 选择是否出局 is whether the target goes out (his 不死 is never lost, and 美女画皮's copy of
// 皇权 is 昏庸之君's plus a self 致死伤害, l.720): he chooses the outcome a 贤明之君's 皇权 would show.

const table = () => table211({ 帝: '昏庸之君' });

describe('昏庸之君 身份属性', () => {
  it('收到的身份牌固定为[皇帝] — of 狼人阵营', () => {
    const g = table();
    expect(g.notes('帝')[0]).toBe('你的身份是【皇帝】，属于狼人阵营。');
  });

  it('昏庸之君还会知晓所有狼队友名单: every 狼人阵营 character, [群内] or not', () => {
    const g = table();
    expect(g.notes('帝').join('\n')).toContain('狼队友：妃、雪、魔、狼A、狼B。');
  });

  it('皇帝常驻[不死]状态: the vote does not put him out (平安日)', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g, { 贵: '帝', 宫: '帝', 嫔: '帝' });
    expect(g.alive('帝')).toBe(true);
  });

  it('临幸: as the other emperors — [怀孕], announced', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    expect(g.announcements().join('\n')).toContain('皇帝临幸了 贵');
  });
});

describe('昏庸之君 皇权（昏）[翻牌]', () => {
  it('竞选日不可发动 (WRONG_PHASE)', () => {
    const g = Game.create(
      { ...TABLE211, 帝: '昏庸之君' },
      { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
    );
    g.start(SEATS211);
    expect(g.actFails('帝', '皇权', ['贵']).code).toBe('WRONG_PHASE');
  });

  it('若选择出局，则结算目标受到[穿透] — whatever its faction; 公示 the card and the out', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    g.act('帝', '皇权', ['宫'], '出局');
    expect(g.alive('宫')).toBe(false);
    expect(g.announcements().slice(-2)).toEqual(['帝 翻牌：昏庸之君。', '宫 出局。']);
  });

  it('否则无效果 — the card is turned all the same', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    g.act('帝', '皇权', ['宫'], '不出局');
    expect(g.alive('宫')).toBe(true);
    expect(g.lastAnnouncement()).toBe('帝 翻牌：昏庸之君。');
  });

  it('[穿透]: a [坚韧] target stays (雪妖’s 雪隐 gave it)', () => {
    const g = table();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => g.act('雪', '雪隐', ['宫'], '村民；坚韧'),
    });
    g.act('帝', '皇权', ['宫'], '出局');
    expect(g.alive('宫')).toBe(true);
  });

  it('[翻牌]: not again once the card is turned (SKILL_NOT_USABLE); the choice is 出局 or 不出局 (INVALID_INPUT)', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '帝', skill: '皇权', targets: ['宫'], choice: '也许' },
        'player:帝',
      ).code,
    ).toBe('INVALID_INPUT');
    g.act('帝', '皇权', ['宫'], '不出局');
    expect(g.actFails('帝', '皇权', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });
});
