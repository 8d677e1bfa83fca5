import { ev } from '../events';
import { pick } from '../rng';
import type { Character, GameState, Phase, PhaseKind, Right, Status } from '../state';
import { MINUTE } from '../time';
import { ballotCloses, reelectionDue, sheriffRules } from './ballot';
import {
  applySkill,
  hookBlocked,
  settleEnvNow,
  skillIndex,
  statusesOf,
  statusIdle,
  takenRoles,
  untilOf,
} from './effects';
import { orderIndex } from './night/pipeline';
import { closesAt, dayWindowCloses } from './schedule';
import { legalTargets, OPENING_RIGHT, roleOf, skillsOf, statusFlag } from './skills';
import { surrenderBySwitches } from './switches';
import type { Tx } from './tx';
import type { JudgeAt, RulesetDef, SkillDef, StatusDef } from './types';

/**
 * Going out, rights, the end of the game and the start of phases: the steps
 * every phase close shares.
 */

/**
 * Puts one character out (once) and runs what follows from it. `words` decides its last words instead of the ruleset's
 * rule (pku 猎人和猎人带走的玩家均有或均无遗言).
 */
export function goOut(
  tx: Tx,
  name: string,
  cause: string,
  by?: string,
  /** `phase: 'day'`: the out is the day's though settled after 关门 (tieba 贵族: a vote-out held 15 minutes) */
  opts: { words?: boolean; passed?: boolean; phase?: 'day' } = {},
): void {
  const c = tx.state.chars.find((x) => x.name === name);
  if (!c?.alive || tx.state.status !== 'running') return;
  const pass = opts.passed ? null : passedOut(tx.state, tx.rs, c, cause);
  if (pass) {
    passOut(tx, c, pass);
    return;
  }
  const ph = tx.state.phase;
  const phase = opts.phase ?? ph.kind;
  tx.emit(
    ev('CharacterOut', {
      name,
      cause,
      day: ph.day,
      phase,
      order: tx.state.outCount + 1,
      ...(duskOuts(tx) ? { dusk: true as const } : {}),
    }),
  );
  tx.notify(name, tx.t('youAreOut', { cause: tx.t(`cause.${cause}`) }), { kind: 'out', cause });
  // void the rights that need the character alive
  for (const r of tx.state.rights.filter((x) => x.holder === name)) {
    const usableWhileOut = tx.rs.commonSkills
      .concat(skillsOf(tx.state, tx.rs, c))
      .some((k) => k.right === r.kind && k.limits?.whileOut);
    if (!usableWhileOut && r.kind !== 'last_words')
      tx.emit(ev('RightEnded', { holder: name, kind: r.kind, how: 'void' }));
  }
  const noRights = cause === 'redcard';
  // 遗言: the first N to go out, in order (a declined right is not passed on); or, where the ruleset says so,
  // whoever goes out in the first night or in a day (classic: 第一天晚上的死者有遗言、所有白天死亡的死者有遗言)
  const wordsDue =
    opts.words ??
    tx.rs.lastWordsFor?.(tx.state, c, cause, by) ??
    (tx.rs.lastWords === 'firstNightAndDays'
      ? ph.kind === 'day' || (ph.kind === 'night' && ph.day === 1)
      : tx.state.lastWordsGranted < tx.state.lastWordsQuota);
  if (!noRights && wordsDue) {
    grantRight(tx, name, 'last_words', 'nextDayStart');
    // 遗言 until the next day opens (the right lapses then): the notice says which day
    tx.notify(name, tx.t('lastWordsRight', { day: tx.state.phase.day + 1 }), {
      kind: 'right',
      right: 'last_words',
    });
  }
  // pku 警情公布信息: 死亡玩家是否可以留遗言（不公布遗言剩余条数）
  if (tx.rs.lastWordsOption?.announce)
    tx.news(tx.t(!noRights && wordsDue ? 'lastWordsMay' : 'lastWordsNone', { name }), {
      kind: 'last_words_right',
      name,
      may: !noRights && wordsDue,
    });
  // 殉职: the sheriff hands on the badge (not after a red card: ./cards.ts draws it)
  if (tx.state.sheriff === name && !noRights) {
    grantRight(tx, name, 'badge', 'phaseEnd');
    // 撕毁警徽 where the ruleset allows it (classic 篇二 5(3))
    const tear = sheriffRules(tx.state, tx.rs)?.tear === true;
    tx.notify(name, tx.t(tear ? 'badgeRightTear' : 'badgeRight'), { kind: 'right', right: 'badge', tear });
  }
  const hook = { tx, char: c, cause, ...(by ? { by } : {}) };
  // what an out sets off is not the skill whose hook put it out (l.81's mark: applySkill)
  const using = tx.using;
  tx.using = null;
  // a hook that works for a skill blocked now does not run (211 l.103 [遗忘]: `hooksOf`)
  const role = roleOf(tx.rs, c);
  if (role.onOut && !hookBlocked(tx.state, tx.rs, c, role.hooksOf?.onOut)) role.onOut(hook);
  // a role a status gave (丫鬟 怀孕技能: 获取其技能并刷新至初始) goes out with it
  for (const r of takenRoles(tx.rs, c))
    if (r.onOut && !hookBlocked(tx.state, tx.rs, c, r.hooksOf?.onOut)) r.onOut(hook);
  for (const st of c.statuses.slice()) {
    const onOut = tx.rs.statuses[st.id]?.holder?.onOut;
    if (onOut && !statusIdle(tx.state, tx.rs, c, st)) onOut(hook, st);
  }
  // statuses of others that wait for this out (a status's onOtherOut, for the names in its data.of)
  // indexed loops over every seat's statuses (each out of a close runs this): no iterator when unoptimised
  const waiting: [Character, Status][] = [];
  const chars = tx.state.chars;
  for (let i = 0; i < chars.length; i++) {
    const h = chars[i] as Character;
    for (let j = 0; j < h.statuses.length; j++) {
      const st = h.statuses[j] as Status;
      if (
        tx.rs.statuses[st.id]?.holder?.onOtherOut &&
        ((st.data?.of as string[] | undefined) ?? []).includes(name)
      )
        waiting.push([h, st]);
    }
  }
  for (const [h, st] of waiting)
    if (!statusIdle(tx.state, tx.rs, h, st)) tx.rs.statuses[st.id]?.holder?.onOtherOut?.(tx, h, st, c, by);
  chainOuts(tx, name, cause);
  diesAlone(tx);
  // pku 投降: 若某一时刻某阵营的存活玩家均使开关处于打开状态 — the last member with the switch off going out too
  surrenderBySwitches(tx);
  tx.using = using;
}

