import { describe, expect, it } from 'vitest';
import { day, type Game, morningOf, night, table211, tallyOf } from './table';

// [211] 【诸侯】13 死灵术师（男）（60） (file 001 l.854–857; 死灵术士 in the role list l.58 and the order l.1149):
//   夺魂[晨曦][指定]——选择范围：任意最多2个已出局角色。
//   结算效果：结算目标获得通知，并于开门时公示[结算目标被夺魂]，被夺魂角色可以在下一个正午自由发言，并且拥有票权，但是其投票由发动者通过导演代投
//   决定，若是第一次被结算[夺魂]，则死灵术士还会获得结算目标的身份技能，若因此获取技能的身份拥有[群内]标签，死灵术士额外获得[杀人]，全效果持续至
//   下一个晨曦阶段结束。
//   PS：多个夺魂获取技能独立计算，若同一天夺魂到同一角色时，先发动的夺魂有效，后发动的会收到通知结算目标的灵魂已被他人抢夺。
// 胜负判定 4、死灵术师：屠城 (l.994). 行动顺序总集 晨曦2: 死灵术士 夺魂 (l.1149).

// 道 (男) is the 死灵术师; night 1 open
const table = (swap: Record<string, string> = {}) =>
  table211({ 道: '死灵术师', 帝: '村民', ...swap }, { constraints: false });
const proxy = (g: Game, voter: string, target: string) =>
  g.ok({ type: 'CastVote', voter, target, proxy: true });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

/** Night 1: the wolves kill 宫 (宫令); 晨曦2: `steal`. */
function stolen(steal: (g: Game) => void, swap: Record<string, string> = {}): Game {
  const g = table(swap);
  night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']), 晨曦2: () => steal(g) });
  return g;
}

describe('死灵术师 夺魂', () => {
  it('a faction of its own (诸侯); the list’s 死灵术士 names it too', () => {
    const g = table();
    expect(g.state.chars.find((c) => c.name === '道')?.faction).toBe('necromancer');
    const h = table211({ 道: '死灵术士', 帝: '村民' }, { constraints: false });
    expect(h.state.chars.find((c) => c.name === '道')?.role).toBe('necromancer');
  });

  it('[晨曦]: only in 晨曦2, on a character out (选择范围：任意最多2个已出局角色)', () => {
    const g = table();
    expect(g.actFails('道', '夺魂', ['宫']).code).toBe('WRONG_PHASE');
    night(g, {
      深夜2: () => g.act('狼A', '杀人', ['宫']),
      晨曦2: () => {
        expect(g.actFails('道', '夺魂', ['嫔']).code).toBe('ILLEGAL_TARGET');
        g.act('道', '夺魂', ['宫']);
      },
    });
    expect(g.notes('宫').join('\n')).toContain('你被死灵术师夺魂');
  });

  it('结算目标获得通知，并于开门时公示[结算目标被夺魂]', () => {
    const g = stolen((x) => x.act('道', '夺魂', ['宫']));
    expect(g.notes('宫').join('\n')).toContain('你的投票由死灵术师通过导演代投决定');
    expect(morningOf(g, 2)).toContain('宫 被夺魂。');
  });

  it('拥有票权，但是其投票由发动者通过导演代投决定: the director’s 代投 counts; the soul’s own post is refused', () => {
    const g = stolen((x) => x.act('道', '夺魂', ['宫']));
    expect(g.fails({ type: 'CastVote', voter: '宫', target: '狼B', proxy: false }, 'player:宫').code).toBe(
      'NOT_ALIVE',
    );
    proxy(g, '宫', '狼B');
    day(g, { 道: '狼B', 魔: '嫔' });
    expect(tallyOf(g, 2).狼B).toBe(2);
    expect(g.alive('狼B')).toBe(false);
  });

  it('下一个正午 only: the day after, the soul has no vote', () => {
    const g = stolen((x) => x.act('道', '夺魂', ['宫']));
    day(g);
    night(g);
    expect(g.fails({ type: 'CastVote', voter: '宫', target: '狼B', proxy: true }).code).toBe('NOT_ALIVE');
  });

  it('第一次被结算[夺魂]，则死灵术士还会获得结算目标的身份技能 — 宫令’s 调令, to the next 晨曦’s end', () => {
    const g = stolen((x) => x.act('道', '夺魂', ['宫']));
    expect(g.notes('道').join('\n')).toContain('夺魂：你获得 宫 的身份技能 [调令]');
    day(g);
    night(g, { 午夜: () => g.act('道', '调令', ['嫔']) });
    day(g);
    expect(g.actFails('道', '调令', ['嫔']).code).toBe('NOT_YOUR_SKILL');
  });

  it('若因此获取技能的身份拥有[群内]标签，死灵术士额外获得[杀人]: a wolf’s soul — his own 指杀 the next night', () => {
    const g = table();
    night(g, { 黄昏1: () => kill(g, '狼A'), 晨曦2: () => g.act('道', '夺魂', ['狼A']) });
    expect(g.notes('道').join('\n')).toContain('[杀人]');
    day(g);
    night(g, { 深夜2: () => g.act('道', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });

  it('not the first time: a soul taken again gives its vote, not its skills', () => {
    const g = stolen((x) => x.act('道', '夺魂', ['宫']));
    day(g);
    night(g, { 晨曦2: () => g.act('道', '夺魂', ['宫']) });
    expect(g.notes('道').join('\n')).toContain('夺魂：宫 已被夺魂过，你不获得其身份技能。');
    proxy(g, '宫', '狼B');
  });

  it('PS 同一天夺魂到同一角色时，先发动的夺魂有效，后发动的会收到通知结算目标的灵魂已被他人抢夺', () => {
    const g = stolen(
      (x) => {
        x.act('道', '夺魂', ['宫']);
        x.act('魔', '夺魂', ['宫']);
      },
      { 魔: '死灵术师' },
    );
    expect(g.notes('魔').join('\n')).toContain('夺魂：宫 的灵魂已被他人抢夺。');
    expect(g.notes('道').join('\n')).toContain('[调令]');
    expect(g.notes('魔').join('\n')).not.toContain('[调令]');
  });

  it('胜利: 屠城 — the last faction standing', () => {
    const g = table({ 帝: '狼人' });
    for (const w of ['帝', '贵', '宫', '娥', '婆', '嫔', '妃', '雪', '魔', '狼A', '狼B']) {
      if (g.state.status !== 'running') break;
      kill(g, w);
    }
    expect(g.state.winner?.faction).toBe('necromancer');
  });
});
