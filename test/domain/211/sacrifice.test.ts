import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, table211 } from './table';

// [211] 飘零 · 不定身份 6 祭品（男） (file 001 l.922–926):
//   l.923 献祭唤醒[黄昏][强制]——若当天开门时公布遗言已耗尽，则游戏日黄昏，轮到祭品行动时，检查当前已出局好人阵营角色/狼人阵营角色占比开局双方
//   对应阵营人数的百分比，祭品的[实际阵营]变更为已出局百分比较多的阵营并收到通知加入了什么阵营，然后从下列选项中选择一个：
//   l.924 1，选择一个已出局角色，若该角色与你同阵营，获得该角色身份技能并刷新至初始。
//   l.925 2，从对应阵营的已出局的角色随机选择一个，祭品获得该身份技能并刷新至初始。
//   l.926 若通过此法获得的身份有[群内][接刀]标签，也会获得该标签并结算对应效果。
// l.176 遗言: 第一天夜晚出局和所有白天出局的角色均有遗言 — so from day 3's morning no more (reading: 遗言已耗尽).

// 道 is the 祭品; dealt 村民阵营 6 (帝 贵 宫 娥 婆 嫔), 狼人阵营 5 (妃 雪 魔 狼A 狼B); no 皇帝 and no 贵妃
const table = () => table211({ ...NO_EMPEROR, 贵: '村民', 道: '祭品' }, { constraints: false });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
/** night 1 and 2 pass; night 3 opens (黄昏1) */
const toNight3 = (g: Game) => {
  g.closeNight();
  day(g);
  g.closeNight();
  day(g);
};
const wake = (g: Game, choice: string, targets: string[] = []) => g.act('道', '献祭唤醒', targets, choice);

describe('祭品', () => {
  it('starts with no faction (不定阵营); 献祭唤醒 not before 遗言已耗尽 (night 2: SKILL_NOT_USABLE)', () => {
    const g = table();
    expect(faction(g, '道')).toBe('undetermined');
    g.closeNight();
    day(g);
    expect(
      g.fails({ type: 'SubmitAction', actor: '道', skill: '献祭唤醒', targets: [], choice: '2' }, 'player:道')
        .code,
    ).toBe('SKILL_NOT_USABLE');
  });

  it('l.923–924 村民阵营 more out (1/6 against 0/5) → he joins it (told); 1: an out 村民阵营 宫令 — 调令 is his that night', () => {
    const g = table();
    kill(g, '宫');
    toNight3(g);
    wake(g, '1', ['宫']);
    g.close();
    expect(faction(g, '道')).toBe('village');
    expect(g.notes('道').join('\n')).toContain('你的阵营转变为村民阵营');
    expect(g.notes('道').join('\n')).toContain('献祭唤醒：你获得了 宫 的【宫令】的技能');
    g.closeTo('午夜');
    g.act('道', '调令', ['狼A']);
    g.closeTo('深夜1');
    expect(g.notes('狼A').join('\n')).toContain('冰冻');
  });

  it('l.924 若该角色与你同阵营: an out one of the other faction gives nothing', () => {
    const g = table();
    kill(g, '宫');
    kill(g, '嫔');
    kill(g, '狼B');
    toNight3(g);
    // 村民阵营 2/6 > 狼人阵营 1/5
    wake(g, '1', ['狼B']);
    g.close();
    expect(faction(g, '道')).toBe('village');
    expect(g.notes('道').join('\n')).toContain('献祭唤醒：狼B 与你不同阵营，未获得技能。');
  });

  it('l.923/l.925/l.926 狼人阵营 more out (2/5 against 1/6) → 狼人阵营; 2: a drawn out wolf (狼人) — its [群内]: the group’s 杀人 is his', () => {
    const g = table();
    kill(g, '宫');
    kill(g, '狼A');
    kill(g, '狼B');
    toNight3(g);
    wake(g, '2');
    g.close();
    expect(faction(g, '道')).toBe('wolves');
    g.closeTo('深夜2');
    g.act('道', '杀人', ['嫔']);
    g.closeNight();
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.923 [强制]: missed at night 3, it is drawn (he joins the side more out); then once only (SKILL_USED_UP)', () => {
    const g = table();
    kill(g, '宫');
    toNight3(g);
    g.close();
    expect(faction(g, '道')).toBe('village');
    g.closeNight();
    day(g);
    expect(
      g.fails({ type: 'SubmitAction', actor: '道', skill: '献祭唤醒', targets: [], choice: '2' }, 'player:道')
        .code,
    ).toBe('SKILL_USED_UP');
  });
});
