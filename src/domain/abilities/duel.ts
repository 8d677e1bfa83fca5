import { endDayNow } from '../engine/day';
import { cardName, defsOf, seenRole, settleEnvNow, statusesOf } from '../engine/effects';
import { checkEnd, goOut } from '../engine/flow';
import type { Tx } from '../engine/tx';
import type { SkillDef } from '../engine/types';
import { err } from '../errors';
import type { Character } from '../state';
import { ensureLastWords } from './last-words';
import { revealCard } from './reveal-card';

/**
 * 决斗 (121 骑士): a [翻牌] day skill, not on the 竞选日 (day 1), on one other living player, judged by the
 * target's actual faction — 狼人阵营: the target dies and the day ends at once (直接进入游戏日夜晚, the votes
 * cast are void); 村民阵营: the duellist goes out at once and may leave last words, the day goes on; any other
 * faction (三方, 不定): nobody dies, the day goes on. `alwaysKills` (机械狼's learned 骑士: 被pk者无论身份必定死亡):
 * the target dies whatever its faction and the duellist never does; the day still ends at once only for a wolf.
 * A target immune by day (隐者 隐身衣: 白天对其进行的翻牌操作（如骑士，侦探）均视为失效) makes it void: the
 * card is turned, nobody dies, the skill is spent (reading).
 */
export function duel(o: {
  id: string;
  name: string;
  limit?: number;
  alwaysKills?: boolean;
  /** the card turned up is the user's surface role (a learned 骑士) */
  surface?: boolean;
  /** the factions (ids) whose target dies and ends the day; default the text's 狼人阵营 (`wolves`) */
  dies?: readonly string[];
  /** the factions (ids) against which the duellist goes out; default the text's 村民阵营 (`village`) */
  loses?: readonly string[];
}): SkillDef {
  const dies = o.dies ?? ['wolves'];
  const loses = o.loses ?? ['village'];
  return {
    id: o.id,
    name: o.name,
    kind: 'day',
    timing: { instant: true },
    effect: { flip: true },
    limits: {
      limit: o.limit ?? 1,
      usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', `${o.name}：竞选日不可发动`) : null),
    },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    hooks: {
      apply: (tx, actor, targets) => {
        const t = targets[0];
        if (!t) return;
        revealCard(tx, actor, o.surface ? cardName(tx.rs, seenRole(tx.state, tx.rs, actor)) : undefined);
        tx.announce(tx.t('duel', { name: actor.name, skill: o.name, target: t.name }), {
          kind: 'duel',
          by: actor.name,
          target: t.name,
        });
        if (defsOf(tx.rs, statusesOf(tx.state, tx.rs, t)).some(({ def }) => def.blocks?.immune)) {
          tx.announce(tx.t('duelVoid', { target: t.name }), { kind: 'duel', outcome: 'void' });
          return;
        }
        const wolf = dies.includes(t.faction);
        if (wolf || o.alwaysKills) {
          killByDuel(tx, actor, t, wolf);
          if (wolf && tx.state.status === 'running') endDayNow(tx);
          return;
        }
        if (loses.includes(t.faction)) {
          // 此玩家为好人骑士将立即出局，可留遗言，该讨论日正常继续
          tx.announce(tx.t('duelGood', { name: actor.name, target: t.name }), {
            kind: 'duel',
            outcome: 'duellist_out',
            out: actor.name,
          });
          goOut(tx, actor.name, 'duel_lost', t.name);
          ensureLastWords(tx, actor.name);
          checkEnd(tx, 'now');
          return;
        }
        // 此玩家为三方阵营则双方都不会死亡，讨论日正常进行
        tx.announce(tx.t('duelThird', { name: actor.name, target: t.name }), {
          kind: 'duel',
          outcome: 'none',
        });
      },
    },
  };
}

function killByDuel(tx: Tx, actor: Character, t: Character, endsDay: boolean): void {
  const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
    target: t.name,
    source: 'duel',
    by: actor.name,
    strength: 'lethal',
    cause: 'duel',
  });
  const line = !cause ? 'duelSurvives' : endsDay ? 'duelWolf' : 'duelOut';
  tx.announce(tx.t(line, { name: actor.name, target: t.name }), {
    kind: 'duel',
    outcome: cause ? 'target_out' : 'target_saved',
    out: cause ? t.name : null,
  });
  if (!cause) return;
  // the day ends now: a right the out grants (殉职) is usable in the night that follows, as after a vote
  if (endsDay) tx.rightsPhase = { kind: 'night', day: tx.state.phase.day };
  goOut(tx, t.name, cause, actor.name);
}
