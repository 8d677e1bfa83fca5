import { describe, expect, it } from 'vitest';
import { day, endPhase, Game, gendersOf, NO_EMPEROR, night, started211, TABLE211, table211 } from './table';

// [211] 【诸侯】4 明光神姬（女）（30） and 5 暗夜魔君（男）（30） (file 001 l.778–795):
//   l.779/l.791 身份属性：有光必有暗，光暗为同一阵营，共享胜利条件，且不会因为任何技能改变阵营归属，当双方任意一方出局时，另外一方会获得通知[光/暗已出局]。
//   l.780 寻觅[黄昏] —— 游戏日黄昏，可向导演提交暗的马甲，如此玩家为暗，则光暗建群，互知。
//   l.781 光明守护[午夜] —— 可在光/暗中选择守护一名玩家，该角色下一个白天开始获得[不死]状态，持续至黄昏结束，不能连续两晚选择同一个人
//   l.782–784 光明狩猎[晨曦][黄昏][指定] —— 在暗尚存活时，出局后下一个可发动技能的时点，选择任意一名角色。结算效果：结算目标承受[致死伤害]。
//   l.785–786 继承黑夜[深夜]<限定>[指定] —— 暗出局后，可选任意角色。结算效果：结算目标承受[指杀]。
//   l.792–793 黑夜狩猎[深夜][指定] —— 偶数日夜晚，可选任意角色，光出局后，去除偶数日夜晚限制。结算效果：结算目标承受[指杀]
//   l.794 黑暗守护[午夜] —— 可在光/暗中选择守护一名玩家，该角色当晚获得[不死]状态，持续至夜晚结束，不能连续两晚选择同一个人
//   l.795 胜利条件：屠城 (胜负判定 l.993 3、双子光暗：屠城)
// l.888 月老: 如果情侣之一是皇帝，间谍，上帝使徒，双子星…链接情侣无效，丘比特加入村民阵营.

