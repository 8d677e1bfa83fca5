import { describe, expect, it } from 'vitest';
import { elect, night, table } from './given';

// [tieba] file 002 行动时限 (l.153): 夜晚预言家、女巫、医生、乌鸦、纵火者、狼人/狼王/赤狼/黑情侣、花蝴蝶可以发动技能。在关门时间段，需要强制
// 发动技能，但未与法官取得联系，且提前未与法官说明自己的在线情况者，将记作黄牌。

const yellows = (g: ReturnType<typeof table>, name: string) => g.state.cards?.[name]?.yellow ?? 0;

describe('tieba 未与法官取得联系 → 黄牌, one per player', () => {
  it('the witch who neither used nor declined 救药 or 毒药 gets one yellow naming both', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民D']) });
    expect(yellows(g, '巫')).toBe(1);
    expect(g.notes('巫')).toContain(
      '巫 被判罚黄牌（理由：第1夜需要发动救药、毒药，但在时限内未与法官取得联系）。',
    );
  });

  it('using or declining one of one’s skills is contact: 狼王 whose pack killed, 女巫 who declined 毒药 only, get none', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民D']), witch: () => g.pass('巫', '毒药') });
    expect(yellows(g, '狼王')).toBe(0);
    expect(yellows(g, '巫')).toBe(0);
    expect(yellows(g, '预')).toBe(1);
  });
});
