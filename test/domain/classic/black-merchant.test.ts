import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 黑市商人 (l.56): 技能只能发动一次。黑市商人可以在某一天夜晚选择一名玩家，并指定【预言家的验人，女巫的毒药，猎人的枪】这三种能力中的一个。若
//   被选中的玩家为好人，则该玩家从当天天亮后拥有黑市商人给予的额外技能，并且不影响该玩家原有技能的使用；若被选中的玩家为狼人，则黑市商人立刻死亡。黑市商人选择
//   目标后，上帝需要告知该玩家获得的技能，但这个信息不会被别的玩家知道。

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  商: '黑市商人',
  巫: '女巫',
  预: '预言家',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

describe('黑市商人 (file 003 l.56)', () => {
  it('l.56 好人…从当天天亮后拥有…额外技能 (验人), 不影响该玩家原有技能; 上帝需要告知该玩家获得的技能; 只能发动一次', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('商', '交易', ['巫'], '验人');
        // not before dawn
        expect(g.actFails('巫', '验人', ['狼A']).code).toBe('NOT_YOUR_SKILL');
      },
    });
    expect(g.notes('巫')).toContain('黑市商人给予你额外技能：验人（从今天天亮后可用）。');
    expect(g.notes('民A').join()).not.toContain('黑市');
    g.close();
    night(g, {
      n60: () => {
        g.act('巫', '验人', ['狼A']);
        g.act('狼A', '杀人', ['民A']);
        expect(g.actFails('商', '交易', ['民B']).code).toBe('SKILL_USED_UP');
      },
      n90: () => g.act('巫', '毒药', ['狼B']),
    });
    expect(g.notes('巫')).toContain('验人：狼A 是坏人（狼人）。');
    expect(g.alive('狼B')).toBe(false);
  });

  it('l.56 若被选中的玩家为狼人，则黑市商人立刻死亡 (that night; the wolf gets nothing)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('商', '交易', ['狼A'], '毒药') });
    expect(g.alive('商')).toBe(false);
    expect(g.notes('狼A').join()).not.toContain('黑市');
    g.close();
    night(g, { n60: () => expect(g.actFails('狼A', '毒药', ['预']).code).toBe('NOT_YOUR_SKILL') });
  });

  it('l.56 女巫的毒药: one bottle from the next night', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('商', '交易', ['民A'], '毒药') });
    g.close();
    night(g, { n60: () => g.act('民A', '毒药', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
    g.close();
    night(g, { n60: () => expect(g.actFails('民A', '毒药', ['狼B']).code).toBe('SKILL_USED_UP') });
  });

  it("l.56 猎人的枪: on the 猎人's terms (voted out: he shoots; poisoned: he cannot, l.25)", () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('商', '交易', ['民A'], '枪') });
    g.votes({ 狼A: '民A', 狼B: '民A', 民B: '民A' });
    g.close();
    expect(g.alive('民A')).toBe(false);
    g.act('民A', '枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
    const h = classic(TABLE);
    noElection(h);
    night(h, { n60: () => h.act('商', '交易', ['民A'], '枪') });
    h.close();
    night(h, { n90: () => h.act('巫', '毒药', ['民A']) });
    expect(h.alive('民A')).toBe(false);
    expect(h.actFails('民A', '枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });
});
