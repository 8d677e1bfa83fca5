import { describe, expect, it } from 'vitest';
import { Game } from '../harness';

// [classic] file 003 盗贼:
//   篇一 (l.28): 如果使用盗贼，游戏开始前需额外加入2张身份牌…上帝从所有身份牌中随机抽取两张，并将其他身份牌正常发放。第一晚盗贼最先睁眼，
//     上帝向他展示这两张身份牌，盗贼从中选择一张作为自己的身份，另一张则作废。若2张身份牌中存在狼人则盗贼必须选择狼人。
//   篇三(八)1 (l.191): 12人正规局一共14张牌。若游戏开始时，场上有人持有盗贼牌，上帝会单独为他出示第13、14两张牌。若两张牌中有狼，则必须
//     选择狼；若两张都是狼牌，只能选狼，同时场上少一狼；若两张牌都不是狼，并让该玩家在这两张牌中任选一张作为自己场上的身份（阵营）另一张
//     身份将被丢弃。若盗贼在底牌13,14里，则场上无盗贼…其阵营的确定归属于最后选择的那张牌。
// Readings: the two cards are the pool's two undealt ones (a pool of two cards more than players); the choice is the engine's
// opening (the first night, before the election); a missed choice is drawn among the allowed cards.

const NAMES = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'];
const POOL = ['盗贼', '狼人', '狼人', '预言家', '女巫', '村民', '村民', '村民', '猎人'];

/** A seeded deal of POOL to 7 players where the thief is dealt and its two cards are `want` (sorted role names). */
function dealt(want: string[], pool = POOL): { g: Game; thief: string } {
  for (let i = 0; i < 400; i++) {
    const g = Game.create(NAMES, { ruleset: 'classic', pool, seed: `thief-${i}` });
    g.start(NAMES);
    const thief = g.state.chars.find((c) => c.role === 'thief');
    const cards = (thief?.statuses.find((st) => st.id === 'thief_cards')?.data?.cards as string[]) ?? [];
    if (thief && [...cards].sort().join() === [...want].sort().join()) return { g, thief: thief.name };
  }
  throw new Error(`no seed deals the thief ${want.join('、')}`);
}

describe('盗贼 (file 003 l.28, l.134, l.191)', () => {
  it('l.28 上帝向他展示这两张身份牌，盗贼从中选择一张作为自己的身份: he becomes that card, of its faction', () => {
    const { g, thief } = dealt(['预言家', '村民']);
    expect(g.notes(thief)).toContain('盗贼：两张底牌为 预言家、村民，请选择一张作为自己的身份。');
    g.act(thief, '选牌', [], '预言家');
    g.close();
    const c = g.state.chars.find((x) => x.name === thief);
    expect(c).toMatchObject({ role: 'seer', faction: 'village' });
    expect(g.notes(thief)).toContain('你的身份变为【预言家】，属于好人阵营。');
  });

  it('l.28 若2张身份牌中存在狼人则盗贼必须选择狼人: the wolf is the only choice offered, and he joins the pack', () => {
    const { g, thief } = dealt(['狼人', '村民']);
    expect(
      g.fails(
        { type: 'SubmitAction', actor: thief, skill: '选牌', targets: [], choice: '村民' },
        `player:${thief}`,
      ).code,
    ).toBe('INVALID_INPUT');
    g.act(thief, '选牌', [], '狼人');
    g.close();
    const c = g.state.chars.find((x) => x.name === thief);
    expect(c).toMatchObject({ role: 'werewolf', faction: 'wolves' });
    const mates = g.state.chars.filter((x) => x.role === 'werewolf' && x.name !== thief).map((x) => x.name);
    for (const m of mates) expect(g.notes(m).at(-1)).toContain(thief);
  });

  it('l.191 若两张都是狼牌，只能选狼，同时场上少一狼', () => {
    const { g, thief } = dealt(
      ['狼人', '狼人'],
      [...POOL, '狼人'].filter((r) => r !== '猎人'),
    );
    expect(g.state.chars.filter((c) => c.faction === 'wolves')).toHaveLength(1);
    g.close(); // he does not choose: drawn, and a wolf
    expect(g.state.chars.find((c) => c.name === thief)?.faction).toBe('wolves');
    // three wolf cards, one taken, one thrown away: two wolves in play
    expect(g.state.chars.filter((c) => c.faction === 'wolves')).toHaveLength(2);
  });

  it('l.191 若盗贼在底牌13,14里，则场上无盗贼: the game goes on without one', () => {
    for (let i = 0; i < 400; i++) {
      const g = Game.create(NAMES, { ruleset: 'classic', pool: POOL, seed: `thief-${i}` });
      g.start(NAMES);
      if (g.state.chars.some((c) => c.role === 'thief')) continue;
      expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
      return;
    }
    throw new Error('no seed leaves the thief undealt');
  });

  it('第三季 (1) 一共14张身份牌: a pool with a 盗贼 must have two cards more than players', () => {
    const g = new Game();
    const e = g.fails({
      type: 'CreateGame',
      id: 'g',
      title: 't',
      ruleset: 'classic',
      players: NAMES.map((name) => ({ name })),
      seed: 's',
      pool: POOL.slice(0, 8),
    });
    expect(e.code).toBe('SETUP_CONSTRAINT');
    expect(e.message).toContain('使用盗贼时须比玩家多两张身份牌');
  });
});
