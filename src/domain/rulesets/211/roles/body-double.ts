import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { chooseMaster, followsHost } from './follow';
import { inheritedStatuses, inheritRole, ownSkills } from './inherit';

// [211] file 001 飘零 · 不定身份 2 影武者（男）: 附身[开局]<强制> —— 游戏开始时，影子选择一名角色作为附身对象，并转入相同阵营，跟随该角色阵营变动，
// 拥有和附身对象相同的获胜条件。当该角色出局时，获得该角色的全部技能，且继承得到的技能为初始状态。影子附身的角色若有[群内]或[接刀]标签，则目标角色
// 出局后，影子也会获得这些标签并执行相应效果，[接刀]标签的接刀顺序与目标角色一致。 (影子 is his old name.)
// Readings: the host is another character (a missed choice is drawn); 全部技能 are the host role's own skills as 获取技能 reads
// them (no 怀孕技能 — 除非另有说明; a 鬼魂新娘 host gives 丘比特's; a group's shared skill comes with the [群内] tag instead, so it
// stays the group's: the shared inheritRole of inherit.ts); 初始状态: his own uses start at none. 相同的获胜条件 is the
// faction's. The inherited [接刀] ranks at the host role's place in the 接刀 order (data.rankAs), before the roles after it.

export const bodyDouble: RoleDef = {
  id: 'body_double',
  name: '影武者',
  aliases: ['影子'],
  gender: '男',
  faction: 'undetermined',
  cite: '001 不定身份 2',
  statuses: [
    followsHost,
    {
      id: 'shadow_of',
      name: '附身',
      holder: {
        // 当该角色出局时，获得该角色的全部技能…[群内]或[接刀]标签
        onOtherOut: (tx, holder, _st, out) => {
          const role = tx.rs.roles[out.role];
          if (!role || !holder.alive) return;
          // the role's own skills (获取技能: no 怀孕技能; a group's shared skill comes with the [群内] tag; 鬼魂新娘's gainedAs);
          // [接刀]标签的接刀顺序与目标角色一致: the heir ranks at the host role's place (data.rankAs)
          const skills = ownSkills(role);
          // 美女画皮 (l.741) 影子：通过附身获得的身份牌技能为机械狼版本 — a 机械狼 holding 附身 gets the host's 机械狼版本 (inherit.ts)
          inheritRole(tx, holder.name, out.name, role, skills, 'shadow', { rankAs: role.id }, 'possess_host');
          tx.notify(holder.name, tx.t('shadowGained', { name: out.name, role: role.name }), {
            kind: 'skills',
            from: out.name,
            skills,
          });
        },
      },
    },
    ...inheritedStatuses('shadow', '附身技能'),
  ],
  templates: {
    shadowGained: ({ name, role }) => `附身：${name} 出局，你获得了【${role}】的全部技能（初始状态）。`,
  },
  skills: [
    chooseMaster('possess_host', '附身', (tx, actor, t) =>
      applyStatus(tx, actor.name, 'shadow_of', { source: actor.name, until: null, data: { of: [t.name] } }),
    ),
  ],
};
