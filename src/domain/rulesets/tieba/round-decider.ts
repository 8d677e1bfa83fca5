import { defeatFaction } from '../../engine/cards';
import { groupMembers } from '../../engine/effects';
import { checkEnd } from '../../engine/flow';
import { roleOf, usesLeft } from '../../engine/skills';
import type { Tx } from '../../engine/tx';
import type { RulesetDef, SkillDef } from '../../engine/types';
import { err } from '../../errors';
import { ev } from '../../events';
import type { Character, GameState, PendingAction } from '../../state';
import { normalizeName } from '../../votepost';

// [tieba] file 002 胜负判定 补充说明 (l.104–108): 轮次决胜的方法如下。狼人阵营可以在夜晚连续提交之后三天的刀法，在狼群内角色数量足够的
// 情况下（即在之后的每个游戏日都票狼群内角色出局，女巫必定杀狼），此时医生必须连续提交三天救治，纵火者必须提交三天内的夜晚行动，若
// 狼人阵营能在这三天刀法以内达成胜利条件，女巫没有救药或女巫已出局，狼人阵营判胜。如果这三刀不能达到胜利条件，狼人阵营直接判负。
// 女巫仍有救药的情况下如果狼人提交了轮次决胜的刀法，无论结果如何，狼人阵营直接判负。轮次决胜中，狼和医生双方都有权观看平安情况之后
// 再做出下一个决定。
//
// Readings (written in docs/rules-coverage.md, rule_win):
// - The mode is the text's own rule, on in every tieba game; the director may close it for a game (option
//   `roundDecider: false`). The pack declares it by night (轮次决胜, its group skill, window n90) with its three kills in
//   order (choice "A,B,C": 之后三天的刀法, tonight's the first — so no 杀人 beside it tonight, SKILL_CONFLICT); the doctor,
//   told of the declaration when the pack's deadline closes, must submit his three heals (轮次救治, choice "X,Y,Z") in the
//   witch's window after it (医生必须连续提交三天救治; missed: no heal, and the missed-deadline yellow).
// - The verdict is judged when the night has resolved (its other actions as usual), over the characters then in: round
//   r = the r-th kill against the r-th heal (the same target: 平安; else the target out), a heal on another is one 空救
//   (two → out), 女巫必定杀狼 (while she has 毒药, a pack member out, once), then the wolves' win condition (狼群内角色 ≥
//   half the living); between the nights a day where a pack member is voted out (之后的每个游戏日都票狼群内角色出局). Won
//   within the three kills → 狼人阵营判胜 (the other factions lose; the game ends); not → 狼人阵营直接判负 (unannounced:
//   阵营被判负后，不予公示; the pack is told). With the witch holding 救药 when the night resolves → 判负 whatever the kills.
// - Not modelled: 双方都有权观看平安情况之后再做出下一个决定 (the three kills and heals are each submitted at once, so
//   neither sees a round's 平安 first) and 纵火者必须提交三天内的夜晚行动 (his 纵火 in the three nights): the row stays partial.

export const ROUND_DECIDER = 'round_decider';
export const ROUND_HEAL = 'round_heal';

/** The game's mode: the text's rule, unless the director closed it (`options.roundDecider: false`). */
export const roundDeciderOn = (s: GameState): boolean => s.options.roundDecider !== false;

