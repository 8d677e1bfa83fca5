import { describe, expect, it } from 'vitest';
import { classic, type Game, morningOf, night, noElection, said, skipElection } from './given';

// [classic] file 003 猎人:
//   篇一 (l.25): 当且仅当猎人被狼人杀害或被投票放逐时，猎人可以亮出自己的身份牌并指定枪杀一名玩家。通常来说若猎人亮出身份牌则必须开枪，
//     若猎人想不开枪则不得亮出身份牌。
//   篇三(三) (l.177): 猎人无论在晚上被刀死还是白天被票死，都可以发动技能带走场上指定的一名玩家。猎人在被女巫毒死的情况下无法发动技能。
//     猎人也可以在死后不发动技能。猎人发动技能后带走的人及其情侣没有遗言。
//   篇二 3(4) 猎人枪杀目标视为与猎人同一时间死亡（即猎人白天死，则枪杀者视为白天死；猎人夜晚死，则枪杀者视为夜晚死）;
//     6(4) 猎人若在夜晚被女巫毒杀或情侣死亡殉情时，将会得到上帝的提示。
// Readings: 被狼人杀害 includes a death of 同守同救 (the wolves' kill that the failed save let through); 不开枪 = declining
// the right (no card shown). The shot target's last words: 篇三 none; 篇二 as the hunter's own time (a day death speaks,
// a first-night death speaks, a later night's does not).

const hasWords = (g: Game, name: string) =>
  g.state.rights.some((r) => r.holder === name && r.kind === 'last_words');

describe('猎人 (file 003 l.25, l.177)', () => {
  it('l.25 被狼人杀害: he shoots the next morning, his target goes out', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['猎']) });
    expect(g.notes('猎')).toContain('你被狼人杀害，可以发动<开枪>，指定枪杀一名玩家（也可以不开枪）。');
    g.act('猎', '开枪', ['狼B']);
    expect(g.alive('狼B')).toBe(false);
    expect(said(g)).toContain('猎 发动<开枪>，狼B 出局。');
  });

  it('l.25 被投票放逐: he shoots', () => {
    const g = classic();
    noElection(g);
    night(g, {});
    g.votes({ 狼A: '猎', 狼B: '猎' });
    g.close();
    expect(g.alive('猎')).toBe(false);
    g.act('猎', '开枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('l.177 猎人也可以在死后不发动技能', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['猎']) });
    g.pass('猎', '开枪');
    expect(g.actFails('猎', '开枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.175/l.177 猎人在被女巫毒死的情况下无法发动技能; 篇二 6(4) he is told', () => {
    const g = classic();
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['猎']) });
    expect(g.alive('猎')).toBe(false);
    expect(g.notes('猎')).toContain('你被女巫毒杀，不能发动<开枪>。');
    expect(g.actFails('猎', '开枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('篇三 l.177 猎人发动技能后带走的人没有遗言', () => {
    const g = classic(undefined, { convention: '篇三' });
    noElection(g);
    night(g, {});
    skipElection(g);
    g.votes({ 狼A: '猎', 狼B: '猎' });
    g.close();
    g.act('猎', '开枪', ['民A']);
    expect(hasWords(g, '民A')).toBe(false);
    expect(hasWords(g, '猎')).toBe(true);
  });

  it('篇二 3(4) 猎人枪杀目标视为与猎人同一时间死亡: by day the shot one speaks; in the second night neither', () => {
    const g = classic();
    noElection(g);
    night(g, {});
    g.votes({ 狼A: '猎', 狼B: '猎' });
    g.close();
    g.act('猎', '开枪', ['民A']);
    expect(hasWords(g, '民A')).toBe(true);

    const h = classic();
    noElection(h);
    night(h, {});
    h.close();
    night(h, { n60: () => h.act('狼A', '杀人', ['猎']) });
    expect(morningOf(h, 3)).toContain('昨夜出局：猎。');
    h.act('猎', '开枪', ['民B']);
    expect(h.alive('民B')).toBe(false);
    expect(hasWords(h, '民B')).toBe(false);
    expect(hasWords(h, '猎')).toBe(false);
  });
});
