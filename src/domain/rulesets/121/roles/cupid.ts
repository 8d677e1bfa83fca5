import { groupKill, tellLovers } from '../../../abilities';
import { applyStatus, changeFaction, groupHolders } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, Status } from '../../../state';

// [121] file 000 【不定阵营】 1 丘比特: 丘比特之箭<强制> —— 游戏开始时，丘比特须选择两名角色。这两名角色成为情侣。情侣产生后，丘比特的阵营转变为与情侣相同的
// 阵营。如情侣为两个狼人阵营，则丘比特在情侣殉情后接刀。如果情侣中有除炸弹外的其他三方，则丘与情侣加入三方阵营，胜利条件同原本三方阵营…
// 如果情侣中有炸弹或者双子星，丘比特连人无效，不会进行通知，丘比特变为村民阵营；如果情侣阵营有变动，丘比特阵营也随之变动，丘比特被验为【非狼人阵营】，
// 被通为丘比特；情侣互知共群。…如果情侣中有不定阵营，则丘与情侣成为单独的三方阵营，获得杀人技能，获胜条件为屠城。上帝使徒、隐者被连无效，也不进行
// 通知，丘比特归为村民阵营，丘比特连的人有多个三方角色，则按照三方中获胜顺序靠后的玩家的获胜条件为获胜条件。(不可被连为情侣的角色：上帝使徒、炸弹、隐者。)
// Readings: a wolf and a villager (the text names no rule) make a faction of their own like the undetermined case
// (三方, 屠城) but without a kill; lovers who are out with one of them follow it (殉情, 121 names no exception).

/**
 * The 杀人 of lovers who are their own faction (情侣中有不定阵营: 获得杀人技能). The order table does not list it;
 * reading: a 杀人 takes the 杀人 slot, just after 狼人<杀人> in (13) and in the settlement (22), so the witch's 通灵
 * (16) sees it (女巫可看到三方的指杀, l.102).
 */
const loversKnife = groupKill({ id: 'lovers_kill', name: '杀人', group: 'black_lovers', window: 'n60' });
export const loversKill: SkillDef = { ...loversKnife, timing: { ...loversKnife.timing, orderAs: 'kill' } };

/**
 * 如为三方狼情侣，则狼人阵营全部出局后情侣接刀: the 杀人 of a third-party lover and a wolf lover, usable once no
 * character of the wolves' faction is in (如为三方好人情侣，则不接刀: a third party and a villager have none).
 * Reading: a wolf lover of the pack keeps the pack's 杀人 while he is in (one knife: the heirs' waits until the
 * pack has no holder); the heirs' knife matters for a wolf lover outside the pack (隐狼, 机械狼 …).
 */
const heirsKnife = groupKill({ id: 'lovers_heir_kill', name: '杀人', group: 'wolf_lovers', window: 'n60' });
export const heirKill: SkillDef = {
  ...heirsKnife,
  timing: { ...heirsKnife.timing, orderAs: 'kill' },
  limits: {
    ...heirsKnife.limits,
    usable: (s, _actor, rs) =>
      s.chars.some((c) => c.alive && c.faction === 'wolves') || groupHolders(s, rs, 'wolves').length
        ? err('SKILL_NOT_USABLE', '三方狼情侣：狼人阵营全部出局后情侣才接刀')
        : null,
  },
};

/** Roles a lover may not be: the link is void, nobody is told, 丘比特 becomes village. */
const VOID = ['bomber', 'twin_light', 'twin_dark', 'apostle', 'hermit'];
const BASIC = ['village', 'wolves'];

/** The lovers' faction by the text's rules, from their factions now. */
export function loversFaction(rs: RulesetDef, a: Character, b: Character): string {
  const fs = [a.faction, b.faction];
  const thirds = fs.filter((f) => !BASIC.includes(f) && f !== 'undetermined' && f !== 'lovers');
  if (fs.includes('undetermined')) return 'lovers';
  if (thirds.length) {
    // 按照三方中获胜顺序靠后的
    const order = rs.winPriority ?? [];
    return [...thirds].sort((x, y) => order.indexOf(x) - order.indexOf(y)).at(-1) as string;
  }
  if (a.faction === b.faction) return a.faction;
  return 'lovers';
}

/** Puts the lovers and 丘比特 in the faction their pair calls for (情侣产生后). */
export function settleLovers(tx: Tx, cupid: string, names: string[]): void {
  const [a, b] = names.map((n) => tx.state.chars.find((c) => c.name === n) as Character);
  if (!a || !b) return;
  const f = loversFaction(tx.rs, a, b);
  for (const c of [a, b]) if (c.faction !== f) changeFaction(tx, c.name, f, 'lovers');
  changeFaction(tx, cupid, f, 'lovers');
}

