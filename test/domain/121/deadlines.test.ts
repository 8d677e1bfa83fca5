import { describe, expect, it } from 'vitest';
import type { RoleDef, RulesetDef } from '../../../src/domain/engine/types';
import type { Envelope } from '../../../src/domain/events';
import { replay } from '../../../src/domain/evolve';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { DEADLINES_TEXT } from '../../../src/domain/rulesets/121/deadlines';
import { DEADLINES_211 } from '../../../src/domain/rulesets/211/deadlines';
import { compileDeadlines } from '../../../src/domain/rulesets/compile';
import { registerRuleset } from '../../../src/domain/rulesets/index';
import { DEADLINES_TIEBA } from '../../../src/domain/rulesets/tieba/deadlines';
import { electionDay, Game, morningOf, night, SEATS12, smallTable, TABLE12, table12 } from './given';

// [121] 行动时限:
//   关门十分钟内顺从的女仆<顺从>… 关门二十分钟内… 关门四十分钟内…守卫、摄梦人…未与导演取得联系，视为放弃夜晚行动。
//   狼群在关门一小时后仍未提交<杀人>目标，视为放弃<杀人>。所有身份在关门一小时后仍未提及目标，视为放弃。由于女巫特殊性，
//   关门后一个半小时内未与导演取得联系，视为放弃。… 如镜在导演反馈夜间行动十分钟后未提交镜像，视为放弃。
//   p.s：由于本规则身份众多，先动的会影响后动，所有身份严格执行行动时间。
// 村民阵营 9 摄梦人: 如摄梦人错过行动时间或其他情况将随机摄人 (the role is not implemented yet: a test-only role
//   with the same default proves the mechanism).

const windowsOfNight = (g: Game): string[] => {
  const seen: string[] = [];
  const { day } = g.state.phase;
  while (g.state.phase.kind === 'night' && g.state.phase.day === day) {
    seen.push(g.state.phase.window ?? '');
    g.close();
  }
  return seen;
};

const drawn = (g: Game, from = 0) =>
  g.log
    .slice(from)
    .filter((e) => e.type === 'RandomDrawn')
    .map((e) => {
      const d = e.data as { purpose: string; outcome: unknown };
      return { purpose: d.purpose, outcome: d.outcome };
    });

describe('行动时限 as data: the whole table in the text’s words', () => {
  it('the night’s windows are its rows, in order: 10, 20, 40, 60, 90 minutes after 关门, then 10 after the feedback', () => {
    expect(ruleset121.nightWindows).toEqual([
      { id: 'n10', minutes: 10, from: 'close' },
      { id: 'n20', minutes: 20, from: 'close' },
      { id: 'n40', minutes: 40, from: 'close' },
      { id: 'n60', minutes: 60, from: 'close' },
      { id: 'n90', minutes: 90, from: 'close' },
      { id: 'fb10', minutes: 10, from: 'feedback' },
    ]);
    expect(DEADLINES_TEXT[0]).toMatchObject({ window: 'day', who: ['替罪羊', '监视者', '富商'] });
  });

  it('each implemented skill is due in its row’s window: 守卫 40, 狼群<杀人> and 所有身份 60, 女巫 90', () => {
    const due = Object.values(ruleset121.roles).flatMap((r) =>
      r.skills.filter((k) => k.timing?.window).map((k) => `${r.name}<${k.name}> ${k.timing?.window}`),
    );
    // each role's own test covers a role added later (adding a role touches no shared test): these are the table's rows
    expect(due).toEqual(
      expect.arrayContaining([
        '守卫<守护> n40',
        '狼人<杀人> n60',
        '狼王<杀人> n60',
        '狼王<冲锋> n60', // 所有身份
        '预言家<预言> n60', // 所有身份
        '女巫<通灵> n90',
        '女巫<救药> n90',
        '女巫<毒药> n90',
        // 关门二十分钟内 … 幽灵
        '幽灵<附身> n20',
        '幽灵<夺舍> n20',
        '隐者<隐身衣> n20',
        '隐者<脱下隐身衣> n20',
        '上帝使徒<询问> n20',
        '上帝使徒<神恩> n20',
        // 关门四十分钟内 … 魔术师、花蝴蝶、企鹅、锁链师、摄梦人
        '魔术师<交换> n40',
        '花蝴蝶<拥抱> n40',
        '企鹅<冰冻> n40',
        '锁链师<链接> n40',
        '锁链师<暴走> n40',
        '摄梦人<摄梦> n40',
        // 狼群<杀人> and 所有身份: an hour
        '种狼<杀人> n60',
        '种狼<感染> n60',
        '狼美人<杀人> n60',
        '狼美人<魅惑> n60',
        '恶灵骑士<杀人> n60',
        '恶灵骑士<邪恶> n60',
        '通灵师<通灵> n60',
        '乌鸦<诽谤> n60',
        '镜<反射> n60',
        '炸弹<炸弹> n60',
        // 如镜在导演反馈夜间行动十分钟后未提交镜像，视为放弃
        '镜<镜像> fb10',
      ]),
    );
  });

  it('the sequence of windows does not depend on the deal: a table without 守卫 or 女巫 has the same windows', () => {
    const full = table12();
    electionDay(full);
    const bare = smallTable({
      狼A: '狼人',
      狼B: '狼人',
      预: '预言家',
      民A: '村民',
      民B: '村民',
      民C: '村民',
    });
    bare.close();
    const a = windowsOfNight(full);
    expect(a).toEqual(['n10', 'n20', 'n40', 'n60', 'n90', 'fb10']);
    expect(windowsOfNight(bare)).toEqual(a);
  });

  it('tieba’s 行动时限 (贵族 15, 警长 30, the night 90 minutes, then 女巫’s own half hour, 轮次决胜’s rounds) and 211’s slots compile to windows in the text’s order', () => {
    // 女巫: the text gives her no deadline; she acts after the 指杀, in a window of her own (rulesets/tieba/deadlines.ts);
    // 轮次决胜's rounds: a window of 90 minutes after the settlement, opened only when declared (rulesets/tieba/round-decider.ts)
    expect(
      compileDeadlines(DEADLINES_TIEBA, {}).windows.map((w) => `${w.id} ${w.minutes} ${w.from}`),
    ).toEqual(['n15 15 close', 'n30 30 close', 'n90 90 close', 'witch 30 feedback', 'round 90 feedback']);
    expect(compileDeadlines(DEADLINES_211, {}).windows.map((w) => `${w.id} ${w.minutes}`)).toEqual([
      '黄昏1 10',
      '早夜1 30',
      '早夜2 30',
      '午夜 60',
      '深夜1 70',
      '深夜2 80',
      '凌晨1 90',
      '凌晨2 100',
      '晨曦1 110',
      '晨曦2 120',
    ]);
  });
});

