import { describe, expect, it } from 'vitest';
import type { RoleDef } from '../../../src/domain/engine/types';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { DEADLINES_211 } from '../../../src/domain/rulesets/211/deadlines';
import { compileDeadlines } from '../../../src/domain/rulesets/compile';
import { NO_EMPEROR, table211 } from './table';

// [211] file 001 l.84: 标明[开局/晨曦/正午/黄昏/夜晚]的，该技能只能在对应的时段发动。
// 行动顺序总集 深夜2: 关门80分钟内，有先后顺序。狼人阵营与其他身份 杀人 — every role's 杀人 is due when 深夜2 closes.

describe('every skill has a window (l.84 该技能只能在对应的时段发动)', () => {
  it('狼人阵营与其他身份 杀人: 噬时狼妃’s 杀人 is due in 深夜2 as a plain 狼人’s, refused at 凌晨1 (WRONG_PHASE)', () => {
    const g = table211(NO_EMPEROR);
    g.closeTo('凌晨1');
    expect(g.actFails('妃', '杀人', ['宫']).code).toBe('WRONG_PHASE');
    expect(g.actFails('狼A', '杀人', ['宫']).code).toBe('WRONG_PHASE');
  });

  it('噬时狼妃’s 杀人 within 深夜2 stands: the target is out in the morning', () => {
    const g = table211(NO_EMPEROR);
    g.closeTo('深夜2');
    g.act('妃', '杀人', ['宫']);
    while (g.state.phase.kind === 'night') g.close();
    expect(g.alive('宫')).toBe(false);
  });

  it('every night skill of 211 has a slot of its 行动时限', () => {
    const slots = new Set(ruleset211.nightWindows.map((w) => w.id));
    for (const r of Object.values(ruleset211.roles))
      for (const k of r.skills)
        if (k.kind === 'night') expect(slots.has(k.timing?.window ?? ''), `${r.name}<${k.name}>`).toBe(true);
  });

  it('the compile step refuses a ruleset in which a night skill has no window', () => {
    const stray: RoleDef = {
      id: 'stray',
      name: '无名氏',
      faction: 'village',
      cite: 'test',
      skills: [
        {
          id: 'stray_check',
          name: '夜探',
          kind: 'night',
          targets: { min: 1, max: 1, self: false, among: 'alive' },
        },
      ],
    };
    expect(() => compileDeadlines(DEADLINES_211, { stray })).toThrow(/无名氏<夜探> has no window/);
    // its own tag (a role file's `window`, from the text's [午夜]) gives it one
    const tagged = {
      ...stray,
      skills: stray.skills.map((k) => ({ ...k, timing: { ...k.timing, window: '午夜' } })),
    };
    expect(compileDeadlines(DEADLINES_211, { stray: tagged }).roles.stray?.skills[0]?.timing?.window).toBe(
      '午夜',
    );
  });

  it('晨曦/正午/黄昏属于白天 (l.85): 黄昏1, 晨曦1 and 晨曦2 are the daytime slots of the night’s table', () => {
    expect(ruleset211.nightWindows.filter((w) => w.daytime).map((w) => w.id)).toEqual([
      '黄昏1',
      '晨曦1',
      '晨曦2',
    ]);
  });
});
