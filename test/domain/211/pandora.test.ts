import { describe, expect, it } from 'vitest';
import { skillIndex } from '../../../src/domain/engine/effects';
import type { RulesetDef } from '../../../src/domain/engine/types';
import { rulesetOf } from '../../../src/domain/rulesets';
import { day, Game, GENDERS211, morningOf, night, SEATS211, TABLE211, table211 } from './table';

// [211] 【诸侯】15 潘多拉（女）（70） (file 001 l.862–873):
//   身份属性：游戏开局将拥有人数2/5的盲盒（四舍五入），其中必有1个希望之光，1/2的盲盒是随机技能（数量不计小数）（均为不在场身份的非强制技能且只能使用一次…），
//   1/3的盲盒是坏礼物（数量不计小数），剩余的盲盒为警长权利
//   潘多拉的赠礼[早夜][指定]——选择范围：任意2名角色以及两个盲盒，每名角色只能被选择一次，且盲盒送完之后无法继续发动。
//   结算效果：结算目标需立刻决定是否打开盲盒…若选择不打开，则该玩家获得来自于潘多拉的[迷魂]状态，持续至下一个夜晚开始。收礼玩家的选择和礼物信息白天
//   公示，但玩家匿名，例：有人拒绝了1号随机技能盲盒！/有人打开了2号坏礼物盲盒！
//   希望之光 / 随机技能 / 坏礼物 / 警长权利 (l.867–870); 胜利条件 (l.871, l.1007); 怀孕技能 (l.873).

// 婆 (女) is 潘多拉: 12 seats → round(4.8) = 5 boxes — 1 希望之光, 2 随机技能, 1 坏礼物, 1 警长权利; night 1 open
const table = () => table211({ 婆: '潘多拉', 帝: '村民' }, { constraints: false });
interface Box {
  n: number;
  kind: string;
  skill?: string;
}
const boxes = (g: Game): Box[] =>
  (g.state.chars.find((c) => c.name === '婆')?.statuses.find((s) => s.id === 'pandora_boxes')?.data
    ?.boxes as Box[]) ?? [];
const numberOf = (g: Game, kind: string, i = 0) => boxes(g).filter((b) => b.kind === kind)[i]?.n as number;

const submitFails = (g: Game, targets: string[], choice: string) =>
  g.fails({ type: 'SubmitAction', actor: '婆', skill: '赠礼', targets, choice }, 'player:婆').code;

/** 赠礼 of `boxes` to `to` in 早夜1; the answers in 早夜2; `later` in 凌晨1. */
function gift(
  g: Game,
  to: string[],
  ns: number[],
  answers: Record<string, string>,
  later: () => void = () => {},
): void {
  night(g, {
    早夜1: () => g.act('婆', '赠礼', to, ns.join('、')),
    早夜2: () => {
      for (const [who, a] of Object.entries(answers)) g.act(who, '打开盲盒', [], a);
    },
    凌晨1: later,
  });
}

describe('潘多拉 盲盒 (l.863)', () => {
  it('人数2/5的盲盒（四舍五入）: 5 of 12 — 1 希望之光, ⌊5/2⌋ 随机技能, ⌊5/3⌋ 坏礼物, the rest 警长权利; drawn (an event), she is told', () => {
    const g = table();
    const kinds = boxes(g)
      .map((b) => b.kind)
      .sort();
    expect(kinds).toEqual(['坏礼物', '希望之光', '警长权利', '随机技能', '随机技能'].sort());
    expect(g.notes('婆').join('\n')).toContain('你拥有 5 个盲盒');
    // 均为不在场身份的非强制技能: none of the dealt roles'
    const dealt = new Set(g.state.chars.map((c) => c.role));
    for (const b of boxes(g).filter((x) => x.kind === '随机技能')) {
      expect(b.skill).toBeTruthy();
      expect(dealt.has('palace_steward') && b.skill === 'decree').toBe(false);
    }
  });
});