// 道 is 明光神姬 (光), 婆 暗夜魔君 (暗); no 皇帝 and no 贵妃 (their 临幸 and 宠溺 are drawn when missed)
const CALM = { ...NO_EMPEROR, 贵: '村民' };
const table = (swap: Record<string, string> = {}) =>
  table211({ ...CALM, 道: '明光神姬', 婆: '暗夜魔君', ...swap }, { constraints: false });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('明光神姬 / 暗夜魔君', () => {
  it('l.779 光暗为同一阵营 (光暗阵营, a faction of their own)', () => {
    const g = table();
    expect(g.state.chars.find((c) => c.name === '道')?.faction).toBe('twins');
    expect(g.state.chars.find((c) => c.name === '婆')?.faction).toBe('twins');
  });

  it('l.779 有光必有暗: 明光神姬 dealt without 暗夜魔君 is refused (SETUP_CONSTRAINT); with him it deals', () => {
    const bad = { ...TABLE211, 贵: '明光神姬', 狼B: '粉丝' };
    expect(() => Game.create(bad, { ruleset: '211', genders: gendersOf(bad) })).toThrow(/SETUP_CONSTRAINT/);
    const fine = { ...TABLE211, 贵: '明光神姬', 狼B: '暗夜魔君' };
    expect(() => Game.create(fine, { ruleset: '211', genders: gendersOf(fine) })).not.toThrow();
  });

  it('l.779 不会因为任何技能改变阵营归属: 月老 linking 光 is void (双子星) — 月老 joins 村民阵营, 光 stays', () => {
    const roles = { ...TABLE211, ...CALM, 道: '明光神姬', 婆: '暗夜魔君', 帝: '月老' };
    const g = started211(roles);
    g.act('帝', '月老牵线', ['道', '嫔']);
    g.close();
    expect(g.state.chars.find((c) => c.name === '道')?.faction).toBe('twins');
    expect(g.state.chars.find((c) => c.name === '帝')?.faction).toBe('village');
    expect(g.notes('道').join('\n')).not.toContain('真爱情侣');
  });

  it('l.779 任意一方出局时，另外一方会获得通知[光/暗已出局]', () => {
    const g = table();
    kill(g, '婆');
    expect(g.notes('道')).toContain('暗已出局。');
    const h = table();
    kill(h, '道');
    expect(h.notes('婆')).toContain('光已出局。');
  });

  it('l.780 寻觅: naming 暗 groups the two, both told; a wrong name gives nothing', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('道', '寻觅', ['嫔']) });
    expect(g.notes('道').join('\n')).not.toContain('寻觅');
    day(g);
    night(g, { 黄昏1: () => g.act('道', '寻觅', ['婆']) });
    expect(g.notes('婆').join('\n')).toContain('寻觅：婆 是暗，光暗建群');
    expect(g.notes('道').join('\n')).toContain('寻觅：婆 是暗，光暗建群');
  });

  it('l.781 光明守护 (暗): [不死] from the next day — not that night (the kill puts him out)', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('道', '光明守护', [], '暗'),
      深夜2: () => g.act('狼A', '杀人', ['婆']),
    });
    expect(g.alive('婆')).toBe(false);
  });

  it('l.781 光明守护: the next day the top vote does not put 暗 out (平安日)', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', [], '暗') });
    day(g, { 狼A: '婆', 狼B: '婆', 魔: '婆' });
    expect(g.alive('婆')).toBe(true);
  });

  it('l.781 不能连续两晚选择同一个人: 暗 again the next night is refused, 光 is fine; a choice other than 光/暗 is refused', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', [], '暗') });
    day(g);
    g.closeTo('午夜');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '道', skill: '光明守护', targets: [], choice: '暗' },
        'player:道',
      ).code,
    ).toBe('SAME_TARGET_AS_LAST_NIGHT');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '道', skill: '光明守护', targets: [], choice: '嫔' },
        'player:道',
      ).code,
    ).toBe('INVALID_INPUT');
    g.act('道', '光明守护', [], '光');
  });

  it('l.794 黑暗守护 (光): [不死] that night — the kill fails; the next day she can be voted out', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('婆', '黑暗守护', [], '光'),
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.alive('道')).toBe(true);
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.alive('道')).toBe(false);
  });

  it('l.794 黑暗守护 不能连续两晚选择同一个人; 暗 out → choosing 暗 is refused', () => {
    const g = table();
    night(g, { 午夜: () => g.act('婆', '黑暗守护', [], '暗') });
    day(g);
    g.closeTo('午夜');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '婆', skill: '黑暗守护', targets: [], choice: '暗' },
        'player:婆',
      ).code,
    ).toBe('SAME_TARGET_AS_LAST_NIGHT');
    const h = table();
    kill(h, '婆');
    h.closeTo('午夜');
    expect(
      h.fails(
        { type: 'SubmitAction', actor: '道', skill: '光明守护', targets: [], choice: '暗' },
        'player:道',
      ).code,
    ).toBe('ILLEGAL_TARGET');
  });

  it('l.792 黑夜狩猎: not on night 1 (odd), a [指杀] on night 2', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('婆', '黑夜狩猎', ['嫔']).code).toBe('SKILL_NOT_USABLE');
    g.closeNight();
    day(g);
    night(g, { 深夜2: () => g.act('婆', '黑夜狩猎', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.792 [指杀]: a [守护] absorbs it (太子 健壮)', () => {
    const g = table({ 宫: '太子' });
    g.closeNight();
    day(g);
    night(g, { 深夜2: () => g.act('婆', '黑夜狩猎', ['宫']) });
    expect(g.alive('宫')).toBe(true);
  });

  it('l.792 光出局后，去除偶数日夜晚限制: night 1 usable once 光 is out', () => {
    const g = table();
    kill(g, '道');
    night(g, { 深夜2: () => g.act('婆', '黑夜狩猎', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.782 光明狩猎: out by the vote while 暗 is in → at 黄昏1 a target takes [致死伤害] (through [坚韧])', () => {
    const g = table({ 魔: '魔教教主' });
    g.closeNight();
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.notes('道').join('\n')).toContain('你可以在黄昏发动<光明狩猎>');
    g.act('道', '光明狩猎', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('l.782 光明狩猎: out by night → at 晨曦1 only (SKILL_NOT_USABLE before)', () => {
    const g = table();
    g.closeTo('深夜2');
    g.act('狼A', '杀人', ['道']);
    g.closeTo('晨曦1');
    expect(g.alive('道')).toBe(false);
    g.act('道', '光明狩猎', ['狼B']);
    expect(g.alive('狼B')).toBe(false);
  });

  it('l.782 在暗尚存活时: 暗 already out → no 光明狩猎', () => {
    const g = table();
    kill(g, '婆');
    g.closeNight();
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.alive('道')).toBe(false);
    expect(g.actFails('道', '光明狩猎', ['狼A']).code).toMatch(
      /SKILL_NOT_USABLE|NOT_YOUR_SKILL|NO_RIGHT|OUT/,
    );
  });

  it('l.785 继承黑夜: only once 暗 is out; then a [指杀], once (SKILL_USED_UP)', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('道', '继承黑夜', ['嫔']).code).toBe('SKILL_NOT_USABLE');
    g.closeNight();
    kill(g, '婆');
    day(g);
    night(g, { 深夜2: () => g.act('道', '继承黑夜', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('道', '继承黑夜', ['宫']).code).toBe('SKILL_USED_UP');
  });

  it('l.795 胜利条件：屠城 — the last faction standing wins, together', () => {
    const g = table();
    for (const n of ['帝', '贵', '宫', '娥', '嫔', '妃', '雪', '魔']) kill(g, n);
    expect(g.state.status).toBe('running');
    kill(g, '狼A');
    // the wolves (狼B in) are defeated by their count (0.35): judged at the phase's end (l.970), 黄昏1's close
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('twins');
    expect(g.state.winner?.names).toEqual(['道', '婆']);
  });

  // 怀孕技能 (l.788): 明光神姬 临幸 on night 1, the 教主 versions from night 2
  const pregnant = () => {
    const g = table({ 帝: '贤明之君' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['道']) });
    return g;
  };

  it('l.788 怀孕技能: the 守护 become 魔教教主/道教教主’s — 黑暗守护 on a target gives [坚韧] (the kill fails), 光明守护 [不死] the next day', () => {
    const g = pregnant();
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => {
        g.act('婆', '黑暗守护', ['嫔']);
        g.act('道', '光明守护', ['宫']);
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.alive('宫')).toBe(true);
  });

  it('l.788 怀孕技能: 且都获得[日月合击] — one target given both 守护 takes 致死伤害 from each (out)', () => {
    const g = pregnant();
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => {
        g.act('婆', '黑暗守护', ['嫔']);
        g.act('道', '光明守护', ['嫔']);
      },
    });
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.788 怀孕技能: 当一方出局时，另外一方还会获得对方的守护 — 暗 out, 光 has 黑暗守护 too; one 守护 a night (SKILL_CONFLICT)', () => {
    const g = pregnant();
    kill(g, '婆');
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => {
        g.act('道', '黑暗守护', ['嫔']);
        expect(
          g.fails({ type: 'SubmitAction', actor: '道', skill: '光明守护', targets: ['宫'] }, 'player:道')
            .code,
        ).toBe('SKILL_CONFLICT');
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.788 怀孕技能: as the 教主’s, 也不能连续选择同一个守护 — 暗’s 黑暗守护 two nights running is refused (SKILL_NOT_USABLE)', () => {
    const g = pregnant();
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => g.act('婆', '黑暗守护', ['嫔']),
    });
    day(g);
    g.act('帝', '临幸', ['宫']);
    g.closeTo('午夜');
    expect(g.actFails('婆', '黑暗守护', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });
});
