import { describe, expect, it } from 'vitest';
import { voteWeight } from '../../../src/domain/engine/day';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { dictatorExtra } from '../../../src/domain/rulesets/211/statuses';
import { publicView } from '../../../src/projections';
import { day, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] 其他 — 警长：1人 <非身份>
//   成为警长的角色将收到告知。
//   竞岗<强制> —— 在游戏的第一天投票结束后，最先获得投票数最多的角色当选警长。
//   任职宣言<强制> —— 当选警长或被移交警长的角色需立刻从以下宣言中选择一个执行，获得对应效果，并于白天或黄昏公示警长的选择。
//   独裁：警长票权+1，从10人开始，当前存活人数每增加5人，警长票权额外+1
//   自由：任何时候警长都可以在一个专门的自由警长发言贴中发言（寡言状态依然适用且共用当天讨论数）
//   秩序：警长立刻清除所有负面状态并免疫所有负面状态（对怀孕无效）。
//   殉职<强制> —— 警长出局时，在出局的那个阶段内，须选择一名未出局的角色移交警长…
//   PS：自由警长即使出局，只要还尚未公布新一任警长是谁，自由警长依然可以发言
// [211] 用语定义: [自由][独裁][秩序]：获得这些状态时，视为拥有对应警长的效果，其中独裁可以叠加。
// The text sets no time for 立刻: the right is due when 黄昏1 closes (or at the end of the phase the badge came in),
// else drawn at random (an event), as 殉职's own fallback.

const RIGHT = '你成为了警长，须立刻从以下宣言中选择一个执行：独裁 / 自由 / 秩序（<任职宣言>）。';

/** 竞选日: two votes for `name`, the rest abstain; night 1 (黄昏1) is open. */
const elect = (name: string, swap: Record<string, string> = NO_EMPEROR) =>
  table211(swap, { votes: { 贵: name, 娥: name } });
const statusIds = (g: Game, n: string) =>
  g.state.chars.find((c) => c.name === n)?.statuses.map((s) => s.id) ?? [];
const draws = (g: Game, purpose: string) =>
  g.log.filter((e) => e.type === 'RandomDrawn' && (e.data as { purpose: string }).purpose === purpose);
const declare = (g: Game, who: string, choice: string) => g.act(who, '任职宣言', [], choice);
const rule = (g: Game, ruling: Record<string, unknown>) =>
  g.ok({ type: 'MakeRuling', ruling: { reason: '测试', ...ruling } as never });

