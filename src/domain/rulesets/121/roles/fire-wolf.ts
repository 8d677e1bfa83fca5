import { inGroup } from '../../../engine/effects';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 4 赤狼 (火狼 in 食尸鬼's text): 赤狼与狼人互知共群; 杀人; 业炎 —— 每有一只群内狼死亡，赤狼可选择业炎一名玩家
// （一晚可使用多次），该玩家将被告知失去除强制技能外所有技能。 (l.208–211)
// Readings: 死亡 = out, whatever the cause, of a member of the pack (its role's group or a status's: 被感染); each gives
// one 业炎 on one player, several in one submission; from (7) that night the target's non-<强制> skills are void (a
// status) and then lost for good; 吹笛人、炸弹 are immune (their roles declare it).

/** 业炎 left: the pack's dead, less the players burned so far. */
function burnsLeft(s: GameState, rs: RulesetDef, me: Character): number {
  const dead = s.chars.filter((c) => !c.alive && inGroup(s, rs, c, 'wolves')).length;
  const used = s.history
    .filter((h) => h.actor === me.name && h.skill === 'burn')
    .reduce((n, h) => n + h.targets.length, 0);
  return dead - used;
}

const burn: SkillDef = {
  id: 'burn',
  name: '业炎',
  kind: 'night',
  effect: { blocking: true },
  // 一晚可使用多次: as many players as it has uses left (checked with the submission)
  targets: { min: 1, max: 99, self: false, among: 'alive' },
  choose: {
    validate: ({ state, actor, targets, rs }) => {
      const left = burnsLeft(state, rs, actor);
      return targets.length > left
        ? err('TARGET_COUNT', `业炎：只剩 ${left} 次可用，至多选择 ${left} 名玩家`)
        : null;
    },
  },
  limits: {
    usable: (s, actor, rs) =>
      burnsLeft(s, rs, actor) > 0
        ? null
        : err('SKILL_NOT_USABLE', '业炎：没有可用的次数（每有一只群内狼死亡可使用一次）'),
  },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        ctx.status(t, 'burned', { source: a.as });
        ctx.notify(t, ctx.ruleset.t.burned?.({}) ?? '', { kind: 'status', status: 'burned' });
        ctx.later((tx) => {
          const c = tx.state.chars.find((x) => x.name === t);
          if (!c) return;
          for (const sk of tx.rs.roles[c.role]?.skills ?? [])
            if (!sk.force?.mandatory && !c.lost.includes(sk.id))
              tx.emit(ev('SkillLost', { actor: t, skill: sk.id, reason: 'burned' }));
        });
      }
    },
  },
};

export const fireWolf: RoleDef = {
  id: 'fire_wolf',
  name: '赤狼',
  aliases: ['火狼'],
  faction: 'wolves',
  cite: '000 狼人阵营 4',
  group: 'wolves',
  templates: { burned: () => '业炎：你失去了除强制技能外的所有技能。' },
  // from (7) that night (then lost for good: SkillLost when the night resolves)
  statuses: [{ id: 'burned', name: '业炎', blocks: { blocksSkills: true }, lifetime: { until: 'nightEnd' } }],
  skills: [kill, burn],
};
