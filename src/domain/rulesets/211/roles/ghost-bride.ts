import { tellLovers } from '../../../abilities';
import { applyStatus, changeFaction, statusesOf } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { pick } from '../../../rng';
import { type Character, type GameState, hasStatus } from '../../../state';
import { judgePair, matchLearnable, VOID_CARDS, VOID_ROLES } from './matchmaker';
import { paperBride } from './paper-bride';

// [211] file 001 【诸侯】11 鬼魂新娘[接刀]（女）（60） (l.835–842):
// 身份属性（不是技能）：鬼魂新娘的接刀顺序为其他所有[群内]和[接刀]的角色都出局（若另外一半是不定阵营则无效因为已经有刀），其他角色获得鬼魂新娘
// 的技能时，获得丘比特的技能而非鬼魂新娘的技能。
// 冥婚[开局][指定]——选择范围：任意一名角色。结算效果：结算目标若不是皇帝，丘比特，炸弹，上帝使徒，双子星或持有[隐身]状态，鬼魂新娘与目标角色获得
// [真爱情侣]状态（参考丘比特），若是上述角色，则可立刻重新选择。
// 获得真爱情侣状态之后，若真爱情侣的另外一半为村民阵营的角色，则随机一个狼人阵营的角色成为证婚人，其实际阵营变为和鬼魂新娘情侣相同的阵营（同丘比特随
// 情侣变动），并且情侣和证婚人互知不共群。若真爱情侣的另外一半为狼人阵营的角色，则随机一个村民阵营的角色成为证婚人，效果相同。若另外一半为三方或不定
// 阵营，则可以由情侣自行选择一个证婚人。
// 证婚人一定不是皇帝，丘比特，炸弹，上帝使徒，双子星或持有[隐身]状态的角色，若自行选择的证婚人选中上述角色，则本局游戏将不存在证婚人。
// 怀孕技能[强制]——证婚人加入鬼魂新娘群，且鬼魂新娘获得纸嫁衣的[魅惑]技能。
// 胜负判定 【三方阵营】9、鬼魂新娘黑情侣：屠城. (行动顺序总集 开局: 鬼魂新娘 连情侣, before 月老.)
//
// Readings:
// - 冥婚 is not <强制>: a missed choice is no link. A target of the list (a 皇帝 card, 月老 — the text's 丘比特 —, 双子星 = 明光神姬 /
//   暗夜魔君, a [隐身] holder; 炸弹 and 上帝使徒 are no 211 roles) is refused at once (ILLEGAL_TARGET): 则可立刻重新选择.
// - The pair is judged by 月老's rules (参考丘比特: the shared `judgePair`), the bride counting as her own 三方: a lover of 村民 /
//   狼人阵营 (or another 三方) joins her faction (鬼魂新娘黑情侣阵营, 屠城: the last faction standing), checks read 黑情侣 for both,
//   a wolf lover loses its [群内]/[接刀]; a 不定 lover (its master not chosen yet: she links first) makes the two 黑情侣 with their
//   own [群内] 杀人 — and then her [接刀] is void (已经有刀).
// - 证婚人 (the factions as the link resolves): drawn (an event) among the living of the other side but the lovers and the roles
//   and statuses of the list; a 三方 or 不定 lover: the one the bride names with 冥婚 (the choice, optional; 情侣自行选择 — the
//   lover has no say before the link exists, so she names it for the pair), one of the list → no 证婚人. The 证婚人 joins the
//   pair's faction (told) and follows the bride's (同丘比特随情侣变动); the three are told each other, not grouped. A wolf 证婚人
//   keeps its tags (the text takes them from lovers only).
// - [接刀]: she takes the wolves' 杀人 once every [群内] and [接刀] is out — a status heir (the engine's last: after every role's
//   接刀), whatever her faction.
// - 获得鬼魂新娘的技能: `gainedAs` (月老牵线) — read by every 211 role that takes another's skills (./inherit.ts).
// - 怀孕技能[强制] (while she holds 临幸, not under [遗忘]): from the next slot after the 临幸 the 证婚人 is in her lovers' group, and she
//   holds 纸嫁衣's 魅惑 (one target: 纸嫁衣's own 怀孕 doubles it, not hers), ordered as 纸嫁衣's (深夜1).

const ROLE = 'ghost_bride';

/** 皇帝，丘比特，炸弹，上帝使徒，双子星或持有[隐身]状态 (those 211 has) */
const listed = (s: GameState, rs: RulesetDef, c: Character): boolean =>
  VOID_CARDS.includes(rs.roles[c.role]?.card ?? '') ||
  VOID_ROLES.includes(c.role) ||
  c.role === 'matchmaker' ||
  statusesOf(s, rs, c).some((st) => st.id === 'invisible');

const char = (tx: Tx, name: string) => tx.state.chars.find((c) => c.name === name) as Character;

/** The 证婚人 of the pair, or null (none of that side, or a listed one named). */
function witnessOf(tx: Tx, bride: Character, lover: Character, named: string | null): Character | null {
  const ok = (c: Character) =>
    c.alive && c.name !== bride.name && c.name !== lover.name && !listed(tx.state, tx.rs, c);
  const side = lover.faction === 'village' ? 'wolves' : lover.faction === 'wolves' ? 'village' : null;
  if (!side) {
    const c = tx.state.chars.find((x) => x.name === named);
    return c && ok(c) ? c : null;
  }
  const pool = tx.state.chars.filter((c) => c.faction === side && ok(c)).map((c) => c.name);
  if (!pool.length) return null;
  return char(
    tx,
    tx.draw('ghost_bride:witness', (r) => pick(r, pool)),
  );
}

