import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../src/domain/events';
import { morningOf, night, ruling, voteResultOf } from './given';
import { day, drawn, nextNight, opening, tableWith } from './tables';

// [121] 狼人阵营 22 机械狼:
//   机械狼与狼队不互知不共群，当所有狼群内阵营出局后，机械狼将接刀。
//   学习<限定> —— 游戏开始前，可选择一名除自己以外的角色学习，学习好人或三方技能，被预言家验为<非狼阵营>，被通为学习的身份，学习狼人，被预言家查验为<狼人阵营>，
//   被通为学习的身份。如学习：…预言家，同预言家；女巫，获得一瓶可使用的毒药；…守卫，可使用守护，守护一名玩家，当夜对其用的一切技能将被治愈并免疫，成功守护之后
//   失去技能 …
//   注：如果获得技能轮次与真身份牌冲突且没特别注明的，真身份牌轮次优先 … 黑商赌徒圣诞老狼等毒药跟在女巫毒药后
//   骑士，同骑士，但被pk者无论身份必定死亡 … 猎人，同猎人 … 企鹅，限定获得一次冰冻技能，效果等同企鹅 … 通灵师，同通灵师
// Implemented variants: 预言家, 女巫, 守卫, 骑士, 猎人, 企鹅, 通灵师; other learned roles give the surface only (docs/rules-coverage.md).

const table = () => tableWith({ 狼C: '机械狼', 民B: '通灵师', 民C: '企鹅' });
const learning = (who: string) => {
  const g = table();
  opening(g, () => g.act('狼C', '学习', [who]));
  return g;
};
const resolvedOrder = (g: ReturnType<typeof table>) =>
  (
    g.log.filter((e) => e.type === 'ActionsResolved').at(-1) as Extract<
      DomainEvent,
      { type: 'ActionsResolved' }
    >
  ).data.actions.map((a) => `${a.actor}<${a.skill}>`);

