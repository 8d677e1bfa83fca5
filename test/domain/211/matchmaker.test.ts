import { describe, expect, it } from 'vitest';
import { drawn } from '../121/tables';
import { day, Game, GENDERS211, gendersOf, morningOf, night, SEATS211, started211, TABLE211 } from './table';

// [211] file 001 飘零 · 不定身份 1 月老（男）:
//  l.883 月老牵线[开局][指定]<强制> —— 选择范围：任意两名角色。
//  l.884 结算效果：结算目标按照下列条目依次结算，然后丘比特的阵营变更为与真爱情侣相同并跟随情侣变动。
//  l.885 这两名角色获得[真爱情侣]状态。
//  l.887 丘比特自连，丘比特在情侣性质判定中按照村民阵营计算。
//  l.888 如果情侣之一是皇帝，间谍，上帝使徒，双子星，证婚人或持有[隐身][真爱情侣]状态，链接情侣无效，丘比特加入村民阵营。
//  l.889 如果情侣之一是不定阵营，丘与情侣加入黑情侣阵营，情侣内部两人获得[群内]标签并持有杀人技能（但是不加入狼群，额外出刀），获胜条件为屠城。
//  l.891 如果情侣是狼+村民组合，丘与情侣加入黑情侣阵营，该狼人不会获得[群内]标签，取而代之的是会获得[接刀]标签，且接刀顺序为其他的所有持有[接刀]标签的角色出局。
//  l.892 如果情侣是双狼组合，丘加入狼人阵营并获得[接刀]标签，且接刀顺序为其他的所有持有[接刀]标签的角色出局。
//  l.893 如果情侣是双民组合，丘加入村民阵营。
//  l.894 无论如何，除双狼情侣外，情侣中的狼人将不会获得本来的[群内]或[接刀]标签。
//  l.896 除了双狼或双民情侣组合，其他组合中，情侣和丘比特被验证均为黑情侣阵营（或预言家的非狼阵营）。
//  l.899 [情侣]状态：…获得该状态时，与另外一位情侣共群，并得知是[真爱情侣]还是[虚情情侣]，当情侣中的一人出局，另外一人承受非[指定]的[致死伤害]
//  l.877 不是无阵营角色使用该系列身份的技能时，转变阵营的效果无效，但其他效果正常生效。
//  l.997 7、无三方黑情侣：屠城。 l.1154 连带出局顺序: 情侣殉情 …

/** The test table with 道 dealt 月老 (and `swap`), started: the opening (开局) is open. */
function opening(swap: Record<string, string> = {}): Game {
  const g = Game.create(
    { ...TABLE211, 道: '月老', ...swap },
    {
      ruleset: '211',
      genders: GENDERS211,
      // 魔教教主 without the 道教教主 (l.588): the setup constraints waived
      options: { autoCards: false, ignoreSetupConstraints: true },
    },
  );
  g.start(SEATS211);
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
  return g;
}

/** 月老 links the pair; the opening closes, then the 竞选日: night 1 is open. */
function linked(pair: [string, string], swap: Record<string, string> = {}): Game {
  const g = opening(swap);
  g.act('道', '月老牵线', pair);
  g.close();
  day(g);
  return g;
}

/** A table of 村民 around 月老 and the wolves (setup constraints waived): enough seats that outs do not end the game. */
function small(pair: [string, string]): Game {
  const roles: Record<string, string> = { 道: '月老', 狼A: '狼人', 狼B: '狼人', 妃: '噬时狼妃' };
  for (let i = 1; i <= 8; i++) roles[`民${i}`] = '村民';
  const g = Game.create(roles, {
    ruleset: '211',
    genders: { 道: '男', 狼A: '男', 狼B: '男', 妃: '女' },
    options: { autoCards: false, ignoreSetupConstraints: true },
  });
  g.start(Object.keys(roles));
  g.act('道', '月老牵线', pair);
  g.close();
  day(g);
  return g;
}