describe('每个时限 closes by itself, and its feedback goes out when it closes', () => {
  it('the 预言家’s check (关门一小时) reaches him when n60 closes, before the 女巫’s window ends and the morning', () => {
    const g = table12();
    electionDay(g);
    g.act('预', '预言', ['狼B']); // submitted in n10: usable until its own window closes
    g.closeTo('n60');
    expect(g.notes('预')).not.toContain('预言：狼B 的查验结果为<狼人阵营>。');
    g.close(); // n60 closes
    expect(g.state.phase.window).toBe('n90');
    expect(g.notes('预')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
    g.closeNight();
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toHaveLength(1); // not again at the night's end
  });

  it('先动的会影响后动: the 女巫 (90 minutes) learns the kill of n60 when her window opens, and acts on it', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => g.act('狼B', '杀人', ['民A']),
      n90: () => {
        expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 民A。');
        g.act('巫', '救药', ['民A']);
      },
    });
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('视为放弃: a 守卫 who misses n40 guards nobody, and nothing is drawn for him', () => {
    const g = table12();
    electionDay(g);
    const from = g.log.length;
    g.closeTo('n60');
    expect(g.actFails('守', '守护', ['民A']).code).toBe('WRONG_PHASE');
    g.act('狼B', '杀人', ['民A']);
    g.closeNight();
    expect(g.outs()).toEqual(['民A']);
    expect(drawn(g, from)).toEqual([]);
  });
});

// ---- a missed deadline with a random default -------------------------------------------------

/** A test-only role: its night skill, if not used by its deadline (n40), is used on a random target. */
const sleepwalker: RoleDef = {
  id: 'sleepwalker',
  name: '梦游者',
  faction: 'village',
  cite: 'test-only (like 121 摄梦人: 错过行动时间…将随机摄人)',
  skills: [
    {
      id: 'sleepwalk',
      name: '梦游',
      kind: 'night',
      timing: { window: 'n40' },
      force: { onTimeout: 'random' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) =>
          ctx.notify(a.actor, `梦游：你走到了 ${a.targets[0]} 的门前。`, { kind: 'feedback' }),
      },
    },
  ],
};
const TIMEOUT_RS: RulesetDef = {
  ...ruleset121,
  id: 'test-timeouts',
  roles: { ...ruleset121.roles, sleepwalker },
};
registerRuleset(TIMEOUT_RS);

