import { factionCheck, lastShot, poison } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { huntRight } from './hunter';

// [classic] file 003 黑市商人（来自狼人杀英雄榜）(l.56): 技能只能发动一次。黑市商人可以在某一天夜晚选择一名玩家，并指定【预言家的验人，女巫的毒药，猎人的枪】
// 这三种能力中的一个。若被选中的玩家为好人，则该玩家从当天天亮后拥有黑市商人给予的额外技能，并且不影响该玩家原有技能的使用；若被选中的玩家为狼人，则黑市商人
// 立刻死亡。黑市商人选择目标后，上帝需要告知该玩家获得的技能，但这个信息不会被别的玩家知道。
// 交易 (once, one other player, one of 验人 / 毒药 / 枪): the three are the shared abilities the roles use (factionCheck, poison,
// lastShot) as skills of their own, granted by a status from dawn (the night's statuses) beside the player's own. A wolf → the
// merchant goes out that night (立刻死亡: a night's out no guard stops), the wolf gets nothing and is not told. Readings: 好人 = not of
// the wolves' faction now (狼人 = the wolves' faction, as a check reads it); each gift as its role has it: 验人 each night (the seer's
// answer), 毒药 one bottle (not on himself, settled after the 女巫's), 枪 on the 猎人's terms (his out by the pack or the vote; poisoned
// or 殉情: none); the recipient is told at dawn (告知该玩家获得的技能), nobody else.
const GIFTS: Record<string, string> = { 验人: 'bm_check', 毒药: 'bm_poison', 枪: 'bm_gun' };

const bmCheck: SkillDef = {
  ...factionCheck({
    id: 'bm_check',
    name: '验人',
    window: 'n60',
    answer: (f) => (f === 'wolves' ? '坏人（狼人）' : '好人'),
  }),
};
const bmPoison: SkillDef = poison({ id: 'bm_poison', name: '毒药', window: 'n60', limit: 1, self: false });
const bmGun: SkillDef = lastShot({ id: 'bm_gun', name: '枪', right: 'bm_gun' });

export const blackMerchant: RoleDef = {
  id: 'black_merchant',
  name: '黑市商人',
  faction: 'village',
  cite: '003 篇一 黑市商人',
  statuses: [
    {
      id: 'bm_gift',
      name: '黑市',
      holder: {
        grantsSkills: true,
        // 猎人的枪: on the 猎人's terms
        onOut: ({ tx, char, cause }, st) => {
          if (st.data?.gift === '枪') huntRight(tx, char.name, cause, 'bm_gun');
        },
      },
    },
  ],
  templates: {
    bmGift: ({ gift }) => `黑市商人给予你额外技能：${gift}（从今天天亮后可用）。`,
    'cause.market': () => '夜晚死亡',
  },
  skills: [
    {
      id: 'market',
      name: '交易',
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: { choices: Object.keys(GIFTS) },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          const skill = GIFTS[a.choice ?? ''];
          if (!t || !skill) return;
          // 若被选中的玩家为狼人，则黑市商人立刻死亡
          if (ctx.char(t).faction === 'wolves') {
            ctx.kill({ target: a.as, source: 'market', by: a.as, strength: 'lethal', cause: 'market' });
            return;
          }
          ctx.status(t, 'bm_gift', { source: a.as, data: { skills: [skill], gift: a.choice } });
          ctx.later((tx) =>
            tx.notify(t, tx.t('bmGift', { gift: a.choice ?? '' }), { kind: 'gift', gift: a.choice }),
          );
        },
      },
    },
  ],
  extraSkills: [bmCheck, bmPoison, bmGun],
};
