import { revealCard } from '../../../abilities';
import type { RoleDef, VoteHookCtx } from '../../../engine/types';
import { hasStatus } from '../../../state';
import { judgedFaction } from './judged';

// [211] file 001 【能臣异士】31 丞相（男）⑨ (l.430–435):
// 日理万机[指定][早夜] —— 选择范围：任意三名角色，不能连续两晚选择同一个角色。
// 结算效果：若所有结算目标的[实际阵营]均不相同，所有和丞相实际阵营不一致的角色获得[沉默]状态，持续至下一个正午开始。
// 若所有结算目标的实际阵营均相同但和丞相不同，所有结算目标获得[冰冻]状态，持续至下一个正午开始。
// 若所有结算目标的实际阵营均相同，和丞相也相同，丞相在下一个白天获得[独裁]状态，且那一天丞相投票的角色将于黄昏结束时[翻牌]。
// 其余情况或丞相的结算目标不是正好3人则无效果。
// Readings: [早夜] is its 行动顺序总集 slot 早夜2 (丞相<日理万机>), so a [沉默] or [冰冻] given there voids the skills of the
// silenced after it that night; 所有和丞相实际阵营不一致的角色 are every living character of another faction; 不能连续两晚 — any
// of last night's three; the [翻牌] of his vote's target comes when the day's vote closes (黄昏: the 公示 of the vote), its
// card as its actual role; a 弃权 turns nothing.

/** 那一天丞相投票的角色将于黄昏结束时[翻牌]: run at the vote's close (a single top or a tie). */
function revealVote(h: VoteHookCtx): void {
  const { tx, holder } = h;
  if (!hasStatus(holder, 'chancellor_day')) return;
  const to = tx.state.votes[holder.name]?.target;
  const t = to ? tx.state.chars.find((c) => c.name === to) : undefined;
  if (t) h.after.push(() => revealCard(tx, tx.state.chars.find((c) => c.name === t.name) ?? t));
}

export const chancellor: RoleDef = {
  id: 'chancellor',
  name: '丞相',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 31',
  statuses: [
    // 丞相在下一个白天…那一天丞相投票的角色将于黄昏结束时[翻牌] (a marker for the day's vote)
    { id: 'chancellor_day', name: '日理万机', lifetime: { until: 'dayEnd' } },
  ],
  onVoteOut: revealVote,
  onTie: revealVote,
  skills: [
    {
      id: 'affairs',
      name: '日理万机',
      kind: 'night',
      targets: { min: 3, max: 3, self: true, among: 'alive' },
      // 不能连续两晚选择同一个角色 (any of his last night's three)
      limits: { notTwiceRunning: 'actor' },
      hooks: {
        resolve: (ctx, a) => {
          if (a.targets.length !== 3) return;
          const mine = ctx.char(a.as).faction;
          const me = ctx.char(a.as);
          const fs = a.targets.map((t) => judgedFaction(ctx.char(t), me));
          const kinds = new Set(fs).size;
          if (kinds === 3) {
            for (const c of ctx.state.chars)
              if (c.alive && judgedFaction(c, me) !== mine)
                ctx.status(c.name, 'silence', { source: a.as, until: 'dayStart' });
          } else if (kinds === 1 && fs[0] !== mine) {
            for (const t of a.targets) ctx.status(t, 'freeze', { source: a.as, until: 'dayStart' });
          } else if (kinds === 1) {
            ctx.status(a.as, 'dictator', { source: a.as, until: 'dayEnd', after: true });
            ctx.status(a.as, 'chancellor_day', { source: a.as, until: 'dayEnd', after: true });
          }
        },
      },
    },
  ],
};
