import { describe, expect, it } from 'vitest';
import { elect, Game, morningOf, night, quietDay, SEATS, TABLE, table } from './given';

// [tieba] file 002 房屋 (l.37–38): 游戏开始时，每名角色都可能被随机分配到房屋，每个房屋都对应着一个职业，每个职业有不同的技能…
// 房屋一旦得到，除非出局或被<纵火>或<业炎>，则永久不会失去。每名角色得到或失去房屋时，法官都需要在场上进行公示。
// 公示 (l.15): 角色得到或失去房屋、居委会、花园、售楼处、电梯、社区医院发动技能、将在游戏日白天，技能发动后立即公示。
// 公示 (l.14): 每个游戏日白天开始时，都会公示…存活角色状态与对应的房屋。

const announced = (g: Game, line: string) => g.announcements().some((a) => a.split('\n').includes(line));
const voteResult = (g: Game, day: number) =>
  g.announcements().find((a) => a.startsWith(`第${day}天`) && a.includes('票')) ?? '';
const create = (houses: unknown) =>
  new Game().run({
    type: 'CreateGame',
    id: 'g1',
    title: '测试局',
    ruleset: 'tieba',
    players: SEATS.map((name) => ({ name })),
    seed: 's',
    roles: TABLE,
    pool: null,
    options: { houses } as Record<string, unknown>,
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });

describe('tieba 房屋: the deal', () => {
  it('游戏开始时…随机分配到房屋: each house goes to a character drawn at random (an event), every gain announced', () => {
    const g = table({ houses: '居委会:查验;花园:诽谤' });
    const draw = g.log.find(
      (e) => e.type === 'RandomDrawn' && (e.data as { purpose: string }).purpose === 'houses',
    );
    expect(draw).toBeDefined();
    const owners = g.state.chars.filter((c) => c.statuses.some((s) => s.id === 'house'));
    expect(owners).toHaveLength(2);
    const [a, b] = owners.map((c) => c.statuses.find((s) => s.id === 'house')?.data?.occupation);
    expect([a, b].sort()).toEqual(['居委会', '花园']);
    for (const c of owners) {
      const occ = c.statuses.find((s) => s.id === 'house')?.data?.occupation;
      expect(announced(g, `${c.name} 得到房屋【${occ}】。`)).toBe(true);
    }
    // seeded: the same seed deals the same houses
    const again = table({ houses: '居委会:查验;花园:诽谤' });
    expect(
      again.state.chars.filter((c) => c.statuses.some((s) => s.id === 'house')).map((c) => c.name),
    ).toEqual(owners.map((c) => c.name));
  });

  it('the director may give a house by hand (@角色); the owner is told its occupation and skill', () => {
    const g = table();
    expect(announced(g, '民A 得到房屋【居委会】。')).toBe(true);
    expect(g.notes('民A')).toContain(
      '你得到房屋【居委会】，职业技能<查验>（游戏日白天发动，发动后立即公示）。',
    );
  });

  it('the occupations’ skills are checked at creation (INVALID_OPTION): an unknown skill, more houses than players, an unknown owner', () => {
    for (const bad of ['居委会:飞天', '居委会', `${'花园:诽谤;'.repeat(16)}`, '居委会:查验@路人', 3]) {
      const r = create(bad);
      expect(!r.ok && r.error.code).toBe('INVALID_OPTION');
    }
    expect(create('居委会:查验;花园:诽谤/1').ok).toBe(true);
  });

  it('房屋不影响角色本身的身份: a house changes neither the role nor the faction', () => {
    const g = table();
    const a = g.state.chars.find((c) => c.name === '民A');
    expect([a?.role, a?.faction]).toEqual(['villager', 'village']);
  });
});