describe('潘多拉 赠礼 (l.864–865)', () => {
  it('若选择打开…坏礼物 = 圣诞老狼的坏礼物: the opener is out in the tally; 公示 有人打开了N号坏礼物盲盒！', () => {
    const g = table();
    const bad = numberOf(g, '坏礼物');
    const other = numberOf(g, '警长权利');
    gift(g, ['贵', '宫'], [bad, other], { 贵: '打开', 宫: '不打开' });
    expect(g.notes('贵').join('\n')).toContain(`你收到了潘多拉的${bad}号盲盒`);
    expect(g.alive('贵')).toBe(false);
    expect(morningOf(g, 2)).toContain(`有人打开了${bad}号坏礼物盲盒！`);
    expect(morningOf(g, 2)).toContain(`有人拒绝了${other}号警长权利盲盒！`);
    expect(morningOf(g, 2)).not.toContain('宫 ');
  });

  it('若选择不打开，则该玩家获得来自于潘多拉的[迷魂]状态 (undecided too): the next day’s vote counts 0', () => {
    const g = table();
    gift(g, ['宫', '娥'], [numberOf(g, '坏礼物'), numberOf(g, '希望之光')], { 宫: '不打开' });
    expect(g.alive('宫')).toBe(true);
    for (const n of ['宫', '娥'])
      expect(g.state.chars.find((c) => c.name === n)?.statuses.some((s) => s.id === 'dazed')).toBe(true);
    day(g, { 宫: '狼A', 娥: '狼A', 狼B: '雪' });
    expect(g.alive('狼A')).toBe(true);
    expect(g.alive('雪')).toBe(false);
  });

  it('警长权利——开启后自选一个[自由][秩序][独裁]状态永久获得', () => {
    const g = table();
    gift(g, ['宫', '娥'], [numberOf(g, '警长权利'), numberOf(g, '随机技能')], { 宫: '打开' }, () =>
      g.act('宫', '警长权利', [], '独裁'),
    );
    expect(g.notes('宫').join('\n')).toContain('警长权利：你永久获得[独裁]');
    expect(g.state.chars.find((c) => c.name === '宫')?.statuses.some((s) => s.id === 'dictator')).toBe(true);
  });

  it('随机技能——获得对应的随机技能: the opener holds it (told its name)', () => {
    const g = table();
    const b = boxes(g).find((x) => x.kind === '随机技能') as Box;
    gift(g, ['宫', '娥'], [b.n, numberOf(g, '警长权利')], { 宫: '打开' });
    expect(g.notes('宫').join('\n')).toContain(`你打开了${b.n}号盲盒：随机技能：<`);
    expect(
      g.state.chars
        .find((c) => c.name === '宫')
        ?.statuses.some(
          (s) =>
            s.id === 'box_skill' &&
            ((s.data?.skills as string[] | undefined) ?? []).includes(b.skill as string),
        ),
    ).toBe(true);
  });

  it('每名角色只能被选择一次; 盲盒送完之后无法继续发动', () => {
    const g = table();
    // the 警长权利 box last, opened (an opener in: no win for her yet)
    const last = numberOf(g, '警长权利');
    const ns = [
      ...boxes(g)
        .map((b) => b.n)
        .filter((n) => n !== last),
      last,
    ];
    gift(g, ['宫', '娥'], [ns[0] as number, ns[1] as number], {});
    day(g);
    night(g, {
      早夜1: () => {
        expect(submitFails(g, ['宫', '嫔'], `${ns[2]}、${ns[3]}`)).toBe('ILLEGAL_TARGET');
        // a box given already
        expect(submitFails(g, ['贵', '嫔'], `${ns[0]}、${ns[3]}`)).toBe('INVALID_INPUT');
        g.act('婆', '赠礼', ['贵', '嫔'], `${ns[2]}、${ns[3]}`);
      },
    });
    day(g);
    gift(g, ['道'], [last], { 道: '打开' });
    expect(g.state.status).toBe('running');
    day(g);
    night(g, { 早夜1: () => expect(submitFails(g, ['魔'], '1')).toBe('SKILL_USED_UP') });
  });
});

