import { applyStatus, seenFactionNow } from '../engine/effects';
import { badgeCandidates, goOut, transferBadge } from '../engine/flow';
import { targetedLastNight } from '../engine/skills';
import type { Tx } from '../engine/tx';
import type { SkillDef } from '../engine/types';
import { err } from '../errors';
import { ev } from '../events';
import type { Character, GameState } from '../state';

/**
 * Shared abilities ("cards"): a role composes these instead of writing its
 * own logic. Each takes the names the rule text uses.
 */

const one = { min: 1, max: 1 } as const;

/** 杀人: the group's shared 指杀; any member may submit, the last submission stands. */
export function groupKill(o: { id: string; name: string; group: string; window?: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    ...(o.window ? { window: o.window } : {}),
    group: o.group,
    kill: true,
    lethal: true,
    targets: { ...one, self: true, among: 'alive' },
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.kill({ target: t, source: o.id, by: a.as, strength: 'zhisha' });
    },
  };
}

/** An extra 指杀 of one's own (狼王 冲锋). */
export function extraKill(o: { id: string; name: string; window?: string; limit?: number }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    ...(o.window ? { window: o.window } : {}),
    ...(o.limit !== undefined ? { limit: o.limit } : {}),
    lethal: true,
    targets: { ...one, self: true, among: 'alive' },
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.kill({ target: t, source: o.id, by: a.as, strength: 'zhisha' });
    },
  };
}

/** A check that answers with what the target is seen as (预言: 狼人阵营 or not). */
export function factionCheck(o: {
  id: string;
  name: string;
  window?: string;
  answer: (seenFaction: string) => string;
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    ...(o.window ? { window: o.window } : {}),
    feedback: true,
    targets: { ...one, self: false, among: 'alive' },
    resolve: (ctx, a) => {
      // each settled target answers under the name the user chose (a swap or a reflection is not seen)
      a.targets.forEach((name, i) => {
        const t = ctx.char(name);
        const answer = o.answer(seenFactionNow(ctx, t));
        const shown = a.chosen[i] ?? name;
        ctx.notify(a.actor, ctx.ruleset.t.checkResult?.({ skill: o.name, name: shown, answer }) ?? answer, {
          kind: 'feedback',
          skill: o.id,
          target: shown,
          answer,
        });
      });
    },
  };
}

/** 守护: protects against 指杀 tonight; the same character may not be protected two nights running. */
export function protect(o: { id: string; name: string; window?: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    ...(o.window ? { window: o.window } : {}),
    targets: { ...one, self: true, among: 'alive' },
    excludes: ({ state, target }) => targetedLastNight(state, o.id, target.name, state.phase.day),
    validate: ({ state, targets }) => {
      const t = targets[0];
      return t && targetedLastNight(state, o.id, t.name, state.phase.day)
        ? err(
            'SAME_TARGET_AS_LAST_NIGHT',
            `${t.name} was protected last night and cannot be protected two nights running`,
          )
        : null;
    },
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.guards.set(t, [...(ctx.guards.get(t) ?? []), a.as]);
    },
  };
}

/** A potion (救药, 毒药): one target tonight; `exclusiveWith` may not be used the same night. */
interface PotionOptions {
  id: string;
  name: string;
  window?: string;
  exclusiveWith?: string;
  limit?: number;
}

function potion(o: PotionOptions, rest: Pick<SkillDef, 'resolve'> & Partial<SkillDef>): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    ...(o.window ? { window: o.window } : {}),
    ...(o.limit !== undefined ? { limit: o.limit } : {}),
    targets: { ...one, self: true, among: 'alive' },
    validate: exclusive(o.exclusiveWith, o.name),
    ...rest,
  };
}

/** A save: the target does not go out from 指杀 tonight. */
export function save(o: PotionOptions): SkillDef {
  return potion(o, {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.saves.set(t, [...(ctx.saves.get(t) ?? []), a.as]);
    },
  });
}

/** A poison: the target goes out before the night ends. */
export function poison(o: PotionOptions): SkillDef {
  return potion(o, {
    lethal: true,
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.kill({ target: t, source: o.id, by: a.as, strength: 'poison' });
    },
  });
}

function exclusive(other: string | undefined, name: string): SkillDef['validate'] {
  if (!other) return undefined;
  return ({ state, actor }) =>
    state.actions.some((a) => a.actor === actor.name && a.skill === other && !a.pass)
      ? err(
          'SKILL_CONFLICT',
          `${name} cannot be used on the same night as the other potion (withdraw it first)`,
        )
      : null;
}

