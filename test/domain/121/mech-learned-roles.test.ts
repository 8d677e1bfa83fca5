import { describe, expect, it } from 'vitest';
import { castVoteFails, electionDay, morningOf, night, ruling, voteResultOf, winner } from './given';
import { day, drawn, nextNight, opening, tableWith } from './tables';

// [121] 狼人阵营 22 机械狼 学习 (file 000 l.292–345), the 如学习 lines of:
//   l.299 白痴，同白痴
//   l.303 魔术，可知晓真魔术的每晚操作。一次性技能：使当晚魔术换人无效
//   l.305 摄梦，同摄梦，摄死一名玩家后，失去技能，机械摄梦与真摄梦摄人次数单独计算
//   l.310 替罪羊，同替罪羊，但判定出局条件在真替罪羊之后
//   l.318 炸弹人，同炸弹人，但阵营不变
//   l.319 上帝使徒，每晚可选择1张身份牌对上帝进行询问，场上（场存）是否有此身份牌，上帝会进行回答；询问结果可选择传递给场上另一名玩家或狼坑
//   l.338 锁链师，同锁链师，如果锁的玩家有至少一名天亮宣布死亡，则失去技能
// and the learned roles' entries: 白痴 装傻 (l.104), 魔术师 交换 (l.117), 摄梦人 摄梦 (l.119), 替罪羊 冤死<强制> / 替死
// (l.129–130), 炸弹 (l.384), 锁链师 链接 / 暴走 / 免疫 (l.415–418).

/** The 12-seat table (狼A 狼B 狼C 预 巫 猎 守 痴 羊 民A 民B 民C) with 狼C a 机械狼 who learned `who`: night 1 open. */
function learning(who: string, swap: Record<string, string> = {}) {
  const g = tableWith({ 狼C: '机械狼', ...swap });
  opening(g, () => g.act('狼C', '学习', [who]));
  return g;
}

describe('机械狼 学习 白痴，同白痴 (l.299, l.104)', () => {
  it('当白痴因投票即将出局时，可以避免出局，并公示: voted out, the learner stays and the count says so', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('狼C 发动<装傻>，免于出局。');
    expect(voteResultOf(g, 2)).not.toContain('狼C 被投票出局。');
  });

  it('可以避免出局: he may decline that day (放弃), and the vote puts him out', () => {
    const g = learning('痴');
    g.closeNight();
    g.pass('狼C', '装傻');
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(false);
    expect(voteResultOf(g, 2)).toContain('狼C 被投票出局。');
  });

  it('发动此技能后…不能成为投票对象、不能参与投票 (CANNOT_BE_VOTED, CANNOT_VOTE)', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    g.closeNight();
    expect(castVoteFails(g, '预', '狼C').code).toBe('CANNOT_BE_VOTED');
    expect(castVoteFails(g, '狼C', '预').code).toBe('CANNOT_VOTE');
  });

  it('同白痴 — a 装傻 of his own: the real 白痴’s 装傻 is counted apart (both avoid their vote-out)', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '痴', 巫: '痴', 民A: '痴' });
    expect(voteResultOf(g, 2)).toContain('痴 发动<装傻>，免于出局。');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(voteResultOf(g, 3)).toContain('狼C 发动<装傻>，免于出局。');
    expect(g.outs()).toEqual([]);
  });

  it('发动此技能时，若白痴是警长，须选择一名其他角色移交警长 — the badge goes to the one he names', () => {
    const g = tableWith({ 狼C: '机械狼' });
    g.act('狼C', '学习', ['痴']);
    g.close();
    electionDay(g, { 民A: '狼C' });
    expect(g.state.sheriff).toBe('狼C');
    g.closeNight();
    g.act('狼C', '装傻', ['预']);
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(true);
    expect(g.state.sheriff).toBe('预');
    expect(g.announcements()).toContain('警长 狼C 将警徽移交给 预。');
  });

  it('发动此技能后…不能成为警长<殉职>目标 (ILLEGAL_TARGET)', () => {
    const g = tableWith({ 狼C: '机械狼' });
    g.act('狼C', '学习', ['痴']);
    g.close();
    electionDay(g, { 民A: '预' });
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    expect(g.actFails('预', '殉职', ['狼C']).code).toBe('ILLEGAL_TARGET');
  });

  it('失去此技能时立即出局 — after 装傻, his 装傻 taken puts him out at once, announced', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    g.closeNight();
    ruling(g, { kind: 'skill', target: '狼C', skill: '装傻', op: 'remove', reason: '技能被夺取' });
    expect(g.alive('狼C')).toBe(false);
    expect(g.lastAnnouncement()).toContain('狼C 失去<装傻>，立即出局。');
  });
});