const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
const lovers = (g: Game) =>
  g.state.chars.filter((c) => c.statuses.some((s) => s.id === 'true_lover')).map((c) => c.name);
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('月老牵线[开局][指定]<强制> (l.883)', () => {
  it('<强制>: it cannot be declined (SKILL_NOT_USABLE); missed, two characters are drawn and linked', () => {
    const g = opening();
    const e = g.fails(
      { type: 'SubmitAction', actor: '道', skill: '月老牵线', targets: [], pass: true },
      'player:道',
    );
    expect(e.code).toBe('SKILL_NOT_USABLE');
    g.close();
    expect(drawn<{ targets: string[] }>(g, 'opening:match').targets).toHaveLength(2);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
  });

  it('任意两名角色: exactly two (TARGET_COUNT)', () => {
    const g = opening();
    expect(g.actFails('道', '月老牵线', ['贵']).code).toBe('TARGET_COUNT');
  });

  it('[开局]: once, at the opening (SKILL_USED_UP after)', () => {
    const g = linked(['贵', '宫']);
    expect(g.actFails('道', '月老牵线', ['贵', '宫']).code).toBe('SKILL_USED_UP');
  });
});

describe('[真爱情侣] (l.885, l.899)', () => {
  it('这两名角色获得[真爱情侣]状态…与另外一位情侣共群，并得知是[真爱情侣]', () => {
    const g = linked(['贵', '宫']);
    expect(lovers(g)).toEqual(['贵', '宫']);
    expect(g.notes('贵')).toContain('月老牵线：你与 宫 成为[真爱情侣]，共群。');
    expect(g.notes('宫')).toContain('月老牵线：你与 贵 成为[真爱情侣]，共群。');
  });

  it('当情侣中的一人出局，另外一人承受[致死伤害] — at night (the morning lists both, in order: 连带出局顺序 情侣殉情)', () => {
    const g = linked(['宫', '嫔']);
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['婆']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.outs()).toEqual(['宫', '嫔']);
    const m = morningOf(g, 2);
    expect(m.indexOf('宫')).toBeGreaterThan(-1);
    expect(m.indexOf('宫')).toBeLessThan(m.indexOf('嫔'));
    // l.149 公示前一天出局角色名单; l.152 其他类型的技能，除非另有说明，否则一律不公示: the names only, the link stays secret
    expect(m).toContain('宫、嫔');
    expect(g.announcements().join('\n')).not.toMatch(/殉情|情侣|月老|其他原因/);
  });

  it('…by day: the vote puts one out, the other follows — l.155 公示[投票出局]和[其他原因]出局的名单 (not 殉情)', () => {
    const g = linked(['贵', '宫']);
    night(g);
    day(g, { 狼A: '贵', 狼B: '贵' });
    expect(g.outs()).toEqual(['贵', '宫']);
    g.close(); // 黄昏 ends: its outs' 公示
    const said = g.announcements().join('\n');
    expect(said).toContain('[投票出局]：贵。\n[其他原因]：宫。');
    expect(said).not.toMatch(/殉情|情侣|月老/);
  });

  it('[致死伤害]: a [坚韧] lover still follows (贵妃’s 宠溺 does not stop it)', () => {
    const g = linked(['宫', '嫔']);
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.outs()).toEqual(['宫', '嫔']);
  });
});

