import { applyStatus } from '../../../engine/effects';
import { skillsOf } from '../../../engine/skills';
import type { Tx } from '../../../engine/tx';
import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState, Status } from '../../../state';

// [211] file 001 【能臣异士】33 炼金魔女（女）⑩ (l.449–456):
// 魔女秘法[凌晨][强制] —— 若自身持有[法老之蛇]可用，炼金魔女会获得反馈：当晚将要出局的角色（电梯楼排序名单），触发该技能时，下一个讨论日公布当晚出局的角色
// 仍然可以继续讨论，但这些角色的状态仍旧以已出局计算，并在下一个白天公示[魔女秘法留下了一缕亡魂]。
// 法老之蛇[凌晨][指定]<限定> —— 选择范围：任意1名角色。结算效果：结算目标获得[不死]，持续至下一个[正午]阶段开始。
// 未明之雾[午夜][指定]<限定> —— 选择范围：任意3名角色。结算效果：当晚持有[杀人]技能的角色将会收到结算目标的名单，若可以发动杀人，则必须发动杀人，且只能在指定
// 的名单内进行杀人。
// PS：魔女秘法不会提前得知会在晨曦出局的角色，但晨曦出局的角色依然可以在触发魔女秘法的当天发言。
// 怀孕技能[午夜][限定] —— 二选一刷新自己的[法老之蛇]或[未明之雾]。
// Readings: 魔女秘法 answers when 凌晨2 opens (行动顺序总集 凌晨2: 魔女秘法 then 法老之蛇), from the night's kills so far as the
// out tally would judge them (chains and 晨曦 not foreseen), in seat order; triggered (法老之蛇 unused), the next 公示 says
// '魔女秘法留下了一缕亡魂。' (who may still talk is the forum's). 未明之雾: the names go to every holder of a [杀人] when 午夜
// closes and from then on a [杀人] may choose only among them (ILLEGAL_TARGET); 若可以发动杀人，则必须发动杀人 (the status's
// `forcesOthers`): not declined, and at its deadline a 杀人 missed, declined before, or chosen before 午夜 closed outside the
// names is drawn among them (a [杀人] its holder cannot use — 缴械 — is not forced). 未名之雾 in the order table: an alias.
// 怀孕技能: a choice of the two, refreshed.
// 美女画皮 (l.726) 炼金魔女：获得技能<魔女秘法><法老之蛇>，修改版技能<未明之雾>——有角色发动未明之雾时，机械魔女会得知名单，机械魔女可以额外增加一个目标
// — the 机械狼版本 (美女画皮's 画皮, 白骨精's 化尸大法). Reading: when a 未明之雾 is cast (its names sent as 午夜 closes) she is told
// the names; her 未明之雾 [深夜1]<限定> (after the real one's, before the 杀人 of 深夜2) adds one character to tonight's names (the
// [杀人] holders told the new list); with no 未明之雾 cast tonight it cannot be used (SKILL_NOT_USABLE).

const usable = (c: Character, id: string) => {
  const refreshed = c.statuses.filter((st) => st.id === 'witch_refresh' && st.data?.skill === id).length;
  return (c.uses[id] ?? 0) < 1 + refreshed;
};

/** Does the 未明之雾 `status` bind this skill now (a [杀人], the night it was cast)? */
const tonight = (state: GameState, status: Status, skill: SkillDef) =>
  !!skill.effect?.kill && status.data?.night === state.phase.day && state.phase.kind === 'night';

/** The kills so far that the tally would make outs, in seat order. */
function dyingTonight(ctx: NightCtx): string[] {
  const dying = new Set<string>();
  for (const k of ctx.kills) if (!dying.has(k.target) && ctx.ruleset.settle(ctx, k)) dying.add(k.target);
  return ctx.state.chars.filter((c) => dying.has(c.name)).map((c) => c.name);
}

const secret: SkillDef = {
  id: 'witch_secret',
  name: '魔女秘法',
  kind: 'passive',
  force: { mandatory: true },
  timing: { window: '凌晨2' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    reveal: (ctx, holder) => {
      if (!usable(holder, 'pharaoh_snake')) return;
      const names = dyingTonight(ctx);
      const t = ctx.ruleset.t;
      ctx.notify(
        holder.name,
        names.length ? (t.witchSecret?.({ names: names.join('、') }) ?? '') : (t.witchSecretNone?.({}) ?? ''),
        { kind: 'feedback', skill: 'witch_secret', out: names },
      );
    },
    onNightStart: (ctx, holder) => {
      if (!usable(holder, 'pharaoh_snake')) return;
      ctx.later((tx) => tx.news(tx.t('witchGhost'), { kind: 'witch_ghost' }));
    },
  },
};

const pharaoh: SkillDef = {
  id: 'pharaoh_snake',
  name: '法老之蛇',
  kind: 'night',
  timing: { window: '凌晨2' },
  limits: { limit: 1 },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, 'undying', { source: a.as, until: 'dayStart' });
    },
  },
};

