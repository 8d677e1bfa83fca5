import { describe, expect, it } from 'vitest';
import {
  day,
  endPhase,
  Game,
  gendersOf,
  NO_EMPEROR,
  nextNight,
  night,
  started211,
  TABLE211,
  table211,
} from './table';

// [211] 【诸侯】12 炽天使（女）（60） (file 001 l.844–853):
//   l.845 巫妖匣与炽天使不会同时出现
//   l.846 神血[强制]——炽天使获得[秩序]状态。
//   l.847–848 神佑[午夜][指定]——选择范围：任意2名角色。结算效果：若结算目标不持有[神佑]技能，则结算目标获得[不死]状态，持续至发动者出局或
//     结算目标获得了[神佑]技能为止。
//   l.849–850 神耀[限定][深夜][指定] —— 选择范围：任意一名角色。结算效果：对结算目标造成一次[穿透]。
//   l.852 怀孕技能[凌晨][限定]——效果等同[皇城戒严]（灵鹿/禁卫军）
// 胜负判定 l.1000 【三方阵营】10、炽天使：连续两天两夜没有任何角色出局（红牌罚下不计）。 l.989 共通判负条件：所属阵营的全部角色均出局.

// 道 is the 炽天使 (a woman by the role); no 皇帝 (his 临幸 would make a drawn woman pregnant) unless a test needs him, and
// no 贵妃 (her 宠溺 is drawn when missed: a [坚韧] on a random target)
const CALM = { ...NO_EMPEROR, 贵: '村民' };
const table = (swap: Record<string, string> = {}) =>
  table211({ ...CALM, 道: '炽天使', ...swap }, { constraints: false });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('炽天使', () => {
  it('a faction of her own (炽天使阵营)', () => {
    const g = table();
    expect(g.state.chars.find((c) => c.name === '道')?.faction).toBe('seraph');
  });

  it('l.846 神血: [秩序] — 宫令’s 调令 does not freeze her, her 神佑 acts that night', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('宫', '调令', ['道']);
        g.act('道', '神佑', ['贵', '嫔']);
      },
      深夜2: () => g.act('狼A', '杀人', ['贵']),
    });
    expect(g.alive('贵')).toBe(true);
    expect(g.notes('道').join('\n')).not.toContain('冰冻');
  });

  it('l.847 神佑: two targets gain [不死] (told) — the wolves’ kill fails, and the next day’s top vote does not put her out', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('道', '神佑', ['贵', '嫔']),
      深夜2: () => g.act('狼A', '杀人', ['贵']),
    });
    expect(g.alive('贵')).toBe(true);
    expect(g.notes('嫔').join('\n')).toContain('你获得了[不死]状态，持续至发动者出局');
    day(g, { 狼A: '嫔', 狼B: '嫔', 魔: '嫔' });
    expect(g.alive('嫔')).toBe(true);
    // a later night: still [不死] (no end but hers)
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.847 神佑 takes two characters (TARGET_COUNT with one)', () => {
    const g = table();
    g.closeTo('午夜');
    expect(g.actFails('道', '神佑', ['贵']).code).toBe('TARGET_COUNT');
  });

  it('l.847 若结算目标不持有[神佑]技能: on herself (she holds 神佑) nothing — the wolves’ kill puts her out', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('道', '神佑', ['道', '贵']),
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.alive('道')).toBe(false);
  });

  it('l.848 持续至发动者出局: once she is out, the blessed one’s [不死] is gone — the kill puts it out', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '神佑', ['贵', '嫔']) });
    day(g);
    kill(g, '道');
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['贵']) });
    expect(g.alive('贵')).toBe(false);
  });

  it('l.848 或结算目标获得了[神佑]技能为止: a 影武者 blessed by one 炽天使 inherits another’s 神佑 — his [不死] ends, the other’s stays', () => {
    const roles = { ...TABLE211, ...CALM, 道: '炽天使', 婆: '炽天使', 帝: '影武者' };
    const g = started211(roles);
    g.act('帝', '附身', ['婆']);
    g.close();
    day(g);
    night(g, { 午夜: () => g.act('道', '神佑', ['帝', '贵']) });
    day(g);
    kill(g, '婆');
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['帝']) });
    expect(g.alive('帝')).toBe(false);
    // 贵 still blessed: a kill on her fails the next night
    nextNight(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['贵']) });
    expect(g.alive('贵')).toBe(true);
  });

  it('l.849 神耀: a [穿透] — through [守护] (太子 健壮) — and once only (SKILL_USED_UP)', () => {
    const g = table({ 宫: '太子' });
    night(g, { 深夜2: () => g.act('道', '神耀', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('道', '神耀', ['嫔']).code).toBe('SKILL_USED_UP');
  });

  it('l.849 [穿透]: a [坚韧] target (黑暗守护) stays', () => {
    const g = table({ 魔: '魔教教主' });
    night(g, {
      午夜: () => g.act('魔', '黑暗守护', ['嫔']),
      深夜2: () => g.act('道', '神耀', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.852 怀孕技能 (after the 临幸): 皇城戒严 — everyone [不死] that night, the wolves’ kill fails; once; none without the 临幸', () => {
    const g = table211({ 贵: '村民', 道: '炽天使' }, { constraints: false });
    g.closeTo('凌晨1');
    expect(g.actFails('道', '怀孕技能').code).toBe('SKILL_NOT_USABLE');
    g.closeNight();
    kill(g, '狼B'); // an out: no quiet 两天两夜 win in the way
    day(g);
    // night 2: 临幸 in 黄昏1, [怀孕] to the next 黄昏 (its [沉默] blocks her that night)
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['道']) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      凌晨1: () => g.act('道', '怀孕技能'),
    });
    expect(g.alive('嫔')).toBe(true);
    kill(g, '雪');
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('道', '怀孕技能').code).toBe('SKILL_USED_UP');
  });

  it('l.1000 胜: 连续两天两夜没有任何角色出局 — from the start, the win comes as day 3 opens', () => {
    const g = table();
    nextNight(g); // night 1, day 2
    expect(g.state.status).toBe('running');
    g.closeNight(); // night 2 → day 3 opens
    expect(g.state.winner?.faction).toBe('seraph');
    expect(g.announcements().join('\n')).toContain('炽天使阵营');
  });

  it('l.1000 counted from the last out: out in night 1 → the win as day 4 opens, not before', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    day(g);
    nextNight(g); // night 2, day 3
    expect(g.state.status).toBe('running');
    g.closeNight(); // night 3 → day 4
    expect(g.state.winner?.faction).toBe('seraph');
  });

  it('l.1000 out by the vote on day 2 → the win as night 4 opens (the fourth whole phase is day 4)', () => {
    const g = table();
    g.closeNight();
    day(g, { 贵: '嫔', 宫: '嫔' });
    expect(g.alive('嫔')).toBe(false);
    nextNight(g); // night 2, day 3
    night(g); // night 3
    expect(g.state.status).toBe('running');
    day(g); // day 4 closes: the vote's out would be 黄昏's (l.155), so day 4 is whole when 黄昏 is over
    expect(g.state.status).toBe('running');
    endPhase(g); // 黄昏1 closes: judged (l.970)
    expect(g.state.winner?.faction).toBe('seraph');
  });

  it('l.1000 （红牌罚下不计）: a red card on day 2 does not break the count', () => {
    const g = table();
    g.closeNight();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '嫔', color: 'red', reason: '违规' } });
    day(g);
    expect(g.alive('嫔')).toBe(false);
    g.closeNight();
    expect(g.state.winner?.faction).toBe('seraph');
  });

  it('l.989 共通判负: she is out — two quiet days and nights win nothing for her', () => {
    const g = table();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '道', color: 'red', reason: '违规' } });
    nextNight(g);
    g.closeNight();
    nextNight(g);
    expect(g.state.winner?.faction).not.toBe('seraph');
  });

  it('l.845 巫妖匣与炽天使不会同时出现: such a hand is refused (SETUP_CONSTRAINT)', () => {
    const roles = { ...TABLE211, 贵: '炽天使', 狼B: '巫妖匣' };
    expect(() => Game.create(roles, { ruleset: '211', genders: gendersOf(roles) })).toThrow(
      /巫妖匣与炽天使不会同时出现/,
    );
    const fine = { ...TABLE211, 贵: '炽天使', 狼B: '粉丝' };
    expect(() => Game.create(fine, { ruleset: '211', genders: gendersOf(fine) })).not.toThrow();
  });
});
