import { describe, expect, it } from 'vitest';
import { Game } from '../harness';
import { morningOf, night, winner } from './given';
import { day, opening, SEATS12, TABLE12, tableWith } from './tables';

// [121] 三方阵营 9 监视者 (file 000 l.419–425):
//   巡视——每晚可选择监视两名玩家，不可连续两晚选择同一名玩家，如果此玩家夜里有进行睁眼行动，在天亮时会对其进行囚禁；如果此玩家夜里没有进行睁眼
//   行动，在天亮天亮行动轮时进行通知，其进行骰点，未骰到4/5/6时也对其进行囚禁；被囚禁的玩家会是单独监狱群。
//   所有囚徒想要出监狱可选择以下条件：1，天亮公示之后在监狱进行一次骰子，骰到1的方可在放逐之后公示回到场上，骰到6的将被夺取技能
//   2，入夜时在监狱进行一次骰子，骰到6的方可在第二天天亮公示时回到场上，骰到1的将被夺取技能
//   3，放弃此次阶段的骰子，选择交出自身所有技能，如果技能已经失去或使用完，将交出自身的投票权利
//   刷新<强制>——所有技能夺取皆为初始状态，但不会叠加，夺取狼群狼技能不会影响群内出刀
// (20) l.545 结算监视者巡视结果，如被囚禁，则将公示该玩家被关入监狱，暂时离开游戏。 行动时限 l.556: 监视者关门前仍未提交技能，视为放弃。
// 胜负判定 l.509: 监视者存活且场上存活人数为4. 机械狼 学习 l.348: 夜间可选择主动进入监狱（仅可使用一次），进入监狱后可自行离开监狱.
// Readings (role file): 巡视 is chosen by day for the night that follows; 睁眼行动 = a night action submitted (the pack's
// 杀人 for every member); the die of one who did not is drawn (an event); the prisoner is out of play, not out.

const table = (extra: Record<string, string> = {}) => tableWith({ 民C: '监视者', ...extra });

/** The same table under another seed (the dice differ): night 1 open. */
function seeded(seed: string): Game {
  const g = Game.create({ ...TABLE12, 民C: '监视者' }, { seed });
  g.start(SEATS12);
  day(g);
  return g;
}

/** The faces drawn this game for a purpose (events in the log), in order. */
const faces = (g: Game, purpose: RegExp): number[] =>
  g.log
    .filter((e) => e.type === 'RandomDrawn' && purpose.test(String(e.data.purpose)))
    .map((e) => (e.type === 'RandomDrawn' ? Number(e.data.outcome) : 0));

const isJailed = (g: Game, name: string) =>
  g.state.chars.find((c) => c.name === name)?.statuses.some((st) => st.id === 'jailed') ?? false;

/** Night 1 passes; on day 2 the watcher watches `who`; the day closes (all 弃权): night 2 is open. */
function watch(g: Game, who: [string, string]) {
  night(g);
  g.act('民C', '巡视', who);
  day(g);
}

/** The first seed (by search) where 民A, watched on night 2 and idle, is jailed (or not) as `want` says; day 3 open. */
function watchedIdle(want: (jailed: boolean) => boolean): Game {
  for (let i = 0; i < 30; i++) {
    const g = seeded(`idle${i}`);
    watch(g, ['民A', '痴']);
    night(g);
    if (want(isJailed(g, '民A'))) return g;
  }
  throw new Error('no seed');
}

/** A game where 预 is in jail after night 2 (he checked that night), on day 3. */
function jailedSeer(seed?: string) {
  const g = seed ? seeded(seed) : table();
  watch(g, ['预', '民A']);
  night(g, { n60: () => g.act('预', '预言', ['狼A']) });
  return g;
}