/**
 * Whom a `passesOut` status of `c` hands its out to (another living holder of the same status from the same source),
 * `to: null` when a `sparesOut` status keeps it in, else null; never a red card's out (红牌罚下 beats every status).
 */
export function passedOut(
  s: GameState,
  rs: RulesetDef,
  c: Character,
  cause: string,
): { to: Character | null; st: Status } | null {
  if (cause === 'redcard') return null;
  // the character's statuses now, its role's innate ones included (121 太阳: 只可死在夜晚 — by day)
  const spare = statusesOf(s, rs, c).find((st) => {
    const how = rs.statuses[st.id]?.protection?.sparesOut;
    // a rule that holds while its status does (`keep`) binds the game's skills, not the director's ruling
    return how && !(how.keep && cause === 'ruling') && (!how.phase || how.phase === s.phase.kind);
  });
  if (spare) return { to: null, st: spare };
  for (const st of c.statuses) {
    const how = rs.statuses[st.id]?.protection?.passesOut;
    if (!how) continue;
    const to = how.to
      ? how.to(s, rs, c, st)
      : s.chars.find(
          (o) =>
            o.alive && o.name !== c.name && o.statuses.some((x) => x.id === st.id && x.source === st.source),
        );
    if (to) return { to, st };
  }
  return null;
}

/**
 * The holder stays; the other holder takes [致死伤害] from the status's source and goes out unless protected (a
 * `sparesOut` status: nobody goes out, the status is spent).
 */
