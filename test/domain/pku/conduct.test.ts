import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { night, pku, voteDay } from './given';

// [pku] file 004 投降 (l.417): 贴脸/场外的玩家可能会被强制托管（主动技能失效）并单独判胜，以法官组裁定为准. The director puts a
// player in 托管 with the ruling `status` (rulesets/pku/conduct.ts).

const custody = (g: Game, target: string, op: 'apply' | 'remove' = 'apply') =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status: '托管', op, reason: '贴脸' } });
const points = (g: Game, pool: string, n: number) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'pool', pool, points: n, reason: '白给' } });

describe('pku 托管 (违规)', () => {
  it('主动技能失效: a night skill is refused while it lasts, usable again once the director takes it off', () => {
    const g = pku();
    custody(g, '预');
    g.close(); // 入夜 → 夜间
    expect(g.actFails('预', '查验', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    custody(g, '预', 'remove');
    g.act('预', '查验', ['狼A']);
    night(g);
    expect(g.notes('预')).toContain('查验：狼A 的身份是【狼人】。');
  });

  it('a skill submitted before the ruling is void: the 狙击手’s knife does not kill', () => {
    const g = pku();
    g.close();
    g.act('狙', '刀', ['民A']);
    custody(g, '狙');
    night(g);
    expect(g.alive('民A')).toBe(true);
  });

  it('skills no status blocks are off too: 申领, the 猎人’s shot', () => {
    const g = pku();
    points(g, 'village', 3);
    night(g, { 夜间: () => g.act('狼A', '杀人', ['猎']) });
    custody(g, '猎');
    expect(g.actFails('猎', '开枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    custody(g, '狙');
    voteDay(g, {});
    const claim = {
      type: 'SubmitAction' as const,
      actor: '狙',
      skill: '申领',
      targets: [],
      choice: '二龙戏珠',
    };
    expect(g.fails(claim, 'player:狙').code).toBe('SKILL_NOT_USABLE');
    custody(g, '狙', 'remove');
    g.ok(claim, 'player:狙');
  });

  it('a group’s skill stays the group’s: the member in 托管 cannot knife, another member can', () => {
    const g = pku();
    custody(g, '狼A');
    g.close();
    expect(g.actFails('狼A', '杀人', ['民A']).code).toBe('SKILL_NOT_USABLE');
    g.act('狼B', '杀人', ['民A']);
    night(g);
    expect(g.alive('民A')).toBe(false);
  });

  it('单独判胜，以法官组裁定为准: at the end the player in 托管 is not among his side’s winners, the reason says so', () => {
    const g = pku({ 狼A: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' });
    custody(g, '民C');
    night(g);
    voteDay(g, { 民A: '狼A', 民B: '狼A', 民C: '狼A' });
    expect(g.state.winner?.faction).toBe('village');
    expect(g.state.winner?.names).toEqual(['民A', '民B']);
    const end = g.log.find((e) => e.type === 'GameEnded');
    expect(end?.type === 'GameEnded' && end.data.reason).toContain('民C 托管，胜负由法官组单独裁定');
  });
});
