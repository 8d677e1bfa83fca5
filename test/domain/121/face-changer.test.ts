import { describe, expect, it } from 'vitest';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { Game } from '../harness';
import { night } from './given';
import { day, drawn, opening, SEATS12, TABLE12, tableWith } from './tables';

// [121] 村民阵营 34 变脸者 (file 000 l.180–181):
//   变脸——随机抽取三个未出场的村民阵营身份作为变脸者底牌，游戏日夜晚变脸者可选择任意一张底牌置顶并使用技能，被通灵石像鬼验为置顶身份，
//   机械狼复制会得到通知复制了变脸者。
// Readings (the role file): three playable cards drawn at the deal; one on top from the opening (missed: drawn); a change
// at (21) holds from the next night.

const name = (id: string) => ruleset121.roles[id]?.name ?? id;
const table = (swap: Record<string, string> = {}) => tableWith({ 民C: '变脸者', 民B: '通灵师', ...swap });

describe('变脸者 变脸', () => {
  it('随机抽取三个未出场的村民阵营身份作为变脸者底牌: drawn (an event), told, none dealt', () => {
    const g = table();
    const cards = drawn<string[]>(g, 'face_changer');
    expect(cards).toHaveLength(3);
    const dealt = g.state.chars.map((c) => c.role);
    for (const id of cards) {
      expect(ruleset121.roles[id]?.faction).toBe('village');
      expect(dealt).not.toContain(id);
    }
    expect(g.notes('民C')).toContain(`变脸：你的三张底牌为 ${cards.map(name).join('、')}。`);
  });

  it('选择任意一张底牌置顶并使用技能: the top card\u2019s skill is his; 被通灵验为置顶身份', () => {
    const g = table();
    const [first] = drawn<string[]>(g, 'face_changer');
    opening(g, () => g.act('民C', '变脸', [], name(first as string)));
    expect(g.notes('民C')).toContain(`变脸：你将【${name(first as string)}】置顶。`);
    night(g, { n60: () => g.act('民B', '通灵', ['民C']) });
    expect(g.notes('民B')).toContain(`通灵：民C 的身份为【${name(first as string)}】。`);
  });

  it('被石像鬼验为置顶身份', () => {
    const g = table({ 狼C: '石像鬼' });
    const [first] = drawn<string[]>(g, 'face_changer');
    opening(g, () => g.act('民C', '变脸', [], name(first as string)));
    night(g, { n40: () => g.act('狼C', '查验', ['民C']) });
    expect(
      g.notes('狼C').some((n) => n.startsWith(`查验：民C 的初始身份为【${name(first as string)}】`)),
    ).toBe(true);
  });

  it('游戏日夜晚…置顶: another card put on top at night holds from the next night', () => {
    const g = table();
    const [first, second] = drawn<string[]>(g, 'face_changer') as [string, string];
    opening(g, () => g.act('民C', '变脸', [], name(first)));
    night(g, { n60: () => g.act('民C', 'face_change', [], name(second)) });
    expect(g.notes('民C')).toContain(`变脸：你将【${name(second)}】置顶。`);
    day(g);
    night(g, { n60: () => g.act('民B', '通灵', ['民C']) });
    expect(g.notes('民B')).toContain(`通灵：民C 的身份为【${name(second)}】。`);
  });

  it('missed at the opening, the top card is drawn (an event)', () => {
    const g = table();
    opening(g);
    expect(g.notes('民C').some((n) => n.startsWith('变脸：你将【'))).toBe(true);
  });

  it('使用技能: a night skill of the top card is his; one of a card below is not', () => {
    const g = table();
    const cards = drawn<string[]>(g, 'face_changer');
    const nightSkill = (id: string) =>
      ruleset121.roles[id]?.skills.find(
        (k) => k.kind === 'night' && k.targets.max >= 1 && k.targets.among === 'alive',
      );
    const top = cards.find((id) => nightSkill(id)) as string;
    const below = cards.find(
      (id) => id !== top && nightSkill(id) && nightSkill(id)?.id !== nightSkill(top)?.id,
    );
    opening(g, () => g.act('民C', '变脸', [], name(top)));
    const sk = nightSkill(top);
    expect(sk).toBeTruthy();
    if (below)
      expect(g.actFails('民C', nightSkill(below)?.id as string, ['狼A']).code).toBe('NOT_YOUR_SKILL');
    g.closeTo(sk?.timing?.window ?? 'n60');
    g.act('民C', sk?.id as string, ['狼A']);
    expect(g.state.actions.some((a) => a.actor === '民C' && a.skill === sk?.id)).toBe(true);
  });
});

