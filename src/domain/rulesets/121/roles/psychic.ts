import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import type { Character } from '../../../state';

// [121] file 000 【村民阵营】 15 灵能 (l.131–132): 感知<强制> —— 游戏日夜晚，灵能可以获得当日出局的玩家所属阵营。
// 机械狼 学习 (l.311): 灵能，同灵能.
// Readings: 当日 = the 游戏日 whose night it is — the characters who went out in that day's daytime (the vote, a 决斗,
// a shot, a red card …); the night before is not 当日 (its outs were the morning's 公示). 所属阵营 = the actual faction
// now, not a surface (the text says 所属, where 通灵师 says 表面身份), named as the ruleset names it. A <强制> skill the
// engine runs: told when its window opens (行动时限 其余身份: 关门一小时后, n60), one line, 无人出局 when nobody went out.

/** The characters out in the daytime of day `day`, in the order they went out. */
const outThatDay = (ctx: NightCtx, day: number): Character[] =>
  ctx.state.chars
    .filter((c) => !c.alive && c.outDay === day && c.outPhase === 'day')
    .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0));

const sense: SkillDef = {
  id: 'sense',
  name: '感知',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    reveal: (ctx, holder) => {
      const outs = outThatDay(ctx, ctx.state.phase.day).map((c) => ({
        name: c.name,
        faction: ctx.ruleset.factions[c.faction]?.name ?? c.faction,
      }));
      const t = ctx.ruleset.t;
      const text = outs.length
        ? (t.sensed?.({ names: outs.map((o) => `${o.name}（${o.faction}）`).join('、') }) ?? '')
        : (t.sensedNone?.({}) ?? '');
      ctx.notify(holder.name, text, { kind: 'feedback', skill: 'sense', outs });
    },
  },
};

export const psychic: RoleDef = {
  id: 'psychic',
  name: '灵能',
  faction: 'village',
  cite: '000 村民阵营 15',
  templates: {
    sensed: ({ names }) => `感知：今日出局的玩家 ${names}。`,
    sensedNone: () => '感知：今日无人出局。',
  },
  skills: [sense],
  // 机械狼 学习 灵能，同灵能: the same sense, told in the same window
  learnable: { skills: [{ ...sense, id: 'mech_sense', timing: { ...sense.timing, window: 'n60' } }] },
};
