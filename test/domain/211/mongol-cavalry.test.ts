import { describe, expect, it } from 'vitest';
import { day, Game, GENDERS211, NO_EMPEROR, night, SEATS211, TABLE211, table211 } from './table';

// [211] 【叛皇阵营】8 蒙古铁骑[群内]（男）⑦ (file 001 l.529–531):
//   践踏[正午][指定][翻牌]——选择范围：除竞选日外的游戏日白天，可选任意一名角色。
//   结算效果：发动者承受[致死伤害]，然后结算目标承受[致死伤害]
// [翻牌]技能都会公示：是否有角色翻牌、是否有角色出局…翻牌技能也不公示发动的什么技能以及发动目标 (l.131–135);
// 在正午阶段出局的信息会随时间立刻公示 (l.137).

const table = () => table211({ ...NO_EMPEROR, 狼B: '蒙古铁骑' });

/** Day 2 (night 1 passed). */
function day2(g: ReturnType<typeof table>, n1: Parameters<typeof night>[1] = {}) {
  night(g, n1);
  return g;
}

describe('蒙古铁骑 践踏', () => {
  it('[群内]: shares the wolves’ 杀人', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼B', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('除竞选日外的游戏日白天: refused on day 1 (竞选日) and at night (WRONG_PHASE)', () => {
    const g = Game.create(
      { ...TABLE211, ...NO_EMPEROR, 狼B: '蒙古铁骑' },
      { ruleset: '211', genders: GENDERS211, options: { ignoreSetupConstraints: true, autoCards: false } },
    );
    g.start(SEATS211);
    g.close(); // the opening (窥天)
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(g.actFails('狼B', '践踏', ['嫔']).code).toBe('WRONG_PHASE');
    const n = table();
    expect(n.state.phase.kind).toBe('night');
    expect(n.actFails('狼B', '践踏', ['嫔']).code).toBe('WRONG_PHASE');
  });

  it('发动者承受[致死伤害]，然后结算目标承受[致死伤害]: both out at once, the user first; 公示 the card and the outs, not the skill nor the target', () => {
    const g = day2(table());
    g.act('狼B', '践踏', ['嫔']);
    expect(g.outs()).toEqual(['狼B', '嫔']);
    const said = g.announcements().join('\n');
    expect(said).toContain('狼B 翻牌：蒙古铁骑。');
    expect(said).toContain('狼B 出局。');
    expect(said).toContain('嫔 出局。');
    expect(said).not.toContain('践踏');
  });

  it('[致死伤害] passes nothing but [不死]: a target under 光明守护 (不死 the next day) stays, the user still goes out', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', ['嫔']) });
    g.act('狼B', '践踏', ['嫔']);
    expect(g.outs()).toEqual(['狼B']);
    expect(g.alive('嫔')).toBe(true);
  });

  it('然后: the user under [不死] stays and the target still takes it; [翻牌] — not again once the card is turned', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', ['狼B']) });
    g.act('狼B', '践踏', ['嫔']);
    expect(g.outs()).toEqual(['嫔']);
    expect(g.actFails('狼B', '践踏', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('day 3 as well (any game day but 竞选日)', () => {
    const g = day2(table());
    day(g);
    night(g);
    g.act('狼B', '践踏', ['宫']);
    expect(g.outs()).toEqual(['狼B', '宫']);
  });
});