/**
 * 机械狼 学习 丘比特，印完身份后得知情侣号码牌并可以立即选择将情侣中的一人变为叛变的爱人，将此人与另一名玩家（情人）相连: targets
 * [叛变的爱人, 情人]. Reading of 立即: the 学习 resolves when the opening closes (after 丘比特之箭, 总体流程 1), so the choice is a
 * right granted then and usable in the first day (the first phase he can act in), lapsing at its close (视为放弃).
 * 情人 is any living player but the two lovers (himself and 丘比特 included: the text names no exception).
 */
const mechBetray: SkillDef = {
  id: 'mech_betray',
  name: '叛变',
  kind: 'right',
  right: 'betray',
  targets: { min: 2, max: 2, self: true, among: 'alive' },
  choose: {
    validate: ({ actor, targets }) => {
      const lovers = (actor.statuses.find((st) => st.id === 'learned')?.data?.lovers as string[]) ?? [];
      const [t, p] = targets;
      if (!t || !lovers.includes(t.name))
        return err('ILLEGAL_TARGET', `叛变的爱人须是情侣之一（${lovers.join('、')}）`);
      if (p && lovers.includes(p.name)) return err('ILLEGAL_TARGET', '情人须是情侣以外的另一名玩家');
      return null;
    },
  },
  hooks: {
    apply: (tx, _actor, targets) => {
      const [t, p] = targets;
      if (!t || !p) return;
      betray(tx, t.name, p.name);
    },
  },
};

export const cupid: RoleDef = {
  id: 'cupid',
  name: '丘比特',
  faction: 'undetermined',
  cite: '000 不定阵营 1',
  templates: {
    'cause.paramour': () => '殉情',
    lovers: ({ name }) => `丘比特之箭：你与 ${name} 成为情侣。`,
    mechLovers: ({ names }) =>
      `学习：情侣为 ${names}。你可以在第1天结束前发动<叛变>：选择其中一人成为叛变的爱人，再选择另一名玩家成为情人。`,
    traitorLover: ({ name }) => `你成为叛变的爱人，与 ${name}（情人）相连。`,
    paramour: ({ name }) => `你成为情人，与 ${name}（叛变的爱人）相连。`,
  },
  seenAs: () => 'undetermined',
  // 如情侣为两个狼人阵营，则丘比特在情侣殉情后接刀 (only as a wolf: the ruleset's groupFaction)
  heir: 'wolves',
  factions: [
    // 丘与情侣成为单独的三方阵营 … 获胜条件为屠城 (the last faction standing)
    { id: 'lovers', name: '三方阵营' },
    // 叛变的爱人: 丘比特与叛变的爱人和情人胜利条件判定变更为三方阵营 (a third party of their own: the last faction standing)
    { id: 'betrayal', name: '三方阵营' },
  ],
  statuses: [
    // 情侣: 互知共群; one goes out, the other follows (殉情). With a 叛变的爱人 (机械狼 学习 丘比特):
    // 如果忠诚的爱人死亡，忠诚的爱人单独死亡 — the traitor (holding `paramour`) does not follow;
    // 如果情人死亡，叛变的爱人将殉情，忠诚的爱人存活 — nor does the loyal one after the traitor's 殉情 for the 情人
    {
      id: 'lover',
      name: '情侣',
      holder: { group: 'lovers' },
      chain: {
        on: 'link',
        kind: 'lovers',
        strength: 'lethal',
        cause: 'lovers',
        when: ({ holder, cause }) =>
          !holder.statuses.some((st) => st.id === 'paramour') && cause !== 'paramour',
      },
    },
    // 叛变的爱人 and 情人 相连: 如果叛变的爱人死亡，另外两人都将殉情 (the loyal by `lover`); 如果情人死亡，叛变的爱人将殉情
    {
      id: 'paramour',
      name: '叛变的爱人',
      chain: { on: 'link', kind: 'paramour', strength: 'lethal', cause: 'paramour' },
    },
    { id: 'cupid_follows', name: '随情侣变动', holder: { onFactionChange: followLovers } },
  ],
  extraSkills: [loversKill, heirKill],
  skills: [
    {
      id: 'arrow',
      name: '丘比特之箭',
      kind: 'opening',
      force: { mandatory: true },
      limits: { limit: 1 },
      targets: { min: 2, max: 2, self: true, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const [a, b] = targets;
          if (!a || !b) return;
          if (targets.some((t) => VOID.includes(t.role))) {
            // 丘比特连人无效，不会进行通知，丘比特变为村民阵营: nobody is told, 丘比特 neither (reading)
            if (actor.faction !== 'village')
              tx.emit(ev('FactionChanged', { target: actor.name, faction: 'village', cause: 'void' }));
            return;
          }
          // 如果情侣中有不定阵营，则丘与情侣成为单独的三方阵营，获得杀人技能: their group holds a 杀人
          const armed = targets.some((t) => t.faction === 'undetermined');
          // 如为三方狼情侣，则狼人阵营全部出局后情侣接刀
          const third = (f: string) => !BASIC.includes(f) && f !== 'undetermined';
          const heirs = targets.some((t) => t.faction === 'wolves') && targets.some((t) => third(t.faction));
          const group = armed ? 'black_lovers' : heirs ? 'wolf_lovers' : 'lovers';
          tellLovers(tx, [a, b], 'lovers', { kind: 'group', group: 'lovers' }, (me) =>
            applyStatus(tx, me.name, 'lover', { source: actor.name, data: { link: actor.name, group } }),
          );
          // 如果情侣阵营有变动，丘比特阵营也随之变动
          applyStatus(tx, actor.name, 'cupid_follows', {
            source: actor.name,
            data: { of: [a.name, b.name] },
          });
          settleLovers(tx, actor.name, [a.name, b.name]);
        },
      },
    },
  ],
  learnable: { skills: [mechBetray], onLearn: learnCupid },
};

