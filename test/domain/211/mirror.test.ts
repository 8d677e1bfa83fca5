import { describe, expect, it } from 'vitest';
import { day, Game, NO_EMPEROR, night, table211 } from './table';

// [211] 【诸侯】7 镜（女）（30） (file 001 l.803–809):
//   l.804 反射<强制>——游戏日夜晚，若镜成为[指定]技能的结算目标，则随机选择一个不持有[反射]技能的角色代替其成为结算目标，夜间行动结束后，镜可获知
//   当晚所有反射过的操作和对应玩家。（不知来源，可知哪个技能反射给谁）
//   l.806 镜像[晨曦]<限定> —— 可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效。
//   l.807 PS：不是反射的技能也可以被复制，在持有镜像时，若一直不使用，可以每天得知都有哪些新技能对镜使用过。
//   l.809 怀孕技能[晨曦]<限定>——等同于镜像。
// l.85 晨曦/正午/黄昏属于白天 (a 黄昏 skill is not of the 游戏日夜晚).

// 嫔 is the 镜; no 皇帝 and no 贵妃 (临幸, 宠溺 drawn when missed) unless a test needs him
const table = (swap: Record<string, string> = {}) =>
  table211({ ...NO_EMPEROR, 贵: '村民', 嫔: '镜', ...swap }, { constraints: false });
const told = (g: Game) => g.notes('嫔').join('\n');
/** 嫔's 镜像 (or 怀孕技能) copying `choice`, refused: its code */
const copyFails = (g: Game, skill: string, choice: string) =>
  g.fails({ type: 'SubmitAction', actor: '嫔', skill, targets: [], choice }, 'player:嫔').code;

describe('镜', () => {
  it('a faction of her own (镜阵营)', () => {
    expect(table().state.chars.find((c) => c.name === '嫔')?.faction).toBe('mirror');
  });

  it('l.804 反射: the wolves’ 杀人 on her lands on a drawn other — she stays, it goes out; she is told which skill went to whom', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
    const [out] = g.outs();
    expect(out).toBeDefined();
    expect(told(g)).toContain(`反射：<杀人> 被反射给了 ${out}。`);
  });

  it('l.804 游戏日夜晚: a 黄昏 skill (the 皇帝’s 临幸) is not reflected — she is pregnant', () => {
    const g = table({ 帝: '贤明之君' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
    expect(told(g)).toContain('[怀孕]');
    expect(told(g)).not.toContain('反射');
  });

  it('l.807 PS: while 镜像 is unused she learns at each night’s end the skills aimed at her for the first time', () => {
    const g = table();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    expect(told(g)).toContain('镜像：今晚新对你使用过的技能：<调令>。');
    day(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(told(g)).toContain('镜像：今晚新对你使用过的技能：<杀人>。');
    expect(told(g).match(/<调令>。/g)?.length).toBe(1);
  });
});

// l.806 镜像[晨曦]<限定>, l.809 怀孕技能[晨曦]<限定>——等同于镜像: the engine's [晨曦] slots (dawn.test.ts); 镜像 is due in 晨曦2
// (the table lists no row for it: its tag), chosen by name among the skills ever aimed at her.
describe('镜 镜像', () => {
  it('l.806 [晨曦]: not before the night has settled (WRONG_PHASE)', () => {
    const g = table();
    g.closeTo('深夜2');
    g.act('狼A', '杀人', ['嫔']);
    g.close();
    expect(copyFails(g, '镜像', '杀人')).toBe('WRONG_PHASE');
  });

  it('l.806 曾对自身操作过的技能: only a skill aimed at her may be copied (INVALID_INPUT otherwise)', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('宫', '调令', ['嫔']),
      晨曦2: () => {
        expect(copyFails(g, '镜像', '杀人')).toBe('INVALID_INPUT');
        g.act('嫔', '镜像', [], '调令');
      },
    });
    expect(told(g)).toContain('镜像：你复制了<调令>，下一个游戏日夜晚开始永久生效。');
  });

  it('l.806 下一个游戏日夜晚开始永久生效: the copied 杀人 (reflected: l.807 PS) is hers from the next night on, her own kill', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']), 晨曦2: () => g.act('嫔', '镜像', [], '杀人') });
    day(g);
    night(g, { 深夜2: () => g.act('嫔', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    day(g);
    // 永久: the night after too
    night(g, { 深夜2: () => g.act('嫔', '杀人', ['婆']) });
    expect(g.alive('婆')).toBe(false);
  });

  it('l.807 PS 不是反射的技能也可以被复制: the 皇帝’s 临幸 (a 黄昏 skill, not reflected) is hers the next night', () => {
    const g = table({ 帝: '贤明之君' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
    day(g);
    // pregnant till this 黄昏 (持续至下一个[黄昏]开始), then free: she copies it at this night's 晨曦
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 晨曦2: () => g.act('嫔', '镜像', [], '临幸') });
    day(g);
    night(g, { 黄昏1: () => g.act('嫔', '临幸', ['娥']) });
    expect(g.announcements().join('\n')).toContain('皇帝临幸了 娥');
  });

  it('l.806 <限定>: once (SKILL_USED_UP); once used she is no longer told the new skills (l.807 若一直不使用)', () => {
    const g = table();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']), 晨曦2: () => g.act('嫔', '镜像', [], '调令') });
    day(g);
    night(g, {
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      晨曦2: () => expect(copyFails(g, '镜像', '杀人')).toBe('SKILL_USED_UP'),
    });
    expect(told(g)).not.toContain('<杀人>。');
  });

  it('l.809 怀孕技能 等同于镜像: locked without the 临幸; blocked while [怀孕]; then a second copy beside 镜像', () => {
    const g = table({ 帝: '贤明之君' });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['嫔']),
      午夜: () => g.act('宫', '调令', ['嫔']),
      晨曦2: () =>
        // [怀孕] = [沉默]+…: 持续至下一个[黄昏]开始
        expect(copyFails(g, '怀孕技能', '调令')).toBe('SKILL_NOT_USABLE'),
    });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      晨曦2: () => {
        g.act('嫔', '怀孕技能', [], '调令');
        g.act('嫔', '镜像', [], '杀人');
      },
    });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: () => g.act('嫔', '调令', ['狼A']),
      深夜2: () => g.act('嫔', '杀人', ['宫']),
    });
    expect(g.notes('狼A').join('\n')).toContain('[冰冻]');
    expect(g.alive('宫')).toBe(false);
  });

  it('怀孕技能 without the 临幸: 尚未解锁 (SKILL_NOT_USABLE)', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('宫', '调令', ['嫔']),
      晨曦2: () => expect(copyFails(g, '怀孕技能', '调令')).toBe('SKILL_NOT_USABLE'),
    });
  });
});

