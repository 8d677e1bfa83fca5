import { poison, save } from '../../../abilities';
import type { NightCtx, RoleDef, SkillDef, StatusDef } from '../../../engine/types';
import type { Character } from '../../../state';

// [211] file 001 【能臣异士】25 妙手太医（男）⑧ (l.383–389):
// 诊治[凌晨]<强制> —— 游戏日夜晚，反馈所有[指杀]技能的[选择目标]，反馈没有次数和先后顺序，按照电梯楼顺序排列名单。
// 救药 [凌晨][1][指定] —— 选择范围：可选任意一名角色，当晚使用了<毒药>或次数不足时，不可选择。结算效果：令结算目标获得状态[守护：∞]，持续至夜晚结束。
// 毒药[凌晨][1][指定] —— 选择范围：可选任意一名角色，当晚使用了<救药>或次数不足时，不可选择。结算效果：对结算目标造成[穿透]
// PS：只要有选择目标就会反馈，不论最终有没有结算目标或有多个结算目标。
// 行动顺序总集 凌晨1: 妙手太医 通灵 救药 毒药 (诊治 is 通灵 there). Readings: 诊治 answers when 凌晨1 opens (the 指杀 of the night
// are all chosen by then: 深夜2), so 救药 may follow it; the [指杀] skills are the [杀人] ones (杀人[深夜][指定] —— 对结算目标造成一次
// [指杀]); each 选择目标 once, whether it settled, was void ([隐身]) or moved (PS) — not a blocked one (never 发动); names in seat order.

/** [守护：∞] (用语定义 [守护：X] with X = ∞): absorbs every 指杀 while it lasts. */
export const guardInfinite: StatusDef = {
  id: 'guard_inf',
  name: '守护：∞',
  protection: { absorbs: Number.POSITIVE_INFINITY },
  notice: { tell: true },
};

/** The 选择目标 of tonight's [杀人] so far, in seat order. */
function chosenOfKills(ctx: NightCtx): string[] {
  const kills = (id: string) => isKill(ctx, id);
  const names = new Set<string>();
  for (const op of ctx.ops) if (kills(op.skill)) for (const n of op.chosen) names.add(n);
  for (const v of ctx.voided) if (kills(v.skill)) names.add(v.target);
  const seat = (n: string) => ctx.state.chars.find((c: Character) => c.name === n)?.seat ?? 0;
  return [...names].sort((a, b) => seat(a) - seat(b));
}

const isKill = (ctx: NightCtx, id: string): boolean =>
  Object.values(ctx.ruleset.roles).some((r) => r.skills.some((k) => k.id === id && k.effect?.kill)) ||
  (ctx.ruleset.extraSkills ?? []).some((k) => k.id === id && k.effect?.kill);

const diagnose: SkillDef = {
  id: 'diagnose',
  name: '诊治',
  aliases: ['通灵'],
  kind: 'passive',
  force: { mandatory: true },
  timing: { window: '凌晨1' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    reveal: (ctx, holder) => {
      const names = chosenOfKills(ctx);
      const t = ctx.ruleset.t;
      ctx.notify(
        holder.name,
        names.length ? (t.diagnose?.({ names: names.join('、') }) ?? '') : (t.diagnoseNone?.({}) ?? ''),
        { kind: 'feedback', skill: 'diagnose', chosen: names },
      );
    },
  },
};

const antidote = save({
  id: 'physician_antidote',
  name: '救药',
  limit: 1,
  exclusiveWith: 'physician_poison',
});
const poisonBase = poison({
  id: 'physician_poison',
  name: '毒药',
  limit: 1,
  exclusiveWith: 'physician_antidote',
});

export const imperialPhysician: RoleDef = {
  id: 'imperial_physician',
  name: '妙手太医',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 25',
  statuses: [guardInfinite],
  templates: {
    diagnose: ({ names }) => `诊治：今晚[指杀]的选择目标：${names}。`,
    diagnoseNone: () => '诊治：今晚没有[指杀]。',
  },
  skills: [
    diagnose,
    {
      ...antidote,
      // 令结算目标获得状态[守护：∞]，持续至夜晚结束 (not 121's 救药: a status, so a [穿透] passes it)
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'guard_inf', { source: a.as, until: 'nightEnd' });
        },
      },
    },
    {
      ...poisonBase,
      // 对结算目标造成[穿透]
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'physician_poison', by: a.as, strength: 'pierce' });
        },
      },
    },
  ],
};
