import { applyStatus, blockedBy, statusesOf } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { sturdy, sturdyStart } from './sturdy';

// [211] file 001 【能臣异士】2 太子（男）② (l.225–227):
// 健壮<强制> —— 太子永久获得[守护：1]状态。
// 国家之殇<强制> —— 若太子因为最高票投票出局，或是因为皇家阵营的技能出局，所有皇家阵营的角色永久获得[净化]状态。
// Readings: 皇家阵营 is the 皇帝阵营 (村民阵营 in the win rules): a skill of one whose actual faction is 村民阵营 when 太子
// goes out (a poison, a 最后一枪, a 宠溺 chain from a 贵妃); 所有皇家阵营的角色 are those in the game then (the out keep
// no use for it); a 皇帝's [净化] lasts one day (所有永久负面状态都改为只持续一天), an [秩序] holder's does not take.
// A red card is no skill. <强制>: [遗忘] on 太子 when he goes out stops it.

const grief: SkillDef = {
  id: 'nations_grief',
  name: '国家之殇',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

/** 国家之殇's out: 所有皇家阵营的角色获得[净化] — for good, or (`oneDay`) for one day. */
const griefOut =
  (oneDay: boolean): NonNullable<RoleDef['onOut']> =>
  ({ tx, char, cause, by }) => {
    if (blockedBy(tx.rs, statusesOf(tx.state, tx.rs, char), grief)) return;
    const dealer = by ? tx.state.chars.find((c) => c.name === by) : undefined;
    const royalSkill = cause !== 'vote' && cause !== 'redcard' && dealer?.faction === 'village';
    if (cause !== 'vote' && !royalSkill) return;
    // 只持续一天 (as 皇帝's 所有永久负面状态都改为只持续一天): to the same phase of the next game day
    const until = oneDay ? (tx.state.phase.kind === 'night' ? 'nightStart' : 'dayStart') : null;
    for (const c of tx.state.chars)
      if (c.alive && c.faction === 'village')
        applyStatus(tx, c.name, 'purify', {
          source: char.name,
          until,
          by: { skill: grief, user: char.name },
        });
  };

export const crownPrince: RoleDef = {
  id: 'crown_prince',
  name: '太子',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 2',
  skills: [sturdy, grief],
  onStart: sturdyStart,
  onOut: griefOut(false),
  // 美女画皮 (l.720) 太子：集体净化只会持续一天 — 健壮 and 国家之殇 hers, the [净化] for one day
  learnable: { skills: [sturdy, grief], onOut: griefOut(true) },
};
