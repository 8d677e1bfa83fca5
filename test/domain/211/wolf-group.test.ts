import { describe, expect, it } from 'vitest';
import { NO_EMPEROR, table211 } from './table';

// [211] 【叛皇阵营】通用 (file 001 l.470–471) and [超度] (l.104):
//   该阵营的角色若标明[群内]，则入狼群，并与所有群内共享一个杀人技能…
//   该阵营的角色若标明[接刀]，则所有[群内]狼出局，或所有[群内]狼皆承受永久的[超度]状态时，[接刀]的角色获得[杀人]技能并可使用，
//   之后若[群内]狼复活，或状态已清除，则不再接刀，由[群内]进行出刀。
//   [超度]：…该状态下不能发动[杀人]，会丢失且无法获得[群内]或[接刀]标签，直到状态消除才还原。
// The table: [群内] 妃 (噬时狼妃), 狼A, 狼B; [接刀] 魔 (魔教教主).

const table = () => table211(NO_EMPEROR);
const status = (target: string, s: string, op: 'apply' | 'remove' = 'apply') => ({
  type: 'MakeRuling' as const,
  ruling: { kind: 'status' as const, target, status: s, op, reason: '测试' },
});

describe('[接刀] and [超度] (l.471, l.104)', () => {
  it('所有[群内]狼皆承受永久的[超度]状态时，[接刀]的角色获得[杀人]技能并可使用 (l.471)', () => {
    const g = table();
    for (const w of ['妃', '狼A', '狼B']) g.ok(status(w, '超度'));
    g.closeTo('深夜2');
    expect(g.actFails('狼A', '杀人', ['嫔']).code).toBe('SKILL_NOT_USABLE');
    g.act('魔', '杀人', ['嫔']);
    g.closeNight();
    expect(g.outs()).toEqual(['嫔']);
  });

  it('[超度]…会丢失[群内]标签 (l.104): one [超度]’d member leaves the group, the others’ 杀人 goes on — unlike [缴械], which stops the whole group (l.102)', () => {
    const g = table();
    g.ok(status('狼A', '超度'));
    g.closeTo('深夜2');
    expect(g.actFails('狼A', '杀人', ['嫔']).code).toBe('SKILL_NOT_USABLE');
    expect(g.actFails('魔', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('狼B', '杀人', ['嫔']);
    g.closeNight();
    expect(g.outs()).toEqual(['嫔']);
  });

  it('[业炎/净化] include [超度] (l.108): the same', () => {
    const g = table();
    for (const w of ['妃', '狼A', '狼B']) g.ok(status(w, w === '妃' ? '业炎' : '净化'));
    g.closeTo('深夜2');
    g.act('魔', '杀人', ['嫔']);
    g.closeNight();
    expect(g.outs()).toEqual(['嫔']);
  });

  it('之后若…状态已清除，则不再接刀，由[群内]进行出刀 (l.471)', () => {
    const g = table();
    for (const w of ['妃', '狼A', '狼B']) g.ok(status(w, '超度'));
    g.ok(status('狼A', '超度', 'remove'));
    g.closeTo('深夜2');
    expect(g.actFails('魔', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('狼A', '杀人', ['嫔']);
    g.closeNight();
    expect(g.outs()).toEqual(['嫔']);
  });

  it('之后若[群内]狼复活…则不再接刀 (l.471)', () => {
    const g = table();
    for (const w of ['妃', '狼A', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    g.ok({ type: 'MakeRuling', ruling: { kind: 'revive', target: '狼B', reason: '测试' } });
    g.closeTo('深夜2');
    expect(g.actFails('魔', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('狼B', '杀人', ['嫔']);
    g.closeNight();
    expect(g.outs()).toEqual(['妃', '狼A', '嫔']);
  });

  it('[超度]…无法获得[接刀]标签 (l.104): a [接刀] under a permanent [超度] does not take the 杀人 over', () => {
    const g = table();
    for (const w of ['妃', '狼A', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    g.ok(status('魔', '超度'));
    g.closeTo('深夜2');
    expect(g.actFails('魔', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
  });

  it('狼人阵营 负 3 counts [群内] and [接刀] that are 出局: a [超度]’d [群内] wolf is not out', () => {
    const g = table211();
    // 12 seats, 11 counted (皇帝 not): 0.3 × 11 → 3 wolves out; 妃 (超度) and 狼B stay [群内]
    for (const w of ['妃', '狼B']) g.ok(status(w, '超度'));
    for (const w of ['雪', '狼A', '魔'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    expect(g.state.status).toBe('running');
  });
});
