import { applyStatus } from '../../../engine/effects';
import { targetedLastNight } from '../../../engine/skills';
import type { NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { grantAfterOut, lethalShotAfterOut } from './after-out';

// [211] file 001 【诸侯】4 明光神姬（女）（30） and 5 暗夜魔君（男）（30） (l.778–795), the old 双子星光/双子星暗:
// 身份属性（不是技能）：有光必有暗，光暗为同一阵营，共享胜利条件，且不会因为任何技能改变阵营归属，当双方任意一方出局时，另外一方会获得通知
// [光/暗已出局]。
// 明光神姬: 寻觅[黄昏] —— 游戏日黄昏，可向导演提交暗的马甲，如此玩家为暗，则光暗建群，互知。
//   光明守护[午夜] —— 游戏日夜晚，可在光/暗中选择守护一名玩家，该角色下一个白天开始获得[不死]状态，持续至黄昏结束，不能连续两晚选择同一个人
//   （非指定技能，只选择光暗，不选择马甲）。
//   光明狩猎[晨曦][黄昏][指定] —— 选择范围：在暗尚存活时，出局后下一个可发动技能的时点，选择任意一名角色。结算效果：结算目标承受[致死伤害]。
//   继承黑夜[深夜]<限定>[指定] ——选择范围：暗出局后，可选任意角色。结算效果：结算目标承受[指杀]。
//   怀孕技能[强制]——双子的光明守护，黑暗守护换成魔教教主\道教教主的版本，且都获得[日月合击]技能，当一方出局时，另外一方还会获得对方的
//   [光明守护][黑暗守护]技能。
// 暗夜魔君: 黑夜狩猎[深夜][指定]—— 偶数日夜晚，可选任意角色，光出局后，去除偶数日夜晚限制。结算效果：结算目标承受[指杀]
//   黑暗守护[午夜] —— 游戏日夜晚，可在光/暗中选择守护一名玩家，该角色当晚获得[不死]状态，持续至夜晚结束，不能连续两晚选择同一个人（同上）。
//   胜利条件：屠城 (胜负判定 3、双子光暗：屠城 — the last faction standing, the ruleset's own rule)
// 不会因为任何技能改变阵营归属: no 211 skill can move them (月老 牵线 and 鬼魂新娘 冥婚 are void on a 双子星).
// Readings: the 守护 takes the choice 光 or 暗 (no target: not [指定], so no redirection nor [隐身] touches it), an out one
// refused; 不能连续两晚选择同一个人 — not the same choice as the night before, by the same skill; 光明守护's [不死] runs
// from the next day's start to that day's end (持续至黄昏结束: the engine's nearest end, as 隐士 出山 reads it — the vote
// is covered, 黄昏1's skills are not). 寻觅 names a character (not [指定]); right → both told and grouped ('光暗'), wrong →
// nothing. 光明狩猎 is a right given when she goes out while 暗 is in (not by a red card), usable at the next slot only (out by
// day: that night's 黄昏1; by night: its 晨曦1), a 致死伤害 at once. 光 and 暗 are the two roles; 有光必有暗: each is dealt
// only with the other. 怀孕技能[强制]: from the night after the 临幸 of a 明光神姬, both 守护 (hers and his) take a target ([指定]) and
// act as 魔教教主/道教教主's (光明守护 [不死] the next day, 黑暗守护 [坚韧] that night; one 守护 a night, not the same target nor the
// same 守护 two nights running); both strike with 日月合击 (a target given two 守护 that night, theirs or the 教主's, takes a
// 致死伤害 from each); and when one goes out the other gains the other's 守护.

const LIGHT = 'light_princess';
const DARK = 'dark_lord';
const FACTION = 'twins';
const HUNT = 'light_hunt';

const of = (s: GameState, role: string) => s.chars.filter((c) => c.role === role);
const anyIn = (s: GameState, role: string) => of(s, role).some((c) => c.alive);
const anyOut = (s: GameState, role: string) => of(s, role).some((c) => !c.alive);

/** The night a 守护 last chose 光 or 暗 (a mark on its user). */
const lastPick = (s: GameState, me: Character, skill: string): string | null => {
  const st = me.statuses.find(
    (x) => x.id === 'twin_guard_mark' && x.data?.skill === skill && x.data?.day === s.phase.day - 1,
  );
  return (st?.data?.pick as string | undefined) ?? null;
};

/** 怀孕技能[强制]: once a 明光神姬 holds the 临幸, the 双子's 守护 are 魔教教主/道教教主's (a target, [指定]). */
const cultMode = (s: GameState) => of(s, LIGHT).some((c) => c.statuses.some((st) => st.id === 'favoured'));

const GUARD_IDS = ['twin_light_guard', 'twin_dark_guard'];

function guard(
  id: string,
  name: string,
  give: (ctx: NightCtx, to: string, by: string) => void,
  cultGive: (ctx: NightCtx, to: string, by: string) => void,
): SkillDef {
  const other = GUARD_IDS.find((g) => g !== id) as string;
  return {
    id,
    name,
    kind: 'night',
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    limits: {
      // 魔教教主/道教教主's: 也不能连续选择同一个守护
      usable: (s, c) =>
        cultMode(s) &&
        s.history.some(
          (h) => h.phase === 'night' && h.day === s.phase.day - 1 && h.actor === c.name && h.skill === id,
        )
          ? err('SKILL_NOT_USABLE', `${name}：不能连续两晚选择同一个守护`)
          : null,
    },
    choose: {
      targetsFor: (s) =>
        cultMode(s)
          ? { min: 1, max: 1, self: true, among: 'alive' }
          : { min: 0, max: 0, self: false, among: 'alive' },
      parseChoice: (s, choice) =>
        cultMode(s) || choice === '光' || choice === '暗' ? null : '须从以下选项中选择一项：光、暗',
      validate: ({ state, actor, choice, targets }) => {
        if (cultMode(state)) {
          // 每晚只能发动一个守护，且不能连续选择一个角色
          if (state.actions.some((x) => x.actor === actor.name && x.skill === other && !x.pass))
            return err('SKILL_CONFLICT', '每晚只能发动一个守护');
          const t = targets[0];
          return t && GUARD_IDS.some((g) => targetedLastNight(state, g, t.name, state.phase.day, actor.name))
            ? err('SAME_TARGET_AS_LAST_NIGHT', `${t.name}：不能连续两晚选择同一个角色`)
            : null;
        }
        if (choice && lastPick(state, actor, id) === choice)
          return err('SAME_TARGET_AS_LAST_NIGHT', `${name}：不能连续两晚选择同一个人（${choice}）`);
        if (choice && !anyIn(state, choice === '光' ? LIGHT : DARK))
          return err('ILLEGAL_TARGET', `${name}：${choice}已出局`);
        return null;
      },
    },
    hooks: {
      resolve: (ctx, a) => {
        if (cultMode(ctx.state)) {
          for (const t of a.targets) cultGive(ctx, t, a.as);
          return;
        }
        const pick = a.choice === '光' ? LIGHT : DARK;
        const day = ctx.state.phase.day;
        ctx.later((tx) =>
          applyStatus(tx, a.as, 'twin_guard_mark', {
            source: a.as,
            until: null,
            data: { skill: id, pick: a.choice, day },
          }),
        );
        for (const c of of(ctx.state, pick)) if (c.alive) give(ctx, c.name, a.as);
      },
    },
  };
}

const lightGuard = guard(
  'twin_light_guard',
  '光明守护',
  // 该角色下一个白天开始获得[不死]状态，持续至黄昏结束
  (ctx, to, by) => ctx.status(to, 'undying', { source: by, until: 'dayEnd', after: true }),
  // 魔教教主/道教教主's: 结算目标在下一个白天获得[不死]状态
  (ctx, to, by) => ctx.status(to, 'undying', { source: by, until: 'dayEnd', after: true }),
);

const darkGuard = guard(
  'twin_dark_guard',
  '黑暗守护',
  // 该角色当晚获得[不死]状态，持续至夜晚结束
  (ctx, to, by) => ctx.status(to, 'undying', { source: by, until: 'nightEnd' }),
  // 魔教教主/道教教主's: 结算目标当晚获得[坚韧]状态
  (ctx, to, by) => ctx.status(to, 'tough', { source: by, until: 'nightEnd' }),
);

/** 怀孕技能: 且都获得[日月合击]技能 — 魔教教主/道教教主's, over the 双子's 守护 (and the 教主's) of the night. */
const twinSunMoon: SkillDef = {
  id: 'twin_sun_moon',
  name: '日月合击',
  kind: 'passive',
  // 行动顺序总集 凌晨1 魔教教主/道教教主 日月合击
  timing: { window: '凌晨1' },
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, holder) => {
      if (!cultMode(ctx.state)) return;
      ctx.atEnd((c) => {
        const times = new Map<string, number>();
        for (const op of c.ops)
          if ([...GUARD_IDS, 'light_guard', 'dark_guard'].includes(op.skill))
            for (const t of op.targets) times.set(t, (times.get(t) ?? 0) + 1);
        for (const [t, n] of times)
          if (n > 1)
            c.kill({
              target: t,
              source: 'twin_sun_moon',
              by: holder.name,
              strength: 'lethal',
              cause: 'killed',
            });
      });
    },
  },
};

