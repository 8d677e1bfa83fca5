import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 公示/通知 (l.150–155):
//   l.154 投票结束后，立即公示出局人员名单。
//   l.155 在黄昏阶段（包括正常的被投票出局）的角色出局信息，会在黄昏阶段结束后通知在黄昏阶段出局的角色都有哪些，并公示[投票出局]和
//         [其他原因]出局的名单分别有哪些，以及公示应当公示的信息，按照出局顺序排序，在其他阶段出局的信息和应当要公示的信息，则会在第二天
//         白天开门时公示。
//   行动顺序总集 黄昏1: … 义勇军 最后一枪 / 蛮族之王 报复 / 明光神姬 光明狩猎 / 公告出局名单和警长情况 / 皇帝 临幸 …
// Reading: the vote's 公示 still names the vote's out at once (l.154); 黄昏's end (黄昏1 closing) posts one 公示 of every out of
// 黄昏 — the vote's, its chains', the 黄昏 skills' — as two lists in the order out, with the sheriff; the next morning lists
// only the night's own outs. Nothing is posted when nobody went out in 黄昏.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '宫']);
const votesOn = (t: string, voters: string[]) => Object.fromEntries(voters.map((v) => [v, t]));
const duskPost = (g: Game) => g.announcements().find((a) => a.includes('黄昏出局名单')) ?? '';

describe('211 黄昏的公示 (l.155)', () => {
  it('a vote-out and its chain: the vote’s 公示 at once (l.154), the chain kept for 黄昏’s end; then one 公示, two lists', () => {
    const g = table211({ ...NO_EMPEROR, 妃: '纸嫁衣' });
    night(g, { 午夜: calm(g), 深夜1: () => g.act('妃', '魅惑', ['嫔']) });
    const before = g.announcements().length;
    day(g, votesOn('妃', ['狼A', '狼B', '宫']));
    expect(g.outs()).toEqual(['妃', '嫔']);
    const now = g.announcements().slice(before).join('\n');
    expect(now).toContain('妃 被投票出局。');
    expect(now).not.toContain('嫔');
    g.close(); // 黄昏1: 黄昏 ends
    expect(duskPost(g)).toBe(
      ['第2天 黄昏出局名单：', '[投票出局]：妃。', '[其他原因]：嫔。', '警长：无。'].join('\n'),
    );
  });

  it('a 黄昏 skill’s out (义勇军 最后一枪 in 黄昏1) is in that 公示 under [其他原因], in the order out, not in the next morning', () => {
    const g = table211({ ...NO_EMPEROR, 道: '义勇军' });
    night(g, { 午夜: calm(g) });
    const before = g.announcements().length;
    day(g, votesOn('道', ['贵', '宫', '娥', '婆', '嫔', '妃', '雪']));
    g.act('道', '最后一枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
    expect(g.announcements().slice(before).join('\n')).not.toMatch(/狼A/);
    night(g, { 午夜: calm(g) });
    expect(duskPost(g)).toContain('[投票出局]：道。\n[其他原因]：狼A。');
    expect(morningOf(g, 3)).not.toMatch(/狼A|道/);
  });

  it('公告出局名单和警长情况 comes before 皇帝 临幸’s line, both at 黄昏’s end', () => {
    const g = table211({ 道: '义勇军' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 午夜: calm(g) });
    day(g, votesOn('道', ['贵', '宫', '娥', '婆', '嫔', '妃', '雪', '帝']));
    g.act('帝', '临幸', ['宫']);
    const before = g.announcements().length;
    g.close(); // 黄昏1
    const posted = g.announcements().slice(before);
    expect(posted[0]).toContain('[投票出局]：道。');
    expect(posted[1]).toBe('皇帝临幸了 宫，宫 获得[怀孕]状态。');
  });

  it('nobody out in 黄昏 (平安日): no such 公示', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 午夜: calm(g) });
    day(g);
    night(g, { 午夜: calm(g) });
    expect(duskPost(g)).toBe('');
  });

  it('在其他阶段出局的信息…在第二天白天开门时公示: a night kill is the morning’s, not 黄昏’s', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(morningOf(g, 2)).toContain('嫔');
    expect(duskPost(g)).toBe('');
  });
});
