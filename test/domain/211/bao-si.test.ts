import { describe, expect, it } from 'vitest';
import { day, endPhase, Game, gendersOf, NO_EMPEROR, night, SEATS211, TABLE211, table211 } from './table';

// [211] file 001 【叛皇阵营】23 褒姒[群内]（女）⑨ (l.662–666):
//   苟住[强制]——血月使徒白天出局后，在出局的那一刻，存活角色为3人或以下，自己所在的阵营获胜。
//   烽火戏诸侯[正午][翻牌]——除竞选日外的游戏日白天，褒姒可以对自己造成[致死伤害]，若成功因此出局，所有实际阵营为村民阵营的角色在下一个
//   游戏日夜晚获得[沉默]状态，并立刻公示[烽火戏诸侯]。
//   怀孕技能[强制]——[烽火戏诸侯]如果成功触发出局后效果，还会额外封印投票，且可以令任意一名角色获得[苟住]技能。

const table = () => table211({ ...NO_EMPEROR, 狼B: '褒姒' });
const kill = (g: Game, ...names: string[]) => {
  for (const w of names) g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
};
const status = (g: Game, target: string, st: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status: st, op: 'apply', reason: '测试' } });
const votesOn = (g: Game, t: string) =>
  Object.fromEntries(g.state.chars.filter((c) => c.alive && c.name !== t).map((c) => [c.name, t]));

describe('褒姒 烽火戏诸侯', () => {
  it('l.664 [翻牌]: she takes [致死伤害] and goes out; 立刻公示[烽火戏诸侯] with the card and the out', () => {
    const g = table();
    night(g);
    g.act('狼B', '烽火戏诸侯');
    expect(g.alive('狼B')).toBe(false);
    const said = g.announcements().join('\n');
    expect(said).toContain('狼B 翻牌：褒姒。');
    expect(said).toContain('狼B 出局。');
    expect(said).toContain('烽火戏诸侯！');
  });

  it('l.664 除竞选日外的游戏日白天: refused on day 1 (竞选日) and at night (WRONG_PHASE)', () => {
    const cast = { ...TABLE211, ...NO_EMPEROR, 狼B: '褒姒' };
    const d1 = Game.create(cast, {
      ruleset: '211',
      genders: gendersOf(cast),
      options: { ignoreSetupConstraints: true, autoCards: false },
    });
    d1.start(SEATS211);
    d1.close(); // the opening (窥天)
    expect(d1.state.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(d1.actFails('狼B', '烽火戏诸侯').code).toBe('WRONG_PHASE');
    expect(table().actFails('狼B', '烽火戏诸侯').code).toBe('WRONG_PHASE');
  });

  it('l.664 所有实际阵营为村民阵营的角色在下一个游戏日夜晚获得[沉默]: that night 嫔妃 cannot 诽谤, the wolves still kill', () => {
    const g = table();
    night(g);
    g.act('狼B', '烽火戏诸侯');
    // not silenced in the rest of the day
    expect(g.notes('嫔').join('\n')).not.toMatch(/沉默/);
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '诽谤', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    expect(g.notes('嫔').join('\n')).toMatch(/沉默/);
    g.closeTo('深夜2');
    g.act('狼A', '杀人', ['宫']);
    night(g);
    expect(g.alive('宫')).toBe(false);
    // the night after, the [沉默] is gone
    day(g);
    g.closeTo('深夜1');
    g.act('嫔', '诽谤', ['狼A']);
  });

  it('l.664 若成功因此出局: a [不死] 褒姒 stays — the card is turned, no 烽火戏诸侯, nobody silenced', () => {
    const g = table();
    night(g);
    status(g, '狼B', '不死');
    g.act('狼B', '烽火戏诸侯');
    expect(g.alive('狼B')).toBe(true);
    const said = g.announcements().join('\n');
    expect(said).toContain('狼B 翻牌：褒姒。');
    expect(said).not.toContain('烽火戏诸侯！');
    day(g);
    g.closeTo('深夜1');
    g.act('嫔', '诽谤', ['狼A']);
  });

  it('l.666 怀孕技能: 封印投票 (that day nobody is voted out) and the one she names gains [苟住] (told)', () => {
    const g = table211({ 狼B: '褒姒' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']) });
    day(g);
    night(g);
    g.act('狼B', '烽火戏诸侯', ['嫔']);
    expect(g.notes('嫔')).toContain(
      '你获得了技能<苟住>：白天出局时，若存活角色为3人或以下，你所在的阵营获胜。',
    );
    day(g, votesOn(g, '宫'));
    expect(g.alive('宫')).toBe(true);
  });

  it('l.666 without 临幸: no target (TARGET_COUNT) and the vote goes on', () => {
    const g = table();
    night(g);
    expect(g.actFails('狼B', '烽火戏诸侯', ['嫔']).code).toBe('TARGET_COUNT');
    g.act('狼B', '烽火戏诸侯');
    day(g, votesOn(g, '宫'));
    expect(g.alive('宫')).toBe(false);
  });
});

describe('褒姒 苟住', () => {
  // 12 seats, 村民阵营 7 / 狼人阵营 5: after these outs 4 are in (宫, 嫔, 狼A, 狼B) — 村民阵营 5 out, 狼人阵营 3 out
  const fewLeft = () => {
    const g = table();
    night(g);
    kill(g, '帝', '贵', '娥', '道', '婆', '妃', '雪', '魔');
    expect(g.state.status).toBe('running');
    return g;
  };

  it('l.663 白天出局后，存活角色为3人或以下: voted out leaving 3, her faction wins (though 狼人阵营 meets 负 4 then)', () => {
    const g = fewLeft();
    day(g, votesOn(g, '狼B'));
    // l.970 the vote's out is 黄昏's: judged when 黄昏1 closes
    endPhase(g);
    expect(g.state.winner?.faction).toBe('wolves');
  });

  it('l.663 <强制>: under [遗忘] it does not act — the 狼人阵营 loses (4 out of 12)', () => {
    const g = fewLeft();
    status(g, '狼B', '遗忘');
    day(g, votesOn(g, '狼B'));
    endPhase(g);
    expect(g.state.winner?.faction).toBe('village');
  });

  it('l.663 存活角色为3人或以下 only: with 5 in after her out, no win', () => {
    const g = table();
    night(g);
    kill(g, '帝', '贵', '娥', '妃', '雪', '魔');
    day(g, votesOn(g, '狼B'));
    endPhase(g);
    expect(g.alive('狼B')).toBe(false);
    expect(g.state.winner?.faction).not.toBe('wolves');
  });

  it('l.663 白天出局 only: out by night leaving 3, no win (the 狼人阵营 loses: 4 out)', () => {
    const g = fewLeft();
    day(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    expect(g.state.winner?.faction).toBe('village');
  });
});
