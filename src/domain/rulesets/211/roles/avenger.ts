import { applyStatus, skillIndex, statusesOf } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef, VoteHookCtx } from '../../../engine/types';
import { ev } from '../../../events';
import { pick } from '../../../rng';
import type { Character } from '../../../state';
import { ownSkills } from './inherit';
import { learnedBy, learnedSkills, learnRole } from './learned';
import { gainedMatch } from './matchmaker';

// [211] file 001 飘零 · 不定身份 5 复仇者（女） (l.914–920):
// 寻仇<强制> —— 第一个对你进行如下操作的角色将变为你的仇人，你得知仇人是谁，并加入仇人对立的阵营并跟随变动（若为三方或不定，则从狼或好人随机选一），
// 并获得仅针对仇人的[不死]状态（如果仇人投票给了你，你即使是最高票也不会出局），但不得知加入了什么阵营。
// 1，第一个对你投出人票且有效的。 2，第一个对你使用[非开局]的[指定]技能的。
// 雪恨<强制> —— 若仇人出局，复仇者获得造成仇人出局的那个角色的身份技能并刷新至初始。若仇人是被公投出局，复仇者获得仇人的身份技能并刷新至初始。
// 怀孕技能[强制]——你可以确立两个仇人，但阵营只会跟随第一个仇人变化。
// Readings: 投出人票且有效 — a vote for her standing at the day's close (a changed-away vote is not one), the earliest cast of
// them; by night, the first [指定] skill in the night's order whose settled target is she (an op of another character; the
// wolves' 杀人 is the one who submitted it's); a vote is judged at the close, a night's skills at the night's end (before its
// kills settle: her [不死] holds against that very kill). 对立的阵营: 村民阵营 ↔ 狼人阵营, else drawn (an event); the change is
// not told (不得知加入了什么阵营), only from 不定, and follows the first enemy's later changes. [不死] only against the enemy:
// its kills do not put her out, and its vote for her keeps her in even as the top. 雪恨: the role's own skills (获取技能: no 怀孕
// 技能, no group's shared skill) of whoever put the enemy out — the enemy's own if voted out; a red card or a chain with no
// one behind it gives none. 怀孕技能: while she holds the 临幸, a second enemy is made the same way (its kills and votes fail
// too); the faction follows the first only.

const ROLE = 'avenger';

const enemiesOf = (c: Character): string[] =>
  (c.statuses.find((st) => st.id === 'avenger_enemies')?.data?.names as string[] | undefined) ?? [];
const pregnant = (c: Character) => c.statuses.some((st) => st.id === 'favoured');
const wantsEnemy = (c: Character) => enemiesOf(c).length < (pregnant(c) ? 2 : 1);

const opposite = (tx: Tx, f: string): string => {
  if (f === 'village') return 'wolves';
  if (f === 'wolves') return 'village';
  return tx.draw('avenger:side', (rng) => pick(rng, ['wolves', 'village'] as const));
};

/** 仇人: recorded, told; the first one sets her faction (silently) and its later changes move her. */
function makeEnemy(tx: Tx, me: string, enemy: string): void {
  const c = tx.state.chars.find((x) => x.name === me) as Character;
  if (!wantsEnemy(c) || enemiesOf(c).includes(enemy)) return;
  const names = [...enemiesOf(c), enemy];
  // its [不死] against the enemies: 寻仇<强制>'s, not while a [遗忘] takes it (l.81)
  applyStatus(tx, me, 'avenger_enemies', {
    source: me,
    until: null,
    data: { names, of: names },
    by: { skill: seekRevenge, user: me },
  });
  tx.notify(me, tx.t('avengerEnemy', { name: enemy }), { kind: 'enemy', name: enemy });
  if (names.length > 1 || c.faction !== 'undetermined') return;
  const e = tx.state.chars.find((x) => x.name === enemy) as Character;
  tx.emit(ev('FactionChanged', { target: me, faction: opposite(tx, e.faction), cause: 'avenger' }));
  applyStatus(tx, me, 'avenger_follows', { source: enemy, until: null, data: { of: [enemy] } });
}

/** 1，第一个对你投出人票且有效的 — at the close (onVoteOut / onTie), and 如果仇人投票给了你，你即使是最高票也不会出局 */
function byVote(h: VoteHookCtx): void {
  const { tx, holder } = h;
  const votes = Object.values(tx.state.votes)
    .filter((v) => v.target === holder.name && v.voter !== holder.name)
    .sort((a, b) => a.seq - b.seq);
  for (const v of votes) makeEnemy(tx, holder.name, v.voter);
  const me = tx.state.chars.find((x) => x.name === holder.name) as Character;
  // the [不死] counts (not under [遗忘]: l.81)
  const undying = statusesOf(tx.state, tx.rs, me).some((st) => st.id === 'avenger_enemies');
  if (h.out?.name === holder.name && undying && votes.some((v) => enemiesOf(me).includes(v.voter)))
    h.out = null;
}

