import { neighbours } from '../../../abilities';
import { seenFactionNow } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { GameState } from '../../../state';

// [211] file 001 【皇帝心腹】3 宠妃（女）⑤ (l.211–214):
// 狡黠[深夜] —— 游戏日夜晚可查验存在于电梯楼的角色，和其相邻的两名玩家的[表面身份]是否都为<非村民阵营>或<村民阵营>，若是，则反馈这些人都为
// <非村民阵营>或<村民阵营>，并失去此技能。若不是，则反馈<气息杂乱无法分辨>，并且下一夜仍然可以使用。
// 怀孕技能[限定][深夜] —— 游戏日夜晚可以发动此技能，使得今晚自己发动的[狡黠]可以额外发动一次，且当天[狡黠]反馈结果修改为[查验的三人中，
// 村民阵营的数量]，这个反馈结果为0或者3时，依然失去[狡黠]技能。
// Readings: one living character (herself too) and its two living neighbours on the 电梯楼 (出局者 skipped, the ends
// adjacent); [表面身份]是否…阵营 reads the surface faction (a 雪隐 disguise shows); no [指定] tag: no redirection; the skill is
// lost when the night resolves. 怀孕技能: used in the same slot (submitted before 狡黠, which then takes two characters),
// each answered with the count. 堕落 (蛊惑师, 黄昏1) taking her 狡黠: the 蛊惑师 chooses its targets (two with her 怀孕技能) and gets
// its answer, in the count's form — the 怀孕技能 (深夜1) is the later-used 修改 of that feedback (l.184) —, she is told 反馈为空 and
// loses 狡黠 on a 0/3 (feedback-priority.test.ts).

const PREG = 'cunning_pregnancy';

/** Tonight she used her 怀孕技能 (submitted, not declined). */
const boosted = (s: GameState, actor: string) =>
  s.actions.some((a) => a.actor === actor && a.skill === PREG && !a.pass);

const ONE = { min: 1, max: 1, self: true, among: 'alive' as const };

const cunning: SkillDef = {
  id: 'cunning',
  name: '狡黠',
  kind: 'night',
  effect: { feedback: true, designated: false },
  targets: ONE,
  choose: { targetsFor: (s, c) => (boosted(s, c.name) ? { ...ONE, max: 2 } : ONE) },
  hooks: {
    resolve: (ctx, a) => {
      const t = ctx.ruleset.t;
      // 今晚自己发动的[狡黠]: hers, taken over or not (堕落: the 蛊惑师 acts on it, the 怀孕技能's 修改 still holds — l.184)
      const count = boosted(ctx.state, a.takenFrom ?? a.actor);
      let lose = false;
      for (const name of a.targets) {
        const three = [name, ...neighbours(ctx.state, ctx.char(name))];
        const village = three.filter((n) => seenFactionNow(ctx, ctx.char(n)) === 'village').length;
        const names = three.join('、');
        const all = village === three.length || village === 0;
        if (all) lose = true;
        const text = count
          ? t.cunningCount?.({ names, n: village })
          : all
            ? t.cunningAll?.({ names, faction: village ? '村民阵营' : '非村民阵营' })
            : t.cunningMixed?.({ names });
        ctx.notify(a.actor, text ?? '', { kind: 'feedback', skill: 'cunning', target: name, village });
      }
      // 若是…并失去此技能 / 这个反馈结果为0或者3时，依然失去[狡黠]技能
      if (lose)
        ctx.later((tx) =>
          tx.emit(ev('SkillLost', { actor: a.takenFrom ?? a.as, skill: 'cunning', reason: 'used' })),
        );
    },
  },
};

export const favoredConsort: RoleDef = {
  id: 'favored_consort',
  name: '宠妃',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝心腹 3',
  checker: true,
  templates: {
    cunningAll: ({ names, faction }) => `狡黠：${names} 都为<${faction}>。`,
    cunningMixed: ({ names }) => `狡黠：${names} 气息杂乱无法分辨。`,
    cunningCount: ({ names, n }) => `狡黠：${names} 三人中，村民阵营的数量为 ${n}。`,
  },
  skills: [
    cunning,
    {
      id: PREG,
      name: '怀孕技能',
      kind: 'night',
      timing: { window: '深夜1' },
      limits: { limit: 1, unlockedBy: 'favoured', requires: 'cunning' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
