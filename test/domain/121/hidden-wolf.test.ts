import { describe, expect, it } from 'vitest';
import { morningOf, night, ruling } from './given';
import { drawn, opening, tableWith } from './tables';

// [121] 狼人阵营 6 隐狼:
//   隐狼可知晓所有狼人阵营马甲，但不与其他狼人共群，不可独自存活，永不接刀。
//   伪装<限定> —— 游戏开始前，隐狼可自选一张村民阵营身份牌为自己表面身份，但无法用其技能，如被预言查验则反馈【非狼人阵营】，被通灵则反馈其选择的表面身份。
//   总体流程 1: 游戏开始时 … 隐狼<伪装> … 依次进行; 行动时限: 一定时间不发动技能，技能选择的身份…随机决定
// Readings: 非狼人阵营 whether or not the 伪装 was chosen; 不可独自存活 = goes out when no other wolf-faction character is in.

const table = () => tableWith({ 狼C: '隐狼', 民B: '通灵师', 民C: '花蝴蝶' });

describe('隐狼', () => {
  it('游戏开始前: the game opens with the opening window, no vote is taken in it', () => {
    const g = table();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
    expect(g.fails({ type: 'CastVote', voter: '预', target: '狼A', proxy: false }, 'player:预').code).toBe(
      'WRONG_PHASE',
    );
  });

  it('可知晓所有狼人阵营马甲 — the group wolves and 花蝴蝶 alike', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('狼人阵营的角色：狼A、狼B、民C。');
  });

  it('但不与其他狼人共群: no group, no 杀人 (NOT_YOUR_SKILL)', () => {
    const g = table();
    opening(g, () => g.act('狼C', '伪装', [], '守卫'));
    expect(g.notes('狼A')).toContain('你的狼队友：狼B。');
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('伪装: the chosen village card is what 通灵 reads; 预言 reads 非狼人阵营', () => {
    const g = table();
    opening(g, () => g.act('狼C', '伪装', [], '守卫'));
    expect(g.notes('狼C')).toContain('伪装：你的表面身份为【守卫】。');
    night(g, {
      n60: () => {
        g.act('民B', '通灵', ['狼C']);
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【守卫】。');
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<非狼人阵营>。');
  });

  it('一张村民阵营身份牌 is any card of the list’s 【村民阵营】 (l.21), one Bansha does not implement yet too: 通灵 reads 锈剑骑士', () => {
    const g = table();
    opening(g, () => g.act('狼C', '伪装', [], '锈剑骑士'));
    expect(g.notes('狼C')).toContain('伪装：你的表面身份为【锈剑骑士】。');
    night(g, { n60: () => g.act('民B', '通灵', ['狼C']) });
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【锈剑骑士】。');
  });

  it('…and 村民, the plain village card, is one of them', () => {
    const g = table();
    opening(g, () => g.act('狼C', '伪装', [], '村民'));
    expect(g.notes('狼C')).toContain('伪装：你的表面身份为【村民】。');
  });

  it('但无法用其技能: the 守卫 card gives no 守护 (NOT_YOUR_SKILL)', () => {
    const g = table();
    opening(g, () => g.act('狼C', '伪装', [], '守卫'));
    g.closeTo('n40');
    expect(g.actFails('狼C', '守护', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('一张村民阵营身份牌: a wolf card is refused (INVALID_INPUT)', () => {
    const g = table();
    const e = g.fails(
      { type: 'SubmitAction', actor: '狼C', skill: '伪装', targets: [], choice: '狼王' },
      'player:狼C',
    );
    expect(e.code).toBe('INVALID_INPUT');
  });

  it('一定时间不发动技能…随机决定: a missed 伪装 is drawn among the village cards, and he is told', () => {
    const g = table();
    opening(g);
    const card = drawn<{ choice: string }>(g, 'opening:disguise').choice;
    expect(g.notes('狼C')).toContain(`你未在时限内发动<伪装>，随机决定：${card}。`);
    expect(g.notes('狼C')).toContain(`伪装：你的表面身份为【${card}】。`);
  });

  it('不可独自存活: with every other wolf-faction character out, he goes out too', () => {
    const g = table();
    opening(g);
    for (const w of ['狼A', '狼B', '民C']) ruling(g, { kind: 'kill', target: w, reason: '测试' });
    expect(g.alive('狼C')).toBe(false);
    // by night the news waits for the next 公示 — here the end's, the village having won
    expect(g.announcements().some((a) => a.endsWith('狼C 不可独自存活，出局。'))).toBe(true);
  });

  it('永不接刀: the group wolves out, 花蝴蝶 still in — he has no 杀人', () => {
    const g = table();
    opening(g);
    for (const w of ['狼A', '狼B']) ruling(g, { kind: 'kill', target: w, reason: '测试' });
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
    g.closeNight();
    expect(morningOf(g, 2)).toContain('昨夜出局：狼A、狼B。');
    expect(g.outs()).toEqual(['狼A', '狼B']);
  });
});
