import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';

// [classic] file 003 口吃法官 (l.51): 技能只能发动一次。第一个夜晚上帝唤醒口吃法官，口吃法官将给上帝一个暗号，当白天投票结束处决完玩家后，口吃法官可以做出这个暗号，
// 若如此做，上帝将立刻发起一轮新的投票。
// 暗号 is a standing day choice (like 白痴's 翻牌): armed by day before the close, it acts when that day's count executes someone —
// the out stands, announced, and a new out vote of the same day opens at once (the engine's day vote window, VoteHookCtx.again);
// spent then, once a game. Readings: the sign agreed on the first night is the forum's private word to the director, so no step of
// its own (armed from the first day's vote on); a count that executes nobody (a tie's second tie, 白痴 spared) does not use it; he
// cannot make it when he is the one executed; the sign is public when made (上帝将立刻发起一轮新的投票), who made it is not.
export const stutteringJudge: RoleDef = {
  id: 'stuttering_judge',
  name: '口吃法官',
  faction: 'village',
  cite: '003 篇一 口吃法官',
  templates: { judgeSign: () => '有人做出了暗号：立刻发起一轮新的投票。' },
  skills: [
    {
      id: 'judge_sign',
      name: '暗号',
      kind: 'day',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  onVoteOut: (h) => {
    const me = h.holder;
    if (!h.out || h.out.name === me.name || (me.uses.judge_sign ?? 0) >= 1 || me.lost.includes('judge_sign'))
      return;
    const standing = h.tx.state.actions.find((a) => a.actor === me.name && a.skill === 'judge_sign');
    if (!standing || standing.pass) return;
    const tx = h.tx;
    tx.emit(
      ev('ActionsResolved', {
        day: tx.state.phase.day,
        phase: 'day',
        actions: [{ actor: me.name, skill: 'judge_sign', targets: [] }],
      }),
    );
    h.extraLines.push(tx.t('judgeSign'));
    h.again = true;
  },
};
