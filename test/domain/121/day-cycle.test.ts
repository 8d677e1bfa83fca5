import { describe, expect, it } from 'vitest';
import { isoAt } from '../../../src/domain/time';
import { Game, SEATS12, TABLE12 } from '../harness';
import { electionDay, morningOf, night, table12 } from './given';

// [121] 用语定义 游戏日: 狼人游戏以<天>为主要时间单位。每天白天，角色参与讨论发言和投票。每天晚上，发动技能进行夜晚结算。
//   夜晚结束后，进入下一个白天。如此往复，直到游戏结束。
// 用语定义 公示: 每个游戏日白天开始时，公示前一天出局角色名单及遗言。…夜晚期间需要公示的内容全部在下一个白天开始时
//   公布。公示出局名单时按角色出局的顺序排序。
// 用语定义 出局: 角色出局时将收到通知。
// 总体流程: 2、…开始第一讨论日。3、进入夜晚…依次选择发动技能。4、进入下一天讨论日，公示前一天出局角色名单等相关信息。
//   5、讨论、投票结束，投票结算。随后跳至第3步。
// 行动时限: 关门十分钟内 …; 关门二十分钟内 …; 关门四十分钟内 … 守卫 …; 狼群在关门一小时后 …; 所有身份在关门一小时后 …;
//   女巫 关门后一个半小时内; 如镜在导演反馈夜间行动十分钟后未提交镜像，视为放弃.
// 讨论日长短: 一般讨论日持续两天，每逢周末时讨论日延长一天.

const at = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h - 8, min); // +08:00

describe('游戏日 and 总体流程', () => {
  it('开始第一讨论日: the game opens on day 1, the 竞选日, with the seating (电梯楼) announced', () => {
    const g = table12();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    const start = g.announcements()[0] ?? '';
    expect(start).toContain('【测试局】游戏开始。');
    expect(start).toContain('1楼 狼A');
    expect(start).toContain('12楼 民C');
    expect(start).toContain('第1天为竞选日，投票选出警长。');
  });

  it('每天白天…每天晚上…夜晚结束后，进入下一个白天: day 1 → night 1 (行动时限’s windows) → day 2 → night 2', () => {
    const g = table12();
    const seen: string[] = [];
    const here = () =>
      `${g.state.phase.kind}${g.state.phase.day}${g.state.phase.kind === 'night' ? `:${g.state.phase.window}` : ''}`;
    seen.push(here());
    for (let i = 0; i < 8; i++) {
      g.close();
      seen.push(here());
    }
    expect(seen).toEqual([
      'day1',
      'night1:n10',
      'night1:n20',
      'night1:n40',
      'night1:n60',
      'night1:n90',
      'night1:fb10',
      'day2',
      'night2:n10',
    ]);
  });

  it('进入下一天讨论日，公示前一天出局角色名单: a night without outs is announced as 平安夜', () => {
    const g = table12();
    electionDay(g);
    night(g);
    expect(morningOf(g, 2)).toBe('第2天 公示\n昨夜是平安夜。');
  });

  it('公示出局名单时按角色出局的顺序排序 — the settlement order (杀人, 冲锋, 毒药), not the seats', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼A', '冲锋', ['民B']);
        g.act('狼B', '杀人', ['民C']);
      },
      n90: () => g.act('巫', '毒药', ['民A']),
    });
    expect(morningOf(g, 2)).toBe('第2天 公示\n昨夜出局：民C、民B、民A。');
    expect(g.outs()).toEqual(['民C', '民B', '民A']);
  });

  it('夜晚期间需要公示的内容全部在下一个白天开始时公布: a shot at night is posted with the next 公示, not before', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '猎', 狼B: '猎' });
    g.close();
    const before = g.announcements().length;
    g.act('猎', '最后一枪', ['狼A']);
    expect(g.announcements().length).toBe(before);
    night(g);
    expect(morningOf(g, 3)).toBe('第3天 公示\n昨夜出局：狼A。\n猎 发动<最后一枪>，狼A 出局。');
  });

  it('出局: 角色出局后，不能继续参与投票；若被复活将重新回到游戏', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.fails({ type: 'CastVote', voter: '民A', target: '狼B', proxy: false }, 'player:民A').code).toBe(
      'NOT_ALIVE',
    );
    g.ok({ type: 'MakeRuling', ruling: { kind: 'revive', target: '民A', reason: '误判' } });
    expect(g.lastAnnouncement()).toBe('导演裁定：民A 复活，重新回到游戏（理由：误判）');
    g.vote('民A', '狼B');
    g.close();
    expect(g.outs()).toEqual(['狼B']);
  });

  it('角色出局时将收到通知 — by night, by vote, by shot', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    g.act('猎', '最后一枪', ['狼C']);
    g.votes({ 狼A: '民A', 狼B: '民A' });
    g.close();
    expect(g.notes('猎')).toContain('你已出局（夜晚死亡）。');
    expect(g.notes('狼C')).toContain('你已出局（被开枪带走）。');
    expect(g.notes('民A')).toContain('你已出局（被投票出局）。');
  });
});

