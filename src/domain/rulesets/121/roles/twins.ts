import { extraKill, revealCard, tellGroup } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef, Strength } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [121] file 000 【三方阵营】 12 双子星光 / 13 双子星暗 (the role list's one entry 12、双子星) (l.435–446):
// 光: 光暗开局不互知; 寻觅——游戏日夜晚可向导演提交暗的马甲，如此玩家为暗，则光暗建群，互知。光明守护——夜晚可在光/暗中选择守护一名玩家，免疫所有
// 致死伤害，不能连续两晚选择同一个人（只选择光暗，不选择马甲）。光明狩猎——光死亡时可以翻牌选择射杀一名玩家（对暗无效），如果暗已经死亡，则失去此技能。
// 继承黑夜<限定>——暗死亡后光可以指杀一名玩家。
// 暗: 伪装——游戏开始可选择是否进入狼群。黑夜狩猎——每个偶数夜晚可选择一名玩家进行猎杀（对光无效）。黑暗守护——暗死亡后，光不会死于夜间致死伤害。
// 暗之王——光死亡后，暗每个游戏日夜晚可以刀人。特殊：双子星阵营特定技能—— 忠诚，不会因为任何技能改变阵营归属
// 胜负判定 12、双子星：双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局 (the last faction standing).
// Readings: 寻觅 is a submission, not an operation (no redirection); a wrong vest is answered 未找到; 光明守护 takes the
// choice 光 or 暗 (a dead one cannot be chosen), its ward stops every kill of that night on the chosen (致死伤害 included);
// 光明狩猎 is a right at his out (as 猎人's 最后一枪: the shot at once, the card turned), void on 暗; 黑夜狩猎 and 暗之王 are
// 指杀 (a guard stops them), 黑夜狩猎 on 光 is void; 伪装: 是 = she joins the wolves' pack (互知共群, its 杀人 hers too) while her
// faction stays 双子星 (忠诚), 否 or missed-and-drawn 否 = not; 忠诚: 种狼's 感染 does not take on them (the only skill
// that changes a faction by force in play; 丘比特's link on them is void: cupid.ts).

const ALL: Strength[] = ['zhisha', 'poison', 'pierce', 'lethal'];
const twin = (s: GameState, role: string): Character | undefined => s.chars.find((c) => c.role === role);
const dead = (s: GameState, role: string): boolean => twin(s, role)?.alive === false;

/** 光暗建群，互知: both told, both in the twins' group. */
function bond(tx: Tx, light: string, dark: string): void {
  for (const [me, other] of [
    [light, dark],
    [dark, light],
  ] as const) {
    applyStatus(tx, me, 'twin_bond', { source: light });
    tx.notify(me, tx.t('twinsBonded', { name: other }), { kind: 'group', group: 'twins', members: [other] });
  }
}

const seek: SkillDef = {
  id: 'seek',
  name: '寻觅',
  kind: 'night',
  effect: { designated: false },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  limits: {
    usable: (_s, actor) =>
      actor.statuses.some((st) => st.id === 'twin_bond')
        ? err('SKILL_NOT_USABLE', '寻觅：光暗已经建群')
        : null,
  },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      if (ctx.char(t).role === 'twin_dark') ctx.now((tx) => bond(tx, a.as, t));
      else
        ctx.notify(a.actor, ctx.ruleset.t.seekMissed?.({ name: t }) ?? '', {
          kind: 'feedback',
          skill: 'seek',
        });
    },
  },
};

/** 光明守护's choice → the twin it wards. */
const wardee = (s: GameState, choice: string | null): Character | undefined =>
  choice === '光' ? twin(s, 'twin_light') : choice === '暗' ? twin(s, 'twin_dark') : undefined;

const lightWard: SkillDef = {
  id: 'light_ward',
  name: '光明守护',
  kind: 'night',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    choices: ['光', '暗'],
    validate: ({ state, actor, choice }) => {
      const w = wardee(state, choice);
      if (!w?.alive) return err('ILLEGAL_TARGET', `光明守护：${choice}已出局`);
      const last = actor.statuses.find((st) => st.id === 'light_ward_last');
      return last?.data?.day === state.phase.day - 1 && last.data?.who === choice
        ? err('SAME_TARGET_AS_LAST_NIGHT', '光明守护：不能连续两晚选择同一个人')
        : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      const w = wardee(ctx.state, a.choice);
      if (w) ctx.status(w.name, 'light_warded', { source: a.as });
      ctx.status(a.as, 'light_ward_last', { source: a.as, data: { who: a.choice, day: ctx.day } });
    },
  },
};

