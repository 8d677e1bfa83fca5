import type { MakeRuling, Ruling } from '../commands';
import { own } from '../dict';
import { CARD_NAME, cardRulesOf, defeatFaction, giveCard } from '../engine/cards';
import { grantSpeed, pauseClock, resumeClock, speedWindowRefusal } from '../engine/clock';
import { applyStatus } from '../engine/effects';
import { checkEnd, endGame, goOut } from '../engine/flow';
import { rulesOf } from '../engine/schedule';
import { findSkill, roleOf } from '../engine/skills';
import type { Tx } from '../engine/tx';
import { type DomainError, err, quote } from '../errors';
import { ev } from '../events';
import { nameRefusal } from '../names';
import type { Character } from '../state';
import { MAX_SPAN_SECONDS } from '../time';
import { normalizeName } from '../votepost';
import { resolveName } from './common';

// MakeRuling: the director's rulings, one handler per kind.

type Kind = Ruling['kind'];
type WithTarget = Extract<Ruling, { target: string }>['kind'];
/** One handler per kind of ruling; `t` is the ruling's target, found by name, where it has one. */
type RulingHandler<K extends Kind> = (
  tx: Tx,
  r: Extract<Ruling, { kind: K }>,
  t: K extends WithTarget ? Character : undefined,
) => DomainError | null;

