import { extraVotes, voteWeight } from '../../../engine/day';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef, VoteHookCtx } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [classic] file 003 刺客 (l.42): 当连续两天刺客获得了共计4票或更多的投票，则刺客可以在晚上醒来杀死一名玩家，并重置刺客的记票。例如刺客在第1.2.3天分别获得了
// 1.2.2票，则第4天晚上刺客可以杀死一人，而第4天白天刺客身上的票数将不会和第3天的累加。刺客可以在达到要求后不杀人，但记票依然会重置。 守卫 (l.33): 被守卫守护的人
// 当晚不会被狼人或刺客杀害; 女巫 (l.23–24): 解药可以救活一名当晚被狼人或刺客杀害的玩家…如果有特殊狼人或刺客在场导致杀死了多人，上帝将告知女巫所有的死亡情况.
// Each count of a day's out vote (a PK's too) records the votes he got (as counted: the sheriff's weight, a 乌鸦's curse); the night
// after a day whose total with the day before reaches 4 he may 刺杀 one player (the text's 第4天晚上 follows its 第3天's vote: the engine's
// night N after day N), and the count starts again after that night whether he kills or not (a day already summed is not summed
// again). The kill is the pack's kind (指杀): a guard or the 解药 stops it, the witch is told it (the order table's tier 4).
// Readings: 连续两天 = the day that just closed and the one before it (a day without a count gives 0); himself not a target.

/** Votes he got on each day (the engine's day numbers), kept in one status (data.days). */
const perDay = (c: Character): Record<string, number> =>
  (c.statuses.find((st) => st.id === 'assassin_votes')?.data?.days as Record<string, number>) ?? {};

/** May he kill tonight (night N, after day N): each earlier night that was due reset the count. */
function due(s: GameState, c: Character): boolean {
  const votes = perDay(c);
  let reset = 0;
  let dueNow = false;
  for (let d = 1; d <= s.phase.day; d++) {
    const sum = (votes[d] ?? 0) + (d - 1 > reset ? (votes[d - 1] ?? 0) : 0);
    dueNow = sum >= 4;
    if (dueNow) reset = d;
  }
  return dueNow;
}

function record({ tx, holder }: VoteHookCtx): void {
  const n =
    Object.values(tx.state.votes)
      .filter((v) => v.target === holder.name)
      .reduce((sum, v) => sum + voteWeight(tx.state, tx.rs, v.voter), 0) +
    extraVotes(tx.state, tx.rs, holder);
  if (n <= 0) return;
  const days = { ...perDay(holder) };
  days[tx.state.phase.day] = (days[tx.state.phase.day] ?? 0) + n;
  applyStatus(tx, holder.name, 'assassin_votes', { source: holder.name, until: null, data: { days } });
}

export const assassin: RoleDef = {
  id: 'assassin',
  name: '刺客',
  faction: 'village',
  cite: '003 篇一 刺客',
  statuses: [{ id: 'assassin_votes', name: '记票' }],
  onVoteOut: record,
  onTie: record,
  skills: [
    {
      id: 'assassinate',
      name: '刺杀',
      kind: 'night',
      effect: { lethal: true },
      limits: {
        usable: (s, actor) =>
          due(s, actor) ? null : err('SKILL_NOT_USABLE', '刺客只有在连续两天共获得4票或更多时才能在当晚杀人'),
      },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'assassinate', by: a.as, strength: 'zhisha' });
        },
      },
    },
  ],
};
