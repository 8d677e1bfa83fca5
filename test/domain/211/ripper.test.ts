import { describe, expect, it } from 'vitest';
import { endPhase, night, table211 } from './table';

// [211] 【诸侯】10 开膛手（男）（55） (file 001 l.831–833):
//   杀人[深夜][指定]——选择范围：任意一名角色。结算效果：对结算目标进行一次指杀。
// 胜负判定 (l.985–1003): 【三方阵营】共通判负条件：所属阵营的全部角色均出局; 胜 12、开膛手：所有女性出局，或女性身份出局了总人数*0.5个。
//   不同的三方阵营各自为独立阵营 (l.68); 所有计算数量均四舍五入，所有判定均不计算皇帝 (l.972).
// 行动顺序总集 深夜2 狼人阵营与其他身份 杀人 (l.1101); the out tally: 狼人杀人 then 其余身份杀人 (l.1130).

// 道 (男) is the 开膛手; the 皇帝 (counted out of every rule) stays: 11 counted, 0.5 × 11 → 6
const table = () => table211({ 道: '开膛手' }, { constraints: false });
const kill = (g: ReturnType<typeof table>, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('开膛手', () => {
  it('a faction of its own (诸侯: 各自为独立阵营)', () => {
    const g = table();
    expect(g.state.chars.find((c) => c.name === '道')?.faction).toBe('ripper');
  });

  it('杀人: 对结算目标进行一次指杀 — his own, besides the wolves’; the wolves’ is counted first (l.1130)', () => {
    const g = table();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      深夜2: () => {
        g.act('道', '杀人', ['宫']);
        g.act('狼A', '杀人', ['嫔']);
      },
    });
    expect(g.outs()).toEqual(['嫔', '宫']);
  });

  it('[指杀]: a [坚韧] target (黑暗守护) stays', () => {
    const g = table();
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => g.act('魔', '黑暗守护', ['宫']),
      深夜2: () => g.act('道', '杀人', ['宫']),
    });
    expect(g.alive('宫')).toBe(true);
  });

  it('胜: 女性身份出局了总人数*0.5个 (11 counted → 6 female roles out) — 开膛手 wins', () => {
    const g = table();
    for (const w of ['贵', '宫', '娥', '婆', '嫔']) kill(g, w);
    g.closeTo('早夜1'); // 黄昏 over: judged (l.970)
    expect(g.state.status).toBe('running');
    kill(g, '妃');
    // judged when the phase is over (l.970): the night's settlement
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('ripper');
    expect(g.announcements().join('\n')).toContain('开膛手');
  });

  it('胜: 所有女性出局 — with fewer than half the count out (女性 = the vests)', () => {
    const g = table211(
      { 道: '开膛手', 贵: '村民', 宫: '村民', 娥: '村民', 婆: '村民' },
      { constraints: false },
    );
    // female vests: 贵 宫 娥 婆 嫔 妃 雪 — every one out, yet 村民 are no 女性身份
    for (const w of ['贵', '宫', '娥', '婆', '嫔', '妃']) kill(g, w);
    g.closeTo('早夜1'); // 黄昏 over: judged (l.970)
    expect(g.state.status).toBe('running');
    kill(g, '雪');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('ripper');
  });

  it('共通判负条件：所属阵营的全部角色均出局 — he is out, women out later win nothing for him', () => {
    const g = table();
    kill(g, '道');
    // six female roles out (11 counted → 6), 嫔 of the village and three wolves still in
    for (const w of ['妃', '雪', '贵', '宫', '娥', '婆']) kill(g, w);
    expect(g.state.status).toBe('running');
  });
});
