import {
  applyStatus,
  disguiseOf,
  groupHolders,
  groupsOf,
  seenFaction,
  seenRole,
  statusesOf,
} from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';
import { learnRole, tellWolfLists } from './learned';

// [211] file 001 【叛皇阵营】30 美女画皮[接刀]（女）⑨ (l.710–760; 机械狼 is her old name in the text):
// 身份属性（不是技能）：机械狼通过接刀以外的方式获得了永久的<杀人>技能时，机械狼不能使用杀人。取而代之的是，机械狼将知晓狼人阵营中所有[群内]标签名单和[接刀]
// 标签名单。（学习狼人群内会得知群内马甲的效果已删除）
// 画皮[开局][黄昏][限定][指定] —— 选择范围：除自己外任意一名角色。
// 结算效果：得知结算目标的表里身份，并按照学习的身份获取下列效果之一且刷新至初始，行动顺序为该身份对应的技能之后，随后表面身份，表面阵营，表面带刀变为与目标
// 角色当前情况相同。（注意学习隐身会直接导致技能浪费…）
// 怀孕技能[开局][黄昏][限定][指定] —— 选择范围：除自己外任意一名角色。结算效果：和画皮相同，你可以选择是否替换学习到的技能。
// 学习之后和目标会不一致的全身份说明（未提及的身份则学习获取的技能和目标角色的身份一致）: 皇帝, 太子, 老将/修女/…, 死士, 才女, 太平道徒, 炼金魔女;
// 狼人阵营系列: 奸佞, 银狼/狐狸精/魔教教主; 三方与不定: 双子星, 南华老仙, 鬼魂新娘, 丘比特, 混血儿, 影子, 顺从的女仆, 双重人格, 复仇者, 祭品, 盗贼, 聂小倩, 粉丝.
// 行动顺序总集: 开局 美女画皮<学习> (last before 竞选日); 黄昏1 美女画皮<学习>.
// Readings:
// - [开局][黄昏][限定]: one 画皮 in the game, in the opening or at a 黄昏1 (the [开局] one an opening skill, the other the 黄昏1 slot's);
//   a [隐身] target voids either (注意学习隐身会直接导致技能浪费: the use is spent, nothing told or learned).
// - 得知…表里身份: told '画皮：X 的实际身份为【A】，表面身份为【B】。'; she gains A's own skills for good (no group's, no [开局] one),
//   her uses of them none (刷新至初始); they act in their own slot of the order (行动顺序为该身份对应的技能之后 — with the real holder
//   in the same slot, the engine's seeded order); her 表面身份/阵营/带刀 become the target's as checks read them then.
// - The 杀人 rule: a target whose role is [群内] (its 杀人 is the group's) gives no 杀人; she is told the 狼人阵营's [群内] and [接刀]
//   lists instead ('画皮：群内：…；接刀：…').
// - 怀孕技能 (once 临幸'd): a second 画皮 at a 黄昏1 with the choice 替换 (the new skills and surface replace the old) or 保留 (she
//   only learns the 表里身份).
// - The variant list: each learned role declares its 机械狼版本 (`learnable`, read by learned.ts; 白骨精's 化尸大法 reads the same):
//   皇帝 (royal.ts: 昏庸之君's 皇权 + a self [致死伤害], no [不死] nor 临幸), 太子 ([净化] for one day), 老将/修女/女侠/大将军/弓腰姬
//   (factions swapped; 宫令's text names none), 死士 (the lowest-seat living 狼人阵营 gets the [毒药]), 奸佞 (told the [群内] outs),
//   银狼/狐狸精/魔教教主 (the [群内] list at the learning, while 狼人阵营). 刷新至初始: the learned role's set-up is hers (its innate
//   statuses, its start at once — 太子's [守护：1] — and its out), as 丫鬟's 怀孕技能 reads it; its [开局] skills hers with the right
//   to decide them in the phase she learns them (l.127 需要立刻决定是否发动; learned in the opening, the 竞选日's; a missed <强制>
//   one drawn: learned.ts).
// - The rest of the list, each in the learned role's file: 巾帼 (寻踪 asks about the 皇帝阵营), 才女 (传承 by learnRole), 太平道徒
//   (雷公助我: at least half, all 村民阵营), 炼金魔女 (told a 未明之雾's names, one more at 深夜1), 南华老仙 (混乱; 修改迷惑 toggles
//   [寡言]).
// - 三方与不定: 丘比特 (月老) and 鬼魂新娘 (同丘比特) — 月老牵线's [虚情情侣] link, <强制>[限定], any time she holds it (a right that
//   never lapses), nothing announced (matchmaker.ts `matchLearnable`); 影子, 顺从的女仆, 复仇者, 祭品, 聂小倩 — the role they take
//   comes as its 机械狼版本 (inherit.ts `mechBy`; a [群内] one's 杀人 not hers: the lists); 粉丝/影子/聂小倩's [开局] choice decided at
//   once (刷新至初始); 盗贼 — his card (t.role), 盗贼 never named; 双子星, 混血儿, 双重人格 are no 211 roles.

const LEARN = 'painted_learn';
const LEARN_OPEN = 'painted_learn_open';
const PREGNANCY = 'painted_pregnancy';

