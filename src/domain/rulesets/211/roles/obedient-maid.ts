import { obey } from '../../../abilities';
import { applyStatus, changeFaction, seenFaction } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import type { Character, GameState } from '../../../state';
import { inheritedStatuses, inheritRole, ownSkills } from './inherit';
import { learnedBy } from './learned';

// [211] file 001 飘零 · 不定身份 3 顺从的女仆（女） (l.904–907):
// 顺从[黄昏]<限定> —— 当天若有角色在[正午]或[黄昏]出局，则女仆可以发动此技能，选择其中一个出局角色，获得该角色的全部技能并刷新至初始状态，阵营
// 也转变为和该角色相同，同时获得该身份所拥有的[群内]或[接刀]标签，并且表面身份变更为继承的身份，当女仆为[真爱情侣]，则该技能不能发动。发动后会
// 公布[有角色发动了[顺从]和发动目标交换了身份]
// 怀孕技能[强制]——[顺从]可选择任意已出局角色，且如果获得的是女性身份，则怀孕技能也会一并获取。
// (行动顺序总集 黄昏1: 顺从的女仆 顺从.) Readings: 当天 — out on this game day (正午, the vote) or in this night's 黄昏1 before her
// turn (义勇军's 最后一枪 …); she takes effect when 黄昏1 closes, so the skills are hers that night; 全部技能 are the role's own
// (a group's shared 杀人 comes with the [群内] tag, as 影武者 reads it), her uses of them from none; 阵营: the target's actual
// faction now, only from 不定 (特殊：不是无阵营角色使用该系列身份的技能时，转变阵营的效果无效); 表面身份: checks read the
// inherited role (表面阵营 is not named: the actual one shows); the 公示 at 黄昏1's close names nobody. The 怀孕技能's
// 女性身份 is a role of the list marked （女）; its 怀孕技能 are hers with the 临幸 she already holds.

const ROLE = 'obedient_maid';

const outToday = (s: GameState, c: Character) => !c.alive && c.outDay === s.phase.day;
const pregnant = (c: Character) => c.statuses.some((st) => st.id === 'favoured');

export const obedientMaid: RoleDef = {
  id: ROLE,
  name: '顺从的女仆',
  gender: '女',
  faction: 'undetermined',
  cite: '001 不定身份 3',
  statuses: [
    ...inheritedStatuses('obey', '顺从技能'),
    { id: 'obey_seen', name: '顺从', holder: { disguise: true } },
  ],
  templates: {
    obeyed: () => '有角色发动了[顺从]和发动目标交换了身份。',
    obeyGained: ({ name, role }) =>
      `顺从：你获得了 ${name} 的【${role}】的全部技能（初始状态），表面身份变更为【${role}】。`,
  },
  skills: [
    obey({
      id: 'obey',
      name: '顺从',
      lover: { status: 'true_lover', code: 'SKILL_NOT_USABLE', message: '顺从：女仆为[真爱情侣]时不能发动' },
      // 当天…在[正午]或[黄昏]出局 (怀孕技能: 任意已出局角色)
      eligible: (state, actor, target) => pregnant(actor) || outToday(state, target),
      take: (tx, maid, target) => {
        const me = tx.state.chars.find((c) => c.name === maid) as Character;
        const role = tx.rs.roles[target.role];
        if (!role) return;
        const skills = ownSkills(role, role.gender === '女' && pregnant(me));
        // 美女画皮 (l.742) 顺从的女仆：发动之后获得目标身份的对应机械身份牌技能，表面阵营与身份转化为与目标相同 (inherit.ts)
        const mech = learnedBy(tx.rs, me, 'obey');
        inheritRole(tx, maid, target.name, role, skills, 'obey', undefined, 'obey');
        applyStatus(tx, maid, 'obey_seen', {
          source: target.name,
          until: null,
          data: mech ? { role: role.id, faction: seenFaction(tx.state, tx.rs, target) } : { role: role.id },
        });
        if (me.faction === 'undetermined') changeFaction(tx, maid, target.faction, 'obey');
        tx.notify(maid, tx.t('obeyGained', { name: target.name, role: role.name }), {
          kind: 'skills',
          from: target.name,
          skills,
        });
        tx.announce(tx.t('obeyed', {}), { kind: 'obey' });
      },
    }),
  ],
};
