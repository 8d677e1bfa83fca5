import { extraKill } from '../../../abilities';
import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { ownSkills } from './inherit';

// [211] file 001 【诸侯】13 死灵术师（男）（60） (l.854–857; the role list and the order tables spell 死灵术士):
// 夺魂[晨曦][指定]——选择范围：任意最多2个已出局角色。
// 结算效果：结算目标获得通知，并于开门时公示[结算目标被夺魂]，被夺魂角色可以在下一个正午自由发言，并且拥有票权，但是其投票由发动者通过导演代投
// 决定，若是第一次被结算[夺魂]，则死灵术士还会获得结算目标的身份技能，若因此获取技能的身份拥有[群内]标签，死灵术士额外获得[杀人]，全效果持续至
// 下一个晨曦阶段结束。
// PS：多个夺魂获取技能独立计算，若同一天夺魂到同一角色时，先发动的夺魂有效，后发动的会收到通知结算目标的灵魂已被他人抢夺。
// 胜负判定 【三方阵营】4、死灵术师：屠城 (the last faction standing: the ruleset's judge). 行动顺序总集 晨曦2: 死灵术士 夺魂.
// Readings:
// - 夺魂 is a [晨曦] skill of 晨曦2 (关门120分钟内: taken once the night has settled, resolved as the slot closes), on one or
//   two characters out (this night's outs too: 已出局角色 is the 特别说明 of l.159). 先发动的夺魂有效: of two 夺魂 naming the same
//   character that night, the one submitted first.
// - Each target is told, and the next morning's 公示 says 'X 被夺魂。'. Through the next day the target has a vote though out
//   (`vote.votesWhileOut`: cast only as a 代投 — the director's, as the necromancer directs; a vote the soul posts is refused);
//   a soul that casts none is no 未投票. 可以在下一个正午自由发言: the forum's (no 诈尸 for that day: the director's).
// - 第一次被结算[夺魂] (that character's first, by any necromancer): he gains its card's own skills (获取技能: not 怀孕技能, not a
//   group's shared skill), and with a [群内] card an own [杀人] (a [指杀], 深夜2, counted with 其余身份杀人). 全效果持续至下一个晨曦阶段
//   结束: the vote and the skills end with the next night (its 晨曦 slots are its last).
// - A later 夺魂 of the same character the same day: the later user is told 'X 的灵魂已被他人抢夺' and nothing happens.

const ROLE = 'necromancer';
const STEAL = 'soul_steal';

const necroKillBase = extraKill({ id: 'necro_kill', name: '杀人', window: '深夜2' });
/** 死灵术士额外获得[杀人]: his own 指杀, just after 开膛手's (其余身份杀人) */
const necroKill: SkillDef = {
  ...necroKillBase,
  timing: { window: '深夜2', orderAs: 'ripper_kill' },
  effect: { ...necroKillBase.effect, kill: true },
};

/** The end of 全效果: the next night's end (its 晨曦 slots are the night's last). */
const nextDawnEnd = (night: number) => ({ at: 'nightEnd' as const, day: night + 1 });

/** 先发动的夺魂有效: the first submitted of tonight's 夺魂 naming `t`. */
const firstOn = (ctx: NightCtx, t: string) =>
  ctx.state.actions
    .filter((x) => x.skill === STEAL && !x.pass && x.targets.includes(t))
    .sort((x, y) => x.seq - y.seq)[0]?.actor;

function steal(ctx: NightCtx, actor: string, t: string): void {
  const rs = ctx.ruleset;
  if (firstOn(ctx, t) !== actor) {
    ctx.notify(actor, rs.t.soulTaken?.({ name: t }) ?? '', { kind: 'feedback', skill: STEAL, target: t });
    return;
  }
  const night = ctx.state.phase.day;
  const end = nextDawnEnd(night);
  ctx.status(t, 'soul_stolen', { source: actor, at: end, data: { night } });
  ctx.notify(t, rs.t.soulStolen?.({}) ?? '', { kind: 'status', status: 'soul_stolen' });
  // 于开门时公示: in the morning's 公示 (night news)
  ctx.later((tx) => tx.news(tx.t('soulAnnounced', { name: t }), { kind: 'soul_stolen', name: t }));
  // 若是第一次被结算[夺魂]
  if (ctx.statuses(t).some((st) => st.id === 'soul_reaped')) {
    ctx.notify(actor, rs.t.soulStolenAgain?.({ name: t }) ?? '', {
      kind: 'feedback',
      skill: STEAL,
      target: t,
    });
    return;
  }
  ctx.status(t, 'soul_reaped', { source: actor, until: null });
  const card = rs.roles[ctx.char(t).role];
  const skills = [...ownSkills(card), ...(card?.group ? [necroKill.id] : [])];
  if (skills.length) ctx.status(actor, 'necro_skills', { source: t, at: end, data: { skills } });
  const names = skills.map((id) =>
    id === necroKill.id ? '杀人' : (card?.skills.find((k) => k.id === id)?.name ?? id),
  );
  ctx.notify(
    actor,
    rs.t.soulGained?.({ name: t, skills: names.map((n) => `[${n}]`).join('') || '无' }) ?? '',
    { kind: 'feedback', skill: STEAL, target: t, skills },
  );
}

const soulSteal: SkillDef = {
  id: STEAL,
  name: '夺魂',
  kind: 'night',
  effect: { designated: true },
  targets: { min: 1, max: 2, self: false, among: 'out' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) steal(ctx, a.as, t);
    },
  },
};

export const necromancer211: RoleDef = {
  id: ROLE,
  name: '死灵术师',
  aliases: ['死灵术士'],
  gender: '男',
  faction: ROLE,
  cite: '001 诸侯 13',
  // 死灵术师：屠城 (the last faction standing)
  factions: [{ id: ROLE, name: '死灵术师阵营' }],
  extraSkills: [necroKill],
  statuses: [
    // 被夺魂角色可以在下一个正午自由发言，并且拥有票权，但是其投票由发动者通过导演代投决定
    { id: 'soul_stolen', name: '被夺魂', vote: { votesWhileOut: true } },
    { id: 'soul_reaped', name: '夺魂（已结算）' },
    { id: 'necro_skills', name: '夺魂', holder: { grantsSkills: true } },
  ],
  templates: {
    soulStolen: () =>
      '你被死灵术师夺魂：下一个正午你可以自由发言，并且拥有票权，但你的投票由死灵术师通过导演代投决定。',
    soulAnnounced: ({ name }) => `${name} 被夺魂。`,
    soulTaken: ({ name }) => `夺魂：${name} 的灵魂已被他人抢夺。`,
    soulGained: ({ name, skills }) => `夺魂：你获得 ${name} 的身份技能 ${skills}，持续至下一个晨曦阶段结束。`,
    soulStolenAgain: ({ name }) => `夺魂：${name} 已被夺魂过，你不获得其身份技能。`,
    'cause.necro_kill': () => '出局',
  },
  skills: [soulSteal],
};
