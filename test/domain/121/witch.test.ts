import { describe, expect, it } from 'vitest';
import type { Game } from './given';
import { electionDay, morningOf, night, ruling, table12 } from './given';

// [121] 村民阵营 2 女巫:
//   通灵<强制> —— 游戏日夜晚，反馈被指杀的角色。
//   救药 —— 游戏日夜晚，女巫可以选择一名角色，对其使用救药。该角色当晚不会因被指杀而出局。<救药>发动后，
//     在该夜晚不可发动技能<毒药>。<救药>使用后，女巫失去技能<救药>。女巫失去<救药>技能后，失去技能<通灵>。
//   毒药 —— 游戏日夜晚，女巫可以选择一名角色，对其使用毒药。该角色在夜晚结束前出局。<毒药>发动后，女巫失去技能
//     <毒药>，且在该夜晚不可发动技能<救药>。
//   补充说明：如果当晚一名角色被多次指杀，女巫的通灵只能收到一次反馈，女巫可看到三方的指杀。
// Not tested here: 女巫可看到三方的指杀 — no third party with a 指杀 is playable in 121 yet.

const spirit = (g: Game) => g.notes('巫').filter((n) => n.startsWith('通灵：'));

/** Day 1 over, night 1 up to the opening of n90 (the witch's window: 关门后一个半小时). */
function toWitchWindow(g: Game, n60: () => void) {
  electionDay(g);
  g.closeTo('n60');
  n60();
  g.close(); // n60 → n90: 通灵
}

describe('女巫 通灵<强制>', () => {
  it('通灵: 反馈被指杀的角色 — when her window opens she learns the wolves\u2019 target', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    expect(spirit(g)).toEqual(['通灵：今晚被指杀的角色是 民A。']);
  });

  it('通灵: every character 指杀\u2019d tonight — the group kill and the 狼王\u2019s 冲锋', () => {
    const g = table12();
    toWitchWindow(g, () => {
      g.act('狼B', '杀人', ['民A']);
      g.act('狼A', '冲锋', ['民B']);
    });
    expect(spirit(g)).toEqual(['通灵：今晚被指杀的角色是 民A、民B。']);
  });

  it('补充说明：如果当晚一名角色被多次指杀，女巫的通灵只能收到一次反馈', () => {
    const g = table12();
    toWitchWindow(g, () => {
      g.act('狼B', '杀人', ['民A']);
      g.act('狼A', '冲锋', ['民A']);
    });
    expect(spirit(g)).toEqual(['通灵：今晚被指杀的角色是 民A。']);
  });

  it('通灵: a night without 指杀 is fed back too', () => {
    const g = table12();
    toWitchWindow(g, () => {});
    expect(spirit(g)).toEqual(['通灵：今晚没有角色被指杀。']);
  });

  it('通灵<强制>: it cannot be declined (SKILL_NOT_USABLE)', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    const e = g.fails(
      { type: 'SubmitAction', actor: '巫', skill: '通灵', targets: [], pass: true },
      'player:巫',
    );
    expect(e.code).toBe('SKILL_NOT_USABLE');
  });

  it('通灵 comes every night while she holds 救药 (毒药 used or not)', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '毒药', ['狼C']);
    toNextWitchWindow(g, () => g.act('狼B', '杀人', ['民B']));
    expect(spirit(g)).toEqual(['通灵：今晚被指杀的角色是 民A。', '通灵：今晚被指杀的角色是 民B。']);
  });
});

/** From the first window of a night to the opening of its n90. */
function fromNightStartToWitchWindow(g: Game, n60: () => void) {
  g.closeTo('n60');
  n60();
  g.close(); // n60 → n90: 通灵
}

/** From the witch's window of night N, through day N+1 (no vote), to the opening of n90 of night N+1. */
function toNextWitchWindow(g: Game, n60: () => void) {
  g.closeNight(); // night N over
  g.close(); // day N+1 over
  fromNightStartToWitchWindow(g, n60);
}