describe('tieba 房屋: the occupations’ skills (day skills, announced at once)', () => {
  it('查验: the answer is the user’s; the use is announced at once with its target; once a day', () => {
    const g = table();
    g.act('民A', '查验', ['狼A']);
    expect(g.notes('民A').at(-1)).toBe('查验：狼A 的查验结果为<非村民阵营>。');
    expect(g.lastAnnouncement()).toBe('【居委会】民A 对 狼A 发动技能<查验>。');
    expect(g.actFails('民A', '查验', ['狼B']).code).toBe('SKILL_USED_UP');
    elect(g);
    // 将在游戏日白天: not by night
    expect(g.actFails('民A', '查验', ['狼B']).code).toBe('WRONG_PHASE');
    night(g);
    g.act('民A', '查验', ['预']);
    expect(g.notes('民A').at(-1)).toBe('查验：预 的查验结果为<村民阵营>。');
  });

  it('/次数: an occupation with a count has that many uses in the game', () => {
    const g = table({ houses: '花园:诽谤/1@民B' });
    g.act('民B', '诽谤', ['狼A']);
    elect(g);
    night(g);
    expect(g.actFails('民B', '诽谤', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('诽谤 (two more votes today), 免票 (not voted out today), 禁票 (no vote today), 加票 (the user’s vote counts two)', () => {
    const g = table();
    elect(g);
    night(g);
    g.act('民B', '诽谤', ['狼B']);
    g.act('民C', '免票', ['狼A']);
    g.act('预', '禁票', ['狼王']);
    g.act('巫', '加票');
    expect(g.lastAnnouncement()).toBe('【社区医院】巫 发动技能<加票>。');
    expect(g.run({ type: 'CastVote', voter: '狼王', target: '民A', proxy: false }, 'player:狼王').ok).toBe(
      false,
    );
    // 狼A has the most votes but 免票 keeps him in; 狼B: 1 + 2 (诽谤); 民D: 巫's vote counts two
    for (const v of ['民A', '民D', '民E', '鸦']) g.vote(v, '狼A');
    g.vote('火', '狼B');
    g.vote('巫', '民D');
    g.close();
    expect(g.alive('狼A')).toBe(true);
    expect(voteResult(g, 2)).toContain('狼B：3票');
    expect(voteResult(g, 2)).toContain('民D：2票');
  });
});

describe('tieba 房屋: losses and the morning list', () => {
  it('每个游戏日白天开始时…公示…存活角色状态与对应的房屋; a house is lost by going out, announced in the next 公示', () => {
    const g = table();
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民B']) });
    const m = morningOf(g, 2);
    expect(m).toContain('民B 出局，失去房屋【花园】。');
    expect(m).toContain('存活角色与房屋：狼A【租户】、狼B【租户】');
    expect(m).toContain('民A【居委会】、民C【售楼处】');
    expect(m).not.toContain('民B【');
    quietDay(g);
    night(g);
    expect(morningOf(g, 3)).not.toContain('失去房屋');
  });
});

describe('tieba 房屋: 没有房屋的租户也拥有技能', () => {
  it('`租户:技能`: every character dealt no house is a 租户 with that skill, told and announced; an owner has his house’s only; a 流浪汉 is no 租户', () => {
    const g = table({ houses: '居委会:查验@民A;花园:诽谤@民B;租户:禁票/1' });
    expect(g.lastAnnouncement()).toContain('其余角色为租户，租户技能<禁票>。');
    expect(g.notes('民C')).toContain(
      '你没有房屋，是租户，租户技能<禁票>（游戏日白天发动，发动后立即公示）。',
    );
    g.act('民C', '禁票', ['狼A']);
    expect(g.lastAnnouncement()).toBe('【租户】民C 对 狼A 发动技能<禁票>。');
    expect(g.actFails('民A', '禁票', ['狼B']).code).toBe('NOT_YOUR_SKILL');
    expect(g.run({ type: 'CastVote', voter: '狼A', target: '民A', proxy: false }, 'player:狼A').ok).toBe(
      false,
    );
    g.close();
    night(g, { n90: () => g.act('赤狼', '业炎', ['民B']) });
    expect(g.actFails('民B', '禁票', ['狼B']).code).toBe('NOT_YOUR_SKILL');
    // /1: the tenants' skill once in the game
    expect(g.actFails('民C', '禁票', ['狼B']).code).toBe('SKILL_USED_UP');
  });
});
