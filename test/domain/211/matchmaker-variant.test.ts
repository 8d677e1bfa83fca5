import { describe, expect, it } from 'vitest';
import { changeFaction, seenFaction } from '../../../src/domain/engine/effects';
import type { RoleDef } from '../../../src/domain/engine/types';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { registerRuleset } from '../../../src/domain/rulesets/index';
import { day, Game, GENDERS211, SEATS211, TABLE211 } from './table';

// [211] file 001 月老 (l.882-899), the sentences no 211 role can reach yet, on a variant of 211 with two stand-in roles:
// a third party (no 211 诸侯 role is implemented yet) and a village role whose day skill turns a character to the wolves
// (211's faction changes — 顺从的女仆, 影武者 … — are not implemented yet).
//  l.890 如果情侣之一是三方阵营，丘与情侣加入该三方阵营，胜利条件为该三方的胜利条件
//  l.894 无论如何，除双狼情侣外，情侣中的狼人将不会获得本来的[群内]或[接刀]标签。
//  l.896 除了双狼或双民情侣组合，其他组合中，情侣和丘比特被验证均为黑情侣阵营
//  l.897 若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属，非情侣的丘比特发生阵营改变不影响情侣。

const third: RoleDef = { id: 'test_third', name: '三方甲', faction: 'third', cite: 'test', skills: [] };
const turncoat: RoleDef = {
  id: 'test_turncoat',
  name: '策反者',
  faction: 'village',
  cite: 'test',
  skills: [
    {
      id: 'turn',
      name: '策反',
      kind: 'day',
      timing: { instant: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, _actor, targets) => {
          for (const t of targets) changeFaction(tx, t.name, 'wolves', 'test');
        },
      },
    },
  ],
};
const variant = {
  ...ruleset211,
  id: 'test-211-lovers',
  roles: { ...ruleset211.roles, test_third: third, test_turncoat: turncoat },
};
registerRuleset(variant);

function linked(pair: [string, string], swap: Record<string, string> = {}): Game {
  const g = Game.create(
    { ...TABLE211, 道: '月老', 婆: '策反者', ...swap },
    {
      ruleset: variant.id,
      genders: GENDERS211,
      options: { autoCards: false, ignoreSetupConstraints: true },
    },
  );
  g.start(SEATS211);
  g.act('道', '月老牵线', pair);
  g.close();
  day(g);
  return g;
}
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
const seen = (g: Game, n: string) =>
  seenFaction(g.state, variant, g.state.chars.find((c) => c.name === n) as never);

describe('月老 with a third party (l.890, l.894, l.896)', () => {
  it('情侣之一是三方阵营: 丘与情侣加入该三方阵营; checks read 黑情侣阵营', () => {
    const g = linked(['嫔', '贵'], { 嫔: '三方甲' });
    expect([faction(g, '道'), faction(g, '嫔'), faction(g, '贵')]).toEqual(['third', 'third', 'third']);
    expect([seen(g, '道'), seen(g, '嫔'), seen(g, '贵')]).toEqual([
      'black_lovers',
      'black_lovers',
      'black_lovers',
    ]);
  });

  it('a wolf in a third-party pair loses [群内] (除双狼情侣外): no 杀人', () => {
    const g = linked(['嫔', '狼A'], { 嫔: '三方甲' });
    expect(faction(g, '狼A')).toBe('third');
    expect(g.actFails('狼A', '杀人', ['宫']).code).toBe('NOT_YOUR_SKILL');
  });
});

describe('若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属 (l.897)', () => {
  it('双民 lovers, one turned to the wolves: 狼+村民 — 黑情侣 for the lovers and 月老 (told)', () => {
    const g = linked(['贵', '宫']);
    expect(faction(g, '道')).toBe('village');
    for (let i = 0; i < 12 && g.state.phase.kind === 'night'; i++) g.close();
    g.act('婆', '策反', ['贵']);
    expect([faction(g, '贵'), faction(g, '宫'), faction(g, '道')]).toEqual([
      'black_lovers',
      'black_lovers',
      'black_lovers',
    ]);
    expect(g.notes('宫')).toContain('你的阵营转变为黑情侣阵营。');
    expect(g.notes('道')).toContain('你的阵营转变为黑情侣阵营。');
  });

  it('非情侣的丘比特发生阵营改变不影响情侣', () => {
    const g = linked(['贵', '宫']);
    for (let i = 0; i < 12 && g.state.phase.kind === 'night'; i++) g.close();
    g.act('婆', '策反', ['道']);
    expect(faction(g, '道')).toBe('wolves');
    expect([faction(g, '贵'), faction(g, '宫')]).toEqual(['village', 'village']);
  });
});
