import { applyStatus, groupMembers, inGroup, settleEnvNow } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import { holdsRight } from '../../../engine/skills';
import type { OutHookCtx, RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { atSlotAfterOut, grantAfterOut } from './after-out';

// [211] file 001 【叛皇阵营】26 蛮族之王[群内]（男）⑩ (l.696–702):
// 报复[晨曦][黄昏][指定][2] —— 选择范围：若自己不是因为村民阵营的技能出局，则出局后的下一个可发动技能的时点，可以选择任意1名角色。
// 结算效果：对结算目标造成[致死伤害]。
// 亲传[黄昏][指定] —— 选择范围：若[报复]次数尚足够，则减少1点[报复]次数，选择狼人阵营[群内]的角色。结算效果：结算目标获得1次[报复]技能。
// PS：每次可以发动亲传时，都会得知群内名单。
// 行动顺序总集: 黄昏1 蛮族之王<报复> 蛮族首领<亲传>, 晨曦1 蛮族首领<报复> (蛮族首领: the table's name, an alias).
// Readings:
// - 下一个可发动技能的时点 as 义勇军's 最后一枪: out by day (the vote, a 正午 skill) that night's 黄昏1, out by night that night's
//   晨曦1; elsewhere SKILL_NOT_USABLE; the right lapses with the night. [2]: 在可发动时段可以多次发动 — in that slot he may
//   strike once per use left (the right comes back after each use while a use is left).
// - 不是因为村民阵营的技能出局: out by the vote, the wolves' 杀人 or any skill of a character whose actual faction is not
//   村民阵营 → 报复; out by a 村民阵营 character's skill (a chain from a 村民阵营 character included) → none; 红牌罚下 gives none
//   (不能发动任何技能).
// - 亲传 costs one 报复 use when it is used (减少1点); the 群内 target gains one 报复 use of its own (获取技能: 自己 is then the
//   target — its own out decides it), told when 黄昏1 closes; two 亲传 on one wolf give it two uses.
// - 每次可以发动亲传时: when 黄昏1 opens, alive with a 报复 use left, he is told the [群内] list.

const SKILL = 'retaliate';
const TEACH = 'teach_retaliation';
const TAUGHT = 'taught_retaliation';

/** 报复 uses left: [2] for the king, one for each 亲传 received, less 报复 used and 亲传 given. */
function retaliationsLeft(rs: RulesetDef, c: Character): number {
  const own = rs.roles[c.role]?.skills.some((k) => k.id === SKILL) ? 2 : 0;
  const taught = c.statuses
    .filter((st) => st.id === TAUGHT)
    .reduce((n, st) => n + Number(st.data?.n ?? 0), 0);
  return own + taught - (c.uses[SKILL] ?? 0) - (c.uses[TEACH] ?? 0);
}

/** Out not by a 村民阵营 character's skill, and not by a red card: the right to 报复 at the next slot. */
function grantRetaliation({ tx, char, cause, by }: OutHookCtx): void {
  if (cause === 'redcard') return;
  const dealer = by ? tx.state.chars.find((c) => c.name === by) : undefined;
  if (cause !== 'vote' && dealer?.faction === 'village') return;
  const c = tx.state.chars.find((x) => x.name === char.name) as Character;
  const left = retaliationsLeft(tx.rs, c);
  if (left <= 0 || holdsRight(tx.state, c.name, SKILL)) return;
  grantAfterOut(tx, c.name, SKILL, 'retaliateRight', { n: left });
}

const retaliate: SkillDef = {
  id: SKILL,
  name: '报复',
  kind: 'right',
  right: SKILL,
  limits: {
    whileOut: true,
    usable: (s, c, rs) => {
      if (retaliationsLeft(rs, c) <= 0) return err('SKILL_USED_UP', '<报复>次数已用完');
      return atSlotAfterOut(s, c, '报复');
    },
  },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  effect: { lethal: true, designated: true },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (t) {
        const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
          target: t.name,
          source: SKILL,
          by: actor.name,
          strength: 'lethal',
          cause: SKILL,
        });
        if (cause) goOut(tx, t.name, cause, actor.name);
      }
      // [2]: 在可发动时段可以多次发动 — the right again while a use is left
      const me = tx.state.chars.find((x) => x.name === actor.name) as Character;
      if (retaliationsLeft(tx.rs, me) > 0 && tx.state.status === 'running')
        grantRight(tx, me.name, SKILL, 'phaseEnd');
    },
  },
};

const isGroupWolf = (s: GameState, rs: RulesetDef, c: Character) =>
  c.faction === 'wolves' && inGroup(s, rs, c, 'wolves');

const teach: SkillDef = {
  id: TEACH,
  name: '亲传',
  kind: 'night',
  timing: { window: '黄昏1' },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  limits: {
    usable: (_s, c, rs) =>
      retaliationsLeft(rs, c) > 0 ? null : err('SKILL_NOT_USABLE', '亲传：[报复]次数不足'),
  },
  choose: {
    validate: ({ state, rs, targets }) => {
      const bad = targets.find((t) => !isGroupWolf(state, rs, t));
      return bad ? err('ILLEGAL_TARGET', `亲传：${bad.name} 不是狼人阵营[群内]的角色`) : null;
    },
  },
  hooks: {
    // PS：每次可以发动亲传时，都会得知群内名单
    reveal: (ctx, holder) => {
      if (retaliationsLeft(ctx.ruleset, holder) <= 0) return;
      const names = groupMembers(ctx.state, ctx.ruleset, 'wolves').map((c) => c.name);
      ctx.notify(holder.name, ctx.ruleset.t.teachList?.({ names: names.join('、') || '—' }) ?? '', {
        kind: 'group',
        members: names,
      });
    },
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        const c = ctx.char(t);
        if (!isGroupWolf(ctx.state, ctx.ruleset, c)) continue;
        ctx.now((tx) => {
          const now = tx.state.chars.find((x) => x.name === t) as Character;
          const had = now.statuses.find((st) => st.id === TAUGHT && st.source === a.as);
          applyStatus(tx, t, TAUGHT, {
            source: a.as,
            until: null,
            data: { n: Number(had?.data?.n ?? 0) + 1, skills: [SKILL] },
          });
          tx.notify(t, tx.t('taughtRetaliation'), { kind: 'skill', skill: SKILL });
        });
      }
    },
  },
};

export const barbarianKing: RoleDef = {
  id: 'barbarian_king',
  name: '蛮族之王',
  aliases: ['蛮族首领'],
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 26',
  group: 'wolves',
  statuses: [
    {
      id: TAUGHT,
      name: '亲传',
      holder: { grantsSkills: true, onOut: (hook) => grantRetaliation(hook) },
    },
  ],
  templates: {
    retaliateRight: ({ slot, n }) =>
      `你可以在${slot}发动<报复>（剩余${n}次），选择任意一名角色承受[致死伤害]。`,
    teachList: ({ names }) => `亲传：群内名单：${names}。`,
    taughtRetaliation: () => '亲传：你获得了1次<报复>技能。',
    'cause.retaliate': () => '报复',
  },
  skills: [retaliate, teach],
  onOut: grantRetaliation,
};
