import { revealCard, roleCheck } from '../../../abilities';
import { applyStatus, defsOf, seenFaction, statusesOf } from '../../../engine/effects';
import { checkEnd, goOut, grantRight, passedOut } from '../../../engine/flow';
import type { RoleDef, SkillDef, Tx } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character } from '../../../state';

// [121] file 000 【村民阵营】 26 侦探 (l.159–160):
// 明察<限定>—— 除竞选日的游戏日白天可选择翻牌，侦探强制成为警长，该讨论日不再进行公投，游戏日白天结束前，由侦探选择一名玩家出局，该玩家出局公示
// 身份（此身份为初始身份），且除狼美人和血月使徒外，不可发动其他技能。
// 27 警犬 (l.161–162):
// 狗腿—— 有警犬在场，则必有侦探。有侦探则不一定有警犬。若侦探翻牌指定出局玩家为狼人阵营，则警犬获得一晚通灵技能，若侦探翻牌指定出局玩家为预言查验
// 的非狼人阵营，则警犬获得一次撕咬能力（等同狼刀），获得当夜可选择一名玩家进行撕咬，撕咬无视守护技能。
// 总体流程 3 (14) 警犬<狗腿>; (22) …警犬狗腿…; 隐者 (l.168): 白天对其进行的翻牌操作（如骑士，侦探）均视为失效.
// 机械狼 学习 (l.328–329): 侦探，侦探指定一名玩家后，可私聊进行额外指定一名玩家翻牌出局（此翻牌不影响警犬，且不可指定真侦探）; 警犬，侦探翻牌的人
// 为好人，可进行验人，验人为通灵验人；侦探翻牌的人为狼人，当夜获得撕咬能力.
// Readings: 明察 names its player with the flip (选择一名玩家出局: at once, before the day ends): the 侦探's card is turned, he
// becomes 警长 (told), nobody may vote or be voted that day (该讨论日不再进行公投: the votes cast are void, the count is
// empty), the player goes out and the 公示 names its initial card; its rights that come with the out are void (最后一枪,
// 猎枪 …) but for a 狼美人 or a 血月使徒, last words and the badge's hand-over staying (not skills). A 隐者 in his 隐身衣
// voids it (the card turned, nobody out, the skill spent). 警犬: 狼人阵营 = the actual faction; 预言查验的非狼人阵营 = what a
// 预言 reads 非狼; the 通灵 is one night's (that night), the 撕咬 a 穿透 kill that night (等同狼刀, 无视守护), the table's
// 狗腿. 机械狼 (侦探): when a 侦探 uses 明察, the learner may name one more player (not a 侦探) that day, out the same way,
// no 警犬 moved by it; (警犬): the other way round — a 好人 (村民阵营) out gives it the 通灵, a wolf the 撕咬.

const SPARED = ['wolf_beauty', 'blood_moon_apostle'];

/** 该玩家出局公示身份（此身份为初始身份），且除狼美人和血月使徒外，不可发动其他技能. */
function putOut(tx: Tx, by: Character, t: Character): void {
  // a status keeps him in (太阳 by day: 只可死在夜晚): no 出局 to announce, nor the card (公示身份 goes with the out)
  if (passedOut(tx.state, tx.rs, t, 'insight')) {
    tx.announce(tx.t('insightSpared', { target: t.name }), {
      kind: 'insight',
      outcome: 'spared',
      target: t.name,
    });
    goOut(tx, t.name, 'insight', by.name);
    return;
  }
  tx.announce(tx.t('insightOut', { name: t.name, role: tx.rs.roles[t.role]?.name ?? t.role }), {
    kind: 'insight',
    by: by.name,
    target: t.name,
    role: t.role,
  });
  goOut(tx, t.name, 'insight', by.name);
  if (SPARED.includes(t.role)) return;
  for (const r of tx.state.rights.filter(
    (x) => x.holder === t.name && x.kind !== 'last_words' && x.kind !== 'badge',
  ))
    tx.emit(ev('RightEnded', { holder: r.holder, kind: r.kind, how: 'void' }));
}

/** A 隐者's 隐身衣 voids a day's [翻牌] on its holder. */
const immune = (tx: Tx, t: Character) =>
  defsOf(tx.rs, statusesOf(tx.state, tx.rs, t)).some(({ def }) => def.blocks?.immune);