const SLEEP_TABLE: Record<string, string> = { ...TABLE12, 民C: 'sleepwalker' };
function sleepTable(seed: string): Game {
  const g = Game.create(SLEEP_TABLE, { seed, ruleset: 'test-timeouts' });
  g.start(SEATS12);
  electionDay(g);
  return g;
}

describe('missed deadlines: on timeout, a random target — the draw an event, fixed by the seed', () => {
  it('the skill not used by n40: its target is drawn at n40’s close, used, and fed back like a chosen one', () => {
    const g = sleepTable('sleep-1');
    const from = g.log.length;
    g.closeTo('n60');
    const draws = drawn(g, from);
    expect(draws).toEqual([
      { purpose: 'timeout:sleepwalk', outcome: { actor: '民C', targets: ['预'], choice: null } },
    ]);
    const i = g.log.findIndex((e, k) => k >= from && e.type === 'RandomDrawn');
    expect(g.log[i + 1]).toMatchObject({
      type: 'ActionSubmitted',
      data: { actor: '民C', skill: 'sleepwalk', targets: ['预'], pass: false },
    });
    expect(g.notes('民C')).toEqual(
      expect.arrayContaining(['你未在时限内发动<梦游>，随机决定：预。', '梦游：你走到了 预 的门前。']),
    );
    expect(replay(g.log as Envelope[])).toEqual(g.state);
  });

  it('the same seed draws the same target; the draw is part of the log, so a replay needs no PRNG call', () => {
    const a = sleepTable('sleep-1');
    const b = sleepTable('sleep-1');
    a.closeTo('n60');
    b.closeTo('n60');
    expect(drawn(b)).toEqual(drawn(a));
  });

  it('a skill used or declined in time draws nothing', () => {
    const used = sleepTable('sleep-1');
    used.act('民C', '梦游', ['民A']);
    const from = used.log.length;
    used.closeTo('n60');
    expect(drawn(used, from)).toEqual([]);
    expect(used.notes('民C')).toContain('梦游：你走到了 民A 的门前。');

    const declined = sleepTable('sleep-1');
    declined.pass('民C', '梦游');
    const from2 = declined.log.length;
    declined.closeTo('n60');
    expect(drawn(declined, from2)).toEqual([]);
  });

  it('an out character draws nothing', () => {
    const g = sleepTable('sleep-1');
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
    g.close(); // day 2
    const from = g.log.length;
    g.closeTo('n60');
    expect(drawn(g, from)).toEqual([]);
  });
});

// ---- a right due in a night window: tieba’s 警长 ----------------------------------------------

// [tieba] 行动时限: 警长被投票出局，关门三十分钟后仍未与法官取得联系，警长随机指定。 A variant of 121 on tieba’s
// deadlines (贵族 15, 警长 30, the night 90), its 殉职 due in n30 (警长<殉职> in the table).
const tiebaTimed = compileDeadlines(DEADLINES_TIEBA, ruleset121.roles);
registerRuleset({
  ...ruleset121,
  id: 'test-tieba-badge',
  nightWindows: tiebaTimed.windows,
  roles: tiebaTimed.roles,
  commonSkills: ruleset121.commonSkills.map((k) =>
    k.id === 'badge' ? { ...k, timing: { ...k.timing, window: 'n30' } } : k,
  ),
});

function sheriffVotedOut(): Game {
  const g = Game.create(TABLE12, { ruleset: 'test-tieba-badge', seed: 'badge-30' });
  g.start(SEATS12);
  electionDay(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
  night(g);
  g.votes({ 狼A: '民A', 狼B: '民A', 狼C: '民A' });
  g.close(); // day 2: the sheriff 民A is voted out; night 2 opens at n15
  return g;
}

describe('a right due in a night window (tieba 警长 关门三十分钟后 … 随机指定)', () => {
  it('not handed on by n30: the badge goes at random when n30 closes, not at the night’s end', () => {
    const g = sheriffVotedOut();
    expect(g.state.phase.window).toBe('n15');
    g.close(); // n15
    expect(g.state.sheriff).toBe('民A');
    g.close(); // n30
    expect(g.state.phase.window).toBe('n90');
    const to = g.state.sheriff;
    expect(to).not.toBe('民A');
    expect(drawn(g).at(-1)).toEqual({ purpose: 'badge', outcome: to });
    g.closeNight();
    expect(morningOf(g, 3)).toContain(`警长 民A 未移交警徽，警徽随机移交给 ${to}。`);
  });

  it('handed on within the 30 minutes: no draw', () => {
    const g = sheriffVotedOut();
    g.close(); // n15
    g.act('民A', '殉职', ['预']);
    const from = g.log.length;
    g.close(); // n30
    expect(g.state.sheriff).toBe('预');
    expect(drawn(g, from)).toEqual([]);
  });
});
