import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] 【叛皇阵营】22 奸佞[群内]（男）⑨ (file 001 l.655–657):
//   诬陷[午夜] [0][指定] —— 选择目标：任意一名角色，每有一只[群内]狼死亡，该技能次数+1。
//   结算效果：结算目标永久获得[业炎]状态。
// [业炎/净化]：[沉默]+[超度]+[遗忘] (l.108). 行动顺序总集 午夜 奸佞 诬陷 (l.1071), before 宫令 调令.

const table = () => table211({ ...NO_EMPEROR, 狼A: '奸佞' });
const kill = (g: ReturnType<typeof table>, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('奸佞 诬陷', () => {
  it('[群内]: shares the wolves’ 杀人', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('[0]: no use while no [群内] wolf has died (SKILL_USED_UP)', () => {
    const g = table();
    g.closeTo('午夜');
    expect(g.actFails('狼A', '诬陷', ['宫']).code).toBe('SKILL_USED_UP');
  });

  it('每有一只[群内]狼死亡，该技能次数+1: 狼B out → one use; 结算目标永久获得[业炎]状态 — her 调令 is gone the night after', () => {
    const g = table();
    kill(g, '狼B');
    night(g, { 午夜: () => g.act('狼A', '诬陷', ['宫']) });
    const st = g.state.chars.find((c) => c.name === '宫')?.statuses.find((x) => x.id === 'karma');
    expect(st?.until).toBeNull();
    expect(g.notes('宫').join('\n')).toContain('业炎');
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('宫', '调令', ['嫔']).code).toBe('SKILL_NOT_USABLE');
    // one death, one use
    expect(g.actFails('狼A', '诬陷', ['嫔']).code).toBe('SKILL_USED_UP');
  });

  it('[业炎] settles before 宫令 (午夜 有先后顺序): 诬陷 on 宫 voids her 调令 the same night', () => {
    const g = table();
    kill(g, '狼B');
    night(g, {
      午夜: () => {
        g.act('宫', '调令', ['妃']);
        g.act('狼A', '诬陷', ['宫']);
      },
      深夜2: () => g.act('妃', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual(['狼B', '嫔']);
  });

  it('two [群内] wolves dead → two uses; a wolf without [群内] (雪妖) adds none', () => {
    const g = table();
    kill(g, '雪');
    g.closeTo('午夜');
    expect(g.actFails('狼A', '诬陷', ['宫']).code).toBe('SKILL_USED_UP');
    g.closeNight();
    kill(g, '狼B');
    kill(g, '妃');
    day(g);
    night(g, { 午夜: () => g.act('狼A', '诬陷', ['宫']) });
    day(g);
    night(g, { 午夜: () => g.act('狼A', '诬陷', ['嫔']) });
    expect(g.state.chars.find((c) => c.name === '嫔')?.statuses.some((x) => x.id === 'karma')).toBe(true);
  });
});