const insight: SkillDef = {
  id: 'insight',
  name: '明察',
  kind: 'day',
  timing: { instant: true },
  effect: { flip: true },
  limits: {
    limit: 1,
    usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '明察：竞选日不可发动') : null),
  },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t) return;
      revealCard(tx, actor);
      // 侦探强制成为警长
      if (tx.state.sheriff !== actor.name) {
        tx.emit(ev('SheriffChanged', { from: tx.state.sheriff, to: actor.name, cause: 'insight' }));
        tx.notify(actor.name, tx.t('youAreSheriff'), { kind: 'sheriff' });
      }
      tx.announce(tx.t('insight', { name: actor.name, target: t.name }), { kind: 'insight', by: actor.name });
      // 该讨论日不再进行公投
      for (const c of tx.state.chars.filter((x) => x.alive))
        applyStatus(tx, c.name, 'no_public_vote', { source: actor.name, until: 'dayEnd' });
      if (immune(tx, t)) {
        tx.announce(tx.t('insightVoid', { target: t.name }), { kind: 'insight', outcome: 'void' });
        return;
      }
      const wolf = t.faction === 'wolves';
      const seenNonWolf = seenFaction(tx.state, tx.rs, t) !== 'wolves';
      putOut(tx, actor, t);
      // 警犬: 狼人阵营 → 一晚通灵; 预言查验的非狼人阵营 → 一次撕咬 (机械狼's 警犬 the other way round)
      for (const d of tx.state.chars.filter((c) => c.alive)) {
        const learned = d.statuses.some((st) => st.id === 'learned' && st.data?.role === 'police_dog');
        if (d.role === 'police_dog') {
          if (wolf) applyStatus(tx, d.name, 'dog_sense', { source: actor.name, until: 'nightEnd' });
          else if (seenNonWolf)
            applyStatus(tx, d.name, 'dog_bite', { source: actor.name, until: 'nightEnd' });
        } else if (learned) {
          const id = t.faction === 'village' ? 'mech_dog_sense' : wolf ? 'mech_dog_bite' : null;
          if (id)
            applyStatus(tx, d.name, id, { source: actor.name, until: 'nightEnd', data: { skills: [id] } });
        }
      }
      // 机械狼 学习 侦探: 可私聊进行额外指定一名玩家翻牌出局
      for (const m of tx.state.chars.filter(
        (c) => c.alive && c.statuses.some((st) => st.id === 'learned' && st.data?.role === 'detective'),
      )) {
        grantRight(tx, m.name, 'mech_insight', 'phaseEnd');
        tx.notify(m.name, tx.t('mechInsightRight'), { kind: 'right', right: 'mech_insight' });
      }
      checkEnd(tx, 'now');
    },
  },
};

const mechInsight: SkillDef = {
  id: 'mech_insight',
  name: '明察',
  kind: 'right',
  right: 'mech_insight',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  choose: {
    excludes: ({ target }) => target.role === 'detective',
    validate: ({ targets }) =>
      targets[0]?.role === 'detective' ? err('ILLEGAL_TARGET', '明察：不可指定真侦探') : null,
  },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t || immune(tx, t)) return;
      putOut(tx, actor, t);
      checkEnd(tx, 'now');
    },
  },
};

const dogSense = (id: string, unlockedBy: string): SkillDef => ({
  ...roleCheck({ id, name: '通灵', template: 'roleCheck', aliases: ['狗腿'] }),
  limits: { unlockedBy },
});

const dogBite = (id: string, unlockedBy: string): SkillDef => ({
  id,
  name: '撕咬',
  aliases: ['狗腿'],
  kind: 'night',
  limits: { unlockedBy, limit: 1 },
  effect: { lethal: true, kill: true },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      // 撕咬无视守护技能
      for (const t of a.targets) ctx.kill({ target: t, source: a.skill, by: a.as, strength: 'pierce' });
    },
  },
});

export const detective: RoleDef = {
  id: 'detective',
  name: '侦探',
  faction: 'village',
  cite: '000 村民阵营 26',
  statuses: [{ id: 'no_public_vote', name: '不再进行公投', vote: { noVote: true, noBeVoted: true } }],
  templates: {
    insight: ({ name, target }) =>
      `侦探 ${name} 发动<明察>，成为警长，本讨论日不再进行公投；指定 ${target} 出局。`,
    insightOut: ({ name, role }) => `${name} 出局，身份为【${role}】。`,
    insightVoid: ({ target }) => `对 ${target} 的明察失效。`,
    insightSpared: ({ target }) => `${target} 未出局。`,
    mechInsightRight: () => '侦探发动了<明察>：你可以额外指定一名玩家翻牌出局（不可指定真侦探）。',
    'cause.insight': () => '被侦探指定出局',
  },
  skills: [insight],
  // 机械狼 学习 侦探: the extra 明察, usable with the right a real 明察 gives
  learnable: { skills: [mechInsight] },
};

export const policeDog: RoleDef = {
  id: 'police_dog',
  name: '警犬',
  faction: 'village',
  cite: '000 村民阵营 27',
  // 有警犬在场，则必有侦探。有侦探则不一定有警犬
  dealtWith: ['detective'],
  statuses: [
    { id: 'dog_sense', name: '狗腿' },
    { id: 'dog_bite', name: '狗腿' },
    { id: 'mech_dog_sense', name: '狗腿', holder: { grantsSkills: true } },
    { id: 'mech_dog_bite', name: '狗腿', holder: { grantsSkills: true } },
  ],
  skills: [dogSense('dog_sense', 'dog_sense'), dogBite('dog_bite', 'dog_bite')],
  extraSkills: [
    { ...dogSense('mech_dog_sense', 'mech_dog_sense'), timing: { window: 'n60', orderAs: 'dog_sense' } },
    { ...dogBite('mech_dog_bite', 'mech_dog_bite'), timing: { window: 'n60', orderAs: 'dog_bite' } },
  ],
  learnable: { skills: [] },
};
