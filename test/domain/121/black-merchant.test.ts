import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 7 黑商 (file 000 l.111–115):
//   馈赠<限定>—— 游戏日夜晚，黑商可选择一名其他玩家赠送礼物，礼物从毒药，猎枪，水晶球中自选，如该名玩家为狼人，则第二天白天黑商
//   死亡，如该名玩家不为狼人将在夜晚结束前收到礼物通知。
//   毒药：收到毒药的玩家，可发动毒药，可与女巫毒药叠加，仅限使用一次。
//   猎枪：收到猎枪的玩家，出局后可发动最后一枪（触发条件同猎人），可叠加，仅限使用一次。
//   水晶球：收到水晶球的玩家，可发动通灵技能，可与通灵师通灵叠加，仅限使用一次。
// 总体流程 3 (17) 其余身份; (22) …女巫毒药（黑商赌徒圣诞老狼等毒药跟在女巫毒药后）; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.303): 黑商，可选择礼物赠送给其他的玩家，狼可收礼物，给好人自己死亡，仅一次.
// Readings (the role file): 狼人 = a 狼人阵营 character (actual faction); a wolf receives nothing and is not told; the
// 黑商 goes out when the next day opens (第二天白天), announced at once; a gift is usable from the next night (毒药,
// 水晶球) or at the recipient's out (猎枪: the skill 猎枪, its own right beside a 猎人's 最后一枪 — 可叠加); 好人 (机械狼)
// = a 村民阵营 character.

const table = () => tableWith({ 民C: '黑商' });

describe('黑商 馈赠', () => {
  it('毒药: the recipient is told before the night ends, and poisons once from the next night', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '馈赠', ['民A'], '毒药') });
    expect(g.notes('民A')).toContain('你收到了黑商的礼物：毒药。');
    day(g);
    night(g, { n60: () => g.act('民A', '毒药', ['狼A']) });
    expect(morningOf(g, 3)).toContain('昨夜出局：狼A。');
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民A', '毒药', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('毒药: 可与女巫毒药叠加 — the witch who receives one poisons twice', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '馈赠', ['巫'], '毒药'), n90: () => g.act('巫', '毒药', ['狼A']) });
    day(g);
    g.closeTo('n60');
    g.act('巫', 'gift_poison', ['狼B']); // her own 毒药 is spent: the gift's, by its id
    g.closeNight();
    expect(g.outs()).toEqual(['狼A', '狼B']);
  });

  it('猎枪: out, the recipient may shoot (触发条件同猎人)', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '馈赠', ['民A'], '猎枪') });
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    g.act('民A', '猎枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('猎枪: 可叠加 — a 猎人 with a 猎枪 shoots twice', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '馈赠', ['猎'], '猎枪') });
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    g.act('猎', '最后一枪', ['狼A']);
    g.act('猎', '猎枪', ['狼B']);
    expect(g.outs()).toEqual(['猎', '狼A', '狼B']);
  });

  it('猎枪: 触发条件同猎人 — not after 同守同救', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '馈赠', ['民A'], '猎枪') });
    day(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => g.act('狼B', '杀人', ['民A']),
      n90: () => g.act('巫', '救药', ['民A']),
    });
    expect(g.alive('民A')).toBe(false);
    expect(g.actFails('民A', '猎枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('水晶球: the recipient may 通灵 once (表面身份)', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '馈赠', ['民A'], '水晶球') });
    day(g);
    night(g, { n60: () => g.act('民A', '水晶球', ['狼A']) });
    expect(g.notes('民A').at(-1)).toContain('水晶球：狼A 的身份为【狼王】。');
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民A', '水晶球', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('如该名玩家为狼人，则第二天白天黑商死亡: the wolf gets nothing, the 黑商 goes out when day 2 opens', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '馈赠', ['狼B'], '毒药') });
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
    expect(g.alive('民C')).toBe(false);
    expect(g.announcements().join('\n')).toContain('民C 出局。');
    expect(g.notes('狼B').join('\n')).not.toContain('礼物');
  });

  it('<限定> and 其他玩家: once (SKILL_USED_UP), never himself (ILLEGAL_TARGET)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('民C', '馈赠', ['民C']).code).toBe('ILLEGAL_TARGET');
    g.act('民C', '馈赠', ['民A'], '猎枪');
    g.closeNight();
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '馈赠', ['民B']).code).toBe('SKILL_USED_UP');
  });

  it('机械狼 学习 黑商 (l.303): a wolf receives the gift; a 好人 does, and the learner dies the next day', () => {
    const g = tableWith({ 民C: '黑商', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n60: () => g.act('狼C', '馈赠', ['狼B'], '毒药') });
    expect(g.notes('狼B')).toContain('你收到了黑商的礼物：毒药。');
    expect(g.alive('狼C')).toBe(true);
    const h = tableWith({ 民C: '黑商', 狼C: '机械狼' });
    opening(h, () => h.act('狼C', '学习', ['民C']));
    night(h, { n60: () => h.act('狼C', '馈赠', ['民A'], '猎枪') });
    expect(h.notes('民A')).toContain('你收到了黑商的礼物：猎枪。');
    expect(h.alive('狼C')).toBe(false);
  });
});
