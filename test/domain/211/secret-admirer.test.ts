import { describe, expect, it } from 'vitest';
import { day, endPhase, Game, gendersOf, NO_EMPEROR, night, SEATS211, started211, TABLE211 } from './table';

// [211] 飘零 · 不定身份 9 暗恋者（女） (file 001 l.934–940):
//   l.935 跨越千里[强制]——游戏开局，距离你电梯楼最远的角色为你的暗恋对象[若有2人，则暗恋者在最远的两人中二选一]，你加入暗恋对象所在的阵营并跟随
//   变动，当你和暗恋对象为邻居时触发此技能，你所在的阵营直接获胜。
//   l.936 情书[正午]——游戏日正午发动后，你和主人在当天正午任何时候互相发送一条不超过50字的信息，并可以在之后的每个正午阶段都互相发送一次。
//   l.938–940 怀孕技能[强制]——暗恋对象若出局，暗恋者会收到通知，然后暗恋者选择一项：1，继承暗恋对象的技能两天 2，对造成暗恋对象出局的角色造成
//   [致死伤害]。
// 用语定义 电梯楼: 所有电梯楼相关效果都排除当前已出局成员，并且首尾算作相邻.

// seats 帝 贵 宫 娥 道 婆 嫔 妃 雪 魔 狼A 狼B (12): 嫔 (index 6) is farthest from 帝 (index 0) alone
const CALM = { ...NO_EMPEROR, 贵: '村民' };
function table(swap: Record<string, string>, who: string, crush: string, seats = SEATS211): Game {
  const roles = Object.fromEntries(seats.map((n) => [n, { ...TABLE211, ...CALM, ...swap }[n] as string]));
  const g = Game.create(roles, {
    ruleset: '211',
    genders: gendersOf(roles),
    options: { autoCards: false, ignoreSetupConstraints: true },
  });
  g.start(seats);
  g.act(who, '跨越千里', [crush]);
  g.close();
  day(g);
  return g;
}
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('暗恋者', () => {
  it('l.935 距离你电梯楼最远的角色: at 12 seats the one opposite — she joins its faction (told); another is refused', () => {
    const roles = { ...TABLE211, ...CALM, 嫔: '暗恋者' };
    const g = started211(roles);
    expect(g.actFails('嫔', '跨越千里', ['贵']).code).toBe('ILLEGAL_TARGET');
    g.act('嫔', '跨越千里', ['帝']);
    g.close();
    expect(faction(g, '嫔')).toBe('village');
    expect(g.notes('嫔').join('\n')).toContain('你的阵营转变为村民阵营');
  });

  it('l.935 若有2人，则暗恋者在最远的两人中二选一: at 11 seats 帝 or 贵', () => {
    const seats = SEATS211.filter((n) => n !== '狼B');
    const g = table({ 嫔: '暗恋者' }, '嫔', '贵', seats);
    expect(faction(g, '嫔')).toBe('village');
  });

  it('l.935 跟随变动: her 暗恋对象 a 顺从的女仆 (不定) joins 村民阵营 by 顺从 — she follows', () => {
    const g = table({ 嫔: '暗恋者', 帝: '顺从的女仆' }, '嫔', '帝');
    expect(faction(g, '嫔')).toBe('undetermined');
    g.closeNight();
    day(g, { 狼A: '宫', 狼B: '宫' });
    night(g, { 黄昏1: () => g.act('帝', '顺从', ['宫']) });
    expect(faction(g, '嫔')).toBe('village');
  });

  it('l.935 当你和暗恋对象为邻居时…你所在的阵营直接获胜: the seats between them out → 村民阵营 wins as the phase ends', () => {
    const g = table({ 嫔: '暗恋者' }, '嫔', '帝');
    for (const n of ['宫', '娥', '道', '婆']) kill(g, n);
    g.closeTo('早夜1'); // 黄昏 over: judged (l.970)
    expect(g.state.status).toBe('running');
    kill(g, '贵');
    // 直接获胜 (no other condition) — yet judged when the phase is over (l.970: only 屠城 at once)
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('village');
  });

  it('l.936 情书: her letter reaches him (unsigned); one a noon (SKILL_USED_UP); over 50 characters refused; he answers once she has written', () => {
    const g = table({ 嫔: '暗恋者' }, '嫔', '帝');
    g.closeNight();
    expect(g.actFails('帝', '情书').code).toBe('NOT_YOUR_SKILL');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '嫔', skill: '情书', targets: [], choice: '啊'.repeat(51) },
        'player:嫔',
      ).code,
    ).toBe('INVALID_INPUT');
    g.act('嫔', '情书', [], '今晚月色真美');
    expect(g.notes('帝')).toContain('你收到一封情书：今晚月色真美');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '嫔', skill: '情书', targets: [], choice: '再一封' },
        'player:嫔',
      ).code,
    ).toBe('SKILL_USED_UP');
    g.act('帝', '情书', [], '风也温柔');
    expect(g.notes('嫔')).toContain('你收到情书的回信：风也温柔');
    // 之后的每个正午阶段都互相发送一次
    day(g);
    g.closeNight();
    g.act('嫔', '情书', [], '明天见');
    g.act('帝', '情书', [], '好');
    expect(g.notes('嫔')).toContain('你收到情书的回信：好');
  });

  // 狼B (index 11) is the 暗恋者, 婆 (index 5) her 暗恋对象; 帝 is the 皇帝 (临幸)
  const pregnant = () => {
    const g = table({ 帝: '贤明之君', 狼B: '暗恋者' }, '狼B', '婆');
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['狼B']),
      深夜2: () => g.act('狼A', '杀人', ['婆']),
    });
    expect(g.alive('婆')).toBe(false);
    return g;
  };

  it('l.938 怀孕技能: 暗恋对象 out → she is told; 2，致死伤害 on the one who put it out (狼A), the next night', () => {
    const g = pregnant();
    expect(g.notes('狼B').join('\n')).toContain('暗恋对象 婆 已出局');
    day(g);
    night(g, {
      黄昏1: () => {
        g.act('帝', '临幸', ['贵']);
        g.act('狼B', '怀孕技能', [], '致死伤害');
      },
    });
    expect(g.alive('狼A')).toBe(false);
  });

  it('l.938 怀孕技能: 1，继承暗恋对象的技能 — 孟婆’s 还魂 is hers (she brings 婆 back)', () => {
    const g = pregnant();
    day(g);
    night(g, {
      黄昏1: () => {
        g.act('帝', '临幸', ['贵']);
        g.act('狼B', '怀孕技能', [], '继承');
      },
      凌晨1: () => g.act('狼B', '还魂', ['婆']),
    });
    expect(g.alive('婆')).toBe(true);
  });

  it('l.938 致死伤害 needs one who caused the out: 暗恋对象 voted out → refused (INVALID_INPUT); without the 临幸 nothing', () => {
    const g = table({ 帝: '贤明之君', 狼B: '暗恋者' }, '狼B', '婆');
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']) });
    day(g, { 狼A: '婆', 妃: '婆' });
    expect(g.alive('婆')).toBe(false);
    g.act('帝', '临幸', ['贵']);
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '狼B', skill: '怀孕技能', targets: [], choice: '致死伤害' },
        'player:狼B',
      ).code,
    ).toBe('INVALID_INPUT');
    const h = table({ 狼B: '暗恋者' }, '狼B', '婆');
    night(h, { 深夜2: () => h.act('狼A', '杀人', ['婆']) });
    expect(h.notes('狼B').join('\n')).not.toContain('暗恋对象 婆 已出局');
  });
});
