import { applyStatus } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import type { NightCtx, RoleDef, SkillDef, Tx, VoteHookCtx } from '../../../engine/types';
import { ev } from '../../../events';
import { shuffle } from '../../../rng';
import type { Character, GameState } from '../../../state';
import { MORNING_WINDOW } from '../deadlines';
import { halvePool } from '../pools';

// [pku] file 004 三方 (l.369–393), 胜负结算 (l.71), 警情公布信息 (l.49–55), 投降 (l.411–413). The FAQ's three-party
// player; its skills' own texts are in the missing rules post, so what the FAQ fixes is built and the rest is read:
// - 标记 (marks): 【永劫无间】的对象或【刀枪无眼】的额外指定的两名玩家必须为有标记的存活玩家（包括三方自己） (l.375); the
//   警情 lists 被三方取消标记的玩家 (l.53–55): both skills take a mark away. Reading: who holds a mark at the start is the
//   game's option `thirdMarks` — `all` (default: every player, the 三方 included) or a number drawn at random (seeded, an
//   event); the 三方 is told them. These marks are the 三方's, apart from the 狼替's 标记 on a 民 (工程).
// - 【永劫无间】: a night action (结算顺序 l.13: … 民 — 三方), one marked living player (入夜时存活, l.377), its mark taken
//   away at the night's end; 被禁行动的夜晚【永劫无间】不发动 (l.385, l.241); 三方玩家在规定时间内未行动，将由法官投骰子代为
//   指定 (l.383: a missed deadline draws, an event). Reading: required every night (the dice replace a missing one).
// - 【刀枪无眼】免死的效果强制发动 (l.373): the wolves' ordinary knife (群狼刀/野狼刀), the hunter's shot (会公布猎人的目标，但目标
//   不会死亡, l.59) and the vote (因为猎人技能或被票出局触发, l.379) do not put him out; each time he names two more marked
//   players (their marks go), and a pool is halved — the wolves' for a knife (在当夜因女巫行动产生的死亡点数累计完以后, l.389),
//   the good side's for the hunter or the vote (在所有投票引发的效果之后，在所有夜间行动引发的效果之前，不影响当夜手气卡兑换,
//   l.387: applied when the next 夜间 opens after the card exchange, or at the 破晓 before it). 三方如因为狙击手开枪/女巫出毒死亡
//   或者因为【皇牌飞刀】死亡，算作失败 (l.371, l.355: no 刀枪无眼 for them); 若三方在同一个夜晚同时被狙击手开枪和狼普通刀作用，不
//   触发【刀枪无眼】免死及额外指定对象效果，但触发坏人方白给池减半的效果 (l.391); 同一死亡阶段受到多重死因作用（如：狼叠刀）的
//   仅触发一次 (l.393); a knife and later a shot trigger twice (两次额外指定两名玩家). Readings: a knife a guard or the 解药
//   stops reaches nobody (no 刀枪无眼: 解药对三方有作用, l.287); the poison with a wolf knife is as the sniper (he dies; the
//   wolves' pool is halved). The two extra players are named by a right of a slot (l.45): a night's in 破晓 (存活玩家为入夜时
//   存活的玩家, so one out that night may be named, l.377), a 破晓 shot's in the 30 minutes after the 警情, the vote's in 入夜
//   (存活玩家视为警情公布/投票结果公布时的存活玩家, l.379); not tonight's 【永劫无间】 target (当夜指定的2或4名玩家不可重复,
//   l.377); left unused as its slot closes, the dice name them (l.383). A night's are in that morning's 警情, a day's in the
//   next (l.381).
// - 三方判负死亡结算 (l.9, l.17: after each 胜负结算): reading — with no living player holding a mark, the 三方 loses and
//   goes out, its cause not published (三方因为标记效果而判负并死亡的，不会公布死因, l.51): checked at 破晓 and as the night
//   opens after the vote (../index.ts).
// - the win (l.71, l.413; the ruleset's judge): with the 引擎 at 12 a living 三方 wins with the wolves whatever the marks;
//   otherwise when a side wins the 三方 wins too if alive and a marked player is alive; at a surrender, if alive. 三方不可发动
//   投降 (l.411: not among the switches' factions).
export const MARK = 'third_mark';
const UNMARKED = 'third_unmarked';
const OWED = 'dagger_owed';
const HALVE = 'dagger_halve';

