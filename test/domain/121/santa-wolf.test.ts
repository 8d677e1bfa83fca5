import { describe, expect, it } from 'vitest';
import { Game } from '../harness';
import { castVoteFails, morningOf, night } from './given';
import { day, drawn, nextNight, SEATS12, TABLE12 } from './tables';

// [121] 狼人阵营 16 圣诞老狼 (l.256–265):
//   圣诞老狼与狼队不互知也不共群，圣诞老狼永不接刀。圣诞老狼被验为【非村民阵营】，被通为圣诞老狼
//   礼物——游戏日夜晚可发动技能掷一个骰子，奇数为好礼物，偶数为坏礼物，掷出后必须赠送给另一名玩家；若掷的为好礼物，可再掷一次骰子判定礼物结果：
//   1，验人；好人收到为预言家验人；三方收到为通灵师验人；狼人收到为石像鬼验人 2，毒药 3，猎枪，同猎人的最后一枪。
//   4，恐惧，如好人收到礼物则或者技能<操纵>，狼人或者三方收到礼物获得技能<恐惧> 5，获得一次指杀机会
//   6，守卫；如果是狼人收到守护，则可守住猎魔人的猎杀和女巫的毒药
//   法官在将在游戏日夜晚结束后询问获得礼物的玩家是否选择打开：收礼玩家和选择将于游戏日白天公示，如选择不打开，则该玩家当天白天失去投票权；
//   如打开为好礼物，将礼物收下使用，除猎枪外的礼物将在下一个游戏日白天进入发言阶段时失效；如打开为坏礼物，该玩家立即出局。
//   如获得礼物的玩家当夜死亡，则将不公示礼物信息
// Readings (role file): he names the recipient with the skill, the dice are cast as it resolves (events) and he is told;
// the recipient's choice is the right <拆礼物> of the next day (打开 / 不打开); a good gift is a skill usable once until the
// next day opens (猎枪 kept); 非村民阵营 reads <狼人阵营> for the 预言家. 总体流程 3 (1); 行动时限 n20.

const ROLES = { ...TABLE12, 民C: '圣诞老狼', 民B: '通灵师' };
const WITH_BOMB = { ...ROLES, 羊: '炸弹' };

/** Night 1 with 民C's 礼物 to `to` and n20 closed: the game and the casts. */
function gave(seed: string, to: string, roles = ROLES): { g: Game; dice: number[] } {
  const g = Game.create(roles, { seed, options: { ignoreSetupConstraints: true } });
  g.start(SEATS12);
  day(g);
  g.act('民C', '礼物', [to]);
  g.closeTo('n40');
  const first = drawn<number>(g, 'night:0:santa:民C');
  const dice = first % 2 ? [first, drawn<number>(g, 'night:0:santa2:民C')] : [first];
  return { g, dice };
}

/** A seeded game whose gift to `to` is a bad one (`kind` 0) or a good one of that kind (the second cast). */
function gift(to: string, kind: number, roles = ROLES): Game {
  for (let i = 0; i < 400; i++) {
    const { g, dice } = gave(`santa-${i}`, to, roles);
    if (kind === 0 ? dice.length === 1 : dice[1] === kind) return g;
  }
  throw new Error(`no seed gives ${kind}`);
}

/** The gift of `kind` given to `to`, the night closed with `steps`, and opened the next day. */
function opened(to: string, kind: number, steps: Parameters<typeof night>[1] = {}, roles = ROLES): Game {
  const g = gift(to, kind, roles);
  night(g, steps);
  g.act(to, '拆礼物', [], '打开');
  return g;
}

