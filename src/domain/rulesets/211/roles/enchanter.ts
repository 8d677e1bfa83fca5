import { ENCHANTING, enchant } from '../../../abilities';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { GameState } from '../../../state';
import { counted } from './ripper';

// [211] file 001 【诸侯】6 蛊惑师（男）（35） (l.798–801):
// 身份属性（不是技能）：蛊惑师首夜不会获得任何负面状态。
// 蛊惑[午夜][指定] —— 选择范围：任意角色，连续两晚不能选择同一个角色。
// 结算效果：若结算成功，蛊惑师当晚结算出局，蛊惑师不会出局，取而代之的是，结算目标承受[致死伤害]，结算顺序和蛊惑师原本的出局顺序一致。
// 堕落[黄昏] —— 游戏日黄昏宣言一个技能，且宣言使用者初始身份，如果当夜被宣言的技能发动，技能发动者反馈空，由蛊惑师选择技能目标（但是不得知该身份原本的
// 技能目标），若该技能有反馈，由蛊惑师获得反馈而非技能发动者获得，不能连续两夜宣言同一个技能，宣言狼群技能<杀人>无效，宣言其他人单独拥有的<杀人>，且
// 宣言使用者身份正确，则有效。
// 胜负判定 【三方阵营】15、蛊惑师：蛊惑师通过[蛊惑]击杀的数量大于存活人数的一半。 (判定优先顺序: …不定互指、蛊惑师、镜…)
//
// Readings: 蛊惑 is the shared one (abilities/enchant.ts, 121's and classic's): a death the night's settlement judges for him
// goes to the one his 蛊惑 settled on, as [致死伤害], in his place in the out tally (the settlement's diverts); 若结算成功 — a 蛊惑
// that did not settle (blocked, a [隐身] target) passes nothing. 任意角色 (no 除自己外 as in 121): himself allowed — his own
// death then has nowhere to go (he goes out). 连续两晚不能选择同一个角色: his own choice (SAME_TARGET_AS_LAST_NIGHT). 首夜不会获得
// 任何负面状态: on night 1 every negative status given to him is void (an innate ward, 秩序's mechanism, for that night). The win
// counts the characters now out by a death his 蛊惑 passed on (out cause 蛊惑; several 蛊惑师 count together) against the living
// (皇帝 not counted: 所有判定均不计算皇帝). 堕落 [黄昏1]: the declaration 「身份<技能>」 is his choice, with the targets he chooses for
// that skill (由蛊惑师选择技能目标: named at the declaration, as many as the skill takes; short of its minimum the user's own fill
// in, untold); it is taken for any role and skill of the ruleset (he does not know who holds what) and acts only when a character
// dealt that role (初始身份 = the role dealt) uses that very skill tonight: the use is his (the engine's takenBySource with
// data.skill — a <强制> skill too, the text excluding none), its feedback his, the user told 反馈为空 (a skill with feedback),
// the user's use spent; a group's skill (狼人<杀人>) is never taken (宣言狼群技能<杀人>无效), a role's own 杀人 is. 不能连续两夜宣言
// 同一个技能: the same skill (whatever role) as last night's declaration is refused (SAME_TARGET_AS_LAST_NIGHT).
// 堕落 with other effects on the feedback (l.184 影响优先级为消除反馈最优先，其次是后发动的修改反馈类技能; engine/night/feedback.ts): a
// 结算目标 under [隐身] erases it — he and the user both 反馈为空; after 狐狸精's 神魂颠倒 (before him in 黄昏1) or 混乱2 (the day
// before) he has the answer alone, the 狐狸精, the controlled, the piper told 反馈为空; two 堕落 on one skill (one slot, a drawn
// order): the later-used takes it, targets and answer, the earlier told 反馈为空 (feedback-priority.test.ts).

const ROLE = 'enchanter';
const CAUSE = 'enchanted';
const CORRUPTED = 'corrupted';

