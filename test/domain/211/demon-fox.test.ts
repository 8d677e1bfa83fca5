import { describe, expect, it } from 'vitest';
import { day, endPhase, Game, gendersOf, NO_EMPEROR, night, started211, TABLE211 } from './table';

// [211] 【诸侯】3 妖狐（女）（30） (file 001 l.770–776):
//   身份属性：若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值。
//   妖狐出现时，随机一个村民阵营的角色，阵营变为和妖狐相同的阵营，该角色额外获得技能[通灵]，妖狐出局时，那个角色会连带承受[致死伤害]。
//   化形[开局]<强制>——妖狐的表面阵营，表面身份和表面带刀由妖狐开局自行决定，若自己被验人系身份查验时，妖狐会受到来自于技能来源的<致死伤害>，
//   妖狐持有对于查验致死和最高票[投票出局]以外情况的[不死]状态。PS：必须是[实际身份]为验人系的身份查验才能致死…
//   怀孕技能[强制]——妖狐与小弟共群，且妖狐不再会因为查验致死。
// 胜负判定 11、妖狐 (l.1001): 尚未判负的阵营仅有妖狐阵营和一个其他阵营，或有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜。
// 行动顺序总集 开局: 妖狐 化形与拉小弟 (l.1024); 连带出局顺序: 妖狐小弟自杀 (l.1154).

// 嫔 is the 妖狐, 宫 a 锦衣卫 (验人系); the 皇帝 dealt 村民 (no 临幸) unless `emperor`
function opening(swap: Record<string, string> = {}, emperor = false): Game {
  const roles = { ...TABLE211, ...(emperor ? {} : NO_EMPEROR), 嫔: '妖狐', 宫: '锦衣卫', ...swap };
  return started211(roles);
}

/** 化形 chosen (or missed), the 竞选日 closed: night 1 is open. */
function shaped(surface: string | null = '嫦娥/村民阵营/不带刀', swap: Record<string, string> = {}): Game {
  const g = opening(swap);
  if (surface) g.act('嫔', '化形', [], surface);
  g.close();
  day(g);
  return g;
}

const minionOf = (g: Game) =>
  g.state.chars.find((c) => c.statuses.some((s) => s.id === 'fox_minion'))?.name as string;
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('妖狐 拉小弟 (l.772)', () => {
  it('随机一个村民阵营的角色，阵营变为和妖狐相同的阵营: one, drawn (an event), told, holding [通灵]', () => {
    const g = shaped();
    const m = minionOf(g);
    expect(
      g.state.chars
        .filter((c) => c.faction === 'demon_fox')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['嫔', m].sort());
    expect(['帝', '贵', '宫', '娥', '道', '婆']).toContain(m);
    expect(g.log.some((e) => e.type === 'RandomDrawn')).toBe(true);
    expect(g.notes(m).join('\n')).toContain('你的阵营转变为妖狐阵营');
    expect(g.notes(m).join('\n')).toContain('额外获得技能[通灵]');
  });

  it('该角色额外获得技能[通灵]: 锦衣卫’s 通灵 (探查), reading the fox’s 化形 surface — and a 小弟’s check does not kill her', () => {
    const g = shaped();
    const m = minionOf(g);
    expect(m).not.toBe('宫');
    night(g, { 深夜1: () => g.act(m, '探查', ['嫔']) });
    expect(g.notes(m).join('\n')).toContain('探查：嫔是嫦娥。');
    expect(g.alive('嫔')).toBe(true);
  });

  it('妖狐出局时，那个角色会连带承受[致死伤害]: the top vote puts her out, the 小弟 follows', () => {
    const g = shaped();
    const m = minionOf(g);
    night(g);
    day(g, { 狼A: '嫔', 狼B: '嫔', 魔: '嫔' });
    expect(g.outs()).toEqual(['嫔', m]);
  });
});

