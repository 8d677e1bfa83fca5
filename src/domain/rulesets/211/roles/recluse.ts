import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [211] file 001 【能臣异士】10 隐士（男）④ (l.271–274):
// 隐世 <强制> —— 常驻[隐身][迷魂]状态，当场上人数变为开局人数的一半及以下时，该技能失效。
// 出山[早夜][指定] —— 选择范围：[隐世]尚有效才能发动，选择任意一名角色，发动此技能时[隐世]失效。结算效果：结算目标获得[隐身]状态，持续至下一个
// [黄昏]阶段结束。
// 行动顺序总集 早夜2 calls him 隐者 and the skill 脱下隐身衣 (121's names): aliases. Readings: 场上人数 = the living; [隐世]
// holds while more than half the players dealt are in, he has not used 出山, and no [遗忘] takes it; 发动此技能时 — from
// the night he uses it (that night's skills on him settle); the [隐身] given lasts to the next night's start (the engine's
// nearest end to 下一个[黄昏]阶段结束: 黄昏1's skills no longer meet it).

/** [隐世] still holds before tonight's 出山: not used, more than half the players in (a [遗忘] lifts it: `by`). */
const secluded = (s: GameState, c: Character): boolean =>
  !s.history.some((h) => h.actor === c.name && h.skill === 'come_out') &&
  s.chars.filter((x) => x.alive).length * 2 > s.chars.length;

/** …and 出山 not submitted tonight (发动此技能时[隐世]失效). */
const hidden = (s: GameState, c: Character): boolean =>
  secluded(s, c) && !s.actions.some((a) => a.actor === c.name && a.skill === 'come_out' && !a.pass);

const seclusion: SkillDef = {
  id: 'seclusion',
  name: '隐世',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const recluse: RoleDef = {
  id: 'recluse',
  name: '隐士',
  aliases: ['隐者'],
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 10',
  statuses: [
    // 隐世: 常驻[隐身][迷魂] (innate while it holds)
    { id: 'recluse_hidden', name: '隐身', blocks: { immune: 'designated' } },
    { id: 'recluse_dazed', name: '迷魂', vote: { voteWeight: 0 } },
  ],
  innate: [
    { status: 'recluse_hidden', while: hidden, by: seclusion },
    { status: 'recluse_dazed', while: hidden, by: seclusion },
  ],
  skills: [
    seclusion,
    {
      id: 'come_out',
      name: '出山',
      aliases: ['脱下隐身衣'],
      kind: 'night',
      limits: {
        usable: (s, c) => (secluded(s, c) ? null : err('SKILL_NOT_USABLE', '出山：[隐世]已失效')),
      },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'invisible', { source: a.as, until: 'nightStart' });
        },
      },
    },
  ],
};
