import type { RoleDef, SkillDef, StatusDef, TargetSpec } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { type GameState, hasStatus } from '../../../state';

// [211] file 001 【能臣异士】32 小龙女（女）⑨ (l.437–447):
// 剑痕[深夜] —— 自己未发动[玉女剑法]的游戏日夜晚，小龙女可以让导演明天公布不超过50字的任意内容（可以模仿技能公示如[熊咆哮了]）
// 玉女心经[指定][午夜] —— 选择范围：任意1名角色。结算效果：若结算成功，则本次夜晚小龙女受到第一次可以直接造成[指杀][穿透][致死伤害]的[指定]技能时，让结算
// 目标承担此技能，然后失去[玉女心经]技能并通知小龙女。
// 玉女剑法[深夜][指定] —— 选择目标：游戏日夜晚，可选任意1名角色。结算效果：结算目标获得[流血]状态。
// 怀孕技能[强制] —— 玉女剑法每晚可发动2次，且可以选择放弃其中一次以发动[剑痕]。
// [流血] (l.104)：该状态不予通知，若已持有[流血]的负面状态的情况下，再次获得[流血]的负面状态时，这次赋予流血状态的负面效果改为造成致死伤害。
// Readings: 剑痕's text is the choice (≤ 50 characters), posted as it is in the next 公示; 玉女心经 is a redirection in the last
// layer (after 时间逆流: 镜[反射]'s), for the first lethal [指定] skill aimed at her that night; [流血] is this file's status
// (negative, untold, permanent); a second [流血] is a [致死伤害] settled first among the night's kills (下列顺序统计出局名单's
// first entry 二次流血: the kill's source `second_bleed`, an extra skill of that name). A second [流血] given by day — 银狼's
// 病毒移植 at noon, or a night skill used at noon under 以太编程 — strikes at once (在正午阶段出局的信息会随时间立刻公示); 黄昏1's
// 统计二次流血 (l.1034) is for one given in 黄昏, which no 211 skill gives. 行动顺序总集: 午夜 小龙女<玉女心经>, 深夜2 小龙女<剑痕><玉女剑法>.

const ONE: TargetSpec = { min: 1, max: 1, self: true, among: 'alive' };

/** Her 玉女剑法 tonight: how many targets it was submitted with. */
const swordTonight = (s: GameState, actor: string) =>
  s.actions.find((a) => a.actor === actor && a.skill === 'jade_sword' && !a.pass)?.targets.length ?? 0;

const scar: SkillDef = {
  id: 'sword_scar',
  name: '剑痕',
  kind: 'night',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    parseChoice: (_s, choice) => {
      const text = (choice ?? '').trim();
      if (!text) return '请写出要公布的内容';
      return Array.from(text).length > 50 ? '剑痕：公布内容不超过50字' : null;
    },
    // 自己未发动[玉女剑法]的游戏日夜晚 (怀孕技能: 放弃其中一次以发动[剑痕])
    validate: ({ state, actor }) => {
      const n = swordTonight(state, actor.name);
      const room = hasStatus(actor, 'favoured') ? 1 : 0;
      return n > room ? err('SKILL_CONFLICT', '剑痕：今晚已发动玉女剑法') : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      const text = (a.choice ?? '').trim();
      if (text) ctx.later((tx) => tx.news(text, { kind: 'sword_scar' }));
    },
  },
};

/** 用语定义 [流血]：该状态不予通知 (also given by 银狼 病毒移植). */
export const bleedStatus: StatusDef = { id: 'bleed', name: '流血', lifetime: { negative: true } };

export const xiaoLongnv: RoleDef = {
  id: 'xiao_longnv',
  name: '小龙女',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 32',
  statuses: [bleedStatus],
  // 二次流血: the kill a second [流血] deals, first in the out tally (no one holds it as a skill)
  extraSkills: [
    {
      id: 'second_bleed',
      name: '二次流血',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  templates: {
    jadeHeart: ({ name, skill }) => `玉女心经：${name} 替你承担了<${skill}>，你失去<玉女心经>。`,
  },
  skills: [
    scar,
    {
      id: 'jade_heart',
      name: '玉女心经',
      kind: 'night',
      targets: ONE,
      hooks: {
        resolve: (ctx, a) => {
          const to = a.targets[0];
          if (!to) return;
          let used = false;
          ctx.redirect({
            layer: 'reflect',
            from: a.as,
            to,
            owner: to,
            applies: (na, sk) =>
              !used && na.as !== to && !!sk.effect?.lethal && sk.effect?.designated !== false,
            caught: (_na, sk) => {
              used = true;
              ctx.notifyAtEnd(a.as, ctx.ruleset.t.jadeHeart?.({ name: to, skill: sk.name }) ?? '', {
                kind: 'feedback',
                skill: 'jade_heart',
              });
              ctx.later((tx) =>
                tx.emit(ev('SkillLost', { actor: a.as, skill: 'jade_heart', reason: 'used' })),
              );
            },
          });
        },
      },
    },
    {
      id: 'jade_sword',
      name: '玉女剑法',
      kind: 'night',
      targets: ONE,
      effect: { lethal: true },
      choose: {
        targetsFor: (_s, c) => (hasStatus(c, 'favoured') ? { ...ONE, max: 2 } : ONE),
        validate: ({ state, actor, targets }) =>
          state.actions.some((x) => x.actor === actor.name && x.skill === 'sword_scar' && !x.pass) &&
          targets.length > (hasStatus(actor, 'favoured') ? 1 : 0)
            ? err('SKILL_CONFLICT', '玉女剑法：今晚已发动剑痕')
            : null,
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) {
            // 再次获得[流血]…改为造成致死伤害
            if (ctx.statuses(t).some((st) => st.id === 'bleed'))
              ctx.kill({ target: t, source: 'second_bleed', by: a.as, strength: 'lethal' });
            else ctx.status(t, 'bleed', { source: a.as, until: null });
          }
        },
      },
    },
  ],
};