describe('机械狼 学习', () => {
  it('学习 预言家: he is told, 预言 is his (同预言家), and it acts just after the real seer’s', () => {
    const g = learning('预');
    expect(g.notes('狼C')).toContain('学习：你学习了 预 的身份【预言家】。');
    night(g, {
      n60: () => {
        g.act('狼C', '预言', ['狼A']);
        g.act('预', '预言', ['民A']);
      },
    });
    expect(g.notes('狼C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
    expect(resolvedOrder(g)).toEqual(['预<prophecy>', '狼C<mech_prophecy>']);
  });

  it('学习好人…被预言家验为<非狼阵营>，被通为学习的身份', () => {
    const g = learning('预');
    night(g, {
      n60: () => {
        g.act('预', '预言', ['狼C']);
        g.act('民B', '通灵', ['狼C']);
      },
    });
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<非狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【预言家】。');
  });

  it('学习狼人，被预言家查验为<狼人阵营>，被通为学习的身份', () => {
    const g = learning('狼A');
    night(g, {
      n60: () => {
        g.act('预', '预言', ['狼C']);
        g.act('民B', '通灵', ['狼C']);
      },
    });
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【狼王】。');
  });

  it('学习 女巫: 获得一瓶可使用的毒药 — once; it settles after the witch’s (跟在女巫毒药后)', () => {
    const g = learning('巫');
    night(g, { n60: () => g.act('狼C', '毒药', ['民A']), n90: () => g.act('巫', '毒药', ['民B']) });
    expect(g.outs()).toEqual(['民B', '民A']);
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '毒药', ['猎']).code).toBe('SKILL_USED_UP');
  });

  it('学习 守卫: 当夜对其用的一切技能将…免疫 — the kill on the guarded is void, a check on it empty', () => {
    const g = learning('守');
    night(g, {
      n60: () => {
        g.act('狼C', '守护', ['民A']);
        g.act('狼B', '杀人', ['民A']);
        g.act('预', '预言', ['民A']);
      },
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('预')).toContain('预言：反馈为空。');
  });

  it('…将被治愈: the 企鹅’s freeze (8) on the seer is undone by the 守护 (10), his 预言 (17) works', () => {
    const g = learning('守');
    night(g, {
      n40: () => g.act('民C', '冰冻', ['预']),
      n60: () => {
        g.act('狼C', '守护', ['预']);
        g.act('预', '预言', ['狼A']);
      },
    });
    expect(g.notes('预')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('成功守护之后失去技能 — and a 守护 that stopped nothing is kept', () => {
    const g = learning('守');
    night(g, { n60: () => g.act('狼C', '守护', ['民A']) });
    nextNight(g);
    night(g, {
      n60: () => {
        g.act('狼C', '守护', ['民B']);
        g.act('狼B', '杀人', ['民B']);
      },
    });
    expect(g.outs()).toEqual([]);
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '守护', ['民A']).code).toBe('SKILL_USED_UP');
  });

  it('可选择一名除自己以外的角色 (ILLEGAL_TARGET on himself)', () => {
    const g = table();
    expect(g.actFails('狼C', '学习', ['狼C']).code).toBe('ILLEGAL_TARGET');
  });

  it('一定时间不发动技能，技能目标随机决定: a missed 学习 is drawn', () => {
    const g = table();
    opening(g);
    const who = drawn<{ targets: string[] }>(g, 'opening:learn').targets[0];
    expect(g.notes('狼C').some((n) => n.startsWith(`学习：你学习了 ${who} 的身份`))).toBe(true);
  });
});

describe('机械狼 接刀', () => {
  it('与狼队不互知不共群: not told the wolves, no 杀人 while a group wolf is in', () => {
    const g = learning('预');
    expect(g.notes('狼C').join('\n')).not.toMatch(/狼队友/);
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('当所有狼群内阵营出局后，机械狼将接刀', () => {
    const g = learning('预');
    for (const w of ['狼A', '狼B']) ruling(g, { kind: 'kill', target: w, reason: '测试' });
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['狼A', '狼B', '民A']);
  });
});

describe('机械狼 学习: 骑士, 猎人, 企鹅, 通灵师', () => {
  const learnFrom = (who: string, extra: Record<string, string> = {}) => {
    const g = tableWith({ 狼C: '机械狼', 民B: '通灵师', 民C: '企鹅', ...extra }, { constraints: false });
    opening(g, () => g.act('狼C', '学习', [who]));
    return g;
  };

  it('骑士，同骑士，但被pk者无论身份必定死亡: a villager duelled dies, the 机械狼 stays; the card turned is 骑士', () => {
    const g = learnFrom('民A', { 民A: '骑士' });
    g.closeNight();
    g.act('狼C', '决斗', ['预']);
    expect(g.outs()).toEqual(['预']);
    expect(g.announcements()).toContain('狼C 翻牌：骑士。');
    expect(g.state.phase.kind).toBe('day'); // not a wolf: the day goes on
    // 同骑士: a wolf duelled dies and the night opens at once
    const h = learnFrom('民A', { 民A: '骑士' });
    h.closeNight();
    h.act('狼C', '决斗', ['狼A']);
    expect(h.outs()).toEqual(['狼A']);
    expect(h.state.phase.kind).toBe('night');
  });

  it('猎人，同猎人: voted out, he may shoot', () => {
    const g = learnFrom('猎');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C' });
    expect(g.notes('狼C')).toContain('你可以发动<最后一枪>，选择一名其他角色开枪。');
    g.act('狼C', '最后一枪', ['民A']);
    expect(g.outs()).toEqual(['狼C', '民A']);
  });

  it('企鹅，限定获得一次冰冻技能，效果等同企鹅: the frozen seer’s check is void (told); once only', () => {
    const g = learnFrom('民C');
    night(g, {
      n60: () => {
        g.act('狼C', '冰冻', ['预']);
        g.act('预', '预言', ['狼A']);
      },
    });
    expect(g.notes('预')).toContain('你被冰冻，<预言>无效。');
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '冰冻', ['巫']).code).toBe('SKILL_USED_UP');
  });

  it('通灵师，同通灵师: 通灵 reads the surface role, just after the real 通灵师', () => {
    const g = learnFrom('民B');
    night(g, {
      n60: () => {
        g.act('狼C', '通灵', ['猎']);
        g.act('民B', '通灵', ['民A']);
      },
    });
    expect(g.notes('狼C')).toContain('通灵：猎 的身份为【猎人】。');
    expect(resolvedOrder(g)).toEqual(['民B<medium_check>', '狼C<mech_medium>']);
  });

  it('乌鸦，同乌鸦: his 诽谤 alone — 公示 and two more votes', () => {
    const g = learnFrom('民A', { 民A: '乌鸦' });
    night(g, { n60: () => g.act('狼C', '诽谤', ['猎']) });
    expect(morningOf(g, 2)).toContain('猎 被诽谤。');
    day(g, { 狼A: '守' });
    expect(g.outs()).toEqual(['猎']);
  });

  it('特别地若机械乌鸦与真乌鸦诽谤同一人，则只公示该角色被诽谤，但计票时按照被诽谤两次计票', () => {
    const g = learnFrom('民A', { 民A: '乌鸦' });
    night(g, {
      n60: () => {
        g.act('民A', '诽谤', ['猎']);
        g.act('狼C', '诽谤', ['猎']);
      },
    });
    expect(morningOf(g, 2).match(/猎 被诽谤。/g)).toHaveLength(1);
    // four more votes: 猎 (4) over 守 (3)
    day(g, { 狼A: '守', 狼B: '守', 预: '守' });
    expect(voteResultOf(g, 2)).toContain('猎：4票');
    expect(g.outs()).toEqual(['猎']);
  });
});

describe('机械狼 学习 — the cards declared since (l.296, l.331, l.334, l.346, l.347)', () => {
  const learn = (swap: Record<string, string>, who: string) => {
    const g = tableWith({ 狼C: '机械狼', 民B: '通灵师', ...swap });
    opening(g, () => g.act('狼C', '学习', [who]));
    return g;
  };

  it('狼人阵营中共群狼，接刀前可额外多出1刀，此刀有加乘，被刀中的人必定死亡: learning 狼王, one 额外一刀 a guard does not stop', () => {
    const g = learn({}, '狼A');
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => g.act('狼C', '额外一刀', ['民A']),
    });
    expect(g.alive('民A')).toBe(false);
    nextNight(g);
    expect(g.actFails('狼C', '额外一刀', ['民C']).code).toBe('SKILL_USED_UP');
  });

  it('…接刀前: once he holds the pack’s 杀人, the 额外一刀 is not his to use', () => {
    const g = learn({}, '狼A');
    for (const n of ['狼A', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: n, reason: '测试' } });
    expect(g.actFails('狼C', '额外一刀', ['民A']).code).toBe('SKILL_NOT_USABLE');
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('狼人阵营中非共群狼，获得该狼技能，无额外一刀: learning 石像鬼, his 查验; no 额外一刀', () => {
    const g = learn({ 民A: '石像鬼' }, '民A');
    expect(g.actFails('狼C', '额外一刀', ['民C']).code).toBe('NOT_YOUR_SKILL');
    night(g, { n40: () => g.act('狼C', '查验', ['预']) });
    expect(g.notes('狼C')).toContain('查验：预 的初始身份为【预言家】，当前阵营为村民阵营。');
  });

  it('盎惑师，同盎惑师，限定一次: the learner’s death at night passes to the one he enchanted; once', () => {
    const g = learn({ 民C: '蛊惑师' }, '民C');
    night(g, {
      n60: () => g.act('狼C', '蛊惑', ['民A']),
      n90: () => g.act('巫', '毒药', ['狼C']),
    });
    expect(g.alive('狼C')).toBe(true);
    expect(g.alive('民A')).toBe(false);
    nextNight(g);
    expect(g.actFails('狼C', '蛊惑', ['民B']).code).toBe('SKILL_USED_UP');
  });

  it('占星师，每晚可验一名其他玩家的初始身份', () => {
    const g = learn({ 民C: '占星师' }, '民C');
    night(g, { n60: () => g.act('狼C', '占卜', ['预']) });
    expect(g.notes('狼C')).toContain('占卜：预 的初始身份为【预言家】。');
  });

  it('狼妹妹，同狼妹妹: 援交 tells the faction; no 额外一刀', () => {
    const g = learn({ 狼B: '狼妹妹' }, '狼B');
    expect(g.actFails('狼C', '额外一刀', ['民C']).code).toBe('NOT_YOUR_SKILL');
    night(g, { n60: () => g.act('狼C', '援交', ['预']) });
    expect(g.notes('狼C')).toContain('援交：预 的阵营为村民阵营。');
  });

  it('恐怖分子，同恐怖分子: 放烟花 from the second night, the target out at once', () => {
    const g = learn({ 狼B: '恐怖分子' }, '狼B');
    expect(g.actFails('狼C', '放烟花', ['民A']).code).toBe('WRONG_PHASE');
    nextNight(g);
    night(g, { n20: () => g.act('狼C', '放烟花', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('镜，同镜: an operation on the learner is reflected to a drawn player, and he is told', () => {
    const g = learn({ 民C: '镜' }, '民C');
    night(g, { n60: () => g.act('预', '预言', ['狼C']) });
    const line = g.notes('狼C').find((n) => n.startsWith('反射：<预言> 被反射给了 '));
    expect(line).toBeDefined();
    const to = String(line).replace('反射：<预言> 被反射给了 ', '').replace('。', '');
    expect(to).not.toBe('狼C');
    // the check answers under the chosen name for the one drawn (the learner himself would read <非狼人阵营>)
    const wolf = ['狼A', '狼B'].includes(to);
    expect(g.notes('预')).toContain(`预言：狼C 的查验结果为<${wolf ? '狼人阵营' : '非狼人阵营'}>。`);
  });
});
