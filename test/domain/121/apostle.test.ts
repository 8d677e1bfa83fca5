import { describe, expect, it } from 'vitest';
import { applyStatus, morningOf, night, ruling } from './given';
import { day, tableWith } from './tables';

// [121] 村民阵营 19 上帝使徒:
//   询问 —— 游戏日夜晚可选择1张身份牌对法官进行询问，场上（开局身份表）是否有此身份牌，询问结果可选择是否在明日公示。
//   神恩〈强制〉 ——上帝信徒无论何种死亡方式都将公示其身份，出局后无论是否拥有遗言机会均可获得一次遗言。上帝使徒不会失去技能与被封印技能，
//   且无法被种狼感染。如上帝使徒因投票或村民阵营技能击杀出局，游戏日当夜所有神牌将进行默哀，无法进行操作，此信息将公示。
// 总体流程 3 (1) 上帝使徒<询问>; 行动时限: 关门二十分钟内 (n20).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民C: '上帝使徒', ...extra }, { constraints: false });
const ask = (g: ReturnType<typeof table>, choice: string) =>
  g.ok({ type: 'SubmitAction', actor: '民C', skill: '询问', targets: [], choice }, 'player:民C');

describe('上帝使徒 询问', () => {
  it('场上（开局身份表）是否有此身份牌: 女巫 dealt — 有; 狐狸 not dealt — 没有', () => {
    const g = table();
    night(g, { n20: () => ask(g, '女巫') });
    expect(g.notes('民C')).toContain('询问：开局身份表中有【女巫】。');
    day(g);
    night(g, { n20: () => ask(g, '狐狸') });
    expect(g.notes('民C')).toContain('询问：开局身份表中没有【狐狸】。');
  });

  it('开局身份表: a card dealt and already out still counts', () => {
    const g = table();
    ruling(g, { kind: 'kill', target: '猎', reason: '测试' });
    night(g, { n20: () => ask(g, '猎人') });
    expect(g.notes('民C')).toContain('询问：开局身份表中有【猎人】。');
  });

  it('询问结果可选择是否在明日公示: `女巫，公示` is published the next morning; a plain 询问 is not', () => {
    const g = table();
    night(g, { n20: () => ask(g, '女巫，公示') });
    expect(morningOf(g, 2)).toContain('上帝使徒的询问：开局身份表中有【女巫】。');
    day(g);
    night(g, { n20: () => ask(g, '守卫') });
    expect(morningOf(g, 3)).not.toContain('询问');
  });

  it('选择1张身份牌: a name not on the role list is refused (INVALID_INPUT)', () => {
    const g = table();
    const e = g.fails(
      { type: 'SubmitAction', actor: '民C', skill: '询问', targets: [], choice: '法官' },
      'player:民C',
    );
    expect(e.code).toBe('INVALID_INPUT');
  });

  it('行动时限: 关门二十分钟内 (WRONG_PHASE after n20)', () => {
    const g = table();
    g.closeTo('n40');
    const e = g.fails(
      { type: 'SubmitAction', actor: '民C', skill: '询问', targets: [], choice: '女巫' },
      'player:民C',
    );
    expect(e.code).toBe('WRONG_PHASE');
  });
});

describe('上帝使徒 神恩<强制>', () => {
  it('无论何种死亡方式都将公示其身份: killed by the wolves, the morning names his card', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(morningOf(g, 2)).toContain('民C 的身份是【上帝使徒】。');
  });

  it('出局后无论是否拥有遗言机会均可获得一次遗言: the quota (3) spent, he still may speak', () => {
    const g = table();
    for (const n of ['民A', '民B', '痴']) ruling(g, { kind: 'kill', target: n, reason: '测试' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.notes('民C')).toContainEqual(expect.stringMatching(/^你可以留下遗言，须在第\d+天开门前提交。$/));
  });

  it('不会…被封印技能: feared (恐惧), his 询问 still answers', () => {
    const g = table();
    applyStatus(g, '民C', '恐惧');
    night(g, { n20: () => ask(g, '女巫') });
    expect(g.notes('民C')).toContain('询问：开局身份表中有【女巫】。');
  });

  it('无法被种狼感染: the 感染 on him is void — he stays 村民阵营', () => {
    const g = table({ 狼C: '种狼' });
    night(g, { n60: () => g.act('狼C', '感染', ['民C']) });
    expect(g.state.chars.find((c) => c.name === '民C')?.faction).toBe('village');
    expect(g.notes('民C').join('\n')).not.toContain('你的阵营转变为');
  });

  it('因投票…出局，游戏日当夜所有神牌将进行默哀，无法进行操作，此信息将公示', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '民C', 狼B: '民C', 狼C: '民C' });
    expect(g.announcements()).toContain('上帝使徒出局，第2夜所有神牌默哀，无法进行操作。');
    g.closeTo('n60');
    expect(g.actFails('预', '预言', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    g.act('狼B', '杀人', ['民A']); // the wolves are no 神牌
    g.closeTo('n90');
    expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    g.closeNight();
    expect(g.outs()).toEqual(['民C', '民A']);
    day(g);
    g.closeTo('n60');
    g.act('预', '预言', ['狼A']); // the night after: the mourning is over
  });

  it('…或村民阵营技能击杀出局: poisoned by the witch at night — the next night the 神牌 mourn (公示 in the morning)', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['民C']) });
    expect(morningOf(g, 2)).toContain('上帝使徒出局，第2夜所有神牌默哀，无法进行操作。');
    day(g);
    g.closeTo('n40');
    expect(g.actFails('守', '守护', ['民A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('killed by the wolves (not a village skill): no mourning', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(morningOf(g, 2)).not.toContain('默哀');
    day(g);
    g.closeTo('n40');
    g.act('守', '守护', ['民A']);
  });
});