/** 纸嫁衣's 魅惑 as hers (怀孕技能): one target, ordered as 纸嫁衣's. */
const charmBase = paperBride.skills.find((k) => k.id === 'charm') as SkillDef;
const brideCharm: SkillDef = {
  ...charmBase,
  id: 'ghost_bride_charm',
  timing: { ...charmBase.timing, window: '深夜1', orderAs: 'charm' },
  limits: { ...charmBase.limits, unlockedBy: 'favoured' },
  choose: { ...charmBase.choose, targetsFor: () => ({ min: 1, max: 1, self: true, among: 'alive' }) },
};

const wed: SkillDef = {
  id: 'ghost_wedding',
  name: '冥婚',
  aliases: ['连情侣'],
  kind: 'opening',
  limits: { limit: 1 },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  choose: {
    // 若是上述角色，则可立刻重新选择
    validate: ({ state, rs, targets }) => {
      const t = targets.find((c) => listed(state, rs, c));
      return t
        ? err('ILLEGAL_TARGET', `冥婚：${t.name} 是皇帝、月老、双子星或持有[隐身]状态的角色，请重新选择`)
        : null;
    },
    // the 证婚人 the bride names for a 三方 / 不定 lover (optional): a character's name
    parseChoice: (s, choice) =>
      !choice || s.chars.some((c) => c.name === choice) ? null : `冥婚：没有名为 ${choice} 的角色`,
  },
  hooks: {
    apply: (tx, actor, targets, choice) => {
      const t = targets[0];
      if (!t || listed(tx.state, tx.rs, t)) return;
      const lover = char(tx, t.name);
      const witness = witnessOf(tx, actor, lover, choice ?? null);
      const undetermined = lover.faction === 'undetermined';
      tellLovers(tx, [actor, lover], 'ghostWedding', { kind: 'group', group: 'lovers', lover: 'true' });
      judgePair(tx, actor.name, [actor.name, lover.name], [actor.faction, lover.faction], false);
      // 若另外一半是不定阵营则[接刀]无效（已经有刀）
      if (undetermined)
        tx.emit(ev('StatusRemoved', { target: actor.name, status: 'bride_heir', source: actor.name }));
      if (!witness) return;
      // 其实际阵营变为和鬼魂新娘情侣相同的阵营（同丘比特随情侣变动）
      changeFaction(tx, witness.name, char(tx, actor.name).faction, 'witness');
      applyStatus(tx, witness.name, 'wedding_witness', {
        source: actor.name,
        until: null,
        data: { of: [actor.name] },
      });
      // 情侣和证婚人互知不共群
      const pair = `${actor.name}、${lover.name}`;
      tx.notify(witness.name, tx.t('ghostWitness', { pair }), {
        kind: 'feedback',
        skill: 'ghost_wedding',
        pair,
      });
      for (const n of [actor.name, lover.name])
        tx.notify(n, tx.t('ghostWitnessIs', { name: witness.name }), {
          kind: 'feedback',
          skill: 'ghost_wedding',
          witness: witness.name,
        });
    },
  },
};

export const ghostBride: RoleDef = {
  id: ROLE,
  name: '鬼魂新娘',
  gender: '女',
  faction: ROLE,
  cite: '001 诸侯 11',
  // 鬼魂新娘黑情侣：屠城 (the last faction standing)
  factions: [{ id: ROLE, name: '鬼魂新娘黑情侣阵营' }],
  // 其他角色获得鬼魂新娘的技能时，获得丘比特的技能而非鬼魂新娘的技能
  gainedAs: ['match'],
  // 美女画皮 (l.737) 鬼魂新娘：同丘比特 — the 机械狼版本 is 月老's (the [锁链] lines after it name no 211 status)
  learnable: matchLearnable,
  statuses: [
    // [接刀]: 接刀顺序为其他所有[群内]和[接刀]的角色都出局
    { id: 'bride_heir', name: '接刀', holder: { heir: 'wolves' } },
    {
      id: 'wedding_witness',
      name: '证婚人',
      holder: {
        // 同丘比特随情侣变动
        onFactionChange: (tx, holder, _st, changed) =>
          changeFaction(tx, holder.name, changed.faction, 'witness'),
        // 怀孕技能[强制]——证婚人加入鬼魂新娘群 (from the slot after the 临幸)
        onPhaseStart: (tx, holder, st) => {
          const bride = tx.state.chars.find((c) => c.name === st.source);
          if (!bride || st.data?.group || !hasStatus(bride, 'favoured')) return;
          if (statusesOf(tx.state, tx.rs, bride).some((x) => tx.rs.statuses[x.id]?.blocks?.blocksMandatory))
            return;
          applyStatus(tx, holder.name, 'wedding_witness', {
            source: bride.name,
            until: null,
            data: { ...st.data, group: 'lovers' },
          });
          tx.notify(holder.name, tx.t('ghostWitnessGroup', { name: bride.name }), {
            kind: 'group',
            group: 'lovers',
          });
        },
      },
    },
  ],
  templates: {
    ghostWedding: ({ name }) => `冥婚：你与 ${name} 成为[真爱情侣]，共群。`,
    ghostWitness: ({ pair }) => `冥婚：你成为 ${pair} 的证婚人。`,
    ghostWitnessIs: ({ name }) => `冥婚：${name} 是你们的证婚人。`,
    ghostWitnessGroup: ({ name }) => `冥婚：你加入 ${name} 的情侣群。`,
  },
  onStart: (tx, c) => applyStatus(tx, c.name, 'bride_heir', { source: c.name, until: null }),
  skills: [wed, brideCharm],
};