describe('圣诞老狼', () => {
  it('与狼队不互知也不共群: not told the pack, no 杀人 (NOT_YOUR_SKILL)', () => {
    const { g } = gave('santa-a', '民A');
    expect(g.notes('民C').join('\n')).not.toMatch(/狼队友/);
    expect(g.notes('狼A')).toContain('你的狼队友：狼B、狼C。');
    expect(g.actFails('民C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('永不接刀: the pack out, still no 杀人', () => {
    const g = Game.create(ROLES, { seed: 's', options: { ignoreSetupConstraints: true } });
    g.start(SEATS12);
    day(g);
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A', 守: '狼A' });
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B', 守: '狼B' });
    nextNight(g, { 预: '狼C', 巫: '狼C', 猎: '狼C', 守: '狼C' });
    g.closeTo('n60');
    expect(g.actFails('民C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('被验为【非村民阵营】 (预言: <狼人阵营>), 被通为圣诞老狼', () => {
    const { g } = gave('santa-b', '民A');
    g.act('预', '预言', ['民C']);
    g.act('民B', '通灵', ['民C']);
    g.closeNight();
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【圣诞老狼】。');
  });

  it('掷一个骰子…掷出后必须赠送给另一名玩家: the casts are events, he is told them; the 公示 names the recipient', () => {
    const { g, dice } = gave('santa-c', '民A');
    const quality = dice.length === 2 ? '好礼物' : '坏礼物';
    expect(g.notes('民C').find((n) => n.startsWith('礼物：'))).toContain(`你掷出 ${dice[0]}（${quality}）`);
    g.closeNight();
    expect(morningOf(g, 2)).toContain('民A 收到了圣诞老狼的礼物。');
    expect(g.notes('民A')).toContain(
      '你收到了圣诞老狼的礼物：今天白天可发动<拆礼物>，选择“打开”或“不打开”。',
    );
  });

  it('如打开为坏礼物，该玩家立即出局 (announced)', () => {
    const g = opened('民A', 0);
    expect(g.alive('民A')).toBe(false);
    expect(g.announcements().join('\n')).toContain('民A 打开了圣诞老狼的礼物：坏礼物，民A 出局。');
  });

  it('如选择不打开，则该玩家当天白天失去投票权 (and the 公示 says so); the gift is gone', () => {
    const g = gift('民A', 0);
    g.closeNight();
    g.vote('民A', '狼A');
    g.act('民A', '拆礼物', [], '不打开');
    expect(g.announcements().join('\n')).toContain('民A 选择不打开圣诞老狼的礼物，今天失去投票权。');
    expect(castVoteFails(g, '民A', '狼B').code).toBe('CANNOT_VOTE');
    expect(g.alive('民A')).toBe(true);
  });

  it('如获得礼物的玩家当夜死亡，则将不公示礼物信息', () => {
    const g = gift('民A', 0);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(morningOf(g, 2)).not.toContain('礼物');
    expect(g.actFails('民A', '拆礼物', []).code).toBe('NOT_YOUR_SKILL');
  });

  it('1 验人: 好人收到为预言家验人', () => {
    const g = opened('民A', 1);
    expect(g.notes('民A')).toContain('礼物：你获得了<预言>（一次），下一个游戏日白天进入发言阶段时失效。');
    day(g);
    night(g, { n60: () => g.act('民A', '预言', ['狼B']) });
    expect(g.notes('民A')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
  });

  it('1 验人: 狼人收到为石像鬼验人', () => {
    const g = opened('狼A', 1);
    day(g);
    night(g, { n60: () => g.act('狼A', '查验', ['预']) });
    expect(g.notes('狼A')).toContain('查验：预 的初始身份为【预言家】，当前阵营为村民阵营。');
  });

  it('1 验人: 三方收到为通灵师验人', () => {
    const g = opened('羊', 1, {}, WITH_BOMB);
    day(g);
    night(g, { n60: () => g.act('羊', '通灵', ['预']) });
    expect(g.notes('羊')).toContain('通灵：预 的身份为【预言家】。');
  });

  it('2 毒药: the recipient’s poison puts one out that night', () => {
    const g = opened('民A', 2);
    day(g);
    night(g, { n60: () => g.act('民A', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });

  it('3 猎枪，同猎人的最后一枪 — kept past the next day', () => {
    const g = opened('民A', 3);
    day(g);
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    g.act('民A', '猎枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('4: 好人收到获得<操纵> — the guard manipulated, his 守护 fails and the pack’s target goes out', () => {
    const g = opened('民A', 4);
    day(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民B']),
      n60: () => {
        g.act('民A', '操纵', ['守']);
        g.act('狼A', '杀人', ['民B']);
      },
    });
    expect(g.alive('民B')).toBe(false);
  });

  it('4: 狼人或者三方收到礼物获得技能<恐惧> — the guard in fear, the pack’s target goes out', () => {
    const g = opened('狼A', 4);
    expect(g.notes('狼A')).toContain('礼物：你获得了<恐惧>（一次），下一个游戏日白天进入发言阶段时失效。');
    day(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民B']),
      n60: () => {
        g.act('狼A', '恐惧', ['守']);
        g.act('狼A', '杀人', ['民B']);
      },
    });
    expect(g.alive('民B')).toBe(false);
  });

  it('4/6 without the gift: the guard’s 守护 holds (the control for the two tests above)', () => {
    const g = gift('民A', 0);
    g.closeNight();
    day(g);
    night(g, { n40: () => g.act('守', '守护', ['民B']), n60: () => g.act('狼A', '杀人', ['民B']) });
    expect(g.alive('民B')).toBe(true);
  });

  it('5 获得一次指杀机会', () => {
    const g = opened('民A', 5);
    day(g);
    night(g, { n60: () => g.act('民A', '指杀', ['狼C']) });
    expect(g.alive('狼C')).toBe(false);
  });

  it('6 守卫: the recipient’s 守护 stops the pack’s 杀人', () => {
    const g = opened('民A', 6);
    day(g);
    night(g, {
      n60: () => {
        g.act('民A', '守护', ['预']);
        g.act('狼A', '杀人', ['预']);
      },
    });
    expect(g.alive('预')).toBe(true);
  });

  it('6: 如果是狼人收到守护，则可守住…女巫的毒药', () => {
    const g = opened('狼A', 6);
    day(g);
    night(g, { n60: () => g.act('狼A', '守护', ['狼B']), n90: () => g.act('巫', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(true);
  });

  it('除猎枪外的礼物将在下一个游戏日白天进入发言阶段时失效: unused, gone the night after', () => {
    const g = opened('民A', 5);
    nextNight(g);
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('民A', '指杀', ['狼C']).code).toBe('NOT_YOUR_SKILL');
  });

  it('赠送给另一名玩家 (not himself: ILLEGAL_TARGET); 行动时限: 关门二十分钟内 (WRONG_PHASE after n20)', () => {
    const g = Game.create(ROLES, { seed: 's', options: { ignoreSetupConstraints: true } });
    g.start(SEATS12);
    day(g);
    expect(g.actFails('民C', '礼物', ['民C']).code).toBe('ILLEGAL_TARGET');
    g.closeTo('n40');
    expect(g.actFails('民C', '礼物', ['民A']).code).toBe('WRONG_PHASE');
  });
});