/** 光明狩猎: at his out, while 暗 is in — the shot at once, void on 暗. */
const lightHunt: SkillDef = {
  id: 'light_hunt',
  name: '光明狩猎',
  kind: 'right',
  right: 'light_hunt',
  limits: { whileOut: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t) return;
      revealCard(tx, actor);
      tx.news(tx.t('shot', { name: actor.name, skill: '光明狩猎', target: t.name }), {
        kind: 'shot',
        by: actor.name,
        target: t.name,
      });
      // 对暗无效
      if (t.role === 'twin_dark') {
        tx.news(tx.t('lightHuntVoid', { target: t.name }), { kind: 'shot', outcome: 'void' });
        return;
      }
      goOut(tx, t.name, 'shot', actor.name);
    },
  },
};

const whileDead =
  (role: string, text: string): NonNullable<SkillDef['limits']>['usable'] =>
  (s) =>
    dead(s, role) ? null : err('SKILL_NOT_USABLE', text);

const inheritBase = extraKill({ id: 'inherit_night', name: '继承黑夜', limit: 1 });
const inheritNight: SkillDef = {
  ...inheritBase,
  limits: { ...inheritBase.limits, usable: whileDead('twin_dark', '继承黑夜：暗死亡后才可发动') },
};

const huntBase = extraKill({ id: 'dark_hunt', name: '黑夜狩猎' });
const darkHunt: SkillDef = {
  ...huntBase,
  timing: { ...huntBase.timing, nights: 'even' },
  hooks: {
    ...huntBase.hooks,
    // 对光无效
    resolve: (ctx, a) => {
      for (const t of a.targets)
        if (ctx.char(t).role !== 'twin_light')
          ctx.kill({ target: t, source: 'dark_hunt', by: a.as, strength: 'zhisha' });
    },
  },
};

const kingBase = extraKill({ id: 'dark_king', name: '暗之王' });
const darkKing: SkillDef = {
  ...kingBase,
  limits: { ...kingBase.limits, usable: whileDead('twin_light', '暗之王：光死亡后才可发动') },
};

export const twinLight: RoleDef = {
  id: 'twin_light',
  name: '双子星光',
  faction: 'twins',
  cite: '000 三方阵营 12',
  // 双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局 (the last faction standing)
  factions: [{ id: 'twins', name: '三方阵营' }],
  statuses: [
    { id: 'twin_bond', name: '光暗', holder: { group: 'twins' } },
    { id: 'light_warded', name: '光明守护', protection: { protects: ALL }, lifetime: { until: 'nightEnd' } },
    { id: 'light_ward_last', name: '光明守护' },
    // 黑暗守护: 暗死亡后，光不会死于夜间致死伤害
    { id: 'dark_warded', name: '黑暗守护', protection: { protects: ALL } },
    // 忠诚，不会因为任何技能改变阵营归属
    { id: 'twin_loyal', name: '忠诚', blocks: { immuneTo: ['infect'] } },
  ],
  templates: {
    twinsBonded: ({ name }) => `寻觅：光暗建群，你的双子星是 ${name}。`,
    seekMissed: ({ name }) => `寻觅：${name} 不是暗。`,
    lightHuntRight: () => '你可以发动<光明狩猎>，翻牌选择射杀一名玩家。',
    lightHuntVoid: ({ target }) => `光明狩猎对 ${target} 无效。`,
  },
  innate: [
    { status: 'twin_loyal' },
    { status: 'dark_warded', phase: 'night', while: (s) => dead(s, 'twin_dark') },
  ],
  skills: [seek, lightWard, lightHunt, inheritNight],
  // 光明狩猎: 光死亡时…如果暗已经死亡，则失去此技能 (not after a red card: 红牌罚下…不能发动技能)
  onOut: ({ tx, char, cause }) => {
    if (cause === 'redcard' || dead(tx.state, 'twin_dark')) return;
    grantRight(tx, char.name, 'light_hunt', 'phaseEnd');
    tx.notify(char.name, tx.t('lightHuntRight'), { kind: 'right', right: 'light_hunt' });
  },
};

export const twinDark: RoleDef = {
  id: 'twin_dark',
  name: '双子星暗',
  faction: 'twins',
  cite: '000 三方阵营 13',
  statuses: [{ id: 'twin_pack', name: '伪装', holder: { group: 'wolves' } }],
  innate: [{ status: 'twin_loyal' }],
  skills: [
    {
      id: 'twin_disguise',
      name: '伪装',
      kind: 'opening',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { choices: ['是', '否'] },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          if (choice !== '是') return;
          applyStatus(tx, actor.name, 'twin_pack', { source: actor.name });
          tellGroup(tx, 'wolves');
        },
      },
    },
    darkHunt,
    darkKing,
  ],
};
