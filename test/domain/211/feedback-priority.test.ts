import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, Game as G, gendersOf, NO_EMPEROR, night, SEATS211, TABLE211, table211 } from './table';

// [211] file 001 反馈 (l.183–184): 所有拥有该词条的，都有可能被部分技能修改或影响，影响优先级为消除反馈最优先，其次是后发动的修改反馈类技能。
// The effects on one feedback that the implemented roles allow (engine/night/feedback.ts settles them):
//   消除 (erasure): [隐身] (l.113: 所有[指定]技能以该角色进行[最终结算目标]的效果，不进行结算) — a check on it answers 反馈为空;
//   修改 (modifications), each in its skill's place in the night's resolution (后发动 = later there; a day's use before the night's):
//     蛊惑师 堕落 (l.801, 黄昏1 after 狐狸精): 技能发动者反馈空…由蛊惑师获得反馈而非技能发动者获得;
//     狐狸精 神魂颠倒 (l.706, 黄昏1): 若使用的技能有反馈，狐狸精和被操控者均可获得;
//     南华老仙 混乱2 (l.818, 正午 the day before): 若该技能有反馈，吹笛者还将得知该反馈;
//     魔镜少女 怀孕技能 (l.227): [问镜]还会额外反馈[有多少数量的结算目标符合条件].
// Seats: 魔 is a 锦衣卫 where a test needs a check (探查[深夜][指定]: 反馈结算目标的[表面身份]); 贵妃's 宠溺 goes to 宫.

const EMPTY = '探查：反馈为空。';
const calm = (g: Game) => () => g.act('贵', '宠溺', ['宫']);
const fall = (g: Game, by: string, targets: string[]) =>
  g.ok({ type: 'SubmitAction', actor: by, skill: '堕落', targets, choice: '锦衣卫<探查>' }, `player:${by}`);
const chaos = (g: Game, targets: string[]) =>
  g.ok({ type: 'SubmitAction', actor: '娥', skill: '混乱', targets, choice: '2:1' }, 'player:娥');
const checks = (g: Game, n: string) => g.notes(n).filter((x) => x.startsWith('探查：'));

describe('反馈 l.184: 消除反馈最优先', () => {
  it('蛊惑师 堕落 of a check whose 结算目标 is [隐身]: erased before the take-over — the 蛊惑师 and the 锦衣卫 both get 反馈为空', () => {
    const g = table211({ ...NO_EMPEROR, 道: '蛊惑师', 魔: '锦衣卫', 婆: '隐士' });
    night(g, {
      黄昏1: () => fall(g, '道', ['婆']),
      午夜: calm(g),
      深夜1: () => g.act('魔', '探查', ['宫']),
    });
    expect(checks(g, '道')).toEqual([EMPTY]);
    expect(checks(g, '魔')).toEqual([EMPTY]);
  });

  it('the 结算目标 decides: the 锦衣卫 chose the [隐身] one, the 蛊惑师 another — nothing erased, the 蛊惑师 gets its answer', () => {
    const g = table211({ ...NO_EMPEROR, 道: '蛊惑师', 魔: '锦衣卫', 婆: '隐士' });
    night(g, {
      黄昏1: () => fall(g, '道', ['宫']),
      午夜: calm(g),
      深夜1: () => g.act('魔', '探查', ['婆']),
    });
    expect(checks(g, '道')).toEqual(['探查：宫是宫令。']);
    expect(checks(g, '魔')).toEqual([EMPTY]);
  });

  it('狐狸精 controlling a 锦衣卫 whose 探查 she aims at a [隐身] one: the shared feedback is 反馈为空 for both', () => {
    const g = table211({ ...NO_EMPEROR, 狼B: '狐狸精', 嫔: '锦衣卫', 道: '隐士' }, { constraints: false });
    night(g, {
      黄昏1: () => g.act('狼B', '神魂颠倒', ['嫔']),
      午夜: calm(g),
      深夜1: () => g.act('狼B', '探查', ['道']),
    });
    expect(checks(g, '狼B')).toEqual([EMPTY]);
    expect(checks(g, '嫔')).toEqual([EMPTY]);
  });

  it('南华老仙 混乱2 making a 锦衣卫 check a [隐身] one: the piper learns the erased feedback, 反馈为空', () => {
    const g = table211({ ...NO_EMPEROR, 娥: '南华老仙', 魔: '锦衣卫', 婆: '隐士' });
    night(g, { 午夜: calm(g), 深夜1: () => g.act('娥', '布道', ['魔', '宫']) });
    chaos(g, ['魔', '婆']);
    day(g);
    night(g, { 午夜: calm(g) });
    expect(checks(g, '魔')).toEqual([EMPTY]);
    expect(checks(g, '娥')).toEqual([EMPTY]);
  });

  it('魔镜少女’s 怀孕技能 adds a count, but her 问镜 on [隐身] ones only is erased: 反馈为空, no count', () => {
    const g = table211({ 婆: '魔镜少女', 道: '隐士' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['婆']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: calm(g),
      深夜1: () => g.act('婆', '问镜', ['道'], '任意阵营'),
    });
    expect(g.notes('婆').filter((x) => x.startsWith('问镜：'))).toEqual(['问镜：反馈为空。']);
  });
});

