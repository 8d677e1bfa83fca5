import { inGroup } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { burn, seatOf } from '../houses';
import { roundBurn } from '../round-decider';

// [tieba] file 002 【村民阵营】 6 纵火者 (l.81–82): 纵火 —— 游戏日夜晚，纵火者烧毁一个房屋。被烧毁的房屋离开游戏，房主变为流浪汉。若当晚
// 狼人/狼王/赤狼/黑情侣<杀人>、狼王<冲锋>的目标是被烧毁房屋的角色，被烧毁房屋的角色电梯贴下方的第一名狼群内角色立即出局，且原本拥有
// 被烧毁房屋的角色不会出局。<纵火>一局游戏只能使用一次。
// Readings: those 杀人/冲锋 on the owner are void (he does not go out by them; the witch's 通灵 does not name him for them);
// 电梯贴下方的第一名狼群内角色 = the first living 狼群内角色 on a later floor than the owner, from the top again when there is
// none below (the 电梯贴 read on, as its neighbours are); 立即出局 is the 纵火's out (no save stops it). 黑情侣<杀人>
// (roles/cupid.ts lovers_kill) is voided on the owner as the others are (untested yet).
const KILLS = ['kill', 'charge', 'lovers_kill'];

export const arsonist: RoleDef = {
  id: 'arsonist',
  name: '纵火者',
  faction: 'village',
  cite: '002 村民阵营 6',
  statuses: [
    { id: 'arson_owner', name: '纵火', blocks: { immuneTo: KILLS }, lifetime: { until: 'nightEnd' } },
  ],
  templates: { 'cause.arson': () => '纵火' },
  skills: [
    burn({
      id: 'arson',
      name: '纵火',
      mark: 'arson_owner',
      onEnd: (ctx, owner, by) => {
        if (!ctx.voided.some((v) => v.target === owner && KILLS.includes(v.skill))) return;
        const at = seatOf(ctx.state, owner);
        const pack = ctx.state.chars.filter(
          (c) => c.alive && c.name !== owner && inGroup(ctx.state, ctx.ruleset, c, 'wolves'),
        );
        const below = pack.filter((c) => c.seat > at);
        const first = (below.length ? below : pack).sort((x, y) => x.seat - y.seat)[0];
        if (first) ctx.kill({ target: first.name, source: 'arson', by, strength: 'lethal', cause: 'arson' });
      },
    }),
    // 轮次决胜: 纵火者必须提交三天内的夜晚行动 (../round-decider.ts)
    roundBurn,
  ],
};
