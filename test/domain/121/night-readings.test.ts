import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { nextNight, opening, tableWith } from './tables';

// The night engine's shared rules, each as its text states it for the whole mechanism (issue 10):
//   file 000 l.127 企鹅 冰冻: 当夜该名玩家失去除强制技能以外的技能…如冻到狼群内角色，则狼群内空刀一天。
//   file 000 l.119 摄梦人 摄梦: …游戏日当晚被摄梦的角色不会因其他玩家的致死技能而出局。 (no block of its own)
//   file 000 l.198 狼王 冲锋: 特别地，被摄，被恐，被冻则无法发动技能。
//   file 000 l.106 猎人 最后一枪: 当晚猎人如被恐，被摄梦则无法使用最后一枪。
//   file 000 l.117 魔术师 交换: 当夜别的玩家对此二人的操作都将被替换。
//   file 000 l.102 女巫: 女巫的通灵只能收到一次反馈，女巫可看到三方的指杀。
// The 12-seat table: 狼A 狼王, 狼B 狼C 狼人, 预 巫 猎 守 痴 羊, 民A 民B 民C 村民.

const table = (extra: Record<string, string> = {}) => tableWith({ 民C: '摄梦人', ...extra });

describe('a group’s action is the group’s (l.127: the group’s 杀人 is void only as its text says for the group)', () => {
  for (const submitter of ['狼B', '狼C']) {
    it(`a dreamed 狼B in the pack: the kill stands whoever submits it (${submitter})`, () => {
      const g = table();
      night(g, {
        n40: () => g.act('民C', '摄梦', ['狼B']),
        n60: () => g.act(submitter, '杀人', ['民A']),
      });
      expect(g.outs()).toEqual(['民A']);
      expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
    });
  }

  for (const submitter of ['狼B', '狼C']) {
    it(`如冻到狼群内角色，则狼群内空刀一天: 狼B frozen, the kill is void whoever submits it (${submitter})`, () => {
      const g = table({ 民B: '企鹅' });
      night(g, {
        n40: () => g.act('民B', '冰冻', ['狼B']),
        n60: () => g.act(submitter, '杀人', ['民A']),
      });
      expect(g.outs()).toEqual([]);
    });
  }
});

describe('摄梦 blocks nothing by itself (l.119); only the texts that name 被摄 lose a skill', () => {
  it('a dreamed 预言家 gets his check', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '摄梦', ['预']),
      n60: () => g.act('预', '预言', ['狼B']),
    });
    expect(g.notes('预')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
  });

  it('a dreamed 女巫’s 救药 saves', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '摄梦', ['巫']),
      n60: () => g.act('狼B', '杀人', ['民A']),
      n90: () => g.act('巫', '救药', ['民A']),
    });
    expect(g.outs()).toEqual([]);
  });

  // 狼王 冲锋 names 被摄 (l.198): dream-catcher.test.ts
});

describe('冰冻 takes every non-<强制> skill of that night (l.127), 最后一枪 of a hunter out that night included (l.106)', () => {
  it('a frozen 猎人 killed that night gets no 最后一枪', () => {
    const g = table({ 民B: '企鹅' });
    night(g, {
      n40: () => g.act('民B', '冰冻', ['猎']),
      n60: () => g.act('狼B', '杀人', ['猎']),
    });
    expect(g.outs()).toEqual(['猎']);
    expect(g.notes('猎')).not.toContain('你可以发动<最后一枪>，选择一名其他角色开枪。');
    expect(g.actFails('猎', '最后一枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('unfrozen, the same night gives him the shot', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    expect(g.notes('猎')).toContain('你可以发动<最后一枪>，选择一名其他角色开枪。');
  });

  it('the freeze ends with the night: voted out the next day, he shoots', () => {
    const g = table({ 民B: '企鹅' });
    night(g, { n40: () => g.act('民B', '冰冻', ['猎']) });
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '猎' ? '狼B' : '猎');
    g.close();
    expect(g.notes('猎')).toContain('你可以发动<最后一枪>，选择一名其他角色开枪。');
  });
});

describe('a swap holds for everyone, feedback included (魔术师 l.117)', () => {
  it('女巫: her 通灵 names the one she must save, and saving that name saves the one the kill landed on', () => {
    const g = table({ 民B: '魔术师' });
    night(g, {
      n40: () => g.act('民B', '交换', ['民A', '痴']),
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    // the night is over: the kill chose 民A and landed on 痴; nobody saved
    expect(g.outs()).toEqual(['痴']);
    nextNight(g);
    night(g, {
      n40: () => g.act('民B', '交换', ['民C', '羊']),
      n60: () => g.act('狼B', '杀人', ['民C']),
      n90: () => {
        // 通灵 gives the name under which the kill is reached tonight: 民C (its body is 羊)
        expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 民C。');
        g.act('巫', '救药', ['民C']);
      },
    });
    expect(g.outs()).toEqual(['痴']);
    expect(morningOf(g, 3)).toContain('昨夜是平安夜。');
  });

  it('预言家: the check names the chosen one and reads the one it reached', () => {
    const g = table({ 民B: '魔术师' });
    night(g, {
      n40: () => g.act('民B', '交换', ['民A', '狼B']),
      n60: () => g.act('预', '预言', ['民A']),
    });
    expect(g.notes('预')).toContain('预言：民A 的查验结果为<狼人阵营>。');
  });
});

describe('女巫可看到三方的指杀 (l.102): the third-party lovers’ 杀人 takes the 杀人 slot, before 通灵', () => {
  it('丘比特 in his own pair (获得杀人技能): the witch’s 通灵 names their target, her 救药 saves it', () => {
    const g = tableWith({ 民C: '丘比特' }, { constraints: false });
    opening(g, () => g.act('民C', '丘比特之箭', ['民C', '民A']));
    night(g, {
      n60: () => g.act('民A', '杀人', ['痴']),
      n90: () => {
        expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 痴。');
        g.act('巫', '救药', ['痴']);
      },
    });
    expect(g.alive('痴')).toBe(true);
  });
});