/** 蛊惑师通过[蛊惑]击杀的数量大于存活人数的一半 */
function enchanterWins(s: GameState, _f: string, rs: RulesetDef): boolean {
  const cs = counted(s, rs);
  const kills = cs.filter((c) => !c.alive && c.outCause === CAUSE).length;
  return kills > 0 && kills > cs.filter((c) => c.alive).length / 2;
}

/** 堕落's declaration 「身份<技能>」: a role of the ruleset (by name or alias) and the id of its skill so named, if it has one. */
function declared(rs: RulesetDef, choice: string | null): { role: string; skill: string | null } | null {
  const m = /^(.+?)[<＜](.+?)[>＞]$/.exec((choice ?? '').normalize('NFKC').trim());
  if (!m) return null;
  const [, roleName, skillName] = m as unknown as [string, string, string];
  const role = Object.values(rs.roles).find((r) => r.name === roleName || r.aliases?.includes(roleName));
  if (!role) return null;
  const sk = role.skills.find(
    (k) => k.name === skillName || k.id === skillName || k.aliases?.includes(skillName),
  );
  return { role: role.id, skill: sk?.id ?? null };
}

const DECLARED = 'fall_declared';

const fall: SkillDef = {
  id: 'fall_211',
  name: '堕落',
  kind: 'night',
  // the declared skill's targets, named with the declaration (as many as that skill takes: the rest are not used)
  targets: { min: 0, max: 4, self: true, among: 'alive' },
  effect: { designated: false },
  choose: {
    parseChoice: (_s, choice, _t, rs) =>
      declared(rs, choice) ? null : '堕落须宣言「身份<技能>」，如 锦衣卫<探查>（身份为本局规则中的身份名）',
    // 不能连续两夜宣言同一个技能
    validate: ({ state, actor, choice, rs }) => {
      const d = declared(rs, choice);
      const last = actor.statuses.find((st) => st.id === DECLARED)?.data;
      return d?.skill && last?.day === state.phase.day - 1 && last?.skill === d.skill
        ? err('SAME_TARGET_AS_LAST_NIGHT', `<堕落>不能连续两夜宣言同一个技能（昨夜已宣言<${choice}>）`)
        : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      const d = declared(ctx.ruleset, a.choice);
      if (!d) return;
      ctx.status(a.as, DECLARED, { source: a.as, until: null, data: { skill: d.skill, day: ctx.day } });
      if (!d.skill) return;
      // 宣言使用者初始身份: the characters dealt that role (实际身份); the status takes their use of that skill tonight
      for (const c of ctx.state.chars)
        if (c.alive && c.name !== a.as && c.role === d.role)
          ctx.status(c.name, CORRUPTED, {
            source: a.as,
            data: { skill: d.skill, targets: a.targets, emptyFeedback: true },
          });
    },
  },
};

const base = enchant({ id: 'enchant_211', name: '蛊惑', cause: CAUSE });

export const enchanter211: RoleDef = {
  id: ROLE,
  name: '蛊惑师',
  gender: '男',
  faction: ROLE,
  cite: '001 诸侯 6',
  factions: [{ id: ROLE, name: '蛊惑师阵营', wins: enchanterWins }],
  statuses: [
    ENCHANTING,
    // 堕落: the declared skill of this character tonight is the 蛊惑师's (the engine's takenBySource, data.skill)
    { id: CORRUPTED, name: '堕落', blocks: { takenBySource: true }, lifetime: { until: 'nightEnd' } },
    // the last declaration (不能连续两夜宣言同一个技能)
    { id: DECLARED, name: '堕落宣言' },
    // 首夜不会获得任何负面状态
    { id: 'enchanter_first_night', name: '蛊惑师', lifetime: { wardsNegative: { except: [] } } },
  ],
  innate: [{ status: 'enchanter_first_night', phase: 'night', while: (s) => s.phase.day === 1 }],
  templates: { [`cause.${CAUSE}`]: () => '蛊惑' },
  skills: [{ ...base, targets: { ...base.targets, self: true } }, fall],
};