describe('211 警长 任职宣言', () => {
  it('当选警长的角色…需立刻从以下宣言中选择一个: told, and holding the right in the 黄昏 that follows', () => {
    const g = elect('宫');
    expect(g.state.sheriff).toBe('宫');
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1, window: '黄昏1' });
    expect(g.notes('宫')).toEqual(expect.arrayContaining(['你成为了警长。', RIGHT]));
    expect(g.state.rights).toContainEqual(expect.objectContaining({ holder: '宫', kind: 'declaration' }));
  });

  it('并于白天或黄昏公示警长的选择: chosen in 黄昏, announced at once; the status is the sheriff’s', () => {
    const g = elect('宫');
    declare(g, '宫', '自由');
    expect(g.lastAnnouncement()).toBe('警长 宫 的任职宣言：自由。');
    expect(statusIds(g, '宫')).toContain('free');
    expect(g.state.rights.some((r) => r.kind === 'declaration')).toBe(false);
  });

  it('<强制>: not declined; a choice outside the three is refused; only the sheriff declares', () => {
    const g = elect('宫');
    const pass = g.fails({ type: 'SubmitAction', actor: '宫', skill: '任职宣言', targets: [], pass: true });
    expect(pass.code).toBe('SKILL_NOT_USABLE');
    const bad = g.fails({
      type: 'SubmitAction',
      actor: '宫',
      skill: '任职宣言',
      targets: [],
      choice: '民主',
    });
    expect(bad.code).toBe('INVALID_INPUT');
    expect(g.actFails('贵', '任职宣言').code).toBe('NOT_YOUR_SKILL');
  });

  it('立刻: not chosen when 黄昏1 closes → drawn at random (an event) and announced', () => {
    const g = elect('宫');
    g.close();
    const [d] = draws(g, 'declaration:choice');
    const choice = (d?.data as { outcome: string } | undefined)?.outcome as string;
    expect(['独裁', '自由', '秩序']).toContain(choice);
    expect(g.announcements()).toContain(`警长 宫 未及时选择任职宣言，随机选择：${choice}。`);
    expect(statusIds(g, '宫')).toContain({ 独裁: 'dictator', 自由: 'free', 秩序: 'order' }[choice]);
    expect(g.actFails('宫', '任职宣言').code).toBe('NOT_YOUR_SKILL');
  });

  it('独裁：警长票权+1，从10人开始，当前存活人数每增加5人，警长票权额外+1 — 12 living: the sheriff’s vote counts 3', () => {
    const g = elect('宫');
    night(g, { 黄昏1: () => declare(g, '宫', '独裁') });
    day(g, { 宫: '狼A', 贵: '狼B', 娥: '狼B' });
    expect(g.outs()).toEqual(['狼A']);
    const counted = g.log.find((e) => e.type === 'VotesCounted' && (e.data as { day: number }).day === 2);
    expect((counted?.data as { tally: unknown } | undefined)?.tally).toEqual([
      { name: '狼A', votes: 3, voters: ['宫'] },
      { name: '狼B', votes: 2, voters: ['贵', '娥'] },
    ]);
  });

  it('从10人开始，每增加5人: 9 living → +0, 10 → +1, 14 → +1, 15 → +2 (the first extra vote at 10)', () => {
    expect([9, 10, 14, 15, 19, 20].map(dictatorExtra)).toEqual([0, 1, 1, 2, 2, 3]);
    const g = elect('宫');
    declare(g, '宫', '独裁');
    expect(voteWeight(g.state, ruleset211, '宫')).toBe(3); // 12 living: 1 + 1 + 1
    for (const t of ['雪', '妃']) rule(g, { kind: 'kill', target: t });
    expect(voteWeight(g.state, ruleset211, '宫')).toBe(3); // 10 living
    rule(g, { kind: 'kill', target: '婆' });
    expect(voteWeight(g.state, ruleset211, '宫')).toBe(2); // 9 living: 1 + 1
  });

  it('独裁可以叠加; [独裁] from elsewhere: 视为拥有对应警长的效果', () => {
    const g = elect('宫');
    declare(g, '宫', '独裁');
    rule(g, { kind: 'status', target: '宫', status: '独裁', op: 'apply' });
    expect(voteWeight(g.state, ruleset211, '宫')).toBe(5); // 1 + 2 × (1 + 1)
    rule(g, { kind: 'status', target: '贵', status: '独裁', op: 'apply' });
    expect(voteWeight(g.state, ruleset211, '贵')).toBe(3);
    // [迷魂]：该状态下投票算作0票 — over 独裁 too
    rule(g, { kind: 'status', target: '贵', status: '迷魂', op: 'apply' });
    expect(voteWeight(g.state, ruleset211, '贵')).toBe(0);
  });

  it('秩序：警长立刻清除所有负面状态', () => {
    const g = elect('宫');
    rule(g, { kind: 'status', target: '宫', status: '冰冻', op: 'apply' });
    rule(g, { kind: 'status', target: '宫', status: '迷魂', op: 'apply' });
    declare(g, '宫', '秩序');
    expect(statusIds(g, '宫')).toEqual(['order']);
  });

  it('秩序：…并免疫所有负面状态 — a 调令 on the sheriff does not freeze her; her 诽谤 goes through', () => {
    const g = elect('嫔');
    night(g, {
      黄昏1: () => declare(g, '嫔', '秩序'),
      午夜: () => g.act('宫', '调令', ['嫔']),
      深夜1: () => g.act('嫔', '诽谤', ['狼A']),
    });
    expect(g.notes('嫔').some((n) => n.includes('[冰冻]'))).toBe(false);
    expect(statusIds(g, '嫔')).not.toContain('freeze');
    expect(g.announcements().at(-1)).toContain('狼A 被诽谤。');
  });

  it('秩序…（对怀孕无效）: 临幸 makes the 秩序 sheriff pregnant all the same', () => {
    const g = elect('嫔', {});
    night(g, {
      黄昏1: () => {
        declare(g, '嫔', '秩序');
        g.act('帝', '临幸', ['嫔']);
      },
    });
    expect(statusIds(g, '嫔')).toEqual(expect.arrayContaining(['order', 'pregnant']));
  });

  it('自由: the public view marks who may post in the 自由警长发言贴', () => {
    const g = elect('宫');
    expect(publicView(g.state).seats.some((s) => s.freeSpeech)).toBe(false);
    declare(g, '宫', '自由');
    const seats = publicView(g.state).seats;
    expect(seats.filter((s) => s.freeSpeech).map((s) => s.name)).toEqual(['宫']);
  });

  it('被移交警长的角色 declares too; the old sheriff’s 自由 ends once the new one is known', () => {
    const g = elect('宫');
    night(g, { 黄昏1: () => declare(g, '宫', '自由') });
    rule(g, { kind: 'kill', target: '宫' }); // day 2: out, 殉职
    expect(publicView(g.state).seats.find((s) => s.name === '宫')?.freeSpeech).toBe(true);
    g.act('宫', '殉职', ['贵']);
    expect(g.state.sheriff).toBe('贵');
    expect(statusIds(g, '宫')).not.toContain('free');
    expect(publicView(g.state).seats.some((s) => s.freeSpeech)).toBe(false);
    expect(g.notes('贵')).toContain(RIGHT);
    declare(g, '贵', '独裁'); // by day: announced at once
    expect(g.lastAnnouncement()).toBe('警长 贵 的任职宣言：独裁。');
  });

  it('handed the badge by day and silent until the close: drawn when the day closes', () => {
    const g = elect('宫');
    night(g, { 黄昏1: () => declare(g, '宫', '秩序') });
    rule(g, { kind: 'kill', target: '宫' });
    g.act('宫', '殉职', ['贵']);
    day(g);
    expect(draws(g, 'declaration:choice')).toHaveLength(1);
    expect(g.announcements().some((a) => a.startsWith('警长 贵 未及时选择任职宣言，随机选择：'))).toBe(true);
    expect(statusIds(g, '宫')).not.toContain('order');
  });

  it('殉职…在出局的那个阶段内…若在该阶段内未及时选择警长，警长将随机选择: out by the day’s vote, the badge is drawn when 黄昏1 closes (白昼，黄昏阶段则立刻通知并公示)', () => {
    const g = elect('宫');
    night(g, { 黄昏1: () => declare(g, '宫', '秩序') });
    day(g, { 贵: '宫', 娥: '宫', 道: '宫' }); // 宫 voted out in 黄昏: 殉职 due in 黄昏1
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2, window: '黄昏1' });
    expect(g.state.rights).toContainEqual(expect.objectContaining({ holder: '宫', kind: 'badge' }));
    g.close(); // 黄昏1 closes: not chosen in time
    expect(draws(g, 'badge')).toHaveLength(1);
    const heir = g.state.sheriff as string;
    expect(heir).not.toBe('宫');
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
    expect(g.notes(heir)).toContain(RIGHT);
    // 被移交警长的角色…需立刻…选择: still in the night the badge came in, and announced (黄昏 is over: next morning)
    declare(g, heir, '自由');
    expect(statusIds(g, heir)).toContain('free');
  });

  it('殉职 in 黄昏1 by the sheriff: the chosen heir, no draw', () => {
    const g = elect('宫');
    night(g, { 黄昏1: () => declare(g, '宫', '秩序') });
    day(g, { 贵: '宫', 娥: '宫', 道: '宫' });
    g.act('宫', '殉职', ['娥']);
    expect(g.state.sheriff).toBe('娥');
    g.close();
    expect(draws(g, 'badge')).toHaveLength(0);
  });

  it('被移交警长的角色 silent until the end of the night the badge came in: the declaration is drawn then', () => {
    const h = elect('宫');
    night(h, { 黄昏1: () => declare(h, '宫', '秩序') });
    day(h, { 贵: '宫', 娥: '宫', 道: '宫' });
    night(h);
    const next = h.state.sheriff as string;
    expect(draws(h, 'declaration:choice')).toHaveLength(1);
    expect(h.announcements().some((a) => a.includes(`警长 ${next} 未及时选择任职宣言，随机选择：`))).toBe(
      true,
    );
    expect(h.state.rights.some((r) => r.kind === 'declaration')).toBe(false);
  });
});