// 胜负判定 l.996 6、镜：镜反射来源与自己[实际阵营]不相同的技能数量+镜使用[镜像]获得的技能亲手击杀的数量大于存活人数。
// Five seats (no 皇帝): 嫔 镜, 狼A, 宫 宫令, 贵 and 民 村民. Night 1: 调令 and 杀人 on her, both reflected (2; 民 out); she
// copies 杀人. Night 2: the wolves’ 杀人 on her, reflected again (3) — on 贵 (the seeded draw).
describe('镜 wins (l.996)', () => {
  const five = () => {
    const seats = { 嫔: '镜', 狼A: '狼人', 宫: '宫令', 贵: '村民', 民: '村民' };
    const g = Game.create(seats, {
      ruleset: '211',
      genders: { 嫔: '女', 狼A: '男', 宫: '女', 贵: '女', 民: '男' },
      options: { ignoreSetupConstraints: true, autoCards: false },
    });
    g.start(Object.keys(seats));
    day(g);
    night(g, {
      午夜: () => g.act('宫', '调令', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      晨曦2: () => g.act('嫔', '镜像', [], '杀人'),
    });
    expect(g.outs()).toEqual(['民']);
    day(g);
    return g;
  };

  it('3 reflected operations against 3 living: not more — the game goes on', () => {
    const g = five();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['民', '贵']);
    expect(g.state.status).toBe('running');
  });

  it('+ one put out by her copied 杀人 (亲手击杀): 4 > 2 living — 镜 wins', () => {
    const g = five();
    night(g, {
      深夜2: () => {
        g.act('狼A', '杀人', ['嫔']);
        g.act('嫔', '杀人', ['宫']);
      },
    });
    expect(g.outs()).toEqual(['民', '贵', '宫']);
    expect(g.state.winner?.faction).toBe('mirror');
  });
});
