import { describe, expect, it } from 'vitest';
import { morningOf, night, smallTable, voteResultOf, winner } from './given';
import { day, tableWith } from './tables';

// [121] 狼人阵营 11 血月使徒 (file 000 l.234–238):
//   血月使徒与其他狼人互知共群。杀人。
//   封印——血月白天投票出局时可翻牌，当夜所有村民阵营角色将被封禁除强制外的所有技能。
//   苟住——如血月独自存活到其为最后一个狼人阵营角色，则被票出后，计算场上存活人数仅三人，狼人阵营胜利。
// Readings (the role file): 封印 is a standing day choice used when the vote puts him out; 苟住 counts the living after
// his out.

const table = () => tableWith({ 狼A: '血月使徒' });
const wolvesVote = { 狼B: '狼A', 狼C: '狼A', 预: '狼A', 巫: '狼A' };

describe('血月使徒', () => {
  it('与其他狼人互知共群 (l.235): his 杀人 is the pack\u2019s', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });

  it('封印 (l.237): voted out with 封印 submitted, his card is turned and that night every village skill is void', () => {
    const g = table();
    night(g);
    g.act('狼A', '封印');
    day(g, wolvesVote);
    expect(g.alive('狼A')).toBe(false);
    expect(voteResultOf(g, 2)).toContain('狼A 发动<封印>');
    expect(g.announcements().join('\n')).toContain('狼A 翻牌：血月使徒。');
    night(g, {
      n40: () => expect(g.actFails('守', '守护', ['民C']).code).toBe('SKILL_NOT_USABLE'),
      n60: () => {
        expect(g.actFails('预', '预言', ['狼B']).code).toBe('SKILL_NOT_USABLE');
        g.act('狼B', '杀人', ['民C']);
      },
    });
    // the wolves are not sealed: the pack's kill lands
    expect(g.alive('民C')).toBe(false);
    // 当夜 only: the next night the seer checks
    day(g);
    night(g, { n60: () => g.act('预', '预言', ['狼B']) });
    expect(g.notes('预').some((n) => n.startsWith('预言：'))).toBe(true);
  });

  it('封印 is his choice (可翻牌): voted out without it, nothing is sealed', () => {
    const g = table();
    night(g);
    day(g, wolvesVote);
    expect(g.alive('狼A')).toBe(false);
    expect(g.announcements().join('\n')).not.toContain('翻牌：血月使徒');
    night(g, { n60: () => g.act('预', '预言', ['狼B']) });
    expect(g.notes('预').some((n) => n.startsWith('预言：'))).toBe(true);
  });

  it('白天投票出局时: submitted but not voted out, nothing happens', () => {
    const g = table();
    night(g);
    g.act('狼A', '封印');
    day(g);
    expect(g.alive('狼A')).toBe(true);
    night(g, { n60: () => g.act('预', '预言', ['狼B']) });
    expect(g.notes('预').some((n) => n.startsWith('预言：'))).toBe(true);
    expect(morningOf(g, 3)).not.toContain('血月使徒');
  });

  it('苟住 (l.238): the last wolf voted out with three left in after the out: 狼人阵营胜利', () => {
    const g = smallTable({ 血: '血月使徒', 预: '预言家', 民A: '村民', 民B: '村民' });
    g.close();
    night(g);
    g.votes({ 预: '血', 民A: '血', 民B: '血' });
    g.close();
    expect(g.alive('血')).toBe(false);
    expect(winner(g)).toBe('wolves');
  });

  it('苟住: four left after his out, the village wins as usual', () => {
    const g = smallTable({ 血: '血月使徒', 预: '预言家', 民A: '村民', 民B: '村民', 民C: '村民' });
    g.close();
    night(g);
    g.votes({ 预: '血', 民A: '血', 民B: '血' });
    g.close();
    expect(winner(g)).toBe('village');
  });

  it('苟住: not the last wolf, the game goes on', () => {
    const g = smallTable({ 血: '血月使徒', 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    g.close();
    night(g);
    g.votes({ 预: '血', 民A: '血', 民B: '血' });
    g.close();
    expect(g.alive('血')).toBe(false);
    expect(winner(g)).toBe(null);
  });
});
