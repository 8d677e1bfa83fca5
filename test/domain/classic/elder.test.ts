import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 长老（村长）(l.34): 有2条命，狼人第一次杀他不会死，要杀2次才会死，但村长若是被好人杀死，例如投票出局、女巫毒药、猎人枪毙和情侣殉情等，
//   只有一条命，同时若村长死于好人手中，所有拥有能力的好人失去能力，成为了普通村民。（如果白痴玩家已经发动技能，那么他会立刻死亡或失去插话功能；若村长死于
//   情侣殉情不会使好人失去技能）

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  老: '长老',
  预: '预言家',
  巫: '女巫',
  白: '白痴',
  民A: '村民',
  民B: '村民',
};

describe('长老 (file 003 l.34)', () => {
  it('l.34 有2条命，狼人第一次杀他不会死，要杀2次才会死', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['老']) });
    expect(g.alive('老')).toBe(true);
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['老']) });
    expect(g.alive('老')).toBe(false);
  });

  it('l.34 村长若是被好人杀死（女巫毒药）只有一条命', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['老']) });
    expect(g.alive('老')).toBe(false);
  });

  it('l.34 若村长死于好人手中，所有拥有能力的好人失去能力，成为了普通村民', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 民A: '老', 民B: '老' });
    g.close();
    expect(said(g)).toContain('长老 老 死于好人手中，所有拥有能力的好人失去能力，成为普通村民。');
    night(g, {
      n60: () => expect(g.actFails('预', '查验', ['狼A']).code).toBe('SKILL_USED_UP'),
      n90: () => expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_USED_UP'),
    });
  });

  it('l.34 如果白痴玩家已经发动技能，那么他会立刻死亡', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 狼A: '白', 狼B: '白' });
    g.close();
    expect(g.alive('白')).toBe(true);
    night(g, {});
    g.votes({ 民A: '老', 民B: '老' });
    g.close();
    expect(g.alive('白')).toBe(false);
  });

  it('l.34 若村长死于情侣殉情不会使好人失去技能', () => {
    const g = classic({ ...TABLE, 丘: '丘比特' });
    g.act('丘', '连情侣', ['老', '民A']);
    g.close();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('老')).toBe(false);
    g.close();
    night(g, { n60: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('预')).toContain('查验：狼A 是坏人（狼人）。');
  });
});
