import { describe, expect, it } from 'vitest';
import { creationFails, elect, morningOf, night, quietDay, TABLE, table } from './given';

// [tieba] file 002: 灯塔 and 理发师 have no section. （11）灯塔行动，可以选择技能使用的目标 (l.145); 出局…因理发师的技能 (l.21).
// Their skill, faction and uses are the director's declaration (option declare; readings in rulesets/tieba/declare.ts and
// roles/lighthouse.ts, roles/barber.ts).

const ROLES = { ...TABLE, 民D: '灯塔', 民E: '理发师' };
const game = (declare?: string) =>
  table({ houses: null, roles: ROLES, ...(declare ? { options: { declare } } : {}) });

describe('tieba 灯塔 (l.145) and 理发师 (l.21), as the director declares them', () => {
  it('灯塔:村民阵营:查验 — at night it checks a target and is told its 阵营 as 预言家 reads it', () => {
    const g = game('灯塔:村民阵营:查验');
    elect(g);
    night(g, { n90: () => g.act('民D', '查验', ['狼A']) });
    expect(g.notes('民D').join('\n')).toContain('<非村民阵营>');
  });

  it('理发师:狼人阵营:出局/1 — the target goes out at the night’s end, 因理发师的技能; once in the game; his faction as declared', () => {
    const g = game('理发师:狼人阵营:出局/1');
    expect(g.state.chars.find((c) => c.name === '民E')?.faction).toBe('wolves');
    elect(g);
    night(g, { n90: () => g.act('民E', '出局', ['民B']) });
    expect(g.alive('民B')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：民B。');
    expect(g.notes('民B').join('\n')).toContain('因理发师的技能');
    quietDay(g);
    expect(g.actFails('民E', '出局', ['民C']).code).toBe('SKILL_USED_UP');
  });

  it('出局 is no 指杀: 医生 救治 and 女巫 救药 on its target do not keep it in', () => {
    const g = game('理发师:村民阵营:出局');
    elect(g);
    night(g, {
      n90: () => {
        g.act('民E', '出局', ['民B']);
        g.act('医', '救治', ['民B']);
      },
      witch: () => g.act('巫', '救药', ['民B']),
    });
    expect(g.alive('民B')).toBe(false);
  });

  it('a target hugged by 花蝴蝶 is out of reach (当晚任何技能对该角色无效)', () => {
    const g = game('理发师:村民阵营:出局');
    elect(g);
    night(g, {
      n90: () => {
        g.act('蝶', '拥抱', ['民B']);
        g.act('民E', '出局', ['民B']);
      },
    });
    expect(g.alive('民B')).toBe(true);
  });

  it('undeclared: no skill to use (SKILL_NOT_USABLE), none due — no 黄牌 for a silent night; 村民阵营', () => {
    const g = game();
    expect(g.state.chars.find((c) => c.name === '民D')?.faction).toBe('village');
    elect(g);
    expect(g.actFails('民D', '查验', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    night(g);
    expect(g.state.cards?.民D?.yellow ?? 0).toBe(0);
    expect(g.state.cards?.民E?.yellow ?? 0).toBe(0);
  });

  it('a declared skill is due: silent at the deadline, 黄牌 (行动时限, l.153)', () => {
    const g = game('灯塔:村民阵营:查验');
    elect(g);
    night(g);
    expect(g.state.cards?.民D?.yellow ?? 0).toBe(1);
  });

  it('a skill outside the library, or one declared for 贵族, is refused at creation (INVALID_OPTION)', () => {
    for (const declare of ['灯塔:村民阵营:守护', '贵族:村民阵营:查验'])
      expect(creationFails(ROLES, { declare }).code).toBe('INVALID_OPTION');
  });
});