describe('机械狼 学习 替罪羊，同替罪羊，但判定出局条件在真替罪羊之后 (l.310, l.129–130)', () => {
  /** day 2 closed on a tie 狼A / 民A */
  const tie = (g: ReturnType<typeof learning>) => {
    g.closeNight();
    day(g, { 狼A: '民A', 狼B: '民A', 预: '狼A', 巫: '狼A' });
  };

  it('判定出局条件在真替罪羊之后: on a tie the real 替罪羊 goes out, the learner stays', () => {
    const g = learning('羊');
    tie(g);
    expect(g.outs()).toEqual(['羊']);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、民A），替罪羊 羊 因<冤死>出局。');
  });

  it('冤死<强制> —— 平票时…出局: with no real 替罪羊 in, the learner goes out on the tie', () => {
    const g = learning('羊');
    ruling(g, { kind: 'kill', target: '羊', reason: '测试' });
    tie(g);
    expect(g.outs()).toEqual(['羊', '狼C']);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、民A），替罪羊 狼C 因<冤死>出局。');
  });

  it('因<冤死>出局的替罪羊可以指定下一个游戏日中哪些角色不得投票: the learner names them, they cannot vote', () => {
    const g = learning('羊');
    ruling(g, { kind: 'kill', target: '羊', reason: '测试' });
    tie(g);
    expect(g.notes('狼C')).toContain('你因<冤死>出局，可以指定下一个游戏日中哪些角色不得投票。');
    g.act('狼C', '冤死', ['预', '巫']);
    night(g);
    expect(morningOf(g, 3)).toContain('替罪羊 狼C 指定：预、巫 在第3天不得投票。');
    expect(castVoteFails(g, '预', '狼A').code).toBe('CANNOT_VOTE');
  });

  it('替死 —— 可以主动选择代替当日被投票出局的玩家出局: the learner’s 替死 takes the out', () => {
    const g = learning('羊');
    g.closeNight();
    g.act('狼C', '替死', []);
    day(g, { 预: '狼A', 巫: '狼A' });
    expect(g.outs()).toEqual(['狼C']);
    expect(voteResultOf(g, 2)).toContain('狼A 得票最多，狼C 发动<替死>，代替 狼A 出局。');
  });

  it('替死 …在真替罪羊之后: with both standing, the real 替罪羊 takes the out, the learner stays', () => {
    const g = learning('羊');
    g.closeNight();
    g.act('羊', '替死', []);
    g.act('狼C', '替死', []);
    day(g, { 预: '狼A', 巫: '狼A' });
    expect(g.outs()).toEqual(['羊']);
  });
});

describe('机械狼 学习 炸弹人，同炸弹人，但阵营不变 (l.318, l.384)', () => {
  const bomb = () => learning('民C', { 民C: '炸弹' });

  it('游戏日夜晚如炸弹死亡则翻牌，当夜对其操作的角色都死亡（群内狼随机选择1狼出局）', () => {
    const g = bomb();
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['狼C']);
        g.act('预', '预言', ['狼C']);
      },
    });
    const wolf = drawn<string>(g, 'bomb:wolves');
    expect(['狼A', '狼B']).toContain(wolf);
    expect(g.outs()).toEqual(['狼C', wolf, '预']);
    expect(morningOf(g, 2)).toContain('狼C 翻牌：炸弹。');
    expect(morningOf(g, 2)).toContain(`被炸弹炸死：${wolf}、预。`);
  });

  it('游戏日白天如炸弹被投票出局则翻牌，所有投票炸弹的角色一起出局; 被炸弹炸死的角色不可…发动除强制技能外的技能 (猎人: no shot)', () => {
    const g = bomb();
    g.closeNight();
    day(g, { 猎: '狼C', 民A: '狼C', 预: '民B' });
    expect(g.outs()).toEqual(['狼C', '猎', '民A']);
    expect(g.actFails('猎', '最后一枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('炸弹不可被恐惧/业炎/冰冻: a 企鹅’s freeze on him is void, so she is not blown up with the pack', () => {
    const g = learning('民C', { 民C: '炸弹', 民B: '企鹅' });
    night(g, {
      n40: () => g.act('民B', '冰冻', ['狼C']),
      n60: () => g.act('狼B', '杀人', ['狼C']),
    });
    expect(g.alive('狼C')).toBe(false);
    expect(g.alive('民B')).toBe(true);
  });

  it('但阵营不变: his explosion leaving only wolves is the wolves’ win, not the 炸弹’s', () => {
    const g = bomb();
    ruling(g, { kind: 'kill', target: '民C', reason: '测试' });
    g.closeNight();
    const voters = ['预', '巫', '猎', '守', '痴', '羊', '民A', '民B'];
    day(g, Object.fromEntries(voters.map((v) => [v, '狼C'])));
    expect(winner(g)).toBe('wolves');
  });
});

