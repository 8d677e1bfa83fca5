import { charm, charmedAll } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { GameState, Status } from '../../../state';

// [121] file 000 【三方阵营】 1 吹笛: 迷惑 —— 游戏日夜晚可迷惑两名玩家（自己不可被迷惑），场上存活的玩家都被迷惑独自胜利。吹笛每晚吹笛前可知晓场上
// 已经被迷惑的人，吹笛人被验为【非狼人阵营】，被通为吹笛。吹笛人不可被业炎。仅同夜被吹笛迷惑的玩家互知。
// 混乱<限定>——投票阶段，所有被迷惑的玩家投票对象和吹笛者一致。 (l.380–382)
// 胜负判定 1、吹笛者：吹笛存活且除吹笛阵营外角色全部进入吹笛状态 (priority 1st); 狼人/村民阵营 负 2、…全部进入吹笛状态 (the ruleset's judge).
// Readings: up to two a night (one already charmed may be named again); the charmed are told, each with the others
// charmed that night (仅同夜…互知), when his window closes; 吹笛前 = when his window opens; 混乱 is a day skill used
// before the close: that day's count takes each charmed character's vote as the piper's (his vote, if he cast one);
// 吹笛状态 lasts the game.

/**
 * 机械狼 学习 吹笛人 (l.316): 每晚可选择一名玩家进行迷惑，如此玩家已被迷惑，会将其唤醒. Readings: one player a night (himself
 * excepted, as the piper's); one not charmed is put in 吹笛状态 (the piper's: it counts for the piper's win and the factions'
 * 负 2), told as the piper's charmed are (with nobody to meet); one already charmed (by either, tonight's earlier 迷惑
 * included) is woken — 唤醒 read as leaving 吹笛状态 — and told so. He is not told who is charmed (吹笛前可知晓 is the
 * piper's own sentence), nor what his 迷惑 did. It acts just after the real piper's (真身份牌轮次优先).
 */
const mechPipe: SkillDef = {
  id: 'mech_pipe',
  name: '迷惑',
  kind: 'night',
  timing: { window: 'n60', orderAs: 'pipe' },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      if (!ctx.statuses(t).some((st) => st.id === 'piped')) {
        ctx.status(t, 'piped', { source: a.as });
        ctx.notify(t, ctx.ruleset.t.piped?.({ names: '—' }) ?? '', {
          kind: 'status',
          status: 'piped',
          with: [],
        });
        return;
      }
      ctx.later((tx) => {
        const c = tx.state.chars.find((x) => x.name === t);
        for (const st of c?.statuses.filter((x) => x.id === 'piped') ?? [])
          tx.emit(ev('StatusRemoved', { target: t, status: 'piped', source: st.source }));
        tx.notify(t, tx.t('pipedWoken'), { kind: 'status', status: 'piped', removed: true });
      });
    },
  },
};

/** 混乱 armed today by the charm's source. */
const chaosOn = (s: GameState, st: Status): boolean =>
  s.chars.some((c) => c.name === st.source && c.alive && c.statuses.some((x) => x.id === 'chaos'));

export const piper: RoleDef = {
  id: 'piper',
  name: '吹笛',
  aliases: ['吹笛者', '吹笛人'],
  faction: 'piper',
  cite: '000 三方阵营 1',
  factions: [{ id: 'piper', name: '三方阵营', wins: charmedAll('piper', 'faction') }],
  statuses: [
    // 吹笛状态 (the general win rules read it: `piped`); under 混乱 the holder's vote is the piper's
    { id: 'piped', name: '迷惑', vote: { followsSource: chaosOn } },
    { id: 'chaos', name: '混乱', lifetime: { until: 'dayEnd' } },
    // 吹笛人不可被业炎
    { id: 'piper_fireproof', name: '吹笛', blocks: { immuneTo: ['burn'] } },
  ],
  innate: [{ status: 'piper_fireproof' }],
  templates: {
    piped: ({ names }) => `迷惑：你被吹笛迷惑了。同夜被迷惑的玩家：${names}。`,
    pipedKnown: ({ names }) => `迷惑：场上已被迷惑的玩家：${names}。`,
    pipedNone: () => '迷惑：场上尚无被迷惑的玩家。',
    pipedWoken: () => '迷惑：你被唤醒了，不再处于迷惑状态。',
  },
  learnable: { skills: [mechPipe] },
  skills: [
    // 仅同夜被吹笛迷惑的玩家互知; 吹笛每晚吹笛前可知晓场上已经被迷惑的人
    charm({ id: 'pipe', name: '迷惑', meet: 'sameNight', reveal: true }),
    {
      id: 'chaos',
      name: '混乱',
      kind: 'day',
      timing: { instant: true },
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: { apply: (tx, actor) => applyStatus(tx, actor.name, 'chaos', { source: actor.name }) },
    },
  ],
};
