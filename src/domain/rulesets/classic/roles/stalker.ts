import { applyStatus } from '../../../engine/effects';
import type { RoleDef, VoteHookCtx } from '../../../engine/types';
import { err } from '../../../errors';

// [classic] file 003 潜行者（来自pandakill）(l.55): 技能只能发动一次。潜行者可以在夜晚暗杀一名玩家，这名玩家必须是潜行者在前一天放逐投票时所投的那个人。
// 若潜行者弃票，或因为狼人自爆而跳过投票阶段，则潜行者无法发动技能。
// Readings: 前一天放逐投票时所投的那个人 is his vote in the count that closed the day (a PK's, after a PK); the day's close marks it
// (a 自爆 ends the day with no count: no mark); the 暗杀 is a kill neither 守卫 nor 解药 stops (they name 狼人 and 刺客), its target
// still alive at night.
function mark({ tx, holder }: VoteHookCtx): void {
  const target = tx.state.votes[holder.name]?.target;
  if (target)
    applyStatus(tx, holder.name, 'stalk_mark', { source: holder.name, until: 'nightEnd', data: { target } });
}

export const stalker: RoleDef = {
  id: 'stalker',
  name: '潜行者',
  faction: 'village',
  cite: '003 篇一 潜行者',
  statuses: [{ id: 'stalk_mark', name: '潜行目标' }],
  templates: { 'cause.stalked': () => '被潜行者暗杀' },
  onVoteOut: mark,
  onTie: mark,
  skills: [
    {
      id: 'stalk',
      name: '暗杀',
      kind: 'night',
      limits: {
        limit: 1,
        usable: (_s, actor) =>
          actor.statuses.some((st) => st.id === 'stalk_mark')
            ? null
            : err(
                'SKILL_NOT_USABLE',
                '潜行者只能暗杀前一天放逐投票时所投的那个人：你没有投票，或投票阶段被跳过',
              ),
      },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        validate: ({ actor, targets }) => {
          const want = actor.statuses.find((st) => st.id === 'stalk_mark')?.data?.target;
          return targets[0] && targets[0].name !== want
            ? err('ILLEGAL_TARGET', `只能暗杀前一天放逐投票时所投的 ${String(want)}`)
            : null;
        },
      },
      effect: { lethal: true },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'stalk', by: a.as, strength: 'lethal', cause: 'stalked' });
        },
      },
    },
  ],
};