/** 通灵<强制>: when its window opens, the holder learns who is 指杀'd tonight (each once). */
export function killSense(o: { id: string; name: string; window?: string; requires?: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'passive',
    mandatory: true,
    ...(o.window ? { window: o.window } : {}),
    ...(o.requires ? { requires: o.requires } : {}),
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    reveal: (ctx, holder) => {
      const names: string[] = [];
      for (const k of ctx.kills)
        if (k.strength === 'zhisha' && !names.includes(k.target)) names.push(k.target);
      const t = ctx.ruleset.t;
      const text = names.length
        ? (t.killSense?.({ names: names.join('、') }) ?? names.join('、'))
        : (t.killSenseNone?.({}) ?? '');
      ctx.notify(holder.name, text, { kind: 'feedback', skill: o.id, killed: names });
    },
  };
}

/** A shot after going out (最后一枪): the target goes out at once. */
export function lastShot(o: { id: string; name: string; right: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'right',
    right: o.right,
    whileOut: true,
    targets: { ...one, self: false, among: 'alive' },
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t) return;
      tx.news(tx.t('shot', { name: actor.name, skill: o.name, target: t.name }), {
        kind: 'shot',
        by: actor.name,
        target: t.name,
      });
      goOut(tx, t.name, 'shot', actor.name);
    },
  };
}

/**
 * [翻牌]: the user's actual role becomes public. 211: [翻牌]技能都会公示…是否有角色翻牌、是否有角色出局 — never
 * which skill or target. By night the line waits for the next 公示.
 */
export function revealCard(tx: Tx, c: Character, shown?: string): void {
  if (c.statuses.some((st) => st.id === 'revealed')) return;
  applyStatus(tx, c.name, 'revealed', { source: c.name, until: null });
  // `shown`: the card turned up when it is not the actual one (121 机械狼's learned 骑士 shows 骑士)
  const role = shown ?? tx.rs.roles[c.role]?.name ?? c.role;
  tx.news(tx.t('flipped', { name: c.name, role }), { kind: 'reveal', name: c.name, role: c.role });
}

/** The `choice` that tears the badge (撕毁警徽) instead of handing it on. */
export const TEAR_BADGE = '撕毁';

/**
 * 殉职<强制>: the sheriff going out hands the badge to a living character; not in
 * time, it goes at random (the draw an event). `excludes` bars some targets. `tear`: where (and
 * while) the ruleset allows it, the sheriff may instead tear the badge — choice `撕毁`, no target —
 * and the game has no sheriff after (classic 篇二 5(3)); where it returns false the hand-over is due
 * (篇三 2）警长死亡后必须移警徽给后任警长).
 */
export function badgeHandOver(
  excludes?: SkillDef['excludes'],
  o: { tear?: (s: GameState) => boolean } = {},
): SkillDef {
  const tear = o.tear;
  return {
    id: 'badge',
    name: '殉职',
    kind: 'right',
    right: 'badge',
    whileOut: true,
    mandatory: true,
    onTimeout: 'random',
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    ...(excludes ? { excludes } : {}),
    ...(tear
      ? {
          // a target, or the choice 撕毁 without one
          targetsFor: () => ({ min: 0, max: 1, self: false, among: 'alive' as const }),
          validate: ({ state, targets, choice }) => {
            if (choice === TEAR_BADGE) {
              if (!tear(state))
                return err(
                  'BADGE_TEAR_NOT_ALLOWED',
                  '警长死亡后必须移警徽给后任警长: the badge cannot be torn here; name who receives it',
                );
              return targets.length ? err('TARGET_COUNT', `${TEAR_BADGE}警徽 names no one`) : null;
            }
            if (choice !== null) return err('INVALID_INPUT', `殉职: choice is ${TEAR_BADGE} or none`);
            return targets.length
              ? null
              : err('TARGET_COUNT', `殉职 takes 1 target${tear(state) ? ` (or choice ${TEAR_BADGE})` : ''}`);
          },
        }
      : {}),
    apply: (tx, actor, targets, choice, how) => {
      if (tx.state.sheriff !== actor.name) return;
      if (choice === TEAR_BADGE && how !== 'timeout') {
        tx.emit(ev('SheriffChanged', { from: actor.name, to: null, cause: 'torn' }));
        tx.news(tx.t('badgeTorn', { from: actor.name }), {
          kind: 'badge',
          from: actor.name,
          to: null,
          cause: 'torn',
        });
        return;
      }
      const to = targets[0]?.name ?? null;
      if (how === 'timeout') transferBadge(tx, actor.name, to, 'random');
      else if (to && badgeCandidates(tx, actor.name).some((c) => c.name === to))
        transferBadge(tx, actor.name, to, 'passed');
    },
  };
}

export { duel, ensureLastWords } from './duel';
