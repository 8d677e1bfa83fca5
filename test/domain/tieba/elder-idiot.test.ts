import { describe, expect, it } from 'vitest';
import { creationFails, elect, night, quietDay, TABLE, table } from './given';

// [tieba] file 002: 长老 and 白痴 have no section; the text uses them. 长老 <长寿之命>: 总体流程 (11) 指杀结算 二、被指杀的
// 角色是未被有效指杀过的长老，长老视为被有效指杀一次 (l.146; 一、救治 first, 三、救药 after; 指杀结算可能存在多次); 红牌罚下
// 出局的角色…不能发动…长老<长寿之命> (l.23). 白痴: 村民阵营 负 1 …纵火者、乌鸦、白痴出局任意两个 (l.116).

const withElder = () => table({ houses: null, roles: { ...TABLE, 民E: '长老' } });

describe('tieba 长老 <长寿之命>', () => {
  it('二、未被有效指杀过的长老，长老视为被有效指杀一次: the first 杀人 leaves him in, the next night’s puts him out', () => {
    const g = withElder();
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民E']) });
    expect(g.alive('民E')).toBe(true);
    quietDay(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民E']) });
    expect(g.alive('民E')).toBe(false);
  });

  it('指杀结算可能存在多次: 杀人 then 冲锋 the same night — the second 指杀 puts him out', () => {
    const g = withElder();
    elect(g);
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民E']);
        g.act('狼王', '冲锋', ['民E']);
      },
    });
    expect(g.alive('民E')).toBe(false);
  });

  it('一、救治 comes first: a healed 指杀 is void and spends nothing — the next one only takes his life', () => {
    const g = withElder();
    elect(g);
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民E']);
        g.act('医', '救治', ['民E']);
      },
    });
    quietDay(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民E']) });
    expect(g.alive('民E')).toBe(true);
  });

  it('二 before 三、救药 (reading): saved the night his life is taken, the 救药 keeps nothing — the next 指杀 puts him out', () => {
    const g = withElder();
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民E']), witch: () => g.act('巫', '救药', ['民E']) });
    expect(g.alive('民E')).toBe(true);
    quietDay(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民E']) });
    expect(g.alive('民E')).toBe(false);
  });

  it('the 毒药 is no 指杀 (step 12): poisoned, he goes out with his life untouched', () => {
    const g = withElder();
    elect(g);
    night(g, { witch: () => g.act('巫', '毒药', ['民E']) });
    expect(g.alive('民E')).toBe(false);
  });

  it('红牌罚下出局的角色不能发动长老<长寿之命> (l.23): a red card puts him out (白天红牌罚下在被投票出局之前, l.25)', () => {
    const g = withElder();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '民E', color: 'red', reason: '违规' } });
    elect(g);
    expect(g.alive('民E')).toBe(false);
  });
});

describe('tieba 白痴', () => {
  it('村民阵营 负 1 (l.116): 预言家、女巫、医生 out and two of 纵火者、乌鸦、白痴 — 白痴 and 乌鸦 lose it', () => {
    const g = table({ houses: null, roles: { ...TABLE, 民E: '白痴' } });
    const out = (target: string) =>
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });
    for (const n of ['预', '巫', '医', '鸦']) out(n);
    expect(g.state.status).toBe('running');
    out('民E');
    expect(g.state.winner?.faction).toBe('wolves');
  });
});

describe('tieba 长老 and 白痴: the rest of the role is the director’s declaration (option declare)', () => {
  const ROLES = { ...TABLE, 民D: '长老', 民E: '白痴' };
  const game = (declare?: string) =>
    table({ houses: null, roles: ROLES, ...(declare ? { options: { declare } } : {}) });

  it('长老:村民阵营:查验 — a night skill beyond <长寿之命>, which he keeps (l.146)', () => {
    const g = game('长老:村民阵营:查验/1');
    elect(g);
    night(g, {
      n90: () => {
        g.act('民D', '查验', ['狼A']);
        g.act('狼A', 'kill', ['民D']);
      },
    });
    expect(g.notes('民D').join('\n')).toContain('<非村民阵营>');
    // 长寿之命: the first 指杀 taking effect leaves him in
    expect(g.alive('民D')).toBe(true);
    quietDay(g);
    expect(g.actFails('民D', '查验', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('白痴:狼人阵营:查验 — dealt in the declared faction, its 查验 at night', () => {
    const g = game('白痴:狼人阵营:查验');
    expect(g.state.chars.find((c) => c.name === '民E')?.faction).toBe('wolves');
    elect(g);
    night(g, { n90: () => g.act('民E', '查验', ['预']) });
    expect(g.notes('民E').join('\n')).toContain('<村民阵营>');
  });

  it('undeclared: 村民阵营, no skill to use (SKILL_NOT_USABLE), none due — no 黄牌; 长老 keeps <长寿之命>', () => {
    const g = game();
    expect(g.state.chars.find((c) => c.name === '民D')?.faction).toBe('village');
    expect(g.state.chars.find((c) => c.name === '民E')?.faction).toBe('village');
    elect(g);
    expect(g.actFails('民D', '查验', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    expect(g.actFails('民E', '查验', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    night(g, { n90: () => g.act('狼A', 'kill', ['民D']) });
    expect(g.alive('民D')).toBe(true);
    expect(g.state.cards?.民D?.yellow ?? 0).toBe(0);
    expect(g.state.cards?.民E?.yellow ?? 0).toBe(0);
  });

  it('出局 is refused for them (出局有以下几种情况, l.21, names no skill of theirs): INVALID_OPTION at creation', () => {
    for (const declare of ['长老:村民阵营:出局', '白痴:村民阵营:出局', '长老:神职阵营'])
      expect(creationFails(ROLES, { declare }).code).toBe('INVALID_OPTION');
  });
});
