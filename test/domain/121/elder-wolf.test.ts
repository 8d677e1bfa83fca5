import { describe, expect, it } from 'vitest';
import { night, voteResultOf } from './given';
import { day, opening, tableWith } from './tables';

// [121] 狼人阵营 18 长老狼 (file 000 l.274–277):
//   长老狼与狼人互知共群. 杀人。
//   权威 —— 当长老狼白天被投票出局时可翻牌，公示身份翻牌后所有狼人阵营的角色当夜都将进入狼群。进狼群前有加乘技能的狼，当夜入群前可使用
//   技能，如复制狼的机械狼和狼弟。圣诞老狼和隐狼也可直接入群与队友进行讨论战术，但依旧不接刀。
// 狙击手 l.355 (长老狼的死亡也无法召回), 铁柱 l.359 (无法进入狼群).
// Readings (the role file): 权威 is a standing day choice used when the vote puts him out; the joining is for good.

const votedOut = { 狼B: '狼A', 预: '狼A', 巫: '狼A', 猎: '狼A' };

describe('长老狼', () => {
  it('与狼人互知共群 (l.275): his 杀人 is the pack\u2019s', () => {
    const g = tableWith({ 狼A: '长老狼', 狼C: '梦魇' });
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });

  it('权威 (l.277): voted out with it, his card is turned and a wolf outside the pack (梦魇) joins it that night', () => {
    const g = tableWith({ 狼A: '长老狼', 狼C: '梦魇' });
    night(g, { n60: () => expect(g.actFails('狼C', '杀人', ['民C']).code).toBeTruthy() });
    g.act('狼A', '权威');
    day(g, votedOut);
    expect(g.alive('狼A')).toBe(false);
    expect(voteResultOf(g, 2)).toContain('狼A 发动<权威>');
    expect(g.announcements().join('\n')).toContain('狼A 翻牌：长老狼。');
    expect(g.notes('狼C')).toContain('你的狼队友：狼B。');
    expect(g.notes('狼B')).toContain('你的狼队友：狼C。');
    // 当夜: the pack's 杀人 is his that very night
    night(g, { n60: () => g.act('狼C', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });

  it('可翻牌: voted out without 权威, nobody joins', () => {
    const g = tableWith({ 狼A: '长老狼', 狼C: '梦魇' });
    night(g);
    day(g, votedOut);
    expect(g.alive('狼A')).toBe(false);
    night(g, { n60: () => expect(g.actFails('狼C', '杀人', ['民C']).code).toBeTruthy() });
  });

  it('狙击手永不进狼群，长老狼的死亡也无法召回 (l.355)', () => {
    const g = tableWith({ 狼A: '长老狼', 狼C: '狙击手' });
    night(g);
    g.act('狼A', '权威');
    day(g, votedOut);
    expect(g.notes('狼B')).not.toContain('你的狼队友：狼C。');
    night(g, { n60: () => expect(g.actFails('狼C', '杀人', ['民C']).code).toBeTruthy() });
  });

  it('圣诞老狼和隐狼也可直接入群与队友进行讨论战术，但依旧不接刀: the 隐狼 and the pack know each other, his 杀人 refused', () => {
    const g = tableWith({ 狼A: '长老狼', 狼C: '隐狼' });
    opening(g, () => g.act('狼C', '伪装', [], '村民'));
    night(g);
    g.act('狼A', '权威');
    day(g, votedOut);
    expect(g.notes('狼C')).toContain('你的狼队友：狼B。');
    expect(g.notes('狼B')).toContain('入群讨论（不接刀）：狼C。');
    night(g, { n60: () => expect(g.actFails('狼C', '杀人', ['民C']).code).toBeTruthy() });
    // 依旧不接刀: the pack's last member out, the 隐狼 does not take the 杀人 over
    day(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    expect(g.alive('狼B')).toBe(false);
  });
  it('进狼群前有加乘技能的狼，当夜入群前可使用技能，如复制狼的机械狼: a 机械狼 that learned 预言家 joins and still checks that night', () => {
    const g = tableWith({ 狼A: '长老狼', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['预']));
    night(g);
    g.act('狼A', '权威');
    day(g, votedOut);
    expect(g.notes('狼C')).toContain('你的狼队友：狼B。');
    night(g, {
      n60: () => {
        g.act('狼C', '预言', ['民A']);
        g.act('狼C', '杀人', ['民C']);
      },
    });
    expect(g.notes('狼C')).toContain('预言：民A 的查验结果为<非狼人阵营>。');
    expect(g.alive('民C')).toBe(false);
  });
});
