import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211, tallyOf } from './table';

// [211] file 001 【叛皇阵营】10 恶役千金（女）⑦ (l.544–566):
//   礼物[早夜][指定][4] —— 骰点2次后，选择一个除自己外任意一名角色，该技能每晚只能发动1次。第一个骰点为偶数则为坏礼物…奇数则为好礼物，第二个骰点决定内容:
//   1 验人 (好人<预言>/三方<通灵>/狼人 石像鬼<查验>) 2 毒药 3 猎枪 (同猎人的<最后一枪>，可叠加，永久有效) 4 控制 (好人<沉默>/狼人或三方<恐惧>) 5 杀人
//   6 保护 (好人<法式守护>/狼人或三方<深渊>).
//   结算目标在[早夜阶段结束后收到通知，是否打开礼物：不打开 → [迷魂] 持续至下一个夜晚开始；好礼物收下使用，除猎枪外…下一个游戏日白天进入正午阶段时失效；
//   坏礼物 → 来自于恶役千金的[致死伤害]。收礼玩家的选择和礼物信息白天公示，但玩家匿名。
//   礼物制作[早夜 —— …[礼物的次数额外减少1，恶役千金可以无需骰点，直接决定礼物的内容。
//   怀孕技能[强制]——礼物的次数+3
// Seats: 雪 恶役千金 (狼人阵营, not [群内]); [群内] 妃 狼A 狼B; 嫔 嫔妃, 贵 贵妃 (宠溺 every night: calm).

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const table = () => table211({ ...NO_EMPEROR, 雪: '恶役千金' });

/** 雪 makes `content` for `to` (礼物制作); `to` decides (打开 / 不打开 / nothing); the rest of the night as `steps`. */
function gift(
  g: Game,
  to: string,
  content: string,
  decision: '打开' | '不打开' | null,
  steps: Parameters<typeof night>[1] = {},
): void {
  night(g, {
    ...steps,
    早夜1: () => {
      g.act('雪', '礼物', [to], content);
      steps.早夜1?.();
    },
    早夜2: () => {
      if (decision) g.act(to, '打开礼物', [], decision);
      steps.早夜2?.();
    },
    午夜: () => {
      calm(g)();
      steps.午夜?.();
    },
  });
}

