import { describe, expect, it } from 'vitest';
import { night, pku, voteDay } from './given';

// [pku] file 004 狼 / 狼禁 (l.225–245): 知道全部狼人阵营玩家，但不知道玩家和身份的对应关系 (l.227); 技能对女巫有效 对三方
// 【永劫无间】有效 对猎人无效 对被动技能（例如【六神无主】）无效 (l.241); 可以不行动，不可自禁 (l.243); 狼禁作用的对象将在夜晚
// 开始时得到通知自己被禁 (l.245). 结算顺序 入夜: … 狼禁行动 (l.11), before 夜间.

describe('pku 狼禁 禁', () => {
  it('知道全部狼人阵营玩家，但不知道玩家和身份的对应关系 (l.227): told the names, not the roles', () => {
    const g = pku();
    expect(g.notes('狼禁')).toContain(
      '狼人阵营的玩家：狼A、狼B、野、狼预、狼替（不知道玩家与身份的对应关系）。',
    );
  });

  it('狼禁作用的对象将在夜晚开始时得到通知自己被禁 (l.245): told when 入夜 closes, before 夜间’s actions', () => {
    const g = pku();
    g.act('狼禁', '禁', ['预']);
    expect(g.notes('预')).not.toContain('你今夜被狼禁禁止行动，无法使用技能。');
    g.close(); // 入夜 → 夜间
    expect(g.state.phase.window).toBe('夜间');
    expect(g.notes('预')).toContain('你今夜被狼禁禁止行动，无法使用技能。');
    g.act('预', '查验', ['狼A']); // accepted, void when it resolves
    g.closeNight();
    expect(g.notes('预').some((n) => n.startsWith('查验：'))).toBe(false);
  });

  it('the ban blocks the target’s night skill: a 狙击手 banned knifes nobody', () => {
    const g = pku();
    night(g, { 入夜: () => g.act('狼禁', '禁', ['狙']), 夜间: () => g.act('狙', '刀', ['狼A']) });
    expect(g.outs()).toEqual([]);
  });

  it('对被动技能无效 (l.241): a banned 女巫 still sees who is dying, her 解药 is void', () => {
    const g = pku();
    night(g, { 入夜: () => g.act('狼禁', '禁', ['巫']), 夜间: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.notes('巫')).toContain('今晚濒死的玩家：民A。');
  });

  it('不可自禁 (l.243): ILLEGAL_TARGET', () => {
    const g = pku();
    expect(g.actFails('狼禁', '禁', ['狼禁']).code).toBe('ILLEGAL_TARGET');
  });

  it('可以不行动 (l.243): a pass is accepted, nobody is banned', () => {
    const g = pku();
    g.pass('狼禁', '禁');
    night(g, { 夜间: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('预')).toContain('查验：狼A 的身份是【狼人】。');
  });
});

// 【卧龙凤雏】 (l.231): 每一组序号相同日和夜算作一个结算周期。例如，两狼分别在第一日投票和第一夜夜间中毒出局，则本技能触发，狼禁将在
// 第二夜获得额外行动回合；但第一夜中毒出局的狼+第二日早上被猎人带走的狼不触发额外回合；第二日双狼平票出局不会在第二夜给狼禁增加
// 回合，而会在第三夜增加。 狼禁额外行动将在有额外行动的那一夜通知 (l.233).
describe('pku 狼禁【卧龙凤雏】', () => {
  const WOLONG = '【卧龙凤雏】：上一个结算周期有两名狼人出局，今夜你可以禁两名玩家。';

  it('第一日投票 + 第一夜中毒 → 第二夜: told at 入夜, two players banned', () => {
    const g = pku();
    g.closeNight();
    voteDay(g, { 民A: '狼A', 民B: '狼A' });
    night(g, {
      入夜: () => expect(g.actFails('狼禁', '禁', ['预', '巫']).code).toBe('TARGET_COUNT'),
      凌晨: () => g.act('巫', '毒药', ['狼B']),
    });
    expect(g.outs()).toEqual(['狼A', '狼B']);
    expect(g.notes('狼禁')).not.toContain(WOLONG);
    voteDay(g, {});
    expect(g.notes('狼禁')).toContain(WOLONG);
    night(g, {
      入夜: () => g.act('狼禁', '禁', ['预', '狙']),
      夜间: () => {
        g.act('预', '查验', ['狼禁']);
        g.act('狙', '刀', ['民A']);
      },
    });
    expect(g.notes('预').some((n) => n.startsWith('查验：'))).toBe(false);
    expect(g.alive('民A')).toBe(true);
  });

  it('第二日双狼平票出局 → not the second night but the third', () => {
    const g = pku();
    g.closeNight();
    voteDay(g, {});
    night(g);
    voteDay(g, { 民A: '狼A', 民B: '狼B' }); // day 2: 平票双死
    expect(g.outs()).toEqual(['狼A', '狼B']);
    expect(g.notes('狼禁')).not.toContain(WOLONG);
    expect(g.actFails('狼禁', '禁', ['预', '巫']).code).toBe('TARGET_COUNT');
    night(g);
    voteDay(g, {});
    expect(g.notes('狼禁')).toContain(WOLONG);
    g.act('狼禁', '禁', ['预', '巫']);
  });

  it('第一夜出局的狼 + 第二日被猎人带走的狼 (two cycles): no extra action', () => {
    const g = pku();
    g.closeNight();
    voteDay(g, {});
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      凌晨: () => g.act('巫', '毒药', ['狼B']),
      破晓: () => g.act('猎', '开枪', ['狼A']),
    });
    voteDay(g, {});
    night(g);
    voteDay(g, {});
    expect(g.notes('狼禁')).not.toContain(WOLONG);
  });
});
