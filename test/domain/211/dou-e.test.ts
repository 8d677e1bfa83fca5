import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import {
  day,
  Game as G,
  GENDERS211,
  gendersOf,
  NO_EMPEROR,
  night,
  SEATS211,
  TABLE211,
  table211,
  tallyOf,
} from './table';

// [211] file 001 【能臣异士】3 窦娥（女）② (l.240–243):
//   六月飞雪[翻牌][正午]——竞选日不可发动，游戏日正午，窦娥可以发动此技能对自己造成致死伤害，然后当天不再进行投票，已投的票数也会无效。
//   怀孕技能[强制]——[六月飞雪]还会实行[暴风雪]的效果，但只针对狼人阵营。
//   暴风雪 (l.651): 下一个夜晚，[实际阵营]为[非狼人阵营]的角色均只能对[去除出局角色后剩余的]电梯楼邻居两个角色以及自己使用[指定]技能。
//   [翻牌]技能都会公示…是否有角色翻牌、是否有角色出局…翻牌技能也不公示发动的什么技能以及发动目标 (l.131–135).
// Seats: 帝 贵 宫 娥 道 婆 嫔(窦娥) 妃 雪 魔 狼A 狼B.

const calm = (g: Game) => () => g.act('贵', '宠溺', ['娥']);
const table = () => table211({ ...NO_EMPEROR, 嫔: '窦娥' });

describe('窦娥 六月飞雪', () => {
  it('竞选日不可发动: refused on day 1 and by night (WRONG_PHASE)', () => {
    const swap = { ...TABLE211, ...NO_EMPEROR, 嫔: '窦娥' };
    const g = G.create(swap, {
      ruleset: '211',
      genders: gendersOf(swap),
      options: { ignoreSetupConstraints: true, autoCards: false },
    });
    g.start(SEATS211);
    expect(g.actFails('嫔', '六月飞雪').code).toBe('WRONG_PHASE');
    const n = table();
    expect(n.actFails('嫔', '六月飞雪').code).toBe('WRONG_PHASE');
    expect(GENDERS211.嫔).toBe('女');
  });

  it('对自己造成致死伤害: she is out at once; the 公示 says the card and the out, never the skill', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.act('嫔', '六月飞雪');
    expect(g.outs()).toEqual(['嫔']);
    const said = g.announcements().join('\n');
    expect(said).toContain('嫔 翻牌：窦娥。');
    expect(said).toContain('嫔 出局。');
    expect(said).toContain('今日不再进行投票，已投的票数全部无效。');
    expect(said).not.toContain('六月飞雪');
  });

  it('已投的票数也会无效: votes cast before count for nothing, nobody is voted out', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    for (const v of ['帝', '贵', '宫', '娥', '道', '婆']) g.vote(v, '狼A');
    g.act('嫔', '六月飞雪');
    g.close();
    expect(g.alive('狼A')).toBe(true);
    expect(tallyOf(g, 2)).toEqual({});
    expect(g.state.phase.kind).toBe('night');
  });

  it('当天不再进行投票: a vote after it is refused (CANNOT_VOTE); the next day votes as usual', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.act('嫔', '六月飞雪');
    expect(g.fails({ type: 'CastVote', voter: '帝', target: '狼A', proxy: false }, 'player:帝').code).toBe(
      'CANNOT_VOTE',
    );
    g.close();
    night(g, { 午夜: calm(g) });
    day(g, { 帝: '狼A', 贵: '狼A', 宫: '狼A' });
    expect(g.alive('狼A')).toBe(false);
  });

  it('然后: with [不死] (光明守护) she stays in, the vote is still called off; [翻牌] — not again (SKILL_NOT_USABLE)', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('道', '光明守护', ['嫔']);
      },
    });
    for (const v of ['帝', '贵', '宫']) g.vote(v, '狼A');
    g.act('嫔', '六月飞雪');
    expect(g.alive('嫔')).toBe(true);
    expect(g.actFails('嫔', '六月飞雪').code).toBe('SKILL_NOT_USABLE');
    g.close();
    expect(g.alive('狼A')).toBe(true);
    expect(tallyOf(g, 2)).toEqual({});
  });
});

describe('窦娥 怀孕技能', () => {
  /** 临幸 on 嫔 (窦娥) at night 1; her [怀孕] ends at night 2's 黄昏; day 3 she uses 六月飞雪; that night open to `slot`. */
  function pregnantSnow(slot = '深夜2'): Game {
    const g = table211({ 嫔: '窦娥' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g) });
    g.act('嫔', '六月飞雪');
    g.close();
    g.closeTo(slot);
    return g;
  }

  it('还会实行[暴风雪]的效果，但只针对狼人阵营: that night a wolf reaches only its neighbours and itself; announced', () => {
    const g = pregnantSnow();
    expect(g.announcements().join('\n')).toContain('发生了暴风雪。');
    // 狼B (seat 12) neighbours 狼A (11) and 帝 (1)
    expect(g.actFails('狼B', '杀人', ['宫']).code).toBe('ILLEGAL_TARGET');
    g.act('狼B', '杀人', ['帝']);
  });

  it('只针对狼人阵营: a 村民阵营 character chooses freely that night', () => {
    const g = pregnantSnow('午夜');
    // 贵 (seat 2) 宠溺 on 狼A (seat 11): not a neighbour
    g.act('贵', '宠溺', ['狼A']);
  });

  it('without the 临幸: no 暴风雪 — a wolf kills beyond its neighbours', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.act('嫔', '六月飞雪');
    g.close();
    expect(g.announcements().join('\n')).not.toContain('暴风雪');
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
  });
});