const marked = (c: Character) => c.statuses.some((st) => st.id === MARK);
/** the 三方 (its 【刀枪无眼】: settle() keeps the wolves' ordinary knife off him, ../index.ts) */
export const isThird = (c: Character | undefined) => c?.role === 'third_party';
/** a living player still holds a mark */
export const marksLeft = (s: GameState) => s.chars.some((c) => c.alive && marked(c));

function unmark(tx: Tx, name: string, how: string): void {
  const c = tx.state.chars.find((x) => x.name === name);
  if (!c || !marked(c)) return;
  tx.emit(ev('StatusRemoved', { target: name, status: MARK }));
  applyStatus(tx, name, UNMARKED, {
    data: { day: tx.state.phase.day, phase: tx.state.phase.kind, how },
  });
}

const eternal: SkillDef = {
  id: 'eternal',
  name: '永劫无间',
  kind: 'night',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  force: { required: true, onTimeout: 'random' },
  // 当夜指定的2或4名玩家不可重复: a player 【刀枪无眼】 named tonight has no mark left
  choose: { excludes: ({ target }) => !marked(target) },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.later((tx) => unmark(tx, t, 'eternal'));
    },
  },
};

/** who the owed 【刀枪无眼】 may name now: marked, alive — or out in the night that triggered it (入夜时存活) */
function daggerLegal(s: GameState, actor: Character, t: Character): boolean {
  if (!marked(t)) return false;
  if (t.alive) {
    // 当夜指定的2或4名玩家不可重复: not tonight's 【永劫无间】 target
    const tonight =
      s.phase.kind === 'night'
        ? s.actions.find((x) => x.actor === actor.name && x.skill === 'eternal')
        : null;
    return !tonight?.targets.includes(t.name);
  }
  const owed = actor.statuses.find((st) => st.id === OWED);
  return owed?.data?.phase === 'night' && t.outPhase === 'night' && t.outDay === owed.data?.day;
}

const dagger: SkillDef = {
  id: 'dagger',
  name: '刀枪无眼',
  kind: 'right',
  right: 'dagger',
  targets: { min: 2, max: 2, self: true, among: 'any' },
  force: { onTimeout: 'random' },
  choose: { excludes: ({ state, actor, target }) => !daggerLegal(state, actor, target) },
  hooks: {
    apply: (tx, actor, targets, _choice, how) => {
      const names = targets.map((t) => t.name);
      // 三方玩家在规定时间内未行动，将由法官投骰子代为指定 (l.383): the dice fill the two
      if (how === 'timeout') {
        const me = tx.state.chars.find((c) => c.name === actor.name) ?? actor;
        const rest = tx.state.chars.filter((c) => daggerLegal(tx.state, me, c) && !names.includes(c.name));
        const more = tx.draw('dagger:more', (rng) =>
          shuffle(
            rng,
            rest.map((c) => c.name),
          ),
        );
        names.push(...more.slice(0, 2 - names.length));
      }
      for (const n of names) unmark(tx, n, 'dagger');
      tx.notify(actor.name, tx.t('daggerNamed', { names: names.join('、') || '—' }), {
        kind: 'dagger',
        names,
      });
      owe(tx, actor.name, -1);
    },
  },
};

/** the slot a 【刀枪无眼】 naming is due in (各身份重要活跃时间 l.45), or none (the phase it was triggered in) */
type Slot = { window: string; kind: 'day' | 'night'; day: number } | undefined;

/** the 【刀枪无眼】 namings owed (a knife and a shot: two), the right granted (for `slot`) while one is */
function owe(tx: Tx, name: string, by: number, slot?: Slot): void {
  const c = tx.state.chars.find((x) => x.name === name);
  if (!c) return;
  const had = c.statuses.find((st) => st.id === OWED);
  const n = Number(had?.data?.n ?? 0) + by;
  const ph = tx.state.phase;
  if (had) tx.emit(ev('StatusRemoved', { target: name, status: OWED }));
  if (n <= 0) return;
  const at = by > 0 ? { day: ph.day, phase: ph.kind } : { day: had?.data?.day, phase: had?.data?.phase };
  applyStatus(tx, name, OWED, { data: { n, ...at } });
  if (tx.state.rights.some((r) => r.holder === name && r.kind === 'dagger')) return;
  // a second naming owed: at once, in the phase the first was made in
  grantRight(tx, name, 'dagger', 'phaseEnd', slot);
}

