import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 21 锈剑骑士 (file 000 l.147–148):
//   破伤风〈强制〉 —— 当锈剑骑士被狼人杀害的时，锈剑骑士电梯楼下方第一个狼人因为锈剑导致破伤风，只能苟且偷生一天，当锈剑骑士宣布
//   死亡的下一个讨论日白天，该狼人因伤口感染而病逝。
// 机械狼 学习 (l.321): 锈剑骑士，当因神牌技能致死时，对其进行伤口感染（多人致其死亡选左手边最近的），伤口感染的神牌，在第二天天亮宣布死亡.
// Readings (the role file): 被狼人杀害 = put out by a kill of a 狼人阵营 character (the pack's 杀人, 冲锋 …), not by a vote
// nor a chain; 机械狼's 第二天天亮 = the opening of the day after his out; 下方 = the following seats of the 电梯楼 (the end joins the start, those out skipped); 狼人 = a 狼人阵营
// character; the knight out at night is announced the next morning (day N+1): the wolf lives that day and goes out when
// day N+2 opens, announced at once.

// seats: 狼A 1, 狼B 2, 狼C 3, 预 4, 巫 5, 猎 6, 守 7, 痴 8, 羊 9, 民A 10 (the knight), 民B 11, 民C 12
const table = () => tableWith({ 民A: '锈剑骑士' });

describe('锈剑骑士 破伤风', () => {
  it('被狼人杀害 → 电梯楼下方第一个狼人 lives one day and 病逝 when the next discussion day opens', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
    expect(g.alive('狼A')).toBe(true); // 只能苟且偷生一天: day 2
    day(g);
    night(g);
    // day 3: 宣布死亡的下一个讨论日白天
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('狼C')).toBe(true); // the first wolf above him is not the one below
    expect(g.announcements().join('\n')).toContain('狼A 因伤口感染而病逝。');
  });

  it('下方第一个狼人: those out are skipped — 狼A out, 狼B takes it', () => {
    const g = table();
    night(g);
    day(g, { 民A: '狼A', 民B: '狼A', 民C: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    day(g);
    night(g);
    expect(g.alive('狼B')).toBe(false);
  });

  it('被狼人杀害: the 狼王\u2019s 冲锋 is a wolf\u2019s kill too', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '冲锋', ['民A']) });
    day(g);
    night(g);
    expect(g.alive('狼A')).toBe(false);
  });

  it('not by the witch\u2019s poison: no wolf falls ill', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['民A']) });
    day(g);
    night(g);
    expect(g.outs()).toEqual(['民A']);
  });

  it('not by the vote', () => {
    const g = table();
    night(g);
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    night(g);
    day(g);
    night(g);
    expect(g.outs()).toEqual(['民A']);
  });

  it('the wolf out before that day: nothing more happens', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    day(g, { 民B: '狼A', 民C: '狼A', 预: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    night(g);
    expect(g.outs()).toEqual(['民A', '狼A']);
  });

  it('机械狼 学习 锈剑骑士 (l.321): put out by a 神牌\u2019s skill, that 神牌 is infected and goes out 第二天天亮', () => {
    const g = tableWith({ 民A: '锈剑骑士', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民A']));
    night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
    expect(morningOf(g, 2)).toContain('昨夜出局：狼C。');
    expect(g.alive('巫')).toBe(false);
    expect(g.announcements().join('\n')).toContain('巫 因伤口感染而病逝。');
  });

  it('机械狼 学习 锈剑骑士: 多人致其死亡选左手边最近的 — the 女巫 above him, not the 猎魔人 whose 猎杀 settles first', () => {
    const g = tableWith(
      { 民A: '锈剑骑士', 狼C: '机械狼', 预: '猎魔人', 民C: '女巫' },
      { constraints: false },
    );
    opening(g, () => g.act('狼C', '学习', ['民A']));
    night(g, { n60: () => g.act('预', '猎杀', ['狼C']), n90: () => g.act('民C', '毒药', ['狼C']) });
    expect(g.alive('狼C')).toBe(false);
    expect(g.alive('民C')).toBe(false);
    expect(g.alive('预')).toBe(true);
    expect(g.announcements().join('\n')).toContain('民C 因伤口感染而病逝。');
  });
});
