import { describe, expect, it } from 'vitest';
import { nextDeadline } from '../../../src/domain/engine/schedule';
import { Game, SEATS12, TABLE12 } from './given';

// The director's clock: pause and resume (a forum outage, a dispute), extend a window, close now — each an event
// with a reason. While paused nothing closes by itself or by the director; on resume every deadline still
// ahead moves by the time the clock stood (the rest of a night keeps its spacing: 行动时限 counts from 关门).

const at = (m: number, d: number, h: number, min = 0) => Date.UTC(2026, m - 1, d, h - 8, min);

function calendarGame(): Game {
  const g = Game.create(TABLE12, { fixed: false });
  g.start(SEATS12); // day 1 closes Wednesday 2026-12-02 21:00
  return g;
}
const pause = (g: Game, reason = '论坛故障') =>
  g.run({ type: 'MakeRuling', ruling: { kind: 'pause', reason } });
const resume = (g: Game, reason = '论坛恢复') =>
  g.run({ type: 'MakeRuling', ruling: { kind: 'resume', reason } });
const code = (r: ReturnType<Game['run']>) => (r.ok ? 'ok' : r.error.code);

describe('pause and resume', () => {
  it('paused: the deadline passes and nothing closes — not by the alarm, the sweep or the director (CLOCK_PAUSED)', () => {
    const g = calendarGame();
    g.now = at(12, 2, 19);
    expect(code(pause(g))).toBe('ok');
    expect(g.lastAnnouncement()).toBe('导演暂停计时（理由：论坛故障）。');
    expect(nextDeadline(g.state)).toBeNull(); // no alarm while paused
    g.now = at(12, 2, 21, 30);
    for (const by of ['alarm', 'sweep', 'director'] as const)
      expect(g.fails({ type: 'CloseWindow', by }).code).toBe('CLOCK_PAUSED');
    expect(g.state.phase.kind).toBe('day');
  });

  it('resumed after two hours: the close is two hours later, announced with the reason', () => {
    const g = calendarGame();
    g.now = at(12, 2, 19);
    pause(g);
    g.now = at(12, 2, 21);
    const r = resume(g);
    expect(code(r)).toBe('ok');
    expect(g.state.phase.closesAt).toBe(at(12, 2, 23));
    expect(nextDeadline(g.state)).toBe(at(12, 2, 23));
    expect(g.lastAnnouncement()).toBe('导演恢复计时，本阶段于12月2日 23:00截止（理由：论坛恢复）。');
    const kinds = g.log.filter((e) => e.type === 'RulingMade').map((e) => (e.data as { kind: string }).kind);
    expect(kinds).toEqual(['pause', 'resume']);
    expect(g.log.find((e) => e.type === 'ClockResumed')?.data).toEqual({
      at: at(12, 2, 21),
      reason: '论坛恢复',
      pausedMs: 2 * 3600_000,
      closesAt: at(12, 2, 23),
    });
  });

  it('a pause in the night moves the open window and every later one by its length', () => {
    const g = calendarGame();
    g.now = at(12, 2, 21);
    g.ok({ type: 'CloseWindow', by: 'alarm' });
    g.now = at(12, 2, 21, 5);
    pause(g);
    g.now = at(12, 2, 21, 35);
    resume(g);
    expect(g.state.phase).toMatchObject({ window: 'n10', closesAt: at(12, 2, 21, 40) });
    const seen: number[] = [];
    while (g.state.phase.kind === 'night') {
      seen.push(g.state.phase.closesAt ?? 0);
      g.now = g.state.phase.closesAt ?? 0;
      g.ok({ type: 'CloseWindow', by: 'alarm' });
    }
    expect(seen).toEqual([
      at(12, 2, 21, 40),
      at(12, 2, 21, 50),
      at(12, 2, 22, 10),
      at(12, 2, 22, 30),
      at(12, 2, 23),
      at(12, 2, 23, 10), // fb10: ten minutes after the feedback
    ]);
  });

  it('a pause twice is RULING_NOT_APPLICABLE, a resume while running too; nothing appended', () => {
    const g = calendarGame();
    expect(g.fails({ type: 'MakeRuling', ruling: { kind: 'resume', reason: '无' } }).code).toBe(
      'RULING_NOT_APPLICABLE',
    );
    pause(g);
    expect(g.fails({ type: 'MakeRuling', ruling: { kind: 'pause', reason: '再停' } }).code).toBe(
      'RULING_NOT_APPLICABLE',
    );
    expect(g.fails({ type: 'MakeRuling', ruling: { kind: 'pause', reason: ' ' } }).code).toBe(
      'INVALID_INPUT',
    );
  });

  it('extend while paused moves the frozen deadline; the resume adds the pause on top', () => {
    const g = calendarGame();
    g.now = at(12, 2, 19);
    pause(g);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'extend', seconds: 1800, reason: '补时' } });
    g.now = at(12, 2, 20);
    resume(g);
    expect(g.state.phase.closesAt).toBe(at(12, 2, 22, 30));
  });

  it('the vote lock reads the close as it will be: paused at 19:50, a change at 20:10 is still taken', () => {
    const g = calendarGame();
    g.now = at(12, 1, 10);
    g.vote('民A', '预');
    g.now = at(12, 2, 19, 50);
    pause(g);
    g.now = at(12, 2, 20, 10);
    g.vote('民A', '巫');
    expect(g.state.votes.民A?.target).toBe('巫');
  });
});
