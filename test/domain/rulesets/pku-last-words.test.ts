import { describe, expect, it } from 'vitest';
import { announcements, directorView, publicView } from '../../../src/projections';
import { Game } from '../harness';

// [pku] file 004 警情公布信息: 死亡玩家是否可以留遗言（不公布遗言剩余条数）. 好人池≥4: …法官不会公布是否玩家主动选择放弃
//   遗言，亦不公布剩余遗言条数。未私信通知法官的放弃遗言占用遗言条数。
// The FAQ gives no number (the rules post itself is not in the file): the director sets it at creation
// (options.lastWords, default 0). 猎人和猎人带走的玩家均有或均无遗言: test/domain/pku/hunter.test.ts.

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);
/** 遗言's notice: 你可以留下遗言，须在第N天开门前提交。 (N: the day that follows the out) */
const LAST_WORDS = expect.stringMatching(/^你可以留下遗言，须在第\d+天开门前提交。$/);

function pku(options: Record<string, unknown> = {}): Game {
  const g = Game.create(TABLE, { ruleset: 'pku', options });
  g.start(SEATS);
  return g;
}
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('pku 遗言: the number is the director’s creation option', () => {
  it('options.lastWords: 2 — the first two out hold last words, the third does not', () => {
    const g = pku({ lastWords: 2 });
    for (const n of ['民A', '民B', '民C']) kill(g, n);
    expect(g.notes('民A')).toContainEqual(LAST_WORDS);
    expect(g.notes('民B')).toContainEqual(LAST_WORDS);
    expect(g.notes('民C')).not.toContainEqual(LAST_WORDS);
    expect(g.state.rights.filter((r) => r.kind === 'last_words').map((r) => r.holder)).toEqual([
      '民A',
      '民B',
    ]);
  });

  it('未私信通知法官的放弃遗言占用遗言条数: a right left unused still uses its place', () => {
    const g = pku({ lastWords: 1 });
    kill(g, '民A'); // by night 0
    g.closeNight(); // the right lapses at day 1's start; 民A never writes
    kill(g, '民B');
    expect(g.notes('民B')).not.toContainEqual(LAST_WORDS);
  });

  it('死亡玩家是否可以留遗言: the 公示 says whether each one out may leave last words, not how many remain', () => {
    const g = pku({ lastWords: 1 });
    g.closeNight(); // night 0
    kill(g, '民A');
    expect(g.lastAnnouncement()).toBe('民A 可以留遗言。');
    kill(g, '民B');
    expect(g.lastAnnouncement()).toBe('民B 没有遗言。');
    g.closePhase(); // day 1 ends (警情后, then its own window); by night the line waits for the 警情 (the morning 公示)
    kill(g, '民C');
    g.closePhase();
    expect(g.lastAnnouncement()).toContain('民C 没有遗言。');
  });

  it('投票时会公布玩家是否可以留遗言；但不公布遗言剩余条数 (file 004 l.407): the vote’s out, with and without', () => {
    const g = pku({ lastWords: 1 });
    g.closeNight(); // night 0
    g.votes({ 狼A: '民A', 狼B: '民A' });
    g.closePhase(); // the day's windows: 警情后 (l.19), then its own
    expect(g.announcements().join('\n')).toContain('民A 可以留遗言。');
    g.closeNight();
    g.votes({ 狼A: '民B', 狼B: '民B' });
    g.closePhase();
    const all = g.announcements().join('\n');
    expect(all).toContain('民B 没有遗言。');
    expect(all).not.toMatch(/剩余|条数/);
  });

  it('without the option: no last words (documented default 0)', () => {
    const g = pku();
    kill(g, '民A');
    expect(g.notes('民A')).not.toContainEqual(LAST_WORDS);
  });

  it('不公布遗言剩余条数: the public view and the 公示 never show the number; the director sees it', () => {
    const g = pku({ lastWords: 3 });
    kill(g, '民A');
    const pub = JSON.stringify(publicView(g.state));
    expect(pub).not.toMatch(/lastWords|quota/);
    expect(JSON.stringify(announcements(g.log))).not.toMatch(/遗言剩余|剩余遗言|quota/);
    expect(directorView(g.state).lastWords).toEqual({ quota: 3, granted: 1 });
  });

  it('a bad number is refused at creation: INVALID_OPTION, and only pku takes the option', () => {
    const create = (ruleset: string, lastWords: unknown) =>
      new Game().fails({
        type: 'CreateGame',
        id: 'g',
        title: '测试局',
        ruleset,
        players: SEATS.map((name) => ({ name })),
        seed: 's',
        roles: TABLE,
        options: { lastWords },
      });
    for (const bad of [-1, 1.5, 'two', 8]) expect(create('pku', bad).code).toBe('INVALID_OPTION');
    expect(create('tieba', 2).message).toBe('options.lastWords：规则 tieba 的遗言数由规则本身规定');
  });
});
