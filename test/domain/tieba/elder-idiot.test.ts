import { describe, expect, it } from 'vitest';
import { elect, night, quietDay, TABLE, table } from './given';

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