const used = (c: Character): number => (c.uses[LEARN] ?? 0) + (c.uses[LEARN_OPEN] ?? 0);
const once = (_s: GameState, c: Character) =>
  used(c) > 0 ? err('SKILL_USED_UP', '<画皮>只能发动一次，已经发动过了') : null;

/** Does the character hold a 杀人 now (表面带刀 as it stands): a skill of its own that kills, or its group's 杀人 it holds. */
function armedNow(tx: Tx, c: Character): boolean {
  const d = disguiseOf(tx.rs, statusesOf(tx.state, tx.rs, c));
  if (d?.armed !== undefined) return d.armed;
  if (tx.rs.roles[c.role]?.skills.some((k) => k.effect?.kill)) return true;
  return Object.keys(tx.rs.groupSkills ?? {}).some(
    (g) =>
      groupsOf(tx.state, tx.rs, c).includes(g) ||
      groupHolders(tx.state, tx.rs, g).some((h) => h.name === c.name),
  );
}

/** 画皮 on `t`: told the 表里身份; unless `keep`, its skills for good and its surface. */
function learn(tx: Tx, me: Character, t: Character, keep = false): void {
  const rs = tx.rs;
  const role = rs.roles[t.role];
  const surface = seenRole(tx.state, rs, t);
  tx.notify(
    me.name,
    tx.t('paintedSaw', {
      name: t.name,
      role: role?.name ?? t.role,
      surface: rs.roles[surface]?.name ?? surface,
    }),
    { kind: 'feedback', skill: LEARN, target: t.name },
  );
  if (keep) return;
  for (const st of me.statuses.filter((x) => x.id === 'painted_skills'))
    tx.emit(ev('StatusRemoved', { target: me.name, status: 'painted_skills', source: st.source }));
  if (role) learnRole(tx, me.name, role, 'painted_skills', { source: t.name, until: null });
  // 机械狼通过接刀以外的方式获得了永久的<杀人>技能时…知晓狼人阵营中所有[群内]标签名单和[接刀]标签名单
  if (role?.group === 'wolves') tellWolfLists(tx, me.name);
  // 随后表面身份，表面阵营，表面带刀变为与目标角色当前情况相同
  applyStatus(tx, me.name, 'painted_disguise', {
    source: t.name,
    until: null,
    data: { role: surface, faction: seenFaction(tx.state, rs, t), armed: armedNow(tx, t) },
  });
}

const charOf = (tx: Tx, name: string) => tx.state.chars.find((c) => c.name === name) as Character;

const nightLearn = (
  id: string,
  extra: Partial<SkillDef>,
  keepOf: (choice: string | null) => boolean,
): SkillDef => ({
  id,
  name: id === PREGNANCY ? '怀孕技能' : '画皮',
  aliases: ['学习'],
  kind: 'night',
  timing: { window: '黄昏1' },
  effect: { designated: true, feedback: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  ...extra,
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      ctx.now((tx) => learn(tx, charOf(tx, a.as), charOf(tx, t), keepOf(a.choice)));
    },
  },
});

export const paintedSkin: RoleDef = {
  id: 'painted_skin',
  name: '美女画皮',
  aliases: ['机械狼'],
  gender: '女',
  faction: 'wolves',
  heir: 'wolves',
  cite: '001 叛皇阵营 30',
  statuses: [
    // the learned role's 机械狼版本 (learned.ts): its skills, its set-up (刷新至初始)
    { id: 'painted_skills', name: '画皮', holder: { grantsSkills: true, takesRole: true } },
    { id: 'painted_disguise', name: '画皮', holder: { disguise: true } },
  ],
  templates: {
    paintedSaw: ({ name, role, surface }) =>
      `画皮：${name} 的实际身份为【${role}】，表面身份为【${surface}】。`,
    paintedLists: ({ group, heirs }) => `画皮：狼人阵营[群内]：${group}；[接刀]：${heirs}。`,
    // 刷新至初始 (l.127): a learned [开局] skill, decided at once (learned.ts)
    learnedOpening: ({ skill }) =>
      `你获得了[开局]技能<${skill}>（刷新至初始）：需要在本阶段立刻决定是否发动<${skill}>。`,
  },
  skills: [
    {
      id: LEARN_OPEN,
      name: '画皮',
      aliases: ['学习'],
      kind: 'opening',
      limits: { usable: once },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const t = targets[0];
          // 注意学习隐身会直接导致技能浪费: a [隐身] target (隐士's 隐世) voids it, the use spent
          if (
            !t ||
            statusesOf(tx.state, tx.rs, t).some(
              (st) => tx.rs.statuses[st.id]?.blocks?.immune === 'designated',
            )
          )
            return;
          learn(tx, actor, t);
        },
      },
    },
    nightLearn(LEARN, { limits: { usable: once } }, () => false),
    // 怀孕技能: 和画皮相同，你可以选择是否替换学习到的技能
    nightLearn(
      PREGNANCY,
      { limits: { limit: 1, unlockedBy: 'favoured' }, choose: { choices: ['替换', '保留'] } },
      (choice) => choice !== '替换',
    ),
  ],
};
