import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, night, started211, TABLE211 } from './table';

// [211] 【诸侯】11 鬼魂新娘[接刀]（女）（60） (file 001 l.835–842):
//   l.837 身份属性：鬼魂新娘的接刀顺序为其他所有[群内]和[接刀]的角色都出局（若另外一半是不定阵营则无效因为已经有刀），其他角色获得鬼魂新娘的
//         技能时，获得丘比特的技能而非鬼魂新娘的技能。
//   l.838 冥婚[开局][指定]——…结算目标若不是皇帝，丘比特，炸弹，上帝使徒，双子星或持有[隐身]状态，鬼魂新娘与目标角色获得[真爱情侣]状态（参考丘比特），
//         若是上述角色，则可立刻重新选择。
//   l.839 若真爱情侣的另外一半为村民阵营的角色，则随机一个狼人阵营的角色成为证婚人，其实际阵营变为和鬼魂新娘情侣相同的阵营（同丘比特随情侣变动），
//         并且情侣和证婚人互知不共群。若…另外一半为狼人阵营的角色，则随机一个村民阵营的角色成为证婚人…若另外一半为三方或不定阵营，则可以由情侣
//         自行选择一个证婚人。
//   l.840 证婚人一定不是皇帝，丘比特，…或持有[隐身]状态的角色，若自行选择的证婚人选中上述角色，则本局游戏将不存在证婚人。
//   l.842 怀孕技能[强制]——证婚人加入鬼魂新娘群，且鬼魂新娘获得纸嫁衣的[魅惑]技能。
//   l.998 9、鬼魂新娘黑情侣：屠城。

