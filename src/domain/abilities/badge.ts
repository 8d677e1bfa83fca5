import { badgeCandidates, transferBadge } from '../engine/flow';
import type { SkillDef } from '../engine/types';
import { err } from '../errors';
import { ev } from '../events';
import type { GameState } from '../state';

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
  excludes?: NonNullable<SkillDef['choose']>['excludes'],
  o: { tear?: (s: GameState) => boolean } = {},
): SkillDef {
  const tear = o.tear;
  return {
    id: 'badge',
    name: '殉职',
    kind: 'right',
    right: 'badge',
    limits: { whileOut: true },
    force: { mandatory: true, onTimeout: 'random' },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    choose: {
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
                    '警长死亡后必须移警徽给后任警长：不能撕毁警徽，请指定接任者',
                  );
                return targets.length ? err('TARGET_COUNT', `${TEAR_BADGE}警徽时不指定任何人`) : null;
              }
              if (choice !== null) return err('INVALID_INPUT', `殉职的选项只能是${TEAR_BADGE}，或不填`);
              return targets.length
                ? null
                : err('TARGET_COUNT', `殉职须指定一名接任者${tear(state) ? `（或选择${TEAR_BADGE}）` : ''}`);
            },
          }
        : {}),
    },
    hooks: {
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
    },
  };
}
