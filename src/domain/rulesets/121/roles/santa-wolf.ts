import { extraKill, factionCheck, manipulate, poison, protect, roleCheck } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import { giftShot } from './black-merchant';
import { gargoyleCheck } from './gargoyle';
import { prophecyAnswer } from './seer';

// [121] file 000 【狼人阵营】 16 圣诞老狼 (l.256–265):
// 圣诞老狼与狼队不互知也不共群，圣诞老狼永不接刀。圣诞老狼被验为【非村民阵营】，被通为圣诞老狼
// 礼物——游戏日夜晚可发动技能掷一个骰子，奇数为好礼物，偶数为坏礼物，掷出后必须赠送给另一名玩家；若掷的为好礼物，可再掷一次骰子判定礼物结果：
// 1，验人；好人收到为预言家验人；三方收到为通灵师验人；狼人收到为石像鬼验人  2，毒药  3，猎枪，同猎人的最后一枪。
// 4，恐惧，如好人收到礼物则或者技能<操纵>，狼人或者三方收到礼物获得技能<恐惧>  5，获得一次指杀机会
// 6，守卫；如果是狼人收到守护，则可守住猎魔人的猎杀和女巫的毒药
// 法官在将在游戏日夜晚结束后询问获得礼物的玩家是否选择打开：收礼玩家和选择将于游戏日白天公示，如选择不打开，则该玩家当天白天失去投票权；
// 如打开为好礼物，将礼物收下使用，除猎枪外的礼物将在下一个游戏日白天进入发言阶段时失效；如打开为坏礼物，该玩家立即出局。
// 如获得礼物的玩家当夜死亡，则将不公示礼物信息
// 总体流程 3 (1) 圣诞老狼<礼物>; 行动时限: 关门二十分钟内 (n20).
// Readings:
// - 被验为【非村民阵营】: the 预言家 answers only <狼人阵营>/<非狼人阵营>; a check telling good from bad reads 非村民 as bad —
//   <狼人阵营>, his actual faction (the same reading as 双重人格's). 通灵 reads his card. No group, no `heir`.
// - 掷出后必须赠送: he names the recipient with the skill, as a player tells the director; the dice are cast as the skill
//   resolves (seeded draws, events), he is told both casts; the gift goes whatever they show. The second cast is made
//   for every good gift (可再掷: nothing is gained by not casting it).
// - 好人 = 村民阵营, 狼人 = 狼人阵营, 三方 = any other faction (不定 included), by the recipient's actual faction when
//   he opens it. 4: 好人 get 操纵 (the word 或者 is read as 获得), the others 恐惧.
// - The choice is a right of the next day (拆礼物: 打开 / 不打开); the 公示 names the recipient in the morning and his
//   choice when he makes it. Unanswered by the day's close, the gift is lost (neither opened nor refused: no vote is
//   taken away after the count). 不打开: his vote that day does not count (失去投票权), a vote cast before included.
// - A good gift is a skill usable once (将礼物收下使用), from that night, until the next day opens (进入发言阶段);
//   猎枪 is 黑商's (同猎人的最后一枪: the right at his out, on the hunter's terms), kept for good. Each acts just after
//   the skill it copies (获得技能轮次…真身份牌轮次优先); the poison settles after the 女巫's (l.547).
// - 守护 to a wolf also stops 猎魔人's 猎杀 and every 毒药 on its target that night (女巫的毒药: any poison).
// - A bad gift opened: he goes out at once, announced; the out is dealt by the 圣诞老狼.

const KINDS = ['验人', '毒药', '猎枪', '恐惧', '指杀', '守护'] as const;

