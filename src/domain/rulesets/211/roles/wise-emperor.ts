import { revealCard } from '../../../abilities';
import { defsOf, isFemale, settleEnvNow, statusesOf } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { judgedFaction } from './judged';
import { royalMech } from './royal';

// [211] file 001 【皇帝】1 贤明之君（皇帝）⑦: 身份属性 —— 皇帝常驻[不死]状态，且这个状态不会失去，收到的身份牌固定为[皇帝]…
// 临幸[黄昏][指定][强制] —— 任意一名其他女性角色，每个角色只能选择一次，此技能会公示使用情况和选择目标。结算目标获得[怀孕]状态，持续至下一个[黄昏]开始，
// 并解锁使用其附带的怀孕技能，且临幸当晚会共群。皇权[指定][正午][翻牌] —— 任意一名角色，竞选日不可发动。[叛皇阵营] → [穿透]，可留遗言；其他阵营或[隐身] → 无事发生。
// 2、守成之君（皇帝）⑤: the same 身份属性 and 临幸; 皇权（伪）[指定][正午][翻牌] —— 结算效果：无。
// Readings: 黄昏 is the night's first window (黄昏1); a 临幸 not made in time is drawn ([强制]); the 怀孕技能 stay unlocked
// once the [怀孕] ends (简略摘要: 休养一整天…随后可使用强大的充能技能). 只持续一天: a permanent negative status ends when
// the same phase comes round the next game day — given by night, at the next night's start (黄昏, like [怀孕]'s
// 持续至下一个[黄昏]开始, the text's 休养一整天); given by day (or at the opening), at the next day's start.
// 守成之君's card is [皇帝] too, so he does not know his 皇权 is false: it is called 皇权 to him, turns the card, does nothing.

/** 身份属性（不是技能）: [不死] that is never lost, the card [皇帝], permanent negative statuses for one day. */
const emperorAttributes = {
  aliases: ['皇帝'],
  card: '皇帝',
  faction: 'village',
  innate: [{ status: 'emperor_undying' }],
  permanentNegative: { night: 'nightStart', day: 'dayStart' },
  statuses: [
    // 皇帝: 常驻[不死]，且这个状态不会失去 (innate)
    {
      id: 'emperor_undying',
      name: '不死',
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'] },
      vote: { noVoteOut: true },
    },
    // 临幸: 解锁使用其附带的怀孕技能 (for good: 随后可使用强大的充能技能); 临幸当晚会共群
    { id: 'favoured', name: '临幸' },
    { id: 'consort_night', name: '共群', lifetime: { until: 'nightEnd' } },
  ],
  templates: {
    favour: ({ name }) => `皇帝临幸了 ${name}，${name} 获得[怀孕]状态。`,
    favourGroup: ({ name }) => `临幸：今晚你与 ${name} 共群。`,
    flipOut: ({ name }) => `${name} 出局。`,
    'cause.royal': () => '皇权',
  },
  // 美女画皮 (l.719) 皇帝：获得技能<皇权>，但画皮发动的皇权默认为昏庸之君的皇权，且发动后会对自己造成[致死伤害] — only that skill:
  // no [不死], no 临幸
  learnable: { skills: [royalMech], innate: [], onStart: undefined, onOut: undefined },
} satisfies Partial<RoleDef>;

const favour: SkillDef = {
  id: 'favour',
  name: '临幸',
  kind: 'night',
  force: { mandatory: true, onTimeout: 'random' },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  limits: { oncePerTarget: 'actor' },
  choose: { excludes: ({ target }) => !isFemale(target) },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      ctx.status(t, 'pregnant', { source: a.as });
      // 解锁使用其附带的怀孕技能: an unlock, no [状态] (not lifted with 临幸: by null)
      ctx.status(t, 'favoured', { source: a.as, until: null, by: null });
      // 且临幸当晚会共群
      ctx.notify(t, ctx.ruleset.t.favourGroup?.({ name: a.as }) ?? '', { kind: 'group', members: [a.as] });
      ctx.notify(a.as, ctx.ruleset.t.favourGroup?.({ name: t }) ?? '', { kind: 'group', members: [t] });
      // 此技能会公示使用情况和选择目标 (at the end of 黄昏)
      ctx.announce(ctx.ruleset.t.favour?.({ name: t }) ?? '', { kind: 'favour', target: t });
    },
  },
};

export const wiseEmperor: RoleDef = {
  ...emperorAttributes,
  id: 'wise_emperor',
  name: '贤明之君',
  cite: '001 皇帝阵营 1',
  skills: [
    favour,
    {
      id: 'royal',
      name: '皇权',
      kind: 'day',
      timing: { instant: true, noon: true },
      effect: { flip: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      limits: { usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '皇权：竞选日不可发动') : null) },
      hooks: {
        apply: (tx, actor, targets) => {
          revealCard(tx, actor);
          const t = targets[0];
          if (!t) return;
          const invisible = defsOf(tx.rs, statusesOf(tx.state, tx.rs, t)).some(
            ({ def }) => def.blocks?.immune,
          );
          // 此玩家为[叛皇阵营]，目标将受到[穿透] (根据结算目标的[实际阵营])
          if (judgedFaction(t, actor) !== 'wolves' || invisible) return;
          const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
            target: t.name,
            source: 'royal',
            by: actor.name,
            strength: 'pierce',
            cause: 'royal',
          });
          if (!cause) return;
          tx.announce(tx.t('flipOut', { name: t.name }), { kind: 'out', name: t.name });
          goOut(tx, t.name, cause, actor.name);
        },
      },
    },
  ],
};

export const steadyEmperor: RoleDef = {
  ...emperorAttributes,
  id: 'steady_emperor',
  name: '守成之君',
  cite: '001 皇帝阵营 2',
  skills: [
    favour,
    {
      id: 'royal_false',
      name: '皇权',
      aliases: ['皇权（伪）'],
      kind: 'day',
      timing: { instant: true, noon: true },
      effect: { flip: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      limits: { usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '皇权：竞选日不可发动') : null) },
      hooks: { apply: (tx, actor) => revealCard(tx, actor) },
    },
  ],
};
