import { describe, expect, it } from 'vitest';
import { SEATS12, TABLE12 } from '../121/tables';
import { Game } from '../harness';
import { table as tiebaTable } from '../tieba/given';
import { NO_EMPEROR, table211 } from './table';

// [211] file 001 场外助理 (l.1186–1189), word for word 121's (file 000 l.603–607):
//   版杀游戏场次累计三场或以下的玩家允许申请场外助理。场外助理可与该玩家私下沟通交流，讨论剧情、玩法、战术等。
//   新手玩家的场外助理可以获得等同该玩家的版杀奖励。
//   禁止已参加四场或以上版杀的玩家申请场外助理。
// Record only: the director's ruling `assistant` (the talk and the reward are the forum's).

const assistant = (games: number, target: string | undefined = '宫') => ({
  type: 'MakeRuling' as const,
  ruling: { kind: 'assistant' as const, target, assistant: '老玩家', games, reason: '新手申请' },
});

describe('场外助理 (211 l.1186–1189, 121 l.603–607)', () => {
  it('累计三场或以下: recorded in the log, the player told; nothing public, nothing else changes', () => {
    const g = table211(NO_EMPEROR);
    const posts = g.announcements().length;
    const events = g.ok(assistant(3));
    expect(events.map((e) => e.type)).toEqual(['RulingMade', 'NotificationSent']);
    expect(events[0]?.data).toMatchObject({
      kind: 'assistant',
      detail: { target: '宫', assistant: '老玩家', games: 3 },
    });
    expect(g.notes('宫').at(-1)).toBe('场外助理：老玩家（可与你私下沟通交流，讨论剧情、玩法、战术等）。');
    expect(g.announcements()).toHaveLength(posts);
  });

  it('禁止已参加四场或以上版杀的玩家申请场外助理: RULING_NOT_APPLICABLE, nothing written', () => {
    const g = table211(NO_EMPEROR);
    const before = g.state.lastSeq;
    expect(g.fails(assistant(4)).code).toBe('RULING_NOT_APPLICABLE');
    expect(g.state.lastSeq).toBe(before);
  });

  it('121 has the same rule; a ruleset without it (tieba) refuses (RULING_NOT_APPLICABLE)', () => {
    const g121 = Game.create(TABLE12);
    g121.start(SEATS12);
    const p = SEATS12[0] as string;
    g121.ok(assistant(0, p));
    expect(g121.fails(assistant(5, p)).code).toBe('RULING_NOT_APPLICABLE');
    const tieba = tiebaTable();
    expect(tieba.fails(assistant(0, tieba.state.chars[0]?.name)).code).toBe('RULING_NOT_APPLICABLE');
  });
});
