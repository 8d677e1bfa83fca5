import { describe, expect, it } from 'vitest';
import { day, endPhase, Game, GENDERS211, NO_EMPEROR, SEATS211, TABLE211 } from './table';

// [211] file 001 不定阵营:
//   l.948 如不定阵营互相对对方使用技能，或因为部分原因成为永久的不定，如混血混影子，则符合条件的所有角色共同成为一个单独的独立阵营，
//         若无人持有[杀人]技能，则获胜条件为场存4人。
//   l.998 胜负判定 8、所有不定阵营：不定阵营有人存活且场上存活人数为4及以内
//   l.968 判定优先顺序：…占星师、炸弹、不定互指、蛊惑师…
//   巫妖匣 同命 / 粉丝 追随[开局]<强制>: 选择一个角色支持，并转入相同阵营，跟随该角色阵营变动

/** 道 the 巫妖匣, 嫔 the 粉丝 (a woman's role), the 皇帝 a 村民: the opening is open. */
function opening(): Game {
  const g = Game.create(
    { ...TABLE211, ...NO_EMPEROR, 道: '巫妖匣', 嫔: '粉丝' },
    { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
  );
  g.start(SEATS211);
  return g;
}

const factionOf = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('不定互指 (l.948, l.998)', () => {
  it('互相对对方使用技能: 巫妖匣 and 粉丝 choose each other — both stay 不定阵营, one faction of their own', () => {
    const g = opening();
    g.act('道', '同命', ['嫔']);
    g.act('嫔', '追随', ['道']);
    g.close();
    expect([factionOf(g, '道'), factionOf(g, '嫔')]).toEqual(['undetermined', 'undetermined']);
  });

  it('获胜条件为场存4人: at 4 in, one of them among them, the 不定 pair wins (not the village, not the wolves)', () => {
    const g = opening();
    g.act('道', '同命', ['嫔']);
    g.act('嫔', '追随', ['道']);
    g.close();
    day(g);
    // night 1: the director's outs down to 5 in (道, 嫔, 狼A, 狼B, 婆): 村民阵营 4 out of 12 (负 at 6), 狼人阵营 3 (负 at 4)
    for (const n of ['帝', '贵', '宫', '娥', '妃', '雪', '魔']) kill(g, n);
    expect(g.state.status).toBe('running');
    kill(g, '狼B'); // 4 in
    // l.970 场存4人 is no 屠城: judged when the phase (黄昏) is over
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('undetermined');
    expect(g.state.winner?.names).toEqual(['道', '嫔']);
  });

  it('a 不定 who chose a villager is 村民阵营: no 不定 win at 4 in', () => {
    const g = opening();
    g.act('道', '同命', ['婆']);
    g.act('嫔', '追随', ['道']);
    g.close();
    expect([factionOf(g, '道'), factionOf(g, '嫔')]).toEqual(['village', 'village']);
    day(g);
    for (const n of ['帝', '贵', '宫', '娥', '妃', '雪', '魔', '狼B']) kill(g, n);
    endPhase(g);
    // 狼人阵营 负 (4 out): the village is the last standing
    expect(g.state.winner?.faction).toBe('village');
  });
});
