import { applyStatus, seenRole } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { type Character, hasStatus } from '../../../state';
import { forgetting } from './forgetting';
import { learnedSkills, learnRole } from './learned';

// [211] file 001 【叛皇阵营】24 白骨精（女）⑨ (l.665–670; 食尸鬼 is her old name in the text):
// 化尸大法[早夜][指定] —— 选择范围：任意尸体尚在的已出局角色。
// 结算效果：毁灭结算目标的尸体，并获得结算目标的身份技能（机械狼版本）且刷新至初始，持续至下一个[夜晚]开始前。
// 如果吞食的尸体是机械狼可获其表面身份技能（效果同机械狼），吞食隐狼获得的技能永久有效；吞火狼，当夜可业炎一名玩家。如吞食[实际阵营]为[非狼人阵营]的角色，
// 不会获得技能，且食尸鬼将承受[致死伤害]，并公示[发动者吃多了不消化撑死了]。如食尸鬼吞食了两个狼人阵营角色之后，再吞食非狼人阵营角色，将不再自杀，并可正常获得该身份技能
// 怀孕技能[强制]——[化尸大法]视为已经吞食了两个叛皇阵营的角色，并且获得的技能永久有效，直到下一次发动[化尸大法]且选择替换之前吞噬的尸体。
// 行动顺序总集: 早夜1 白骨精<化尸大法> (first); the out tally: 二次流血 → 白骨精吞噬失败 (白骨精<化尸大法>) → 狼人杀人 ….
// Readings:
// - 尸体尚在: an out character without [尸体已毁] (the status 孟婆's 还魂 reads); the body is destroyed and the skills gained when
//   早夜1 closes, so the rest of the night (and the next day) she may use them: the role's 机械狼版本 (美女画皮's variant list,
//   learned.ts: no group's skill; 刷新至初始: her own uses of them, none unless she ate that role before; its [开局] skills hers with
//   the right to decide them that night, l.127), until the next night's 黄昏 opens (持续至下一个[夜晚]开始前). 隐狼 is 冷妃 (her
//   alias): hers are kept for good (伪装 decided at once, her 怀孕技能 later). 机械狼 is 美女画皮: her 表面身份's; 火狼 names no 211
//   role.
// - [实际阵营]为[非狼人阵营], with fewer than two 狼人阵营 bodies eaten before: no skill, and she takes [致死伤害] in the tally
//   (白骨精吞噬失败), the next 公示 saying '发动者吃多了不消化撑死了。' (no name). Eaten while she was 狼人阵营 counts by the body's
//   actual faction then.
// - 怀孕技能 (once 临幸'd, not under [遗忘]): never the 致死伤害 (视为已经吞食了两个叛皇阵营的角色), the skills kept for good; a later
//   化尸大法 names 替换 (the earlier body's skills end) or 保留 (they stay beside the new ones) — reading of 选择替换.

const SKILL = 'corpse_feast';
const hasBody = (t: Character) => !t.statuses.some((st) => st.id === 'no_body');
const pregnant = (c: Character): boolean => hasStatus(c, 'favoured') && !forgetting(c);
const wolvesEaten = (c: Character): number =>
  Number(c.statuses.find((st) => st.id === 'corpse_wolves')?.data?.n ?? 0);