describe('妖狐 化形 (l.773–774)', () => {
  it('表面阵营，表面身份和表面带刀由妖狐开局自行决定: the 锦衣卫 who checks reads the surface — and the check kills her', () => {
    const g = shaped('嫦娥/村民阵营/不带刀', { 娥: '村民' });
    night(g, { 深夜1: () => g.act('宫', '探查', ['嫔']) });
    expect(g.notes('宫').join('\n')).toContain('探查：嫔是嫦娥。');
    expect(g.alive('嫔')).toBe(false);
  });

  it('若自己被验人系身份查验时，妖狐会受到来自于技能来源的<致死伤害>: out in the tally, her 小弟 with her', () => {
    const g = shaped();
    const m = minionOf(g);
    night(g, { 深夜1: () => g.act('宫', '探查', ['嫔']) });
    expect(g.outs()).toEqual(m === '宫' ? ['嫔', '宫'] : ['嫔', m]);
  });

  it('PS 必须是[实际身份]为验人系的身份查验才能致死: a 通天国师’s 预言 kills; a wolf’s 查验 (地头蛇) does not', () => {
    const g = shaped('嫦娥/村民阵营/不带刀', { 道: '通天国师', 狼B: '地头蛇' });
    night(g, { 午夜: () => g.act('狼B', '查验', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
    day(g);
    night(g, { 深夜1: () => g.act('道', '预言', ['嫔']) });
    expect(g.notes('道').join('\n')).toContain('村民阵营');
    expect(g.alive('嫔')).toBe(false);
  });

  it('妖狐持有对于查验致死和最高票[投票出局]以外情况的[不死]状态: the wolves’ 指杀 does not put her out', () => {
    const g = shaped();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
  });

  it('化形<强制> missed: no surface (her actual 妖狐阵营 is read), and the 小弟 is drawn all the same', () => {
    const g = shaped(null, { 道: '通天国师' });
    expect(minionOf(g)).toBeTruthy();
    night(g, { 深夜1: () => g.act('道', '预言', ['嫔']) });
    expect(g.notes('道').join('\n')).toContain('非村民阵营');
  });
});

describe('妖狐 怀孕技能[强制] (l.776)', () => {
  /** 临幸 on night 1; night 2 (the [怀孕] over) open. */
  function favoured(): Game {
    const g = opening({}, true);
    g.act('嫔', '化形', [], '嫦娥');
    g.close();
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
    day(g);
    return g;
  }

  it('妖狐与小弟共群: each told the other', () => {
    const g = favoured();
    night(g);
    const m = minionOf(g);
    expect(g.notes('嫔').join('\n')).toContain(`怀孕技能：妖狐与小弟共群，${m} 与你共群。`);
    expect(g.notes(m).join('\n')).toContain('怀孕技能：妖狐与小弟共群，嫔 与你共群。');
  });

  it('且妖狐不再会因为查验致死: the 锦衣卫’s check after the [怀孕] leaves her in', () => {
    const g = favoured();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 深夜1: () => g.act('宫', '探查', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
  });
});

describe('妖狐 胜利 (l.1001) and the deal (l.771)', () => {
  it('尚未判负的阵营仅有妖狐阵营和一个其他阵营: the wolves defeated, the 妖狐阵营 wins', () => {
    const g = shaped();
    // 12 counted (the 皇帝 dealt 村民): 狼人阵营的角色出局了全场总人数*0.35个 → 4
    for (const w of ['妃', '雪', '魔']) kill(g, w);
    endPhase(g); // judged (l.970)
    expect(g.state.status).toBe('running');
    kill(g, '狼A');
    // a count's defeat is judged when the phase is over (l.970)
    endPhase(g);
    expect(g.state.winner?.faction).toBe('demon_fox');
  });

  it('the fox out (her 小弟 with her), the same defeat: the village wins', () => {
    const g = shaped();
    night(g);
    day(g, { 狼A: '嫔', 狼B: '嫔', 魔: '嫔' });
    for (const w of ['妃', '雪', '魔', '狼A']) kill(g, w);
    endPhase(g); // judged when the phase is over (l.970)
    expect(g.state.winner?.faction).toBe('village');
  });

  it('有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜: 开膛手’s win with four factions standing is hers', () => {
    const g = shaped('嫦娥', { 道: '开膛手', 宫: '宫令' });
    // 12 counted (the 皇帝 dealt 村民) — 女性身份出局了总人数*0.5个: the sixth female card out
    for (const w of ['贵', '娥', '婆', '妃', '雪']) kill(g, w);
    endPhase(g); // judged (l.970)
    expect(g.state.status).toBe('running');
    kill(g, '宫');
    endPhase(g); // a 诸侯's win is judged when the phase is over (l.970)
    expect(g.state.winner?.faction).toBe('demon_fox');
    expect(g.announcements().join('\n')).toContain('妖狐阵营');
  });

  it('若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值 (SETUP_CONSTRAINT at 6 of 12)', () => {
    const roles = { ...TABLE211, 嫔: '妖狐' };
    expect(() => Game.create(roles, { ruleset: '211', genders: gendersOf(roles) })).toThrow(
      /SETUP_CONSTRAINT.*若存在妖狐/,
    );
  });
});
