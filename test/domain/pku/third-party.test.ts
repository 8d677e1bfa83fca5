import { describe, expect, it } from 'vitest';
import { directorView } from '../../../src/projections';
import type { Game } from '../harness';
import { morningOf, night, pku, voteDay } from './given';

// [pku] file 004 三方 (l.369–393), 胜负结算 (l.71), 警情公布信息 (l.49–55). Readings (roles/third-party.ts): every player
// starts with a mark (option thirdMarks); 【永劫无间】 and 【刀枪无眼】's two extra players take marks away; with no living
// player marked the 三方 loses and goes out; a side's win carries a living 三方 while a marked player is alive.

const TABLE: Record<string, string> = {
  狼A: '狼人',
  狼B: '狼人',
  野: '野狼',
  狼禁: '狼禁',
  三: '三方',
  预: '预言家',
  巫: '女巫',
  猎: '猎人',
  守: '守卫',
  狙: '狙击手',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

const marked = (g: Game) =>
  g.state.chars.filter((c) => c.statuses.some((s) => s.id === 'third_mark')).map((c) => c.name);
const pools = (g: Game) => directorView(g.state).pools;
const points = (g: Game, pool: string, n: number) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'pool', pool, points: n, reason: '白给' } });

describe('pku 三方 标记 and 【永劫无间】', () => {
  it('every player starts marked (thirdMarks all); the 三方 is told; a number draws so many (seeded)', () => {
    const g = pku(TABLE);
    expect(marked(g)).toEqual(Object.keys(TABLE));
    expect(g.notes('三')).toContain('【标记】开局时有标记的玩家：所有玩家。');
    const h = pku(TABLE, { thirdMarks: '4' });
    expect(marked(h)).toHaveLength(4);
    expect(h.notes('三').at(-1)).toContain(marked(h).join('、'));
  });

  it('【永劫无间】 takes a marked living player’s mark at the night’s end; the 警情 lists it (l.53–55)', () => {
    const g = pku(TABLE);
    night(g, { 夜间: () => g.act('三', '永劫无间', ['民A']) });
    expect(marked(g)).not.toContain('民A');
    const m = morningOf(g, 1);
    expect(m).toContain('前一个白天和当夜被三方取消标记的玩家：民A。');
    expect(m).toContain('场上所有被三方取消了标记的玩家：民A。');
    voteDay(g, {});
    g.close();
    // 【永劫无间】的对象…必须为有标记的存活玩家（包括三方自己） (l.375)
    expect(g.actFails('三', '永劫无间', ['民A']).code).toBe('ILLEGAL_TARGET');
    g.act('三', '永劫无间', ['三']);
    night(g);
    expect(morningOf(g, 2)).toContain('前一个白天和当夜被三方取消标记的玩家：三。');
    expect(morningOf(g, 2)).toContain('场上所有被三方取消了标记的玩家：三、民A。');
  });

  it('被禁行动的夜晚【永劫无间】不发动 (l.385, l.241)', () => {
    const g = pku(TABLE);
    night(g, { 入夜: () => g.act('狼禁', '禁', ['三']), 夜间: () => g.act('三', '永劫无间', ['民A']) });
    expect(marked(g)).toContain('民A');
    expect(morningOf(g, 1)).toContain('前一个白天和当夜被三方取消标记的玩家：无。');
  });

  it('三方玩家在规定时间内未行动，将由法官投骰子代为指定 (l.383): one marked player loses its mark', () => {
    const g = pku(TABLE);
    night(g);
    const gone = Object.keys(TABLE).filter((n) => !marked(g).includes(n));
    expect(gone).toHaveLength(1);
    expect(morningOf(g, 1)).toContain(`前一个白天和当夜被三方取消标记的玩家：${gone[0]}。`);
  });
});