describe('情侣性质判定 (l.886-894)', () => {
  it('双民组合: 丘加入村民阵营 — 你的阵营转变为村民阵营; the lovers stay 村民阵营', () => {
    const g = linked(['贵', '宫']);
    expect(faction(g, '道')).toBe('village');
    expect(g.notes('道')).toContain('你的阵营转变为村民阵营。');
    expect([faction(g, '贵'), faction(g, '宫')]).toEqual(['village', 'village']);
  });

  it('情侣之一是皇帝: 链接情侣无效，丘比特加入村民阵营 (nobody is a lover, nobody is told)', () => {
    const g = linked(['帝', '贵']);
    expect(lovers(g)).toEqual([]);
    expect(faction(g, '道')).toBe('village');
    expect(g.notes('贵').join('\n')).not.toContain('月老牵线');
  });

  it('持有[隐身]状态: the link is void (the director gave 宫 [隐身])', () => {
    const g = opening();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '宫', status: '隐身', op: 'apply', reason: '测试' },
    });
    g.act('道', '月老牵线', ['贵', '宫']);
    g.close();
    expect(lovers(g)).toEqual([]);
    expect(faction(g, '道')).toBe('village');
  });

  it('持有[真爱情侣]状态: a second 月老’s link through a lover is void; l.877 his faction does not move when he is no longer 无阵营', () => {
    // 魔 is a second 月老 (男); the first (道, seat 5) links before him (seat 10)
    const g = opening({ 魔: '月老' });
    g.act('道', '月老牵线', ['贵', '宫']);
    g.act('魔', '月老牵线', ['宫', '嫔']);
    g.close();
    expect(lovers(g)).toEqual(['贵', '宫']);
    expect(faction(g, '魔')).toBe('village');
  });

  it('情侣之一是不定阵营: 黑情侣阵营; the two are [群内] with a 杀人 of their own (额外出刀, not in the wolves’ group)', () => {
    const g = opening({ 魔: '月老' });
    g.act('道', '月老牵线', ['魔', '贵']);
    // l.877: 魔 is 黑情侣 now, not 无阵营: his own link's faction change is void (a void link: he stays 黑情侣)
    g.act('魔', '月老牵线', ['帝', '宫']);
    g.close();
    expect([faction(g, '道'), faction(g, '魔'), faction(g, '贵')]).toEqual([
      'black_lovers',
      'black_lovers',
      'black_lovers',
    ]);
    day(g);
    night(g, {
      深夜2: () => {
        g.act('狼A', '杀人', ['嫔']);
        g.act('贵', '杀人', ['宫']);
      },
    });
    expect(g.outs().sort()).toEqual(['嫔', '宫'].sort());
  });

  it('狼+村民组合: 黑情侣阵营 for the three; the wolf loses [群内] (no 杀人 while his mates live)', () => {
    const g = linked(['狼A', '贵']);
    expect([faction(g, '道'), faction(g, '狼A'), faction(g, '贵')]).toEqual([
      'black_lovers',
      'black_lovers',
      'black_lovers',
    ]);
    expect(g.notes('狼A')).toContain('你的阵营转变为黑情侣阵营。');
    expect(g.actFails('狼A', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    night(g, { 深夜2: () => g.act('狼B', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('行动顺序总集: 月老 连情侣 before 狼人阵营 共群 — the wolves are told their group after the opening, without the lover wolf', () => {
    const g = opening();
    expect(g.notes('狼B').join('\n')).not.toContain('你的狼队友');
    g.act('道', '月老牵线', ['狼A', '贵']);
    g.close();
    const told = g.notes('狼B').find((n) => n.startsWith('你的狼队友'));
    expect(told).toBeDefined();
    expect(told).not.toContain('狼A');
    expect(g.notes('狼A').join('\n')).not.toContain('你的狼队友');
  });

  it('狼+村民: 该狼人…获得[接刀]标签，且接刀顺序为其他的所有持有[接刀]标签的角色出局', () => {
    const g = small(['狼A', '民1']);
    expect(faction(g, '狼A')).toBe('black_lovers');
    kill(g, '狼B');
    expect(g.actFails('狼A', '杀人', ['民2']).code).toBe('NOT_YOUR_SKILL');
    night(g, { 深夜2: () => g.act('妃', '杀人', ['民2']) });
    // the last [群内] wolf out: the wolf lover holds the 杀人
    kill(g, '妃');
    day(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['民3']) });
    expect(g.outs()).toEqual(['狼B', '民2', '妃', '民3']);
  });

  it('丘比特自连…按照村民阵营计算: 月老 + a wolf is 狼+村民 — 黑情侣', () => {
    const g = linked(['道', '狼A']);
    expect(lovers(g)).toEqual(['道', '狼A']);
    expect([faction(g, '道'), faction(g, '狼A')]).toEqual(['black_lovers', 'black_lovers']);
  });

  it('丘比特自连 with a villager: 双民 — 月老 joins 村民阵营', () => {
    const g = linked(['道', '贵']);
    expect([faction(g, '道'), faction(g, '贵')]).toEqual(['village', 'village']);
  });

  it('双狼组合: 丘加入狼人阵营; the lovers keep [群内] (除双狼情侣外)', () => {
    const g = linked(['狼A', '狼B']);
    expect([faction(g, '道'), faction(g, '狼A'), faction(g, '狼B')]).toEqual(['wolves', 'wolves', 'wolves']);
    expect(g.notes('道')).toContain('你的阵营转变为狼人阵营。');
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('双狼: 丘…获得[接刀]标签，且接刀顺序为其他的所有持有[接刀]标签的角色出局', () => {
    const g = small(['狼A', '狼B']);
    expect(g.actFails('道', '杀人', ['民1']).code).toBe('NOT_YOUR_SKILL');
    kill(g, '狼A'); // 狼B follows (殉情)
    kill(g, '妃');
    expect(g.outs()).toEqual(['狼A', '狼B', '妃']);
    night(g);
    day(g);
    night(g, { 深夜2: () => g.act('道', '杀人', ['民1']) });
    expect(g.outs()).toEqual(['狼A', '狼B', '妃', '民1']);
  });
});

describe('被验证均为黑情侣阵营 (l.896)', () => {
  it('国师’s 预言 reads 黑情侣 lovers and 月老 as 非村民阵营; 双民 lovers as 村民阵营', () => {
    const g = linked(['狼A', '贵'], { 婆: '村民', 魔: '通天国师' });
    night(g, { 深夜1: () => g.act('魔', '预言', ['贵']) });
    expect(g.notes('魔')).toContain('预言：贵为非村民阵营。');
    const h = linked(['宫', '贵'], { 婆: '村民', 魔: '通天国师' });
    night(h, { 深夜1: () => h.act('魔', '预言', ['贵']) });
    expect(h.notes('魔')).toContain('预言：贵为村民阵营。');
  });
});

describe('胜负判定 l.997 无三方黑情侣：屠城', () => {
  it('when the 黑情侣 are the last faction standing, 黑情侣阵营 wins', () => {
    const roles = { 道: '月老', 狼A: '狼人', 狼B: '狼人', 民1: '村民', 民2: '村民', 民3: '村民' };
    const g = Game.create(roles, {
      ruleset: '211',
      genders: { 道: '男', 狼A: '男', 狼B: '男' },
      options: { autoCards: false, ignoreSetupConstraints: true },
    });
    g.start(Object.keys(roles));
    g.act('道', '月老牵线', ['狼A', '民1']);
    g.close();
    day(g);
    kill(g, '狼B');
    kill(g, '民2');
    expect(g.state.status).toBe('running');
    kill(g, '民3');
    expect(g.state.status).toBe('ended');
    expect(g.announcements().join('\n')).toContain('黑情侣阵营');
  });
});

describe('月老 [虚情情侣] (file 001 l.884: 其他角色获得该技能时，获得后可以立刻选择连新情侣，并无视下列诸多限制…[虚情情侣]状态)', () => {
  it('影武者 gains 月老牵线 from his host: he links any two at once, told [虚情情侣]; one out, the other follows (共死); no faction change', () => {
    const hand = { ...TABLE211, 帝: '月老', 道: '影武者' };
    const g = started211(hand);
    g.act('帝', '月老牵线', ['贵', '娥']);
    g.act('道', '附身', ['帝']);
    g.close();
    day(g);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '帝', reason: '测试' } });
    expect(g.notes('道')).toContain(
      '你获得了<月老牵线>：现在可以选择任意两名角色连为[虚情情侣]（<月老牵线>）。',
    );
    g.act('道', '月老牵线', ['宫', '嫔']);
    expect(g.notes('宫')).toContain('月老牵线：你与 嫔 成为[虚情情侣]，共群。');
    expect(g.notes('嫔')).toContain('月老牵线：你与 宫 成为[虚情情侣]，共群。');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '宫', reason: '测试' } });
    expect(g.alive('嫔')).toBe(false);
    expect(g.state.chars.find((c) => c.name === '嫔')?.faction).toBe('village');
  });
});

