import { endDayNow } from '../engine/day';
import { goOut } from '../engine/flow';
import type { SkillDef } from '../engine/types';
import { err } from '../errors';

/**
 * 自爆 (classic 篇三(六)2: 在游戏进行的任何一个环节，狼人都可以通知上帝自爆…自爆后，游戏的任意阶段都立刻中止并直接进入天黑): a day skill
 * used at once, in any window of a day (the election, the discussion, a PK round): the user goes out, the day stops at once
 * (the votes cast are void, nobody is voted out or elected) and the night follows. `takes` (白狼王: 若他不为最后一狼，他可以选择并立刻杀死
 * 一名玩家): he may name one other living player, who goes out with him, while another wolf of his faction stands.
 */
export function selfExplode(o: { id: string; name: string; takes?: boolean }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'day',
    timing: { instant: true },
    targets: { min: 0, max: o.takes ? 1 : 0, self: false, among: 'alive' },
    choose: {
      validate: ({ state, actor, targets }) =>
        targets.length &&
        !state.chars.some((c) => c.alive && c.name !== actor.name && c.faction === actor.faction)
          ? err('ILLEGAL_TARGET', `${actor.name} 是最后一狼：<${o.name}>不能带走玩家`)
          : null,
    },
    hooks: {
      apply: (tx, actor, targets) => {
        const day = tx.state.phase.day;
        tx.announce(tx.t('selfExplode', { name: actor.name }), { kind: 'explode', name: actor.name });
        // the rights the outs grant (殉职) are used in the night that follows, as after a vote
        tx.rightsPhase = { kind: 'night', day };
        const t = targets[0];
        // one who takes another along goes out as such (白狼王: 之后双方均无遗言)
        goOut(tx, actor.name, t ? 'explode_taker' : 'self_explode');
        if (t?.alive) {
          tx.announce(tx.t('explodeTakes', { name: actor.name, target: t.name }), {
            kind: 'explode',
            name: actor.name,
            target: t.name,
          });
          goOut(tx, t.name, 'explode_kill', actor.name);
        }
        if (tx.state.status === 'running') endDayNow(tx);
      },
    },
  };
}