describe('pku 三方 【刀枪无眼】', () => {
  it('免死的效果强制发动 (l.373): the wolves’ knife leaves him in; the wolves’ pool is halved (l.389); he names two more marked players in 破晓 (l.375, l.45)', () => {
    const g = pku(TABLE);
    points(g, 'wolves', 5);
    night(g, { 夜间: () => g.act('三', '永劫无间', ['民A']) });
    voteDay(g, {});
    expect(pools(g)?.wolves?.balance).toBe(5);
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['三']),
      破晓: () => {
        expect(g.alive('三')).toBe(true);
        // 【刀枪无眼】狼边触发通知 — 【刀枪无眼】狼边触发额外指定对象 (l.17): in 破晓
        expect(g.notes('三')).toContain('【刀枪无眼】触发：你免于出局，须再指定两名有标记的玩家取消其标记。');
        // floor(5 / 2) = 2 counted at the next 入夜 (5 − 3 pending)
        expect(pools(g)?.wolves).toEqual({ balance: 5, pending: -3 });
        // 有标记的存活玩家: 民A has no mark left
        expect(g.actFails('三', '刀枪无眼', ['民A', '民B']).code).toBe('ILLEGAL_TARGET');
        g.act('三', '刀枪无眼', ['民B', '民C']);
      },
    });
    expect(marked(g)).not.toContain('民B');
    expect(marked(g)).not.toContain('民C');
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
    // a night's names are in that morning's 警情 (前一个白天和当夜被三方取消标记的玩家, l.53)
    expect(morningOf(g, 2)).toMatch(/前一个白天和当夜被三方取消标记的玩家：.*民B、民C。/);
    voteDay(g, {});
    expect(g.notes('狼A')).toContain('狼队白给池余额：2点。');
  });

  it('not before 破晓: in 凌晨 the naming is refused (the night settles first)', () => {
    const g = pku(TABLE);
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['三']),
      凌晨: () => expect(g.actFails('三', '刀枪无眼', ['民A', '民B']).code).toBe('SKILL_NOT_USABLE'),
    });
  });

  it('被禁行动的夜晚…【刀枪无眼】不受影响 (l.385); 夜间触发…存活玩家为入夜时存活的玩家 (l.377): one knifed that night may be named', () => {
    const g = pku(TABLE);
    night(g, {
      入夜: () => g.act('狼禁', '禁', ['三']),
      夜间: () => {
        g.act('狼A', '杀人', ['三']);
        g.act('野', '刀', ['民A']);
        g.act('狙', '刀', ['民C']);
      },
      破晓: () => {
        expect(g.alive('三')).toBe(true);
        expect(g.alive('民A')).toBe(false);
        g.act('三', '刀枪无眼', ['民A', '民B']);
      },
    });
    expect(marked(g)).not.toContain('民A');
    // one out before that night is not (民C, still marked, out the night before)
    voteDay(g, {});
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['三']),
      破晓: () => {
        expect(marked(g)).toContain('民C');
        expect(g.actFails('三', '刀枪无眼', ['民C', '守']).code).toBe('ILLEGAL_TARGET');
        g.act('三', '刀枪无眼', ['猎', '守']);
      },
    });
  });

  it('left unused as 破晓 closes, the dice name the two (l.383)', () => {
    const g = pku(TABLE);
    let before = 0;
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['三']),
      破晓: () => {
        before = marked(g).length;
      },
    });
    expect(marked(g)).toHaveLength(before - 2);
    expect(g.state.rights.some((r) => r.kind === 'dagger')).toBe(false);
  });

  it('同一死亡阶段…狼叠刀的仅触发一次 (l.393): the 群狼刀 and the 野狼刀 on him: one halving, two names', () => {
    const g = pku(TABLE);
    points(g, 'wolves', 8);
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['三']);
        g.act('野', '刀', ['三']);
      },
      破晓: () => {
        expect(g.alive('三')).toBe(true);
        expect(pools(g)?.wolves?.pending).toBe(4);
        expect(
          g.state.chars.find((c) => c.name === '三')?.statuses.find((s) => s.id === 'dagger_owed')?.data?.n,
        ).toBe(1);
      },
    });
  });

  it('三方如因为狙击手开枪/女巫出毒死亡或者因为【皇牌飞刀】死亡 (l.371); 狙击手…不触发【刀枪无眼】 (l.355)', () => {
    const g = pku(TABLE);
    points(g, 'wolves', 6);
    night(g, { 夜间: () => g.act('狙', '刀', ['三']) });
    expect(g.alive('三')).toBe(false);
    expect(pools(g)?.wolves?.pending).toBe(6);
    const h = pku(TABLE);
    night(h, { 凌晨: () => h.act('巫', '毒药', ['三']) });
    expect(h.alive('三')).toBe(false);
  });

  it('同时被狙击手开枪和狼普通刀作用，不触发…免死及额外指定对象效果，但触发坏人方白给池减半 (l.391)', () => {
    const g = pku(TABLE);
    points(g, 'wolves', 6);
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['三']);
        g.act('狙', '刀', ['三']);
      },
    });
    expect(g.alive('三')).toBe(false);
    expect(pools(g)?.wolves?.pending).toBe(3);
    expect(g.state.rights.some((r) => r.kind === 'dagger')).toBe(false);
  });

  it('a knife the guard stops reaches nobody: no 【刀枪无眼】 (reading)', () => {
    const g = pku(TABLE);
    points(g, 'wolves', 6);
    night(g, {
      夜间: () => {
        g.act('守', '守护', ['三']);
        g.act('狼A', '杀人', ['三']);
      },
    });
    expect(pools(g)?.wolves?.pending).toBe(6);
    expect(g.state.rights.some((r) => r.kind === 'dagger')).toBe(false);
  });

  it('如果猎人指定的玩家为三方…会公布猎人的目标，但目标不会死亡 (l.59); 猎人夜间出局: the good pool’s halving counts in that 警情 (l.387); the names are due in the 30 minutes after the 警情 (l.45, l.19)', () => {
    const g = pku(TABLE);
    points(g, 'village', 7);
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      破晓: () => {
        g.act('猎', '开枪', ['三']);
        expect(g.alive('三')).toBe(true);
        // not in 破晓: 警情发布后30min内（猎人行动触发的【刀枪无眼】+行动）
        expect(g.actFails('三', '刀枪无眼', ['民A', '民B']).code).toBe('WRONG_PHASE');
      },
    });
    expect(morningOf(g, 1)).toContain('猎人 猎 开枪，目标是 三。三 未出局。');
    // 计入当日警情公布的数值，结算时视为在所有其它点数累计之后，在逢8减半效果以前: floor(7 / 2)
    expect(morningOf(g, 1)).toContain('好人白给池：3点。');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1, window: '警情后' });
    g.act('三', '刀枪无眼', ['民A', '民B']);
    expect(marked(g)).not.toContain('民A');
    // 场上所有被三方取消了标记的玩家（不包括当日三方因被猎人指定导致的额外取消标记的玩家）: named after this 警情
    expect(morningOf(g, 1)).toContain('场上所有被三方取消了标记的玩家：');
    expect(morningOf(g, 1)).not.toContain('民A、民B');
  });

  it('…left unused as the 30 minutes after the 警情 end, the dice name them (l.383)', () => {
    const g = pku(TABLE);
    night(g, { 夜间: () => g.act('狼A', '杀人', ['猎']), 破晓: () => g.act('猎', '开枪', ['三']) });
    const before = marked(g).length;
    g.close();
    expect(g.state.phase.window).toBe('day');
    expect(marked(g)).toHaveLength(before - 2);
  });

  it('投票 triggers (l.379, l.45: 入夜（投票/猎人触发的【刀枪无眼】通知+行动）): the names are due in 入夜; the good pool is halved after that night’s exchange (l.387)', () => {
    const g = pku(TABLE);
    points(g, 'village', 7);
    night(g);
    voteDay(g, { 民A: '三', 民B: '三' });
    expect(g.state.phase.window).toBe('入夜');
    g.act('预', '申领', [], '三人成虎');
    g.act('三', '刀枪无眼', ['民A', '民B']);
    g.close();
    // the card bought from 7 (→ 4), then halved: 4 − 2
    expect(g.notes('预')).toContain('【三人成虎】兑换成功。');
    expect(pools(g)?.village).toEqual({ balance: 4, pending: -2 });
  });

  it('…left unused as 入夜 closes, the dice name them', () => {
    const g = pku(TABLE);
    night(g);
    voteDay(g, { 民A: '三', 民B: '三' });
    const before = marked(g).length;
    g.close();
    expect(g.state.phase.window).toBe('夜间');
    expect(marked(g)).toHaveLength(before - 2);
  });

  it('被票出局触发 (l.379): the vote’s top is not out; in a 平票双死 the other goes out alone', () => {
    const g = pku(TABLE);
    night(g);
    voteDay(g, { 民A: '三', 民B: '三' });
    expect(g.alive('三')).toBe(true);
    expect(g.announcements().join('\n')).toContain('【刀枪无眼】：三 未出局。');
    expect(g.state.rights.some((r) => r.holder === '三' && r.kind === 'dagger')).toBe(true);
    night(g);
    voteDay(g, { 民A: '三', 民B: '狼A' });
    expect(g.alive('三')).toBe(true);
    expect(g.alive('狼A')).toBe(false);
    expect(g.announcements().join('\n')).toContain('平票双死：狼A 出局。');
  });
});