describe('月老 [虚情情侣] by 顺从 (file 001 l.884; 顺从的女仆 l.906: 获得该角色的全部技能)', () => {
  it('the 女仆 taking a voted-out 月老’s skills holds <月老牵线> that night: a [虚情情侣] pair', () => {
    const hand = { ...TABLE211, 帝: '月老', 婆: '顺从的女仆' };
    const g = started211(hand);
    g.act('帝', '月老牵线', ['贵', '娥']);
    g.close();
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['道']) });
    day(g, { 狼A: '帝', 狼B: '帝' });
    expect(g.alive('帝')).toBe(false);
    g.act('婆', '顺从', ['帝']);
    g.close();
    expect(g.notes('婆')).toContain(
      '你获得了<月老牵线>：现在可以选择任意两名角色连为[虚情情侣]（<月老牵线>）。',
    );
    g.act('婆', '月老牵线', ['宫', '嫔']);
    expect(g.notes('宫')).toContain('月老牵线：你与 嫔 成为[虚情情侣]，共群。');
  });
});

// l.890 如果情侣之一是三方阵营，丘与情侣加入该三方阵营，胜利条件为该三方的胜利条件，有多个三方则需要两个三方的胜利条件均满足才能获胜。
// 魔 开膛手 (l.1001 12、开膛手：所有女性出局，或女性身份出局了总人数*0.5个) and 娥 炽天使 (l.1000 10、炽天使：连续两天两夜没有任何角色出局):
// two different 诸侯; no 皇帝 (all 12 counted: 6 女性身份 out is the 开膛手's half).
describe('月老: lovers of two different 诸侯 (l.890 有多个三方)', () => {
  const pair = () => {
    const swap = { 帝: '村民', 魔: '开膛手', 娥: '炽天使' };
    const g = Game.create(
      { ...TABLE211, 道: '月老', ...swap },
      {
        ruleset: '211',
        genders: gendersOf({ ...TABLE211, 道: '月老', ...swap }),
        options: { autoCards: false, ignoreSetupConstraints: true },
      },
    );
    g.start(SEATS211);
    g.act('道', '月老牵线', ['魔', '娥']);
    g.close();
    day(g);
    return g;
  };
  const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
  const kill = (g: Game, w: string) =>
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

  it('丘与情侣加入该三方阵营: the three in one faction of the two (三方情侣阵营)', () => {
    const g = pair();
    expect([faction(g, '道'), faction(g, '魔'), faction(g, '娥')]).toEqual([
      'third_lovers',
      'third_lovers',
      'third_lovers',
    ]);
  });

  it('the 炽天使’s condition alone (no out for two days and two nights: as day 3 opens) wins nothing', () => {
    const g = pair();
    night(g);
    day(g);
    night(g);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3 });
    expect(g.state.status).toBe('running');
  });

  it('两个三方的胜利条件均满足: six 女性身份 out on night 1 (开膛手’s), then two days and two nights with none — they win', () => {
    const g = pair();
    for (const w of ['贵', '宫', '婆', '嫔', '妃', '雪']) kill(g, w);
    expect(g.state.status).toBe('running');
    night(g);
    day(g);
    night(g);
    day(g);
    expect(g.state.status).toBe('running');
    night(g); // night 3 closes: day 4 opens, the fourth whole phase since night 1
    expect(g.state.winner?.faction).toBe('third_lovers');
    expect(g.state.winner?.names).toEqual(expect.arrayContaining(['道', '魔', '娥']));
  });
});