// 机械狼 学习 (l.339): 变脸者，会通知机械你复制了变脸，技能随着变脸者选择置顶而变，但必须在下一个夜晚才能使用.
describe('机械狼 学习 变脸者 (l.339)', () => {
  // cards whose 机械 version is a one-target night skill of the n60 window, usable on anyone
  const simple = [
    'medium',
    'fox',
    'penguin',
    'raven',
    'stalker',
    'moon_girl',
    'apothecary',
    'saintess',
    'baker',
  ];
  const skillOf = (id: string) =>
    ruleset121.roles[id]?.learnable?.skills?.[0] as { id: string; name: string };
  /** A deal (seed found by search) whose three cards hold two of `simple`: a, b. */
  const deal = () => {
    for (let i = 1; i < 300; i++) {
      const g = Game.create({ ...TABLE12, 民C: '变脸者', 狼C: '机械狼' }, { seed: `face-${i}` });
      g.start(SEATS12);
      const [a, b] = drawn<string[]>(g, 'face_changer').filter((id) => simple.includes(id));
      if (a && b) return { g, a, b };
    }
    throw new Error('no deal with two simple cards');
  };
  const learnt = () => {
    const d = deal();
    opening(d.g, () => {
      d.g.act('民C', '变脸', [], name(d.a));
      d.g.act('狼C', '学习', ['民C']);
    });
    return d;
  };
  const resolved = (g: Game) =>
    g.log.flatMap((e) =>
      e.type === 'ActionsResolved' ? e.data.actions.map((x) => `${x.actor}<${x.skill}>`) : [],
    );

  it('会通知机械你复制了变脸: told at the learning, and told the card on top', () => {
    const { g, a } = learnt();
    expect(g.notes('狼C')).toContain(
      '学习：你复制了变脸者。你的技能随着变脸者选择置顶的底牌而变，在下一个夜晚才能使用。',
    );
    expect(g.notes('狼C')).toContain(
      `变脸：变脸者将【${name(a)}】置顶，你的技能随之而变（下一个夜晚起可以使用）。`,
    );
  });

  it('技能随着变脸者选择置顶而变: the top card’s 机械 skill is his, another card’s is not', () => {
    const { g, a, b } = learnt();
    g.closeTo('n60');
    expect(g.actFails('狼C', skillOf(b).name, ['民A']).code).toMatch(/SKILL|UNKNOWN/);
    g.act('狼C', skillOf(a).name, ['民A']);
    g.closeNight();
    expect(resolved(g)).toContain(`狼C<${skillOf(a).id}>`);
  });

  it('但必须在下一个夜晚才能使用: the 变脸者 puts another on top at night — his skill follows from the next night', () => {
    const { g, a, b } = learnt();
    g.closeTo('n60');
    g.act('民C', 'face_change', [], name(b));
    expect(g.actFails('狼C', skillOf(b).name, ['民A']).code).toMatch(/SKILL|UNKNOWN/);
    g.closeNight();
    expect(g.notes('狼C')).toContain(
      `变脸：变脸者将【${name(b)}】置顶，你的技能随之而变（下一个夜晚起可以使用）。`,
    );
    day(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', skillOf(a).name, ['民A']).code).toMatch(/SKILL|UNKNOWN/);
    g.act('狼C', skillOf(b).name, ['民A']);
    g.closeNight();
    expect(resolved(g)).toContain(`狼C<${skillOf(b).id}>`);
  });
});
