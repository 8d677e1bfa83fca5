import { applyStatus, groupMembers } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';
import { counted } from './ripper';

// [211] file 001 【诸侯】8 南华老仙（男）（50） (l.811–823):
// 身份属性（不是技能）：吹笛者出局后，解除场上所有永久的[寡言]状态，并立刻公布[吹笛者已出局，所有吹笛状态已解除]。
// 神恩[强制]——永久获得[秩序]状态。
// 布道[深夜][指定] —— 选择范围：除自己以外不持有[寡言]状态的任意最多2个角色。结算效果：结算目标永久获得[寡言]状态。
// 混乱[正午][3] —— … (1) 消耗2点次数，令所有拥有[寡言]状态的角色，当天视作投票给吹笛者投票的目标。(2) 消耗1点次数，令一个角色对任意数量的角色发动其
// [实际身份]对应的第X个技能…
// 胜负判定 【三方阵营】1、南华老仙：吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态。 (行动顺序总集 深夜1: 南华老仙<迷惑>.)
//
// Readings: 吹笛者 is 南华老仙 (the old 吹笛者's name, as in the win list and the order table's 迷惑 = 布道). 神恩's [秩序] is innate
// (a <强制> skill's status, as 炽天使 神血). 布道 [深夜1]: one or two others not holding [寡言] (another ILLEGAL_TARGET); each
// gains [寡言] with no end (永久; a [秩序] holder wards it off, as any negative status). His out (any cause) lifts every
// permanent [寡言] on the table, whoever gave it, and 公布 at once (by night in the next 公示). The win: he is in, and every living
// character outside his faction (皇帝 not counted) holds a permanent [寡言]. 混乱 [正午][3]: 3 points (its 次数), 1 spending 2,
// 2 spending 1 (SKILL_USED_UP short of them); not announced (该技能的发动不公示). 1: every [寡言] holder then (timed ones too) votes
// that day as the piper does (a followsSource status till the day's end: in each vote post of the day, PS 分别结算); a second
// 混乱1 that day does nothing. 2 (choice 2:X, the first target the character, the rest its skill's targets): the Xth skill of its 实际身份 (the role's skills in the text's order)
// acts that night through blocks, 限定/次数, a lost skill and target rules (the engine's forcedAction), its use counted and the
// character's own use of it refused, its feedback the piper's too — only when it is a night [指定] skill, the count of targets is
// the skill's, and the character holds a 吹笛 status (a permanent [寡言]: 吹笛者已出局，所有吹笛状态已解除 lifts those); else the
// point is spent for nothing.
// - 第X个技能 counts the role's entry in the text's order: its own skills. The [群内]'s 杀人 is the group's (l.470 与所有群内共享一个
//   杀人技能), not a skill of a [群内] role's entry (噬时狼妃's 1st is 时间逆流), as 赌徒's 杀人 is not his role's (l.823). The plain
//   狼人 (the contract's card) has for its entry the [群内]可用技能 (杀人, 窥天): 2:1 on a [群内] 狼人 (a member now) takes the group's
//   杀人 that night (吹笛控刀, as l.823 implies a role whose own skills hold 杀人 can be made to use it) — a group's action is the
//   group's, so the kill is the group's, on the piper's target, through the group's blocks (可以突破[状态]: a member's [缴械]/
//   [冰冻]), and no member may submit it that night (SKILL_NOT_USABLE, 占用). 开膛手's own 杀人 is his alone, taken as any skill.
// - 盗贼则以选择的那张身份为准: a 盗贼's role is the card he chose (RoleChanged; his 实际身份 is kept apart, thief.ts), so his Xth skill
//   is the card's.
// - 还需额外决定内容，这些内容由发动者决定: the piper gives the content after X (2:X:内容, e.g. 2:1:毒药 for 恶役千金's 礼物); it must be one
//   the skill takes (its choices, its parsing) — else, as a wrong count of targets, nothing happens (reading: a refusal would tell
//   him the character's role); a skill taking no content ignores one given.

