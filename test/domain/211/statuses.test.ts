import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/domain/evolve';
import { playerView, publicView } from '../../../src/projections';
import { day, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 用语定义 / 公示/通知 (l.100, l.103, l.105, l.156):
//   l.100 附加这些状态特效时，角色会得知被附加的效果（或得知附带该效果的状态名称）
//   l.103 [遗忘]：仅在角色持有[强制]技能时会得知 …  l.104 [超度]：仅在角色[带刀]（参考占卜师定义）时会得知 …
//   l.107 [流血]：该状态不予通知 …
//   l.156 获得[角色会得知]的任何状态时，该角色会得知此状态的结束时间，也会随时得知这些状态是否还存在。即使状态名字相同，也会分别
//         得知并分别计算结束时间。
// The player's view (/me) lists the statuses it holds and was told of, each with its name, end and — where it may know —
// its source; whether it was told is decided when the status is applied and kept with it.

const rule = (g: Game, target: string, status: string, op: 'apply' | 'remove' = 'apply') =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status, op, reason: '测试' } });
const mine = (g: Game, name: string) => playerView(g.state, g.log, name).statuses;

describe('211 状态系统: a character’s statuses in its own view (l.156)', () => {
  it('会得知此状态的结束时间: a status given by day is in the holder’s view at once, with its name and end', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, '嫔', '冰冻');
    expect(mine(g, '嫔')).toEqual([{ id: 'freeze', name: '冰冻', until: null, ends: '永久有效' }]);
  });

  it('the public and the other players never see it', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, '嫔', '冰冻');
    expect(mine(g, '宫')).toEqual([]);
    expect(JSON.stringify(publicView(g.state))).not.toMatch(/冰冻|freeze/);
  });

  it('by night: listed once the night has settled (the notice after its slot, l.155 例), with its end; the source is his own skill', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    g.closeTo('深夜1');
    g.act('道', '权势', ['道']);
    expect(mine(g, '道')).toEqual([]);
    night(g);
    expect(mine(g, '道')).toEqual([
      {
        id: 'dictator',
        name: '独裁',
        until: { at: 'nightStart', day: 2 },
        ends: '持续至第2夜开始',
        source: '道',
      },
    ]);
  });

  it('another’s skill: its source is not shown (the notice does not name it)', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['宫']) });
    expect(mine(g, '宫')).toEqual([
      { id: 'dictator', name: '独裁', until: { at: 'nightStart', day: 2 }, ends: '持续至第2夜开始' },
    ]);
  });

  it('也会随时得知这些状态是否还存在: ended (持续至下一个夜晚开始) or removed, it is no longer listed', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['宫']) });
    rule(g, '嫔', '冰冻');
    day(g);
    expect(mine(g, '宫')).toEqual([]);
    rule(g, '嫔', '冰冻', 'remove');
    expect(mine(g, '嫔')).toEqual([]);
  });

  it('即使状态名字相同，也会分别得知并分别计算结束时间: two [独裁] from two sources, each with its own end', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['宫']) });
    rule(g, '宫', '独裁');
    expect(mine(g, '宫').map((v) => v.ends)).toEqual(['持续至第2夜开始', '永久有效']);
  });

  it('[遗忘]：仅在角色持有[强制]技能时会得知 — 嫦娥 (夜<强制>) is told and sees it; 嫔妃 (none) neither', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, '娥', '遗忘');
    rule(g, '嫔', '遗忘');
    expect(g.notes('娥')).toContain('你获得了[遗忘]状态，永久有效。');
    expect(mine(g, '娥').map((v) => v.name)).toEqual(['遗忘']);
    expect(g.notes('嫔').join('\n')).not.toMatch(/遗忘/);
    expect(mine(g, '嫔')).toEqual([]);
    // it holds all the same: the director sees it
    expect(g.state.chars.find((c) => c.name === '嫔')?.statuses.map((s) => s.id)).toEqual(['forget']);
  });

  it('[超度]：仅在角色[带刀]时会得知 — a [群内] wolf (its group’s 杀人) is told; 嫔妃 is not', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, '狼A', '超度');
    rule(g, '嫔', '超度');
    expect(g.notes('狼A')).toContain('你获得了[超度]状态，永久有效。');
    expect(mine(g, '狼A').map((v) => v.name)).toEqual(['超度']);
    expect(g.notes('嫔').join('\n')).not.toMatch(/超度/);
    expect(mine(g, '嫔')).toEqual([]);
  });

  it('a composite with [遗忘] in it is told by its own name (或得知附带该效果的状态名称): [净化] to 嫔妃', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, '嫔', '净化');
    expect(mine(g, '嫔').map((v) => v.name)).toEqual(['净化']);
  });

  it('[流血]：该状态不予通知 — never in the view', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, '嫔', '流血');
    expect(g.notes('嫔').join('\n')).not.toMatch(/流血/);
    expect(mine(g, '嫔')).toEqual([]);
  });

  it('what is shown is kept as it was applied: a replay of the log shows the same', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['道']) });
    rule(g, '娥', '遗忘');
    rule(g, '嫔', '遗忘');
    const again = replay(g.log);
    for (const n of ['道', '娥', '嫔'])
      expect(playerView(again, g.log, n).statuses).toEqual(playerView(g.state, g.log, n).statuses);
  });
});
