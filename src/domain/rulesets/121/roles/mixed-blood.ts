import { applyStatus, changeFaction } from '../../../engine/effects';
import type { RoleDef, Tx } from '../../../engine/types';
import type { Character, GameState } from '../../../state';
import { cardHooks, learnedSkills } from './mech-wolf';

// [121] file 000 【不定阵营】 2 混血儿: 认亲<强制>—— 游戏开始时，混血儿必须选择一名角色进行支持。此技能发动后，混血儿成为与该角色相同的阵营。
// <认亲>一局游戏只能使用一次。 (l.454–455) l.461: 如不定阵营互相对对方使用技能，如混血混影子，则单独成为不定阵营，若无指杀技能，则获胜条件为场存4人。
// Readings: the faction is the supported character's when the opening resolves (丘比特 has acted before him: 总体流程 1);
// he is told only the change (你的阵营转变为…), not the supported one's role; supporting a character still 不定阵营
// makes the two a faction of their own (不定阵营, no kill), winning when one of them is in with four left.
// 机械狼 学习 (l.317): 混血儿，可知晓被混者具体身份，且可使用被混者的机械身份牌技能（但表面身份还是混血儿）. Readings: 被混者 = the
// one the 混血儿 supported (认亲 resolves before 学习: 总体流程 1); the learner is told its name and card, and holds what learning
// that card gives (its 机械 version: its `learnable`'s skills, a wolf card's by l.296's class rule), its set-up at the learning
// (丘比特: the lovers and <叛变>) and at his out (猎人: 最后一枪) included; checks read 混血儿 (学习好人或三方: <非狼人阵营>).

/** The character the 混血儿 `mb` supported (认亲), and its card. */
function kinOf(tx: Tx, mb: string): { kin: Character; role: RoleDef } | null {
  const me = tx.state.chars.find((c) => c.name === mb);
  const name = me?.statuses.find((st) => st.id === 'kin')?.data?.kin;
  const kin = tx.state.chars.find((c) => c.name === name);
  const role = kin ? tx.rs.roles[kin.role] : undefined;
  return kin && role ? { kin, role } : null;
}

function learnMixedBlood(tx: Tx, learner: Character, mb: Character): Record<string, unknown> {
  const k = kinOf(tx, mb.name);
  if (!k) return {};
  tx.notify(learner.name, tx.t('mechKin', { name: mb.name, kin: k.kin.name, role: k.role.name }), {
    kind: 'feedback',
    skill: 'learn',
    target: k.kin.name,
    role: k.role.id,
  });
  // the card's 机械 skills on a status of its own naming it: its out, a lost skill and the vote hooks (白痴) follow it
  applyStatus(tx, learner.name, 'mech_kin', {
    source: mb.name,
    until: null,
    data: { role: k.role.id, skills: learnedSkills(k.role) },
  });
  return k.role.learnable?.onLearn?.(tx, learner, k.kin) ?? {};
}

export const mixedBlood: RoleDef = {
  id: 'mixed_blood',
  name: '混血儿',
  faction: 'undetermined',
  cite: '000 不定阵营 2',
  factions: [{ id: 'mixed_blood', name: '不定阵营', wins: pairWins }],
  // the one supported (认亲), kept for the 机械狼 who learns him
  statuses: [
    { id: 'kin', name: '认亲' },
    // 机械狼 学习: the 被混者's card's 机械 skills
    { id: 'mech_kin', name: '学习', holder: { grantsSkills: true } },
  ],
  templates: {
    mechKin: ({ name, kin, role }) =>
      `学习：混血儿 ${name} 认亲的是 ${kin}，其身份为【${role}】。你可以使用其机械身份牌技能。`,
  },
  learnable: { skills: [], onLearn: learnMixedBlood, ...cardHooks('mech_kin') },
  skills: [
    {
      id: 'kinship',
      name: '认亲',
      kind: 'opening',
      limits: { limit: 1 },
      force: { mandatory: true, onTimeout: 'random' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const t = targets[0];
          if (!t) return;
          applyStatus(tx, actor.name, 'kin', { source: actor.name, until: null, data: { kin: t.name } });
          if (t.faction === 'undetermined') {
            changeFaction(tx, actor.name, 'mixed_blood', 'kinship');
            changeFaction(tx, t.name, 'mixed_blood', 'kinship');
            return;
          }
          changeFaction(tx, actor.name, t.faction, 'kinship');
        },
      },
    },
  ],
};

/** 若无指杀技能，则获胜条件为场存4人. */
function pairWins(s: GameState, f: string): boolean {
  return s.chars.some((c) => c.alive && c.faction === f) && s.chars.filter((c) => c.alive).length === 4;
}