function passOut(tx: Tx, c: Character, { to, st }: { to: Character | null; st: Status }): void {
  if (!to) {
    const spares = tx.rs.statuses[st.id]?.protection?.sparesOut;
    if (!spares?.keep && !st.data?.innate)
      tx.emit(ev('StatusRemoved', { target: c.name, status: st.id, source: st.source }));
    spares?.onUse?.(tx, st, c.name);
    return;
  }
  const how = tx.rs.statuses[st.id]?.protection?.passesOut;
  if (!how) return;
  const by = st.source ?? c.name;
  const outCause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
    target: to.name,
    source: how.cause,
    by,
    strength: 'lethal',
    cause: how.cause,
    chain: true,
  });
  how.onUse?.(tx, st);
  if (!outCause) return;
  // in 黄昏 the out waits for 黄昏's 公示 (l.155), listed under [其他原因]
  if (tx.state.phase.kind === 'day' && !duskOuts(tx))
    tx.news(tx.t('outOther', { name: to.name }), {
      kind: 'chain',
      name: to.name,
      from: c.name,
      chain: how.cause,
    });
  goOut(tx, to.name, outCause, by, { passed: true });
}

/**
 * 黄昏 (211 l.89 黄昏——投票结束后到正式天黑前): from the day's vote count (`tx.dusk`) through the daytime windows that open the
 * night (黄昏1), before the night proper. Where the ruleset posts 黄昏's outs at its end (the template `duskOuts`, l.155
 * 在黄昏阶段（包括正常的被投票出局）的角色出局信息，会在黄昏阶段结束后…公示), an out now is 黄昏's: announced then.
 */
export function duskOuts(tx: Tx): boolean {
  if (!('duskOuts' in tx.rs.t)) return false;
  const ph = tx.state.phase;
  if (ph.kind === 'day') return tx.dusk;
  return ph.kind === 'night' && (ph.round ?? 0) === 0 && isDuskWindow(tx.rs, ph.windowIndex);
}

/** A night window of 黄昏: daytime, as every window before it, with the night proper still to come. */
export function isDuskWindow(rs: RulesetDef, idx: number): boolean {
  const ws = rs.nightWindows;
  if (!ws[idx]?.daytime) return false;
  for (let i = 0; i < idx; i++) if (!ws[i]?.daytime) return false;
  for (let i = idx + 1; i < ws.length; i++) if (!ws[i]?.daytime) return true;
  return false;
}

/**
 * 黄昏's end (211 l.155): one 公示 of the characters out in it, in the order they went out — [投票出局] and [其他原因] apart —
 * and the sheriff (行动顺序总集 黄昏1: 公告出局名单和警长情况); nothing when nobody went out in it.
 */
export function announceDusk(tx: Tx): void {
  const day = tx.state.phase.day;
  const outs = tx.state.chars
    .filter((c) => c.outDusk && c.outDay === day)
    .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0));
  if (!outs.length) return;
  const vote = outs.filter((c) => c.outCause === 'vote').map((c) => c.name);
  const other = outs.filter((c) => c.outCause !== 'vote').map((c) => c.name);
  tx.announce(
    tx.t('duskOuts', {
      day,
      vote: vote.join('、'),
      other: other.join('、'),
      sheriff: tx.state.sheriff ?? '',
    }),
    { kind: 'dusk', day, vote, other, sheriff: tx.state.sheriff },
  );
}

/**
 * 连带出局: those tied to the one who just went out follow, chain kind by chain kind in the
 * ruleset's order (情侣殉情, 魅惑, 宠溺 …): a status whose source went out, or another holder of
 * the same link (data.link, else the same source). Each follower takes the chain's kill, which the
 * ruleset's settlement may stop (不死; 嫦娥's night 不死 is 对殉情无效).
 */
