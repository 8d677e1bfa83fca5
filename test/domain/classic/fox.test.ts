import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 狐狸 (l.49): 每天晚上狐狸选择三个连续的活着的玩家，上帝将告知狐狸这三个人中是否有狼。若有，则狐狸在下一晚仍然可以使用此技能；若
//   没有，则狐狸将失去此能力。

// seats in this order, circular: 狐 民A 狼A 民B 预 民C 狼B 巫
const TABLE = {
  狐: '狐狸',
  民A: '村民',
  狼A: '狼人',
  民B: '村民',
  预: '预言家',
  民C: '村民',
  狼B: '狼人',
  巫: '女巫',
};

describe('狐狸 (file 003 l.49)', () => {
  it('l.49 若有，则狐狸在下一晚仍然可以使用此技能', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狐', '嗅探', ['民A']) });
    expect(g.notes('狐')).toContain('嗅探：民A 与其左右相邻的三人中有狼。');
    g.close();
    night(g, { n60: () => g.act('狐', '嗅探', ['预']) });
    expect(g.notes('狐')).toContain('嗅探：预 与其左右相邻的三人中没有狼，你失去了此能力。');
  });

  it('l.49 若没有，则狐狸将失去此能力', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狐', '嗅探', ['预']) });
    g.close();
    night(g, { n60: () => expect(g.actFails('狐', '嗅探', ['民A']).code).toBe('SKILL_USED_UP') });
  });
});