/**
 * 【刀枪无眼】 triggered by day or by a shot: told, the good pool's halving waits, two names owed — the vote's in 入夜 (入夜
 * （投票/猎人触发的【刀枪无眼】通知+行动）, l.45), a 破晓 shot's in the 30 minutes after the 警情 (警情发布后30min内（猎人行动
 * 触发的【刀枪无眼】+行动）, l.45, l.19), a shot within 入夜 (the voted-out hunter's) in 夜间 (reading: 入夜 is its notice, the
 * action in the slot after it), any other (a hunter out by a ruling) in that phase.
 */
function dayTrigger(tx: Tx, c: Character, vote = false): void {
  tx.notify(c.name, tx.t('daggerTriggered'), { kind: 'dagger' });
  applyStatus(tx, c.name, HALVE, {
    data: { n: Number(c.statuses.find((st) => st.id === HALVE)?.data?.n ?? 0) + 1 },
  });
  const ph = tx.state.phase;
  const slot: Slot = vote
    ? { window: '入夜', kind: 'night', day: ph.day }
    : ph.kind === 'night' && ph.window === '破晓'
      ? { window: MORNING_WINDOW, kind: 'day', day: ph.day + 1 }
      : ph.kind === 'night' && ph.window === '入夜'
        ? { window: '夜间', kind: 'night', day: ph.day }
        : undefined;
  owe(tx, c.name, 1, slot);
}

/** the hunter's shot at the 三方 (l.59): the target is posted and stays in; true when it was the 三方 */
export function daggerShot(tx: Tx, hunter: Character, target: Character): boolean {
  if (!isThird(target) || !target.alive) return false;
  tx.news(tx.t('daggerShot', { name: hunter.name, target: target.name }), {
    kind: 'shot',
    by: hunter.name,
    target: target.name,
  });
  dayTrigger(tx, target);
  return true;
}

/** 夜间 opens (after the card exchange) or 破晓: the good pool's halvings the vote or a shot owed */
export function pendingHalvings(tx: Tx): void {
  for (const c of tx.state.chars) {
    const st = c.statuses.find((x) => x.id === HALVE);
    if (!st) continue;
    tx.emit(ev('StatusRemoved', { target: c.name, status: HALVE }));
    for (let i = 0; i < Number(st.data?.n ?? 1); i++) halvePool(tx, 'village', '【刀枪无眼】');
  }
}

/** 三方判负死亡结算: no living player holds a mark → every living 三方 goes out (cause unpublished) */
export function markDeaths(tx: Tx): void {
  // night 0 opens before the deal's marks (nothing has been judged yet)
  if (tx.state.phase.day === 0 && tx.state.phase.kind === 'night' && tx.state.phase.windowIndex === 0) return;
  if (marksLeft(tx.state)) return;
  for (const c of tx.state.chars) if (c.alive && isThird(c)) goOut(tx, c.name, 'marks');
}

const WOLF_KNIVES = new Set(['kill', 'wild_kill']);

/** the night's 【刀枪无眼】, once the actions are done: an ordinary wolf knife that reached him */
function nightTrigger(ctx: NightCtx, me: string): void {
  const on = ctx.kills.filter((k) => k.target === me);
  const knife = on.some((k) => WOLF_KNIVES.has(k.source) && k.cause !== 'ace_knife');
  if (!knife || ctx.guards.has(me) || ctx.saves.has(me)) return;
  // 同时被狙击手开枪和狼普通刀作用 (or the poison, a 飞刀): he dies; only the wolves' pool is halved
  const survives = on.every((k) => WOLF_KNIVES.has(k.source) && k.cause !== 'ace_knife');
  ctx.later((tx) => {
    halvePool(tx, 'wolves', '【刀枪无眼】');
    const c = tx.state.chars.find((x) => x.name === me);
    if (!survives || !c?.alive) return;
    tx.notify(me, tx.t('daggerTriggered'), { kind: 'dagger' });
    // 三方：破晓（夜间行动触发的【刀枪无眼】+行动） (l.45)
    owe(tx, me, 1, { window: '破晓', kind: 'night', day: tx.state.phase.day });
  }, 'afterOuts');
}