/** The gifted skills: once each, acting just after the one each copies. */
const once = (k: SkillDef, orderAs: string): SkillDef => ({
  ...k,
  timing: { window: 'n60', orderAs },
  limits: { ...k.limits, limit: 1 },
});
const seerCheck = once(
  factionCheck({ id: 'santa_prophecy', name: '预言', answer: prophecyAnswer }),
  'prophecy',
);
const mediumCheck = once(
  roleCheck({ id: 'santa_medium', name: '通灵', template: 'roleCheck' }),
  'medium_check',
);
const wolfCheck = once({ ...gargoyleCheck, id: 'santa_gargoyle' }, 'gargoyle_check');
const santaPoison = once(poison({ id: 'santa_poison', name: '毒药', window: 'n60', limit: 1 }), 'poison');
const santaManipulate = once(manipulate({ id: 'santa_manipulate', name: '操纵' }), 'manipulate');
const santaFear = once(
  {
    id: 'santa_fear',
    name: '恐惧',
    kind: 'night',
    effect: { blocking: true },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.status(t, 'fear', { source: a.as });
      },
    },
  },
  'fear',
);
const santaKill = once(extraKill({ id: 'santa_kill', name: '指杀' }), 'kill');
const santaGuard = once(protect({ id: 'santa_guard', name: '守护' }), 'guard');
const guardBase = protect({ id: 'santa_wolf_guard', name: '守护' });
const santaWolfGuard = once(
  {
    ...guardBase,
    hooks: {
      resolve: (ctx, a) => {
        guardBase.hooks?.resolve?.(ctx, a);
        // 如果是狼人收到守护，则可守住猎魔人的猎杀和女巫的毒药
        for (const t of a.targets) ctx.status(t, 'santa_ward', { source: a.as });
      },
    },
  },
  'guard',
);

/** The skill a good gift gives, by its kind (the second cast) and the recipient's faction; null for 猎枪. */
function giftSkill(kind: number, faction: string): string | null {
  const wolf = faction === 'wolves';
  const good = faction === 'village';
  switch (kind) {
    case 1:
      return good ? seerCheck.id : wolf ? wolfCheck.id : mediumCheck.id;
    case 2:
      return santaPoison.id;
    case 4:
      return good ? santaManipulate.id : santaFear.id;
    case 5:
      return santaKill.id;
    case 6:
      return wolf ? santaWolfGuard.id : santaGuard.id;
    default:
      return null;
  }
}

const DIE = [1, 2, 3, 4, 5, 6];

const gift: SkillDef = {
  id: 'santa_gift',
  name: '礼物',
  kind: 'night',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      const first = ctx.draw(`santa:${a.as}`, DIE) ?? 1;
      const good = first % 2 === 1;
      const kind = good ? (ctx.draw(`santa2:${a.as}`, DIE) ?? 1) : 0;
      const shown = a.chosen[0] ?? t;
      ctx.notify(
        a.actor,
        ctx.ruleset.t.santaRolled?.({
          first,
          quality: good ? '好礼物' : '坏礼物',
          second: good ? `，再掷出 ${kind}（${KINDS[kind - 1]}）` : '',
          name: shown,
        }) ?? '',
        { kind: 'feedback', skill: 'santa_gift', target: shown, dice: good ? [first, kind] : [first] },
      );
      // 法官将在游戏日夜晚结束后询问获得礼物的玩家; 如获得礼物的玩家当夜死亡，则将不公示礼物信息
      ctx.later((tx) => {
        const r = tx.state.chars.find((c) => c.name === t);
        if (!r?.alive) return;
        applyStatus(tx, t, 'santa_gift', { source: a.as, until: 'dayEnd', data: { good, kind } });
        grantRight(tx, t, 'santa_open', 'phaseEnd');
        tx.notify(t, tx.t('santaReceived'), { kind: 'right', right: 'santa_open' });
        tx.news(tx.t('santaGiftNews', { name: t }), { kind: 'santa_gift', name: t });
      }, 'afterOuts');
    },
  },
};

