import { describe, expect, it } from 'vitest';
import {
  applyStatus,
  electionDay,
  Game,
  morningOf,
  night,
  SEATS12,
  TABLE12,
  table12,
  voteResultOf,
} from './given';

// [121] 村民阵营 4 猎人:
//   最后一枪 —— 当猎人非因红牌罚下或同守同救而出局后，猎人可以选择一名其他角色，对其开枪。该角色立即出局。
//   当晚猎人如被恐，被摄梦则无法使用最后一枪。
// The shot is a right, usable in the phase after the out: night out → the next day, day out → that night.
// Not tested: 红牌罚下 — the director's card ruling is not implemented (RULING_NOT_APPLICABLE).

const SHOT_RIGHT = '你可以发动<最后一枪>，选择一名其他角色开枪。';

describe('猎人 最后一枪', () => {
  it('出局后，猎人可以选择一名其他角色，对其开枪。该角色立即出局 — killed at night, he shoots in the day', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    expect(g.notes('猎')).toContain(SHOT_RIGHT);
    g.act('猎', '最后一枪', ['狼B']);
    expect(g.alive('狼B')).toBe(false);
    expect(g.lastAnnouncement()).toBe('猎 发动<最后一枪>，狼B 出局。');
    expect(g.outs()).toEqual(['猎', '狼B']);
  });

  it('该角色立即出局: voted out in the day, he shoots that night; the 公示 of the next day names it', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '猎', 狼B: '猎', 狼C: '猎' });
    g.close();
    expect(g.notes('猎')).toContain(SHOT_RIGHT);
    g.act('猎', '最后一枪', ['狼C']);
    expect(g.alive('狼C')).toBe(false);
    g.closeNight();
    const m = morningOf(g, 3);
    expect(m).toContain('昨夜出局：狼C。');
    expect(m).toContain('猎 发动<最后一枪>，狼C 出局。');
  });

  it('选择一名其他角色: he cannot shoot himself (ILLEGAL_TARGET)', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    expect(g.actFails('猎', '最后一枪', ['猎']).code).toBe('ILLEGAL_TARGET');
  });

  it('已经公示的出局角色不允许被选为技能的目标: he cannot shoot one who is out (ILLEGAL_TARGET)', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['猎']);
        g.act('狼A', '冲锋', ['民A']);
      },
    });
    expect(g.actFails('猎', '最后一枪', ['民A']).code).toBe('ILLEGAL_TARGET');
  });

  it('非因同守同救而出局: out by 同守同救, he has no shot (SKILL_NOT_USABLE, no notice)', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n40: () => g.act('守', '守护', ['猎']),
      n60: () => g.act('狼B', '杀人', ['猎']),
      n90: () => g.act('巫', '救药', ['猎']),
    });
    expect(g.alive('猎')).toBe(false);
    expect(g.notes('猎')).not.toContain(SHOT_RIGHT);
    expect(g.actFails('猎', '最后一枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('非因红牌罚下或同守同救: poisoned by the witch, he may shoot', () => {
    const g = table12();
    electionDay(g);
    night(g, { n90: () => g.act('巫', '毒药', ['猎']) });
    expect(g.notes('猎')).toContain(SHOT_RIGHT);
    g.act('猎', '最后一枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('当晚猎人如被恐则无法使用最后一枪', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        applyStatus(g, '猎', '恐惧');
        g.act('狼B', '杀人', ['猎']);
      },
    });
    expect(g.alive('猎')).toBe(false);
    expect(g.notes('猎')).not.toContain(SHOT_RIGHT);
    expect(g.actFails('猎', '最后一枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('当晚猎人如被摄梦则无法使用最后一枪: dreamed and going out with the 摄梦人 that night', () => {
    // a dreamed character is safe from others' kills (摄梦人), so he goes out as the dreamer's companion
    const g = Game.create({ ...TABLE12, 民C: '摄梦人' });
    g.start(SEATS12);
    electionDay(g);
    night(g, {
      n40: () => g.act('民C', '摄梦', ['猎']),
      n60: () => g.act('狼B', '杀人', ['民C']),
    });
    expect(g.outs()).toEqual(['民C', '猎']);
    expect(g.notes('猎')).not.toContain(SHOT_RIGHT);
    expect(g.actFails('猎', '最后一枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('当晚: a 恐惧 of an earlier night does not take the shot of a later out', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => applyStatus(g, '猎', '恐惧') });
    g.votes({ 狼A: '猎', 狼B: '猎' });
    g.close(); // day 2: voted out
    expect(g.notes('猎')).toContain(SHOT_RIGHT);
    g.act('猎', '最后一枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('最后一枪 is one shot: after it, the right is gone (SKILL_NOT_USABLE)', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    g.act('猎', '最后一枪', ['狼B']);
    expect(g.actFails('猎', '最后一枪', ['狼C']).code).toBe('SKILL_NOT_USABLE');
  });

  it('an unused shot lapses when the phase after the out closes (视为放弃)', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    g.close(); // day 2 over without a shot
    expect(g.actFails('猎', '最后一枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
    expect(voteResultOf(g, 2)).not.toContain('最后一枪');
  });

  it('a living hunter has no shot (SKILL_NOT_USABLE)', () => {
    const g = table12();
    expect(g.actFails('猎', '最后一枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });
});
