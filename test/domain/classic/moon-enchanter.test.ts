import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 操纵月亮的女孩 (l.46–47): 每晚月女（简称）可指定一名玩家，该玩家夜里可以使用能力，但无效。若指定了狼人，则该狼人晚上杀人杀不死，若此时
//   场上还有别的狼人则狼人依然可以杀死目标，若仅剩这一只狼人，则狼队无法杀死人。被指定的玩家不知道自己失去了能力，因此如果他们使用了有次数限制的能力（例如女巫
//   的药，种狼的感染），那么这次能力将被浪费且不会重置。月女不可以连续2晚指定同一个人。
// [classic] file 003 蛊惑师 (l.48): 每天晚上蛊惑师可以蛊惑一名玩家，若蛊惑师因任何原因死在夜里，则被蛊惑的人代替蛊惑师死亡。蛊惑师不可以连续2晚蛊惑同一个人。
//   守卫 (l.33): …抑或是被守护的人因蛊惑师而死，均会导致被守护的人立刻死亡。

describe('操纵月亮的女孩 (file 003 l.46–47)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    月: '操纵月亮的女孩',
    巫: '女巫',
    预: '预言家',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };

  it('l.46 该玩家夜里可以使用能力，但无效; l.47 有次数限制的能力…将被浪费且不会重置; 不知道自己失去了能力', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('月', '操纵', ['巫']), n90: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.alive('狼A')).toBe(true);
    expect(g.notes('巫').join()).not.toContain('操纵');
    g.close();
    night(g, { n90: () => expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_USED_UP') });
  });

  it('l.46 若此时场上还有别的狼人则狼人依然可以杀死目标', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('月', '操纵', ['狼A']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(false);
  });

  it('l.46 若仅剩这一只狼人，则狼队无法杀死人', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    g.close();
    night(g, {
      n60: () => {
        g.act('月', '操纵', ['狼A']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(true);
  });

  it('l.47 月女不可以连续2晚指定同一个人', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('月', '操纵', ['预']) });
    g.close();
    night(g, { n60: () => expect(g.actFails('月', '操纵', ['预']).code).toBe('SAME_TARGET_AS_LAST_NIGHT') });
  });
});

describe('蛊惑师 (file 003 l.48)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    蛊: '蛊惑师',
    巫: '女巫',
    守: '守卫',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };

  it("l.48 若蛊惑师因任何原因死在夜里，则被蛊惑的人代替蛊惑师死亡 (the pack's kill, the poison)", () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('蛊', '蛊惑', ['民A']);
        g.act('狼A', '杀人', ['蛊']);
      },
    });
    expect(g.alive('蛊')).toBe(true);
    expect(g.alive('民A')).toBe(false);
    g.close();
    night(g, { n60: () => g.act('蛊', '蛊惑', ['民B']), n90: () => g.act('巫', '毒药', ['蛊']) });
    expect(g.alive('蛊')).toBe(true);
    expect(g.alive('民B')).toBe(false);
  });

  it('l.33 被守护的人因蛊惑师而死…均会导致被守护的人立刻死亡', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('蛊', '蛊惑', ['民A']);
        g.act('守', '守护', ['民A']);
        g.act('狼A', '杀人', ['蛊']);
      },
    });
    expect(g.alive('民A')).toBe(false);
  });

  it('l.48 死在夜里 only: voted out by day, he goes out himself', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('蛊', '蛊惑', ['民A']) });
    g.votes({ 民B: '蛊', 民C: '蛊', 狼A: '蛊' });
    g.close();
    expect(g.alive('蛊')).toBe(false);
    expect(g.alive('民A')).toBe(true);
  });

  it('l.48 蛊惑师不可以连续2晚蛊惑同一个人', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('蛊', '蛊惑', ['民A']) });
    g.close();
    night(g, { n60: () => expect(g.actFails('蛊', '蛊惑', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT') });
  });
});
