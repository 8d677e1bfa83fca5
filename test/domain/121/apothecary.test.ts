import { describe, expect, it } from 'vitest';
import { castVoteFails, type Game, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 25 药剂师 (file 000 l.155–158):
//   我有药—— 药剂师拥有一瓶回复药和一瓶迷魂药，每晚只能使用一瓶药。
//   回复药：游戏日夜晚药剂师可以选择将回复药交给女巫，女巫将获知回复一瓶救药，可叠加，如本场无女巫则药剂师回复一瓶迷魂药，
//     回复当晚即可使用，不与原本的迷魂药叠加。
//   迷魂药：游戏日夜晚药剂师可以选择将迷魂药交给一名角色，该角色将永远失去投票权。
// 总体流程 3 (15) 药剂师<我有药>; 行动时限: 所有身份 关门一小时后 (n60). 机械狼 学习 (l.327): 药剂师，可使用一瓶迷魂药.
// Readings (the role file): the 回复药 goes to the living 女巫 (no target to choose), who gets it with the night's changes
// (she may use it from the next night; her 通灵 comes back with it); 本场无女巫 = no living 女巫; the 迷魂药 may be given to
// anyone, himself included.

const spirit = (g: Game) => g.notes('巫').filter((n) => n.startsWith('通灵：'));

describe('药剂师 回复药', () => {
  it('女巫将获知回复一瓶救药: told, and a 救药 already used may be used again the next night', () => {
    const g = tableWith({ 民C: '药剂师' });
    night(g, {
      n60: () => {
        g.act('民C', '回复药');
        g.act('狼B', '杀人', ['民A']);
      },
      n90: () => g.act('巫', '救药', ['民A']),
    });
    expect(g.alive('民A')).toBe(true);
    expect(g.notes('巫')).toContain('药剂师的回复药：你回复了一瓶<救药>。');
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民B']), n90: () => g.act('巫', '救药', ['民B']) });
    expect(g.alive('民B')).toBe(true);
  });

  it('女巫失去<救药>技能后，失去技能<通灵> — the bottle given back brings 通灵 back', () => {
    const g = tableWith({ 民C: '药剂师' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']), n90: () => g.act('巫', '救药', ['民A']) });
    day(g);
    night(g, { n60: () => g.act('民C', '回复药') }); // no 通灵 tonight: 救药 used up
    expect(spirit(g)).toHaveLength(1);
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民B']) });
    expect(spirit(g).at(-1)).toBe('通灵：今晚被指杀的角色是 民B。');
  });

  it('可叠加: given before her own is used, she saves on two nights', () => {
    const g = tableWith({ 民C: '药剂师' });
    night(g, { n60: () => g.act('民C', '回复药') });
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']), n90: () => g.act('巫', '救药', ['民A']) });
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民B']), n90: () => g.act('巫', '救药', ['民B']) });
    expect(g.outs()).toEqual([]);
    day(g);
    g.closeTo('n90');
    expect(g.actFails('巫', '救药', ['民A']).code).toBe('SKILL_USED_UP');
  });

  it('<回复药> once: a second is refused (SKILL_USED_UP)', () => {
    const g = tableWith({ 民C: '药剂师' });
    night(g, { n60: () => g.act('民C', '回复药') });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '回复药').code).toBe('SKILL_USED_UP');
  });

  it('每晚只能使用一瓶药: 回复药 and 迷魂药 the same night — SKILL_CONFLICT', () => {
    const g = tableWith({ 民C: '药剂师' });
    g.closeTo('n60');
    g.act('民C', '迷魂药', ['狼A']);
    expect(g.actFails('民C', '回复药').code).toBe('SKILL_CONFLICT');
  });

  it('如本场无女巫则药剂师回复一瓶迷魂药，回复当晚即可使用: his 迷魂药 used, the refill is used the same night', () => {
    const g = tableWith({ 民C: '药剂师', 巫: '村民' });
    night(g, { n60: () => g.act('民C', '迷魂药', ['狼A']) });
    day(g);
    night(g, {
      n60: () => {
        g.act('民C', '回复药');
        g.act('民C', '迷魂药', ['狼B']);
      },
    });
    expect(castVoteFails(g, '狼B', '民A').code).toBe('CANNOT_VOTE');
  });

  it('不与原本的迷魂药叠加: refilled while his own is unused, he still has one 迷魂药 only', () => {
    const g = tableWith({ 民C: '药剂师', 巫: '村民' });
    g.closeTo('n60');
    g.act('民C', '回复药');
    // the refill does not add a bottle: his own unused one is not a second bottle tonight either
    expect(g.actFails('民C', '迷魂药', ['狼A']).code).toBe('SKILL_CONFLICT');
    g.closeNight();
    day(g);
    night(g, { n60: () => g.act('民C', '迷魂药', ['狼A']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '迷魂药', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('本场无女巫: a witch who is out is no witch — the refill goes to his 迷魂药', () => {
    const g = tableWith({ 民C: '药剂师' });
    night(g, { n60: () => g.act('狼B', '杀人', ['巫']) });
    day(g);
    night(g, { n60: () => g.act('民C', '迷魂药', ['狼A']) });
    day(g);
    night(g, {
      n60: () => {
        g.act('民C', '回复药');
        g.act('民C', '迷魂药', ['狼B']);
      },
    });
    expect(castVoteFails(g, '狼B', '民A').code).toBe('CANNOT_VOTE');
  });
});

describe('药剂师 迷魂药', () => {
  it('该角色将永远失去投票权: refused the next day and every day after (CANNOT_VOTE)', () => {
    const g = tableWith({ 民C: '药剂师' });
    night(g, { n60: () => g.act('民C', '迷魂药', ['狼A']) });
    expect(castVoteFails(g, '狼A', '民A').code).toBe('CANNOT_VOTE');
    day(g);
    night(g);
    expect(castVoteFails(g, '狼A', '民A').code).toBe('CANNOT_VOTE');
  });

  it('一瓶迷魂药: once (SKILL_USED_UP)', () => {
    const g = tableWith({ 民C: '药剂师' });
    night(g, { n60: () => g.act('民C', '迷魂药', ['狼A']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '迷魂药', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('机械狼 学习 药剂师，可使用一瓶迷魂药 (l.327): the learner takes one voter\u2019s vote away', () => {
    const g = tableWith({ 民C: '药剂师', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n60: () => g.act('狼C', '迷魂药', ['预']) });
    expect(castVoteFails(g, '预', '民A').code).toBe('CANNOT_VOTE');
  });
});