/** When 早夜1 closes: the body destroyed, the skills gained (or none), the wolves counted. */
function feast(tx: Tx, me: Character, body: Character, replace: boolean): 'ate' | 'choked' {
  applyStatus(tx, body.name, 'no_body', { source: me.name, until: null });
  const wolf = body.faction === 'wolves';
  if (wolf)
    applyStatus(tx, me.name, 'corpse_wolves', {
      source: me.name,
      until: null,
      data: { n: wolvesEaten(me) + 1 },
    });
  const preg = pregnant(me);
  if (!wolf && !preg && wolvesEaten(me) < 2) {
    tx.notify(me.name, tx.t('corpseChoked', { name: body.name }), {
      kind: 'feedback',
      skill: SKILL,
      ok: false,
    });
    return 'choked';
  }
  // 如果吞食的尸体是机械狼可获其表面身份技能（效果同机械狼）: 美女画皮's body gives her 表面身份's 机械狼版本
  const card = tx.rs.roles[body.role];
  const role = card?.id === 'painted_skin' ? tx.rs.roles[seenRole(tx.state, tx.rs, body)] : card;
  const skills = learnedSkills(role);
  // 怀孕技能: 选择替换之前吞噬的尸体
  if (preg && replace)
    for (const st of me.statuses.filter((x) => x.id === 'corpse_skills'))
      tx.emit(ev('StatusRemoved', { target: me.name, status: 'corpse_skills', source: st.source }));
  const forGood = preg || role?.name === '隐狼' || role?.aliases?.includes('隐狼');
  if (role)
    learnRole(tx, me.name, role, 'corpse_skills', {
      source: body.name,
      until: forGood ? null : 'nightStart',
    });
  tx.notify(
    me.name,
    tx.t('corpseAte', {
      name: body.name,
      role: role?.name ?? body.role,
      skills: skills.length ? '' : '（无技能）',
    }),
    { kind: 'feedback', skill: SKILL, ok: true, skills },
  );
  return 'ate';
}

export const whiteBoneDemon: RoleDef = {
  id: 'white_bone_demon',
  name: '白骨精',
  aliases: ['食尸鬼'],
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 24',
  statuses: [
    // the body's 机械狼版本 (learned.ts): its skills, its set-up (刷新至初始)
    { id: 'corpse_skills', name: '化尸大法', holder: { grantsSkills: true, takesRole: true } },
    { id: 'corpse_wolves', name: '吞食狼人阵营' },
  ],
  templates: {
    corpseAte: ({ name, role, skills }) =>
      `化尸大法：你吞食了 ${name} 的尸体，获得【${role}】的身份技能${skills}。`,
    corpseChoked: ({ name }) => `化尸大法：你吞食了 ${name} 的尸体——非狼人阵营，不会获得技能。`,
    corpseChokedNews: () => '发动者吃多了不消化撑死了。',
    'cause.corpse_feast': () => '吃多了不消化撑死了',
  },
  skills: [
    {
      id: SKILL,
      name: '化尸大法',
      aliases: ['吞噬失败'],
      kind: 'night',
      timing: { window: '早夜1' },
      effect: { designated: true, lethal: true },
      targets: { min: 1, max: 1, self: false, among: 'out' },
      choose: {
        excludes: ({ target }) => !hasBody(target),
        // 怀孕技能: 选择替换之前吞噬的尸体 — 替换 or 保留 once she holds a body's skills; otherwise no choice
        validate: ({ actor, choice }) =>
          pregnant(actor) &&
          actor.statuses.some((st) => st.id === 'corpse_skills') &&
          choice !== '替换' &&
          choice !== '保留'
            ? err('INVALID_INPUT', '化尸大法：须选择是否替换之前吞噬的尸体（替换 / 保留）')
            : null,
      },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          const body = ctx.char(t);
          const me = ctx.char(a.as);
          // the 致死伤害 is known now (the actual faction, the count, the 临幸): in the tally as 白骨精吞噬失败
          if (body.faction !== 'wolves' && !pregnant(me) && wolvesEaten(me) < 2) {
            ctx.kill({ target: a.as, source: SKILL, by: a.as, strength: 'lethal', cause: SKILL });
            ctx.later((tx) => tx.news(tx.t('corpseChokedNews'), { kind: 'corpse_feast' }));
          }
          ctx.now((tx) => {
            const m = tx.state.chars.find((c) => c.name === a.as) as Character;
            const b = tx.state.chars.find((c) => c.name === t) as Character;
            if (hasBody(b)) feast(tx, m, b, a.choice === '替换');
          });
        },
      },
    },
  ],
};