const daggerSense: SkillDef = {
  id: 'dagger_sense',
  name: '刀枪无眼（免死）',
  kind: 'passive',
  force: { mandatory: true, unblockable: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: { onNightStart: (ctx, holder) => ctx.atEnd((c) => nightTrigger(c, holder.name)) },
};

/** the vote's out (or a 平票双死) falls on him: 免死, announced, triggered */
function voteShield(h: VoteHookCtx, tied: boolean): void {
  const me = h.holder;
  if (tied) {
    if (!h.tie.some((c) => c.name === me.name)) return;
    h.tie = h.tie.filter((c) => c.name !== me.name);
  } else {
    if (h.out?.name !== me.name || h.cause !== 'vote') return;
    h.out = null;
  }
  h.extraLines.push(h.tx.t('daggerVote', { name: me.name }));
  dayTrigger(h.tx, me, true);
}

/** the 警情's lines (l.53–55): unmarked in the day before and the night; every one unmarked so far */
function unmarkLines(s: GameState, day: number): string | null {
  const un = s.chars.flatMap((c) => {
    const st = c.statuses.find((x) => x.id === UNMARKED);
    return st ? [{ c, day: Number(st.data?.day), phase: st.data?.phase }] : [];
  });
  const recent = un.filter((u) => u.day === day - 1).map((u) => u.c.name);
  const all = un.map((u) => u.c.name);
  return [
    `前一个白天和当夜被三方取消标记的玩家：${recent.join('、') || '无'}。`,
    `场上所有被三方取消了标记的玩家：${all.join('、') || '无'}。`,
  ].join('\n');
}

export const THIRD_MARKS = { values: ['all', '2', '3', '4', '5', '6', '8', '10'], default: 'all' } as const;

function dealMarks(tx: Tx, me: Character): void {
  const all = tx.state.chars.map((c) => c.name);
  const opt = String(tx.state.options.thirdMarks ?? THIRD_MARKS.default);
  const drawn =
    opt === 'all' ? all : tx.draw('third:marks', (rng) => shuffle(rng, all)).slice(0, Number(opt));
  const names = all.filter((n) => drawn.includes(n));
  for (const n of names) applyStatus(tx, n, MARK);
  tx.notify(me.name, tx.t('thirdMarks', { names: opt === 'all' ? '所有玩家' : names.join('、') }), {
    kind: 'marks',
    names,
  });
}

export const thirdParty: RoleDef = {
  id: 'third_party',
  name: '三方',
  faction: 'third_party',
  cite: '004 三方',
  factions: [{ id: 'third_party', name: '三方' }],
  skills: [eternal, dagger, daggerSense],
  statuses: [
    { id: MARK, name: '标记' },
    { id: UNMARKED, name: '被三方取消标记' },
    { id: OWED, name: '刀枪无眼待指定' },
    { id: HALVE, name: '刀枪无眼待减半' },
  ],
  templates: {
    thirdMarks: ({ names }) => `【标记】开局时有标记的玩家：${names}。`,
    daggerTriggered: () => '【刀枪无眼】触发：你免于出局，须再指定两名有标记的玩家取消其标记。',
    daggerNamed: ({ names }) => `【刀枪无眼】：已取消 ${names} 的标记。`,
    daggerShot: ({ name, target }) => `猎人 ${name} 开枪，目标是 ${target}。${target} 未出局。`,
    daggerVote: ({ name }) => `【刀枪无眼】：${name} 未出局。`,
    'cause.marks': () => '标记',
  },
  onStart: (tx, c) => dealMarks(tx, c),
  onVoteOut: (h) => voteShield(h, false),
  onTie: (h) => voteShield(h, true),
  morning: (s, day) => unmarkLines(s, day),
};