/** Three names in order, separated by commas, 、 or spaces; a name may repeat (a target healed may be knifed again). */
function parseThree(s: GameState, choice: string | null): string[] | string {
  const parts = (choice ?? '')
    .split(/[,，、\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (parts.length !== 3) return '须依次写明三个晚上的目标（如“民A,民B,民C”）';
  const names: string[] = [];
  for (const p of parts) {
    const c = s.chars.find((x) => normalizeName(x.name) === normalizeName(p));
    if (!c) return `没有名为“${p.slice(0, 40)}”的角色`;
    if (!c.alive) return `${c.name} 已出局`;
    names.push(c.name);
  }
  return names;
}

/** Tonight's standing action of a skill (a group's, or the actor's), not a pass. */
const tonight = (s: GameState, skill: string): PendingAction | undefined =>
  s.actions.find((a) => a.skill === skill && !a.pass);

/** 轮次决胜: the pack's declaration with its three kills. */
export const roundDecider: SkillDef = {
  id: ROUND_DECIDER,
  name: '轮次决胜',
  kind: 'night',
  group: 'wolves',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  // 狼人阵营可以…提交: the pack's choice, never due (no missed-deadline yellow for it)
  force: { optional: true },
  limits: {
    usable: (s) => {
      if (!roundDeciderOn(s)) return err('SKILL_NOT_USABLE', '本局未开放轮次决胜');
      if (s.surrendered?.includes('wolves') || s.defeated?.includes('wolves'))
        return err('SKILL_NOT_USABLE', '狼人阵营已判负');
      return null;
    },
  },
  choose: {
    parseChoice: (s, choice) => {
      const r = parseThree(s, choice);
      return typeof r === 'string' ? r : null;
    },
    validate: ({ state }) =>
      tonight(state, 'kill')
        ? err('SKILL_CONFLICT', '轮次决胜的第一刀即今晚的刀法：请先放弃今晚的<杀人>')
        : null,
  },
  hooks: {
    resolve: (ctx, a) => {
      const kills = parseThree(ctx.state, a.choice);
      if (typeof kills === 'string') return;
      const heals = ctx.state.actions.find((x) => x.skill === ROUND_HEAL && !x.pass);
      const healed = heals ? parseThree(ctx.state, heals.choice) : [];
      ctx.later((tx) => judgeRounds(tx, kills, typeof healed === 'string' ? [] : healed), 'afterOuts');
    },
  },
};

/** 轮次救治: the doctor's three heals, due once the pack declared 轮次决胜 tonight. */
export const roundHeal: SkillDef = {
  id: ROUND_HEAL,
  name: '轮次救治',
  kind: 'night',
  targets: { min: 0, max: 0, self: true, among: 'alive' },
  timing: { window: 'witch' },
  limits: {
    usable: (s) =>
      tonight(s, ROUND_DECIDER)
        ? null
        : err('SKILL_NOT_USABLE', '只有狼人阵营提交轮次决胜的夜晚才能提交轮次救治'),
  },
  choose: {
    parseChoice: (s, choice) => {
      const r = parseThree(s, choice);
      return typeof r === 'string' ? r : null;
    },
  },
  hooks: {
    reveal: (ctx, holder) => {
      if (tonight(ctx.state, ROUND_DECIDER))
        ctx.notify(holder.name, ctx.ruleset.t.roundDeciderDoctor?.({}) ?? '', { kind: 'round_decider' });
    },
  },
};

/** Whether a character still holds a counted skill of its role (女巫 救药 / 毒药). */
function holds(s: GameState, rs: RulesetDef, c: Character | undefined, skill: string): boolean {
  if (!c?.alive || c.lost.includes(skill)) return false;
  const sk = roleOf(rs, c).skills.find((k) => k.id === skill);
  return !!sk && usesLeft(s, rs, c, sk) > 0;
}

/** The verdict of 轮次决胜 over the state after tonight's outs (see the readings above). */
export function roundVerdict(
  s: GameState,
  rs: RulesetDef,
  kills: string[],
  heals: string[],
): { wolvesWin: boolean; reason: string } {
  const witch = s.chars.find((c) => c.role === 'witch' && c.alive);
  if (holds(s, rs, witch, 'antidote'))
    return { wolvesWin: false, reason: '女巫仍有救药的情况下狼人提交了轮次决胜的刀法' };
  const living = new Set(s.chars.filter((c) => c.alive).map((c) => c.name));
  const pack = groupMembers(s, rs, 'wolves')
    .map((c) => c.name)
    .filter((n) => living.has(n));
  let poison = holds(s, rs, witch, 'poison');
  const doctor = s.chars.find((c) => c.role === 'doctor' && c.alive)?.name ?? null;
  const empty = new Map(
    s.chars.map((c) => [c.name, Number(c.statuses.find((st) => st.id === 'empty_heal')?.data?.n ?? 0)]),
  );
  const out = (n: string) => {
    living.delete(n);
    const i = pack.indexOf(n);
    if (i >= 0) pack.splice(i, 1);
  };
  for (let r = 0; r < 3; r++) {
    const k = kills[r] as string;
    const h = doctor && living.has(doctor) ? (heals[r] ?? null) : null;
    // (11) 指杀结算 一、救治的目标: 平安; (13) a heal on another is a 空救, two → out
    if (living.has(k) && h !== k) out(k);
    if (h && h !== k && living.has(h)) {
      const n = (empty.get(h) ?? 0) + 1;
      empty.set(h, n);
      if (n >= 2) out(h);
    }
    // 女巫必定杀狼: while she is in and holds 毒药
    if (poison && witch && living.has(witch.name) && pack.length) {
      out(pack[pack.length - 1] as string);
      poison = false;
    }
    if (!pack.length) return { wolvesWin: false, reason: `第${r + 1}刀后狼群内角色全部出局` };
    if (pack.length * 2 >= living.size) return { wolvesWin: true, reason: `第${r + 1}刀后达成胜利条件` };
    // 之后的每个游戏日都票狼群内角色出局
    if (r < 2) out(pack[pack.length - 1] as string);
    if (!pack.length) return { wolvesWin: false, reason: `第${r + 2}天狼群内角色全部出局` };
  }
  return { wolvesWin: false, reason: '三刀不能达到胜利条件' };
}

/** Tonight's 轮次决胜 judged: the game ends with the wolves' win, or the wolves lose first. */
function judgeRounds(tx: Tx, kills: string[], heals: string[]): void {
  const s = tx.state;
  if (s.status !== 'running' || s.defeated?.includes('wolves')) return;
  const v = roundVerdict(s, tx.rs, kills, heals);
  const pack = groupMembers(s, tx.rs, 'wolves').map((c) => c.name);
  if (!v.wolvesWin) {
    for (const n of pack)
      tx.notify(n, tx.t('roundDeciderLost', { reason: v.reason }), { kind: 'round_decider' });
    // 判负 as 投降 makes it (engine/surrender.ts): unannounced, the game judged at once, the pack told it lost 杀人
    tx.emit(ev('FactionDefeated', { faction: 'wolves', reason: 'round_decider' }));
    if (!checkEnd(tx, 'now')) tx.rs.factions.wolves?.onDefeat?.(tx);
    return;
  }
  tx.announce(tx.t('roundDeciderWon', { reason: v.reason }), { kind: 'round_decider', reason: v.reason });
  const others = [...new Set(s.chars.map((c) => c.faction))].filter((f) => f !== 'wolves');
  for (const f of others) defeatFaction(tx, f, 'round_decider');
}

export const ROUND_DECIDER_TEMPLATES = {
  roundDeciderDoctor: () =>
    '狼人阵营提交了轮次决胜：医生必须连续提交三天救治（<轮次救治>，依次写明三个晚上救治的目标，如“民A,民B,民C”）。',
  roundDeciderLost: ({ reason }: { reason?: unknown }) => `轮次决胜：${reason}，狼人阵营直接判负。`,
  roundDeciderWon: ({ reason }: { reason?: unknown }) => `轮次决胜：狼人阵营${reason}，狼人阵营判胜。`,
};

/** `options.roundDecider`: true or false. */
export const ROUND_DECIDER_OPTION = {
  check: (v: unknown) => (typeof v === 'boolean' ? null : '须为 true 或 false'),
  describe: '轮次决胜：默认开放（true），false 关闭',
};
