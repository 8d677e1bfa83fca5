import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { GameState } from '../../../state';

// [121] file 000 【狼人阵营】 24 铁柱: 铁柱与其他狼人不互知不共群。票台（强制）——每天夜里必须选择一定数量的玩家，成为第二天不可被投票出局的玩家，并公示。
// 一定数量是指5名玩家与当夜存活人数的1/3（向下取整）中的较小者。不能连续两天对同一名玩家发动技能。诅咒（强制）——铁柱被诅咒了，无法进入狼群。 (l.356–359)
// 接刀顺序 (l.375): 石像鬼、铁柱、机械狼，幽灵.
// Readings: 当夜存活人数 = the living when he submits (himself included; he may name himself); a missed deadline draws
// them (<强制>: an event); the 公示 is the next morning's; 诅咒: no skill brings him into the pack (长老狼 权威 excepted by
// its own text) — he holds its 杀人 only as an heir.

/** 5名玩家与当夜存活人数的1/3（向下取整）中的较小者. */
const count = (s: GameState): number => Math.min(5, Math.floor(s.chars.filter((c) => c.alive).length / 3));

/** The 票台 given and published (并公示: in the next morning's 公示). */
function platform(ctx: NightCtx, names: string[], by: string): void {
  for (const t of names) ctx.status(t, 'platform', { source: by });
  if (names.length)
    ctx.now((tx) =>
      tx.news(tx.t('platform', { names: names.join('、') }), { kind: 'status', status: 'platform', names }),
    );
}

// 机械狼 学习 (l.340): 铁柱，可获得铁柱原本的票台，并修改. Readings: 获得 — when the 女巫's window (n90) opens he is told the
// 票台 the real 铁柱 gave tonight (none given, or his blocked: nothing to get, nothing told); 修改 — by n90 he may name his own
// list of the same number (一定数量; himself allowed, as the 铁柱 may), which replaces it: the real list gives nothing and the
// 公示 names his. Not used: the real list stands. The 铁柱's 不能连续两天对同一名玩家 is the 铁柱's own choosing, not the change's.
const mechPlatform: SkillDef = {
  id: 'mech_platform',
  name: '票台',
  kind: 'night',
  timing: { window: 'n90', orderAs: 'platform' },
  effect: { designated: false },
  limits: {
    usable: (s) =>
      s.actions.some((a) => a.skill === 'platform' && !a.pass)
        ? null
        : err('SKILL_NOT_USABLE', '票台：今晚没有铁柱原本的票台可修改'),
  },
  targets: { min: 1, max: 5, self: true, among: 'alive' },
  choose: { targetsFor: (s) => ({ min: count(s), max: count(s), self: true, among: 'alive' }) },
  hooks: {
    reveal: (ctx, holder) => {
      const op = ctx.ops.find((o) => o.skill === 'platform');
      if (op?.targets.length)
        ctx.notify(holder.name, ctx.ruleset.t.mechPlatformKnown?.({ names: op.targets.join('、') }) ?? '', {
          kind: 'feedback',
          skill: 'mech_platform',
          names: op.targets,
        });
    },
    resolve: (ctx, a) => {
      if (ctx.ops.some((o) => o.skill === 'platform')) platform(ctx, a.targets, a.as);
    },
  },
};

export const ironPillar: RoleDef = {
  id: 'iron_pillar',
  name: '铁柱',
  faction: 'wolves',
  cite: '000 狼人阵营 24',
  heir: 'wolves',
  // 机械狼 学习 (l.340): 铁柱，可获得铁柱原本的票台，并修改 — not the class rule's skills (the learner takes the real one's list and
  // changes it)
  learnable: { skills: [mechPlatform] },
  statuses: [{ id: 'platform', name: '票台', vote: { noVoteOut: true }, lifetime: { until: 'dayEnd' } }],
  templates: {
    platform: ({ names }) => `票台：${names} 第二天不可被投票出局。`,
    mechPlatformKnown: ({ names }) =>
      `票台：铁柱原本的票台为 ${names}。你可以发动<票台>修改（选择同样数量的玩家）。`,
  },
  skills: [
    {
      id: 'platform',
      name: '票台',
      kind: 'night',
      force: { mandatory: true, onTimeout: 'random' },
      limits: { notTwiceRunning: 'actor' },
      effect: { designated: false },
      targets: { min: 1, max: 5, self: true, among: 'alive' },
      choose: {
        targetsFor: (s) => ({ min: count(s), max: count(s), self: true, among: 'alive' }),
      },
      hooks: {
        // once the night's actions are over: a 机械狼's change (修改) replaces it
        resolve: (ctx, a) =>
          ctx.atEnd((end) => {
            if (!end.ops.some((o) => o.skill === mechPlatform.id)) platform(end, a.targets, a.as);
          }),
      },
    },
  ],
};
