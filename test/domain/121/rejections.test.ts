import { describe, expect, it } from 'vitest';
import type { Command } from '../../../src/domain/commands';
import { Game } from '../harness';
import { electionDay, night, TABLE12, table12 } from './given';

// A refused command is a typed error and changes nothing: the log is exactly as before.
// Each row cites the sentence that forbids it.

function refused(g: Game, cmd: Command, actor: string) {
  const before = g.log.length;
  const error = g.fails(cmd, actor);
  expect(g.log.length).toBe(before);
  return error.code;
}
const act = (actor: string, skill: string, targets: string[]): [Command, string] => [
  { type: 'SubmitAction', actor, skill, targets },
  `player:${actor}`,
];
const vote = (voter: string, target: string): [Command, string] => [
  { type: 'CastVote', voter, target, proxy: false },
  `player:${voter}`,
];

describe('rejections (the error code, and nothing appended)', () => {
  it('已经公示的出局角色不允许被选为技能的目标 — ILLEGAL_TARGET', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    g.close();
    g.close(); // night 2 opens
    expect(refused(g, ...act('狼B', '杀人', ['民A']))).toBe('ILLEGAL_TARGET');
    expect(refused(g, ...act('预', '预言', ['民A']))).toBe('ILLEGAL_TARGET');
  });

  it('an unknown target is UNKNOWN_PLAYER; so is an unknown actor', () => {
    const g = table12();
    electionDay(g);
    g.close();
    expect(refused(g, ...act('狼B', '杀人', ['路人甲']))).toBe('UNKNOWN_PLAYER');
    expect(refused(g, ...act('路人甲', '杀人', ['民A']))).toBe('UNKNOWN_PLAYER');
  });

  it('游戏日夜晚: a night skill in the day is WRONG_PHASE; so is one after its window (行动时限) closed', () => {
    const g = table12();
    expect(refused(g, ...act('狼B', '杀人', ['民A']))).toBe('WRONG_PHASE');
    electionDay(g);
    g.closeTo('n90'); // n60 closed: 狼群在关门一小时后仍未提交<杀人>目标，视为放弃
    expect(refused(g, ...act('狼B', '杀人', ['民A']))).toBe('WRONG_PHASE');
  });

  it('a skill that is not yours is NOT_YOUR_SKILL', () => {
    const g = table12();
    electionDay(g);
    expect(refused(g, ...act('预', '守护', ['民A']))).toBe('NOT_YOUR_SKILL');
    expect(refused(g, ...act('守', '毒药', ['民A']))).toBe('NOT_YOUR_SKILL');
  });

  it('标明<限定>的技能只允许发动一次: a second 冲锋 is SKILL_USED_UP', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼A', '冲锋', ['民A']) });
    g.close();
    g.close();
    expect(refused(g, ...act('狼A', '冲锋', ['民B']))).toBe('SKILL_USED_UP');
  });

  it('一名角色不可连续被<守护>两次: SAME_TARGET_AS_LAST_NIGHT', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']) });
    g.close();
    expect(refused(g, ...act('守', '守护', ['民A']))).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('<救药>发动后，在该夜晚不可发动技能<毒药> (and the other way round): SKILL_CONFLICT', () => {
    const g = table12();
    electionDay(g);
    g.close();
    g.act('狼B', '杀人', ['民A']);
    g.close();
    g.act('巫', '救药', ['民A']);
    expect(refused(g, ...act('巫', '毒药', ['狼B']))).toBe('SKILL_CONFLICT');
  });

  it('角色出局后，不能继续参与投票: NOT_ALIVE; nor use a night skill: NOT_ALIVE', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    expect(refused(g, ...vote('预', '狼B'))).toBe('NOT_ALIVE');
    g.close();
    g.close();
    expect(refused(g, ...act('预', '预言', ['狼B']))).toBe('NOT_ALIVE');
  });

  it('改票只允许进行一次: the second change is NO_CHANGES_LEFT', () => {
    const g = table12();
    g.vote('民A', '预');
    g.vote('民A', '巫');
    expect(refused(g, ...vote('民A', '守'))).toBe('NO_CHANGES_LEFT');
  });

  it('指杀一名角色: two targets for 杀人 is TARGET_COUNT', () => {
    const g = table12();
    electionDay(g);
    g.close();
    expect(refused(g, ...act('狼B', '杀人', ['民A', '民B']))).toBe('TARGET_COUNT');
  });

  it('before the game starts: GAME_NOT_STARTED', () => {
    const g = Game.create(TABLE12);
    expect(refused(g, ...vote('民A', '预'))).toBe('GAME_NOT_STARTED');
    expect(refused(g, ...act('狼B', '杀人', ['民A']))).toBe('GAME_NOT_STARTED');
  });
});
