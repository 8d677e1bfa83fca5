import { applyStatus } from '../../engine/effects';
import { grantRight } from '../../engine/flow';
import { skillsOf } from '../../engine/skills';
import type { NightCtx, SkillDef, StatusDef, Tx } from '../../engine/types';
import { ev } from '../../events';
import { pick } from '../../rng';
import type { Character, GameState } from '../../state';
import { MORNING_WINDOW } from './deadlines';

/**
 * [pku] file 004 工程 (l.75–83), 民 (l.359–367), 狼替 (l.253–257), 结算顺序 (l.13–19), 警情公布信息 (l.61, l.65). Two projects,
 * 【无法诅咒的恒星】 (恒星) and 【不能飞天的引擎】 (引擎); the rules post with their texts is not in the file: what the FAQ fixes is
 * built, the rest read and written here.
 * - 民<上工> (夜间, tier 民 after 狼替标记, l.13): each 民 names the project it works on tonight; 不会因为死亡而失去对夜间工程的
 *   贡献 (l.365: a 民 out that night still counts); 被标记后上工不增加进度 (l.363: a 民 holding a 狼替 mark, one given before
 *   its turn tonight included, adds nothing). Reading: each 上工 adds the game's option `workPoints` (default 1: the FAQ
 *   gives no number) to its project.
 * - 狼替<标记> (点民, tier 狼替标记 before 民): one player; on a 民 it leaves a mark (on anyone else nothing); 不会被告知标记是否
 *   成功 (l.253: no answer either way); 点中已有一个标记的上工民的时，该工程当夜进度无效 (l.255: that 民's project gains nothing
 *   tonight); 解药作用于当夜收到第二个标记的民无效 (l.289: a second mark puts the 民 out that night, no save, no guard —
 *   reading: it is no knife); 晋升为野狼后失去点民技能 (l.257). 民被标记后不获得通知 (l.361).
 * - 工程点数结算 (凌晨, after 夜间死亡结算, l.15): the night's points join each project (here at the 破晓, before the pools);
 *   the 警情 publishes both (工程进度, l.61).
 * - 恒星 ≥3 (l.77, l.277–279): the next night the player holding the 预言家's 查验 (预言家, or the 神替 who inherited it) may
 *   check one more player (one more target in the same 查验; reading: 第二个查验目标可在第一个查验目标收到反馈后指定 is a
 *   permission — the two may be submitted together, or the second added by submitting both before 夜间 closes); 不可顺延,
 *   作废 if banned or unable that night (the ban voids the 查验). Once a game (reading: 达到3 happens once).
 * - 恒星 ≥6 (l.65, l.79): the 警情 names a player of the wolves' side: the role is the game's option `starReveal` (default
 *   随机: drawn among the living wolves' roles, an event; a promoted 狼替 counts as 野狼, 狼替的顺位等同于野狼的顺位); for 群狼,
 *   狼群存活玩家中内部自行编号最小的玩家 (内部编号 = seats, as for the cards). Once a game.
 * - 引擎 ≥6 (l.83, l.297, l.19): the 女巫 (alive) gets one more bottle and says which (毒药 or 解药) by a right of the 30 minutes
 *   after the 警情 (警情发布后30分钟以内: the day window 警情后, ./deadlines.ts; 加速则另行通知: the director moves its deadline);
 *   逾时不决定则由法官随机决定 (as the window closes: a draw, an event). Once a game.
 * - 引擎 ≥12 (l.71, l.81): 直接判负 — the good side loses, before any other check of the moment; a living 三方 wins with the
 *   wolves whatever the marks (the ruleset's judge).
 */
export const PROJECTS = { star: '【无法诅咒的恒星】', engine: '【不能飞天的引擎】' } as const;
type Project = keyof typeof PROJECTS;

const PROJECT_NAMES: Record<string, Project> = {
  恒星: 'star',
  无法诅咒的恒星: 'star',
  '【无法诅咒的恒星】': 'star',
  引擎: 'engine',
  不能飞天的引擎: 'engine',
  '【不能飞天的引擎】': 'engine',
};

export const PROJECT_OPTIONS = {
  workPoints: { values: ['1', '2', '3'], default: '1' },
  starReveal: { values: ['随机', '群狼', '野狼', '狼预', '狼禁', '狼替'], default: '随机' },
} as const;

/** a project's progress (kept as a pool of the state: balance = settled progress, pending = tonight's points) */
export const progress = (s: GameState, p: Project): number => s.pools?.[p]?.balance ?? 0;

const WOLF_MARK = 'wolf_mark';
const VOID = 'project_void';
const STAR_CHECK = 'star_check';
const ENGINE_POTION = 'engine_potion';
const REWARDS = 'project_rewards';