/** 拆礼物: the recipient opens the gift or refuses it, the next day. */
const open: SkillDef = {
  id: 'santa_open',
  name: '拆礼物',
  kind: 'right',
  right: 'santa_open',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choices: ['打开', '不打开'] },
  hooks: {
    apply: (tx, actor, _targets, choice) => {
      const st = actor.statuses.find((x) => x.id === 'santa_gift');
      if (!st) return;
      tx.emit(ev('StatusRemoved', { target: actor.name, status: 'santa_gift', source: st.source }));
      const name = actor.name;
      if (choice !== '打开') {
        applyStatus(tx, name, 'santa_refused', { source: st.source, until: 'dayEnd' });
        tx.news(tx.t('santaRefused', { name }), { kind: 'santa_choice', name, open: false });
        return;
      }
      if (!st.data?.good) {
        tx.news(tx.t('santaBad', { name }), { kind: 'santa_choice', name, open: true, good: false });
        goOut(tx, name, 'santa_bad', st.source ?? undefined);
        return;
      }
      tx.news(tx.t('santaOpened', { name }), { kind: 'santa_choice', name, open: true });
      const id = giftSkill(Number(st.data?.kind), actor.faction);
      if (!id) {
        // 猎枪，同猎人的最后一枪: 黑商's 猎枪, kept for good
        applyStatus(tx, name, 'gift', {
          source: st.source,
          until: null,
          data: { skills: [giftShot.id], gift: '猎枪' },
        });
        tx.notify(name, tx.t('santaGun'), { kind: 'gift', gift: '猎枪' });
        return;
      }
      // 除猎枪外的礼物将在下一个游戏日白天进入发言阶段时失效
      applyStatus(tx, name, 'santa_present', {
        source: st.source,
        until: 'dayStart',
        data: { skills: [id] },
      });
      const skill = GIFT_SKILLS.find((k) => k.id === id)?.name ?? id;
      tx.notify(name, tx.t('santaPresent', { skill }), { kind: 'gift', skill: id });
    },
  },
};

const GIFT_SKILLS = [
  seerCheck,
  mediumCheck,
  wolfCheck,
  santaPoison,
  santaManipulate,
  santaFear,
  santaKill,
  santaGuard,
  santaWolfGuard,
];

export const santaWolf: RoleDef = {
  id: 'santa_wolf',
  name: '圣诞老狼',
  faction: 'wolves',
  cite: '000 狼人阵营 16',
  statuses: [
    { id: 'santa_gift', name: '礼物' },
    { id: 'santa_refused', name: '不打开礼物', vote: { noVote: true }, lifetime: { until: 'dayEnd' } },
    { id: 'santa_present', name: '礼物', holder: { grantsSkills: true } },
    {
      id: 'santa_ward',
      name: '守护',
      lifetime: { until: 'nightEnd' },
      protection: {
        protectsFrom: (_env, k) => k.strength === 'poison' || k.source === 'hunt' || k.source === 'mech_hunt',
      },
    },
  ],
  templates: {
    santaRolled: ({ first, quality, second, name }) =>
      `礼物：你掷出 ${first}（${quality}）${second}，礼物送给了 ${name}。`,
    santaReceived: () => '你收到了圣诞老狼的礼物：今天白天可发动<拆礼物>，选择“打开”或“不打开”。',
    santaGiftNews: ({ name }) => `${name} 收到了圣诞老狼的礼物。`,
    santaRefused: ({ name }) => `${name} 选择不打开圣诞老狼的礼物，今天失去投票权。`,
    santaOpened: ({ name }) => `${name} 打开了圣诞老狼的礼物。`,
    santaBad: ({ name }) => `${name} 打开了圣诞老狼的礼物：坏礼物，${name} 出局。`,
    santaPresent: ({ skill }) => `礼物：你获得了<${skill}>（一次），下一个游戏日白天进入发言阶段时失效。`,
    santaGun: () => '礼物：你获得了<猎枪>，出局后可发动（同猎人的最后一枪）。',
    'cause.santa_bad': () => '打开坏礼物出局',
  },
  skills: [gift],
  commonSkills: [open],
  extraSkills: GIFT_SKILLS,
};
