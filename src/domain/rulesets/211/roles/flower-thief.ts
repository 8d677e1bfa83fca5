import { skillIndex } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [211] file 001 【叛皇阵营】4 采花大盗[接刀]（男）⑥ (l.493–498):
// 邀舞[凌晨][指定]——选择范围：任意一名角色。结算效果：假面获得反馈[该角色今晚成为了什么指定技能的结算目标]或者反馈空。
// 愚面[凌晨][指定]——选择范围：任意一名角色。结算效果：直到下一次[凌晨]阶段开始，目标角色被其他技能判定的[实际阵营]时，按照相反的阵营判定
// （三方或不定则随机判定为好人或狼）。
// 假面 is his old name (a self-reference). The order table lists neither skill: [凌晨] is read as 凌晨1 (the text's other [凌晨]
// skills' slot: 还魂, 无休复仇), after the table's own entries there.
// Readings:
// - 邀舞: the names of the [指定] skills (any user's, any faction's) settled on the target tonight, up to the end of the night's
//   actions (凌晨2's come after: 炼金魔女's are counted), 邀舞 itself left out — told when the night's actions end
//   ('邀舞：X 今晚成为了 A、B 的结算目标。'); none: '邀舞：反馈为空。'; a [隐身] target voids it (反馈为空, as every check).
// - 愚面: every skill that judges the target's actual faction (the 皇帝阵营's 皇权, 惩奸除恶, 枭姬, 征战, 共舞, 圣水, 日理万机,
//   地头蛇's 查验: rulesets/211/roles/judged.ts) reads 村民阵营 as 狼人阵营 and back; a 三方 or 不定 target is drawn once (an event)
//   as 村民阵营 or 狼人阵营 when 愚面 lands. 直到下一次[凌晨]阶段开始: from that night's later actions through the next night's 深夜;
//   the engine's nearest end is the next night's end, so the next night's 凌晨 skills (圣水) still read it inverted — a known
//   difference. The win judge reads the true faction (not a skill).

const DANCE = 'invite_dance';
const MASK = 'fool_mask';

const designated = (sk: SkillDef | undefined) => sk?.effect?.designated ?? (sk?.targets.max ?? 0) > 0;

export const flowerThief: RoleDef = {
  id: 'flower_thief',
  name: '采花大盗',
  aliases: ['假面'],
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 4',
  // [接刀] (接刀顺序: rulesets/211/order.ts, after 地头蛇)
  heir: 'wolves',
  statuses: [{ id: MASK, name: '愚面' }],
  templates: {
    inviteDance: ({ name, skills }) => `邀舞：${name} 今晚成为了 ${skills} 的结算目标。`,
    inviteDanceEmpty: () => '邀舞：反馈为空。',
  },
  skills: [
    {
      id: DANCE,
      name: '邀舞',
      kind: 'night',
      timing: { window: '凌晨1' },
      effect: { feedback: true, designated: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          const shown = a.chosen[0] ?? t;
          if (!t) return;
          ctx.atEnd((c) => {
            const idx = skillIndex(c.ruleset);
            const names = c.ops
              .filter((op) => op.targets.includes(t) && op.skill !== DANCE && designated(idx.get(op.skill)))
              .map((op) => idx.get(op.skill)?.name ?? op.skill);
            const text = names.length
              ? c.ruleset.t.inviteDance?.({ name: shown, skills: [...new Set(names)].join('、') })
              : c.ruleset.t.inviteDanceEmpty?.({});
            c.notifyAtEnd(a.actor, text ?? '', { kind: 'feedback', skill: DANCE, target: shown });
          });
        },
      },
    },
    {
      id: MASK,
      name: '愚面',
      kind: 'night',
      timing: { window: '凌晨1' },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) {
            const f = ctx.char(t).faction;
            // 三方或不定则随机判定为好人或狼: drawn once, when it lands
            const as =
              f === 'village'
                ? 'wolves'
                : f === 'wolves'
                  ? 'village'
                  : (ctx.draw(`${MASK}:${t}`, ['village', 'wolves']) ?? 'village');
            ctx.status(t, MASK, { source: a.as, at: { at: 'nightEnd', day: ctx.day + 1 }, data: { as } });
          }
        },
      },
    },
  ],
};
