import { applyStatus, settleEnvNow } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 26 恐怖分子: 恐怖分子与狼人互知共群。杀人; 放烟花——第二个游戏日夜晚开始可选择一名玩家炸死他，自身进入负伤状态，次日投票
// 结束，立即死亡。 (l.364–367) 总体流程 3 (2) 恐怖分子<放烟花>; (22) 恐怖分子炸死（按照行动顺序结算，即恐怖分子发动技能后，立即结算死亡,并立即公示出局）.
// Readings: the target goes out when his window (n20, 关门二十分钟内) closes, announced at once (致死伤害: only what stops any
// death — 主宰黑夜 — stops it; a guard of that night comes later in the order); 负伤 then, he goes out right after the next
// day's vote is counted (次日投票结束: when that day ends, whether or not anyone voted), announced at once; <限定> is not written, but 负伤…立即死亡 makes it once.

function blowUp(tx: Tx, by: string, target: string): void {
  // 自身进入负伤状态
  applyStatus(tx, by, 'wounded', { source: by, until: 'dayEnd', data: { day: tx.state.phase.day } });
  // once (the action itself is not counted: its target is out before the night's resolution runs it again)
  applyStatus(tx, by, 'fireworks_set', { source: by, until: null });
  const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
    target,
    source: 'fireworks',
    by,
    strength: 'lethal',
    cause: 'fireworks',
  });
  tx.announce(tx.t(cause ? 'fireworks' : 'fireworksVoid', { name: by, target }), {
    kind: 'fireworks',
    by,
    target,
    out: Boolean(cause),
  });
  if (cause) goOut(tx, target, cause, by);
}

const fireworks: SkillDef = {
  id: 'fireworks',
  name: '放烟花',
  kind: 'night',
  limits: {
    usable: (s, actor) =>
      s.phase.day < 2
        ? err('WRONG_PHASE', '放烟花：第二个游戏日夜晚开始才可发动')
        : actor.statuses.some((st) => st.id === 'fireworks_set')
          ? err('SKILL_USED_UP', '放烟花：已经发动过了')
          : null,
  },
  effect: { lethal: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      ctx.now((tx) => blowUp(tx, a.as, t));
    },
  },
};

export const terrorist: RoleDef = {
  id: 'terrorist',
  name: '恐怖分子',
  faction: 'wolves',
  cite: '000 狼人阵营 26',
  group: 'wolves',
  // 次日投票结束，立即死亡: 负伤 ends with the next day, after its vote is counted (a day nobody votes too), and puts him out
  statuses: [
    {
      id: 'wounded',
      name: '负伤',
      lifetime: { until: 'dayEnd', outWhenEnds: { cause: 'wounded', announce: 'woundedOut' } },
    },
    { id: 'fireworks_set', name: '放烟花' },
  ],
  templates: {
    fireworks: ({ target }) => `${target} 被炸死，出局。`,
    fireworksVoid: ({ target }) => `${target} 被炸，未出局。`,
    woundedOut: ({ name }) => `${name} 伤重，出局。`,
    'cause.fireworks': () => '被炸死',
    'cause.wounded': () => '负伤死亡',
  },
  skills: [kill, fireworks],
  // 机械狼 学习 (l.347): 恐怖分子，同恐怖分子 — 放烟花, acting just after a real one's
  learnable: {
    skills: [{ ...fireworks, id: 'mech_fireworks', timing: { window: 'n20', orderAs: 'fireworks' } }],
  },
};
