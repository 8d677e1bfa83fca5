import { describe, expect, it } from 'vitest';
import { createFails, night } from './given';
import { day, TABLE12, tableWith } from './tables';

// [121] 狼人阵营 19 养殖者 (file 000 l.278–282):
//   养殖者与其他狼人互知共群，有养殖者必有肉猪。杀人。
//   养殖 <强制>——游戏开始时，养殖者获知肉猪的马甲。
//   精明 —— 当肉猪出局时，养殖者将得知当夜不包括狼队有多少角色发动了技能【包括被动】，并可查验一名玩家的表面身份。
// Readings (the role file): 当夜 = the night the pig goes out in, or the night of the day he is voted out; counted when
// that night resolves; the check is a right until that day closes.

const table = () => tableWith({ 狼C: '养殖者', 民C: '肉猪' });
const count = (g: ReturnType<typeof table>) => g.notes('狼C').filter((n) => n.startsWith('精明：肉猪出局'));

describe('养殖者', () => {
  it('与其他狼人互知共群 (l.279): his 杀人 is the pack\u2019s', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('有养殖者必有肉猪 (l.279): a table with 养殖者 and no 肉猪 is refused', () => {
    expect(createFails({ ...TABLE12, 狼C: '养殖者' }).code).toBe('SETUP_CONSTRAINT');
  });

  it('养殖<强制> (l.281): told the 肉猪\u2019s name at the deal', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('养殖：肉猪是 民C。');
  });

  it('精明 (l.282): the pig out by night, told how many outside the pack used a skill that night, then checks a surface role', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('预', '预言', ['狼A']);
        g.act('狼B', '杀人', ['民A']);
      },
      n90: () => g.act('巫', '毒药', ['民C']),
    });
    expect(g.alive('民C')).toBe(false);
    const one = count(g);
    expect(one).toHaveLength(1);
    const n = Number(one[0]?.match(/有 (\d+) 名/)?.[1]);
    // the seer and the witch acted (her 通灵 is hers too), the pack's 杀人 is not counted
    expect(n).toBeGreaterThanOrEqual(2);
    g.act('狼C', '精明', ['预']);
    expect(g.notes('狼C')).toContain('精明：预 的表面身份为【预言家】。');
  });

  it('精明: 不包括狼队 and one more acting character counts one more', () => {
    const base = table();
    night(base, { n60: () => base.act('预', '预言', ['狼A']), n90: () => base.act('巫', '毒药', ['民C']) });
    const more = table();
    night(more, {
      n40: () => more.act('守', '守护', ['民A']),
      n60: () => {
        more.act('预', '预言', ['狼A']);
        more.act('狼A', '冲锋', ['民B']);
      },
      n90: () => more.act('巫', '毒药', ['民C']),
    });
    const n = (g: ReturnType<typeof table>) => Number(count(g)[0]?.match(/有 (\d+) 名/)?.[1]);
    expect(n(more)).toBe(n(base) + 1);
  });

  it('精明: the pig voted out, that day\u2019s night is counted when it resolves', () => {
    const g = table();
    night(g);
    day(g, { 狼A: '民C', 狼B: '民C', 狼C: '民C', 预: '民C' });
    expect(g.alive('民C')).toBe(false);
    expect(count(g)).toHaveLength(0);
    night(g, { n60: () => g.act('预', '预言', ['狼A']) });
    expect(count(g)).toHaveLength(1);
    g.act('狼C', '精明', ['巫']);
    expect(g.notes('狼C')).toContain('精明：巫 的表面身份为【女巫】。');
  });

  it('精明 is once, and lapses with the day: the next night it is refused', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['民C']) });
    day(g);
    expect(g.actFails('狼C', '精明', ['预']).code).toBeTruthy();
  });

  it('精明 only when the pig goes out: another out tells nothing', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(count(g)).toHaveLength(0);
  });
});