describe('女巫 救药', () => {
  it('救药: 该角色当晚不会因被指杀而出局 — the night is 平安夜', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '救药', ['民A']);
    g.closeNight();
    expect(g.alive('民A')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('救药: the 狼王\u2019s 冲锋 is a 指杀 too, and the save stops it', () => {
    const g = table12();
    toWitchWindow(g, () => {
      g.act('狼B', '杀人', ['民A']);
      g.act('狼A', '冲锋', ['民B']);
    });
    g.act('巫', '救药', ['民B']);
    g.closeNight();
    expect(g.outs()).toEqual(['民A']);
  });

  it('救药: 选择一名角色 — she may save herself', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['巫']));
    g.act('巫', '救药', ['巫']);
    g.closeNight();
    expect(g.alive('巫')).toBe(true);
  });

  it('<救药>发动后，在该夜晚不可发动技能<毒药> — SKILL_CONFLICT', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '救药', ['民A']);
    expect(g.actFails('巫', '毒药', ['狼B']).code).toBe('SKILL_CONFLICT');
    g.closeNight();
    expect(g.outs()).toEqual([]);
  });

  it('<救药>使用后，女巫失去技能<救药> — the next night it is refused with SKILL_USED_UP', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '救药', ['民A']);
    toNextWitchWindow(g, () => g.act('狼B', '杀人', ['民B']));
    expect(g.actFails('巫', '救药', ['民B']).code).toBe('SKILL_USED_UP');
  });

  it('女巫失去<救药>技能后，失去技能<通灵> — no 通灵 the night after the save', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '救药', ['民A']);
    toNextWitchWindow(g, () => g.act('狼B', '杀人', ['民B']));
    expect(spirit(g)).toEqual(['通灵：今晚被指杀的角色是 民A。']);
  });

  it('女巫失去<救药>技能后，失去技能<通灵> — also when 救药 is taken away (director ruling)', () => {
    const g = table12();
    electionDay(g);
    ruling(g, { kind: 'skill', target: '巫', skill: '救药', op: 'remove', reason: '技能被夺取' });
    fromNightStartToWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    expect(spirit(g)).toEqual([]);
    expect(g.actFails('巫', '救药', ['民A']).code).toBe('SKILL_USED_UP');
  });

  it('救药 on one the wolves did not choose is spent all the same', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '救药', ['民B']);
    toNextWitchWindow(g, () => g.act('狼B', '杀人', ['民C']));
    expect(g.outs()).toEqual(['民A']);
    expect(g.actFails('巫', '救药', ['民C']).code).toBe('SKILL_USED_UP');
  });
});

describe('女巫 毒药', () => {
  it('毒药: 该角色在夜晚结束前出局 — in the next 公示', () => {
    const g = table12();
    toWitchWindow(g, () => {});
    g.act('巫', '毒药', ['狼C']);
    g.closeNight();
    expect(g.alive('狼C')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：狼C。');
    expect(g.notes('狼C')).toContain('你已出局（夜晚死亡）。');
  });

  it('<毒药>发动后，在该夜晚不可发动技能<救药> — SKILL_CONFLICT', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '毒药', ['狼C']);
    expect(g.actFails('巫', '救药', ['民A']).code).toBe('SKILL_CONFLICT');
    g.closeNight();
    expect(g.outs()).toEqual(['民A', '狼C']);
  });

  it('救药 withdrawn (放弃) before the window closes: the 毒药 may then be used', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '救药', ['民A']);
    g.pass('巫', '救药');
    g.act('巫', '毒药', ['狼C']);
    g.closeNight();
    expect(g.outs()).toEqual(['民A', '狼C']);
  });

  it('<毒药>发动后，女巫失去技能<毒药> — the next night it is refused with SKILL_USED_UP', () => {
    const g = table12();
    toWitchWindow(g, () => {});
    g.act('巫', '毒药', ['狼C']);
    toNextWitchWindow(g, () => {});
    expect(g.actFails('巫', '毒药', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('毒药 kills where the guard protected: 守护 stops only <杀人>', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['狼C']), n90: () => g.act('巫', '毒药', ['狼C']) });
    expect(g.outs()).toEqual(['狼C']);
  });

  it('毒药 on the wolves\u2019 own target: the character is out once, named once in the 公示', () => {
    const g = table12();
    toWitchWindow(g, () => g.act('狼B', '杀人', ['民A']));
    g.act('巫', '毒药', ['民A']);
    g.closeNight();
    expect(g.outs()).toEqual(['民A']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
  });
});
