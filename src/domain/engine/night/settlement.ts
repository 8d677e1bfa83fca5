import { ev } from '../../events';
import type { Status } from '../../state';
import { clearNegatives, defsOf, wardedOff } from '../effects';
import { goOut } from '../flow';
import type { Tx } from '../tx';
import type { Kill } from '../types';
import { type Ctx, drawer, emitNote, type NightNote, type Pending } from './context';
import { type Run, runPipeline } from './pipeline';

/**
 * The night's resolution: the order table, tonight's statuses and changes, the kills, the outs.
 * `endDone`: the notes that wait for the end of the night's actions went out already (a window after
 * 夜间行动结束 settles: 121 fb10).
 */
export function resolveNight(tx: Tx, endDone: boolean): void {
  const idx = tx.state.phase.windowIndex;
  const run = runPipeline(tx.state, tx.rs, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, drawer(tx));
  // feedback of the earlier windows went out when they closed (and the end's, at the last action window)
  settleRun(tx, run, (n) => n.window === idx || (n.window === undefined && !endDone));
}

/**
 * A slot after the night's settlement closes (211 晨曦: 发送出局通知到开门之前的时间段, l.87): the actions of that slot's
 * skills resolve as the night's did — in the order table, their statuses, their kills in the settlement list, their
 * outs (announced in the morning's 公示 after the night's: 公示出局名单时按角色出局的顺序排序) — and their feedback goes out
 * now. Nothing is written when nothing of the slot was submitted (false).
 */
export function resolveDawn(tx: Tx): boolean {
  const idx = tx.state.phase.windowIndex;
  const run = runPipeline(
    tx.state,
    tx.rs,
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    drawer(tx),
    idx,
  );
  if (!run.record.length) return false;
  settleRun(tx, run, () => true);
  return true;
}

/** Writes a run: the actions resolved, tonight's statuses and changes, the kills, the notes `shown`, the outs. */
function settleRun(tx: Tx, { ctx, acted, spent }: Run, shown: (n: NightNote) => boolean): void {
  const day = tx.state.phase.day;
  tx.emit(
    ev('ActionsResolved', {
      day,
      phase: 'night',
      actions: acted
        .map(({ x, na }) => ({
          actor: x.a.actor,
          skill: x.a.skill,
          targets: x.a.targets,
          ...(na.targets.join('\u0000') !== x.a.targets.join('\u0000') ? { settled: na.targets } : {}),
          ...(ctx.unspentSeqs.has(x.a.seq) ? { spent: false } : {}),
        }))
        .concat(spent.map((x) => ({ actor: x.a.actor, skill: x.a.skill, targets: x.a.targets }))),
    }),
  );
  // tonight's statuses count in the settlement (坚韧 当晚), and the changes the night made
  for (const p of ctx.pending.filter((x) => !x.after)) emitStatus(tx, p);
  for (const fn of ctx.laters) fn(tx);
  const dying = settleKills(ctx)
    .filter((r) => r.outcome !== null && r.outcome !== 'already')
    .map((r) => ({ name: r.kill.target, cause: r.outcome as string, by: r.kill.by }));
  for (const a of ctx.absorbed) useAbsorb(tx, a.name, a.st);
  for (const n of ctx.notes) if (shown(n)) emitNote(tx, n);
  tx.rightsPhase = { kind: 'day', day: day + 1 };
  for (const d of dying) goOut(tx, d.name, d.cause, d.by);
  for (const p of ctx.pending.filter((x) => x.after)) emitStatus(tx, p);
  for (const fn of ctx.afterOuts) fn(tx);
}

/**
 * A night skill used by day and resolved at once (a status's `holder.noonSkills`: 211 以太编程 所有效果立即结算): the pipeline
 * over this one action — blocks, 选择目标 → 结算目标, immunity — then its statuses, its kills settled and the outs announced
 * at once (在正午阶段出局的信息会随时间立刻公示), its feedback told at once (白天阶段会随时通知). `spend`: the use counts.
 */
