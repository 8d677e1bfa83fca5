import { describe, expect, it } from 'vitest';
import {
  day,
  endPhase,
  type Game,
  NO_EMPEROR,
  night,
  opened211,
  started211,
  TABLE211,
  thiefCards,
} from './table';

// [211] file 001 【叛皇阵营】30 美女画皮 (l.732–748) 三方与不定: the 机械狼版本 of the 飘零 and 诸侯 roles. 双子星光/暗 (l.733–734),
// 混血儿 (l.740) and 双重人格 (l.743) are no 211 roles (not in the role list, l.52–63): nothing to learn.
// Seats: 狼B 美女画皮 (she passes her [开局] 画皮 and learns at 黄昏1), [群内] 妃 狼A.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const taciturn = (g: Game, n: string) =>
  g.state.chars.find((c) => c.name === n)?.statuses.some((st) => st.id === 'taciturn' && st.until === null);
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

/** 狼B 美女画皮 (her [开局] 画皮 passed); night 1 open (黄昏1). */
function painted(swap: Record<string, string>): Game {
  const hand = { ...TABLE211, ...NO_EMPEROR, 狼B: '美女画皮', ...swap };
  const g = started211(hand);
  g.pass('狼B', '画皮');
  g.close();
  day(g);
  return g;
}

/** 画皮 on `target` at 黄昏1 of night 1, the night then closed (calm): day 2 open. */
function learnt(swap: Record<string, string>, target: string): Game {
  const g = painted(swap);
  night(g, { 黄昏1: () => g.act('狼B', '画皮', [target]), 午夜: calm(g) });
  return g;
}

