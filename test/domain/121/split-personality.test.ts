import { describe, expect, it } from 'vitest';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { Game } from '../harness';
import { night, ruling } from './given';
import { day, drawn, SEATS12, TABLE12, tableWith } from './tables';

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

// 机械狼 学习 (l.348): 双重人格，复制后可选择复制双重人格的神牌或者狼牌其中之一（但不知具体底牌），等双重人格翻牌后，获知具体底牌及相应技能，
// 双重人格未翻牌时，被通反馈其复制的底牌身份（即机械狼自己不知道自己是啥，但是通灵可以摸出来）.
describe('机械狼 学习 双重人格 (l.348)', () => {
  /** 狼C learns 双重人格 (民C) at the opening, in a deal (seed found by search) whose wolf card is a pack card; day 1 open. */
  const learnt = (side?: string) => {
    for (let i = 1; i < 300; i++) {
      const g = Game.create(
        { ...TABLE12, 民C: '双重人格', 狼C: '机械狼', 民B: '通灵师' },
        { seed: `split-${i}` },
      );
      g.start(SEATS12);
      if (!ruleset121.roles[drawn<string>(g, 'split_personality:wolf')]?.group) continue;
      g.act('狼C', '学习', ['民C']);
      g.close();
      if (side) g.act('狼C', '复制底牌', [], side);
      return g;
    }
    throw new Error('no deal with a pack card');
  };

  it('复制后可选择复制双重人格的神牌或者狼牌其中之一（但不知具体底牌）: a right in day 1; told the side, not the card', () => {
    const g = learnt();
    expect(g.notes('狼C')).toContain(
      '学习：你复制了双重人格。你可以在第1天结束前发动<复制底牌>：选择复制其神牌或狼牌其中之一（不知具体底牌）。',
    );
    g.act('狼C', '复制底牌', [], '神牌');
    expect(g.notes('狼C').at(-1)).toBe('复制底牌：你复制了双重人格的神牌。');
    const god = roleName(g, drawn<string>(g, 'split_personality:god'));
    expect(g.notes('狼C').some((n) => n.includes(god))).toBe(false);
  });

  it('双重人格未翻牌时，被通反馈其复制的底牌身份: 通灵 reads the card copied (the 神牌 here); 预言 <非狼人阵营>', () => {
    const g = learnt('神牌');
    const god = roleName(g, drawn<string>(g, 'split_personality:god'));
    day(g);
    night(g, {
      n60: () => {
        g.act('民B', '通灵', ['狼C']);
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.notes('民B')).toContain(`通灵：狼C 的身份为【${god}】。`);
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<非狼人阵营>。');
  });

  it('等双重人格翻牌后，获知具体底牌及相应技能: the 狼牌 copied — told once 主人格 resolves, its 额外一刀 his from the next night', () => {
    const g = learnt('狼牌');
    const wolf = roleName(g, drawn<string>(g, 'split_personality:wolf'));
    const god = roleName(g, drawn<string>(g, 'split_personality:god'));
    for (const n of ['狼B', '猎', '守', '痴', '羊', '民A', '民B', '巫'])
      ruling(g, { kind: 'kill', target: n, reason: '测试' });
    day(g);
    night(g, {
      n20: () => g.act('民C', '主人格', [], god),
      n60: () => expect(g.actFails('狼C', '额外一刀', ['预']).code).toMatch(/SKILL|UNKNOWN/),
    });
    expect(g.notes('狼C')).toContain(`复制底牌：双重人格翻牌，你复制的底牌为【${wolf}】，获得相应技能。`);
    day(g);
    night(g, { n60: () => g.act('狼C', '额外一刀', ['预']) });
    expect(g.alive('预')).toBe(false);
  });
});