export function resolveNow(tx: Tx, actor: string, skill: string, spend: boolean): void {
  const rs = tx.rs;
  const a = tx.state.actions.find((x) => x.actor === actor && x.skill === skill && !x.pass);
  if (!a) return;
  // the run sees this action only; one not spent runs whatever its count or loss (以太编程 怀孕技能)
  const chars = spend
    ? tx.state.chars
    : tx.state.chars.map((c) =>
        c.name === actor
          ? { ...c, uses: { ...c.uses, [skill]: 0 }, lost: c.lost.filter((k) => k !== skill) }
          : c,
      );
  const { ctx, acted } = runPipeline(
    { ...tx.state, chars, actions: [a] },
    rs,
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    drawer(tx),
  );
  const na = acted[0]?.na;
  tx.emit(
    ev('ActionsResolved', {
      day: tx.state.phase.day,
      phase: 'day',
      actions: [
        {
          actor,
          skill,
          targets: a.targets,
          ...(na && na.targets.join('\u0000') !== a.targets.join('\u0000') ? { settled: na.targets } : {}),
          ...(spend ? {} : { spent: false }),
        },
      ],
    }),
  );
  for (const p of ctx.pending.filter((x) => !x.after)) emitStatus(tx, p);
  for (const fn of ctx.laters) fn(tx);
  const dying = settleKills(ctx).filter((r) => r.outcome !== null && r.outcome !== 'already');
  for (const x of ctx.absorbed) useAbsorb(tx, x.name, x.st);
  for (const n of ctx.notes) emitNote(tx, n);
  for (const d of dying) {
    if ('noonOut' in tx.rs.t)
      tx.announce(tx.t('noonOut', { name: d.kill.target }), { kind: 'out', name: d.kill.target });
    goOut(tx, d.kill.target, d.outcome as string, d.kill.by);
  }
  for (const p of ctx.pending.filter((x) => x.after)) emitStatus(tx, p);
  for (const fn of ctx.afterOuts) fn(tx);
}

/**
 * A kill as the settlement judged it: `outcome` is the out cause, null when something stopped it (守护, 救药,
 * a protection: the ruleset's `settle`), or `already` when its target was already dying of an earlier one.
 */
export interface KillRecord {
  kill: Kill;
  outcome: string | null | 'already';
}

/** 每次指杀依次结算: the night's kills in the ruleset's settlement order, each judged by its `settle`. */
export function settleKills(ctx: Ctx): KillRecord[] {
  const rs = ctx.ruleset;
  const pos = (k: Kill) => {
    const i = rs.settlement.indexOf(k.source);
    return i < 0 ? rs.settlement.length : i;
  };
  const ordered = ctx.kills.map((k, i) => ({ k, i })).sort((x, y) => pos(x.k) - pos(y.k) || x.i - y.i);
  const out: KillRecord[] = [];
  const dying = new Set<string>();
  const judge = (k: Kill, diverted: boolean): void => {
    if (dying.has(k.target)) {
      out.push({ kill: k, outcome: 'already' });
      return;
    }
    const cause = rs.settle(ctx, k);
    // a death passed on by a `diverts` status (121 蛊惑师): the holder lives, the one it names takes 致死伤害
    const to = cause && !diverted ? divertedTo(ctx, k.target) : null;
    if (to) {
      out.push({ kill: k, outcome: null });
      judge(
        {
          target: to.name,
          source: k.source,
          by: k.by,
          strength: 'lethal',
          chain: true,
          ...(to.cause ? { cause: to.cause } : {}),
        },
        true,
      );
      return;
    }
    if (cause) dying.add(k.target);
    out.push({ kill: k, outcome: cause });
  };
  for (const { k } of ordered) judge(k, false);
  return out;
}

