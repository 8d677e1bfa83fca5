import { poison, save } from '../../../abilities';
import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 36 女巫学徒 (l.183–185):
// 实验——女巫使用过任意药或女巫死亡的下一个游戏日夜晚，可指定其中一种药进行研发，骰子判定4-6为研发成功，当夜即获得该药可使用，1-3为研发
// 失败，实验室爆炸死亡，有学徒必有女巫，有女巫不一定有学徒。
// 女巫的爱护——第一次实验如果失败，学徒不会死亡。
// 总体流程 3 (16) 女巫学徒<实验>; (22) …女巫学徒炸死（即时结算，并立即公示出局）; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.342): 女巫学徒，如真女巫学徒研发成功，获得真女巫学徒研发的药物，否则无事发生.
// Readings: 下一个游戏日夜晚 = the night after the night a 女巫 used a potion, or the night after (or of the day) a 女巫
// went out — that night only; 指定其中一种药 and 当夜即获得该药可使用: the submission names the potion (`救药` / `毒药`) and
// its target, the die (an event) decides as (16) resolves: 4–6 the potion acts on the target at once (救药: not out by
// 指杀 tonight; 毒药: out, settled in (22)'s 女巫学徒 place), 1–3 the lab explodes: the apprentice goes out (致死伤害,
// settled in that place, with the night's outs), but not the first time (女巫的爱护). The 机械狼 gets the same potion
// when a real one succeeds: one use, from the next night.

const WITCH = 'witch';
const POTIONS = ['救药', '毒药'];

/** A 女巫 used a potion last night, or went out since last night opened. */
function due(s: GameState): boolean {
  const day = s.phase.day;
  const witches = s.chars.filter((c) => c.role === WITCH);
  const used = s.history.some(
    (h) =>
      h.phase === 'night' &&
      h.day === day - 1 &&
      witches.some((w) => w.name === h.actor) &&
      (h.skill === 'antidote' || h.skill === 'poison'),
  );
  const died = witches.some(
    (w) =>
      !w.alive &&
      ((w.outDay === day - 1 && w.outPhase === 'night') || (w.outDay === day && w.outPhase === 'day')),
  );
  return used || died;
}

function experiment(
  ctx: NightCtx,
  a: { as: string; skill: string; targets: string[]; choice: string | null },
) {
  const t = a.targets[0];
  if (!t || !a.choice) return;
  const die = ctx.draw(`experiment:${a.as}`, [1, 2, 3, 4, 5, 6]) ?? 1;
  if (die >= 4) {
    // 当夜即获得该药可使用
    if (a.choice === '救药') ctx.saves.set(t, [...(ctx.saves.get(t) ?? []), a.as]);
    else ctx.kill({ target: t, source: 'experiment', by: a.as, strength: 'poison' });
    ctx.notify(a.as, ctx.ruleset.t.labSuccess?.({ die, potion: a.choice }) ?? '', { kind: 'feedback', die });
    // 机械狼 学习 女巫学徒: 如真女巫学徒研发成功，获得真女巫学徒研发的药物
    for (const m of learners(ctx.state))
      ctx.status(m.name, 'lab_potion', {
        source: a.as,
        data: { skills: [a.choice === '救药' ? 'mech_lab_antidote' : 'mech_lab_poison'] },
      });
    return;
  }
  // 女巫的爱护: 第一次实验如果失败，学徒不会死亡
  const spared = !ctx.statuses(a.as).some((st) => st.id === 'lab_failed');
  ctx.notify(a.as, ctx.ruleset.t[spared ? 'labSpared' : 'labExploded']?.({ die }) ?? '', {
    kind: 'feedback',
    die,
  });
  if (spared) ctx.status(a.as, 'lab_failed', { source: a.as });
  else ctx.kill({ target: a.as, source: 'experiment', by: a.as, strength: 'lethal' });
}

/** The 机械狼 who learned a 女巫学徒. */
const learners = (s: GameState): Character[] =>
  s.chars.filter(
    (c) => c.alive && c.statuses.some((st) => st.id === 'learned' && st.data?.role === 'witch_apprentice'),
  );

const lab: SkillDef = {
  id: 'experiment',
  name: '实验',
  kind: 'night',
  effect: { lethal: true },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  choose: { choices: POTIONS },
  limits: {
    usable: (s) =>
      due(s) ? null : err('SKILL_NOT_USABLE', '<实验>只能在女巫使用过药或女巫死亡的下一个游戏日夜晚发动'),
  },
  hooks: { resolve: experiment },
};

const labAntidote: SkillDef = {
  ...save({ id: 'mech_lab_antidote', name: '救药', window: 'n60', limit: 1 }),
  timing: { window: 'n60', orderAs: 'antidote' },
};
const labPoison: SkillDef = {
  ...poison({ id: 'mech_lab_poison', name: '毒药', window: 'n60', limit: 1 }),
  timing: { window: 'n60', orderAs: 'poison' },
};

export const witchApprentice: RoleDef = {
  id: 'witch_apprentice',
  name: '女巫学徒',
  faction: 'village',
  cite: '000 村民阵营 36',
  // 有学徒必有女巫，有女巫不一定有学徒
  dealtWith: ['witch'],
  statuses: [
    { id: 'lab_failed', name: '女巫的爱护' },
    { id: 'lab_potion', name: '研发的药物', holder: { grantsSkills: true } },
  ],
  templates: {
    labSuccess: ({ die, potion }) => `实验：骰子${die}，研发成功，当夜获得${potion}并使用。`,
    labSpared: ({ die }) => `实验：骰子${die}，研发失败。女巫的爱护：第一次实验失败，你不会死亡。`,
    labExploded: ({ die }) => `实验：骰子${die}，研发失败，实验室爆炸。`,
  },
  skills: [
    lab,
    {
      id: 'witch_care',
      name: '女巫的爱护',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  extraSkills: [labAntidote, labPoison],
  // 机械狼 学习 女巫学徒: nothing of its own — the potion comes with a real apprentice's success (lab_potion)
  learnable: { skills: [] },
};
