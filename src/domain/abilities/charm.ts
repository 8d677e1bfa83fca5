import type { SkillDef } from '../engine/types';
import type { GameState } from '../state';

/**
 * 迷惑 (吹笛者: 121 游戏日夜晚可迷惑两名玩家（自己不可被迷惑）…仅同夜被吹笛迷惑的玩家互知; classic 每天晚上，吹笛者可以迷惑2个人，不可迷惑自己…所有
 * 已经被迷惑过的玩家同时睁眼确认): up to two other players a night get the status `status` for the game (one already charmed may
 * be named again). Who of the charmed learn whom (`meet`): those charmed the same night each other (121), or every charmed player
 * all the charmed so far (classic). `reveal`: the user is told who is charmed when his window opens (121 吹笛每晚吹笛前可知晓).
 * Texts: `piped` ({names}: the others he meets), `pipedKnown` / `pipedNone` ({names}).
 */
export function charm(o: {
  id: string;
  name: string;
  status?: string;
  meet: 'sameNight' | 'all';
  reveal?: boolean;
}): SkillDef {
  const status = o.status ?? 'piped';
  const charmed = (s: GameState) =>
    s.chars.filter((c) => c.alive && c.statuses.some((st) => st.id === status)).map((c) => c.name);
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    targets: { min: 1, max: 2, self: false, among: 'alive' },
    hooks: {
      ...(o.reveal
        ? {
            reveal: (ctx, holder) => {
              const names = charmed(ctx.state);
              const t = ctx.ruleset.t;
              ctx.notify(
                holder.name,
                names.length
                  ? (t.pipedKnown?.({ names: names.join('、') }) ?? '')
                  : (t.pipedNone?.({}) ?? ''),
                { kind: 'feedback', skill: o.id, piped: names },
              );
            },
          }
        : {}),
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.status(t, status, { source: a.as });
        const all = o.meet === 'all' ? [...new Set([...charmed(ctx.state), ...a.targets])] : a.targets;
        for (const t of all) {
          const others = all.filter((x) => x !== t);
          ctx.notify(t, ctx.ruleset.t.piped?.({ names: others.join('、') || '—' }) ?? '', {
            kind: 'status',
            status,
            with: others,
          });
        }
      },
    },
  };
}

/**
 * 迷惑 of every other living player: a living character of `role` in the faction and every other living character charmed
 * (`status`), but those `exempt` says (121 除吹笛阵营外角色全部进入吹笛状态: the faction's own; classic 迷惑了在场除自己外的所有活人 —
 * 吹笛者仍需迷惑混血儿: only the role's holders).
 */
export const charmedAll =
  (role: string, exempt: 'faction' | 'role', status = 'piped') =>
  (s: GameState, f: string): boolean =>
    s.chars.some((c) => c.alive && c.faction === f && c.role === role) &&
    s.chars.every(
      (c) =>
        !c.alive ||
        (exempt === 'faction' ? c.faction === f : c.role === role && c.faction === f) ||
        c.statuses.some((st) => st.id === status),
    );