const ROLE = 'nanhua_immortal';
const CHAOS = 'chaos_211';
const POINTS = 'chaos_points';
const FOLLOW = 'chaos_follow';
const FORCED = 'chaos_forced';

/** 混乱[3]: the points left (each use spends 2 or 1 of 3). */
const pointsLeft = (c: Character) => 3 - Number(c.statuses.find((st) => st.id === POINTS)?.data?.spent ?? 0);

/** 混乱's choice: 1, or 2 with the X of 第X个技能 and the content the skill needs, if any (2:X or 2:X:内容). */
const option = (choice: string | null) => {
  const m = /^\s*([12])\s*(?:[:：]\s*(\d+)\s*(?:[:：]\s*(\S(?:.*\S)?))?)?\s*$/.exec(
    (choice ?? '').normalize('NFKC'),
  );
  if (!m) return null;
  return m[1] === '1'
    ? m[2]
      ? null
      : { n: 1 as const, x: 0, content: null }
    : m[2]
      ? { n: 2 as const, x: Number(m[2]), content: m[3] ?? null }
      : null;
};

/** 混乱 spends `n` points. */
function spend(tx: Tx, actor: Character, n: number): void {
  const spent = 3 - pointsLeft(actor) + n;
  applyStatus(tx, actor.name, POINTS, { source: actor.name, until: null, data: { spent } });
}

/**
 * 混乱2: `held` made to use its 实际身份's Xth skill on `on` tonight — if it is a night [指定] skill (a group's through a member of the
 * group: the group's action), the count of targets right, the content one it takes and `held` holds a 吹笛 status (a permanent
 * [寡言]); only the first on a character a day. Told at once; the action is submitted as the night opens (the status's onNightOpens).
 */
function chaosTwo(
  tx: Tx,
  actor: Character,
  held: Character,
  on: Character[],
  x: number,
  content: string | null,
): void {
  const sk = entryOf(tx.rs, held.role)[x - 1];
  if (sk?.kind !== 'night' || !sk.targets.max || sk.effect?.designated === false) return;
  // a group's skill through a member of the group now (吹笛控刀)
  if (sk.group && !groupMembers(tx.state, tx.rs, sk.group).some((m) => m.name === held.name)) return;
  if (on.length < sk.targets.min || on.length > sk.targets.max) return;
  if (!permanentTaciturn(held)) return;
  // 还需额外决定内容，这些内容由发动者决定: one the skill takes, or nothing
  const choice = contentFor(tx, held, sk, on, content);
  if (choice === undefined) return;
  // 若一天内对同一个角色发动了多个混乱2效果…只有第一个发动的有效
  if (held.statuses.some((st) => st.id === FORCED && st.data?.day === tx.state.phase.day)) return;
  const targets = on.map((t) => t.name);
  applyStatus(tx, held.name, FORCED, {
    source: actor.name,
    until: 'nightEnd',
    data: {
      skill: sk.id,
      targets,
      day: tx.state.phase.day,
      choice,
      ...(sk.group ? { group: sk.group } : {}),
    },
  });
  tx.notify(held.name, tx.t('piped', { targets: targets.join('、'), skill: sk.name }), {
    kind: 'status',
    status: FORCED,
    skill: sk.id,
    targets,
  });
}
/**
 * 其[实际身份]对应的第X个技能: the role's entry in the text's order — its own skills, not the group's it shares by its [群内] tag
 * (与所有群内共享一个杀人技能); the plain 狼人 (the contract's card), whose entry is the [群内]可用技能 (杀人, 窥天), has those.
 */
function entryOf(rs: RulesetDef, role: string): SkillDef[] {
  const all = rs.roles[role]?.skills ?? [];
  const own = all.filter((k) => !k.group);
  return own.length ? own : all;
}

/**
 * The content a forced skill is used with: the piper's, where the skill takes one (its choices, its parsing), null where it takes
 * none; undefined when the content is missing or not one the skill takes.
 */
