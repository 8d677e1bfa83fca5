import { describe, expect, it } from 'vitest';
import { castVoteFails, createFails, Game, night, SEATS12, TABLE12 } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 26 侦探 (file 000 l.159–160), 27 警犬 (l.161–162):
//   明察<限定>—— 除竞选日的游戏日白天可选择翻牌，侦探强制成为警长，该讨论日不再进行公投，游戏日白天结束前，由侦探选择一名玩家出局，该玩家出局
//   公示身份（此身份为初始身份），且除狼美人和血月使徒外，不可发动其他技能。
//   狗腿—— 有警犬在场，则必有侦探。…若侦探翻牌指定出局玩家为狼人阵营，则警犬获得一晚通灵技能，若侦探翻牌指定出局玩家为预言查验的非狼人阵营，
//   则警犬获得一次撕咬能力（等同狼刀），获得当夜可选择一名玩家进行撕咬，撕咬无视守护技能。
// 隐者 (l.168): 白天对其进行的翻牌操作（如骑士，侦探）均视为失效. 机械狼 学习 (l.328–329).
// Readings (the role file): the player is named with the flip and goes out at once; nobody votes that day.

/** Night 1 over: day 2 open. */
function day2(swap: Record<string, string>, constraints = true): Game {
  const g = tableWith(swap, constraints ? {} : { constraints: false });
  if (g.state.phase.day === 0) opening(g);
  night(g);
  return g;
}

describe('侦探 明察<限定>', () => {
  it('翻牌…强制成为警长…由侦探选择一名玩家出局，该玩家出局公示身份（初始身份）', () => {
    const g = day2({ 民C: '侦探' });
    g.act('民C', '明察', ['狼B']);
    expect(g.alive('狼B')).toBe(false);
    expect(g.state.sheriff).toBe('民C');
    const said = g.announcements().join('\n');
    expect(said).toContain('民C 翻牌：侦探。');
    expect(said).toContain('狼B 出局，身份为【狼人】。');
  });

  it('该讨论日不再进行公投: nobody votes that day, a vote cast before is void; the next day votes again', () => {
    const g = day2({ 民C: '侦探' });
    g.vote('狼A', '民A');
    g.vote('狼C', '民A');
    g.act('民C', '明察', ['狼B']);
    expect(castVoteFails(g, '预', '狼A').code).toBe('CANNOT_VOTE');
    day(g);
    expect(g.outs()).toEqual(['狼B']);
    night(g);
    day(g, { 民C: '狼A', 预: '狼A', 巫: '狼A' });
    expect(g.alive('狼A')).toBe(false);
  });

  it('除竞选日: not on day 1 (WRONG_PHASE); <限定>: once (SKILL_USED_UP)', () => {
    const g = Game.create({ ...TABLE12, 民C: '侦探' });
    g.start(SEATS12);
    expect(g.actFails('民C', '明察', ['狼B']).code).toBe('WRONG_PHASE');
    day(g);
    night(g);
    g.act('民C', '明察', ['狼B']);
    day(g);
    night(g);
    expect(g.actFails('民C', '明察', ['狼C']).code).toBe('SKILL_USED_UP');
  });

  it('不可发动其他技能: a 猎人 put out by 明察 has no 最后一枪', () => {
    const g = day2({ 民C: '侦探' });
    g.act('民C', '明察', ['猎']);
    expect(g.actFails('猎', '最后一枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('除狼美人…外: a 狼美人 put out by 明察 takes her charmed one with her', () => {
    const g = tableWith({ 民C: '侦探', 狼C: '狼美人' });
    night(g, { n60: () => g.act('狼C', '魅惑', ['民A']) });
    g.act('民C', '明察', ['狼C']);
    expect(g.alive('民A')).toBe(false);
  });

  it('隐者: 白天对其进行的翻牌操作（如骑士，侦探）均视为失效', () => {
    const g = day2({ 民C: '侦探', 民B: '隐者' });
    g.act('民C', '明察', ['民B']);
    expect(g.alive('民B')).toBe(true);
    expect(g.announcements().join('\n')).toContain('对 民B 的明察失效。');
  });

  it('机械狼 学习 侦探 (l.328): after the real 明察 the learner names one more, never the real one', () => {
    const h = tableWith({ 民C: '侦探', 狼C: '机械狼' });
    opening(h, () => h.act('狼C', '学习', ['民C']));
    night(h);
    h.act('民C', '明察', ['狼B']);
    expect(h.actFails('狼C', '明察', ['民C']).code).toBe('ILLEGAL_TARGET');
    h.act('狼C', '明察', ['预']);
    expect(h.alive('预')).toBe(false);
  });
});

describe('警犬 狗腿', () => {
  it('有警犬在场，则必有侦探: dealt without one, SETUP_CONSTRAINT', () => {
    const roles = { ...TABLE12, 民C: '警犬' };
    const e = createFails(roles);
    expect(e.code).toBe('SETUP_CONSTRAINT');
  });

  it('侦探翻牌指定出局玩家为狼人阵营 → 警犬获得一晚通灵技能', () => {
    const g = day2({ 民C: '侦探', 民B: '警犬' });
    g.act('民C', '明察', ['狼B']);
    day(g);
    night(g, { n60: () => g.act('民B', '通灵', ['狼A']) });
    expect(g.notes('民B').at(-1)).toBe('通灵：狼A 的身份为【狼王】。');
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民B', '通灵', ['狼C']).code).toBe('SKILL_NOT_USABLE');
  });

  it('…为预言查验的非狼人阵营 → 一次撕咬（等同狼刀），撕咬无视守护技能', () => {
    const g = day2({ 民C: '侦探', 民B: '警犬' });
    g.act('民C', '明察', ['民A']);
    day(g);
    night(g, { n40: () => g.act('守', '守护', ['狼A']), n60: () => g.act('民B', '撕咬', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });

  it('no 明察, no 狗腿: the dog has neither skill', () => {
    const g = day2({ 民C: '侦探', 民B: '警犬' });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民B', '撕咬', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });
});
