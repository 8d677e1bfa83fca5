import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】30 巾帼（女）⑧ (l.423–428):
//   寻踪[夜晚] —— 若没有寻踪目标或寻踪反馈为[存活]的身份已出局，巾帼会得知可以发动此技能，可以询问一个[叛皇阵营]的身份是否存活，并反馈[该身份存活情况]，
//   如果这个反馈为[没有存活]，巾帼可以立刻再次发动此技能。PS:不存在的身份也会反馈[没有存活]
//   追猎[夜晚][指定] —— 若结算目标的[实际身份]是[寻踪]得知的身份，则范海辛对其造成[穿透]，同时范海辛获得反馈[追猎成功]，否则无反馈。
//   怀孕技能[强制] —— 额外永久获得一个[寻踪]技能，可以分别询问不同的身份。 (早夜1 巾帼<寻踪>, 深夜2 巾帼<追猎>)

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '宫']);
const table = () => table211({ ...NO_EMPEROR, 娥: '巾帼' });
const track = (g: Game, roles: string) => () => g.act('娥', '寻踪', [], roles);

describe('巾帼 寻踪', () => {
  it('[存活]: told; a role not in the game is [没有存活] and she asks again at once (the next name)', () => {
    const g = table();
    night(g, { 早夜1: track(g, '贼兄，雪妖'), 午夜: calm(g) });
    expect(g.notes('娥')).toEqual(expect.arrayContaining(['寻踪：贼兄 没有存活。', '寻踪：雪妖 存活。']));
  });

  it('with a living 寻踪目标 it is not usable; once that role is out, again', () => {
    const g = table();
    night(g, { 早夜1: track(g, '雪妖'), 午夜: calm(g) });
    day(g);
    g.closeTo('早夜1');
    expect(g.actFails('娥', '寻踪', []).code).toBe('SKILL_NOT_USABLE');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '雪', reason: '测试' } });
    track(g, '噬时狼妃')();
  });

  it('[叛皇阵营]的身份 only: another name is refused', () => {
    const g = table();
    g.closeTo('早夜1');
    const r = g.run({ type: 'SubmitAction', actor: '娥', skill: '寻踪', targets: [], choice: '宫令' });
    expect(r.ok ? null : r.error.code).toBe('INVALID_INPUT');
  });
});

describe('巾帼 追猎', () => {
  it('the 寻踪 role: [穿透] (through [守护]) and 追猎成功', () => {
    const g = table();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '雪', status: '守护', op: 'apply', reason: '测试' },
    });
    night(g, { 早夜1: track(g, '雪妖'), 午夜: calm(g), 深夜2: () => g.act('娥', '追猎', ['雪']) });
    expect(g.outs()).toEqual(['雪']);
    expect(g.notes('娥')).toContain('追猎成功。');
  });

  it('another role: 否则无反馈', () => {
    const g = table();
    night(g, { 早夜1: track(g, '雪妖'), 午夜: calm(g), 深夜2: () => g.act('娥', '追猎', ['狼A']) });
    expect(g.outs()).toEqual([]);
    expect(g.notes('娥').join('\n')).not.toMatch(/追猎/);
  });
});

describe('巾帼 怀孕技能', () => {
  it('a second 寻踪: two living 寻踪目标, both hunted', () => {
    const g = table211({ 娥: '巾帼' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 早夜1: track(g, '雪妖，噬时狼妃'), 午夜: calm(g) });
    expect(g.notes('娥')).toEqual(expect.arrayContaining(['寻踪：雪妖 存活。', '寻踪：噬时狼妃 存活。']));
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: calm(g),
      深夜2: () => g.act('娥', '追猎', ['妃']),
    });
    expect(g.alive('妃')).toBe(false);
  });
});