// 娥 is the 鬼魂新娘 (女); no 皇帝 unless asked (临幸 drawn when missed)
function opening(swap: Record<string, string> = {}): Game {
  const roles = { ...TABLE211, ...NO_EMPEROR, 娥: '鬼魂新娘', ...swap };
  return started211(roles);
}
function wed(target: string, swap: Record<string, string> = {}, choice: string | null = null): Game {
  const g = opening(swap);
  g.act('娥', '冥婚', [target], choice);
  g.close();
  day(g);
  return g;
}
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
const witness = (g: Game) =>
  g.state.chars.find((c) => c.statuses.some((st) => st.id === 'wedding_witness'))?.name;
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('鬼魂新娘', () => {
  it('l.838 冥婚: she and a 村民 become [真爱情侣] (told), the lover joins her faction (鬼魂新娘黑情侣)', () => {
    const g = wed('贵');
    expect(g.notes('娥')).toContain('冥婚：你与 贵 成为[真爱情侣]，共群。');
    expect(g.notes('贵')).toContain('冥婚：你与 娥 成为[真爱情侣]，共群。');
    expect(faction(g, '娥')).toBe('ghost_bride');
    expect(faction(g, '贵')).toBe('ghost_bride');
    expect(g.notes('贵')).toContain('你的阵营转变为鬼魂新娘黑情侣阵营。');
  });

  it('l.838 若是上述角色，则可立刻重新选择: a 皇帝, 月老, 双子星 or [隐身] target is refused (ILLEGAL_TARGET); another is taken', () => {
    const g = opening({ 帝: '贤明之君', 道: '月老', 魔: '暗夜魔君', 嫔: '明光神姬' });
    for (const t of ['帝', '道', '魔', '嫔'])
      expect(g.actFails('娥', '冥婚', [t]).code).toBe('ILLEGAL_TARGET');
    g.act('娥', '冥婚', ['宫']);
    g.close();
    expect(faction(g, '宫')).toBe('ghost_bride');
  });

  it('l.837 情侣 (参考丘比特): one out, the other takes 致死伤害 (情侣殉情)', () => {
    const g = wed('贵');
    kill(g, '娥');
    expect(g.alive('贵')).toBe(false);
  });

  it('l.839 另外一半为村民阵营: a random 狼人阵营 character becomes 证婚人, joins the pair (told), the three know each other, not grouped', () => {
    const g = wed('贵');
    const w = witness(g) as string;
    expect(['妃', '雪', '魔', '狼A', '狼B']).toContain(w);
    expect(faction(g, w)).toBe('ghost_bride');
    expect(g.notes(w)).toContain('冥婚：你成为 娥、贵 的证婚人。');
    expect(g.notes(w)).toContain('你的阵营转变为鬼魂新娘黑情侣阵营。');
    expect(g.notes('娥')).toContain(`冥婚：${w} 是你们的证婚人。`);
    expect(g.notes('贵')).toContain(`冥婚：${w} 是你们的证婚人。`);
    // 不共群: the 证婚人 does not follow the lovers out
    kill(g, '娥');
    expect(g.alive(w)).toBe(true);
  });

  it('l.886 (月老) 如果情侣之一是…证婚人: a 月老 linking the 证婚人 (鬼魂新娘 连情侣 comes first) is void — he joins 村民阵营', () => {
    // 道 (开膛手) is her lover, 宫 the 证婚人 she names; 魔 is a 月老 linking 宫 and 嫔
    const g = opening({ 道: '开膛手', 魔: '月老' });
    g.act('娥', '冥婚', ['道'], '宫');
    g.act('魔', '月老牵线', ['宫', '嫔']);
    g.close();
    expect(witness(g)).toBe('宫');
    expect(faction(g, '魔')).toBe('village');
    expect(g.notes('嫔').join('\n')).not.toContain('月老牵线');
  });

  it('l.839 另外一半为狼人阵营: a random 村民阵营 character becomes 证婚人; the wolf lover loses [群内] (参考丘比特)', () => {
    const g = wed('狼A');
    const w = witness(g) as string;
    expect(['贵', '宫', '道', '婆', '嫔']).toContain(w);
    expect(faction(g, w)).toBe('ghost_bride');
    expect(faction(g, '狼A')).toBe('ghost_bride');
    expect(g.actFails('狼A', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
  });

  it('l.839–840 另外一半为三方: the 证婚人 named with 冥婚 is taken; a 皇帝 named → no 证婚人', () => {
    const g = wed('道', { 道: '开膛手' }, '宫');
    expect(witness(g)).toBe('宫');
    expect(faction(g, '宫')).toBe('ghost_bride');
    expect(faction(g, '道')).toBe('ghost_bride');
    const h = wed('道', { 道: '开膛手', 帝: '贤明之君' }, '帝');
    expect(witness(h)).toBeUndefined();
    expect(faction(h, '帝')).toBe('village');
  });

  it('l.839 其实际阵营变为和鬼魂新娘情侣相同的阵营: a 不定 lover makes the pair 黑情侣 (参考丘比特); the named 证婚人 joins them', () => {
    // 道 is a 粉丝, still 不定 when she links (鬼魂新娘 连情侣 comes first)
    const g = wed('道', { 道: '粉丝' }, '宫');
    expect(faction(g, '娥')).toBe('black_lovers');
    expect(faction(g, '道')).toBe('black_lovers');
    expect(faction(g, '宫')).toBe('black_lovers');
  });

  it('l.837 若另外一半是不定阵营则[接刀]无效因为已经有刀: the two hold the 黑情侣 杀人 at once', () => {
    const g = wed('道', { 道: '粉丝' });
    night(g, { 深夜2: () => g.act('娥', '杀人', ['嫔']) });
    expect(g.outs()).toContain('嫔');
  });

  it('l.837 [接刀]: she takes the wolves’ 杀人 only when every other [群内] and [接刀] is out', () => {
    const g = wed('贵');
    const w = witness(g) as string;
    expect(g.actFails('娥', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    // the wolves all out but the 证婚人 (a wolf card keeps its [群内]): he holds it, not she
    for (const n of ['妃', '雪', '魔', '狼A', '狼B'].filter((x) => x !== w)) kill(g, n);
    expect(g.actFails('娥', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    kill(g, w);
    // (贵妃's 宠溺, drawn when missed, is kept off the target)
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']), 深夜2: () => g.act('娥', '杀人', ['嫔']) });
    expect(g.outs()).toContain('嫔');
  });

  it('l.837 其他角色获得鬼魂新娘的技能时，获得丘比特的技能: a 聂小倩 whose 宁采臣 she is gains 月老牵线', () => {
    const g = opening({ 嫔: '聂小倩' });
    g.act('嫔', '鬼情', ['娥']);
    g.close();
    day(g);
    kill(g, '娥');
    kill(g, '嫔');
    expect(g.notes('嫔').join('\n')).toContain('你获得【鬼魂新娘】的技能');
    const gained = g.state.chars.find((c) => c.name === '嫔')?.statuses.find((st) => st.id === 'nie_skills')
      ?.data?.skills;
    expect(gained).toEqual(['match']);
  });

  it('l.842 怀孕技能[强制]: after the 临幸 the 证婚人 joins her group (told) and she holds 纸嫁衣’s [魅惑] (its holder follows her out)', () => {
    const g = opening({ 帝: '贤明之君' });
    g.act('娥', '冥婚', ['贵']);
    g.close();
    day(g);
    const w = witness(g) as string;
    g.closeTo('深夜1');
    expect(g.actFails('娥', '魅惑', ['嫔']).code).toBe('SKILL_NOT_USABLE');
    night(g);
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']) });
    expect(g.notes(w)).toContain('冥婚：你加入 娥 的情侣群。');
    day(g);
    const target = ['嫔', '宫', '婆'].find((n) => n !== w) as string;
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 深夜1: () => g.act('娥', '魅惑', [target]) });
    kill(g, '娥');
    expect(g.alive(target)).toBe(false);
  });

  it('l.998 鬼魂新娘黑情侣：屠城 — the last faction standing wins, she and her lover named', () => {
    const g = wed('贵');
    const w = witness(g) as string;
    for (const n of ['宫', '道', '婆', '嫔', '妃', '雪', '魔', '狼A', '狼B', '帝'].filter((x) => x !== w))
      kill(g, n);
    expect(g.state.winner?.faction).toBe('ghost_bride');
    expect(g.state.winner?.names).toEqual(expect.arrayContaining(['娥', '贵', w]));
  });
});