const wolfMarks = (c: Character) => Number(c.statuses.find((st) => st.id === WOLF_MARK)?.data?.n ?? 0);

export const PROJECT_STATUSES: StatusDef[] = [
  { id: WOLF_MARK, name: '标记（狼替）' },
  { id: VOID, name: '工程当夜进度无效' },
  { id: REWARDS, name: '工程奖励' },
  { id: STAR_CHECK, name: '【无法诅咒的恒星】额外查验', lifetime: { until: 'nightEnd' } },
  { id: 'engine_bottle', name: '【不能飞天的引擎】奖励药', holder: { refills: true } },
];

/** 民<上工>: the project named tonight */
export const work: SkillDef = {
  id: 'work',
  name: '上工',
  kind: 'night',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choices: ['恒星', '引擎'] },
  hooks: {
    resolve: (ctx, a) => {
      const p = PROJECT_NAMES[a.choice ?? ''];
      const me = ctx.char(a.as);
      // 被标记后上工不增加进度 (a mark given before this turn tonight counts: ctx.statuses)
      if (!p || ctx.statuses(a.as).some((st) => st.id === WOLF_MARK) || wolfMarks(me) > 0) return;
      const n = Number(ctx.state.options.workPoints ?? PROJECT_OPTIONS.workPoints.default);
      ctx.later((tx) => tx.emit(ev('PoolPoints', { pool: p, points: n, reason: `${a.as} 上工` })));
    },
  },
};

/** 狼替<标记> (点民) */
export const wolfMark: SkillDef = {
  id: 'wolf_mark',
  name: '标记',
  aliases: ['点民'],
  kind: 'night',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  limits: {
    // 晋升为野狼后失去点民技能 (l.257)
    usable: (_s, c) =>
      c.statuses.some((st) => st.id === 'wolf_promoted')
        ? { code: 'SKILL_USED_UP', message: `${c.name} 已晋升为野狼，失去点民技能` }
        : null,
  },
  hooks: { resolve: (ctx, a) => markVillager(ctx, a.targets[0]) },
};

function markVillager(ctx: NightCtx, target: string | undefined): void {
  const t = target ? ctx.state.chars.find((c) => c.name === target) : undefined;
  if (t?.role !== 'villager') return;
  const had = wolfMarks(t);
  ctx.status(t.name, WOLF_MARK, { data: { n: had + 1 } });
  if (had < 1) return;
  // 当夜收到第二个标记的民: out, no save (解药…无效) — reading: no guard either (not a knife)
  ctx.kill({ target: t.name, source: 'wolf_mark', by: t.name, strength: 'poison', cause: 'marked' });
  // 点中已有一个标记的上工民的时，该工程当夜进度无效
  const job = ctx.state.actions.find((x) => x.actor === t.name && x.skill === work.id && !x.pass);
  const p = PROJECT_NAMES[job?.choice ?? ''];
  if (p) ctx.status(t.name, VOID, { data: { project: p, day: ctx.day } });
}

const rewarded = (s: GameState, key: string) =>
  s.chars.some((c) => c.statuses.some((st) => st.id === REWARDS && st.source === key));

function reward(tx: Tx, key: string, data: Record<string, unknown> = {}): boolean {
  if (rewarded(tx.state, key)) return false;
  const holder = tx.state.chars[0];
  if (holder) applyStatus(tx, holder.name, REWARDS, { source: key, data });
  return true;
}

/** 工程点数结算 (破晓, night `day`): the night's points join each project unless voided; the rewards of a threshold reached */
export function settleProjects(tx: Tx, day: number): void {
  if (!tx.state.chars.some((c) => c.role === 'villager')) return;
  for (const p of ['star', 'engine'] as Project[]) {
    const voided = tx.state.chars.some((c) =>
      c.statuses.some((st) => st.id === VOID && st.data?.project === p && st.data?.day === day),
    );
    const pend = tx.state.pools?.[p]?.pending ?? 0;
    tx.emit(
      ev('PoolSettled', { pool: p, balance: progress(tx.state, p) + (voided ? 0 : pend), halved: false }),
    );
  }
  for (const c of tx.state.chars)
    for (const st of c.statuses.filter((x) => x.id === VOID))
      tx.emit(ev('StatusRemoved', { target: c.name, status: VOID, source: st.source }));
  tx.news(tx.t('projects', { star: progress(tx.state, 'star'), engine: progress(tx.state, 'engine') }), {
    kind: 'projects',
    star: progress(tx.state, 'star'),
    engine: progress(tx.state, 'engine'),
  });
  // the extra check is the next night's (starCheck, at its 入夜)
  if (progress(tx.state, 'star') >= 3) reward(tx, 'star3', { night: day + 1 });
  if (progress(tx.state, 'star') >= 6 && reward(tx, 'star6')) starReveal(tx);
  if (progress(tx.state, 'engine') >= 6 && reward(tx, 'engine6')) enginePotion(tx);
}