/** 怀孕技能: 当一方出局时，另外一方还会获得对方的[光明守护][黑暗守护]技能 */
const takeOver =
  (skill: string, other: string): RoleDef['onOut'] =>
  ({ tx, char }) => {
    if (!cultMode(tx.state)) return;
    for (const c of of(tx.state, other))
      if (c.alive)
        applyStatus(tx, c.name, 'twin_took_guard', {
          source: char.name,
          until: null,
          data: { skills: [skill] },
        });
  };

const seek: SkillDef = {
  id: 'seek_dark',
  name: '寻觅',
  kind: 'night',
  effect: { designated: false },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t || ctx.char(t).role !== DARK) return;
      ctx.later((tx) => {
        for (const n of [a.as, t]) {
          applyStatus(tx, n, 'twins_grouped', { source: a.as, until: null });
          tx.notify(n, tx.t('twinsFound', { light: a.as, dark: t }), {
            kind: 'group',
            members: [a.as, t],
          });
        }
      });
    },
  },
};

const hunt = lethalShotAfterOut({ id: HUNT, name: '光明狩猎' });

const inheritNight: SkillDef = {
  id: 'inherit_night',
  name: '继承黑夜',
  kind: 'night',
  limits: {
    limit: 1,
    usable: (s) => (anyOut(s, DARK) ? null : err('SKILL_NOT_USABLE', '继承黑夜：暗出局后才能发动')),
  },
  effect: { lethal: true },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets)
        ctx.kill({ target: t, source: 'inherit_night', by: a.as, strength: 'zhisha' });
    },
  },
};