const MECH_MIST = 'mech_mist';

/** Tonight's 未明之雾 statuses (data.names, data.night), on whoever cast them. */
const mistsTonight = (s: GameState): [Character, Status][] =>
  s.chars.flatMap((c) =>
    c.statuses
      .filter((st) => st.id === 'unknown_mist' && st.data?.night === s.phase.day && s.phase.kind === 'night')
      .map((st): [Character, Status] => [c, st]),
  );

/** The [杀人] holders told the names. */
function tellKillers(tx: Tx, names: string[]): void {
  for (const c of tx.state.chars)
    if (c.alive && skillsOf(tx.state, tx.rs, c).some((k) => k.effect?.kill))
      tx.notify(c.name, tx.t('unknownMist', { names: names.join('、') }), { kind: 'feedback', names });
}

/** The 机械魔女's 未明之雾: one more name for tonight's 未明之雾. */
const mechMist: SkillDef = {
  id: MECH_MIST,
  name: '未明之雾',
  aliases: ['未名之雾'],
  kind: 'night',
  timing: { window: '深夜1', orderAs: 'unknown_mist' },
  limits: {
    limit: 1,
    usable: (s) =>
      mistsTonight(s).length
        ? null
        : err('SKILL_NOT_USABLE', '未明之雾：今晚没有角色发动未明之雾，无法额外增加目标'),
  },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      ctx.now((tx) => {
        for (const [c, st] of mistsTonight(tx.state)) {
          const names = (st.data?.names as string[]) ?? [];
          if (names.includes(t)) continue;
          const more = [...names, t];
          tx.emit(ev('StatusRemoved', { target: c.name, status: st.id, source: st.source }));
          applyStatus(tx, c.name, 'unknown_mist', {
            source: st.source ?? c.name,
            until: 'nightEnd',
            data: { ...st.data, names: more },
          });
          tellKillers(tx, more);
        }
      });
    },
  },
};

export const alchemistWitch: RoleDef = {
  id: 'alchemist_witch',
  name: '炼金魔女',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 33',
  statuses: [
    { id: 'witch_refresh', name: '怀孕技能刷新', holder: { refills: true } },
    // 未明之雾: tonight's [杀人] choose among data.names only
    {
      id: 'unknown_mist',
      name: '未明之雾',
      blocks: {
        limitsOthers: ({ state, status, target, skill }) =>
          tonight(state, status, skill) && !((status.data?.names as string[]) ?? []).includes(target.name),
        // 若可以发动杀人，则必须发动杀人
        forcesOthers: ({ state, status, skill }) => tonight(state, status, skill),
      },
    },
  ],
  templates: {
    witchSecret: ({ names }) => `魔女秘法：当晚将要出局的角色：${names}。`,
    witchSecretNone: () => '魔女秘法：当晚没有将要出局的角色。',
    witchGhost: () => '魔女秘法留下了一缕亡魂。',
    unknownMist: ({ names }) => `未明之雾：今晚只能在 ${names} 中进行杀人。`,
    mechMist: ({ names }) =>
      `未明之雾：有角色发动了未明之雾，名单为 ${names}；你可以额外增加一个目标（<未明之雾>）。`,
  },
  skills: [
    secret,
    pharaoh,
    {
      id: 'unknown_mist',
      name: '未明之雾',
      aliases: ['未名之雾'],
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 3, max: 3, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const names = [...a.targets];
          const night = ctx.day;
          ctx.now((tx) => {
            applyStatus(tx, a.as, 'unknown_mist', {
              source: a.as,
              until: 'nightEnd',
              data: { names, night },
            });
            tellKillers(tx, names);
            // 有角色发动未明之雾时，机械魔女会得知名单
            for (const c of tx.state.chars)
              if (c.alive && skillsOf(tx.state, tx.rs, c).some((k) => k.id === MECH_MIST))
                tx.notify(c.name, tx.t('mechMist', { names: names.join('、') }), {
                  kind: 'feedback',
                  skill: MECH_MIST,
                  names,
                });
          });
        },
      },
    },
    {
      id: 'witch_pregnancy',
      name: '怀孕技能',
      kind: 'night',
      timing: { window: '午夜' },
      limits: { limit: 1, unlockedBy: 'favoured' },
      choose: { choices: ['法老之蛇', '未明之雾'] },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const skill = a.choice === '未明之雾' ? 'unknown_mist' : 'pharaoh_snake';
          if ((ctx.char(a.as).uses[skill] ?? 0) < 1) return;
          ctx.later((tx) =>
            applyStatus(tx, a.as, 'witch_refresh', { source: a.as, until: null, data: { skill, n: 1 } }),
          );
        },
      },
    },
  ],
  learnable: { skills: [secret, pharaoh, mechMist] },
};
