import type { Command } from '../../../src/domain/commands';
import { legalTargets, skillsOf, unusableReason } from '../../../src/domain/engine/skills';
import type { RulesetDef } from '../../../src/domain/engine/types';
import type { GameState } from '../../../src/domain/state';

/** A small seeded generator for bots' picks (the game's own randomness stays the domain's PRNG). */
export function picker(seed: string | number) {
  let h = typeof seed === 'number' ? seed >>> 0 : 2166136261;
  if (typeof seed === 'string') for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return <T>(xs: T[]): T | undefined => {
    h = (Math.imul(h ^ (h >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    return xs[h % Math.max(1, xs.length)];
  };
}

/**
 * Seeded bots (the 40-seat games of issue 11, the bench's whole-list night): every character in, or holding a right,
 * submits each skill usable now that it has not submitted, its targets and choice picked among the legal ones; `run`
 * applies a command as that player and `state` reads the game after it.
 */
export function botsAct(
  state: () => GameState,
  rs: RulesetDef,
  run: (cmd: Command, actor: string) => unknown,
  pick: ReturnType<typeof picker>,
): void {
  for (const c of state().chars) {
    if (!c.alive && !state().rights.some((r) => r.holder === c.name)) continue;
    for (const sk of skillsOf(state(), rs, c)) {
      const s = state();
      if (s.status !== 'running') return;
      if (sk.kind === 'passive' || sk.kind === 'day' || unusableReason(s, rs, c, sk)) continue;
      if (s.actions.some((a) => a.actor === c.name && a.skill === sk.id)) continue;
      const legal = legalTargets(s, rs, c, sk).map((x) => x.name);
      const want = Math.max(sk.targets.min, sk.targets.max > 0 ? 1 : 0);
      const targets: string[] = [];
      while (targets.length < want && legal.length) {
        const t = pick(legal) as string;
        targets.push(t);
        legal.splice(legal.indexOf(t), 1);
      }
      const choices = (sk.choose?.choicesFor ? sk.choose.choicesFor(s, c, rs) : sk.choose?.choices) ?? [];
      run(
        { type: 'SubmitAction', actor: c.name, skill: sk.id, targets, choice: pick(choices) ?? null },
        `player:${c.name}`,
      );
    }
  }
}

/**
 * A whole game played by the seeded bots (the 40-seat games of issues 11 and 13): in each window every character acts
 * (`botsAct`), from day 2 every living character votes for another at random or 弃权, then the window closes — until the
 * game ends or `maxSteps` windows have closed. Returns the windows closed.
 */
export function playWithBots(
  g: { state: GameState; run: (cmd: Command, actor: string) => unknown; close: () => unknown },
  rs: RulesetDef,
  pick: ReturnType<typeof picker>,
  maxSteps: number,
): number {
  let steps = 0;
  for (; steps < maxSteps && g.state.status === 'running'; steps++) {
    const day = g.state.phase.kind === 'day' && g.state.phase.day > 1;
    botsAct(
      () => g.state,
      rs,
      (cmd, actor) => g.run(cmd, actor),
      pick,
    );
    if (day && g.state.status === 'running')
      for (const c of g.state.chars.filter((x) => x.alive)) {
        const t = pick([
          ...g.state.chars.filter((x) => x.alive && x.name !== c.name).map((x) => x.name),
          '弃权',
        ]);
        if (t) g.run({ type: 'CastVote', voter: c.name, target: t, proxy: false }, `player:${c.name}`);
      }
    if (g.state.status !== 'running') break;
    g.close();
  }
  return steps;
}
