import { neighbours } from '../../../abilities';
import { blockedBy } from '../../../engine/effects';
import { skillsOf } from '../../../engine/skills';
import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import type { Character } from '../../../state';

// [121] file 000 【村民阵营】 11 熊 (l.122–123):
// 咆哮 —— 游戏日夜晚，若熊电梯左右两侧有狼人阵营除隐狼外存活，则游戏日白天公示熊咆哮了，（即使熊当夜死亡，只要熊身旁有狼仍会公示熊咆哮
// 了），如无狼人阵营或场上无熊，则公示熊未咆哮。
// 导言 (l.27): 现有常规验人功能的神为：通灵，预言家，熊，狐狸. 机械狼 学习 (l.307): 熊，电梯上下有狼会咆哮，且机械熊的咆哮将会盖过
// 真熊，即真熊旁边无狼，机械熊旁边有，公示为熊咆哮了.
// Readings: 左右两侧 = his two living neighbours on the 电梯楼 (the ends joined, those out skipped) as the night's actions
// end, before the night's outs (即使熊当夜死亡); 狼人阵营 = the actual faction, 隐狼 left out as the text says; 咆哮 is not
// <强制>: a bear whose skills are void that night (冰冻, 恐惧, 操纵 …) does not roar; 场上无熊 = the bear out: in a game where
// a 熊 was dealt (or learned) every morning says 熊咆哮了 or 熊未咆哮 (one line, whoever roared: 机械熊的咆哮将会盖过真熊).

const ROARS = ['roar', 'mech_roar'];

/** Does this bear roar tonight: in, not stopped, a living wolf (not 隐狼) beside it? */
function roars(ctx: NightCtx, c: Character, sk: SkillDef): boolean {
  if (!c.alive || blockedBy(ctx.ruleset, ctx.statuses(c.name), sk)) return false;
  return neighbours(ctx.state, c, ctx.ruleset).some((n) => {
    const x = ctx.char(n);
    return x.alive && x.faction === 'wolves' && x.role !== 'hidden_wolf';
  });
}

/** Every bear's night: one line for the next 公示, 熊咆哮了 when any of them roars. */
function roarLine(ctx: NightCtx): void {
  const any = ctx.state.chars.some((c) =>
    skillsOf(ctx.state, ctx.ruleset, c).some((k) => ROARS.includes(k.id) && roars(ctx, c, k)),
  );
  ctx.later((tx) => {
    const line = tx.t(any ? 'bearRoared' : 'bearSilent');
    if (!tx.state.newsQueue.some((n) => n.text === line)) tx.news(line, { kind: 'bear', roared: any });
  });
}

const roar: SkillDef = {
  id: 'roar',
  name: '咆哮',
  kind: 'passive',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  // 场上无熊，则公示熊未咆哮: the line comes while the bear is out too
  limits: { whileOut: true },
  hooks: { onNightStart: (ctx) => ctx.atEnd(roarLine) },
};

export const bear: RoleDef = {
  id: 'bear',
  name: '熊',
  faction: 'village',
  cite: '000 村民阵营 11',
  // 现有常规验人功能的神为：通灵，预言家，熊，狐狸
  checker: true,
  templates: {
    bearRoared: () => '熊咆哮了。',
    bearSilent: () => '熊未咆哮。',
  },
  skills: [roar],
  // 机械狼 学习 熊: the learner's sides, one line with the real bear's
  learnable: { skills: [{ ...roar, id: 'mech_roar', timing: { window: 'n60' } }] },
};
