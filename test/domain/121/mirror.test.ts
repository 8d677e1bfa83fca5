import { describe, expect, it } from 'vitest';
import { night, ruling, winner } from './given';
import { drawn, nextNight, tableWith } from './tables';

// [121] 三方阵营 11 镜:
//   反射——游戏日夜晚每个对镜的操作，将由导演随机一名玩家代替镜被操作，夜间行动结束后，镜可获知当晚所有反射过的操作和对应玩家。
//   镜像<限定>——可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效。
//   胜负判定 11、镜：镜存活，且场上存活人数为4。 行动时限: 如镜在导演反馈夜间行动十分钟后未提交镜像，视为放弃。
// Readings: the stand-in is drawn among the living other than 镜 (an event); 镜像 may copy tonight's operations too.

const table = () => tableWith({ 民C: '镜' });
const standIn = (g: ReturnType<typeof table>, key: string) => drawn<string>(g, new RegExp(`^night:.*${key}`));

describe('镜 反射', () => {
  it('每个对镜的操作，将由导演随机一名玩家代替镜被操作: the wolves’ kill lands on a drawn stand-in', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    const to = standIn(g, 'reflect:民C:wolves:kill');
    expect(to).not.toBe('民C');
    expect(g.alive('民C')).toBe(true);
    expect(g.outs()).toEqual([to]);
  });

  it('a check on 镜 answers for the stand-in, under 镜’s name', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    const to = standIn(g, 'reflect:民C:预:prophecy');
    const answer = to.startsWith('狼') ? '<狼人阵营>' : '<非狼人阵营>';
    expect(g.notes('预')).toContain(`预言：民C 的查验结果为${answer}。`);
  });

  it('夜间行动结束后，镜可获知当晚所有反射过的操作和对应玩家 (with the feedback, before 镜像 is due)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    const to = standIn(g, 'reflect:民C:wolves:kill');
    expect(g.notes('民C')).toContain(`反射：<杀人> 被反射给了 ${to}。`);
  });
});

describe('镜 镜像<限定>', () => {
  it('可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效', () => {
    const g = table();
    g.closeTo('n60');
    g.act('预', '预言', ['民C']);
    g.closeTo('fb10');
    g.act('民C', '镜像', [], '预言');
    g.closeNight();
    expect(g.notes('民C')).toContain('镜像：你复制了<预言>，下一个游戏日夜晚开始永久生效。');
    nextNight(g);
    night(g, { n60: () => g.act('民C', '预言', ['狼A']) });
    expect(g.notes('民C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('曾对自身操作过的技能 only: another skill is refused (INVALID_INPUT)', () => {
    const g = table();
    g.closeTo('fb10');
    const e = g.fails(
      { type: 'SubmitAction', actor: '民C', skill: '镜像', targets: [], choice: '毒药' },
      'player:民C',
    );
    expect(e.code).toBe('INVALID_INPUT');
  });

  it('a copied 杀人 is 镜’s own: she kills alone, the wolves keep theirs', () => {
    const g = table();
    g.closeTo('n60');
    g.act('狼B', '杀人', ['民C']);
    g.closeTo('fb10');
    g.act('民C', '镜像', [], '杀人');
    g.closeNight();
    nextNight(g);
    const wolf = ['狼A', '狼B', '狼C'].find((w) => g.alive(w)) as string;
    const [a, b] = ['猎', '守', '痴'].filter((n) => g.alive(n));
    night(g, {
      n60: () => {
        g.act('民C', '杀人', [a as string]);
        g.act(wolf, '杀人', [b as string]);
      },
    });
    expect(g.alive(a as string)).toBe(false);
    expect(g.alive(b as string)).toBe(false);
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    g.closeTo('n60');
    g.act('预', '预言', ['民C']);
    g.closeTo('fb10');
    g.act('民C', '镜像', [], '预言');
    g.closeNight();
    nextNight(g);
    g.closeTo('fb10');
    expect(g.actFails('民C', '镜像').code).toBe('SKILL_USED_UP');
  });
});

describe('镜 胜利', () => {
  it('镜存活，且场上存活人数为4', () => {
    const g = table();
    for (const n of ['狼B', '狼C', '预', '巫', '猎', '守', '痴', '羊'])
      ruling(g, { kind: 'kill', target: n, reason: '测试' });
    expect(winner(g)).toBe('mirror');
  });
});
