import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import { pick } from '../../../rng';
import { hasStatus } from '../../../state';
import { STRENGTH_211 } from '../strength';

// [211] file 001 【能臣异士】1 丫鬟（女）① (l.222–225):
// 背锅侠[强制] —— 丫鬟的[表面阵营]变为[叛皇阵营]，[表面身份]变为本局未出现的女性叛皇阵营身份，受到来自于[皇权阵营]的以[实际阵营]判断的技能时，以你为[叛皇阵营]
// 进行判定。
// 怀孕技能[强制] —— 失去技能[背锅侠]，然后选择一个皇帝阵营④分及以下的身份，获取其技能并刷新至初始。
// Readings: the surface card is drawn at the start (an event) among the list's female rebel roles not dealt; 皇权阵营 is the
// 皇帝阵营 (村民阵营): their skills judging by actual faction read her as 狼人阵营 (./judged.ts: 皇权, 征战, 枭姬, 惩奸除恶, 共舞,
// 圣水, 日理万机); 怀孕技能 is used once she is 临幸'd, by day at once (a choice among the ④-or-less 皇帝阵营 roles that deal:
// their skills, unused), and ends 背锅侠 (surface back to her own). A [遗忘] (怀孕's, 净化's) lifts 背锅侠 while it lasts
// (l.81: the status is given `by` 背锅侠; the judged faction too). The skills 怀孕技能 gives are hers (获取其技能), not a
// [状态]: a later [遗忘] does not take them (`by: null`; those of them that are <强制> it takes as skills). 获取其技能并刷新至初始 — reading: the role's skills and its own
// set-up as it starts (the status `takesRole`): its innate statuses (嫦娥's night [不死], 隐士's 隐世), its onStart at once (太子's
// 健壮 [守护：1]) and its onOut when she goes out (老将's 破伤风, 义勇军's 最后一枪, 嫦娥's 夜).

/** 反贼叛臣（女）of the role list (l.44–49). */
const FEMALE_REBELS = [
  '冷妃',
  '恶役千金',
  '噬时狼妃',
  '老鸨',
  '曼珠沙华',
  '纸嫁衣',
  '毒后',
  '巫蛊术女',
  '雪妖',
  '褒姒',
  '白骨精',
  '树精姥姥',
  '美女画皮',
  '巫毒娃娃',
  '银狼',
  '狐狸精',
];

const scapegoat: SkillDef = {
  id: 'scapegoat',
  name: '背锅侠',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const maidservant: RoleDef = {
  id: 'maidservant',
  name: '丫鬟',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 1',
  statuses: [
    // 背锅侠: 表面阵营 叛皇, 表面身份 a female rebel card not dealt (data: the disguise)
    { id: 'scapegoat', name: '背锅侠', holder: { disguise: true } },
    // the chosen role's skills, and its own set-up (刷新至初始: innate statuses, onStart now, onOut when she goes out)
    { id: 'maid_skills', name: '怀孕技能', holder: { grantsSkills: true, takesRole: true } },
  ],
  templates: {
    scapegoat: ({ role }) => `背锅侠：你的表面阵营为叛皇阵营，表面身份为【${role}】。`,
    maidSkills: ({ role }) => `怀孕技能：你失去<背锅侠>，获得【${role}】的技能。`,
  },
  skills: [
    scapegoat,
    {
      id: 'maid_pregnancy',
      name: '怀孕技能',
      kind: 'day',
      timing: { instant: true },
      force: { mandatory: true },
      limits: { limit: 1, unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        choicesFor: (_s, _c, rs) =>
          Object.values(rs.roles)
            .filter(
              (r) => r.faction === 'village' && (STRENGTH_211[r.name] ?? 99) <= 4 && r.id !== 'maidservant',
            )
            .map((r) => r.name),
      },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          const role = Object.values(tx.rs.roles).find((r) => r.name === choice);
          if (!role || !hasStatus(actor, 'favoured')) return;
          tx.emit(ev('StatusRemoved', { target: actor.name, status: 'scapegoat' }));
          applyStatus(tx, actor.name, 'maid_skills', {
            source: actor.name,
            until: null,
            data: { skills: role.skills.map((k) => k.id), role: role.id },
            by: null,
          });
          tx.notify(actor.name, tx.t('maidSkills', { role: role.name }), { kind: 'skill', role: role.id });
          // 刷新至初始: what the role does as the game starts, now (太子's 健壮: [守护：1])
          role.onStart?.(tx, tx.state.chars.find((x) => x.name === actor.name) ?? actor);
        },
      },
    },
  ],
  onStart: (tx, c) => {
    const dealt = new Set(tx.state.chars.map((x) => tx.rs.roles[x.role]?.name));
    const absent = FEMALE_REBELS.filter((n) => !dealt.has(n));
    const card = tx.draw('scapegoat', (r) => pick(r, absent));
    if (!card) return;
    const id = Object.values(tx.rs.roles).find((r) => r.name === card)?.id ?? card;
    applyStatus(tx, c.name, 'scapegoat', {
      source: c.name,
      until: null,
      data: { role: id, faction: 'wolves' },
      by: { skill: scapegoat, user: c.name },
    });
    tx.notify(c.name, tx.t('scapegoat', { role: card }), { kind: 'status', status: 'scapegoat' });
  },
};
