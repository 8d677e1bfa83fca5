import type { NightAction, NightCtx } from '../engine/types';

/**
 * 反馈该角色是否因…出局 (tieba 杀人, 冲锋, 撕咬: 在夜晚女巫行动后，反馈该角色是否因被指杀出局; 毒药, 救治 likewise): once the
 * night's outs are done, each of `to` learns, for each target of the action (under the name it chose), whether it went out
 * tonight by one of `causes`. Called from the skill's `onUse` (此技能发动后: a void target is reported too).
 */
export function reportOut(
  ctx: NightCtx,
  a: NightAction,
  to: string[],
  skill: string,
  causes: string[],
): void {
  const night = ctx.day;
  // the settled targets under the names chosen; a void one (拥抱) is reported under its submitted name
  const targets = a.targets.length
    ? a.targets.map((t, i) => ({ t, shown: a.chosen[i] ?? t }))
    : a.submitted.map((t) => ({ t, shown: t }));
  ctx.later((tx) => {
    for (const { t, shown } of targets) {
      const c = tx.state.chars.find((x) => x.name === t);
      const out = !!c && !c.alive && c.outDay === night && causes.includes(c.outCause ?? '');
      for (const who of to)
        tx.notify(who, tx.t(out ? 'outBy' : 'notOutBy', { name: shown, skill }), {
          kind: 'feedback',
          skill,
          target: shown,
          out,
        });
    }
  }, 'afterOuts');
}