const gained = (tx: Tx, from: Character) => ownSkills(tx.rs.roles[from.role]);

const seekRevenge: SkillDef = {
  id: 'seek_revenge',
  name: '寻仇',
  kind: 'passive',
  force: { mandatory: true },
  timing: { window: '凌晨2' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    // 2，第一个对你使用[非开局]的[指定]技能的 — the night's first, in its order
    onNightStart: (ctx, holder) =>
      ctx.atEnd((c) => {
        const idx = skillIndex(c.ruleset);
        const first: string[] = [];
        for (const op of [...c.ops].sort((a, b) => a.order - b.order)) {
          const sk = idx.get(op.skill);
          const designated = sk?.effect?.designated ?? (sk?.targets.max ?? 0) > 0;
          if (!sk || sk.kind === 'opening' || !designated) continue;
          // a group's 杀人: its source (l.470 若[杀人]需要判定技能来源，则随机一群内成为该技能的来源), not who typed it
          const user = sk.group
            ? (c.kills.find((k) => k.source === op.skill && k.target === holder.name)?.by ?? op.actor)
            : op.actor;
          if (user !== holder.name && op.targets.includes(holder.name) && !first.includes(user))
            first.push(user);
        }
        if (!first.length) return;
        // made when the night's changes are written, before its kills settle: [不死] against tonight's kill too
        c.later((tx) => {
          for (const e of first) makeEnemy(tx, holder.name, e);
        });
      }),
  },
};

export const avenger: RoleDef = {
  id: ROLE,
  name: '复仇者',
  gender: '女',
  faction: 'undetermined',
  cite: '001 不定身份 5',
  statuses: [
    {
      id: 'avenger_enemies',
      name: '仇人',
      // 仅针对仇人的[不死]状态
      protection: {
        protectsFrom: (env, k) => {
          const c = env.state.chars.find((x) => x.name === k.target);
          return Boolean(c && k.by && enemiesOf(c).includes(k.by));
        },
      },
      holder: {
        // 雪恨<强制> (no skill entry of its own: blocked as 寻仇<强制> is — [遗忘] takes both, l.103)
        hooksOf: seekRevenge,
        // 雪恨: 若仇人出局，获得造成仇人出局的那个角色的身份技能 (公投出局: 仇人的)
        onOtherOut: (tx, holder, _st, out, by) => {
          const from = out.outCause === 'vote' ? out : tx.state.chars.find((c) => c.name === by);
          if (!from) return;
          // 美女画皮 (l.744) 复仇者：获得<寻仇>，修改版限定技能<雪恨>——所获身份牌技能为机械狼版本: once, the role as a 机械狼 learns it
          const role = tx.rs.roles[from.role];
          if (learnedBy(tx.rs, holder, 'seek_revenge')) {
            if (!role || holder.statuses.some((st) => st.id === 'avenger_mech')) return;
            learnRole(tx, holder.name, role, 'avenger_mech', { source: from.name, until: null });
            tx.notify(holder.name, tx.t('avengerGained', { name: out.name, role: role.name }), {
              kind: 'skills',
              skills: learnedSkills(role),
            });
            return;
          }
          const skills = gained(tx, from);
          applyStatus(tx, holder.name, 'avenger_skills', {
            source: from.name,
            until: null,
            data: { skills: [...new Set([...skills])] },
          });
          tx.notify(
            holder.name,
            tx.t('avengerGained', { name: out.name, role: tx.rs.roles[from.role]?.name ?? '' }),
            {
              kind: 'skills',
              skills,
            },
          );
          // 月老牵线 gained: 获得后可以立刻选择连新情侣 ([虚情情侣])
          gainedMatch(
            tx,
            holder.name,
            (tx.rs.roles[from.role]?.skills ?? []).map((k) => k.id),
          );
        },
      },
    },
    {
      id: 'avenger_follows',
      name: '跟随仇人',
      holder: {
        onFactionChange: (tx, holder, _st, changed) => {
          const to = opposite(tx, changed.faction);
          if (holder.faction !== to)
            tx.emit(ev('FactionChanged', { target: holder.name, faction: to, cause: 'avenger' }));
        },
      },
    },
    { id: 'avenger_skills', name: '雪恨', holder: { grantsSkills: true } },
    // the 机械狼's 雪恨 (learned.ts: the role's 机械狼版本 and set-up)
    { id: 'avenger_mech', name: '雪恨', holder: { grantsSkills: true, takesRole: true } },
  ],
  templates: {
    avengerEnemy: ({ name }) => `寻仇：${name} 是你的仇人。`,
    avengerGained: ({ name, role }) => `雪恨：仇人 ${name} 已出局，你获得了【${role}】的技能（初始状态）。`,
  },
  skills: [seekRevenge],
  // 寻仇<强制>'s vote part: not while a [遗忘] takes it (l.103)
  hooksOf: { onVoteOut: seekRevenge, onTie: seekRevenge },
  onVoteOut: byVote,
  onTie: byVote,
};