describe('美女画皮 — 三方与不定', () => {
  it('l.739 丘比特 (月老)：<强制>[限定], 任何时候 — by day 2, 月老牵线 links 嫔 and 宫 as [虚情情侣], no 公示; one out → the other', () => {
    const g = learnt({ 婆: '月老' }, '婆');
    expect(g.state.phase.kind).toBe('day');
    const before = g.announcements().length;
    g.act('狼B', '月老牵线', ['嫔', '宫']);
    expect(g.notes('嫔')).toContain('月老牵线：你与 宫 成为[虚情情侣]，共群。');
    expect(g.notes('宫')).toContain('月老牵线：你与 嫔 成为[虚情情侣]，共群。');
    // 在白天发动不会被公示
    expect(g.announcements().slice(before).join('\n')).not.toMatch(/情侣|月老/);
    // [限定]
    expect(g.actFails('狼B', '月老牵线', ['娥', '道']).code).toBe('SKILL_USED_UP');
    kill(g, '嫔');
    endPhase(g);
    expect(g.alive('宫')).toBe(false);
  });

  it('l.739 <强制>: it cannot be declined; held past the night she learned it (any time)', () => {
    const g = learnt({ 婆: '月老' }, '婆');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '狼B', skill: '月老牵线', targets: [], pass: true },
        'player:狼B',
      ).code,
    ).toBe('SKILL_NOT_USABLE');
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('狼B', '月老牵线', ['娥', '道']);
      },
    });
    expect(g.notes('娥')).toContain('月老牵线：你与 道 成为[虚情情侣]，共群。');
  });

  it('l.737 鬼魂新娘：同丘比特 — 月老牵线 (虚情情侣), not 冥婚', () => {
    const g = learnt({ 婆: '鬼魂新娘' }, '婆');
    expect(g.actFails('狼B', '冥婚', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('狼B', '月老牵线', ['嫔', '宫']);
    expect(g.notes('嫔')).toContain('月老牵线：你与 宫 成为[虚情情侣]，共群。');
  });

  it('l.741 影子：获得强制技能<附身>，立刻选择 — the host (奸佞, [群内]) out: its 机械狼版本 (诬陷 told the [群内] outs), the lists, no 杀人', () => {
    const g = painted({ 婆: '影武者', 妃: '奸佞' });
    night(g, {
      黄昏1: () => g.act('狼B', '画皮', ['婆']),
      早夜1: () => g.act('狼B', '附身', ['妃']),
      午夜: calm(g),
    });
    kill(g, '妃');
    expect(g.notes('狼B')).toContain('附身：妃 出局，你获得了【奸佞】的全部技能（初始状态）。');
    expect(g.notes('狼B').join('\n')).toMatch(/画皮：狼人阵营\[群内\]：/);
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('狼B', '诬陷', ['嫔']);
      },
      深夜2: () => expect(g.actFails('狼B', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL'),
    });
    expect(g.notes('狼B')).toContain('诬陷：当前有 1 只群内狼出局。');
  });

  it('l.747 聂小倩：立刻选择宁采臣; both out, the 机械狼版本 of his role hers, usable while out (奸佞’s 诬陷 told the [群内] outs)', () => {
    const g = painted({ 婆: '聂小倩', 妃: '奸佞' });
    night(g, {
      黄昏1: () => g.act('狼B', '画皮', ['婆']),
      早夜1: () => g.act('狼B', '鬼情', ['妃']),
      午夜: calm(g),
    });
    kill(g, '妃');
    kill(g, '狼B');
    expect(g.notes('狼B').join('\n')).toMatch(/鬼情：你与宁采臣 妃 都已出局，你获得【奸佞】的技能/);
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('狼B', '诬陷', ['嫔']);
      },
    });
    expect(g.notes('狼B')).toContain('诬陷：当前有 1 只群内狼出局。');
  });

  it('l.742 顺从的女仆：修改版<顺从> — the 机械狼版本 of a role out that day (奸佞: 诬陷 told the [群内] outs); the 公示 names nobody', () => {
    const g = learnt({ 婆: '顺从的女仆', 妃: '奸佞' }, '婆');
    kill(g, '妃');
    day(g);
    night(g, {
      黄昏1: () => g.act('狼B', '顺从', ['妃']),
      午夜: () => {
        calm(g)();
        g.act('狼B', '诬陷', ['嫔']);
      },
    });
    expect(g.announcements()).toContain('有角色发动了[顺从]和发动目标交换了身份。');
    expect(g.notes('狼B')).toContain('诬陷：当前有 1 只群内狼出局。');
  });

  it('l.746 盗贼：获得盗贼更换后的身份牌，但不会通知复制了盗贼 — told the card, not 盗贼', () => {
    for (let i = 1; i < 60; i++) {
      const hand = { ...TABLE211, ...NO_EMPEROR, 狼B: '美女画皮', 嫔: '盗贼' };
      const g = opened211(hand, `seed-${i}`);
      const card = thiefCards(g)[0] ?? '';
      if (!card) continue;
      g.act('嫔', '偷换', [], card);
      g.act('狼B', '画皮', ['嫔']);
      g.close();
      expect(g.notes('狼B')).toContain(`画皮：嫔 的实际身份为【${card}】，表面身份为【${card}】。`);
      expect(g.notes('狼B').join('\n')).not.toContain('盗贼');
      return;
    }
    throw new Error('no seed offers the 盗贼 a card');
  });

  it('l.735 南华老仙：修改迷惑 — no [寡言]: a permanent one (told); with one: lifted (the next night)', () => {
    const g = learnt({ 道: '南华老仙' }, '道');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('狼B', '迷惑', ['嫔']) });
    expect(taciturn(g, '嫔')).toBe(true);
    expect(g.notes('嫔').join('\n')).toContain('寡言');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('狼B', '迷惑', ['嫔']) });
    expect(taciturn(g, '嫔')).toBe(false);
  });

  it('l.736 当晚获得并立刻消除[寡言]状态时，不会通知目标获得[寡言]状态: his 布道 on 宫, her 迷惑 after it — no [寡言], 宫 not told', () => {
    const g = learnt({ 道: '南华老仙' }, '道');
    day(g);
    night(g, {
      午夜: calm(g),
      深夜1: () => {
        g.act('道', '布道', ['宫']);
        g.act('狼B', '迷惑', ['宫']);
      },
    });
    expect(taciturn(g, '宫')).toBe(false);
    expect(g.notes('宫').join('\n')).not.toContain('寡言');
  });

  it('l.735 南华老仙：获得技能<混乱> — hers by day (混乱1)', () => {
    const g = painted({ 道: '南华老仙' });
    night(g, { 午夜: calm(g) });
    expect(g.actFails('狼B', '混乱').code).toBe('NOT_YOUR_SKILL');
    const h = learnt({ 道: '南华老仙' }, '道');
    h.act('狼B', '混乱', [], '1');
  });

  it('l.744 复仇者：获得<寻仇>，修改版<雪恨>——所获身份牌技能为机械狼版本 (her enemy 女侠 voted out: 惩奸除恶 freezes a 村民阵营 target)', () => {
    const g = learnt({ 婆: '复仇者', 娥: '女侠' }, '婆');
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('娥', '惩奸除恶', ['狼B']);
      },
    });
    expect(g.notes('狼B')).toContain('寻仇：娥 是你的仇人。');
    day(g, { 帝: '娥', 贵: '娥', 宫: '娥', 道: '娥', 婆: '娥', 嫔: '娥', 妃: '娥' });
    expect(g.alive('娥')).toBe(false);
    expect(g.notes('狼B')).toContain('雪恨：仇人 娥 已出局，你获得了【女侠】的技能（初始状态）。');
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['宫']);
        g.act('狼B', '惩奸除恶', ['嫔']);
      },
    });
    expect(g.notes('嫔').join('\n')).toMatch(/冰冻/);
  });

  it('l.745 祭品：修改版<献祭唤醒>——祭品激活后，机械狼获得祭品所获身份牌的机械狼版本 (奸佞: 诬陷 told the [群内] outs)', () => {
    const g = learnt({ 婆: '祭品', 妃: '奸佞' }, '婆');
    kill(g, '妃');
    day(g);
    night(g, { 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('狼B', '献祭唤醒', ['妃'], '1'),
      午夜: () => {
        calm(g)();
        g.act('狼B', '诬陷', ['嫔']);
      },
    });
    expect(g.notes('狼B')).toContain('献祭唤醒：你获得了 妃 的【奸佞】的技能（初始状态）。');
    expect(g.notes('狼B')).toContain('诬陷：当前有 1 只群内狼出局。');
  });
});