function chainOuts(tx: Tx, name: string, cause: string): void {
  const rs = tx.rs;
  const out = tx.state.chars.find((c) => c.name === name) as Character;
  const linkOf = (st: Status) => (st.data?.link as string | undefined) ?? st.source;
  // one pass over the holders (a close runs this for every out): candidates ranked by the ruleset's chainOrder, then
  // seat, then the holder's statuses; a holder follows once, by its first chain in that order
  const found: { holder: string; st: Status; rank: number; seat: number }[] = [];
  const chars = tx.state.chars;
  for (let seat = 0; seat < chars.length; seat++) {
    const h = chars[seat] as Character;
    if (!h.alive || h.name === name) continue;
    for (let j = 0; j < h.statuses.length; j++) {
      const st = h.statuses[j] as Status;
      const chain = rs.statuses[st.id]?.chain;
      if (!chain) continue;
      const rank = rs.chainOrder.indexOf(chain.kind);
      if (rank < 0) continue;
      const hit =
        chain.on === 'source'
          ? st.source === name
          : out.statuses.some((o) => o.id === st.id && linkOf(o) === linkOf(st));
      if (!hit) continue;
      if (chain.when && !chain.when({ state: tx.state, out, cause, holder: h, status: st })) continue;
      found.push({ holder: h.name, st, rank, seat });
    }
  }
  if (!found.length) return;
  found.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const followers: { holder: string; st: Status }[] = [];
  for (const f of found) if (!followers.some((x) => x.holder === f.holder)) followers.push(f);
  for (const f of followers) {
    const chain = rs.statuses[f.st.id]?.chain;
    const h = tx.state.chars.find((c) => c.name === f.holder);
    if (!chain || !h?.alive || tx.state.status !== 'running') continue;
    const outCause = rs.settle(settleEnvNow(tx.state, rs), {
      target: f.holder,
      source: chain.kind,
      by: name,
      strength: chain.strength,
      cause: chain.cause,
      chain: true,
    });
    if (!outCause) continue;
    // in 黄昏 the out waits for 黄昏's 公示 (211 l.155), listed under [其他原因]
    if (chain.announce && (!chain.announceByDay || tx.state.phase.kind === 'day') && !duskOuts(tx)) {
      const text = tx.t(chain.announce, { name: f.holder, from: name });
      const data = { kind: 'chain', name: f.holder, from: name, chain: chain.kind };
      if (chain.announceNextMorning) tx.emit(ev('NewsQueued', { text, data }));
      else tx.news(text, data);
    }
    goOut(tx, f.holder, outCause, name);
  }
}

/** 不可独自存活: a role that cannot be the last of its faction goes out when it is (隐狼). */
function diesAlone(tx: Tx): void {
  if (tx.state.status !== 'running') return;
  const chars = tx.state.chars;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as Character;
    if (!c.alive || !tx.rs.roles[c.role]?.diesAlone) continue;
    const others = tx.state.chars.some(
      (o) => o.alive && o.faction === c.faction && !tx.rs.roles[o.role]?.diesAlone,
    );
    if (!others) {
      tx.news(tx.t('diesAlone', { name: c.name }), { kind: 'out', name: c.name, cause: 'alone' });
      goOut(tx, c.name, 'alone');
    }
  }
}

/**
 * A right granted now. `in`: a phaseEnd right usable only in that window of a phase (its day and kind, else the
 * decision's `rightsPhase`), lapsing when that window closes (pku 破晓, 警情后: a slot of its own).
 */
export function grantRight(
  tx: Tx,
  holder: string,
  kind: string,
  expires: 'phaseEnd' | 'nextDayStart' | 'never',
  at?: { window: string; kind?: PhaseKind; day?: number },
): void {
  const phase = {
    ...tx.rightsPhase,
    ...(at?.kind ? { kind: at.kind } : {}),
    ...(at?.day !== undefined ? { day: at.day } : {}),
  };
  tx.emit(
    ev('RightGranted', {
      holder,
      kind,
      expires,
      usableIn: expires === 'phaseEnd' ? (at ? { ...phase, window: at.window } : phase) : null,
    }),
  );
}

/** Candidates for the badge: alive, not the holder, not barred (白痴 after 装傻). */
export function badgeCandidates(tx: Tx, from: string): Character[] {
  return tx.state.chars.filter(
    (c) => c.alive && c.name !== from && !statusFlag(tx.state, tx.rs, c, 'noBadge'),
  );
}

export function transferBadge(tx: Tx, from: string, to: string | null, cause: string): void {
  tx.emit(ev('SheriffChanged', { from, to, cause }));
  // the ruleset's own timing of the notice and the 公示 (211 l.959: 获得警长的角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示）)
  if (to && tx.rs.badgeNotice) tx.rs.badgeNotice(tx, from, to, cause);
  else if (to) {
    tx.notify(to, tx.t('youAreSheriff'), { kind: 'sheriff' });
    tx.news(tx.t(cause === 'random' ? 'badgeRandom' : 'badgePassed', { from, to }), {
      kind: 'badge',
      from,
      to,
      cause,
    });
  } else {
    tx.news(tx.t('badgeLost', { from }), { kind: 'badge', from, to: null, cause });
  }
  tx.rs.onSheriffChanged?.(tx, from, to, cause);
}

