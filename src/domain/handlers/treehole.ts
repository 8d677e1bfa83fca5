import type { PostTreehole } from '../commands';
import type { Tx } from '../engine/tx';
import type { RulesetDef } from '../engine/types';
import { type DomainError, err } from '../errors';
import { ev } from '../events';
import type { GameState } from '../state';
import { actorChar } from './common';

// PostTreehole: 树洞 (tieba file 002 l.35–36) — 树洞贴能让玩家在游戏进行期间发表私底下的吐槽、对于他人马甲的猜测、已经出局的
// 玩家…想发言，在树洞可以写下对场上局势的分析。无论你发表了任何回复，其他玩家均不能看到…等到版杀结束后，树洞将取消“仅作者
// 可见”. Readings: any character of the game posts while it runs, in or out (已经出局的玩家); 未上场的观众 hold no token,
// so the game has no place for them; the author and the director read the posts during the game (the director runs
// the thread), nobody else; at the end they are posted after the 演员表 (engine/flow.ts checkEnd).

/** The longest post, in characters (a 公示's own limit is the edge's body cap). */
export const TREEHOLE_MAX_CHARS = 2000;
/** Posts a character may write in one game. */
export const TREEHOLE_MAX_POSTS = 200;

/** Whether the game has a 树洞: the director's `options.treehole`, else the ruleset's default (tieba: open). */
export const treeholeOpen = (s: GameState, rs: RulesetDef): boolean =>
  typeof s.options.treehole === 'boolean' ? s.options.treehole : rs.treehole === true;

export function postTreehole(tx: Tx, cmd: PostTreehole): DomainError | null {
  const s = tx.state;
  if (!treeholeOpen(s, tx.rs))
    return err('TREEHOLE_NOT_OFFERED', '本局没有开设树洞（导演可在开局时以 options.treehole 开设）');
  if (s.status === 'setup') return err('GAME_NOT_STARTED', '游戏尚未开始：树洞在游戏进行期间开放');
  if (s.status === 'ended') return err('GAME_ENDED', '游戏已经结束，树洞已经公开，不能再发帖');
  const c = actorChar(tx, cmd.author);
  if ('code' in c) return c;
  const text = cmd.text.trim();
  if (!text) return err('INVALID_INPUT', '树洞帖不能为空');
  if ([...text].length > TREEHOLE_MAX_CHARS) return err('INVALID_INPUT', `树洞帖最多${TREEHOLE_MAX_CHARS}字`);
  const mine = (s.treehole ?? []).filter((p) => p.author === c.name).length;
  if (mine >= TREEHOLE_MAX_POSTS)
    return err('TREEHOLE_FULL', `每名角色在一局中最多发${TREEHOLE_MAX_POSTS}个树洞帖`);
  tx.emit(ev('TreeholePosted', { author: c.name, text, day: s.phase.day, phase: s.phase.kind }));
  return null;
}
