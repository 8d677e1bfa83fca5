import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { morningOf, night, pku, voteDay } from './given';

// [pku] file 004 神 / 猎人 (l.299–313): 猎人的枪不受狼禁作用 (l.305); 即使猎人的死因中包括好人技能的作用，依然可以开枪
// (l.307); 猎人可以选择不开枪；如这样做，则不公开猎人身份 (l.309); 若选择公开身份，必须带走当前存活的玩家（不包括自己）
// (l.311). 胜负结算仅在两个个时机触发：投票+猎人开枪结束、破晓死亡结算完毕 (l.71). 猎人：破晓/投票结束后猎人行动时段（出局通知
// +行动） (l.37; 结算顺序 l.9, l.17): out by night he shoots in 破晓; voted out, in the slot after the vote (入夜, reading).

describe('pku 猎人', () => {
  it('破晓 (l.17, l.37): out by the wolves at night, he shoots in 破晓 — the target is out that night and the 警情 lists both with the shot', () => {
    const g = pku();
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      破晓: () => {
        expect(g.notes('猎').at(-1)).toContain('可以开枪');
        g.act('猎', '开枪', ['狼B']);
      },
    });
    expect(g.outs()).toEqual(['猎', '狼B']);
    expect(morningOf(g, 1)).toContain('昨夜出局：猎、狼B。');
    expect(morningOf(g, 1)).toContain('猎人 猎 开枪，带走了 狼B。');
  });

  it('破晓 (l.17): the shot is not taken before 破晓 (the night settles first) nor after it: the right lapses as 破晓 closes', () => {
    const g = pku();
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      凌晨: () => expect(g.actFails('猎', '开枪', ['狼B']).code).toBe('SKILL_NOT_USABLE'),
    });
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(g.state.rights.some((r) => r.kind === 'last_shot')).toBe(false);
    expect(g.actFails('猎', '开枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('即使猎人的死因中包括好人技能的作用，依然可以开枪 (l.307): poisoned, he shoots', () => {
    const g = pku();
    night(g, { 凌晨: () => g.act('巫', '毒药', ['猎']), 破晓: () => g.act('猎', '开枪', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });

  it('猎人的枪不受狼禁作用 (l.305): banned the night he dies, he shoots', () => {
    const g = pku();
    night(g, {
      入夜: () => g.act('狼禁', '禁', ['猎']),
      夜间: () => g.act('狼A', '杀人', ['猎']),
      破晓: () => g.act('猎', '开枪', ['狼B']),
    });
    expect(g.alive('狼B')).toBe(false);
  });

  it('必须带走当前存活的玩家（不包括自己） (l.311): an out player or himself is refused', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['猎']);
        g.act('狙', '刀', ['民A']);
      },
      破晓: () => {
        expect(g.actFails('猎', '开枪', ['民A']).code).toBe('ILLEGAL_TARGET');
        expect(g.actFails('猎', '开枪', ['猎']).code).toBe('ILLEGAL_TARGET');
      },
    });
  });

  it('猎人可以选择不开枪；如这样做，则不公开猎人身份 (l.309): the right lapses, nothing names him', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['猎']) });
    expect(g.state.rights.some((r) => r.kind === 'last_shot')).toBe(false);
    expect(g.announcements().join('\n')).not.toContain('猎人');
    expect(morningOf(g, 1)).toContain('昨夜出局：猎。');
  });

  it('胜负结算…投票+猎人开枪结束 (l.71); 胜利优先级为狼人>好人 (l.73): voted out with the last wolf, his shot on the last villager comes first — both sides out, the wolves win', () => {
    const g: Game = pku({ 狼A: '狼人', 猎: '猎人', 民A: '村民', 民B: '村民' });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民A']) });
    voteDay(g, { 民B: '狼A', 狼A: '猎' }); // 平票双死
    expect(g.outs()).toEqual(['民A', '狼A', '猎']);
    expect(g.state.status).toBe('running'); // the wolves are all out, yet the judge waits for the shot
    // 投票结束后猎人行动时段 (l.37; reading: the slot after the vote, 入夜)
    expect(g.state.phase).toMatchObject({ kind: 'night', window: '入夜' });
    g.act('猎', '开枪', ['民B']);
    expect(g.state.winner?.faction).toBe('wolves');
  });

  it('投票后的猎人行动 — 胜负结算 (l.9): voted out with the last wolf, he does not shoot — as 入夜 closes the right lapses and the village wins', () => {
    const g: Game = pku({ 狼A: '狼人', 猎: '猎人', 民A: '村民', 民B: '村民' });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民A']) });
    voteDay(g, { 民B: '狼A', 狼A: '猎' });
    expect(g.state.status).toBe('running');
    g.close();
    expect(g.state.rights.some((r) => r.kind === 'last_shot')).toBe(false);
    expect(g.state.winner?.faction).toBe('village');
  });

  it('voted out, his shot belongs to 入夜: after it (夜间) the right is gone', () => {
    const g = pku();
    night(g);
    voteDay(g, { 民A: '猎', 民B: '猎' });
    expect(g.alive('猎')).toBe(false);
    g.close();
    expect(g.state.phase.window).toBe('夜间');
    expect(g.actFails('猎', '开枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('胜负结算…破晓死亡结算完毕 (l.71): the shot in 破晓 that takes the last wolf ends the game as 破晓 ends, not at the shot', () => {
    const g: Game = pku({ 狼A: '狼人', 猎: '猎人', 民A: '村民', 民B: '村民' });
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      破晓: () => {
        g.act('猎', '开枪', ['狼A']);
        expect(g.state.status).toBe('running');
      },
    });
    expect(g.state.winner?.faction).toBe('village');
    // the 警情 of that 破晓 went out before the end
    expect(morningOf(g, 1)).toContain('猎人 猎 开枪，带走了 狼A。');
  });

  it('a shot that leaves the other side standing: the game goes on', () => {
    const g: Game = pku({ 狼A: '狼人', 狼B: '狼人', 猎: '猎人', 民A: '村民', 民B: '村民' });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['猎']), 破晓: () => g.act('猎', '开枪', ['狼A']) });
    expect(g.state.status).toBe('running');
    voteDay(g, { 民A: '狼B', 民B: '狼B' });
    expect(g.state.winner?.faction).toBe('village');
  });

  it('猎人和猎人带走的玩家均有或均无遗言 (l.313): the hunter had last words — so has his target, beyond the number', () => {
    const g = pku(undefined, { lastWords: 1 });
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      破晓: () => {
        g.act('猎', '开枪', ['狼B']);
        expect(g.state.rights.filter((r) => r.kind === 'last_words').map((r) => r.holder)).toEqual([
          '猎',
          '狼B',
        ]);
      },
    });
    expect(morningOf(g, 1)).toContain('猎 可以留遗言。');
    expect(morningOf(g, 1)).toContain('狼B 可以留遗言。');
  });

  it('…均无遗言: the hunter voted out with no last word left — neither has his target', () => {
    const g = pku(undefined, { lastWords: 1 });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民A']) });
    voteDay(g, { 民B: '猎' });
    expect(g.outs()).toEqual(['民A', '猎']);
    g.act('猎', '开枪', ['狼B']);
    expect(g.state.rights.some((r) => r.kind === 'last_words' && r.holder === '狼B')).toBe(false);
  });
});
