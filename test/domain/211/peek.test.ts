import { describe, expect, it } from 'vitest';
import { Game, GENDERS211, NO_EMPEROR, SEATS211, TABLE211 } from './table';

// [211] 【叛皇阵营】[群内]可用技能 (file 001 l.475–478):
//   窥天[开局][强制]——游戏开局，群内狼可以如同上帝使徒一般询问2张村民阵营的身份牌是否存在。
// 如同上帝使徒一般: file 000 l.141 询问 —— 场上（开局身份表）是否有此身份牌. 行动顺序总集 开局 (l.1026): 狼人阵营 共群 窥天.
// The table's [群内]: 妃 (噬时狼妃), 狼A, 狼B; 雪 (雪妖) and 魔 (魔教教主, [接刀]) are not. 嫔妃 is dealt, 太子 is not.

function opening(swap: Record<string, string> = {}): Game {
  const g = Game.create(
    { ...TABLE211, ...swap },
    { ruleset: '211', genders: GENDERS211, options: { ignoreSetupConstraints: true, autoCards: false } },
  );
  g.start(SEATS211);
  return g;
}
const ask = (g: Game, actor: string, choice: string) =>
  g.run({ type: 'SubmitAction', actor, skill: '窥天', targets: [], choice }, `player:${actor}`);

describe('狼人 窥天 [开局]', () => {
  it('游戏开局: the game opens with the opening, not the 竞选日', () => {
    const g = opening();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
  });

  it('询问2张村民阵营的身份牌是否存在 (开局身份表): every [群内] is told as the opening closes, no one else', () => {
    const g = opening();
    g.act('狼A', '窥天', [], '太子、嫔妃');
    g.close();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    for (const w of ['妃', '狼A', '狼B'])
      expect(g.notes(w)).toContain('窥天：开局身份表中没有【太子】，有【嫔妃】。');
    for (const n of ['雪', '魔', '嫔']) expect(g.notes(n).join('\n')).not.toContain('窥天');
  });

  it('群内狼: the group’s one question — the last submission stands, answered once', () => {
    const g = opening(NO_EMPEROR);
    g.act('狼A', '窥天', [], '太子、嫔妃');
    g.act('狼B', '窥天', [], '国师，村民');
    g.close();
    expect(g.notes('狼A').filter((n) => n.startsWith('窥天'))).toEqual([
      '窥天：开局身份表中没有【国师】，有【村民】。',
    ]);
  });

  it('2张村民阵营的身份牌: one card, a 叛皇 card, or the same card twice (国师 = 通天国师) is refused (INVALID_INPUT)', () => {
    const g = opening();
    for (const bad of ['太子', '太子、雪妖', '国师、通天国师', '太子、老将、官员'])
      expect(ask(g, '狼A', bad)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('群内狼 only: 雪妖 (no [群内]) and 魔教教主 ([接刀], the group in) have no 窥天 (NOT_YOUR_SKILL)', () => {
    const g = opening();
    expect(ask(g, '雪', '太子、嫔妃')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SKILL' } });
    expect(ask(g, '魔', '太子、嫔妃')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SKILL' } });
  });

  it('群内狼 only: with no [群内] dealt, the [接刀] (地头蛇) holds the 杀人 but no 窥天 — no opening window', () => {
    const g = opening({ 妃: '毒后', 狼A: '地头蛇', 狼B: '采花大盗' });
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
  });

  it('[强制]: not declined (SKILL_NOT_USABLE); missed, nothing is asked (可以询问: no card drawn)', () => {
    const g = opening();
    expect(
      g.fails({ type: 'SubmitAction', actor: '狼A', skill: '窥天', targets: [], pass: true }, 'player:狼A')
        .code,
    ).toBe('SKILL_NOT_USABLE');
    const draws = g.log.filter((e) => e.type === 'RandomDrawn').length;
    g.close();
    expect(g.notes('狼A').join('\n')).not.toContain('窥天');
    expect(g.log.filter((e) => e.type === 'RandomDrawn').length).toBe(draws);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
  });
});