const nightHunt: SkillDef = {
  id: 'night_hunt',
  name: '黑夜狩猎',
  kind: 'night',
  limits: {
    // 偶数日夜晚…光出局后，去除偶数日夜晚限制
    usable: (s) =>
      s.phase.day % 2 === 0 || anyOut(s, LIGHT)
        ? null
        : err('SKILL_NOT_USABLE', '黑夜狩猎：只能在偶数日夜晚发动（光出局后不限）'),
  },
  effect: { lethal: true },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.kill({ target: t, source: 'night_hunt', by: a.as, strength: 'zhisha' });
    },
  },
};

/** 当双方任意一方出局时，另外一方会获得通知[光/暗已出局] */
const tellOther =
  (word: '光' | '暗', other: string): RoleDef['onOut'] =>
  ({ tx }) => {
    for (const c of of(tx.state, other))
      if (c.alive) tx.notify(c.name, tx.t('twinOut', { word }), { kind: 'twin_out', word });
  };

export const lightPrincess: RoleDef = {
  id: LIGHT,
  name: '明光神姬',
  aliases: ['双子星光', '双子星'],
  gender: '女',
  faction: FACTION,
  dealtWith: [DARK],
  cite: '001 诸侯 4',
  factions: [{ id: FACTION, name: '光暗阵营' }],
  statuses: [
    { id: 'twin_guard_mark', name: '守护记录' },
    { id: 'twins_grouped', name: '光暗', holder: { group: 'twins' } },
    { id: 'twin_took_guard', name: '守护（继承）', holder: { grantsSkills: true } },
  ],
  templates: {
    twinOut: ({ word }) => `${word}已出局。`,
    twinsFound: ({ light, dark }) => `寻觅：${dark} 是暗，光暗建群（光：${light}，暗：${dark}）。`,
    lightHuntRight: ({ slot }) => `你可以在${slot}发动<光明狩猎>，选择任意一名角色承受[致死伤害]。`,
  },
  skills: [seek, lightGuard, hunt, inheritNight, twinSunMoon],
  onOut: (ctx) => {
    tellOther('光', DARK)?.(ctx);
    takeOver('twin_light_guard', DARK)?.(ctx);
    const { tx, char, cause } = ctx;
    // 光明狩猎: 在暗尚存活时，出局后下一个可发动技能的时点 (no right after a red card: 不能发动任何技能)
    if (cause === 'redcard' || !anyIn(tx.state, DARK)) return;
    grantAfterOut(tx, char.name, HUNT, 'lightHuntRight');
  },
};

export const darkLord: RoleDef = {
  id: DARK,
  name: '暗夜魔君',
  aliases: ['双子星暗'],
  gender: '男',
  faction: FACTION,
  dealtWith: [LIGHT],
  cite: '001 诸侯 5',
  skills: [darkGuard, nightHunt, twinSunMoon],
  onOut: (ctx) => {
    tellOther('暗', LIGHT)?.(ctx);
    takeOver('twin_dark_guard', LIGHT)?.(ctx);
  },
};
