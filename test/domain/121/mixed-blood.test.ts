import { describe, expect, it } from 'vitest';
import { night, smallTable, voteResultOf, winner } from './given';
import { day, opening, tableWith } from './tables';

// [121] 不定阵营 2 混血儿 (l.454–455):
//   认亲<强制>—— 游戏开始时，混血儿必须选择一名角色进行支持。此技能发动后，混血儿成为与该角色相同的阵营。<认亲>一局游戏只能使用一次。
// 总体流程 1: 丘比特<丘比特之箭>、混血儿<认亲>… 依次进行; 行动时限: 一定时间不发动技能…随机决定.
// l.461: 如不定阵营互相对对方使用技能，如混血混影子，则单独成为不定阵营，若无指杀技能，则获胜条件为场存4人.

const table = () => tableWith({ 民C: '混血儿' });

describe('混血儿 认亲<强制>', () => {
  it('混血儿成为与该角色相同的阵营: supports a wolf, told 你的阵营转变为狼人阵营', () => {
    const g = table();
    opening(g, () => g.act('民C', '认亲', ['狼B']));
    expect(g.notes('民C')).toContain('你的阵营转变为狼人阵营。');
    expect(g.state.chars.find((c) => c.name === '民C')?.faction).toBe('wolves');
  });

  it('…同阵营: he wins with the faction he joined', () => {
    const g = smallTable({ 混: '混血儿', 狼: '狼人', 民: '村民', 预: '预言家' });
    opening(g, () => g.act('混', '认亲', ['狼']));
    night(g, { n60: () => g.act('狼', '杀人', ['民']) });
    g.votes({ 狼: '预', 混: '预' });
    g.close();
    expect(winner(g)).toBe('wolves');
    expect(g.state.winner?.names).toContain('混');
  });

  it('必须选择: missed, the character is drawn (an event) and he joins its faction', () => {
    const g = table();
    opening(g);
    const me = g.state.chars.find((c) => c.name === '民C');
    expect(me?.faction).not.toBe('undetermined');
    expect(g.notes('民C').some((n) => n.startsWith('你未在时限内发动<认亲>'))).toBe(true);
  });

  it('<认亲>一局游戏只能使用一次: no second 认亲 (SKILL_USED_UP)', () => {
    const g = table();
    opening(g, () => g.act('民C', '认亲', ['预']));
    expect(g.actFails('民C', '认亲', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('如不定阵营互相对对方使用技能: supporting a 不定 character makes a faction of its own, winning with four left', () => {
    const g = smallTable({ 混: '混血儿', 女: '顺从的女仆', 狼: '狼人', 民A: '村民', 预: '预言家' });
    opening(g, () => g.act('混', '认亲', ['女']));
    night(g, { n60: () => g.act('狼', '杀人', ['民A']) });
    expect(winner(g)).toBe('mixed_blood');
  });
});

// 机械狼 学习 (l.317): 混血儿，可知晓被混者具体身份，且可使用被混者的机械身份牌技能（但表面身份还是混血儿）.
describe('机械狼 学习 混血儿 (l.317)', () => {
  const learnt = (kin: string) => {
    const g = tableWith({ 民C: '混血儿', 狼C: '机械狼', 民B: '通灵师' });
    opening(g, () => {
      g.act('民C', '认亲', [kin]);
      g.act('狼C', '学习', ['民C']);
    });
    return g;
  };

  it('可知晓被混者具体身份: told whom the 混血儿 supported and its card', () => {
    const g = learnt('预');
    expect(g.notes('狼C')).toContain(
      '学习：混血儿 民C 认亲的是 预，其身份为【预言家】。你可以使用其机械身份牌技能。',
    );
  });

  it('且可使用被混者的机械身份牌技能: the 机械 预言家’s 预言 is his', () => {
    const g = learnt('预');
    night(g, { n60: () => g.act('狼C', '预言', ['狼A']) });
    expect(g.notes('狼C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('…机械身份牌技能 of a 猎人: 同猎人 — his out gives him 最后一枪', () => {
    const g = learnt('猎');
    night(g, { n60: () => g.act('狼B', '杀人', ['狼C']) });
    expect(g.notes('狼C')).toContain('你可以发动<最后一枪>，选择一名其他角色开枪。');
    g.act('狼C', '最后一枪', ['民A']);
    expect(g.alive('民A')).toBe(false);
  });

  it('…机械身份牌技能 of a 白痴: 同白痴 — voted out, his own 装傻 keeps him in', () => {
    const g = learnt('痴');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('狼C 发动<装傻>，免于出局。');
  });

  it('（但表面身份还是混血儿）: 通灵 reads 混血儿, 预言 <非狼人阵营>', () => {
    const g = learnt('狼A');
    night(g, {
      n60: () => {
        g.act('民B', '通灵', ['狼C']);
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【混血儿】。');
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<非狼人阵营>。');
  });
});
