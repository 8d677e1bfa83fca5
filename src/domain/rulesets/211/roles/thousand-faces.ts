import { applyStatus, skillIndex } from '../../../engine/effects';
import type { RoleDef, RulesetDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { ownSkills } from './inherit';

// [211] file 001 【诸侯】14 千面人（男）（65） (l.859–860):
// 谋面[黄昏]——游戏日黄昏，千面人可以选择一个村民阵营或狼人阵营的身份，每个身份只能选择一次，若该身份不在场，千面人获得该身份的技能一天并
// 刷新至初始，若该身份在场，千面人得知谁是该身份（在场定义参考上帝使徒）。
// 胜负判定 【三方阵营】2、千面人：除了千面人阵营的角色以外，只有谋面得知的角色存活。
// Readings: 在场 as 上帝使徒's 询问 (file 000 l.141: 场上（开局身份表）是否有此身份牌) — dealt at the start, in or out; he learns every
// character dealt it ('谋面：【X】是 A、B。') when 黄昏1 closes. Not dealt: the role's own skills (获取技能: no 怀孕技能 nor a
// group's shared skill) are his from 黄昏1's close to the next night's start (一天: this night and the next day), his uses of
// them starting at none (刷新至初始); a role with no skill of its own gives nothing. The choice is a role of the ruleset
// whose faction is 村民阵营 or 狼人阵营, each once (SAME_CHOICE… refused as INVALID_INPUT). The win counts the living
// characters outside his faction (皇帝 not counted: 所有判定均不计算皇帝), each named to him by 谋面.

const ROLE = 'thousand_faces';

/** What his 谋面 chose and learned so far: one status, its data growing (roles, names). */
const mark = (c: Character) => c.statuses.find((st) => st.id === 'faces_met')?.data;
const chosen = (c: Character) => (mark(c)?.roles as string[] | undefined) ?? [];
const learned = (c: Character) => (mark(c)?.names as string[] | undefined) ?? [];

/** 村民阵营或狼人阵营的身份: the ruleset's roles of those factions, by name. */
const metRoles = (rs: RulesetDef) =>
  Object.values(rs.roles).filter((r) => r.faction === 'village' || r.faction === 'wolves');

function facesWin(s: GameState, f: string, rs: RulesetDef): boolean {
  const known = new Set(s.chars.filter((c) => c.role === ROLE && c.faction === f).flatMap(learned));
  return s.chars
    .filter((c) => c.alive && c.faction !== f && rs.roles[c.role]?.card !== '皇帝')
    .every((c) => known.has(c.name));
}

export const thousandFaces: RoleDef = {
  id: ROLE,
  name: '千面人',
  gender: '男',
  faction: ROLE,
  cite: '001 诸侯 14',
  factions: [{ id: ROLE, name: '千面人阵营', wins: facesWin }],
  statuses: [
    { id: 'faces_met', name: '谋面' },
    { id: 'faces_skills', name: '谋面技能', holder: { grantsSkills: true } },
  ],
  templates: {
    facesPresent: ({ role, names }) => `谋面：【${role}】是 ${names}。`,
    facesAbsent: ({ role, skills, until }) => `谋面：【${role}】不在场，你获得其技能${skills}（${until}）。`,
  },
  skills: [
    {
      id: 'faces_meet',
      name: '谋面',
      kind: 'night',
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        choicesFor: (_s, _c, rs) => metRoles(rs).map((r) => r.name),
        validate: ({ actor, choice }) =>
          choice && chosen(actor).includes(choice)
            ? err('INVALID_INPUT', `谋面：每个身份只能选择一次（【${choice}】已选过）`)
            : null,
      },
      hooks: {
        resolve: (ctx, a) => {
          const role = metRoles(ctx.ruleset).find((r) => r.name === a.choice);
          if (!role) return;
          const dealt = ctx.state.chars.filter((c) => c.role === role.id).map((c) => c.name);
          ctx.now((tx) => {
            const me = tx.state.chars.find((c) => c.name === a.as) as Character;
            applyStatus(tx, a.as, 'faces_met', {
              source: a.as,
              until: null,
              data: { roles: [...chosen(me), role.name], names: [...learned(me), ...dealt] },
            });
            if (dealt.length) {
              tx.notify(a.as, tx.t('facesPresent', { role: role.name, names: dealt.join('、') }), {
                kind: 'feedback',
                skill: 'faces_meet',
                names: dealt,
              });
              return;
            }
            // 获得该身份的技能一天并刷新至初始 (获取技能: no 怀孕技能, no group's shared skill)
            const index = skillIndex(tx.rs);
            const skills = ownSkills(role).flatMap((id) => index.get(id) ?? []);
            if (skills.length)
              applyStatus(tx, a.as, 'faces_skills', {
                source: a.as,
                until: 'nightStart',
                data: { skills: skills.map((k) => k.id) },
              });
            const until = tx.state.chars
              .find((c) => c.name === a.as)
              ?.statuses.find((st) => st.id === 'faces_skills' && st.source === a.as)?.until;
            tx.notify(
              a.as,
              tx.t('facesAbsent', {
                role: role.name,
                skills: skills.length ? skills.map((k) => `<${k.name}>`).join('') : '：无',
                until: until ? `持续至第${until.day}夜开始` : '一天',
              }),
              { kind: 'skills', skills: skills.map((k) => k.id) },
            );
          });
        },
      },
    },
  ],
};
