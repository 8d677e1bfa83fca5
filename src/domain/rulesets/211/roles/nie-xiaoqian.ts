import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import type { Character } from '../../../state';
import { chooseMaster, followsHost } from './follow';
import { ownSkills } from './inherit';
import { learnedBy, learnedSkills, learnRole } from './learned';
import { gainedMatch } from './matchmaker';

// [211] file 001 飘零 · 不定身份 10 聂小倩（女） (l.942–946):
// 身份属性（不是技能）：如果聂小倩混的不是狼或民，在聂小倩触发技能之后，聂小倩所在的阵营不会被判负2天
// 鬼情[开局][强制]—— 游戏开始时，聂小倩必须选择一名角色认其为宁采臣，加入宁采臣所在的阵营并跟随变动，若发动者和宁采臣都出局，发动者获得宁采臣的
// 技能且刷新至初始。以此获得的技能即使自己已出局也可以使用或者有效。
// 怀孕技能[强制]——聂小倩触发技能后，和宁采臣共群，且宁采臣的技能也能使用或有效。
// (行动顺序总集 开局: 聂小倩 选择主人.) Readings: 宁采臣 is another character (a missed choice is drawn); 触发技能 — the moment both
// are out, whichever goes last; the skills are his role's own (获取技能: no 怀孕技能, no group's shared skill), her uses of them
// from none, usable while she is out; 不会被判负2天 — her faction, if it is then neither 村民阵营 nor 狼人阵营, is not defeated by
// the judge's conditions (all its members out …) until the end of the second game day after (a red-card defeat stays); it
// can still win, and another faction alone alive still wins by 屠城. 怀孕技能: when it triggers while she holds the 临幸, the
// two are grouped (told) and his own skills work while he is out.

const ROLE = 'nie_xiaoqian';

const of = (tx: Tx, name: string) => tx.state.chars.find((c) => c.name === name) as Character;

function trigger(tx: Tx, me: Character, ning: Character): void {
  if (me.statuses.some((st) => st.id === 'nie_skills' || st.id === 'nie_mech')) return;
  const role = tx.rs.roles[ning.role];
  // 美女画皮 (l.747) 聂小倩：…若你和自选的宁采臣都出局，你获得那个角色的机械狼身份技能刷新至初始，且即使出局也可以继续使用或有效
  if (role && learnedBy(tx.rs, me, 'ghost_love')) {
    learnRole(tx, me.name, role, 'nie_mech', { source: ning.name, until: null });
    tx.notify(me.name, tx.t('nieGained', { name: ning.name, role: role.name }), {
      kind: 'skills',
      from: ning.name,
      skills: learnedSkills(role),
    });
    return;
  }
  const skills = ownSkills(role);
  applyStatus(tx, me.name, 'nie_skills', { source: ning.name, until: null, data: { skills } });
  // 月老牵线 gained: 获得后可以立刻选择连新情侣 ([虚情情侣])
  gainedMatch(
    tx,
    me.name,
    (role?.skills ?? []).map((k) => k.id),
  );
  tx.notify(me.name, tx.t('nieGained', { name: ning.name, role: role?.name ?? ning.role }), {
    kind: 'skills',
    from: ning.name,
    skills,
  });
  if (me.faction !== 'village' && me.faction !== 'wolves')
    applyStatus(tx, me.name, 'nie_spared', {
      source: me.name,
      at: { at: 'dayEnd', day: tx.state.phase.day + 2 },
    });
  if (me.statuses.some((st) => st.id === 'favoured')) {
    const group = `nie_${me.name}`;
    for (const n of [me.name, ning.name])
      applyStatus(tx, n, 'nie_group', { source: me.name, until: null, data: { group } });
    applyStatus(tx, ning.name, 'nie_acts', { source: me.name, until: null });
    for (const [to, other] of [
      [me.name, ning.name],
      [ning.name, me.name],
    ] as const)
      tx.notify(to, tx.t('nieGrouped', { name: other }), { kind: 'group', members: [me.name, ning.name] });
  }
}

export const nieXiaoqian: RoleDef = {
  id: ROLE,
  name: '聂小倩',
  gender: '女',
  faction: 'undetermined',
  cite: '001 不定身份 10',
  statuses: [
    followsHost,
    {
      id: 'nie_bond',
      name: '鬼情',
      holder: {
        // 若发动者和宁采臣都出局: 宁采臣 goes out after her
        onOtherOut: (tx, holder, _st, out) => {
          const me = of(tx, holder.name);
          if (!me.alive) trigger(tx, me, out);
        },
      },
    },
    { id: 'nie_skills', name: '鬼情技能', holder: { grantsSkills: true, actsWhileOut: true } },
    // the 机械狼's (learned.ts: the role's 机械狼版本 and set-up), usable while she is out
    { id: 'nie_mech', name: '鬼情技能', holder: { grantsSkills: true, takesRole: true, actsWhileOut: true } },
    { id: 'nie_spared', name: '鬼情（阵营不会被判负）', holder: { sparesFaction: true } },
    { id: 'nie_group', name: '共群', holder: {} },
    { id: 'nie_acts', name: '鬼情（出局仍有效）', holder: { actsWhileOut: true } },
  ],
  templates: {
    nieGained: ({ name, role }) =>
      `鬼情：你与宁采臣 ${name} 都已出局，你获得【${role}】的技能（初始状态），出局后仍可使用。`,
    nieGrouped: ({ name }) => `鬼情：你与 ${name} 共群。`,
  },
  skills: [
    chooseMaster('ghost_love', '鬼情', (tx, actor, t) =>
      applyStatus(tx, actor.name, 'nie_bond', { source: actor.name, until: null, data: { of: [t.name] } }),
    ),
  ],
  // 若发动者和宁采臣都出局: she goes out after him
  onOut: ({ tx, char }) => {
    const bond = char.statuses.find((st) => st.id === 'nie_bond');
    const ning = tx.state.chars.find((c) => c.name === (bond?.data?.of as string[] | undefined)?.[0]);
    if (ning && !ning.alive) trigger(tx, of(tx, char.name), ning);
  },
};
