import { describe, expect, it } from 'vitest';
import { day, endPhase, Game, GENDERS211, NO_EMPEROR, night, SEATS211, TABLE211, table211 } from './table';

// [211] 【诸侯】1 占星师（女）（25） (file 001 l.780–786):
//   占星[早夜][指定] ——选择范围：一个任意角色和一个已出局任意角色。结算效果：反馈结算目标的[实际身份]，反馈格式为[选择目标1/2是XX身份]…
//   命运洪流[正午] —— 除竞选日外的游戏日白天，可以提交一份任意数量的马甲和实际身份的对应名单（可以包括已出局角色），若全部正确，则立刻公示
//   [命运洪流不可阻挡]，所有被猜对的角色立刻获得[沉默]状态并收到通知，持续至下一个[正午]阶段开始，以此法获得的[沉默]状态整局游戏只生效一次…
//   怀孕技能[深夜][指定]——选择范围：任意一名角色。结算效果：反馈结算目标的[实际身份]。
//   胜负判定 5、占星师：使用[命运洪流]猜对过场上全部马甲（包括已出局）对应身份。
// 宫 (女) is the 占星师.

const table = () => table211({ ...NO_EMPEROR, 宫: '占星师' });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('占星师', () => {
  it('a faction of its own (诸侯)', () => {
    expect(table().state.chars.find((c) => c.name === '宫')?.faction).toBe('astrologer');
  });

  it('占星: 反馈结算目标的[实际身份] — a living one (the target) and an out one (the choice); 实际, not a 雪隐 disguise', () => {
    const g = table();
    kill(g, '婆');
    night(g, {
      午夜: () => g.act('雪', '雪隐', ['魔'], '村民/村民阵营'),
      早夜1: () => g.act('宫', '占星', ['魔'], '婆'),
    });
    expect(g.notes('宫')).toContain('占星：魔是魔教教主。');
    expect(g.notes('宫')).toContain('占星：婆是孟婆。');
  });

  it('占星: the second must be out (INVALID_INPUT)', () => {
    const g = table();
    g.closeTo('早夜1');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '宫', skill: '占星', targets: ['魔'], choice: '嫔' },
        'player:宫',
      ).code,
    ).toBe('INVALID_INPUT');
  });

  it('命运洪流: 若全部正确，则立刻公示[命运洪流不可阻挡]，所有被猜对的角色立刻获得[沉默]…持续至下一个[正午]阶段开始 — their night skills are void', () => {
    const g = table();
    night(g);
    g.act('宫', '命运洪流', [], '贵=贵妃，狼A=狼人');
    expect(g.lastAnnouncement()).toBe('命运洪流不可阻挡。');
    expect(g.notes('贵').join('\n')).toContain('沉默');
    day(g);
    // 狼A silenced tonight: the group's 杀人 by 狼A is void; 贵's 宠溺 is void (贵妃 not 坚韧-ing 嫔)
    night(g, { 深夜2: () => expect(g.actFails('狼A', '杀人', ['嫔']).code).toBe('SKILL_NOT_USABLE') });
    expect(g.notes('狼A').join('\n')).toContain('沉默');
  });

  it('命运洪流: one wrong — nothing, nothing said', () => {
    const g = table();
    night(g);
    const n = g.announcements().length;
    g.act('宫', '命运洪流', [], '贵=贵妃，狼A=雪妖');
    expect(g.announcements()).toHaveLength(n);
    expect(g.notes('贵').join('\n')).not.toContain('沉默');
  });

  it('以此法获得的[沉默]状态整局游戏只生效一次: named right again, no second [沉默]', () => {
    const g = table();
    night(g);
    g.act('宫', '命运洪流', [], '贵=贵妃');
    day(g);
    night(g);
    g.act('宫', '命运洪流', [], '贵=贵妃');
    const silences = g.log.filter(
      (e) => e.type === 'StatusApplied' && e.data.target === '贵' && e.data.status === 'silence',
    );
    expect(silences).toHaveLength(1);
  });

  it('怀孕技能[深夜][指定]: 反馈结算目标的[实际身份] — after the 临幸', () => {
    const g = table211({ 宫: '占星师' });
    g.closeTo('深夜1');
    expect(g.actFails('宫', '怀孕技能', ['魔']).code).toBe('SKILL_NOT_USABLE');
    night(g);
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 深夜1: () => g.act('宫', '怀孕技能', ['魔']) });
    expect(g.notes('宫')).toContain('占星：魔是魔教教主。');
  });

  it('除竞选日外 (WRONG_PHASE on day 1)', () => {
    const g = Game.create(
      { ...TABLE211, ...NO_EMPEROR, 宫: '占星师' },
      { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
    );
    g.start(SEATS211);
    expect(g.actFails('宫', '命运洪流', []).code).toBe('WRONG_PHASE');
  });

  it('胜: 使用[命运洪流]猜对过场上全部马甲（包括已出局） — the last vests named, 占星师 wins', () => {
    const g = table();
    kill(g, '嫔');
    night(g);
    g.act('宫', '命运洪流', [], '帝=村民，贵=贵妃，娥=嫦娥，道=道教教主，婆=孟婆，嫔=嫔妃');
    expect(g.state.status).toBe('running');
    g.act('宫', '命运洪流', [], '妃=噬时狼妃，雪=雪妖，魔=魔教教主，狼A=狼人，狼B=狼人');
    // l.970 judged when the phase (正午) is over: the day's close
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('astrologer');
  });
});