/**
 * Rights that lapse now: at the end of the phase they are usable in (`phaseEnd`), at the next
 * day's start (`nextDayStart`), or when the night window their skill is due in closes
 * (`window`: tieba's 警长 has 30 minutes after 关门). A lapsed right is forfeited (视为放弃) unless
 * its skill says `onTimeout: 'random'`: then its targets are drawn (the draw an event) and it
 * takes effect as if chosen (殉职: 警徽随机移交).
 */
export function lapseRights(tx: Tx, which: 'phaseEnd' | 'nextDayStart' | 'window', window?: string): number {
  const ph = tx.state.phase;
  const skillOf = (r: Right): SkillDef | undefined => {
    const c = tx.state.chars.find((x) => x.name === r.holder);
    // a [开局] skill's right (刷新至初始): the skill by its id
    if (r.kind.startsWith(OPENING_RIGHT)) return skillIndex(tx.rs).get(r.kind.slice(OPENING_RIGHT.length));
    return tx.rs.commonSkills.concat(c ? roleOf(tx.rs, c).skills : []).find((k) => k.right === r.kind);
  };
  const usableNow = (r: Right) =>
    r.expires === 'phaseEnd' && r.usableIn?.kind === ph.kind && r.usableIn.day === ph.day;
  const due = tx.state.rights.filter((r) =>
    which === 'window'
      ? usableNow(r) &&
        window !== undefined &&
        (r.usableIn?.window === window || skillOf(r)?.timing?.window === window)
      : which === 'phaseEnd'
        ? usableNow(r)
        : r.expires === 'nextDayStart',
  );
  for (const r of due) {
    tx.emit(ev('RightEnded', { holder: r.holder, kind: r.kind, how: 'lapsed' }));
    const sk = skillOf(r);
    const holder = tx.state.chars.find((x) => x.name === r.holder);
    if (holder) sk?.hooks?.lapsed?.(tx, holder);
    // missed, a <强制> [开局] skill is drawn as in the opening (行动时限: 技能选择的身份或技能目标随机决定)
    const draw =
      sk?.force?.onTimeout === 'random' ||
      (sk?.kind === 'opening' && sk.force?.mandatory && sk.force.onTimeout !== 'forfeit');
    if (!draw || !sk || !holder) continue;
    const cands = sk.targets.max > 0 ? legalTargets(tx.state, tx.rs, holder, sk).map((c) => c.name) : [];
    const to = cands.length ? tx.draw(r.kind, (rng) => pick(rng, cands)) : null;
    const targets = to ? [tx.state.chars.find((x) => x.name === to) as Character] : [];
    // a skill that takes a choice (211 任职宣言) has it drawn among its choices, the draw an event
    const choices =
      (sk.choose?.choicesFor ? sk.choose?.choicesFor(tx.state, holder, tx.rs) : sk.choose?.choices) ?? [];
    const choice = choices.length ? tx.draw(`${r.kind}:choice`, (rng) => pick(rng, choices)) : null;
    if (sk.kind === 'opening')
      tx.notify(
        holder.name,
        tx.t('timeoutRandom', {
          skill: sk.name,
          targets: [...targets.map((c) => c.name), choice ?? ''].filter(Boolean).join('、'),
        }),
        { kind: 'timeout', skill: sk.id, targets: targets.map((c) => c.name), choice },
      );
    applySkill(tx, sk, holder, targets, choice, 'timeout');
  }
  return due.length;
}

/**
 * When a status applied now ends, from its declared default duration: 当夜 is
 * night N whether it is applied in day N or night N (night N follows day N).
 */
export function statusUntil(phase: Phase, at: NonNullable<StatusDef['lifetime']>['until']): Status['until'] {
  return untilOf(phase, at);
}

