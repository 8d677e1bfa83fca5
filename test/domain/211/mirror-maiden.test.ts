import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【皇帝心腹】4 魔镜少女⑦ (l.216–220):
//   问镜[深夜][指定] —— 选择范围：任意数量名角色，并设定一个表面身份检索条件（如：村民阵营，任意身份，不带刀，也可以是任意阵营，赤狼，任意带刀等）
//   结算效果：如果结算目标中有符合检索条件的角色，则反馈[随机一名符合条件的结算目标马甲名]，若没有，则无反馈。
//   怀孕技能[强制] —— [问镜]还会额外反馈[有多少数量的结算目标符合条件]。

const calm = (g: Game) => () => g.act('贵', '宠溺', ['宫']);
const table = () => table211({ ...NO_EMPEROR, 婆: '魔镜少女' });
const ask = (g: Game, targets: string[], cond: string) => () => g.act('婆', '问镜', targets, cond);

describe('魔镜少女 问镜', () => {
  it('a faction condition: the one matching settled target is named', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: ask(g, ['嫔', '狼A', '宫'], '狼人阵营，任意身份，任意带刀') });
    expect(g.notes('婆')).toContain('问镜：狼A。');
  });

  it('a role condition (身份: 狼人) and 不带刀', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: ask(g, ['嫔', '狼A'], '狼人') });
    expect(g.notes('婆')).toContain('问镜：狼A。');
    const h = table();
    night(h, {
      午夜: calm(h),
      深夜1: () => h.act('婆', '问镜', ['嫔', '狼A'], '任意阵营，任意身份，不带刀'),
    });
    expect(h.notes('婆')).toContain('问镜：嫔。');
  });

  it('随机一名符合条件的: one of the matching, drawn (an event in the log)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: ask(g, ['狼A', '狼B', '嫔'], '狼人阵营') });
    const hit = g.notes('婆').filter((n) => n.startsWith('问镜：'));
    expect(hit).toHaveLength(1);
    expect(['问镜：狼A。', '问镜：狼B。']).toContain(hit[0]);
    expect(g.log.some((e) => e.type === 'RandomDrawn')).toBe(true);
  });

  it('若没有，则无反馈', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: ask(g, ['嫔', '宫'], '狼人阵营') });
    expect(g.notes('婆').join('\n')).not.toMatch(/问镜/);
  });

  it('an unreadable condition is refused (nothing recorded)', () => {
    const g = table();
    g.closeTo('深夜1');
    const r = g.run({
      type: 'SubmitAction',
      actor: '婆',
      skill: '问镜',
      targets: ['嫔'],
      choice: '会飞的',
      pass: false,
    });
    expect(r.ok).toBe(false);
  });

  it('怀孕技能: also the number of matching settled targets', () => {
    const g = table211({ 婆: '魔镜少女' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['婆']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: calm(g),
      深夜1: () => g.act('婆', '问镜', ['狼A', '狼B', '嫔'], '狼人阵营'),
    });
    expect(g.notes('婆')).toContain('问镜：符合条件的结算目标有 2 名。');
    expect(g.notes('婆').filter((n) => /^问镜：狼[AB]。$/.test(n))).toHaveLength(1);
  });
});
