import { skillIndex } from '../../../engine/effects';
import type { Op, RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';

// [211] file 001 【叛皇阵营】6 前朝余孽[群内]（男）⑦: 灭国之恨<强制> —— 游戏日夜晚，前朝余孽获得[不死]状态，游戏日夜晚，前朝余孽会获得反馈：今晚
// 村民阵营对你进行操作过的[指定]技能名。无休复仇[凌晨][指定]<限定><强制> —— 选择目标：[灭国之恨]有反馈时，按照反击顺序，选择优先级第一的目标。
// 结算效果：对结算目标造成[致死伤害]。邪恶的反击顺序：能造成伤害的技能＞验人系技能＞其他，同类则以发动顺序进行反击。
// PS：…恶灵骑士无法反制炼金魔女的魔女秘法和法老之蛇。 (恶灵骑士 is his old name.)
// Readings: 村民阵营 = the actual faction of whose skill it was; the operations are those settled on him tonight up to the end of
// the night's actions (凌晨1 is his slot; 凌晨2's come after: 无法反制炼金魔女); 能造成伤害的技能 = a lethal skill, 验人系技能 = a
// check (feedback); 发动顺序 = the order they resolved in. 无休复仇 takes no choice: the engine strikes the first. His night
// [不死] is innate and 灭国之恨's (<强制>): a [遗忘] takes it while it lasts (l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也
// 一同失效: the innate entry's `by`), with the feedback and 无休复仇 (<强制> skills it takes).

const REVENGE = 'remnant_revenge';

const rank = (sk: SkillDef | undefined) => (sk?.effect?.lethal ? 0 : sk?.effect?.feedback ? 1 : 2);

const wrath: SkillDef = {
  id: 'remnant_wrath',
  name: '灭国之恨',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, holder) =>
      ctx.atEnd((c) => {
        const idx = skillIndex(c.ruleset);
        const designated = (sk: SkillDef | undefined) => sk?.effect?.designated ?? (sk?.targets.max ?? 0) > 0;
        const hits: Op[] = c.ops.filter(
          (op) =>
            op.targets.includes(holder.name) &&
            op.actor !== holder.name &&
            c.char(op.actor).faction === 'village' &&
            designated(idx.get(op.skill)),
        );
        if (!hits.length) return;
        c.notifyAtEnd(
          holder.name,
          c.ruleset.t.wrathNames?.({
            skills: hits.map((op) => idx.get(op.skill)?.name ?? op.skill).join('、'),
          }) ?? '',
          { kind: 'feedback', skill: 'remnant_wrath' },
        );
        // 无休复仇<限定><强制>: the first by 反击顺序, then 发动顺序
        const me = c.char(holder.name);
        if ((me.uses[REVENGE] ?? 0) > 0 || me.lost.includes(REVENGE)) return;
        const first = [...hits].sort(
          (a, b) => rank(idx.get(a.skill)) - rank(idx.get(b.skill)) || a.order - b.order,
        )[0];
        if (!first) return;
        c.kill({ target: first.actor, source: REVENGE, by: holder.name, strength: 'lethal' });
        c.later((tx) => tx.emit(ev('SkillLost', { actor: holder.name, skill: REVENGE, reason: 'used' })));
      }),
  },
};

export const formerDynastyRemnant: RoleDef = {
  id: 'former_dynasty_remnant',
  name: '前朝余孽',
  aliases: ['恶灵骑士'],
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 6',
  group: 'wolves',
  statuses: [
    // 灭国之恨: 游戏日夜晚，前朝余孽获得[不死]状态
    {
      id: 'remnant_undying',
      name: '不死',
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'] },
    },
  ],
  innate: [{ status: 'remnant_undying', phase: 'night', by: wrath }],
  templates: {
    wrathNames: ({ skills }) => `灭国之恨：今晚村民阵营对你使用了 ${skills}。`,
    [`cause.${REVENGE}`]: () => '出局',
  },
  skills: [
    wrath,
    {
      id: REVENGE,
      name: '无休复仇',
      kind: 'passive',
      force: { mandatory: true },
      limits: { limit: 1 },
      effect: { lethal: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