describe('监视者 巡视', () => {
  it('如果此玩家夜里有进行睁眼行动，在天亮时会对其进行囚禁，公示该玩家被关入监狱，暂时离开游戏 (l.420, l.545)', () => {
    const g = jailedSeer();
    expect(morningOf(g, 3)).toContain('预 被关入监狱，暂时离开游戏。');
    expect(isJailed(g, '预')).toBe(true);
  });

  it('睁眼行动: the pack’s 杀人 — every member of the pack opened his eyes, whoever submitted it', () => {
    const g = table();
    watch(g, ['狼C', '民A']);
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    expect(morningOf(g, 3)).toContain('狼C 被关入监狱，暂时离开游戏。');
  });

  it('没有进行睁眼行动: told, he rolls (a drawn event) and is jailed unless 4/5/6', () => {
    // several games until both sides of the die are seen
    const seen = new Set<boolean>();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      const g = seeded(`w${i}`);
      watch(g, ['痴', '民A']);
      night(g);
      const face = faces(g, /patrol:民C:痴/)[0] as number;
      expect(g.notes('痴')).toContain(
        `巡视：你被监视者监视，夜里没有睁眼行动，骰点为${face}（未骰到4/5/6将被囚禁）。`,
      );
      expect(isJailed(g, '痴')).toBe(face < 4);
      seen.add(face < 4);
    }
  });

  it('每晚可选择监视两名玩家: two, not himself (TARGET_COUNT / ILLEGAL_TARGET)', () => {
    const g = table();
    night(g);
    expect(g.actFails('民C', '巡视', ['预']).code).toBe('TARGET_COUNT');
    expect(g.actFails('民C', '巡视', ['预', '民C']).code).toBe('ILLEGAL_TARGET');
  });

  it('不可连续两晚选择同一名玩家 (SAME_TARGET_AS_LAST_NIGHT); a night between, he may again', () => {
    // a seed (by search) where 民A, watched and idle, rolls 4–6 and stays on the field
    const g = watchedIdle((j) => !j);
    expect(g.actFails('民C', '巡视', ['民A', '巫']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('民C', '巡视', ['巫', '猎']);
    day(g);
    night(g);
    g.act('民C', '巡视', ['民A', '守']);
    expect(g.notes('民C')).toContain('巡视：今晚监视 民A、守。');
  });

  it('关门前仍未提交技能，视为放弃: by night it cannot be chosen (WRONG_PHASE), and a night without one jails nobody', () => {
    const g = table();
    expect(g.actFails('民C', '巡视', ['预', '巫']).code).toBe('WRONG_PHASE');
    night(g, { n60: () => g.act('预', '预言', ['狼A']) });
    expect(morningOf(g, 2)).not.toContain('被关入监狱');
  });
});

describe('监视者 囚禁: 暂时离开游戏, 单独监狱群', () => {
  it('the prisoner votes not and cannot be voted; his skills do not act', () => {
    const g = jailedSeer();
    expect(g.fails({ type: 'CastVote', voter: '预', target: '狼A', proxy: false }, 'player:预').code).toBe(
      'CANNOT_VOTE',
    );
    expect(g.fails({ type: 'CastVote', voter: '狼A', target: '预', proxy: false }, 'player:狼A').code).toBe(
      'CANNOT_BE_VOTED',
    );
  });

  it('a jailed wolf leaves the pack: the others kill, he cannot (NOT_YOUR_SKILL)', () => {
    const g = table();
    watch(g, ['狼C', '民A']);
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    day(g);
    expect(g.actFails('狼C', '杀人', ['巫']).code).toBe('SKILL_NOT_USABLE');
    night(g, { n60: () => g.act('狼B', '杀人', ['巫']) });
    expect(g.alive('巫')).toBe(false);
  });

  it('the other players’ skills on him are void: the wolves’ kill on a prisoner', () => {
    const g = jailedSeer();
    day(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    expect(g.alive('预')).toBe(true);
  });

  it('被囚禁的玩家会是单独监狱群: the prisoners are told each other', () => {
    const g = table();
    watch(g, ['预', '狼C']);
    night(g, {
      n60: () => {
        g.act('预', '预言', ['狼A']);
        g.act('狼A', '杀人', ['民B']);
      },
    });
    expect(g.notes('预')).toContain('监狱：你被关入监狱，狱友：狼C。');
  });
});

describe('监视者 越狱 (所有囚徒想要出监狱可选择以下条件)', () => {
  it('1，天亮公示之后…骰子: 1 — back on the field once the vote is announced; 6 — skills seized; once a phase', () => {
    const results = new Set<number>();
    for (let i = 0; i < 20 && results.size < 3; i++) {
      const g = jailedSeer(`j${i}`);
      g.act('预', '越狱', [], '骰子');
      const face = faces(g, /jail:预:3/)[0] as number;
      expect(g.notes('预')).toContain(`越狱：骰子点数为${face}。`);
      const again = g.fails(
        { type: 'SubmitAction', actor: '预', skill: '越狱', targets: [], choice: '骰子' },
        'player:预',
      );
      expect(again.code).toBe('SKILL_NOT_USABLE');
      day(g);
      expect(isJailed(g, '预')).toBe(face !== 1);
      if (face === 1) expect(g.announcements().join('\n')).toContain('预 回到场上。');
      if (face === 6) {
        expect(g.notes('预')).toContain('越狱：你的技能被监视者夺取：预言。');
        expect(g.notes('民C')).toContain('刷新：你夺取了 预 的技能：预言。');
      }
      results.add(face === 1 ? 1 : face === 6 ? 6 : 0);
    }
    expect(results.has(1)).toBe(true);
    expect(results.has(6)).toBe(true);
  });

  it('2，入夜时在监狱进行一次骰子: 6 — back in the next morning’s 公示; 1 — skills seized', () => {
    const results = new Set<number>();
    for (let i = 0; i < 24 && results.size < 3; i++) {
      const g = jailedSeer(`j${i}`);
      day(g);
      night(g, { n10: () => g.act('预', 'breakout_night', [], '骰子') });
      const face = faces(g, /jail:预/)[0] as number;
      expect(isJailed(g, '预')).toBe(face !== 6);
      if (face === 6) expect(morningOf(g, 4)).toContain('预 回到场上。');
      if (face === 1) expect(g.notes('民C')).toContain('刷新：你夺取了 预 的技能：预言。');
      results.add(face === 1 ? 1 : face === 6 ? 6 : 0);
    }
    expect(results.has(1)).toBe(true);
    expect(results.has(6)).toBe(true);
  });

  it('3，交出自身所有技能: the watcher holds them (刷新: 初始状态) and uses them; the prisoner is back after the vote', () => {
    const g = jailedSeer();
    g.act('预', '越狱', [], '交出技能');
    expect(g.notes('民C')).toContain('刷新：你夺取了 预 的技能：预言。');
    day(g);
    expect(isJailed(g, '预')).toBe(false);
    expect(g.announcements().join('\n')).toContain('预 回到场上。');
    expect(g.actFails('预', '预言', ['狼A']).code).toBe('SKILL_USED_UP');
    night(g, { n60: () => g.act('民C', '预言', ['狼A']) });
    expect(g.notes('民C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('3，如果技能已经失去或使用完，将交出自身的投票权利: a 村民, jailed, hands over his vote', () => {
    const g = watchedIdle((j) => j);
    g.act('民A', '越狱', [], '交出技能');
    expect(g.notes('民A')).toContain('越狱：你已没有可交出的技能，交出了投票权利。');
    day(g);
    night(g);
    expect(isJailed(g, '民A')).toBe(false);
    expect(g.fails({ type: 'CastVote', voter: '民A', target: '狼A', proxy: false }, 'player:民A').code).toBe(
      'CANNOT_VOTE',
    );
  });

  it('夺取狼群狼技能不会影响群内出刀: a jailed 狼王 hands over 冲锋, not the pack’s 杀人', () => {
    const g = table();
    watch(g, ['狼A', '民A']);
    night(g, { n60: () => g.act('狼B', '杀人', ['民B']) });
    g.act('狼A', '越狱', [], '交出技能');
    expect(g.notes('民C')).toContain('刷新：你夺取了 狼A 的技能：冲锋。');
    day(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['巫']) });
    expect(g.alive('巫')).toBe(false);
  });
});

describe('监视者 胜负判定 (l.509)', () => {
  it('监视者存活且场上存活人数为4: he wins alone', () => {
    const g = table();
    for (const n of ['预', '巫', '猎', '守', '痴', '羊', '民A', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: n, reason: '测试' } });
    expect(winner(g)).toBe('watcher');
  });
});

describe('机械狼 学习 监视者 (l.348)', () => {
  it('夜间可选择主动进入监狱（仅可使用一次），进入监狱后可自行离开监狱，无需投骰子', () => {
    const g = table({ 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n60: () => g.act('狼C', '入狱') });
    expect(morningOf(g, 2)).toContain('狼C 被关入监狱，暂时离开游戏。');
    g.act('狼C', '出狱');
    expect(isJailed(g, '狼C')).toBe(false);
    expect(g.lastAnnouncement()).toContain('狼C 回到场上。');
    day(g);
    expect(g.actFails('狼C', '入狱').code).toBe('SKILL_USED_UP');
  });
});