function contentFor(
  tx: Tx,
  held: Character,
  sk: SkillDef,
  on: Character[],
  content: string | null,
): string | null | undefined {
  const choices = sk.choose?.choicesFor ? sk.choose.choicesFor(tx.state, held, tx.rs) : sk.choose?.choices;
  if (!choices && !sk.choose?.parseChoice) return null;
  if (choices && (content === null || !choices.includes(content))) return undefined;
  if (sk.choose?.parseChoice?.(tx.state, content, on, tx.rs)) return undefined;
  return content;
}

const permanentTaciturn = (c: Character) =>
  c.statuses.some((st) => st.id === 'taciturn' && st.until === null);

/** 吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态 */
function piperWins(s: GameState, f: string, rs: RulesetDef): boolean {
  const cs = counted(s, rs);
  if (!cs.some((c) => c.alive && c.role === ROLE && c.faction === f)) return false;
  return cs.filter((c) => c.alive && c.faction !== f).every(permanentTaciturn);
}

const chaos: SkillDef = {
  id: CHAOS,
  name: '混乱',
  kind: 'day',
  timing: { instant: true, noon: true },
  // 1: none; 2: the character made to act first, then its skill's targets (任意数量的角色)
  targets: { min: 0, max: 13, self: true, among: 'any' },
  choose: {
    parseChoice: (_s, choice) =>
      option(choice)
        ? null
        : '混乱须选择「1」（消耗2点：所有[寡言]角色当天视作投票给吹笛者投票的目标）或「2:X」（消耗1点：令第一名目标对其余目标发动其[实际身份]的第X个技能；该技能还需决定内容时写「2:X:内容」）',
    validate: ({ actor, choice, targets }) => {
      const o = option(choice);
      if (!o) return null;
      const cost = o.n === 1 ? 2 : 1;
      if (pointsLeft(actor) < cost)
        return err('SKILL_USED_UP', `<混乱>剩余${pointsLeft(actor)}点次数，不足${cost}点`);
      if (o.n === 1 && targets.length) return err('TARGET_COUNT', '混乱1不选择目标');
      if (o.n === 2 && (!targets.length || !targets[0]?.alive))
        return err('TARGET_COUNT', '混乱2须先选择一名存活的角色（被操控者），再选择其技能的目标');
      return null;
    },
  },
  hooks: {
    apply: (tx, actor, targets, choice) => {
      const o = option(choice);
      if (!o) return;
      spend(tx, actor, o.n === 1 ? 2 : 1);
      if (o.n === 2) {
        const [held, ...on] = targets;
        if (held) chaosTwo(tx, actor, held, on, o.x, o.content);
        return;
      }
      // 若一天内发动了多个混乱1效果，只有第一个发动的有效
      const day = tx.state.phase.day;
      if (tx.state.chars.some((c) => c.statuses.some((st) => st.id === FOLLOW && st.until?.day === day)))
        return;
      for (const c of tx.state.chars)
        if (c.name !== actor.name && c.statuses.some((st) => st.id === 'taciturn'))
          applyStatus(tx, c.name, FOLLOW, { source: actor.name });
    },
  },
};

/**
 * 美女画皮 (l.735–736) 南华老仙：获得修改版技能<迷惑>获得技能<混乱><修改迷惑>[深夜][指定] —— 选择范围：任意一名角色。结算效果：结算目标若没有[寡言]状态，
 * 则获得[寡言]状态，若有，则消除[寡言]状态。当晚获得并立刻消除[寡言]状态时，不会通知目标获得[寡言]状态。 The 机械狼版本 (美女画皮's 画皮, 白骨精's
 * 化尸大法): 混乱 as his, and this 迷惑 [深夜1] (just after his 布道): one character (herself allowed); without [寡言] it gains a
 * permanent one (布道's, a 吹笛 status); with one (tonight's included) every [寡言] is lifted — one given tonight is withdrawn
 * with its notice.
 */
