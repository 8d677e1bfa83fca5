import { canVote } from '../domain/engine/day';
import { groupHolders } from '../domain/engine/effects';
import { skillsOf, unusableReason, windowIndex } from '../domain/engine/skills';
import type { RulesetDef } from '../domain/engine/types';
import type { GameState } from '../domain/state';

/**
 * The director's view of the open window: who has acted and who still owes an action, and until
 * when. A night skill is owed in the window its 行动时限 row closes it (it may be sent earlier: it
 * is listed as `later` until then); a group's skill is owed once by the group; by day every living
 * character who may vote owes a vote; a right (遗言, 最后一枪, 殉职 …) is owed by its holder.
 */
export interface OwedEntry {
  name: string;
  /** skill name, `投票`, or the right's skill */
  what: string;
  skillId?: string;
  /** the window it is due in (night), and whether that is the open one */
  window?: string;
  dueNow: boolean;
  /** 强制 (<强制>): it cannot be declined */
  mandatory?: boolean;
}

export interface OpenWindowView {
  kind: GameState['phase']['kind'];
  day: number;
  window?: string;
  closesAt: number | null;
  acted: (OwedEntry & { pass?: boolean; targets?: string[] })[];
  owing: OwedEntry[];
}

export function openWindow(s: GameState, rs: RulesetDef): OpenWindowView | null {
  if (s.status !== 'running') return null;
  const ph = s.phase;
  const view: OpenWindowView = {
    kind: ph.kind,
    day: ph.day,
    ...(ph.window ? { window: ph.window } : {}),
    closesAt: ph.closesAt,
    acted: [],
    owing: [],
  };
  const groupsSeen = new Set<string>();
  for (const c of s.chars) {
    for (const sk of skillsOf(s, rs, c)) {
      if (sk.kind === 'passive') continue;
      if (unusableReason(s, rs, c, sk)) continue;
      if (sk.kind === 'day' && ph.kind !== 'day') continue;
      const key = sk.group ? `${sk.group}:${sk.id}` : null;
      const mine = s.actions.find(
        (a) => a.skill === sk.id && (sk.group ? a.group === sk.group : a.actor === c.name),
      );
      const w = sk.kind === 'night' ? rs.nightWindows[windowIndex(rs, sk)]?.id : undefined;
      const entry: OwedEntry = {
        // a group's skill is owed by the group: its holders, any of whom may send it
        name: sk.group
          ? groupHolders(s, rs, sk.group)
              .map((m) => m.name)
              .join('/')
          : c.name,
        what: sk.name,
        skillId: sk.id,
        ...(w ? { window: w } : {}),
        dueNow: sk.kind !== 'night' || w === ph.window,
        ...(sk.force?.mandatory ? { mandatory: true } : {}),
      };
      if (key) {
        if (groupsSeen.has(key)) continue;
        groupsSeen.add(key);
      }
      if (mine) view.acted.push({ ...entry, name: mine.actor, pass: mine.pass, targets: mine.targets });
      else view.owing.push(entry);
    }
    if (ph.kind === 'day' && c.alive && canVote(s, rs, c)) {
      const v = s.votes[c.name];
      if (v)
        view.acted.push({ name: c.name, what: '投票', dueNow: true, targets: v.target ? [v.target] : [] });
      else view.owing.push({ name: c.name, what: '投票', dueNow: true });
    }
  }
  for (const r of s.rights)
    if (r.kind === 'last_words' && !view.owing.some((o) => o.name === r.holder && o.what === '遗言'))
      view.owing.push({ name: r.holder, what: '遗言', dueNow: false });
  return view;
}
