import { describe, expect, it } from 'vitest';
import { followsMaid } from './follow';
import { day, Game, GENDERS211, NO_EMPEROR, night, SEATS211, TABLE211 } from './table';

// [211] 飘零 · 不定身份 2 影武者（男） (file 001 l.901–902):
//   附身[开局]<强制> —— 游戏开始时，影子选择一名角色作为附身对象，并转入相同阵营，跟随该角色阵营变动，拥有和附身对象相同的获胜条件。当该角色出局时，
//   获得该角色的全部技能，且继承得到的技能为初始状态。影子附身的角色若有[群内]或[接刀]标签，则目标角色出局后，影子也会获得这些标签并执行相应效果，
//   [接刀]标签的接刀顺序与目标角色一致。
// 行动顺序总集 开局: 影子 选择主人 (l.1020).

function opening(swap: Record<string, string> = {}): Game {
  const g = Game.create(
    { ...TABLE211, ...NO_EMPEROR, 道: '影武者', ...swap },
    { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
  );
  g.start(SEATS211);
  return g;
}
function host(t: string, swap: Record<string, string> = {}): Game {
  const g = opening(swap);
  g.act('道', '附身', [t]);
  g.close();
  day(g);
  return g;
}
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
const factionOf = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('影武者 附身', () => {
  it('转入相同阵营 (from 不定): told 你的阵营转变为…', () => {
    const g = host('宫');
    expect(factionOf(g, '道')).toBe('village');
    expect(g.notes('道').join('\n')).toContain('你的阵营转变为村民阵营');
  });

  it('拥有和附身对象相同的获胜条件: a wolf host — he wins with the wolves', () => {
    const g = host('狼A');
    expect(factionOf(g, '道')).toBe('wolves');
    for (const v of ['贵', '宫', '娥', '婆', '嫔', '帝']) kill(g, v);
    expect(g.state.winner?.faction).toBe('wolves');
    expect(g.state.winner?.names).toContain('道');
  });

  it('nothing of the host’s before it goes out (NOT_YOUR_SKILL)', () => {
    const g = host('宫');
    g.closeTo('午夜');
    expect(g.actFails('道', '调令', ['狼A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('当该角色出局时，获得该角色的全部技能，且继承得到的技能为初始状态: 宫令 out — his 调令 freezes a wolf', () => {
    const g = host('宫');
    kill(g, '宫');
    expect(g.notes('道').join('\n')).toContain('你获得了【宫令】的全部技能');
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('道', '调令', ['狼A']);
      },
      深夜2: () => g.act('狼B', '杀人', ['嫔']),
    });
    // the frozen [群内] 狼A stops the group's 杀人
    expect(g.alive('嫔')).toBe(true);
  });

  it('影子附身的角色若有[群内]…目标角色出局后，影子也会获得这些标签: 狼A out — he shares the group’s 杀人', () => {
    const g = host('狼A');
    g.closeTo('深夜2');
    expect(g.actFails('道', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.closeNight();
    kill(g, '狼A');
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜2: () => g.act('道', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });

  it('…或[接刀]标签: 魔教教主 out, then every [群内] — he holds the 杀人', () => {
    // 妃 dealt 村民: the [群内] are 狼A and 狼B
    const g = host('魔', { 妃: '村民' });
    for (const w of ['魔', '狼A', '狼B']) kill(g, w);
    g.closeTo('深夜2');
    g.act('道', '杀人', ['嫔']);
    g.closeNight();
    expect(g.alive('嫔')).toBe(false);
  });
});

describe('影武者 [接刀]标签的接刀顺序与目标角色一致 (file 001 l.902)', () => {
  it('the inherited 接刀 ranks at 魔教教主’s place: before 巫蛊术女 (after him in the order), who gets NOT_YOUR_SKILL', () => {
    // 妃 dealt 村民: the [群内] are 狼A and 狼B; 嫔 巫蛊术女 ([接刀] after 魔教教主)
    const g = host('魔', { 妃: '村民', 嫔: '巫蛊术女', 宫: '秘术玄女' });
    for (const w of ['魔', '狼A', '狼B']) kill(g, w);
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['娥']),
      深夜2: () => {
        expect(g.actFails('嫔', '杀人', ['婆']).code).toBe('NOT_YOUR_SKILL');
        g.act('道', '杀人', ['婆']);
      },
    });
    expect(g.alive('婆')).toBe(false);
  });
});

describe('影武者 跟随该角色阵营变动 (file 001 l.902)', () => {
  it('its master, a 顺从的女仆 (不定), joins 村民阵营 by 顺从 — the follower moves with it', () =>
    followsMaid('影武者', '道', '附身'));
});
