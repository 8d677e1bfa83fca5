import { describe, expect, it } from 'vitest';
import type { RoleDef } from '../../../src/domain/engine/types';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { registerRuleset } from '../../../src/domain/rulesets/index';
import { day, Game, GENDERS211, morningOf, NO_EMPEROR, night, SEATS211, TABLE211 } from './table';

// [211] file 001 l.84 标明[开局/晨曦/正午/黄昏/夜晚]的，该技能只能在对应的时段发动。
//   l.85 其中，晨曦/正午/黄昏属于白天，其他属于夜晚。 l.87 晨曦——发送出局通知到开门之前的时间段
//   行动顺序总集 l.1141 晨曦1，关门110分钟内，即时插入结算。 l.1148 晨曦2，关门120分钟内，互不影响。
//   l.151 公示出局名单时按角色出局的顺序排序; l.155 …在其他阶段出局的信息…则会在第二天白天开门时公示
// The engine's [晨曦] skills, on a variant of 211 with a stand-in role (婆) holding a [晨曦2] 致死 and a [晨曦1] check
// (镜像 and 死灵术师 夺魂 are the text's; they build on this).

const dawnRole: RoleDef = {
  id: 'test_dawn',
  name: '晨客',
  faction: 'village',
  cite: 'test',
  templates: { dawnLook: ({ name, role }) => `晨察：${name} 是 ${role}。` },
  skills: [
    {
      id: 'dawn_strike',
      name: '晨斩',
      kind: 'night',
      timing: { window: '晨曦2' },
      effect: { lethal: true, designated: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'dawn_strike', by: a.as, strength: 'lethal' });
        },
      },
    },
    {
      id: 'dawn_look',
      name: '晨察',
      kind: 'night',
      timing: { window: '晨曦1' },
      effect: { feedback: true, designated: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.notify(
              a.actor,
              ctx.ruleset.t.dawnLook?.({ name: t, role: ctx.ruleset.roles[ctx.char(t).role]?.name ?? '' }) ??
                '',
              { kind: 'feedback', skill: 'dawn_look' },
            );
        },
      },
    },
  ],
};
const variant = {
  ...ruleset211,
  id: 'test-211-dawn',
  roles: { ...ruleset211.roles, test_dawn: dawnRole },
  t: { ...ruleset211.t, ...dawnRole.templates },
};
registerRuleset(variant);

function table(): Game {
  const g = Game.create(
    { ...TABLE211, ...NO_EMPEROR, 婆: '晨客' },
    { ruleset: variant.id, genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
  );
  g.start(SEATS211);
  day(g);
  return g;
}

describe('[晨曦] skills (l.84, l.87)', () => {
  it('l.84/l.87: a [晨曦] skill is refused before the night has settled (WRONG_PHASE), taken in 晨曦', () => {
    const g = table();
    g.closeTo('深夜1');
    expect(g.actFails('婆', '晨斩', ['狼B']).code).toBe('WRONG_PHASE');
    g.closeTo('凌晨2');
    expect(g.actFails('婆', '晨斩', ['狼B']).code).toBe('WRONG_PHASE');
    g.close();
    expect(g.state.phase.window).toBe('晨曦1');
    g.act('婆', '晨斩', ['狼B']);
  });

  it('l.1148: it resolves as its slot closes — its out is in the morning 公示, after the night’s (按出局的顺序)', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']), 晨曦2: () => g.act('婆', '晨斩', ['狼B']) });
    expect(g.outs()).toEqual(['嫔', '狼B']);
    expect(morningOf(g, 2)).toContain('嫔、狼B');
  });

  it('l.1141: a [晨曦1] skill’s feedback reaches its user as 晨曦1 closes, before 晨曦2', () => {
    const g = table();
    g.closeTo('晨曦1');
    g.act('婆', '晨察', ['魔']);
    g.close();
    expect(g.state.phase.window).toBe('晨曦2');
    expect(g.notes('婆')).toContain('晨察：魔 是 魔教教主。');
  });

  it('l.87 发送出局通知到开门之前: one put out in the night’s settlement has no [晨曦] skill (NOT_ALIVE)', () => {
    const g = table();
    g.closeTo('深夜2');
    g.act('狼A', '杀人', ['婆']);
    g.closeTo('晨曦1');
    expect(g.alive('婆')).toBe(false);
    expect(g.actFails('婆', '晨斩', ['狼B']).code).toBe('NOT_ALIVE');
  });

  it('only the slot’s own actions resolve at dawn: the night’s blocked 杀人 (调令 froze the group) stays void', () => {
    const g = table();
    night(g, {
      午夜: () => g.act('宫', '调令', ['狼A']),
      深夜2: () => g.act('狼B', '杀人', ['嫔']),
      晨曦2: () => g.act('婆', '晨斩', ['雪']),
    });
    expect(g.outs()).toEqual(['雪']);
  });
});
