import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【叛皇阵营】15 叛军首领（男）⑧ (l.611–614):
//   身份属性（不是技能）：开局阶段结束后，若叛军首领属于狼人阵营，所有[群内]都知晓叛军首领是谁。
//   起义爆发[强制][指定][早夜][限定]——选择范围：若狼人阵营存活人数不足开局人数的一半，选择任意一名角色。
//   结算效果：发动者获得[群内]标签，结算目标获得[漏洞]并承担[致死伤害]。
//   (行动顺序总集 早夜2 叛军首领<起义>)

// 狼人阵营 at the start: 妃 雪 魔 狼A 狼B (5); [群内]: 妃 狼A
const table = () => table211({ ...NO_EMPEROR, 狼B: '叛军首领' });
const kill = (g: Game, ...names: string[]) => {
  for (const w of names) g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
};
/** Three of the five wolves out: 2 in, fewer than half. */
const low = () => {
  const g = table();
  kill(g, '妃', '雪', '魔');
  expect(g.state.status).toBe('running');
  return g;
};

describe('叛军首领', () => {
  it('l.612 所有[群内]都知晓叛军首领是谁: the [群内] are told, a wolf outside the group (雪妖) is not', () => {
    const g = table();
    expect(g.notes('妃')).toContain('叛军首领：狼B。');
    expect(g.notes('狼A')).toContain('叛军首领：狼B。');
    expect(g.notes('雪').join('\n')).not.toMatch(/叛军首领/);
  });

  it('l.613 若狼人阵营存活人数不足开局人数的一半: with 3 of 5 in, not usable (SKILL_NOT_USABLE)', () => {
    const g = table();
    kill(g, '妃', '雪');
    g.closeTo('早夜2');
    expect(g.actFails('狼B', '起义爆发', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.614 with 2 of 5 in: the target takes [致死伤害] (through [坚韧]) and gets [漏洞]; he gains [群内] and kills with the group that night', () => {
    const g = low();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '宫', status: '坚韧', op: 'apply', reason: '测试' },
    });
    night(g, {
      早夜2: () => g.act('狼B', '起义爆发', ['宫']),
      深夜2: () => g.act('狼B', '杀人', ['嫔']),
    });
    expect(g.alive('宫')).toBe(false);
    expect(g.alive('嫔')).toBe(false);
    expect(morningOf(g, 2)).toMatch(/宫/);
    expect(g.notes('狼B')).toContain('起义爆发：你获得了[群内]标签，入狼群。群内：狼A。');
    expect(g.notes('狼A')).toContain('狼B 获得[群内]标签，入狼群。');
    expect(g.state.chars.find((c) => c.name === '宫')?.statuses.map((s) => s.id)).toContain('bug');
  });

  it('l.613 <限定>: the next night it is used up (SKILL_USED_UP)', () => {
    const g = low();
    night(g, { 早夜2: () => g.act('狼B', '起义爆发', ['宫']) });
    day(g);
    g.closeTo('早夜2');
    expect(g.actFails('狼B', '起义爆发', ['嫔']).code).toBe('SKILL_USED_UP');
  });

  it('l.613 [强制]: not declined (SKILL_NOT_USABLE); missed, a drawn target goes out', () => {
    const g = low();
    g.closeTo('早夜2');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '狼B', skill: '起义爆发', targets: [], pass: true },
        'player:狼B',
      ).code,
    ).toBe('SKILL_NOT_USABLE');
    const before = g.state.chars.filter((c) => c.alive).length;
    night(g);
    expect(g.state.chars.filter((c) => c.alive).length).toBeLessThan(before);
    expect(g.notes('狼B').join('\n')).toMatch(/起义爆发：你获得了\[群内\]标签/);
  });
});