describe('机械狼 学习 锁链师，同锁链师，如果锁的玩家有至少一名天亮宣布死亡，则失去技能 (l.338, l.415–418)', () => {
  const chain = () => learning('民C', { 民C: '锁链师' });

  it('链接 —— 被链接的玩家会获得告知…对其中一名玩家进行的致死伤害，也将会传递给另一名玩家', () => {
    const g = chain();
    night(g, { n40: () => g.act('狼C', '链接', ['民A', '民B']), n90: () => g.act('巫', '毒药', ['民A']) });
    expect(g.notes('民A')).toContain('链接：你和 民B 被链接。');
    expect(g.outs()).toEqual(['民A', '民B']);
  });

  it('如果锁的玩家有至少一名天亮宣布死亡，则失去技能 — 链接 and 暴走, told', () => {
    const g = chain();
    night(g, { n40: () => g.act('狼C', '链接', ['民A', '民B']), n90: () => g.act('巫', '毒药', ['民A']) });
    expect(g.notes('狼C')).toContain('链接：你锁的玩家在夜晚出局，你失去<链接>与<暴走>。');
    nextNight(g);
    expect(g.actFails('狼C', '链接', ['预', '守']).code).toBe('SKILL_USED_UP');
    expect(g.actFails('狼C', '暴走', ['预', '守', '猎']).code).toBe('SKILL_USED_UP');
  });

  it('天亮宣布死亡: a linked player voted out by day passes nothing on, and the skill stays', () => {
    const g = chain();
    night(g, { n40: () => g.act('狼C', '链接', ['民A', '民B']) });
    day(g, { 预: '民A', 巫: '民A' });
    expect(g.outs()).toEqual(['民A']);
    g.closeTo('n40');
    g.act('狼C', '链接', ['预', '守']);
  });

  it('免疫——锁链师自己进入链接范围免疫传递致死 (the learner linked with 民A stays when 民A is poisoned)', () => {
    const g = chain();
    night(g, { n40: () => g.act('狼C', '链接', ['狼C', '民A']), n90: () => g.act('巫', '毒药', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('暴走<限定>——当夜可以将三名玩家进行链接; once', () => {
    const g = chain();
    night(g, {
      n40: () => g.act('狼C', '暴走', ['民A', '民B', '守']),
      n90: () => g.act('巫', '毒药', ['民B']),
    });
    expect(g.outs()).toEqual(['民B', '守', '民A']);
    // <限定>: a second 暴走 (no linked player out meanwhile) is refused
    const h = chain();
    night(h, { n40: () => h.act('狼C', '暴走', ['民A', '民B', '守']) });
    day(h);
    h.closeTo('n40');
    expect(h.actFails('狼C', '暴走', ['预', '猎', '巫']).code).toBe('SKILL_USED_UP');
    h.act('狼C', '链接', ['预', '猎']);
  });
});

describe('机械狼 学习 摄梦，同摄梦，摄死一名玩家后，失去技能，机械摄梦与真摄梦摄人次数单独计算 (l.305, l.119)', () => {
  const dream = () => learning('民C', { 民C: '摄梦人' });

  it('同摄梦: 被摄梦的角色不会因其他玩家的致死技能而出局 (the pack’s kill on him)', () => {
    const g = dream();
    night(g, { n40: () => g.act('狼C', '摄梦', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual([]);
  });

  it('如摄梦人当晚出局，则该玩家也会一起出局 (the learner poisoned)', () => {
    const g = dream();
    night(g, { n40: () => g.act('狼C', '摄梦', ['民A']), n90: () => g.act('巫', '毒药', ['狼C']) });
    expect(g.outs()).toEqual(['狼C', '民A']);
  });

  it('连续两晚摄梦同一玩家，则该玩家死亡; 摄死一名玩家后，失去技能', () => {
    const g = dream();
    night(g, { n40: () => g.act('狼C', '摄梦', ['民A']) });
    day(g);
    night(g, { n40: () => g.act('狼C', '摄梦', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
    expect(g.notes('狼C')).toContain('摄梦：民A 被你摄死，你失去<摄梦>。');
    day(g);
    expect(g.actFails('狼C', '摄梦', ['民B']).code).toBe('SKILL_USED_UP');
  });

  it('同摄梦 — 必须选择…如摄梦人错过行动时间…将随机摄人: his missed deadline draws a target, and he is told', () => {
    const g = dream();
    g.closeTo('n40');
    g.close();
    const target = drawn<{ targets: string[] }>(g, 'timeout:mech_dream').targets[0] as string;
    expect(g.notes('狼C')).toContain(`你未在时限内发动<摄梦>，随机决定：${target}。`);
    expect(target).not.toBe('狼C');
  });

  it('机械摄梦与真摄梦摄人次数单独计算: the real one’s night 1 and his night 2 on the same player kill nobody', () => {
    const g = dream();
    night(g, { n40: () => g.act('民C', '摄梦', ['民A']) });
    day(g);
    night(g, {
      n40: () => {
        g.act('民C', '摄梦', ['民B']);
        g.act('狼C', '摄梦', ['民A']);
      },
    });
    expect(g.outs()).toEqual([]);
  });
});

describe('机械狼 学习 魔术，可知晓真魔术的每晚操作。一次性技能：使当晚魔术换人无效 (l.303, l.117)', () => {
  const magic = () => learning('民C', { 民C: '魔术师' });

  it('可知晓真魔术的每晚操作: told the pair swapped, or that none was', () => {
    const g = magic();
    night(g, { n40: () => g.act('民C', '交换', ['预', '巫']) });
    expect(g.notes('狼C')).toContain('魔术：今夜魔术师交换了 预 和 巫。');
    nextNight(g);
    night(g);
    expect(g.notes('狼C')).toContain('魔术：今夜魔术师没有交换。');
  });

  it('使当晚魔术换人无效: the pack’s kill on 民A stays on 民A; once only', () => {
    const g = magic();
    night(g, {
      n40: () => {
        g.act('民C', '交换', ['民A', '民B']);
        g.act('狼C', '破除', []);
      },
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
    nextNight(g);
    expect(g.actFails('狼C', '破除', []).code).toBe('SKILL_USED_UP');
  });

  it('(without 破除 the same night swaps: the kill lands on 民B)', () => {
    const g = magic();
    night(g, { n40: () => g.act('民C', '交换', ['民A', '民B']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民B']);
  });
});

describe('机械狼 学习 上帝使徒 (l.319): 每晚可选择1张身份牌对上帝进行询问，场上（场存）是否有此身份牌…询问结果可选择传递给场上另一名玩家或狼坑', () => {
  const apostle = () => learning('民C', { 民C: '上帝使徒' });

  it('场上（场存）是否有此身份牌，上帝会进行回答: 有 while the 女巫 is in, 没有 once she is out', () => {
    const g = apostle();
    night(g, { n20: () => g.act('狼C', '询问', [], '女巫') });
    expect(g.notes('狼C')).toContain('询问：场上存活的角色中有【女巫】。');
    ruling(g, { kind: 'kill', target: '巫', reason: '测试' });
    nextNight(g);
    night(g, { n20: () => g.act('狼C', '询问', [], '女巫') });
    expect(g.notes('狼C')).toContain('询问：场上存活的角色中没有【女巫】。');
  });

  it('询问结果可选择传递给场上另一名玩家', () => {
    const g = apostle();
    night(g, { n20: () => g.act('狼C', '询问', ['民A'], '守卫') });
    expect(g.notes('民A')).toContain('有人传递询问结果给你：场上存活的角色中有【守卫】。');
  });

  it('…或狼坑: every wolf of the pack is told', () => {
    const g = apostle();
    night(g, { n20: () => g.act('狼C', '询问', [], '骑士，狼坑') });
    for (const w of ['狼A', '狼B'])
      expect(g.notes(w)).toContain('有人传递询问结果给你：场上存活的角色中没有【骑士】。');
  });
});
