import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 篇二 2、发言规则 (l.74–78): (2) 第一天白天发言从警长左边（或右边）开始，警长最后发言。第二天换手，以此类推。(3) 如果没有警长，则从最后一个
//   死者左边（或右边）开始发言。

const TABLE = { 狼A: '狼人', 狼B: '狼人', 预: '预言家', 民A: '村民', 民B: '村民', 民C: '村民' };

describe('发言顺序 (file 003 篇二 2、发言规则)', () => {
  it('(2) 从警长左边开始，警长最后发言; 第二天换手', () => {
    const g = classic(TABLE);
    g.stand('民A');
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    expect(g.lastAnnouncement()).toContain(
      '发言顺序：从警长 民A 左边开始，警长最后发言：民B、狼A、狼B、预、民A。',
    );
    g.close();
    night(g, {});
    expect(g.lastAnnouncement()).toContain(
      '发言顺序：从警长 民A 右边开始，警长最后发言：预、狼B、狼A、民B、民A。',
    );
  });

  it('(3) 如果没有警长，则从最后一个死者左边开始发言', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.lastAnnouncement()).toContain(
      '发言顺序：没有警长，从最后一个死者 民A 左边开始：民B、民C、狼A、狼B、预。',
    );
  });
});