describe('恶役千金 礼物', () => {
  it('l.546–548 骰点2次: told as 早夜1 opens; an even first die is a bad gift, an odd one a good gift of the second die', () => {
    const g = table();
    g.closeTo('早夜1');
    const line = g.notes('雪').find((n) => n.startsWith('礼物：今晚的骰点为')) ?? '';
    const [d1, d2] = (line.match(/为 (\d)、(\d)/) ?? []).slice(1).map(Number) as [number, number];
    expect(line).toContain(
      d1 % 2 === 0 ? '坏礼物' : `好礼物：${['验人', '毒药', '猎枪', '控制', '杀人', '保护'][d2 - 1]}`,
    );
    g.act('雪', '礼物', ['宫'], '骰点');
    g.close();
    expect(g.notes('宫')).toContain(
      '你收到了一份礼物，是否打开？（<打开礼物>：打开 / 不打开；凌晨1结束前未选择视为不打开）',
    );
    g.act('宫', '打开礼物', [], '打开');
    night(g, { 午夜: calm(g) });
    if (d1 % 2 === 0) expect(g.outs()).toEqual(['宫']);
    else expect(g.notes('宫').join('\n')).toMatch(/你打开了礼物：好礼物——/);
  });

  it('l.546 除自己外: herself ILLEGAL_TARGET', () => {
    const g = table();
    g.closeTo('早夜1');
    expect(g.actFails('雪', '礼物', ['雪']).code).toBe('ILLEGAL_TARGET');
  });

  it('l.562 如打开为坏礼物，该角色承受[致死伤害] — out in the tally; 公示 有人打开了坏礼物！ (no name)', () => {
    const g = table();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '宫', status: '坚韧', op: 'apply', reason: '测试' },
    });
    gift(g, '宫', '坏礼物', '打开');
    expect(g.outs()).toEqual(['宫']);
    expect(morningOf(g, 2)).toContain('有人打开了坏礼物！');
  });

  it('l.562 如选择不打开 → [迷魂] to the next night: the vote counts 0; 公示 有人拒绝了好礼物！', () => {
    const g = table();
    gift(g, '宫', '毒药', '不打开');
    expect(morningOf(g, 2)).toContain('有人拒绝了好礼物！');
    expect(g.alive('宫')).toBe(true);
    day(g, { 宫: '嫔', 娥: '道' });
    expect(tallyOf(g, 2).嫔 ?? 0).toBe(0);
    expect(tallyOf(g, 2).道).toBe(1);
  });

  it('reading: not decided by the close of 凌晨1 counts as 不打开 — [迷魂], 有人拒绝了坏礼物！, nobody out', () => {
    const g = table();
    gift(g, '宫', '坏礼物', null);
    expect(g.alive('宫')).toBe(true);
    expect(morningOf(g, 2)).toContain('有人拒绝了坏礼物！');
  });

  it('l.550 毒药: opened, the recipient poisons that night (凌晨1); 除猎枪外…下一个正午失效: the next night NOT_YOUR_SKILL', () => {
    const g = table();
    gift(g, '宫', '毒药', '打开', { 凌晨1: () => g.act('宫', '毒药', ['狼A']) });
    expect(g.notes('宫')).toContain('你打开了礼物：好礼物——毒药，获得<毒药>。');
    expect(g.outs()).toEqual(['狼A']);
    expect(morningOf(g, 2)).toContain('有人打开了好礼物！');
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('宫', '毒药', ['狼B']).code).toBe('NOT_YOUR_SKILL');
  });

  it('l.548 验人: 好人 gets <预言> (国师’s), 狼人 gets 石像鬼<查验> (地头蛇’s)', () => {
    const g = table();
    gift(g, '宫', '验人', '打开', { 深夜1: () => g.act('宫', '预言', ['狼A']) });
    expect(g.notes('宫')).toContain('预言：狼A为非村民阵营。');
    const h = table();
    gift(h, '狼A', '验人', '打开', { 午夜: () => h.act('狼A', '查验', ['嫔']) });
    expect(h.notes('狼A')).toContain('查验：嫔为村民阵营，身份是嫔妃。');
  });

  it('l.554 控制: 好人 gets <沉默> — 嫔 silenced, her 诽谤 void; a wolf gets <恐惧>', () => {
    const g = table();
    gift(g, '宫', '控制', '打开', {
      午夜: () => g.act('宫', '沉默', ['嫔']),
      深夜1: () => g.act('嫔', '诽谤', ['狼A']),
    });
    expect(morningOf(g, 2)).not.toMatch(/诽谤/);
    const h = table();
    gift(h, '狼A', '控制', '打开');
    expect(h.notes('狼A')).toContain('你打开了礼物：好礼物——控制，获得<恐惧>。');
  });

  it('l.556 杀人: one <杀人> in 深夜2, beside the wolves’', () => {
    const g = table();
    gift(g, '宫', '杀人', '打开', {
      深夜2: () => {
        g.act('宫', '杀人', ['嫔']);
        g.act('狼A', '杀人', ['婆']);
      },
    });
    expect(g.outs().sort()).toEqual(['婆', '嫔'].sort());
  });

  it('l.558 保护: 好人 gets <法式守护> — the wolves’ kill on the guarded fails; a wolf gets <深渊>', () => {
    const g = table();
    gift(g, '宫', '保护', '打开', {
      午夜: () => g.act('宫', '法式守护', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
    const h = table();
    gift(h, '狼A', '保护', '打开');
    expect(h.notes('狼A').join('\n')).toMatch(/深渊/);
  });

  it('l.558 <深渊> (reading: 魔教教主’s <黑暗守护>, [坚韧] that night): the wolf’s 深渊 on 妃 — a 大将军’s 征战 ([穿透]) fails', () => {
    const g = table211({ ...NO_EMPEROR, 雪: '恶役千金', 道: '大将军' });
    gift(g, '狼A', '保护', '打开', {
      午夜: () => g.act('狼A', '深渊', ['妃']),
      深夜2: () => g.act('道', '征战', ['妃']),
    });
    expect(g.notes('妃').join('\n')).toMatch(/坚韧/);
    expect(g.alive('妃')).toBe(true);
    const h = table211({ ...NO_EMPEROR, 雪: '恶役千金', 道: '大将军' });
    gift(h, '狼A', '保护', '打开', { 深夜2: () => h.act('道', '征战', ['妃']) });
    expect(h.alive('妃')).toBe(false);
  });

  it('l.552 猎枪 永久有效: voted out days later, the recipient shoots at 黄昏1 (义勇军’s <最后一枪>)', () => {
    const g = table();
    gift(g, '宫', '猎枪', '打开');
    day(g);
    night(g, { 午夜: calm(g) });
    day(g, { 狼A: '宫', 狼B: '宫', 妃: '宫' });
    expect(g.alive('宫')).toBe(false);
    g.act('宫', '最后一枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('l.546/564 [4], 礼物制作 counts two: two crafted gifts spend it (SKILL_USED_UP); with one left, crafting is SKILL_NOT_USABLE', () => {
    const g = table();
    gift(g, '宫', '毒药', '不打开');
    day(g);
    gift(g, '宫', '毒药', '不打开');
    day(g);
    g.closeTo('早夜1');
    expect(g.actFails('雪', '礼物', ['宫']).code).toBe('SKILL_USED_UP');
    const h = table();
    gift(h, '宫', '毒药', '不打开');
    day(h);
    gift(h, '宫', '骰点', '不打开');
    day(h);
    h.closeTo('早夜1');
    expect(
      h.fails(
        { type: 'SubmitAction', actor: '雪', skill: '礼物', targets: ['宫'], choice: '毒药' },
        'player:雪',
      ).code,
    ).toBe('SKILL_NOT_USABLE');
    h.act('雪', '礼物', ['宫'], '骰点');
  });

  it('l.566 怀孕技能: 礼物的次数+3 — after the 临幸, two crafted gifts leave three', () => {
    const g = table211({ 雪: '恶役千金' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']), 午夜: calm(g) });
    day(g);
    gift(g, '宫', '毒药', '不打开', { 黄昏1: () => g.act('帝', '临幸', ['娥']) });
    day(g);
    gift(g, '宫', '毒药', '不打开', { 黄昏1: () => g.act('帝', '临幸', ['婆']) });
    day(g);
    gift(g, '宫', '毒药', '不打开', { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
  });
});

describe('恶役千金 PS: 如果有多个夜晚，礼物可以重复使用 (l.564; 嫦娥’s 长夜漫漫, l.~230)', () => {
  /** Day 2 votes 嫦娥 (娥) out: night 2 has the extra round (round 2: 早夜1 … 晨曦1). */
  const longNight = () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, { 狼A: '娥', 狼B: '娥', 妃: '娥' });
    return g;
  };

  it('a good gift opened in the first round is used again in the second (毒药 twice: two out)', () => {
    const g = longNight();
    night(
      g,
      {
        早夜1: () => g.act('雪', '礼物', ['宫'], '毒药'),
        午夜: calm(g),
        凌晨1: () => {
          g.act('宫', '打开礼物', [], '打开');
          g.act('宫', '毒药', ['狼A']);
        },
      },
      { 午夜: calm(g), 凌晨1: () => g.act('宫', '毒药', ['狼B']) },
    );
    expect(g.outs()).toEqual(['娥', '狼A', '狼B']);
    // 除猎枪外的礼物将在下一个游戏日白天进入正午阶段时失效: gone the night after
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('宫', '毒药', ['妃']).code).toBe('NOT_YOUR_SKILL');
  });

  it('she gives a gift in each round (该技能每晚只能发动1次: once a round), each spending the [4]', () => {
    const g = longNight();
    night(
      g,
      { 早夜1: () => g.act('雪', '礼物', ['宫'], '骰点'), 午夜: calm(g) },
      { 早夜1: () => g.act('雪', '礼物', ['嫔'], '骰点'), 午夜: calm(g) },
    );
    for (const n of ['宫', '嫔'])
      expect(g.notes(n)).toContain(
        '你收到了一份礼物，是否打开？（<打开礼物>：打开 / 不打开；凌晨1结束前未选择视为不打开）',
      );
    // two of the [4] spent: two crafted gifts are one too many (SKILL_NOT_USABLE), one is fine
    day(g);
    g.closeTo('早夜1');
    g.act('雪', '礼物', ['宫'], '毒药');
    night(g, { 午夜: () => g.act('贵', '宠溺', ['婆']) });
    day(g);
    g.closeTo('早夜1');
    expect(g.actFails('雪', '礼物', ['宫']).code).toBe('SKILL_USED_UP');
  });
});
