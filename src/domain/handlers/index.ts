/**
 * decide(state, command) → the events it causes and the state they lead to, or a typed error.
 * The only place that rejects; a rejection changes nothing. One handler per command family, each
 * in its own file; the table below is checked exhaustive by the compiler (a command type without a
 * handler does not compile).
 */
import type { Command, Meta } from '../commands';
import { surrender } from '../engine/surrender';
import { Tx } from '../engine/tx';
import { type DomainError, err, fail, ok, quote, type Result } from '../errors';
import type { DomainEvent } from '../events';
import { KNOWN_RULESET_IDS, rulesetOf } from '../rulesets';
import type { GameState } from '../state';
import { isInstant } from '../time';
import { submitAction } from './actions';
import { candidacy } from './candidacy';
import { closeWindow } from './close';
import { actorChar } from './common';
import { createGame } from './create';
import { lastWords } from './last-words';
import { reportPostCounts } from './post-counts';
import { ruling } from './rulings';
import { speedRequest } from './speed';
import { startGame } from './start';
import { postTreehole } from './treehole';
import { castVote } from './votes';

export { resolveName, roleByKey } from './common';
export { GAME_OPTIONS } from './create';

/** What a command decided: its events, and the state after them (equal to folding the events). */
export interface Decision {
  events: DomainEvent[];
  state: GameState;
}

type Handler<C extends Command> = (tx: Tx, cmd: C, meta: Meta) => DomainError | null;

/** Every command type's handler. */
const HANDLERS: { [K in Command['type']]: Handler<Extract<Command, { type: K }>> } = {
  CreateGame: createGame,
  StartGame: startGame,
  SubmitAction: submitAction,
  CastVote: castVote,
  SubmitLastWords: lastWords,
  PostTreehole: postTreehole,
  CloseWindow: closeWindow,
  MakeRuling: ruling,
  RequestSpeed: speedRequest,
  Candidacy: candidacy,
  ReportPostCounts: reportPostCounts,
  Surrender: (tx, cmd) => {
    if (tx.state.status !== 'running')
      return err(tx.state.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED', '游戏未在进行中');
    const c = actorChar(tx, cmd.actor);
    return 'code' in c ? c : surrender(tx, cmd, c);
  },
};

export function decide(state: GameState, cmd: Command, meta: Meta): Result<Decision> {
  const id = cmd.type === 'CreateGame' ? cmd.ruleset : state.ruleset;
  if (cmd.type === 'CreateGame') {
    if (state.created) return fail('GAME_EXISTS', '这局游戏已经存在');
    if (!(KNOWN_RULESET_IDS as readonly string[]).includes(id) && !rulesetOf(id))
      return fail('UNKNOWN_RULESET', `没有规则 ${quote(id)}；可用的规则：${KNOWN_RULESET_IDS.join('、')}`);
  } else if (!state.created) return fail('NOT_FOUND', '没有这局游戏');
  const rs = rulesetOf(id);
  if (!rs)
    return fail('UNKNOWN_RULESET', cmd.type === 'CreateGame' ? `规则 ${id} 暂不可用` : `规则 ${id} 暂不可用`);
  const tx = new Tx(state, rs, meta.now);
  const e = (HANDLERS[cmd.type] as Handler<Command>)(tx, cmd, meta);
  if (e) return { ok: false, error: e };
  // defence in depth behind the edge's bounds: a decision that would leave the clock on no date
  // (a deadline past year 9999, NaN) is refused whole, so nothing is appended
  const clock = clockRefusal(tx.state);
  return clock ? { ok: false, error: clock } : ok({ events: tx.events, state: tx.state });
}

/** The phase's times and the clock's must stay instants (isInstant); null when they do. */
function clockRefusal(s: GameState): DomainError | null {
  const ph = s.phase;
  const times = [ph.openedAt, ph.closesAt, ph.anchor, s.speed.calendarClose, s.clock.pausedAt];
  if (times.every((t) => t === null || isInstant(t)) && Number.isFinite(ph.shift)) return null;
  return err(
    'INVALID_INPUT',
    '时间超出范围：这一操作会让截止时间不再是一个有效日期（最晚到9999年底），未执行',
  );
}