describe('潘多拉 胜利 and 希望之光', () => {
  it('盲盒送完之后…没有人开启盲盒: 潘多拉 wins as the last box is refused', () => {
    const g = table();
    const ns = boxes(g).map((b) => b.n);
    gift(g, ['宫', '娥'], [ns[0] as number, ns[1] as number], {});
    day(g);
    gift(g, ['贵', '嫔'], [ns[2] as number, ns[3] as number], {});
    day(g);
    expect(g.state.status).toBe('running');
    gift(g, ['道'], [ns[4] as number], {});
    expect(g.state.winner?.faction).toBe('pandora');
  });

  it('希望之光——开启该盲盒后若存活了完整的2天2夜，开启者所在的阵营直接获胜; 潘多拉 is told who opened it', () => {
    const g = table();
    gift(g, ['宫', '娥'], [numberOf(g, '希望之光'), numberOf(g, '警长权利')], { 宫: '打开', 娥: '不打开' });
    expect(g.notes('婆').join('\n')).toContain('希望之光：宫 持有希望之光。');
    // opened on night 1: day 2, night 2, day 3, night 3 whole — the village wins as day 4 opens
    day(g);
    night(g);
    day(g);
    expect(g.state.status).toBe('running');
    night(g);
    expect(g.state.winner?.faction).toBe('village');
  });

  it('除了潘多拉阵营的角色以外，开启盲盒的角色全部出局: the last box given, its opener out by the bad gift — 潘多拉 wins', () => {
    const g = table();
    const bad = numberOf(g, '坏礼物');
    const ns = [
      ...boxes(g)
        .map((b) => b.n)
        .filter((n) => n !== bad),
      bad,
    ];
    gift(g, ['宫', '娥'], [ns[0] as number, ns[1] as number], {});
    day(g);
    gift(g, ['贵', '嫔'], [ns[2] as number, ns[3] as number], {});
    day(g);
    gift(g, ['道'], [bad], { 道: '打开' });
    expect(g.alive('道')).toBe(false);
    expect(g.state.winner?.faction).toBe('pandora');
  });
});

describe('潘多拉 希望之光 抢夺 (l.867)', () => {
  const hopeTo = (g: Game) => {
    gift(g, ['宫', '娥'], [numberOf(g, '希望之光'), numberOf(g, '警长权利')], { 宫: '打开', 娥: '不打开' });
  };
  const holds = (g: Game, n: string) =>
    g.state.chars.find((c) => c.name === n)?.statuses.some((s) => s.id === 'hope_light');

  it('击杀开启者可以抢夺该盲盒: the wolf who kills 宫 holds it — the wolves’ 杀人’s source, a [群内] drawn (l.470 若[杀人]需要判定技能来源，则随机一群内成为该技能的来源); 潘多拉 and the refuser 娥 are told', () => {
    const g = table();
    hopeTo(g);
    day(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    const drawn = g.log
      .filter(
        (e) =>
          e.type === 'RandomDrawn' && String((e.data as { purpose: string }).purpose).includes('kill:source'),
      )
      .at(-1)?.data as { outcome: string };
    const killer = drawn.outcome;
    expect(holds(g, killer)).toBe(true);
    expect(g.notes(killer).join('\n')).toContain('希望之光：你持有希望之光。');
    for (const n of ['婆', '娥'])
      expect(g.notes(n).join('\n')).toContain(`希望之光：${killer} 持有希望之光。`);
  });

  it('投票出局则由开启者决定送给谁: voted out, 宫 gives it to 娥 in 黄昏1', () => {
    const g = table();
    hopeTo(g);
    day(g, { 狼A: '宫', 狼B: '宫', 魔: '宫' });
    expect(g.alive('宫')).toBe(false);
    night(g, { 黄昏1: () => g.act('宫', '送出希望之光', ['娥']) });
    expect(holds(g, '娥')).toBe(true);
    expect(holds(g, '宫')).toBe(false);
  });
});

describe('潘多拉本人 (l.867–869)', () => {
  it('坏礼物（潘多拉本人可以调换一个未发放的盲盒开启）: she opens the bad box, swaps it for the 警长权利 one — she stays in', () => {
    const g = table();
    const bad = numberOf(g, '坏礼物');
    const sheriff = numberOf(g, '警长权利');
    gift(g, ['婆', '宫'], [bad, numberOf(g, '希望之光')], { 婆: '打开' }, () => {
      g.act('婆', '调换盲盒', [], String(sheriff));
      g.act('婆', '警长权利', [], '自由、秩序');
    });
    expect(g.alive('婆')).toBe(true);
    expect(morningOf(g, 2)).toContain(`有人打开了${sheriff}号警长权利盲盒！`);
    // the bad box is among the undistributed again; 潘多拉可以选择获得任意种状态
    expect(boxes(g).find((b) => b.n === bad)).not.toHaveProperty('given');
    const mine = g.state.chars.find((c) => c.name === '婆')?.statuses.map((s) => s.id) ?? [];
    expect(mine).toEqual(expect.arrayContaining(['free', 'order']));
  });

  it('the bad box she opens herself, not swapped: the bad gift takes her', () => {
    const g = table();
    gift(g, ['婆', '宫'], [numberOf(g, '坏礼物'), numberOf(g, '希望之光')], { 婆: '打开' });
    expect(g.alive('婆')).toBe(false);
  });

  it('希望之光（潘多拉本人则为1天1夜）: opened by her on night 1, 潘多拉阵营 wins as day 3 opens', () => {
    const g = table();
    gift(g, ['婆', '宫'], [numberOf(g, '希望之光'), numberOf(g, '警长权利')], { 婆: '打开' });
    day(g);
    expect(g.state.status).toBe('running');
    night(g);
    expect(g.state.winner?.faction).toBe('pandora');
  });

  it('随机技能（潘多拉本人则为永久有效）: hers is not spent by a use (once: false); another’s is', () => {
    const g = table();
    const [b1, b2] = boxes(g).filter((x) => x.kind === '随机技能') as [Box, Box];
    gift(g, ['婆', '宫'], [b1.n, b2.n], { 婆: '打开', 宫: '打开' });
    const once = (n: string) =>
      g.state.chars.find((c) => c.name === n)?.statuses.find((s) => s.id === 'box_skill')?.data?.once;
    expect(once('婆')).toBe(false);
    expect(once('宫')).toBe(true);
  });
});

describe('潘多拉 怀孕技能[强制] (l.873)', () => {
  it('潘多拉会知晓盲盒的全部内容: told once her [怀孕] is over', () => {
    const g = table211({ 婆: '潘多拉' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['婆']) });
    expect(g.notes('婆').join('\n')).not.toContain('盲盒的全部内容');
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    const hope = numberOf(g, '希望之光');
    expect(g.notes('婆').join('\n')).toContain(`怀孕技能：盲盒的全部内容：`);
    expect(g.notes('婆').join('\n')).toContain(`${hope}号希望之光`);
  });
});

