import type { RoleDef, SkillDef, Tx } from '../../../engine/types';
import type { GameState } from '../../../state';
import { claim, fillPushAtClose } from '../cards';
import { addPoints } from '../pools';
import { outCycle } from './hunter';

// [pku] file 004 狼 / 狼禁 (l.225–245). 禁: 入夜 (结算顺序 l.11: … 狼禁行动, before every action of 夜间 and 凌晨).
// 技能对女巫有效 对三方【永劫无间】有效 对猎人无效 对被动技能（例如【六神无主】）无效 (l.241): the ban blocks the target's
// night skills that night (a status), not a passive one (<强制>: a 通灵 still reveals) nor the hunter's shot (a right used
// by day); 可以不行动，不可自禁 (l.243); 狼禁作用的对象将在夜晚开始时得到通知自己被禁 (l.245: told when 入夜 closes and 夜间
// opens); 无法禁止兑换魔法卡 (l.239, l.111: the cards are not in the code). 知道全部狼人阵营玩家，但不知道玩家和身份的对应
// 关系 (l.227): told the names of the wolves' side at the start, not their roles.
// 【卧龙凤雏】 (l.229–237): 每一组序号相同日和夜算作一个结算周期 (day N and night N: outs of one 结算周期 share outDay N);
// two wolves out in one cycle give the 狼禁 an extra action the next night (两狼…第一日投票和第一夜…出局 → 第二夜; 第二日
// 双狼平票出局 → 第三夜), told that night (狼禁额外行动将在有额外行动的那一夜通知, at 入夜); 本技能本场游戏中触发次数不限;
// 两个行动对象可以先后指定 (reading: the second by submitting both — a night's last submission stands). Reading: two or
// more wolves out in a cycle give one extra action. 白给点的增加时机为狼禁的行动时机。若此时狼禁死亡则触发白给点+2 (l.233):
// at 入夜 of that night, after the wolves' pool settled (the points count at the next 入夜), a 狼禁 out gives the wolves'
// pool +2 (`wolongPoints`); a living 狼禁 gets the extra action and no points. 第一夜中毒出局的狼+第二日早上被猎人带走的狼不
// 触发额外回合: the hunter's 破晓 shot is the next day's (./hunter.ts outCycle).

/** 【卧龙凤雏】: two or more of the wolves' side out in the 结算周期 before tonight's */
const extraAction = (s: GameState): boolean =>
  s.phase.kind === 'night' &&
  s.chars.filter((c) => !c.alive && c.faction === 'wolves' && outCycle(c) === s.phase.day - 1).length >= 2;

/** 入夜 (after the wolves' pool settled): 【卧龙凤雏】 due tonight with the 狼禁 out → 白给点+2 to the wolves' pool. */
export function wolongPoints(tx: Tx): void {
  if (!extraAction(tx.state)) return;
  for (const c of tx.state.chars)
    if (c.role === 'wolf_blocker' && !c.alive) addPoints(tx, 'wolves', 2, '【卧龙凤雏】');
}

const wolong: SkillDef = {
  id: 'wolong',
  name: '卧龙凤雏',
  kind: 'passive',
  timing: { window: '入夜' },
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    reveal: (ctx, holder) => {
      if (extraAction(ctx.state))
        ctx.notify(holder.name, ctx.ruleset.t.wolong?.({}) ?? '', { kind: 'wolong' });
    },
  },
};

const ban: SkillDef = {
  id: 'ban',
  name: '禁',
  kind: 'night',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  choose: {
    // 可以不行动: no target is a pass
    targetsFor: (s) => ({ min: 0, max: extraAction(s) ? 2 : 1, self: false, among: 'alive' }),
  },
  effect: { blocking: true },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        ctx.status(t, 'banned', { source: a.as });
        ctx.notify(t, ctx.ruleset.t.banned?.({}) ?? '', { kind: 'status', status: 'banned' });
      }
    },
  },
};

export const wolfBlocker: RoleDef = {
  id: 'wolf_blocker',
  name: '狼禁',
  faction: 'wolves',
  cite: '004 狼 狼禁',
  // 【填子抗推】 (../cards.ts): the card held by any wolf acts at the vote's close
  onVoteOut: (h) => fillPushAtClose(h, false),
  onTie: (h) => fillPushAtClose(h, true),
  skills: [claim, ban, wolong],
  statuses: [{ id: 'banned', name: '被禁', blocks: { blocksSkills: true }, lifetime: { until: 'nightEnd' } }],
  templates: {
    banned: () => '你今夜被狼禁禁止行动，无法使用技能。',
    wolong: () => '【卧龙凤雏】：上一个结算周期有两名狼人出局，今夜你可以禁两名玩家。',
    wolvesAre: ({ names }) => `狼人阵营的玩家：${names}（不知道玩家与身份的对应关系）。`,
  },
  onStart: (tx, c) => {
    const names = tx.state.chars
      .filter((x) => x.faction === 'wolves' && x.name !== c.name)
      .map((x) => x.name);
    tx.notify(c.name, tx.t('wolvesAre', { names: names.join('、') || '—' }), {
      kind: 'group',
      members: names,
    });
  },
};