describe('行动时限 and 讨论日长短 (the calendar, no fixed schedule)', () => {
  /** A game on the 121 calendar; day 1 opens Monday 2026-11-30 12:00 +08:00. */
  function calendarGame(): Game {
    const g = Game.create(TABLE12, { fixed: false });
    g.start(SEATS12);
    return g;
  }
  const alarm = (g: Game, when: number) => {
    g.now = when;
    return g.ok({ type: 'CloseWindow', by: 'alarm' });
  };
  /** every window of the night closed by its alarm, at its deadline */
  const nightByAlarms = (g: Game) => {
    while (g.state.phase.kind === 'night') alarm(g, g.state.phase.closesAt ?? 0);
  };

  it('一般讨论日持续两天: day 1 opened Monday noon closes Wednesday 21:00', () => {
    const g = calendarGame();
    expect(g.state.phase.closesAt).toBe(at(2026, 12, 2, 21));
  });

  it('the deadline is kept: an alarm before it is refused with NOT_DUE, nothing appended', () => {
    const g = calendarGame();
    g.now = at(2026, 12, 2, 20, 59);
    expect(g.fails({ type: 'CloseWindow', by: 'alarm' }).code).toBe('NOT_DUE');
  });

  it('行动时限: the night’s windows close 10, 20, 40 (守卫), 60 (狼群 and 所有身份), 90 (女巫) minutes after 关门, then 10 minutes after the feedback (镜)', () => {
    const g = calendarGame();
    const seen: [string | null, string][] = [];
    alarm(g, at(2026, 12, 2, 21));
    while (g.state.phase.kind === 'night') {
      seen.push([g.state.phase.window, isoAt(g.state.phase.closesAt ?? 0, 480).slice(11, 16)]);
      alarm(g, g.state.phase.closesAt ?? 0);
    }
    expect(seen).toEqual([
      ['n10', '21:10'],
      ['n20', '21:20'],
      ['n40', '21:40'],
      ['n60', '22:00'],
      ['n90', '22:30'],
      ['fb10', '22:40'],
    ]);
  });

  it('关门 N 分钟内 counts from 关门: a window the director closes early does not pull the later deadlines in', () => {
    const g = calendarGame();
    alarm(g, at(2026, 12, 2, 21));
    g.now = at(2026, 12, 2, 21, 2);
    g.close(); // n10 closed by the director two minutes after 关门
    expect(g.state.phase).toMatchObject({ window: 'n20', closesAt: at(2026, 12, 2, 21, 20) });
    g.closeTo('n60');
    expect(g.state.phase).toMatchObject({ window: 'n60', closesAt: at(2026, 12, 2, 22) });
  });

  it('an extension moves the rest of the night with it: each later group keeps its time after the one before', () => {
    const g = calendarGame();
    alarm(g, at(2026, 12, 2, 21));
    g.ok({ type: 'MakeRuling', ruling: { kind: 'extend', seconds: 600, reason: '论坛故障' } });
    expect(g.state.phase).toMatchObject({ window: 'n10', closesAt: at(2026, 12, 2, 21, 20) });
    alarm(g, at(2026, 12, 2, 21, 20));
    expect(g.state.phase).toMatchObject({ window: 'n20', closesAt: at(2026, 12, 2, 21, 30) });
    for (const [w, h, m] of [
      ['n40', 21, 50],
      ['n60', 22, 10],
      ['n90', 22, 40],
      ['fb10', 22, 50],
    ] as const) {
      alarm(g, g.state.phase.closesAt ?? 0);
      expect(g.state.phase).toMatchObject({ window: w, closesAt: at(2026, 12, 2, h, m) });
    }
  });

  it('a window opened late (the server was down past its deadline) still gets its own span', () => {
    const g = calendarGame();
    alarm(g, at(2026, 12, 2, 21));
    alarm(g, at(2026, 12, 2, 21, 10));
    alarm(g, at(2026, 12, 2, 21, 20));
    alarm(g, at(2026, 12, 2, 21, 40));
    alarm(g, at(2026, 12, 2, 22, 25)); // n60 closed 25 minutes late by the sweep
    // the witch still has her half hour after learning the kill (关门后一个半小时 was 22:30)
    expect(g.state.phase).toMatchObject({ window: 'n90', closesAt: at(2026, 12, 2, 22, 55) });
  });

  it('每逢周末时讨论日延长一天: a day opened on Friday closes Monday 21:00, not Sunday', () => {
    const g = calendarGame();
    alarm(g, at(2026, 12, 2, 21));
    nightByAlarms(g); // day 2 opens Wednesday night
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, closesAt: at(2026, 12, 4, 21) });
    alarm(g, at(2026, 12, 4, 21));
    nightByAlarms(g); // day 3 opens Friday night
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3, closesAt: at(2026, 12, 7, 21) });
  });
});