describe('pku 三方 判负与胜利', () => {
  it('三方判负死亡结算 (l.17): no living player marked → he is out in the 警情, no cause (l.51)', () => {
    const g = pku({ 狼A: '狼人', 三: '三方', 预: '预言家', 民A: '村民', 民B: '村民' }, { thirdMarks: '2' });
    const two = marked(g);
    night(g, { 夜间: () => g.act('三', '永劫无间', [two[0] as string]) });
    voteDay(g, {});
    night(g, { 夜间: () => g.act('三', '永劫无间', [two[1] as string]) });
    expect(g.alive('三')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：三。');
    // 不会公布死因: the only lines naming marks are the unmark lists
    const lines = morningOf(g, 2)
      .split('\n')
      .filter((l) => l.includes('标记'));
    expect(lines.every((l) => /^(前一个白天|场上所有)/.test(l))).toBe(true);
    expect(g.notes('三')).toContain('你已出局（标记）。');
  });

  it('如好坏分出胜负时场上没有存活的有标记玩家，则三方判负 — else a living 三方 wins too (l.71)', () => {
    const g = pku({ 狼A: '狼人', 三: '三方', 预: '预言家', 民A: '村民' });
    night(g, { 夜间: () => g.act('三', '永劫无间', ['预']) });
    voteDay(g, { 预: '狼A', 民A: '狼A', 三: '狼A', 狼A: '预' });
    expect(g.state.winner).toEqual({ faction: 'village', names: ['预', '民A', '三'] });
  });

  it('the wolves win with a living 三方 and marks: 三方 一并胜利', () => {
    const g = pku({ 狼A: '狼人', 三: '三方', 民A: '村民', 民B: '村民' });
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('三', '永劫无间', ['民A']);
      },
    });
    voteDay(g, { 狼A: '民B', 三: '民B', 民B: '狼A' });
    expect(g.state.winner).toEqual({ faction: 'wolves', names: ['狼A', '三'] });
  });

  it('投降 (l.413): 若三方未在上一次生死判定或之前判为死亡，则一并胜利 — whatever the marks; 三方不可发动投降 (l.411)', () => {
    const g = pku({ 狼A: '狼人', 三: '三方', 民A: '村民', 民B: '村民' }, { thirdMarks: '2' });
    const sw = (actor: string, action: 'on' | 'off') =>
      g.run({ type: 'Surrender', actor, action }, `player:${actor}`);
    const r = sw('三', 'on');
    expect(r.ok ? 'ok' : r.error.code).not.toBe('ok');
    sw('狼A', 'on');
    expect(g.state.winner).toEqual({ faction: 'village', names: ['民A', '民B', '三'] });
  });

  it('【皇牌飞刀】 kills him (l.371): no 免死', () => {
    const g = pku(TABLE);
    points(g, 'wolves', 3);
    night(g);
    voteDay(g, {});
    g.act('狼A', '申领', [], '皇牌飞刀');
    g.close();
    g.act('狼A', '杀人', ['三']);
    night(g);
    expect(g.alive('三')).toBe(false);
  });
});
