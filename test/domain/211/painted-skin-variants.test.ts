import { describe, expect, it } from 'vitest';
import { day, type Game, morningOf, NO_EMPEROR, night, started211, TABLE211 } from './table';

// [211] file 001 【叛皇阵营】30 美女画皮 (l.717–730): 学习之后和目标会不一致的全身份说明（未提及的身份则学习获取的技能和目标角色的身份一致）.
// The learned role's 机械狼版本 is hers (its skills in their slot, just after the real one; its set-up: 刷新至初始).
// Seats (电梯楼 order): 帝 贵 宫 娥 道 婆 嫔 妃 雪 魔 狼A 狼B — 狼B 美女画皮, [群内] 妃 狼A, 魔 魔教教主 [接刀].

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '娥']);

/** 狼B 美女画皮 learns `learn` in the opening; the 竞选日 closed: night 1 open. */
function learned(learn: string, swap: Record<string, string>): Game {
  const hand = { ...TABLE211, ...NO_EMPEROR, 狼B: '美女画皮', ...swap };
  const g = started211(hand);
  g.act('狼B', '画皮', [learn]);
  g.close();
  day(g);
  return g;
}

const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('美女画皮 — the 机械狼版本 of the learned role', () => {
  it('l.719 皇帝：获得技能<皇权>，画皮发动的皇权默认为昏庸之君的皇权，且发动后会对自己造成[致死伤害]', () => {
    const g = learned('帝', { 帝: '贤明之君' });
    // only 皇权: no 临幸
    expect(g.actFails('狼B', '临幸', ['娥']).code).toBe('NOT_YOUR_SKILL');
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    g.act('狼B', '皇权', ['嫔'], '出局');
    expect(g.alive('嫔')).toBe(false);
    // no [不死] of the 皇帝: her own [致死伤害] puts her out
    expect(g.alive('狼B')).toBe(false);
    expect(g.announcements().join('\n')).toContain('狼B 出局。');
  });

  it('l.719 皇权（昏）: 不出局 spares the target, the [致死伤害] on herself all the same', () => {
    const g = learned('帝', { 帝: '贤明之君' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    g.act('狼B', '皇权', ['嫔'], '不出局');
    expect(g.alive('嫔')).toBe(true);
    expect(g.alive('狼B')).toBe(false);
  });

  it('l.720 太子：健壮’s [守护：1] hers (刷新至初始); voted out, 国家之殇’s [净化] only for one day', () => {
    const g = learned('道', { 道: '太子' });
    // 健壮: the [群内]'s 杀人 on her is absorbed
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['狼B']) });
    expect(g.alive('狼B')).toBe(true);
    day(g, { 帝: '狼B', 贵: '狼B', 宫: '狼B', 娥: '狼B' });
    expect(g.alive('狼B')).toBe(false);
    expect(g.notes('嫔').join('\n')).toMatch(/净化/);
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '诽谤', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    night(g, { 午夜: calm(g) });
    day(g);
    g.closeTo('深夜1');
    g.act('嫔', '诽谤', ['狼A']);
  });

  it('l.721 大将军：[狼人阵营] ↔ [村民阵营] — 征战 pierces a 村民阵营 target, not a 狼人阵营 one', () => {
    const g = learned('道', { 道: '大将军' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '征战', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '征战', ['妃']) });
    expect(g.alive('妃')).toBe(true);
  });

  it('l.721 女侠：惩奸除恶 freezes a 村民阵营 target (told), not a 狼人阵营 one', () => {
    const g = learned('娥', { 娥: '女侠' });
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('狼B', '惩奸除恶', ['嫔']);
      },
    });
    expect(g.notes('嫔').join('\n')).toMatch(/冰冻/);
    const h = learned('娥', { 娥: '女侠' });
    night(h, {
      午夜: () => {
        calm(h)();
        h.act('狼B', '惩奸除恶', ['狼A']);
      },
    });
    expect(h.notes('狼A').join('\n')).not.toMatch(/冰冻/);
  });

  it('l.721 弓腰姬：枭姬 pierces a 村民阵营 target; 灵巧’s [不死] holds against 村民阵营 kills only', () => {
    const g = learned('宫', { 宫: '弓腰姬' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '枭姬', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
    const h = learned('宫', { 宫: '弓腰姬', 道: '大将军' });
    // 灵巧 (before any 枭姬 of hers): 大将军's 征战 on her (村民阵营, 穿透) does not put her out
    night(h, { 午夜: calm(h), 深夜2: () => h.act('道', '征战', ['狼B']) });
    expect(h.alive('狼B')).toBe(true);
  });

  it('l.721 修女：圣水 gives a 村民阵营 target [净化]', () => {
    const g = learned('婆', { 婆: '修女' });
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('狼B', '圣水', ['嫔']) });
    expect(g.notes('嫔').join('\n')).toMatch(/净化/);
  });

  it('l.721 老将：out by a 村民阵营 character’s skill, the first 村民阵营 below her takes [破伤风] (out at the next 晨曦)', () => {
    const g = learned('道', { 道: '老将', 宫: '弓腰姬' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('宫', '枭姬', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    // 狼B sits last: from the top, 帝 (村民)
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.alive('帝')).toBe(false);
  });

  it('l.722 巾帼：[叛皇阵营]→[皇帝阵营] — 寻踪 asks about a 皇帝阵营 role (嫔妃 存活; 地头蛇 refused); 追猎 then pierces 嫔', () => {
    const g = learned('娥', { 娥: '巾帼' });
    night(g, {
      早夜1: () => {
        const bad = g.fails(
          { type: 'SubmitAction', actor: '狼B', skill: '寻踪', targets: [], choice: '地头蛇' },
          'player:狼B',
        );
        expect(bad.code).toBe('INVALID_INPUT');
        expect(bad.message).toContain('不是皇帝阵营的身份');
        g.act('狼B', '寻踪', [], '嫔妃');
      },
      午夜: calm(g),
      深夜2: () => g.act('狼B', '追猎', ['嫔']),
    });
    expect(g.notes('狼B')).toContain('寻踪：嫔妃 存活。');
    expect(g.notes('狼B')).toContain('追猎成功。');
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.724 才女：获得身份为机械狼版本 — a 验人系 (锦衣卫) out: its skills hers (探查), its 表面身份 hers', () => {
    const g = learned('宫', { 宫: '才女', 道: '锦衣卫' });
    kill(g, '道');
    expect(g.notes('狼B')).toContain(
      '传承：你获得了【锦衣卫】的技能（刷新至初始），表面身份变更为【锦衣卫】。',
    );
    night(g, { 午夜: calm(g), 深夜1: () => g.act('狼B', '探查', ['嫔']) });
    expect(g.notes('狼B')).toContain('探查：嫔是嫔妃。');
  });

  it('l.725 太平道徒：改为需要选择总人数*0.5个村民阵营的角色 — six 村民阵营 of 12 go out; five refused; a wolf among six: nothing', () => {
    const village = ['帝', '贵', '宫', '娥', '婆', '嫔'];
    const g = learned('道', { 道: '太平道徒' });
    night(g, { 午夜: calm(g) });
    expect(g.actFails('狼B', '雷公助我', village.slice(1)).code).toBe('TARGET_COUNT');
    g.act('狼B', '雷公助我', village);
    for (const n of village) expect(g.alive(n)).toBe(false);
    const h = learned('道', { 道: '太平道徒' });
    night(h, { 午夜: calm(h) });
    h.act('狼B', '雷公助我', [...village.slice(1), '狼A']);
    expect(h.outs()).toEqual([]);
  });

  it('l.726 炼金魔女：有角色发动未明之雾时，机械魔女会得知名单，可以额外增加一个目标 — 嫔 added, the [群内]’s 杀人 may take her', () => {
    const g = learned('宫', { 宫: '炼金魔女' });
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '未明之雾', ['娥', '道', '帝']);
      },
      深夜1: () => g.act('狼B', '未明之雾', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.notes('狼B')).toContain(
      '未明之雾：有角色发动了未明之雾，名单为 娥、道、帝；你可以额外增加一个目标（<未明之雾>）。',
    );
    expect(g.notes('狼A')).toContain('未明之雾：今晚只能在 娥、道、帝、嫔 中进行杀人。');
    expect(g.alive('嫔')).toBe(false);
  });

  it('l.726 炼金魔女: no 未明之雾 cast tonight — hers adds nothing (SKILL_NOT_USABLE)', () => {
    const g = learned('宫', { 宫: '炼金魔女' });
    g.closeTo('深夜1');
    expect(g.actFails('狼B', '未明之雾', ['嫔']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.722 死士：改为令存活的序号最小的狼人阵营角色获得[毒药]', () => {
    const g = learned('道', { 道: '死士' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '绝死任务') });
    expect(g.alive('狼B')).toBe(false);
    expect(g.notes('妃')).toContain('死士完成了绝死任务：你获得了技能<毒药>（使用一次后消失）。');
  });

  it('l.728 奸佞：每次发动技能时都会得知当前有多少群内狼出局', () => {
    const g = learned('雪', { 雪: '奸佞' });
    kill(g, '狼A');
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('狼B', '诬陷', ['嫔']);
      },
    });
    expect(g.notes('狼B')).toContain('诬陷：当前有 1 只群内狼出局。');
  });

  it('l.730 银狼/狐狸精/魔教教主：如果机械狼仍然是狼人阵营，同样获得一份群内名单', () => {
    const g = learned('雪', { 雪: '银狼' });
    expect(g.notes('狼B')).toContain('群内狼：妃、狼A。');
  });

  it('未提及的身份: 嫔妃 gives its own 诽谤 (l.717)', () => {
    const g = learned('嫔', {});
    night(g, { 午夜: calm(g), 深夜1: () => g.act('狼B', '诽谤', ['宫']) });
    expect(morningOf(g, 2)).toContain('宫 被诽谤。');
  });
});
