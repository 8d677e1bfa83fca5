import { describe, expect, it } from 'vitest';
import { day, endPhase, type Game, night, started211, TABLE211 } from './table';

// [211] file 001 【叛皇阵营】5 冷妃（女）⑥ (l.500–508):
//   伪装[开局] —— 游戏开始前，隐狼可从下列五项中选择三项进行游戏。
//   1，获得[接刀]标签，接刀顺序为机械狼出局后  2，可以设置自己的表面阵营，表面身份，表面带刀伪装。
//   3，知晓所有和自己[实际阵营]相同角色的马甲名单  4，受到来自于[村民阵营]的以[实际阵营]判断的技能时，以你为[村民阵营]进行判定
//   5，让所有和自己[实际阵营]相同角色知晓你的马甲  PS：效果4以隐狼为目标的才会改变，隐狼发动的技能不会改变实际阵营的判定
//   怀孕技能[限定][黄昏]——可以重新发动一次[伪装]技能，且可以选择任意数量项目。

const ROLES = { ...TABLE211, 狼B: '冷妃', 嫔: '锦衣卫' };

/** The opening open, 伪装 as given, then the 竞选日: night 1 is open. */
function table(pick?: string, roles: Record<string, string> = ROLES): Game {
  const g = started211(roles);
  if (pick) g.act('狼B', '伪装', [], pick);
  g.close();
  day(g);
  return g;
}
const kill = (g: Game, ...names: string[]) => {
  for (const w of names) g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
};

describe('冷妃 伪装', () => {
  it('l.501 选择三项: two or four items are refused (INVALID_INPUT), as is an item outside 1–5', () => {
    const g = started211(ROLES);
    for (const bad of ['1、2', '1、2、3、4', '1、2、6', '1、1、2'])
      expect(
        g.fails({ type: 'SubmitAction', actor: '狼B', skill: '伪装', targets: [], choice: bad }, 'player:狼B')
          .code,
      ).toBe('INVALID_INPUT');
  });

  it('l.504–505 3 and 5: she is told the 狼人阵营’s characters, and each of them her', () => {
    const g = table('3、4、5');
    expect(g.notes('狼B')).toContain('伪装：与你实际阵营相同的角色：妃、雪、魔、狼A。');
    for (const m of ['妃', '雪', '魔', '狼A']) expect(g.notes(m)).toContain('伪装：冷妃是 狼B。');
  });

  it('without 3 and 5: neither is told', () => {
    const g = table('1、2、4');
    expect(g.notes('狼B').join('\n')).not.toMatch(/与你实际阵营相同的角色/);
    expect(g.notes('妃').join('\n')).not.toMatch(/冷妃是/);
  });

  it('l.503 2: her surface as set — 锦衣卫’s 探查 reads 宫令', () => {
    const g = table('2、3、4；宫令/村民阵营/不带刀');
    night(g, { 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(g.notes('嫔')).toContain('探查：狼B是宫令。');
  });

  it('l.505 4: 皇权 (judging the actual faction) reads her as 村民阵营 — she stays; without 4 she takes the [穿透]', () => {
    const g = table('3、4、5');
    night(g);
    g.act('帝', '皇权', ['狼B']);
    expect(g.alive('狼B')).toBe(true);
    const h = table('1、3、5');
    night(h);
    h.act('帝', '皇权', ['狼B']);
    expect(h.alive('狼B')).toBe(false);
  });

  it('l.502 1: [接刀] — every [群内] and the [接刀] before her out, she holds the 杀人; without 1 the 狼人阵营 has none (负 3: it loses)', () => {
    const g = table('1、3、5');
    kill(g, '妃', '狼A', '魔');
    g.closeTo('深夜2');
    g.act('狼B', '杀人', ['宫']);
    const h = table('3、4、5');
    kill(h, '妃', '狼A', '魔');
    // 负 3 counts outs: judged when the phase (黄昏) is over (l.970)
    endPhase(h);
    expect(h.state.winner?.faction).toBe('village');
  });

  it('l.508 怀孕技能 [黄昏][限定]: once 临幸’d, any number of items again (here 1: she becomes an heir); not twice', () => {
    const g = table('3、4、5', { ...ROLES });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']) });
    day(g);
    night(g, { 黄昏1: () => g.act('狼B', '怀孕技能', [], '1') });
    day(g);
    expect(g.actFails('狼B', '怀孕技能', []).code).toBe('SKILL_USED_UP');
    kill(g, '妃', '狼A', '魔');
    g.closeTo('深夜2');
    g.act('狼B', '杀人', ['宫']);
  });
});
