import { describe, expect, it } from 'vitest';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { night, ruling } from './given';
import { day, drawn, tableWith } from './tables';

// [121] 不定阵营 5 双重人格 (file 000 l.462–463):
//   双重人格——游戏开始前随机获得未出场的一狼一神作为底牌，底牌暗置，被验为非村民阵营，被通为随机底牌
//   主人格<限定>——场存人数少于或者等于初始人数的3分之一（向下取整）时，获知底牌身份，选择保留一张底牌，并加入该阵营
// Readings (the role file): the cards are drawn at the deal among the playable cards not dealt; 非村民阵营 is the seer's
// <狼人阵营>; 被通为 one of the two drawn once; 主人格 keeps a card when the night resolves.

const table = () => tableWith({ 民C: '双重人格', 民B: '通灵师' });
const roleName = (_g: unknown, id: string) => ruleset121.roles[id]?.name ?? id;

/** Twelve seats: eight out (by ruling) leaves four = floor(12/3). */
function toFour(g: ReturnType<typeof table>) {
  for (const n of ['狼B', '猎', '守', '痴', '羊', '民A', '民B', '巫'])
    ruling(g, { kind: 'kill', target: n, reason: '测试' });
}

describe('双重人格', () => {
  it('随机获得未出场的一狼一神作为底牌: drawn at the deal (events), neither dealt', () => {
    const g = table();
    const wolf = drawn<string>(g, 'split_personality:wolf');
    const god = drawn<string>(g, 'split_personality:god');
    expect(ruleset121.roles[wolf]?.faction).toBe('wolves');
    expect(ruleset121.roles[god]?.faction).toBe('village');
    expect(god).not.toBe('villager');
    const dealt = g.state.chars.map((c) => c.role);
    expect(dealt).not.toContain(wolf);
    expect(dealt).not.toContain(god);
  });

  it('被验为非村民阵营: the seer reads <狼人阵营>', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<狼人阵营>。');
  });

  it('被通为随机底牌: 通灵 reads the card drawn to show', () => {
    const g = table();
    const shown = drawn<string>(g, 'split_personality:shown');
    expect([drawn(g, 'split_personality:wolf'), drawn(g, 'split_personality:god')]).toContain(shown);
    night(g, { n60: () => g.act('民B', '通灵', ['民C']) });
    expect(g.notes('民B')).toContain(`通灵：民C 的身份为【${roleName(g, shown)}】。`);
  });

  it('主人格: refused while more than a third of the start are in (SKILL_NOT_USABLE)', () => {
    const g = table();
    g.closeTo('n20');
    expect(g.actFails('民C', '主人格').code).toBe('SKILL_NOT_USABLE');
  });

  it('主人格: four of twelve in, he keeps the wolf card — 狼人阵营, the card and its skills his', () => {
    const g = table();
    const wolf = drawn<string>(g, 'split_personality:wolf');
    toFour(g);
    night(g, { n20: () => g.act('民C', '主人格', [], roleName(g, wolf)) });
    expect(g.notes('民C')).toContain(`主人格：你保留了底牌【${roleName(g, wolf)}】。`);
    expect(g.state.chars.find((c) => c.name === '民C')?.faction).toBe('wolves');
  });

  it('主人格: he keeps the 神 card — 村民阵营, and the seer then reads him <非狼人阵营>', () => {
    const g = table();
    const god = drawn<string>(g, 'split_personality:god');
    toFour(g);
    night(g, { n20: () => g.act('民C', '主人格', [], roleName(g, god)) });
    expect(g.state.chars.find((c) => c.name === '民C')?.faction).toBe('village');
    expect(g.state.status).toBe('running');
    day(g);
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
  });
});
