import { potion } from '../../../abilities/potion';
import { usesLeft } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 药剂师 (l.45): 药剂师也拥有两瓶药，迷魂药可以让一名玩家永久失去投票权，恢复药可以使女巫恢复一瓶解药，但是若女巫尚未使用解药，则
// 恢复药将被浪费。药剂师在每天晚上最多使用1瓶药。
// The shared potion (abilities/potion.ts: each bottle once, `exclusiveWith` the other the same night, SKILL_CONFLICT) and 121's
// statuses (迷魂药 = no vote for good; the 女巫's 解药 refilled). Readings: the 恢复药 is given to the 女巫 without naming her (he
// need not know who she is): each living 女巫 whose 解药 is used up gets one back (told at dawn, usable from the next night; her
// 获知 comes back with it, l.24); one who has not used hers gets nothing (浪费), nor does a table without a living 女巫; 一名玩家 =
// anyone, himself included; the 迷魂药's target is not told (the text says nothing), and loses his vote from the next day on.
const ANTIDOTE = 'antidote';

export const apothecary: RoleDef = {
  id: 'apothecary',
  name: '药剂师',
  faction: 'village',
  cite: '003 篇一 药剂师',
  statuses: [
    { id: 'mihun', name: '迷魂药', vote: { noVote: true } },
    { id: 'antidote_refill', name: '恢复药', holder: { refills: true } },
  ],
  templates: { antidoteRefilled: () => '药剂师的恢复药：你恢复了一瓶解药。' },
  skills: [
    potion(
      { id: 'mihun', name: '迷魂药', limit: 1, exclusiveWith: 'restore' },
      {
        hooks: {
          resolve: (ctx, a) => {
            for (const t of a.targets) ctx.status(t, 'mihun', { source: a.as });
          },
        },
      },
    ),
    potion(
      { id: 'restore', name: '恢复药', limit: 1, exclusiveWith: 'mihun' },
      {
        targets: { min: 0, max: 0, self: false, among: 'alive' },
        hooks: {
          resolve: (ctx, a) => {
            for (const w of ctx.state.chars) {
              const antidote = ctx.ruleset.roles[w.role]?.skills.find((k) => k.id === ANTIDOTE);
              // 若女巫尚未使用解药，则恢复药将被浪费
              if (!w.alive || !antidote || usesLeft(ctx.state, ctx.ruleset, w, antidote) > 0) continue;
              ctx.status(w.name, 'antidote_refill', { source: a.as, data: { skill: ANTIDOTE, n: 1 } });
              ctx.later((tx) =>
                tx.notify(w.name, tx.t('antidoteRefilled'), { kind: 'feedback', skill: 'restore' }),
              );
            }
          },
        },
      },
    ),
  ],
};
