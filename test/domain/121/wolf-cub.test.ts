import { describe, expect, it } from 'vitest';
import { morningOf, night, ruling } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 2 幼狼 (l.199–203):
//   幼狼与狼人互知共群。
//   杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
//   激励<强制> —— 当幼狼并非因红牌罚下而出局后，仅限下一个夜晚，狼人可以再使用一次<杀人>技能。
//   牺牲 —— 游戏日夜晚，若幼狼尚未继承<杀人>技能，幼狼可以主动出局。
// Readings (role file): the second 杀人 is submitted as <激励> by any holder of the pack's 杀人 and settles right after
// it; 下一个夜晚 = the night that follows his out (the same day's night when out by day); 尚未继承<杀人> = another
// member of the pack is still in (he does not hold the pack's 杀人 alone). 总体流程 3 (13) 幼狼<牺牲>, (22) after 冲锋.

const table = () => tableWith({ 狼C: '幼狼' });

describe('幼狼 激励<强制>', () => {
  it('与狼人互知共群', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
  });

  it('出局后，仅限下一个夜晚，狼人可以再使用一次<杀人>: voted out by day, that night two 指杀', () => {
    const g = table();
    nextNight(g, { 预: '狼C', 巫: '狼C', 猎: '狼C' });
    expect(g.notes('狼B')).toContain(
      '激励：幼狼 狼C 出局，下一个夜晚狼人可以再使用一次<杀人>（提交<激励>）。',
    );
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼A', '激励', ['民B']);
      },
    });
    expect(morningOf(g, 3)).toContain('昨夜出局：民A、民B。');
    expect(g.outs()).toEqual(['狼C', '民A', '民B']);
  });

  it('仅限下一个夜晚: the night after that, no <激励> (NOT_YOUR_SKILL)', () => {
    const g = table();
    nextNight(g, { 预: '狼C', 巫: '狼C', 猎: '狼C' });
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼A', '激励', ['民B']).code).toBe('NOT_YOUR_SKILL');
  });

  it('while he is in, there is no second 杀人 (NOT_YOUR_SKILL)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼A', '激励', ['民B']).code).toBe('NOT_YOUR_SKILL');
  });

  it('out at night: the next night is the one after (killed by the witch’s poison on night 1 → night 2)', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼A', '激励', ['民B']) });
    expect(g.outs()).toEqual(['狼C', '民B']);
  });

  it('并非因红牌罚下而出局: sent off with a red card, no <激励>', () => {
    const g = table();
    nextNight(g);
    ruling(g, { kind: 'card', target: '狼C', color: 'red', reason: '违规' });
    g.closeNight();
    nextNight(g);
    g.closeTo('n60');
    expect(g.alive('狼C')).toBe(false);
    expect(g.actFails('狼A', '激励', ['民B']).code).toBe('NOT_YOUR_SKILL');
  });
});

describe('幼狼 牺牲', () => {
  it('游戏日夜晚，幼狼可以主动出局 — out that night; then 激励 the next night', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '牺牲') });
    expect(morningOf(g, 2)).toContain('昨夜出局：狼C。');
    nextNight(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('狼B', '激励', ['民B']);
      },
    });
    expect(g.outs()).toEqual(['狼C', '民A', '民B']);
  });

  it('若幼狼尚未继承<杀人>技能: the last of the pack may not (SKILL_NOT_USABLE)', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    g.closeTo('n60');
    expect(g.actFails('狼C', '牺牲').code).toBe('SKILL_NOT_USABLE');
  });
});