/** Ends statuses whose time is up (each instance on its own: same-named statuses count separately). */
export function expireStatuses(
  tx: Tx,
  at: 'dayStart' | 'nightEnd' | 'dayEnd' | 'nightStart',
  day: number,
): void {
  const outs: { name: string; st: Status }[] = [];
  for (const c of tx.state.chars) {
    const due = c.statuses.filter((st) => st.until && st.until.at === at && st.until.day <= day);
    for (const st of due) {
      // one instance of its name: removed by name (as before); several: by source
      const alone = c.statuses.filter((x) => x.id === st.id).length === 1;
      tx.emit(
        ev(
          'StatusRemoved',
          alone ? { target: c.name, status: st.id } : { target: c.name, status: st.id, source: st.source },
        ),
      );
      if (c.alive && tx.rs.statuses[st.id]?.lifetime?.outWhenEnds) outs.push({ name: c.name, st });
    }
  }
  // a status whose end puts its holder out (破伤风): in seat order, announced (at once by day)
  for (const { name, st } of outs) {
    const how = tx.rs.statuses[st.id]?.lifetime?.outWhenEnds;
    if (!how || !tx.state.chars.find((c) => c.name === name)?.alive || tx.state.status !== 'running')
      continue;
    tx.news(tx.t(how.announce, { name }), { kind: 'out', name, cause: how.cause });
    goOut(tx, name, how.cause, st.source ?? undefined);
  }
}

/**
 * Checks the ruleset's win conditions; ends the game when they are met. `at`: `phaseEnd` as a phase closes, `now` within
 * one — where the text judges only at a phase's end (RulesetDef.winTiming, 211 l.970) the judge then answers only what
 * it judges at once (屠城).
 */
export function checkEnd(tx: Tx, at: JudgeAt): boolean {
  if (tx.state.status !== 'running') return tx.state.status === 'ended';
  const verdict = tx.rs.judge(tx.state, at);
  if (!verdict) return false;
  endGame(tx, verdict);
  return true;
}

/** Ends the game with a verdict (the judge's, or the director's ruling `stalemate`): the 公示 of the winner and the 演员表. */
export function endGame(tx: Tx, verdict: { faction: string | null; names: string[]; reason: string }): void {
  flushNews(tx);
  const winner = { faction: verdict.faction, names: verdict.names };
  tx.emit(ev('GameEnded', { winner, reason: verdict.reason }));
  const factionName = verdict.faction ? (tx.rs.factions[verdict.faction]?.name ?? verdict.faction) : null;
  tx.announce(factionName ? tx.t('gameOver', { faction: factionName }) : tx.t('gameOverNoWinner'), {
    kind: 'end',
    winner,
  });
  const cast = tx.state.chars.map((c) => ({
    seat: c.seat,
    name: c.name,
    role: roleOf(tx.rs, c).name,
    roleId: c.role,
    faction: tx.rs.factions[c.faction]?.name ?? c.faction,
    alive: c.alive,
    outOrder: c.outOrder,
  }));
  tx.announce(
    [
      tx.t('castHeader'),
      ...cast.map((c) =>
        tx.t('castLine', {
          seat: c.seat,
          name: c.name,
          role: c.role,
          faction: c.faction,
          state: c.alive ? tx.t('alive') : tx.t('out'),
        }),
      ),
    ].join('\n'),
    { kind: 'cast', cast },
  );
  tx.rs.onGameEnd?.(tx);
  publishTreehole(tx);
}

/**
 * 树洞 (tieba l.36): 等到版杀结束后，树洞将取消“仅作者可见”，这时候树洞内所有玩家曾经的心路历程将被一目了然 — the posts, in the
 * order written, in one post after the 演员表 (none written: nothing posted).
 */
function publishTreehole(tx: Tx): void {
  const posts = tx.state.treehole ?? [];
  if (!posts.length) return;
  const when = (p: (typeof posts)[number]) =>
    p.day === 0 ? '开局' : `第${p.day}天${p.phase === 'night' ? '夜晚' : '白天'}`;
  tx.announce(
    [
      tx.t('treeholeHeader', { count: posts.length }),
      ...posts.map((p) => tx.t('treeholeLine', { when: when(p), name: p.author, text: p.text })),
    ].join('\n'),
    {
      kind: 'treehole',
      posts: posts.map((p) => ({ seq: p.seq, author: p.author, day: p.day, phase: p.phase, text: p.text })),
    },
  );
}

/**
 * The game ends before the next morning: what the night kept for that 公示 (news
 * and last words) is posted now, ahead of the end.
 */
