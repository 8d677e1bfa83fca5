import { describe, expect, it } from 'vitest';
import { publicView } from '../../../src/projections';
import { day, type Game, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 其他 — 警长 (l.959–960):
//   殉职<强制> —— 警长出局时，在出局的那个阶段内，须选择一名未出局的角色移交警长，若在该阶段内未及时选择警长，警长将随机选择，获得警长的
//   角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示）。
//   PS：自由警长即使出局，只要还尚未公布新一任警长是谁，自由警长依然可以发言
// l.85 晨曦/正午/黄昏属于白天; l.155 在其他阶段出局的信息和应当要公示的信息，则会在第二天白天开门时公示.
// Reading: in a night slot the badge moves only by a red card (红牌罚下…不能发动任何技能: drawn at once); the new sheriff is told
// as the next day opens, his 任职宣言 due in that day, and the old 自由 sheriff speaks until then.

const YOU = '你成为了警长。';
const rule = (g: Game, ruling: Record<string, unknown>) =>
  g.ok({ type: 'MakeRuling', ruling: { reason: '测试', ...ruling } as never });
/** 宫 elected on 竞选日, declares 自由 in 黄昏1. */
function sheriff宫(): Game {
  const g = table211(NO_EMPEROR, { votes: { 贵: '宫', 娥: '宫' } });
  g.act('宫', '任职宣言', [], '自由');
  return g;
}

describe('211 殉职 — 获得警长的角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示）', () => {
  it('黄昏: 宫 voted out hands the badge in 黄昏1 — 娥 told and the hand-over posted at once, still in 黄昏', () => {
    const g = sheriff宫();
    night(g);
    day(g, { 贵: '宫', 娥: '宫', 道: '宫' });
    expect(g.state.phase.window).toBe('黄昏1');
    g.act('宫', '殉职', ['娥']);
    expect(g.notes('娥')).toContain(YOU);
    expect(g.lastAnnouncement()).toBe('警长 宫 将警徽移交给 娥。');
    expect(g.state.phase.window).toBe('黄昏1');
  });

  it('白昼: out at noon, handed over at once — told and posted at once', () => {
    const g = sheriff宫();
    night(g);
    rule(g, { kind: 'kill', target: '宫' });
    g.act('宫', '殉职', ['贵']);
    expect(g.notes('贵')).toContain(YOU);
    expect(g.lastAnnouncement()).toBe('警长 宫 将警徽移交给 贵。');
  });

  it('a night slot: 宫 red-carded in 深夜1, the badge drawn at once — the new sheriff told only as day 2 opens, the line in its 公示, 任职宣言 due that day; 宫’s 自由 holds until then', () => {
    const g = sheriff宫();
    g.closeTo('深夜1');
    rule(g, { kind: 'card', target: '宫', color: 'red' });
    const heir = g.state.sheriff as string;
    expect(heir).not.toBe('宫');
    expect(g.notes(heir)).not.toContain(YOU);
    expect(g.state.rights.some((r) => r.holder === heir && r.kind === 'declaration')).toBe(false);
    // 只要还尚未公布新一任警长是谁，自由警长依然可以发言
    expect(publicView(g.state).seats.find((s) => s.name === '宫')?.freeSpeech).toBe(true);
    night(g);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
    expect(morningOf(g, 2)).toContain(`警长 宫 未移交警徽，警徽随机移交给 ${heir}。`);
    expect(g.notes(heir)).toContain(YOU);
    expect(g.state.rights).toContainEqual(expect.objectContaining({ holder: heir, kind: 'declaration' }));
    expect(publicView(g.state).seats.some((s) => s.freeSpeech)).toBe(false);
    g.act(heir, '任职宣言', [], '独裁');
    expect(g.lastAnnouncement()).toBe(`警长 ${heir} 的任职宣言：独裁。`);
  });
});
