import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] 【诸侯】9 五毒宗主（男）（50） (file 001 l.825–829):
//   传播瘟疫[早夜][指定]——选择范围：任意一名角色。结算效果：结算目标获得[漏洞]状态。
//   瘟疫爆发[深夜][指定][限定]——选择范围：所有持有[漏洞]状态的角色。结算效果：对所有结算目标造成[致死伤害]。
// 胜 13、瘟神：场上未持有[漏洞]状态的存活角色不大于因[瘟疫爆发]而出局的角色 (l.1003; 瘟神 is 五毒宗主's old name, the
// order table's 五毒教主). 行动顺序总集 早夜2 五毒教主 传播瘟疫, 深夜2 五毒教主 瘟疫爆发 (l.1067, l.1107).

const table = () => table211({ ...NO_EMPEROR, 道: '五毒宗主' });
const bug = (g: ReturnType<typeof table>, t: string) =>
  g.ok({
    type: 'MakeRuling',
    ruling: { kind: 'status', target: t, status: '漏洞', op: 'apply', reason: '测试' },
  });
const has = (g: ReturnType<typeof table>, n: string, id: string) =>
  g.state.chars.find((c) => c.name === n)?.statuses.some((s) => s.id === id) ?? false;

describe('五毒宗主', () => {
  it('a faction of its own (诸侯)', () => {
    expect(table().state.chars.find((c) => c.name === '道')?.faction).toBe('five_poison_master');
  });

  it('传播瘟疫: 结算目标获得[漏洞]状态 — not told (not one of the statuses 角色会得知)', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('道', '传播瘟疫', ['嫔']) });
    expect(has(g, '嫔', 'bug')).toBe(true);
    expect(g.notes('嫔').join('\n')).not.toContain('漏洞');
  });

  it('瘟疫爆发: 对所有持有[漏洞]状态的角色造成[致死伤害] — through [坚韧]; those without stay', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('道', '传播瘟疫', ['嫔']) });
    day(g);
    night(g, {
      早夜2: () => g.act('道', '传播瘟疫', ['宫']),
      午夜: () => g.act('魔', '黑暗守护', ['宫']),
      深夜2: () => g.act('道', '瘟疫爆发'),
    });
    expect(g.outs()).toEqual(['宫', '嫔']);
  });

  it('[限定]: once (SKILL_USED_UP)', () => {
    const g = table();
    bug(g, '嫔');
    night(g, { 深夜2: () => g.act('道', '瘟疫爆发') });
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('道', '瘟疫爆发').code).toBe('SKILL_USED_UP');
  });

  it('胜：场上未持有[漏洞]状态的存活角色不大于因[瘟疫爆发]而出局的角色 — 6 out by it, 6 left without [漏洞] (a [不死] 嫦娥 keeps hers)', () => {
    const g = table();
    for (const t of ['宫', '嫔', '婆', '娥', '狼A', '狼B', '雪']) bug(g, t);
    night(g, { 深夜2: () => g.act('道', '瘟疫爆发') });
    expect(g.state.winner?.faction).toBe('five_poison_master');
  });

  it('not yet with 5 out by it and 7 left without [漏洞]', () => {
    const g = table();
    for (const t of ['宫', '嫔', '婆', '狼A', '狼B']) bug(g, t);
    night(g, { 深夜2: () => g.act('道', '瘟疫爆发') });
    expect(g.state.status).toBe('running');
  });
});
