import type { RoleDef } from '../../../engine/types';
import { burn, seatOf } from '../houses';
import { roundDecider, roundKill } from '../round-decider';
import { kill } from './wolves';

// [tieba] file 002 【狼人阵营】 3 赤狼 (l.56–59): 赤狼与狼人互知共群。杀人… 业炎 —— 游戏日夜晚，赤狼烧毁一个房屋。被烧毁的房屋离开游戏，
// 房主变为流浪汉。若当晚预言家<预言>的目标为被烧毁房屋的对象，预言家立即出局；若当晚女巫<救药>/<毒药>的目标是被烧毁房屋的角色，女巫
// 立即出局；若当晚医生<救治>的目标是被烧毁屋的角色，医生立即出局。<业炎>一局游戏只能使用一次。
// 补充说明：若预言家、女巫、医生同时以被业炎烧毁房屋的角色为对象，电梯贴内三者中离该角色最近的一位出局。当晚以此为目标的技能都视为
// 操作成功，但不产生效果。
// Readings: 当晚 = the same night, whichever comes first in the order (业炎 is step (3), before 医生 (5), 女巫 (9), 预言家 (10));
// those skills on the owner are void but spent (视为操作成功，但不产生效果: the 预言 answers nothing, the potion is used up);
// 离该角色最近 = the fewest floors between them on the 电梯贴 (the seating, a list), a tie drawn (seeded, an event); the out
// is 业炎's (立即出局: no save stops it). The 补充说明 reads for one or several of them alike: one goes out.
const TOUCHED = ['prophecy', 'antidote', 'poison', 'treat'];

export const fireWolf: RoleDef = {
  id: 'fire_wolf',
  name: '赤狼',
  faction: 'wolves',
  cite: '002 狼人阵营 3',
  group: 'wolves',
  statuses: [
    { id: 'scorched', name: '业炎', blocks: { immuneTo: TOUCHED }, lifetime: { until: 'nightEnd' } },
  ],
  templates: { 'cause.yeyan': () => '业炎' },
  skills: [
    kill,
    roundDecider,
    roundKill,
    burn({
      id: 'yeyan',
      name: '业炎',
      mark: 'scorched',
      onEnd: (ctx, owner, by) => {
        const users = [
          ...new Set(
            ctx.voided.filter((v) => v.target === owner && TOUCHED.includes(v.skill)).map((v) => v.actor),
          ),
        ].filter((n) => n !== owner && ctx.char(n).alive);
        if (!users.length) return;
        const at = seatOf(ctx.state, owner);
        const dist = (n: string) => Math.abs(seatOf(ctx.state, n) - at);
        const least = Math.min(...users.map(dist));
        const nearest = users.filter((n) => dist(n) === least);
        const out = nearest.length > 1 ? ctx.draw(`yeyan:${owner}`, nearest) : nearest[0];
        if (out) ctx.kill({ target: out, source: 'yeyan', by, strength: 'lethal', cause: 'yeyan' });
      },
    }),
  ],
};
