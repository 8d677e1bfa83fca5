import { mirrorImage } from '../../../abilities';
import { applyStatus, skillIndex } from '../../../engine/effects';
import { usedAtNight } from '../../../engine/skills';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';
import { counted } from './ripper';

// [211] file 001 【诸侯】7 镜（女）（30; the list says 40） (l.803–809):
// 反射<强制>——游戏日夜晚，若镜成为[指定]技能的结算目标，则随机选择一个不持有[反射]技能的角色代替其成为结算目标，夜间行动结束后，镜可获知当晚
// 所有反射过的操作和对应玩家。（不知来源，可知哪个技能反射给谁）
// 镜像[晨曦]<限定> —— 可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效。
// PS：不是反射的技能也可以被复制，在持有镜像时，若一直不使用，可以每天得知都有哪些新技能对镜使用过。
// 怀孕技能[晨曦]<限定>——等同于镜像。
// 胜负判定 【三方阵营】6、镜：镜反射来源与自己[实际阵营]不相同的技能数量+镜使用[镜像]获得的技能亲手击杀的数量大于存活人数。
// Readings: 反射 is the ruleset's redirection layer 镜[反射] (选择目标 → … → 镜[反射] → 结算目标): a [指定] skill settling on her
// goes to a character drawn (an event) among the living who hold no 反射 — a skill of the night proper only (游戏日夜晚: not of
// 黄昏1 nor 晨曦, daytime slots: a 皇帝's 临幸 reaches her); she is told each, when the night's actions end
// ('反射：<X> 被反射给了 Y。'). 镜像 [晨曦] (the engine's slots after the settlement; no row in the table: due in 晨曦2, the last,
// taken in 晨曦1 or 晨曦2): a choice by name among the skills ever aimed at her by others (their 选择目标 was she: reflected
// ones, a 黄昏 临幸, any kind); 下一个游戏日夜晚开始永久生效 — hers for good from the next night's opening (黄昏1, the engine's
// night start), a copied group skill her own (no group). 怀孕技能[晨曦]<限定> 等同于镜像: a second copy, unlocked by the 临幸
// and, as every 怀孕技能, blocked while the [怀孕] lasts (its [沉默]: from the next night's 晨曦).
// PS: while 镜像 is unused she is told at each night's end the skills aimed at her that night for the first time. The win
// counts each reflected operation whose user's actual faction differs from hers, plus each character put out by her own
// hand while she holds a copied skill (her own skills kill no one), against the living (皇帝 not counted: 所有判定均不计算皇帝).

const ROLE = 'mirror';
const IMAGE = 'mirror_image_211';

const tally = (c: Character) => c.statuses.find((st) => st.id === 'mirror_tally')?.data ?? {};

function bump(tx: Tx, name: string, key: 'reflected' | 'kills'): void {
  const c = tx.state.chars.find((x) => x.name === name) as Character;
  const d = tally(c);
  applyStatus(tx, name, 'mirror_tally', {
    source: name,
    until: null,
    data: { ...d, [key]: Number(d[key] ?? 0) + 1, of: tx.state.chars.map((x) => x.name) },
  });
}

function mirrorWins(s: GameState, f: string, rs: RulesetDef): boolean {
  const living = counted(s, rs).filter((c) => c.alive).length;
  return s.chars
    .filter((c) => c.role === ROLE && c.faction === f)
    .some((c) => Number(tally(c).reflected ?? 0) + Number(tally(c).kills ?? 0) > living);
}

/**
 * 镜像[晨曦]<限定> (and the 怀孕技能 等同于镜像): the shared 镜像, due in 晨曦2; hers from the next night's start (`mirror_pending`
 * becomes `mirror_copy` as that night opens).
 */
function image(id: string, name: string, unlockedBy?: string): SkillDef {
  return mirrorImage({
    id,
    name,
    when: 'now',
    timing: { window: '晨曦2' },
    limits: { limit: 1, ...(unlockedBy ? { unlockedBy } : {}) },
    copy: (tx, holder, skill) => {
      const me = tx.state.chars.find((c) => c.name === holder) as Character;
      applyStatus(tx, holder, PENDING, {
        source: holder,
        until: null,
        data: { skills: [...copiesOf(me, PENDING), skill] },
      });
    },
  });
}

const PENDING = 'mirror_pending';
const copiesOf = (c: Character, status: string): string[] =>
  (c.statuses.find((st) => st.id === status)?.data?.skills as string[] | undefined) ?? [];

