import { lastShot, poison, roleCheck } from '../../../abilities';
import type { NightAction, NightCtx, RoleDef, SkillDef } from '../../../engine/types';
import { lastShotRight } from './hunter';

// [121] file 000 【村民阵营】 7 黑商 (l.111–115):
// 馈赠<限定>—— 游戏日夜晚，黑商可选择一名其他玩家赠送礼物，礼物从毒药，猎枪，水晶球中自选，如该名玩家为狼人，则第二天白天黑商死亡，
// 如该名玩家不为狼人将在夜晚结束前收到礼物通知。
// 毒药：收到毒药的玩家，可发动毒药，可与女巫毒药叠加，仅限使用一次。
// 猎枪：收到猎枪的玩家，出局后可发动最后一枪（触发条件同猎人），可叠加，仅限使用一次。
// 水晶球：收到水晶球的玩家，可发动通灵技能，可与通灵师通灵叠加，仅限使用一次。
// 总体流程 3 (17) 其余身份; (22) 女巫毒药（黑商赌徒圣诞老狼等毒药跟在女巫毒药后）; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.303): 黑商，可选择礼物赠送给其他的玩家，狼可收礼物，给好人自己死亡，仅一次.
// Readings: 狼人 = a 狼人阵营 character (actual faction, as the 馈赠 settles); a wolf receives nothing and is not told, the
// 黑商 goes out when the next day opens (第二天白天), announced at once; the gift comes with the night's changes and is told
// then: 毒药 and 水晶球 are skills of their own (`毒药`, `水晶球`; a 女巫 names hers `gift_poison`), usable once from the
// next night, the poison settling after the 女巫's; 猎枪 is the skill `猎枪` with its own right at the recipient's out, on
// the 猎人's terms (可叠加: a 猎人 has both shots). 机械狼: any player receives (狼可收礼物); a 好人 (村民阵营) receives too
// and the learner goes out when the next day opens.

const GIFTS: Record<string, string> = { 毒药: 'gift_poison', 猎枪: 'gift_shot', 水晶球: 'gift_crystal' };

const giftPoison: SkillDef = {
  ...poison({ id: 'gift_poison', name: '毒药', window: 'n60', limit: 1 }),
  timing: { window: 'n60', orderAs: 'poison' },
};
export const giftShot: SkillDef = {
  ...lastShot({ id: 'gift_shot', name: '猎枪', right: 'gift_shot' }),
  // 触发条件同猎人: 当晚如被恐，被摄梦则无法使用
  stoppedBy: ['dream'],
};
const crystal = roleCheck({ id: 'gift_crystal', name: '水晶球', template: 'roleCheck' });
const giftCrystal: SkillDef = {
  ...crystal,
  aliases: ['通灵'],
  timing: { window: 'n60', orderAs: 'medium_check' },
  limits: { limit: 1 },
};

/** The 馈赠 of a 黑商 (`doomedIf`: whom the giver dies for) and whether that one still receives it. */
function give(doomedIf: (faction: string) => boolean, wolvesReceive: boolean) {
  return (ctx: NightCtx, a: NightAction) => {
    const t = a.targets[0];
    const skill = GIFTS[a.choice ?? ''];
    if (!t || !skill) return;
    const faction = ctx.char(t).faction;
    // 如该名玩家为狼人，则第二天白天黑商死亡 (机械狼: 给好人自己死亡)
    if (doomedIf(faction)) ctx.status(a.as, 'gift_doom', { source: a.as });
    if (faction === 'wolves' && !wolvesReceive) return;
    // 将在夜晚结束前收到礼物通知
    ctx.status(t, 'gift', { source: a.as, data: { skills: [skill], gift: a.choice } });
    ctx.later((tx) =>
      tx.notify(t, tx.t('giftReceived', { gift: a.choice ?? '' }), { kind: 'gift', gift: a.choice }),
    );
  };
}

const gift: SkillDef = {
  id: 'gift',
  name: '馈赠',
  kind: 'night',
  limits: { limit: 1 },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  choose: { choices: Object.keys(GIFTS) },
  hooks: { resolve: give((f) => f === 'wolves', false) },
};

const mechGift: SkillDef = {
  ...gift,
  id: 'mech_gift',
  timing: { window: 'n60', orderAs: 'gift' },
  hooks: { resolve: give((f) => f === 'village', true) },
};

export const blackMerchant: RoleDef = {
  id: 'black_merchant',
  name: '黑商',
  faction: 'village',
  cite: '000 村民阵营 7',
  statuses: [
    {
      id: 'gift',
      name: '礼物',
      holder: {
        grantsSkills: true,
        // 猎枪: 出局后可发动最后一枪（触发条件同猎人）
        onOut: (ctx, st) => {
          if (st.data?.gift === '猎枪') lastShotRight(ctx, giftShot, 'gift_shot', 'giftShotRight');
        },
      },
    },
    // 第二天白天黑商死亡
    {
      id: 'gift_doom',
      name: '馈赠',
      lifetime: { until: 'dayStart', outWhenEnds: { cause: 'gift_doom', announce: 'giftDoomOut' } },
    },
  ],
  templates: {
    giftReceived: ({ gift }) => `你收到了黑商的礼物：${gift}。`,
    giftShotRight: () => '你可以发动<猎枪>（最后一枪），选择一名其他角色开枪。',
    giftDoomOut: ({ name }) => `${name} 出局。`,
    'cause.gift_doom': () => '出局',
  },
  skills: [gift],
  extraSkills: [giftPoison, giftShot, giftCrystal],
  learnable: { skills: [mechGift] },
};