// [211] 用语定义 投票: 每天的投票内容公开，但投票计数隐藏，将只宣布当天谁是最高票，并结算对应的最高票效果
describe('211 投票计数隐藏', () => {
  const voteData = (g: Game, d: number) =>
    g.log
      .filter((e) => e.type === 'AnnouncementMade')
      .map((e) => e.data as { day: number; text: string; data: Record<string, unknown> })
      .find((a) => a.data.kind === 'vote' && a.day === d);

  it('竞岗: the 公示 names the top and the sheriff, no count', () => {
    const g = elect('宫');
    const a = voteData(g, 1);
    expect(a?.text).toBe('第1天（竞选日）投票结果：\n最高票：宫。\n宫 当选警长。');
    expect(a?.data).not.toHaveProperty('tally');
    expect(a?.data).toMatchObject({ top: ['宫'], sheriff: '宫' });
  });

  it('只宣布当天谁是最高票: the out vote’s 公示 has no count; the log keeps it (the director’s)', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    g.votes({ 宫: '狼A', 贵: '狼A', 娥: '狼B' });
    g.close();
    const a = voteData(g, 2);
    expect(a?.text).toBe(
      '第2天 投票结果：\n最高票：狼A。\n未投票：帝、道、婆、嫔、妃、雪、魔、狼A、狼B。\n狼A 被投票出局。',
    );
    expect(a?.data).not.toHaveProperty('tally');
    const counted = g.log.find((e) => e.type === 'VotesCounted' && (e.data as { day: number }).day === 2);
    expect((counted?.data as { tally: { votes: number }[] } | undefined)?.tally.map((t) => t.votes)).toEqual([
      2, 1,
    ]);
  });

  it('平票 (多于一名角色票数最高): both named as the top, nobody out', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    day(g, { 宫: '狼A', 贵: '狼B' });
    expect(voteData(g, 2)?.text).toBe(
      '第2天 投票结果：\n最高票：狼A、狼B。\n平票（狼A、狼B），无人出局，平安日。',
    );
  });
});
