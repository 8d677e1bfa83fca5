import { describe, expect, it } from 'vitest';
import { Game } from '../harness';
import { day, GENDERS211, NO_EMPEROR, night, TABLE211, table211 } from './table';

// [211] 【皇帝阵营】18 道教教主（男）⑥ and 【叛皇阵营】13 魔教教主[接刀]（男）⑧:
//   有道教教主必有魔教教主 / 有魔教教主必有道教教主
//   光明守护[午夜][指定]——任意1名角色，每晚只能发动一个守护，且不能连续选择一个角色，也不能连续选择同一个守护。结算效果：结算目标在下一个白天获得[不死]状态。
//   黑暗守护[午夜][指定]——(同上) 结算效果：结算目标当晚获得[坚韧]状态。
//   日月合击[凌晨][强制]——游戏日夜晚，若有角色当晚获得过不止一次[黑暗守护][光明守护]效果，所有持有该技能的角色对目标角色造成一次[致死伤害]。
//   魔教教主 身份属性：开局阶段结束后，若魔教教主属于叛皇阵营，魔教教主获得所有狼人[群内]的名单。 [接刀]: 所有[群内]狼出局…获得[杀人]技能
//   投票: 若该角色持有[霸道]或[不死]状态，则不出局，公示平安日。

const table = () => table211(NO_EMPEROR);

describe('光明守护 / 黑暗守护', () => {
  it('光明守护: 结算目标在下一个白天获得[不死]状态 — voted top, not out (平安日)', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', ['嫔']) });
    day(g, { 狼A: '嫔', 狼B: '嫔' });
    expect(g.alive('嫔')).toBe(true);
  });

  it('光明守护 is for the next day, not tonight: the wolves’ kill still puts the target out', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', ['嫔']), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('黑暗守护: 结算目标当晚获得[坚韧]状态 — the wolves’ 指杀 fails', () => {
    const g = table();
    night(g, { 午夜: () => g.act('魔', '黑暗守护', ['嫔']), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
  });

  it('每晚只能发动一个守护 (SKILL_CONFLICT)', () => {
    const g = table();
    g.closeTo('午夜');
    g.act('道', '光明守护', ['嫔']);
    expect(g.actFails('道', '黑暗守护', ['宫']).code).toBe('SKILL_CONFLICT');
  });

  it('不能连续选择一个角色 — with either 守护 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', ['嫔']) });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('道', '黑暗守护', ['嫔']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('也不能连续选择同一个守护 (SKILL_NOT_USABLE)', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '光明守护', ['嫔']) });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('道', '光明守护', ['宫']).code).toBe('SKILL_NOT_USABLE');
    g.act('道', '黑暗守护', ['宫']);
  });
});

describe('日月合击[强制]', () => {
  it('若有角色当晚获得过不止一次守护效果，所有持有该技能的角色对目标角色造成一次[致死伤害] — its 坚韧 does not help', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('道', '光明守护', ['嫔']);
        g.act('魔', '黑暗守护', ['嫔']);
      },
    });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('one 守护 each on two characters: nobody', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('道', '光明守护', ['嫔']);
        g.act('魔', '黑暗守护', ['宫']);
      },
    });
    expect(g.outs()).toEqual([]);
  });
});

describe('魔教教主', () => {
  it('开局阶段结束后，若魔教教主属于叛皇阵营，魔教教主获得所有狼人[群内]的名单', () => {
    const g = table();
    expect(g.notes('魔')).toContain('群内狼：妃、狼A、狼B。');
  });

  it('[接刀]: every [群内] wolf out — 魔教教主 has the 杀人', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('魔', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    for (const w of ['妃', '狼A', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    g.act('魔', '杀人', ['嫔']);
    g.closeNight();
    expect(g.alive('嫔')).toBe(false);
  });

  it('有道教教主必有魔教教主 (SETUP_CONSTRAINT)', () => {
    // refused when the game is created, before any token is handed out
    expect(() => Game.create({ ...TABLE211, 魔: '狼人' }, { ruleset: '211', genders: GENDERS211 })).toThrow(
      /SETUP_CONSTRAINT: 发出道教教主而没有魔教教主；规则：有道教教主必有魔教教主/,
    );
  });
});
