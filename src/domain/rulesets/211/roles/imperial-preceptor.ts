import { seenFactionNow } from '../../../engine/effects';
import type { RoleDef, SkillDef, TargetSpec } from '../../../engine/types';
import { type Character, type GameState, hasStatus } from '../../../state';
import { forgetting } from './forgetting';

// [211] file 001 【皇帝心腹】2 通天国师（男）⑥ (l.206–209; the role list and 行动顺序总集 say 国师):
// 预言 [深夜][指定]—— 选择范围：任意一名角色。结算效果：反馈结算目标的[表面阵营]，若其为[村民阵营]，反馈[选择目标为村民阵营]，否则，
// 反馈[选择目标为非村民阵营]，有多次结算效果，则按顺序多次反馈。
// 天意<强制><限定> —— 若[预言]反馈为[非村民阵营]，该反馈的[结算目标]因最高票[投票出局]，且预言家当天投票给了该角色时，通天国师会收到
// 通知，仅限下一晚，[预言]可额外发动一次。
// Readings: 预言家 is the 国师 himself (a name left from the older text); 该反馈的[结算目标] is the character the 非村民
// answer settled on, any earlier night; the notice comes when the night after that vote opens (黄昏1) and that night
// 预言 takes two targets, each answered; <限定>: spent by that night's 预言 (a night he does not use it leaves it unspent);
// <强制>: a status of the 状态 system with [遗忘] in it ([遗忘], [净化]/[业炎]) held that night stops it.

const ONE: TargetSpec = { min: 1, max: 1, self: true, among: 'alive' };

/** The 非村民 answers of his 预言, by settled target (a status of his own: he knows them). */
const blackOf = (c: Character): string[] =>
  c.statuses.filter((st) => st.id === 'foresight_black').map((st) => st.data?.target as string);

/** 天意 tonight: the character voted out today was one of his 非村民 answers and he voted for it. */
export function heavenWill(s: GameState, c: Character): string | null {
  if (s.phase.kind !== 'night' || hasStatus(c, 'heaven_will_spent')) return null;
  if (forgetting(c)) return null;
  const voted = s.votes[c.name]?.target;
  const out = s.chars.find(
    (x) => x.name === voted && !x.alive && x.outCause === 'vote' && x.outDay === s.phase.day,
  );
  return out && blackOf(c).includes(out.name) ? out.name : null;
}

const heavenWillSkill: SkillDef = {
  id: 'heaven_will',
  name: '天意',
  kind: 'passive',
  force: { mandatory: true },
  timing: { window: '黄昏1' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    // 通天国师会收到通知 — when the night after the vote opens
    reveal: (ctx, holder) => {
      const who = heavenWill(ctx.state, holder);
      if (!who) return;
      ctx.notify(holder.name, ctx.ruleset.t.heavenWill?.({ name: who }) ?? '', {
        kind: 'feedback',
        skill: 'heaven_will',
        target: who,
      });
    },
  },
};

export const imperialPreceptor: RoleDef = {
  id: 'imperial_preceptor',
  name: '通天国师',
  aliases: ['国师'],
  gender: '男',
  faction: 'village',
  cite: '001 皇帝心腹 2',
  statuses: [
    // a 非村民 answer of his 预言 (data.target: the settled target), kept for 天意
    { id: 'foresight_black', name: '预言：非村民阵营' },
    { id: 'heaven_will_spent', name: '天意已发动' },
  ],
  templates: {
    foresight: ({ name, answer }) => `预言：${name}为${answer}。`,
    heavenWill: ({ name }) => `天意：你预言为非村民阵营的 ${name} 已被投票出局，今晚[预言]可额外发动一次。`,
  },
  checker: true,
  skills: [
    {
      id: 'foresight',
      name: '预言',
      kind: 'night',
      effect: { feedback: true },
      targets: ONE,
      choose: { targetsFor: (s, c) => (heavenWill(s, c) ? { ...ONE, max: 2 } : ONE) },
      hooks: {
        resolve: (ctx, a) => {
          a.targets.forEach((name, i) => {
            const village = seenFactionNow(ctx, ctx.char(name)) === 'village';
            const shown = a.chosen[i] ?? name;
            ctx.notify(
              a.actor,
              ctx.ruleset.t.foresight?.({ name: shown, answer: village ? '村民阵营' : '非村民阵营' }) ?? '',
              { kind: 'feedback', skill: 'foresight', target: shown, village },
            );
            if (!village)
              ctx.status(a.as, 'foresight_black', { source: a.as, until: null, data: { target: name } });
          });
          if (heavenWill(ctx.state, ctx.char(a.as)))
            ctx.status(a.as, 'heaven_will_spent', { source: a.as, until: null });
        },
      },
    },
    heavenWillSkill,
  ],
};