describe('潘多拉 随机技能——使用一次之后消失 (l.868)', () => {
  const rs = rulesetOf('211') as RulesetDef;
  /** a 随机技能 that takes one living character and nothing else, used in a night window after 早夜2 */
  const plain = (id?: string) => {
    const k = id ? skillIndex(rs).get(id) : undefined;
    return (
      !!k &&
      k.kind === 'night' &&
      k.targets.min === 1 &&
      k.targets.max === 1 &&
      k.targets.among === 'alive' &&
      !k.choose &&
      !k.limits?.usable &&
      !k.effect?.kill &&
      ['午夜', '深夜1', '深夜2', '凌晨1'].includes(k.timing?.window ?? '')
    );
  };
  /** the first seed (by search: the drawn boxes change as roles are added) whose boxes hold such a skill */
  function seeded(): { g: Game; box: Box; name: string; window: string } {
    for (let i = 0; i < 200; i++) {
      const g = Game.create(
        { ...TABLE211, 婆: '潘多拉', 帝: '村民' },
        {
          ruleset: '211',
          seed: `pandora-${i}`,
          genders: GENDERS211,
          options: { ignoreSetupConstraints: true, autoCards: false },
        },
      );
      g.start(SEATS211);
      day(g);
      const box = boxes(g).find((b) => b.kind === '随机技能' && plain(b.skill));
      const k = box?.skill ? skillIndex(rs).get(box.skill) : undefined;
      if (box && k) return { g, box, name: k.name, window: k.timing?.window ?? '' };
    }
    throw new Error('no seed gives a plain 随机技能');
  }
  const usable = (g: Game, who: string, name: string, t: string) =>
    g.run({ type: 'SubmitAction', actor: who, skill: name, targets: [t], choice: null }, `player:${who}`);

  it('kept while unused (the next night still), gone once used: the night after a use NOT_YOUR_SKILL', () => {
    const { g, box, name, window } = seeded();
    gift(g, ['宫', '娥'], [box.n, numberOf(g, '警长权利')], { 宫: '打开' });
    expect(g.notes('宫')).toContain(`你打开了${box.n}号盲盒：随机技能：<${name}>。`);
    // night 1: not used; night 2: still hers, used on 狼A
    day(g);
    g.closeTo(window);
    expect(usable(g, '宫', name, '狼A').ok).toBe(true);
    night(g);
    day(g);
    g.closeTo(window);
    expect(g.actFails('宫', name, ['狼B']).code).toBe('NOT_YOUR_SKILL');
  });

  it('潘多拉本人则为永久有效: hers is used night after night', () => {
    const { g, box, name, window } = seeded();
    gift(g, ['婆', '娥'], [box.n, numberOf(g, '警长权利')], { 婆: '打开' });
    for (const t of ['狼A', '狼B']) {
      day(g);
      g.closeTo(window);
      expect(usable(g, '婆', name, t).ok).toBe(true);
      night(g);
    }
  });
});