function flushNews(tx: Tx): void {
  const s = tx.state;
  const words = s.unpublishedWords.slice();
  if (!s.newsQueue.length && !words.length) return;
  const lines = [
    ...s.newsQueue.map((n) => n.text),
    ...words.map((w) => tx.t('lastWords', { name: w.actor, text: w.text })),
  ];
  tx.announce(lines.join('\n'), {
    kind: 'news',
    news: s.newsQueue.map((n) => n.data),
    lastWords: words.map((w) => ({ name: w.actor, text: w.text })),
  });
  if (words.length) tx.emit(ev('LastWordsPublished', { actors: words.map((w) => w.actor) }));
}

/**
 * Opens a phase's window. Day 0 is the opening (总体流程 1: 丘比特, 隐狼, 机械狼 … choose before the
 * first day), a window of the ruleset's `opening.minutes` (or a fixed schedule's night window).
 * `round` > 0 is an extra round of the same night (211 嫦娥).
 */
export function startPhase(tx: Tx, kind: 'day' | 'night', day: number, windowIndex: number, round = 0): void {
  const opening = kind === 'day' && day === 0;
  // 篇三: a day that starts with no sheriff opens with the election, before the day's own vote (./ballot.ts)
  const reelect = kind === 'day' && reelectionDue(tx.state, tx.rs, day);
  // a day opens with the ruleset's windows inside the day, if any (pku 警情发布后30分钟以内), before its own `day`
  const dayWindow = kind === 'day' && !opening && !reelect && !round ? tx.rs.dayWindows?.[0]?.id : undefined;
  const window = opening
    ? 'opening'
    : reelect
      ? 'election'
      : kind === 'day'
        ? (dayWindow ?? 'day')
        : (tx.rs.nightWindows[windowIndex]?.id ?? 'night');
  const openedAt = tx.now;
  const fixed = tx.state.schedule.fixed;
  const closes = opening
    ? openedAt + (fixed ? fixed.nightSeconds * 1000 : (tx.rs.opening?.minutes ?? 60) * MINUTE)
    : reelect
      ? ballotCloses(tx.rs, 'election', openedAt)
      : dayWindow
        ? dayWindowCloses(tx.state, tx.rs, day, 0, openedAt)
        : closesAt(tx.state, tx.rs, kind, day, windowIndex, openedAt, round);
  tx.emit(
    ev('PhaseStarted', {
      kind,
      day,
      window,
      windowIndex,
      openedAt,
      closesAt: closes,
      ...(round ? { round } : {}),
    }),
  );
  if (kind === 'night' && windowIndex === 0 && !round) {
    expireStatuses(tx, 'nightStart', day);
    tx.rs.onNightOpens?.(tx, day);
    for (const c of tx.state.chars) if (c.alive) tx.rs.roles[c.role]?.onNightOpens?.(tx, c);
    // statuses that act as a night opens (a snapshot: the hook may add or remove statuses)
    const opens: [Character, Status][] = [];
    for (const c of tx.state.chars)
      for (const st of c.statuses) if (tx.rs.statuses[st.id]?.holder?.onNightOpens) opens.push([c, st]);
    for (const [c, st] of opens) tx.rs.statuses[st.id]?.holder?.onNightOpens?.(tx, c, st);
  }
  if (reelect) tx.announce(tx.t('reelection', { day }), { kind: 'ballot', purpose: 'sheriff', day });
  phaseStartHooks(tx);
}

/** The statuses' `onPhaseStart` hooks as a phase or window opens, in the order table's order, then seat order. */
function phaseStartHooks(tx: Tx): void {
  const due: { name: string; st: Status; def: StatusDef; at: number }[] = [];
  for (const c of tx.state.chars)
    for (const st of c.statuses) {
      const def = tx.rs.statuses[st.id];
      if (!def?.holder?.onPhaseStart) continue;
      const at = def.holder.phaseOrder ? orderIndex(tx.rs, def.holder.phaseOrder) : Number.MAX_SAFE_INTEGER;
      due.push({ name: c.name, st, def, at });
    }
  due.sort((a, b) => a.at - b.at);
  for (const { name, st, def } of due) {
    const c = tx.state.chars.find((x) => x.name === name);
    if (c && tx.state.status === 'running') def.holder?.onPhaseStart?.(tx, c, st);
  }
}