export const mirror211: RoleDef = {
  id: ROLE,
  name: '镜',
  gender: '女',
  faction: ROLE,
  cite: '001 诸侯 7',
  factions: [{ id: ROLE, name: '镜阵营', wins: mirrorWins }],
  statuses: [
    { id: 'mirror_copy', name: '镜像', holder: { grantsSkills: true } },
    {
      // 下一个游戏日夜晚开始永久生效: the copy waits for the next night's start
      id: PENDING,
      name: '镜像',
      holder: {
        onNightOpens: (tx, holder, st) => {
          tx.emit(ev('StatusRemoved', { target: holder.name, status: PENDING, source: st.source }));
          applyStatus(tx, holder.name, 'mirror_copy', {
            source: holder.name,
            until: null,
            data: { skills: [...copiesOf(holder, 'mirror_copy'), ...((st.data?.skills as string[]) ?? [])] },
          });
        },
      },
    },
    {
      id: 'mirror_tally',
      name: '镜',
      holder: {
        // 镜使用[镜像]获得的技能亲手击杀的数量
        onOtherOut: (tx, holder, _st, _out, by) => {
          if (by === holder.name && holder.statuses.some((st) => st.id === 'mirror_copy'))
            bump(tx, holder.name, 'kills');
        },
      },
    },
  ],
  templates: {
    reflected: ({ skill, to }) => `反射：<${skill}> 被反射给了 ${to}。`,
    mirrored: ({ skill }) => `镜像：你复制了<${skill}>，下一个游戏日夜晚开始永久生效。`,
    mirrorNew: ({ skills }) => `镜像：今晚新对你使用过的技能：${skills}。`,
  },
  onStart: (tx, c) =>
    applyStatus(tx, c.name, 'mirror_tally', {
      source: c.name,
      until: null,
      data: { reflected: 0, kills: 0, of: tx.state.chars.map((x) => x.name) },
    }),
  skills: [
    {
      id: 'reflect_211',
      name: '反射',
      kind: 'passive',
      force: { mandatory: true },
      timing: { window: '凌晨2' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        onNightStart: (ctx, holder) => {
          const holders = ctx.state.chars.filter((c) => c.role === ROLE).map((c) => c.name);
          ctx.redirect({
            layer: 'reflect',
            from: holder.name,
            to: { random: true, except: holders },
            owner: holder.name,
            // 游戏日夜晚: not a skill of a daytime slot (黄昏1, 晨曦: l.85 晨曦/正午/黄昏属于白天)
            applies: (a, sk, c) => a.as !== holder.name && usedAtNight(c.state, c.ruleset, sk),
            caught: (a, sk, drawn) => {
              const to = ctx.knownAs(holder.name, drawn);
              ctx.notifyAtEnd(holder.name, ctx.ruleset.t.reflected?.({ skill: sk.name, to }) ?? '', {
                kind: 'feedback',
                skill: 'reflect_211',
                reflected: sk.id,
                to,
              });
              // 反射来源与自己[实际阵营]不相同的技能数量
              if (ctx.char(a.as).faction !== ctx.char(holder.name).faction)
                ctx.later((tx) => bump(tx, holder.name, 'reflected'));
            },
          });
          // PS: 在持有镜像时，若一直不使用，可以每天得知都有哪些新技能对镜使用过
          const me = ctx.char(holder.name);
          if ((me.uses[IMAGE] ?? 0) > 0) return;
          const before = ctx.state.history
            .filter((h) => h.actor !== holder.name && h.targets.includes(holder.name))
            .map((h) => h.skill);
          ctx.atEnd((c) => {
            const idx = skillIndex(c.ruleset);
            const fresh: string[] = [];
            for (const op of c.ops)
              if (op.actor !== holder.name && op.chosen.includes(holder.name) && !before.includes(op.skill)) {
                const n = idx.get(op.skill)?.name;
                if (n && !fresh.includes(n)) fresh.push(n);
              }
            if (fresh.length)
              c.notifyAtEnd(
                holder.name,
                c.ruleset.t.mirrorNew?.({ skills: fresh.map((n) => `<${n}>`).join('') }) ?? '',
                {
                  kind: 'feedback',
                  skill: IMAGE,
                },
              );
          });
        },
      },
    },
    image(IMAGE, '镜像'),
    // 怀孕技能[晨曦]<限定>——等同于镜像 (unlocked by the 临幸; blocked while the [怀孕] lasts, as every 怀孕技能)
    image('mirror_pregnancy_211', '怀孕技能', 'favoured'),
  ],
};