const LIFTED = 'mech_preach_lifted';
const mechPreach: SkillDef = {
  id: 'mech_preach',
  name: '迷惑',
  aliases: ['修改迷惑'],
  kind: 'night',
  timing: { window: '深夜1', orderAs: 'preach' },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        // lifted at this slot's close already (the night's settlement runs the slots again): tonight's given ones stay off
        const lifted = ctx.char(t).statuses.some((st) => st.id === LIFTED && st.source === a.as);
        if (!lifted && !ctx.statuses(t).some((st) => st.id === 'taciturn')) {
          ctx.status(t, 'taciturn', { source: a.as, until: null });
          continue;
        }
        ctx.cure(t, '', 'taciturn');
        if (lifted) continue;
        ctx.now((tx) => {
          const c = tx.state.chars.find((x) => x.name === t);
          for (const st of c?.statuses.filter((x) => x.id === 'taciturn') ?? [])
            tx.emit(ev('StatusRemoved', { target: t, status: st.id, source: st.source }));
          applyStatus(tx, t, LIFTED, { source: a.as, until: 'nightEnd' });
        });
      }
    },
  },
};

/** 神恩[强制] (its [秩序]: not while a [遗忘] takes it, l.81 — only [怀孕] reaches an [秩序] holder) */
const divineGrace: SkillDef = {
  id: 'nanhua_grace',
  name: '神恩',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const nanhuaImmortal: RoleDef = {
  id: ROLE,
  name: '南华老仙',
  aliases: ['吹笛者'],
  gender: '男',
  faction: ROLE,
  cite: '001 诸侯 8',
  factions: [{ id: ROLE, name: '南华老仙阵营', wins: piperWins }],
  // 神恩[强制]——永久获得[秩序]状态
  innate: [{ status: 'order', by: divineGrace }],
  templates: {
    piperOut: () => '吹笛者已出局，所有吹笛状态已解除',
    piped: ({ targets, skill }) => `你被吹笛迷惑，当晚将对${targets}使用${skill}技能`,
  },
  statuses: [
    { id: POINTS, name: '混乱次数' },
    // the 机械狼's 迷惑 lifted the target's [寡言] tonight
    { id: LIFTED, name: '迷惑' },
    // 混乱1: 当天视作投票给吹笛者投票的目标
    { id: FOLLOW, name: '混乱', vote: { followsSource: () => true }, lifetime: { until: 'dayEnd' } },
    // 混乱2: tonight's action of data.skill on data.targets is the piper's doing (the engine's forcedAction)
    {
      id: FORCED,
      name: '吹笛迷惑',
      blocks: { forcedAction: true },
      holder: {
        onNightOpens: (tx, holder, st) => {
          if (!holder.alive) return;
          tx.emit(
            ev('ActionSubmitted', {
              actor: holder.name,
              skill: String(st.data?.skill),
              targets: (st.data?.targets as string[]) ?? [],
              choice: (st.data?.choice as string | null | undefined) ?? null,
              pass: false,
              group: (st.data?.group as string | undefined) ?? null,
            }),
          );
        },
      },
    },
  ],
  onOut: ({ tx }) => {
    for (const c of tx.state.chars)
      for (const st of c.statuses.filter((x) => x.id === 'taciturn' && x.until === null))
        tx.emit(ev('StatusRemoved', { target: c.name, status: st.id, source: st.source }));
    tx.news(tx.t('piperOut'), { kind: 'piper_out' });
  },
  skills: [
    divineGrace,
    chaos,
    {
      id: 'preach',
      name: '布道',
      aliases: ['迷惑'],
      kind: 'night',
      targets: { min: 1, max: 2, self: false, among: 'alive' },
      choose: { excludes: ({ target }) => target.statuses.some((st) => st.id === 'taciturn') },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'taciturn', { source: a.as, until: null });
        },
      },
    },
  ],
  learnable: { skills: [chaos, mechPreach] },
};
