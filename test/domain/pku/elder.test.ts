import { describe, expect, it } from 'vitest';
import { night, pku, voteDay } from './given';

// [pku] file 004 神 / 长老 (l.337–347): 解药对于挨第二刀的长老的效果是抵消一次普通刀的作用（即：挨第二刀的长老救回后为一命；
// 挨第三刀的长老和挨飞刀的长老救不回来） (l.289); 长老死于投票造成的好人无法使用技能不包括猎人的技能 (l.341); 长老死于投票的
// 当夜，所有拥有夜间主动技的好人玩家（即：除猎人/0药女巫/晋升前的神替以外的所有好人）无论是否被禁，均在入夜时获得通知
// "今夜你无法使用技能" (l.343).

describe('pku 长老', () => {
  it('two lives: the first wolf knife takes a life, the next night’s knife puts him out', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    expect(g.alive('老')).toBe(true);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    expect(g.outs()).toEqual(['老']);
  });

  it('挨第二刀: 群狼刀 + 野狼刀 the same night put him out', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['老']);
        g.act('野', '刀', ['老']);
      },
    });
    expect(g.outs()).toEqual(['老']);
  });

  it('挨第二刀的长老救回后为一命 (l.289): saved, he stays in with one life — the next knife puts him out', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['老']);
        g.act('野', '刀', ['老']);
      },
      凌晨: () => g.act('巫', '解药', ['老']),
    });
    expect(g.alive('老')).toBe(true);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    expect(g.outs()).toEqual(['老']);
  });

  it('the 狙击手’s knife is not an ordinary wolf knife (reading): it puts him out at once', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狙', '刀', ['老']) });
    expect(g.outs()).toEqual(['老']);
  });

  it('长老死于投票的当夜 (l.343): every good player with a night skill is told and cannot act — the 民 with its 上工 too (除猎人/0药女巫/晋升前的神替以外的所有好人); the 猎人 and 神替 are not told', () => {
    const g = pku();
    g.closeNight();
    voteDay(g, { 民A: '老', 民B: '老' });
    expect(g.outs()).toEqual(['老']);
    for (const n of ['预', '巫', '守', '狙', '民A']) expect(g.notes(n)).toContain('今夜你无法使用技能。');
    for (const n of ['猎', '神替']) expect(g.notes(n)).not.toContain('今夜你无法使用技能。');
    night(g, {
      夜间: () => {
        expect(g.actFails('预', '查验', ['狼A']).code).toBe('SKILL_NOT_USABLE');
        expect(g.actFails('守', '守护', ['民A']).code).toBe('SKILL_NOT_USABLE');
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.outs()).toEqual(['老', '民A']);
    // the next night they act again
    voteDay(g, {});
    night(g, { 夜间: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('预')).toContain('查验：狼A 的身份是【狼人】。');
  });

  it('0药女巫 (l.343) is not told: a witch with both bottles used has no night skill left', () => {
    const g = pku();
    night(g, { 凌晨: () => g.act('巫', '毒药', ['狼B']) });
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民A']), 凌晨: () => g.act('巫', '解药', ['民A']) });
    voteDay(g, { 民A: '老', 民B: '老' });
    expect(g.notes('巫')).not.toContain('今夜你无法使用技能。');
    expect(g.notes('预')).toContain('今夜你无法使用技能。');
  });

  it('不包括猎人的技能 (l.341): the 长老 and the 猎人 voted out together — the 猎人 still shoots', () => {
    const g = pku();
    g.closeNight();
    voteDay(g, { 民A: '老', 民B: '猎' });
    expect(g.outs()).toEqual(expect.arrayContaining(['老', '猎']));
    g.act('猎', '开枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });
});