export function ruling(tx: Tx, cmd: MakeRuling): DomainError | null {
  const s = tx.state;
  const r = cmd.ruling;
  if (!r.reason?.trim()) return err('INVALID_INPUT', '判罚须写明理由');
  // privacy may be ruled after the end: whether the notifications open then
  if (r.kind !== 'privacy' && s.status !== 'running')
    return err(s.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED', '游戏未在进行中');
  const target = 'target' in r ? resolveName(s, r.target) : undefined;
  if ('target' in r && !target) return err('UNKNOWN_PLAYER', `没有名为“${quote(r.target)}”的角色`);
  return (RULINGS[r.kind] as RulingHandler<Kind>)(tx, r, target as never);
}

const RULINGS: { [K in Kind]: RulingHandler<K> } = {
  privacy: (tx, r) => {
    const s = tx.state;
    // after the game each character's notifications become readable to all, unless the director keeps them closed
    if (s.notificationsPrivate === r.keepPrivate)
      return err('RULING_NOT_APPLICABLE', `私信${r.keepPrivate ? '已经设为赛后不公开' : '已经设为赛后公开'}`);
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { keepPrivate: r.keepPrivate } }));
    return null;
  },
  kill: (tx, r, t) => {
    const s = tx.state;
    if (!t.alive) return err('RULING_NOT_APPLICABLE', `${t.name} 已经出局`);
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name } }));
    tx.news(tx.t('ruling', { text: `${t.name} 出局`, reason: r.reason }), {
      kind: 'ruling',
      ruling: 'kill',
      target: t.name,
    });
    tx.rightsPhase = { kind: s.phase.kind, day: s.phase.day };
    goOut(tx, t.name, 'ruling');
    checkEnd(tx, 'now');
    return null;
  },
  revive: (tx, r, t) => {
    if (t.alive) return err('RULING_NOT_APPLICABLE', `${t.name} 尚未出局`);
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name } }));
    tx.emit(ev('CharacterRevived', { name: t.name }));
    tx.news(tx.t('ruling', { text: `${t.name} 复活，重新回到游戏`, reason: r.reason }), {
      kind: 'ruling',
      ruling: 'revive',
      target: t.name,
    });
    tx.notify(t.name, tx.t('ruling', { text: '你重新回到游戏', reason: r.reason }), { kind: 'ruling' });
    return null;
  },
  status: (tx, r, t) => {
    const key = normalizeName(r.status);
    const def = own(tx.rs.statuses, key) ?? Object.values(tx.rs.statuses).find((x) => x.name === key);
    if (!def) return err('UNKNOWN_STATUS', `本规则没有状态“${quote(r.status)}”`);
    const has = t.statuses.some((x) => x.id === def.id);
    if (r.op === 'remove' && !has) return err('RULING_NOT_APPLICABLE', `${t.name} 没有[${def.name}]状态`);
    tx.emit(
      ev('RulingMade', {
        kind: r.kind,
        reason: r.reason,
        detail: { target: t.name, status: def.id, op: r.op },
      }),
    );
    // the status as the rules give it, as a skill would give it: its default end (211 皇帝: a permanent negative one
    // lasts a day), the holder told when the status says so (211 l.100 附加这些状态特效时，角色会得知), its 公示 line
    if (r.op === 'apply') applyStatus(tx, t.name, def.id, { source: 'director' });
    else tx.emit(ev('StatusRemoved', { target: t.name, status: def.id }));
    return null;
  },
  skill: (tx, r, t) => {
    const s = tx.state;
    const sk = findSkill(s, tx.rs, t, r.skill);
    if (!sk) return err('NOT_YOUR_SKILL', `${t.name} 没有技能“${quote(r.skill)}”`);
    if (t.lost.includes(sk.id)) return err('RULING_NOT_APPLICABLE', `${t.name} 已经失去<${sk.name}>`);
    tx.emit(
      ev('RulingMade', {
        kind: r.kind,
        reason: r.reason,
        detail: { target: t.name, skill: sk.id, op: r.op },
      }),
    );
    tx.emit(ev('SkillLost', { actor: t.name, skill: sk.id, reason: 'ruling' }));
    tx.rightsPhase = { kind: s.phase.kind, day: s.phase.day };
    roleOf(tx.rs, t).onSkillLost?.({
      tx,
      char: tx.state.chars.find((x) => x.name === t.name) as Character,
      skill: sk.id,
    });
    checkEnd(tx, 'now');
    return null;
  },
  extend: (tx, r) => {
    const s = tx.state;
    if (!(r.seconds > 0 && r.seconds <= MAX_SPAN_SECONDS))
      return err('INVALID_INPUT', `延长的秒数须为正数，最多 ${MAX_SPAN_SECONDS} 秒（30天）`);
    if (s.phase.closesAt === null) return err('NO_WINDOW_OPEN', '当前没有进行中的时段');
    const closesAt = s.phase.closesAt + Math.round(r.seconds * 1000);
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { seconds: r.seconds } }));
    tx.emit(ev('DeadlineExtended', { closesAt, reason: r.reason }));
    return null;
  },
  pause: (tx, r) => {
    return pauseClock(tx, r.reason);
  },
  resume: (tx, r) => {
    return resumeClock(tx, r.reason);
  },
  speed: (tx, r) => {
    const s = tx.state;
    // 未出局角色减少到一定程度时，导演将自动执行加速: the director grants 加速 (or 延时) by ruling
    const refused = speedWindowRefusal(s, tx.rs);
    if (refused) return refused;
    if (r.request === '延时' && !rulesOf(s, tx.rs).speed.delay)
      return err('SPEED_NOT_OFFERED', '本规则没有延时（请改用延长时限）');
    if (r.request === '加速' && s.speed.accelerated) return err('RULING_NOT_APPLICABLE', '今天已经在加速');
    if (s.phase.closesAt === null) return err('NO_WINDOW_OPEN', '当前没有进行中的时段');
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { request: r.request } }));
    grantSpeed(tx, r.request, 'director', r.reason);
    return null;
  },
  card: (tx, r, t) => {
    const s = tx.state;
    // 判罚: out characters can still be carded; a red sends one still in off (./engine/cards.ts)
    if (!(['blue', 'yellow', 'red'] as const).includes(r.color))
      return err('INVALID_INPUT', 'color 须为 blue（蓝牌）、yellow（黄牌）或 red（红牌）');
    if (r.op !== undefined && r.op !== 'give' && r.op !== 'remove')
      return err('INVALID_INPUT', 'op 须为 give（判罚，默认）或 remove（撤销）');
    // 211: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营
    if (r.defeatFaction && (r.color !== 'red' || r.op === 'remove'))
      return err('INVALID_INPUT', '只有判罚红牌时才能同时判负阵营（defeatFaction）');
    if (r.defeatFaction && !cardRulesOf(tx.rs).directorDefeat)
      return err('RULING_NOT_APPLICABLE', '本规则没有判罚红牌时判负阵营');
    if (r.op === 'remove') {
      // 以导演解释为准: the director takes a card back (an automatic one included). One card of that color
      // comes off the count; a merged card is not split back; a red already in effect is not undone (revive)
      if (!(own(s.cards, t.name)?.[r.color] ?? 0))
        return err(
          'RULING_NOT_APPLICABLE',
          `${t.name} 没有${({ blue: '蓝', yellow: '黄', red: '红' } as Record<string, string>)[r.color] ?? r.color}牌`,
        );
      tx.emit(
        ev('RulingMade', {
          kind: r.kind,
          reason: r.reason,
          detail: { target: t.name, color: r.color, op: 'remove' },
        }),
      );
      tx.emit(ev('CardRemoved', { target: t.name, color: r.color, reason: r.reason }));
      const text = tx.t('cardRemoved', { name: t.name, card: CARD_NAME[r.color], reason: r.reason });
      tx.news(text, { kind: 'card_removed', name: t.name, color: r.color, reason: r.reason });
      tx.notify(t.name, text, { kind: 'card_removed', color: r.color, reason: r.reason });
      return null;
    }
    const faction = t.faction;
    tx.emit(
      ev('RulingMade', {
        kind: r.kind,
        reason: r.reason,
        detail: { target: t.name, color: r.color, ...(r.defeatFaction ? { defeatFaction: faction } : {}) },
      }),
    );
    giveCard(tx, t.name, r.color, r.reason, 'director');
    if (r.defeatFaction) defeatFaction(tx, faction, 'director');
    return null;
  },
  pool: (tx, r) => {
    // pku 白给池: what adds points is in the rules post the FAQ leaves out; the director enters them, counted at the
    // pool's next settlement (rulesets/pku/pools.ts)
    const pools = tx.rs.pools;
    if (!pools) return err('RULING_NOT_APPLICABLE', `规则 ${tx.rs.id} 没有白给池`);
    if (!pools[r.pool])
      return err(
        'INVALID_INPUT',
        `没有这个白给池：${quote(r.pool)}（可用：${Object.keys(pools).join('、')}）`,
      );
    if (!Number.isInteger(r.points) || r.points === 0) return err('INVALID_INPUT', 'points 须为非零整数');
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { pool: r.pool, points: r.points } }));
    tx.emit(ev('PoolPoints', { pool: r.pool, points: r.points, reason: r.reason }));
    return null;
  },
  excuse: (tx, r, t) => {
    const s = tx.state;
    // tieba 行动时限: 提前…与法官说明自己的在线情况者 are not carded for a missed deadline: up to the end of
    // tonight (given by day: the night after it)
    const through = s.phase.day;
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name, through } }));
    tx.emit(ev('PlayerExcused', { target: t.name, through, reason: r.reason }));
    return null;
  },
  assistant: (tx, r, t) => {
    // 场外助理: 版杀游戏场次累计三场或以下的玩家允许申请场外助理…禁止已参加四场或以上版杀的玩家申请场外助理 — recorded (the
    // director's log, the player told); the off-field talk and the reward (新手玩家的场外助理可以获得等同该玩家的版杀奖励) are the forum's
    const rule = tx.rs.assistant;
    if (!rule) return err('RULING_NOT_APPLICABLE', '本规则没有场外助理');
    const why = nameRefusal(r.assistant ?? '');
    if (why) return err('INVALID_NAME', `场外助理的${why}`);
    const assistant = normalizeName(r.assistant ?? '');
    if (!assistant) return err('INVALID_INPUT', 'assistant 须写明场外助理');
    if (!Number.isInteger(r.games) || r.games < 0)
      return err('INVALID_INPUT', 'games 须为已参加的版杀场次（非负整数）');
    if (r.games > rule.maxGames)
      return err(
        'RULING_NOT_APPLICABLE',
        `禁止已参加${rule.maxGames + 1}场或以上版杀的玩家申请场外助理：${t.name} 已参加 ${r.games} 场`,
      );
    tx.emit(
      ev('RulingMade', {
        kind: r.kind,
        reason: r.reason,
        detail: { target: t.name, assistant, games: r.games },
      }),
    );
    tx.notify(t.name, tx.t('assistantNoted', { name: assistant }), { kind: 'assistant', assistant });
    return null;
  },
  // 211 l.972 若因为非违规的特殊情况导致游戏无法正常进行（如…多方僵持等），则警长在谁手里，那个角色所属的阵营就获胜: the director
  // finds the game stuck (his judgement); the ruleset names the winner (RulesetDef.stalemate) or why it cannot
  stalemate: (tx, r) => {
    const rule = tx.rs.stalemate;
    if (!rule) return err('RULING_NOT_APPLICABLE', '本规则没有僵局判定');
    const verdict = rule(tx.state);
    if (typeof verdict === 'string') return err('RULING_NOT_APPLICABLE', verdict);
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { faction: verdict.faction } }));
    endGame(tx, verdict);
    return null;
  },
  // the director answers a question a skill asked (a status with `holder.awaitsAnswer`: 211 半仙 通天 — 导演会在深夜结束后…反馈
  // [是/否/无法回答]; 若导演判断问题不够直观合理，需重新提问: the use given back)
  answer: (tx, r, t) => {
    const st = t.statuses.find((x) => tx.rs.statuses[x.id]?.holder?.awaitsAnswer);
    const how = st && tx.rs.statuses[st.id]?.holder?.awaitsAnswer;
    if (!st || !how) return err('RULING_NOT_APPLICABLE', `${t.name} 没有等待导演回答的问题`);
    const answer = r.answer.trim();
    if (answer !== how.retry && !how.answers.includes(answer))
      return err('INVALID_INPUT', `answer 须为 ${[...how.answers, how.retry].join(' / ')} 之一`);
    const question = String(st.data?.question ?? '');
    const skill = String(st.data?.skill ?? '');
    tx.emit(
      ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name, question, answer } }),
    );
    tx.emit(ev('StatusRemoved', { target: t.name, status: st.id, source: st.source }));
    if (answer === how.retry) {
      applyStatus(tx, t.name, how.refill, { source: t.name, until: null, data: { skill, n: 1 } });
      tx.notify(t.name, tx.t(how.retold, { question }), { kind: 'answer', skill, retry: true });
    } else tx.notify(t.name, tx.t(how.told, { question, answer }), { kind: 'answer', skill, answer });
    return null;
  },
  substitute: (tx, r, t) => {
    const s = tx.state;
    // 替补: 每名角色仅限更换一次替补; 无法更换替补时红牌罚下 (a card ruling)
    const why = nameRefusal(r.player ?? '');
    if (why) return err('INVALID_NAME', `替补的${why}`);
    const player = normalizeName(r.player ?? '');
    if (!player) return err('INVALID_INPUT', 'player 须写明替补玩家');
    if (own(s.substitutes, t.name)?.length)
      return err(
        'SUBSTITUTE_USED',
        `每名角色仅限更换一次替补：${t.name} 已经换过替补（再无替补时请判罚红牌）`,
      );
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name, player } }));
    tx.emit(ev('SubstituteMade', { target: t.name, player, reason: r.reason }));
    tx.news(tx.t('substituted', { name: t.name }), { kind: 'substitute', name: t.name });
    tx.notify(t.name, tx.t('youAreSubstitute', { name: t.name }), { kind: 'substitute', player });
    return null;
  },
};
