import { describe, expect, it } from 'vitest';
import { publicView } from '../../../src/projections';
import { classic, night, noElection, said } from './given';

// [classic] file 003 白痴: 目前广泛应用的白痴有两种版本 (l.29–32)
//   1、抗推白痴：若是抗推白痴被投票出局，可以翻开自己的身份牌，免疫此次放逐，之后可以正常发言，但不能投票，狼人仍需要再杀他一次才能让
//     他出局。但若是白痴因非投票原因死亡，则无法发动技能，立即死亡。
//   2、插话白痴：若是插话白痴被投票出局，可以翻开自己的身份牌示意自己是白痴身份，夜晚仍然需要闭眼，之后所有玩家发言阶段，白痴可以任意
//     插话，但是插话白痴被视为已经出局，虽然他可以任意插话，但事实上不算一个活人，狼人也无需再次杀他。同样若是白痴因非投票原因死亡，则
//     无法发动技能，立即死亡。
//   篇二 6(2) 白痴在白天被高票处决翻牌后，白痴不能投票、白痴依然按照正常轮次发言，不能插嘴; 第三季 白痴白天被公投处决翻牌后，依然视为存活.
// Readings: the version is the game option `idiot` (抗推白痴, the default: 篇二's, or 插话白痴); 可以翻开 is a standing day
// choice used when the vote puts him out unless he declined it (pass); 免疫此次放逐 is once: a later vote-out puts him out.

/** day 1 with no sheriff, a quiet night, then day 2's vote on 白 */
function voteIdiot(g: ReturnType<typeof classic>) {
  noElection(g);
  night(g, {});
  g.votes({ 狼A: '白', 狼B: '白', 狼C: '白' });
  g.close();
}

describe('白痴 抗推白痴 (file 003 l.30–31; 篇二 6(2))', () => {
  it('l.30 被投票出局，可以翻开自己的身份牌，免疫此次放逐; 之后…不能投票', () => {
    const g = classic();
    voteIdiot(g);
    expect(g.alive('白')).toBe(true);
    expect(said(g)).toContain('白 翻牌：白痴，免疫此次放逐。');
    night(g, {});
    expect(g.fails({ type: 'CastVote', voter: '白', target: '狼A', proxy: false }, 'player:白').code).toBe(
      'CANNOT_VOTE',
    );
  });

  it('l.30 狼人仍需要再杀他一次才能让他出局', () => {
    const g = classic();
    voteIdiot(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['白']) });
    expect(g.alive('白')).toBe(false);
  });

  it('reading: 免疫此次放逐 is once — voted out again, he goes out', () => {
    const g = classic();
    voteIdiot(g);
    night(g, {});
    g.votes({ 狼A: '白', 狼B: '白' });
    g.close();
    expect(g.alive('白')).toBe(false);
  });

  it('he may decline to turn his card: then the vote puts him out', () => {
    const g = classic();
    noElection(g);
    night(g, {});
    g.pass('白', '翻牌');
    g.votes({ 狼A: '白', 狼B: '白' });
    g.close();
    expect(g.alive('白')).toBe(false);
  });

  it('l.31 若是白痴因非投票原因死亡，则无法发动技能，立即死亡', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['白']) });
    expect(g.alive('白')).toBe(false);
  });
});

describe('白痴 插话白痴 (file 003 l.32; options.idiot)', () => {
  it('l.32 翻开身份牌…被视为已经出局…白痴可以任意插话: out, yet free to speak; the wolves need not kill him', () => {
    const g = classic(undefined, { idiot: '插话白痴' });
    voteIdiot(g);
    expect(g.alive('白')).toBe(false);
    expect(said(g)).toContain('白 翻牌：白痴，视为出局，此后可以任意插话。');
    expect(publicView(g.state).seats.find((x) => x.name === '白')).toMatchObject({ freeSpeech: true });
  });

  it('an unknown version is INVALID_OPTION', () => {
    expect(() => classic(undefined, { idiot: '白痴' })).toThrow(/INVALID_OPTION/);
  });
});