/** The follow status's hook: 如果情侣阵营有变动，丘比特阵营也随之变动 — 丘比特 takes the changed lover's new faction. */
export function followLovers(tx: Tx, holder: Character, _st: Status, changed: Character): void {
  changeFaction(tx, holder.name, changed.faction, 'lovers');
}

/**
 * 如果情侣中有叛变的爱人，丘比特与叛变的爱人和情人胜利条件判定变更为三方阵营，忠诚的爱人胜利条件变更为自身原本身份 (机械丘比特's 叛变):
 * the traitor and the 情人 are linked (status `paramour`, see the ruleset's chains), they and 丘比特 make a third party
 * of their own (`betrayal`: the last faction standing, no kill: the text gives none); the loyal lover takes its card's
 * faction (a 不定阵营 card keeps the faction it has). 丘比特 follows the traitor's faction from now on.
 * Readings: the traitor and the 情人 are told each other (相连); the loyal lover only by a faction notice.
 */
export function betray(tx: Tx, traitor: string, paramour: string): void {
  const t = tx.state.chars.find((c) => c.name === traitor);
  const link = t?.statuses.find((st) => st.id === 'lover');
  const cupidName = link?.data?.link as string | undefined;
  if (!t || !link || !cupidName) return;
  const loyal = tx.state.chars.find(
    (c) => c.name !== traitor && c.statuses.some((st) => st.id === 'lover' && st.data?.link === cupidName),
  );
  for (const [me, other] of [
    [traitor, paramour],
    [paramour, traitor],
  ] as const) {
    applyStatus(tx, me, 'paramour', { source: cupidName, data: { link: `${traitor}>${paramour}` } });
    tx.notify(me, tx.t(me === traitor ? 'traitorLover' : 'paramour', { name: other }), {
      kind: 'group',
      group: 'paramour',
      members: [other],
    });
  }
  const cupid = tx.state.chars.find((c) => c.name === cupidName);
  if (cupid?.statuses.some((st) => st.id === 'cupid_follows')) {
    tx.emit(ev('StatusRemoved', { target: cupidName, status: 'cupid_follows' }));
    applyStatus(tx, cupidName, 'cupid_follows', { source: cupidName, data: { of: [traitor] } });
  }
  if (loyal) {
    const own = tx.rs.roles[loyal.role]?.faction;
    if (own && own !== 'undetermined') changeFaction(tx, loyal.name, own, 'lovers');
  }
  for (const n of [traitor, paramour, cupidName]) changeFaction(tx, n, 'betrayal', 'lovers');
}

/** 印完身份后得知情侣号码牌: told the learned 丘比特's lovers (none after a void link: 不会进行通知) and given the right. */
function learnCupid(tx: Tx, actor: Character, cupid: Character): Record<string, unknown> {
  const lovers = tx.state.chars
    .filter((c) => c.statuses.some((st) => st.id === 'lover' && st.data?.link === cupid.name))
    .map((c) => c.name);
  if (lovers.length !== 2) return {};
  tx.notify(actor.name, tx.t('mechLovers', { names: lovers.join('、') }), {
    kind: 'feedback',
    skill: 'learn',
    lovers,
  });
  const was = tx.rightsPhase;
  tx.rightsPhase = { kind: 'day', day: 1 };
  grantRight(tx, actor.name, 'betray', 'phaseEnd');
  tx.rightsPhase = was;
  return { lovers };
}
