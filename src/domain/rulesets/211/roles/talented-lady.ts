import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { type Character, hasStatus } from '../../../state';
import { CHECKERS } from './death-warrior';
import { forgetting } from './forgetting';
import { ownSkills } from './inherit';
import { learnedBy, learnRole } from './learned';

// [211] file 001 【能臣异士】13 才女（女）④ (l.298–301):
// 传承<强制><限定> —— 若验人系的身份出局，才女立刻获得该角色的身份技能并刷新至初始，然后表面身份变更为继承的身份。
// 怀孕技能[强制] —— 传承触发后，再选择获得一套与继承的身份不同的验人系身份技能。
// 验人系 (导言 l.74): 锦衣卫，国师，宠妃，魔镜少女. 获取技能 (l.160): 不会获得…怀孕技能.
// Readings: the first character dealt a 验人系 role to go out (while she is in and no [遗忘] takes the <强制> 传承) gives her
// that role's skills at once, unused (刷新至初始: her own count, none spent — a 宠妃's lost 狡黠 comes fresh), its 怀孕技能
// excepted; her 表面身份 is that role from then on (探查 reads it; the 表面阵营 stays hers); she is told
// '传承：你获得了【锦衣卫】的技能（刷新至初始），表面身份变更为【锦衣卫】。' (the role, not who went out); <限定>: a second checker's
// out gives nothing. 怀孕技能: once 传承 has run and she has been 临幸'd, a choice by day (used at once; not while [怀孕]'s
// [遗忘] lasts) among the other three 验人系 roles — any of them, dealt or not: that role's skills too; once.
// 美女画皮 (l.724) 才女：获得身份为机械狼版本 — a 机械狼 holding 传承 (美女画皮's 画皮, 白骨精's 化尸大法: learned.ts) gets the 验人系 role as a
// 机械狼 learns it (its 机械狼版本 and set-up, 刷新至初始: learnRole), her 表面身份 that role all the same.

function inherit(tx: Tx, holder: Character, out: Character): void {
  const me = tx.state.chars.find((c) => c.name === holder.name);
  if (!me?.alive || forgetting(me) || !CHECKERS.includes(out.role)) return;
  if (me.statuses.some((st) => st.id === 'heritage_skills' || st.id === 'heritage_mech')) return;
  const role = tx.rs.roles[out.role];
  if (!role) return;
  tx.emit(ev('StatusRemoved', { target: me.name, status: 'heritage_wait', source: me.name }));
  // 机械狼：获得身份为机械狼版本
  if (learnedBy(tx.rs, me, 'heritage'))
    learnRole(tx, me.name, role, 'heritage_mech', { source: out.name, until: null });
  else
    applyStatus(tx, me.name, 'heritage_skills', {
      source: out.name,
      until: null,
      data: { skills: ownSkills(role), role: role.id },
    });
  applyStatus(tx, me.name, 'heritage_card', { source: me.name, until: null, data: { role: role.id } });
  tx.notify(me.name, tx.t('heritage', { role: role.name }), {
    kind: 'skill',
    skill: 'heritage',
    role: role.id,
  });
}

const inherited = (c: Character): string | undefined =>
  c.statuses.find((st) => st.id === 'heritage_skills' || st.id === 'heritage_mech')?.data?.role as
    | string
    | undefined;

export const talentedLady: RoleDef = {
  id: 'talented_lady',
  name: '才女',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 13',
  statuses: [
    // waits for the out of the characters dealt a 验人系 role (data.of)
    {
      id: 'heritage_wait',
      name: '传承',
      holder: { onOtherOut: (tx, holder, _st, out) => inherit(tx, holder, out) },
    },
    { id: 'heritage_skills', name: '传承', holder: { grantsSkills: true } },
    // the 机械狼's 传承 (learned.ts learnRole: the 验人系 role's 机械狼版本, its set-up)
    { id: 'heritage_mech', name: '传承', holder: { grantsSkills: true, takesRole: true } },
    // 表面身份变更为继承的身份
    { id: 'heritage_card', name: '传承', holder: { disguise: true } },
    { id: 'heritage_second', name: '怀孕技能', holder: { grantsSkills: true } },
  ],
  templates: {
    heritage: ({ role }) => `传承：你获得了【${role}】的技能（刷新至初始），表面身份变更为【${role}】。`,
    heritageSecond: ({ role }) => `怀孕技能：你获得了【${role}】的技能。`,
  },
  skills: [
    {
      id: 'heritage',
      name: '传承',
      kind: 'passive',
      force: { mandatory: true },
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
    {
      id: 'talent_pregnancy',
      name: '怀孕技能',
      kind: 'day',
      timing: { instant: true },
      force: { mandatory: true },
      limits: {
        limit: 1,
        unlockedBy: 'favoured',
        usable: (_s, c) => (inherited(c) ? null : err('SKILL_NOT_USABLE', '怀孕技能：传承触发后才能发动')),
      },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        // by the role's name or the list's (国师)
        choicesFor: (_s, c, rs) =>
          CHECKERS.filter((id) => id !== inherited(c)).flatMap((id) => {
            const r = rs.roles[id];
            return r ? [r.name, ...(r.aliases ?? [])] : [id];
          }),
      },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          const role = Object.values(tx.rs.roles).find(
            (r) => CHECKERS.includes(r.id) && (r.name === choice || r.aliases?.includes(choice ?? '')),
          );
          if (!role || role.id === inherited(actor) || !hasStatus(actor, 'favoured')) return;
          applyStatus(tx, actor.name, 'heritage_second', {
            source: actor.name,
            until: null,
            data: { skills: ownSkills(role), role: role.id },
            // skills gained, no [状态]: a later [遗忘] does not take them (l.81 reading)
            by: null,
          });
          tx.notify(actor.name, tx.t('heritageSecond', { role: role.name }), {
            kind: 'skill',
            role: role.id,
          });
        },
      },
    },
  ],
  onStart: (tx, c) => {
    const of = tx.state.chars.filter((x) => CHECKERS.includes(x.role)).map((x) => x.name);
    applyStatus(tx, c.name, 'heritage_wait', { source: c.name, until: null, data: { of } });
  },
};
