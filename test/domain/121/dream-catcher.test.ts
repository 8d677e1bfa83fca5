import { describe, expect, it } from 'vitest';
import { applyStatus, morningOf, night } from './given';
import { drawn, nextNight, tableWith } from './tables';

// [121] 村民阵营 9 摄梦人:
//   摄梦 —— 游戏日夜晚，必须选择一名玩家进行摄梦，如摄梦人当晚出局，则该玩家也会一起出局；连续两晚摄梦同一玩家，则该玩家死亡。
//   特别地如摄梦人的技能被禁用，连续两夜的判定不中断。游戏日当晚被摄梦的角色不会因其他玩家的致死技能而出局。
//   如摄梦人错过行动时间或其他情况将随机摄人。
// Also: 狼王 冲锋 …被摄…则无法发动技能 (l.198) — 冲锋 names 被摄; 摄梦 blocks nothing by itself (night-readings.test.ts).
// 总体流程 3 (10) 摄梦人<摄梦>; 行动时限: 关门四十分钟内.

const table = () => tableWith({ 民C: '摄梦人', 民B: '企鹅' });

describe('摄梦人 摄梦', () => {
  it('必须选择一名玩家进行摄梦: it cannot be declined (SKILL_NOT_USABLE)', () => {
    const g = table();
    g.closeTo('n40');
    const e = g.fails(
      { type: 'SubmitAction', actor: '民C', skill: '摄梦', targets: [], pass: true },
      'player:民C',
    );
    expect(e.code).toBe('SKILL_NOT_USABLE');
  });

  it('如摄梦人错过行动时间…将随机摄人: the deadline draws a target, the draw an event, and he is told', () => {
    const g = table();
    g.closeTo('n40');
    g.close();
    const target = drawn<{ targets: string[] }>(g, 'timeout:dream').targets[0] as string;
    expect(g.notes('民C')).toContain(`你未在时限内发动<摄梦>，随机决定：${target}。`);
    expect(target).not.toBe('民C');
  });

  it('摄梦 cannot target the 摄梦人 himself (ILLEGAL_TARGET)', () => {
    const g = table();
    g.closeTo('n40');
    expect(g.actFails('民C', '摄梦', ['民C']).code).toBe('ILLEGAL_TARGET');
  });

  it('如摄梦人当晚出局，则该玩家也会一起出局: the wolves kill the 摄梦人, his dreamed one follows', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '摄梦', ['民A']),
      n60: () => g.act('狼B', '杀人', ['民C']),
    });
    expect(g.outs()).toEqual(['民C', '民A']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民C、民A。');
  });

  it('游戏日当晚被摄梦的角色不会因其他玩家的致死技能而出局: neither the wolves’ kill nor the poison', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '摄梦', ['民A']),
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual([]);
    nextNight(g);
    night(g, {
      n40: () => g.act('民C', '摄梦', ['猎']),
      n90: () => g.act('巫', '毒药', ['猎']),
    });
    expect(g.alive('猎')).toBe(true);
  });

  it('连续两晚摄梦同一玩家，则该玩家死亡', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '摄梦', ['民A']) });
    nextNight(g);
    night(g, { n40: () => g.act('民C', '摄梦', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
    expect(morningOf(g, 3)).toContain('昨夜出局：民A。');
  });

  it('not two nights running (A, B, A): nobody dies of the dream', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '摄梦', ['民A']) });
    nextNight(g);
    night(g, { n40: () => g.act('民C', '摄梦', ['民B']) });
    nextNight(g);
    night(g, { n40: () => g.act('民C', '摄梦', ['民A']) });
    expect(g.outs()).toEqual([]);
  });

  it('特别地如摄梦人的技能被禁用，连续两夜的判定不中断: A, (frozen), A — A dies', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '摄梦', ['民A']) });
    nextNight(g);
    // (8) 企鹅<冰冻> before (10) 摄梦人<摄梦>: his dream that night is void
    night(g, {
      n40: () => {
        g.act('民B', '冰冻', ['民C']);
        g.act('民C', '摄梦', ['民A']);
      },
    });
    expect(g.outs()).toEqual([]);
    nextNight(g);
    night(g, { n40: () => g.act('民C', '摄梦', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('a 摄梦人 blocked by a 恐惧 ruling dreams nobody: his target is not safe that night', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('民C', '摄梦', ['民A']);
        applyStatus(g, '民C', '恐惧');
      },
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
  });

  it('狼王 冲锋 names 被摄 (l.198): a dreamed 狼王’s 冲锋 is void, unspent — 摄梦 itself blocks nothing (l.119)', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '摄梦', ['狼A']),
      n60: () => g.act('狼A', '冲锋', ['民A']),
    });
    expect(g.outs()).toEqual([]);
    expect(g.state.chars.find((c) => c.name === '狼A')?.uses.charge ?? 0).toBe(0);
  });
});
