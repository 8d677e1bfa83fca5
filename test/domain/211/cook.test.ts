import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211, tallyOf } from './table';

// [211] file 001 【能臣异士】12 厨娘（女）④ (l.286–294):
//   迷魂饭[深夜][指定][1] —— 结算目标永久获得[迷魂]。
//   大补饭[深夜][指定][1] —— 若结算目标持有次数技能，目标将立刻收到通知，目标可以选择自己其中一个次数技能，其次数增加1。若结算目标不持有次数技能，发动者收到
//   通知，其[迷魂饭]+1。
//   怀孕技能[指定][夜晚][1] —— 若结算目标持有限定技能，目标将立刻收到通知，目标可以选择自己其中一个限定技能，其限定刷新。…其[迷魂饭]+1。

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '宫']);
const table = (more: Record<string, string> = {}) => table211({ ...NO_EMPEROR, 婆: '厨娘', ...more });

describe('厨娘 迷魂饭', () => {
  it('永久获得[迷魂] (told): the vote counts 0; 迷魂药 (the order table’s name) is the same', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('婆', '迷魂药', ['宫']) });
    expect(g.notes('宫')).toContain('你获得了[迷魂]状态，永久有效。');
    day(g, { 宫: '狼A' });
    expect(tallyOf(g, 2).狼A ?? 0).toBe(0);
  });
});

describe('厨娘 大补饭', () => {
  it('持有次数技能: the target is told and chooses one — 大将军’s 征战 [3] gets a 4th use', () => {
    const g = table({ 道: '大将军' });
    night(g, {
      午夜: calm(g),
      深夜1: () => g.act('婆', '大补饭', ['道']),
      深夜2: () => g.act('道', '征战', ['宫']),
    });
    expect(g.notes('道')).toContain('大补饭：你可以选择自己其中一个次数技能，其次数增加1（<次数增加>）。');
  });

  it('…chosen while the night lasts: the extra use is there the next night', () => {
    const g = table({ 道: '大将军' });
    g.closeTo('深夜1');
    g.act('婆', '大补饭', ['道']);
    g.close(); // 深夜1 closes: 道 is told and may choose
    g.act('道', '次数增加', [], '征战');
    g.act('道', '征战', ['宫']); // 3 − 3
    night(g);
    day(g);
    g.closeTo('深夜2');
    g.act('道', '征战', ['狼A']);
  });

  it('不持有次数技能: the cook is told, 迷魂饭 +1 (twice in all)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: () => g.act('婆', '大补饭', ['宫']) });
    expect(g.notes('婆')).toContain('宫 没有可加的技能：你的[迷魂饭]+1。');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('婆', '迷魂饭', ['宫']) });
    day(g);
    g.closeTo('深夜1');
    g.act('婆', '迷魂饭', ['嫔']);
  });
});

describe('厨娘 怀孕技能', () => {
  it('持有限定技能: the target refreshes one (禁卫军’s 皇城戒严 again)', () => {
    const g = table211({ 婆: '厨娘', 道: '禁卫军' });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      午夜: calm(g),
      凌晨1: () => g.act('道', '皇城戒严'),
    });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: calm(g),
      深夜1: () => g.act('婆', '怀孕技能', ['道']),
    });
    expect(g.notes('道')).toContain('怀孕技能：你可以选择自己其中一个限定技能，其限定刷新（<限定刷新>）。');
  });
});
