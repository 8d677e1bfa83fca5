import { describe, expect, it } from 'vitest';
import { createFails, morningOf, night } from './given';
import { nextNight, TABLE12, tableWith } from './tables';

// [121] 狼人阵营 9 狼兄, 10 狼弟 (l.228–233):
//   狼兄与狼人互知共群，与狼弟互知不共群，有狼兄必有狼弟。 杀人——…
//   狼弟与狼兄互知不共群，有狼弟必有狼兄。继承〈限定〉 ——狼兄出局后的游戏日夜晚，可额外进行一次指杀。继承发动前，狼弟被查验反馈【非狼人阵营】，
//   继承发动后反馈【狼人阵营】。
//   回家〈限定〉〈强制〉—— 狼兄出局后的游戏日夜晚，无论继承是否发动成功，狼弟均可进入狼群。
// 总体流程 3 (13) 狼弟<继承>、<回家> before 狼人<杀人>; (22) 狼弟<继承> settles first; 行动时限: 狼弟 关门四十分钟内 (n40).

const table = () => tableWith({ 狼B: '狼兄', 狼C: '狼弟' });

describe('狼兄 / 狼弟', () => {
  it('有狼兄必有狼弟 / 有狼弟必有狼兄 (l.228, l.232): either dealt alone is refused at the deal', () => {
    expect(createFails({ ...TABLE12, 狼B: '狼兄' }).code).toBe('SETUP_CONSTRAINT');
    expect(createFails({ ...TABLE12, 狼C: '狼弟' }).code).toBe('SETUP_CONSTRAINT');
    expect(createFails({ ...TABLE12, 狼C: '狼弟' }).message).toContain('狼兄');
  });

  it('狼兄与狼人互知共群，与狼弟互知不共群', () => {
    const g = table();
    expect(g.notes('狼B')).toContain('你的狼队友：狼A。');
    expect(g.notes('狼B')).toContain('狼弟：狼C。');
    expect(g.notes('狼C')).toContain('狼兄：狼B。');
    expect(g.notes('狼C').join('\n')).not.toMatch(/狼队友/);
  });

  it('狼弟…不共群: no 杀人 while 狼兄 is in (NOT_YOUR_SKILL)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('继承发动前，狼弟被查验反馈【非狼人阵营】', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['狼C']) });
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<非狼人阵营>。');
  });

  it('继承〈限定〉: not before 狼兄 is out (SKILL_NOT_USABLE)', () => {
    const g = table();
    expect(g.actFails('狼C', '继承', ['民A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('狼兄出局后的游戏日夜晚，可额外进行一次指杀; 继承发动后反馈【狼人阵营】', () => {
    const g = table();
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    night(g, {
      n40: () => g.act('狼C', '继承', ['民B']),
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('预', '预言', ['狼C']);
      },
    });
    // (22): 狼弟<继承> settles before the pack's 杀人
    expect(morningOf(g, 3)).toContain('昨夜出局：民B、民A。');
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<狼人阵营>。');
    nextNight(g);
    expect(g.actFails('狼C', '继承', ['民C']).code).toBe('SKILL_USED_UP');
  });

  it('回家〈强制〉: 狼兄出局后, 狼弟 enters the pack — told, and he may submit its 杀人 that night', () => {
    const g = table();
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    expect(g.notes('狼C')).toContain('你的狼队友：狼A。');
    expect(g.notes('狼A')).toContain('你的狼队友：狼C。');
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['狼B', '民A']);
  });

  it('回家 after a night out: 狼兄 killed at night, 狼弟 is in the pack the next night', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['狼B']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['狼B', '民A']);
  });
});