/**
 * Where a death judged for `name` goes instead (a `diverts` status's `data.to`, if that one is in), with the out cause
 * the status names (`data.cause`: 211 蛊惑师 counts the outs of his 蛊惑), else null.
 */
function divertedTo(ctx: Ctx, name: string): { name: string; cause?: string } | null {
  for (const { st, def } of defsOf(ctx.ruleset, ctx.statuses(name))) {
    if (!def.protection?.diverts) continue;
    const to = String(st.data?.to ?? '');
    const cause = st.data?.cause as string | undefined;
    if (to !== name && ctx.state.chars.some((c) => c.name === to && c.alive))
      return { name: to, ...(cause ? { cause } : {}) };
  }
  return null;
}

function emitStatus(tx: Tx, p: Pending): void {
  if (wardedOff(tx.state, tx.rs, p.target, p.id)) return; // 秩序: 免疫所有负面状态
  tx.emit(
    ev('StatusApplied', {
      target: p.target,
      status: p.id,
      source: p.source,
      until: p.until,
      ...(p.data ? { data: p.data } : {}),
      ...(p.told ? { told: true as const } : {}),
    }),
  );
  clearNegatives(tx, p.target, p.id);
  const def = tx.rs.statuses[p.id];
  if (!def?.notice?.announce) return;
  // 多个诽谤诽谤同一人时，只公示一次: the same line is not queued twice
  const text = tx.t(def.notice?.announce, { name: p.target });
  if (!tx.state.newsQueue.some((n) => n.text === text))
    tx.news(text, { kind: 'status', status: p.id, name: p.target });
}

/** One 守护:X instance used up by a 指杀 it stopped. */
function useAbsorb(tx: Tx, name: string, st: Status): void {
  const def = tx.rs.statuses[st.id];
  const n = Number(st.data?.n ?? def?.protection?.absorbs ?? 0) - 1;
  if (!Number.isFinite(n)) return;
  if (n <= 0) tx.emit(ev('StatusRemoved', { target: name, status: st.id, source: st.source }));
  else
    tx.emit(
      ev('StatusApplied', {
        target: name,
        status: st.id,
        source: st.source,
        until: st.until,
        data: { ...st.data, n },
        ...(st.told ? { told: true as const } : {}),
      }),
    );
}

/** The 公示 at the start of day N: last night's outs in order, the night's news, last words. */
export function morning(tx: Tx, day: number): void {
  const s = tx.state;
  const outs = s.chars
    // 黄昏's outs had their own 公示 at its end (211 l.155)
    .filter((c) => !c.alive && c.outDay === day - 1 && c.outPhase === 'night' && !c.outDusk)
    .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0));
  const lines = [tx.t('morningHeader', { day })];
  lines.push(
    outs.length ? tx.t('nightOuts', { names: outs.map((c) => c.name).join('、') }) : tx.t('peacefulNight'),
  );
  for (const n of s.newsQueue) lines.push(n.text);
  // the lines the ruleset and the dealt roles add each morning (tieba: 房屋, 起诉人 诉讼)
  const extra = [...(tx.rs.morning?.(s, day) ?? [])];
  const dealt = new Set(s.chars.map((c) => c.role));
  for (const id of dealt) {
    const line = tx.rs.roles[id]?.morning?.(s, day);
    if (line) extra.push(line);
  }
  lines.push(...extra);
  const words = s.unpublishedWords.slice();
  for (const w of words) lines.push(tx.t('lastWords', { name: w.actor, text: w.text }));
  tx.emit(
    ev('AnnouncementMade', {
      day,
      phase: 'day',
      text: lines.join('\n'),
      data: {
        kind: 'morning',
        outs: outs.map((c) => c.name),
        news: s.newsQueue.map((n) => n.data),
        ...(extra.length ? { extra } : {}),
        lastWords: words.map((w) => ({ name: w.actor, text: w.text })),
      },
    }),
  );
  if (words.length) tx.emit(ev('LastWordsPublished', { actors: words.map((w) => w.actor) }));
}
