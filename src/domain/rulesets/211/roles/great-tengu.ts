import { applyStatus, groupMembers } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { hasStatus } from '../../../state';

// [211] file 001 【叛皇阵营】9 大天狗（男）⑦: 家国抉择[开局] —— 游戏开局，大天狗需选择回家还是远征，若选择回家，则获得[群内]标签，若选择远征，
// 则获得[接刀]标签，并获得对应技能。回家技能：吞食[深夜][指定] —— 选择范围：任意一名角色，每个角色只能被选择一次。结算效果：结算目标获得[霸道]
// 状态，持续至下一个夜晚开始。远征技能：天狗吞月<强制>[指定][深夜] —— 选择范围：当天不在[天狗吞月]公示的名单内任意一定数量的角色。一定数量是指
// 5名玩家与当夜存活人数的1/3（向下取整）中的较小者。结算效果：结算目标获得[霸道]状态，持续至下一个夜晚开始，并公示[所有结算目标获得了霸道状态]。
// 不归<强制> —— 大天狗远征不会归来，无法获得[群内]标签。PS：多个[天狗吞月]发动时，名单将整合成一个名单，并且在下一晚，所有持有[天狗吞月]的角色都不能
// 继续对名单内角色使用该技能（即使上一晚那个名单是别人选的）。
// Readings: the choice `回家` / `远征` (a missed one is drawn: 需选择); 当天不在…名单内 = not on last night's list (the 公示 of this
// day), anyone's; 天狗吞月 <强制>: missed, the targets are drawn; 不归 — no [群内] can be gained (`refusesGroup` on 远征: 梁山头目's
// 归途 on him is 无事发生, no notice).

const HOME = 'tengu_home';
const AWAY = 'tengu_away';
const chose = (c: Character, id: string) => hasStatus(c, id);

/** 5名玩家与当夜存活人数的1/3（向下取整）中的较小者 */
const moonCount = (s: GameState) => Math.min(5, Math.floor(s.chars.filter((c) => c.alive).length / 3));

const devour: SkillDef = {
  id: 'tengu_devour',
  name: '吞食',
  kind: 'night',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  limits: {
    oncePerTarget: 'actor',
    usable: (_s, c) => (chose(c, HOME) ? null : err('SKILL_NOT_USABLE', '<吞食>：选择回家才能发动')),
  },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, 'domineering', { source: a.as, until: 'nightStart' });
    },
  },
};

const eatMoon: SkillDef = {
  id: 'tengu_moon',
  name: '天狗吞月',
  kind: 'night',
  force: { mandatory: true, onTimeout: 'random' },
  targets: { min: 1, max: 5, self: true, among: 'alive' },
  limits: {
    notTwiceRunning: 'anyone',
    usable: (_s, c) => (chose(c, AWAY) ? null : err('SKILL_NOT_USABLE', '<天狗吞月>：选择远征才能发动')),
  },
  choose: {
    targetsFor: (s) => {
      const n = moonCount(s);
      return { min: n, max: n, self: true, among: 'alive' };
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, 'domineering', { source: a.as, until: 'nightStart' });
      if (a.targets.length)
        ctx.announce(ctx.ruleset.t.moonEaten?.({ names: a.targets.join('、') }) ?? '', {
          kind: 'tengu_moon',
          targets: a.targets,
        });
    },
  },
};

export const greatTengu: RoleDef = {
  id: 'great_tengu',
  name: '大天狗',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 9',
  statuses: [
    // 回家: [群内] and 吞食
    { id: HOME, name: '回家', holder: { group: 'wolves' } },
    // 远征: [接刀] and 天狗吞月; 不归<强制>: no [群内] from anything (梁山头目's 归途 gives him nothing)
    { id: AWAY, name: '远征', holder: { heir: 'wolves', refusesGroup: true } },
  ],
  templates: {
    moonEaten: ({ names }) => `天狗吞月：${names} 获得了霸道状态。`,
    tenguChoice: ({ choice }) => `家国抉择：你选择了${choice}。`,
  },
  skills: [
    devour,
    eatMoon,
    {
      id: 'tengu_choice',
      name: '家国抉择',
      kind: 'opening',
      // not tagged <强制> in the text (l.534): 需选择 — it cannot be declined, drawn when missed; [遗忘] does not touch it
      force: { required: true, onTimeout: 'random' },
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { choices: ['回家', '远征'] },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          if (chose(actor, HOME) || chose(actor, AWAY)) return;
          const home = choice === '回家';
          applyStatus(tx, actor.name, home ? HOME : AWAY, {
            source: actor.name,
            until: null,
          });
          tx.notify(actor.name, tx.t('tenguChoice', { choice: home ? '回家' : '远征' }), { kind: 'choice' });
          // 回家: [群内] — told the group (the group is told him when the opening closes)
          if (home) {
            const mates = groupMembers(tx.state, tx.rs, 'wolves').filter((m) => m.name !== actor.name);
            tx.notify(actor.name, tx.t('yourGroup', { names: mates.map((m) => m.name).join('、') || '—' }), {
              kind: 'group',
              group: 'wolves',
              members: mates.map((m) => m.name),
            });
          }
        },
      },
    },
  ],
};