/** 入夜 of the night after 恒星 reached 3: the holder of the 预言家's 查验 gets one more check tonight */
export function starCheck(tx: Tx, day: number): void {
  const due = tx.state.chars.some((c) =>
    c.statuses.some((st) => st.id === REWARDS && st.source === 'star3' && st.data?.night === day),
  );
  if (!due) return;
  // 不可顺延: tonight's holder of the 预言家's 查验 (a promoted 狼替 holds none)
  const seer = tx.state.chars.find(
    (x) => x.alive && skillsOf(tx.state, tx.rs, x).some((k) => k.id === 'check'),
  );
  if (!seer) return;
  applyStatus(tx, seer.name, STAR_CHECK, { data: { moreUses: 'check' } });
  tx.notify(seer.name, tx.t('starCheck'), { kind: 'projects', reward: 'star3' });
}

const WOLF_ROLES: Record<string, string> = {
  群狼: 'werewolf',
  野狼: 'wild_wolf',
  狼预: 'wolf_seer',
  狼禁: 'wolf_blocker',
  狼替: 'wolf_substitute',
};

/** the role a living wolf reads for 【无法诅咒的恒星】 6: a promoted 狼替 is 野狼 */
const seenRole = (c: Character) =>
  c.statuses.some((st) => st.id === 'wolf_promoted') ? 'wild_wolf' : c.role;

function starReveal(tx: Tx): void {
  const wolves = tx.state.chars.filter((c) => c.alive && c.faction === 'wolves');
  if (!wolves.length) return;
  const opt = String(tx.state.options.starReveal ?? PROJECT_OPTIONS.starReveal.default);
  const roles = [...new Set(wolves.map(seenRole))];
  const fixed = WOLF_ROLES[opt];
  const role = fixed && roles.includes(fixed) ? fixed : tx.draw('star:reveal', (rng) => pick(rng, roles));
  // 若为群狼，则是狼群存活玩家中内部自行编号最小的玩家 (seats); one of each other role
  const who = wolves.filter((c) => seenRole(c) === role).sort((a, b) => a.seat - b.seat)[0];
  if (who)
    tx.news(tx.t('starReveal', { name: who.name }), { kind: 'projects', reward: 'star6', name: who.name });
}

/** 引擎 6: the living 女巫 chooses her bonus bottle (a right; random when left) */
function enginePotion(tx: Tx): void {
  for (const c of tx.state.chars) {
    if (!c.alive || c.role !== 'witch') continue;
    // 决定时间：警情结束后30分钟以内 (l.83, l.297): the day window after the 警情 (./deadlines.ts)
    grantRight(tx, c.name, ENGINE_POTION, 'phaseEnd', {
      window: MORNING_WINDOW,
      kind: 'day',
      day: tx.state.phase.day + 1,
    });
    tx.notify(c.name, tx.t('enginePotion'), { kind: 'right', right: ENGINE_POTION });
  }
}

export const enginePotionSkill: SkillDef = {
  id: ENGINE_POTION,
  name: '奖励药',
  kind: 'right',
  right: ENGINE_POTION,
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choices: ['毒药', '解药'] },
  force: { onTimeout: 'random' },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const skill = choice === '毒药' ? 'poison' : 'antidote';
      applyStatus(tx, actor.name, 'engine_bottle', { source: ENGINE_POTION, data: { skill, n: 1 } });
      tx.notify(actor.name, tx.t('engineBottle', { bottle: choice === '毒药' ? '毒药' : '解药' }), {
        kind: 'projects',
        reward: 'engine6',
      });
    },
  },
};

export const PROJECT_TEMPLATES = {
  projects: ({ star, engine }: Record<string, unknown>) =>
    `工程进度：【无法诅咒的恒星】${star}点，【不能飞天的引擎】${engine}点。`,
  starCheck: () => '【无法诅咒的恒星】达到3：今夜你可以额外查验一名玩家。',
  starReveal: ({ name }: Record<string, unknown>) => `【无法诅咒的恒星】满6奖励：${name} 是狼队玩家。`,
  enginePotion: () =>
    '【不能飞天的引擎】达到6：你获得一瓶奖励药，请指定为毒药或解药（逾时不决定则由法官随机决定）。',
  engineBottle: ({ bottle }: Record<string, unknown>) => `【不能飞天的引擎】奖励药：你获得一瓶${bottle}。`,
  'cause.marked': () => '标记',
};