describe('反馈 l.184: 其次是后发动的修改反馈类技能', () => {
  it('a feedback written when the night’s actions end (采花大盗 邀舞) is modified as any: 狐狸精 using it as him — both get it; 堕落 of it — the 蛊惑师 alone', () => {
    const g = table211({ ...NO_EMPEROR, 狼B: '狐狸精', 嫔: '采花大盗' }, { constraints: false });
    night(g, {
      黄昏1: () => g.act('狼B', '神魂颠倒', ['嫔']),
      午夜: calm(g),
      凌晨1: () => g.act('狼B', '邀舞', ['宫']),
    });
    const dance = (h: Game, n: string) => h.notes(n).filter((x) => x.startsWith('邀舞：'));
    expect(dance(g, '狼B')).toEqual(['邀舞：宫 今晚成为了 宠溺 的结算目标。']);
    expect(dance(g, '嫔')).toEqual(['邀舞：宫 今晚成为了 宠溺 的结算目标。']);
    const h = table211({ ...NO_EMPEROR, 道: '蛊惑师', 嫔: '采花大盗' });
    night(h, {
      黄昏1: () =>
        h.ok(
          { type: 'SubmitAction', actor: '道', skill: '堕落', targets: ['宫'], choice: '采花大盗<邀舞>' },
          'player:道',
        ),
      午夜: calm(h),
      凌晨1: () => h.act('嫔', '邀舞', ['狼A']),
    });
    expect(dance(h, '道')).toEqual(['邀舞：宫 今晚成为了 宠溺 的结算目标。']);
    expect(dance(h, '嫔')).toEqual(['邀舞：反馈为空。']);
  });

  it('狐狸精 (黄昏1) shares, 蛊惑师 堕落 (黄昏1, after her) takes it: the later wins — only the 蛊惑师 has the answer, she and the controlled get 反馈为空', () => {
    const g = table211({ ...NO_EMPEROR, 狼B: '狐狸精', 嫔: '锦衣卫', 道: '蛊惑师' }, { constraints: false });
    night(g, {
      黄昏1: () => {
        g.act('狼B', '神魂颠倒', ['嫔']);
        fall(g, '道', ['狼A']);
      },
      午夜: calm(g),
      深夜1: () => g.act('狼B', '探查', ['宫']),
    });
    expect(checks(g, '道')).toEqual(['探查：狼A是狼人。']);
    expect(checks(g, '狼B')).toEqual([EMPTY]);
    expect(checks(g, '嫔')).toEqual([EMPTY]);
  });

  it('混乱2 (正午, the day before) has the piper learn it, 堕落 (that night’s 黄昏) takes it: the later wins — the piper and the 锦衣卫 get 反馈为空', () => {
    const g = table211({ ...NO_EMPEROR, 娥: '南华老仙', 魔: '锦衣卫', 道: '蛊惑师' });
    night(g, { 午夜: calm(g), 深夜1: () => g.act('娥', '布道', ['魔', '宫']) });
    chaos(g, ['魔', '狼B']);
    day(g);
    night(g, { 黄昏1: () => fall(g, '道', ['狼A']), 午夜: calm(g) });
    expect(checks(g, '道')).toEqual(['探查：狼A是狼人。']);
    expect(checks(g, '魔')).toEqual([EMPTY]);
    expect(checks(g, '娥')).toEqual([EMPTY]);
  });

  it('堕落 (黄昏1) takes 宠妃’s 狡黠, her 怀孕技能 (深夜1, later) rewrites its answer: the 蛊惑师 gets the count on his two targets, she 反馈为空 and loses 狡黠 on a 0', () => {
    const g = table211({ 娥: '宠妃', 道: '蛊惑师' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => {
        g.act('帝', '临幸', ['宫']);
        g.ok(
          { type: 'SubmitAction', actor: '道', skill: '堕落', targets: ['狼A', '宫'], choice: '宠妃<狡黠>' },
          'player:道',
        );
      },
      午夜: calm(g),
      深夜1: () => {
        g.act('娥', '怀孕技能');
        g.act('娥', '狡黠', ['婆', '嫔']);
      },
    });
    const cunning = (n: string) => g.notes(n).filter((x) => x.startsWith('狡黠：'));
    expect(cunning('道')).toEqual([
      '狡黠：狼A、魔、狼B 三人中，村民阵营的数量为 0。',
      '狡黠：宫、贵、娥 三人中，村民阵营的数量为 3。',
    ]);
    expect(cunning('娥')).toEqual(['狡黠：反馈为空。']);
    expect(g.state.chars.find((c) => c.name === '娥')?.lost).toContain('cunning');
    expect(g.state.chars.find((c) => c.name === '道')?.lost ?? []).not.toContain('cunning');
  });

  it('嫔妃’s 怀孕技能 (l.287) learns the slandered’s 行动 and its feedback as settled: his 探查 taken by 堕落 — 反馈为空', () => {
    const g = table211({ 道: '蛊惑师', 魔: '锦衣卫' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => {
        g.act('帝', '临幸', ['婆']);
        fall(g, '道', ['狼A']);
      },
      午夜: calm(g),
      深夜1: () => {
        g.act('魔', '探查', ['宫']);
        g.act('嫔', '诽谤', ['魔']);
      },
    });
    expect(g.notes('嫔')).toContain('诽谤：魔 今晚的行动：<探查>宫；探查：反馈为空。');
    expect(checks(g, '道')).toEqual(['探查：狼A是狼人。']);
  });

  it('厨娘 大补饭’s notice (发动者收到通知，其[迷魂饭]+1) is its feedback: 狐狸精 using it — both told; 堕落 of it — the 蛊惑师 told, the cook 反馈为空; the +1 the cook’s', () => {
    const meal = (h: Game, n: string) => h.notes(n).filter((x) => x.includes('没有可加的技能'));
    const NONE = '宫 没有可加的技能：你的[迷魂饭]+1。';
    const g = table211({ ...NO_EMPEROR, 狼B: '狐狸精', 婆: '厨娘' }, { constraints: false });
    night(g, {
      黄昏1: () => g.act('狼B', '神魂颠倒', ['婆']),
      午夜: calm(g),
      深夜1: () => g.act('狼B', '大补饭', ['宫']),
    });
    expect(meal(g, '狼B')).toEqual([NONE]);
    expect(meal(g, '婆')).toEqual([NONE]);
    const h = table211({ ...NO_EMPEROR, 道: '蛊惑师', 婆: '厨娘' });
    night(h, {
      黄昏1: () =>
        h.ok(
          { type: 'SubmitAction', actor: '道', skill: '堕落', targets: ['宫'], choice: '厨娘<大补饭>' },
          'player:道',
        ),
      午夜: calm(h),
      深夜1: () => h.act('婆', '大补饭', ['嫔']),
    });
    expect(meal(h, '道')).toEqual([NONE]);
    expect(h.notes('婆')).toContain('大补饭：反馈为空。');
    const refill = (c: string) =>
      h.state.chars.find((x) => x.name === c)?.statuses.filter((st) => st.id === 'cook_refill').length;
    expect([refill('婆'), refill('道')]).toEqual([1, 0]);
  });

  // Two 堕落 declaring one skill (a second holder: a 死灵术士's 夺魂 of the 蛊惑师, or two dealt) resolve in one slot in a drawn
  // order (如原本未明确行动顺序，则随机结算): the later-used takes the feedback — and the targets, 由蛊惑师选择技能目标 — the earlier is told
  // his is empty. Over seeds, each order occurs.
  it('two 堕落 on one 探查, in both orders: the later-used 蛊惑师 gets the answer on his target, the earlier 反馈为空', () => {
    const cast = { ...TABLE211, ...NO_EMPEROR, 道: '蛊惑师', 婆: '蛊惑师', 魔: '锦衣卫' };
    const answer: Record<string, string> = { 道: '探查：狼A是狼人。', 婆: '探查：宫是宫令。' };
    const orders = new Set<string>();
    for (let i = 0; i < 12 && orders.size < 2; i++) {
      const g = G.create(cast, {
        ruleset: '211',
        seed: `fall-${i}`,
        genders: gendersOf(cast),
        options: { ignoreSetupConstraints: true, autoCards: false },
      });
      g.start(SEATS211);
      day(g);
      night(g, {
        黄昏1: () => {
          fall(g, '道', ['狼A']);
          fall(g, '婆', ['宫']);
        },
        午夜: calm(g),
        深夜1: () => g.act('魔', '探查', ['嫔']),
      });
      const drawn = g.log.find(
        (e) => e.type === 'RandomDrawn' && (e.data as { purpose: string }).purpose.endsWith('tie:fall_211'),
      );
      expect(drawn).toBeDefined();
      const [first, later] = (drawn as { data: { outcome: [string, string] } }).data.outcome;
      orders.add(later);
      expect(checks(g, later)).toEqual([answer[later]]);
      expect(checks(g, first)).toEqual([EMPTY]);
      expect(checks(g, '魔')).toEqual([EMPTY]);
    }
    expect([...orders].sort()).toEqual(['婆', '道']);
  });
});
