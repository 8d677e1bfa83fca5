import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef } from '../../../engine/types';
import { ev } from '../../../events';
import { shuffle } from '../../../rng';
import type { Character, GameState } from '../../../state';
import { swappable } from './inherit';

// [211] file 001 飘零 · 不定身份 7 盗贼（？） (l.928–929):
// 偷换[开局]<强制>——游戏开始时，盗贼根据马甲，获得两张未加入且性别相同的身份，盗贼需选择一个身份作为自己本次游戏的身份，除[实际身份]仍然为
// 盗贼以外，其余属性与被选择的身份相同。
// 行动顺序总集 (l.1013–1016): 开局，确定各方人数 → 盗贼 偷换 → 确定各方具体阵容 → 发放账号，玩家得知身份 → 鬼魂新娘 …
// 用语定义 身份更换 (l.125–129): 1 不会获得验人系身份 … 3 这个角色的底牌身份永远是原本身份，表面身份则为更换的身份.
// Readings:
// - 未加入且性别相同: two roles of the text drawn at the deal (an event) among those nobody was dealt, of the vest's gender (a
//   vest without one: any), told him at once ('偷换：…'). Left out: 盗贼, the 皇帝 cards (三个皇帝身份…只会出现一个), what 身份更换
//   excludes (./inherit.ts `swappable`: the 验人系 — their 1–3 are counted at the deal — and a parent of a child in play), a role whose 有X必有Y partner is not dealt (dealtWith), the contract's
//   plain 村民/狼人 (not in the text).
// - The choice is the opening's first (行动顺序总集 puts it before the others' cards are sent) and takes effect at once when
//   submitted (an instant opening skill), so the card's own [开局] skills are his to choose in the same opening (月老牵线, 追随
//   …); missed, a card is drawn at the close and its [开局] skills are drawn too.
// - 其余属性与被选择的身份相同: he becomes the card (RoleChanged: its faction, skills, [群内]/[接刀] at its place, innate statuses,
//   its 表面身份 — 锦衣卫's 通灵 reads it), its start (a 魔教教主's list) runs then; 实际身份仍然为盗贼: a status keeps the card
//   dealt (actualRole), which the checks of the 实际身份 read (地头蛇 查验, 占星师, 落魄亲王, 巾帼).

const ROLE = 'thief';
const SKILL = 'thief_swap';

/** The roles he may be offered (未加入且性别相同, the exclusions above). */
function offerable(s: GameState, rs: RulesetDef, c: Character): RoleDef[] {
  const dealt = new Set(s.chars.map((x) => x.role));
  return Object.values(rs.roles).filter(
    (r) =>
      r.cite?.startsWith('001 ') &&
      r.cite !== '001 contract' &&
      r.id !== ROLE &&
      r.card !== '皇帝' &&
      swappable(rs, dealt, r) &&
      !dealt.has(r.id) &&
      (!c.gender || r.gender === c.gender) &&
      (r.dealtWith ?? []).every((id) => dealt.has(id)),
  );
}

const cardsOf = (c: Character): string[] =>
  (c.statuses.find((st) => st.id === 'thief_cards')?.data?.cards as string[] | undefined) ?? [];

/** He becomes the card: RoleChanged (its faction), the card dealt kept as his 实际身份, told, the card's start run. */
function takeCard(tx: Tx, c: Character, role: RoleDef): void {
  tx.emit(ev('RoleChanged', { target: c.name, role: role.id, faction: role.faction, cause: 'thief' }));
  // the card taken is no [状态] (not lifted by a [遗忘]: by null)
  applyStatus(tx, c.name, 'thief_card', {
    source: c.name,
    until: null,
    data: { actualRole: ROLE },
    by: null,
  });
  const faction = tx.rs.factions[role.faction]?.name ?? role.faction;
  tx.notify(c.name, tx.t('thiefTook', { role: role.name, faction }), {
    kind: 'role',
    role: role.name,
    roleId: role.id,
    faction: role.faction,
  });
  const me = tx.state.chars.find((x) => x.name === c.name) as Character;
  role.onStart?.(tx, me);
}

export const thief: RoleDef = {
  id: ROLE,
  name: '盗贼',
  faction: 'undetermined',
  cite: '001 不定身份 7',
  statuses: [
    { id: 'thief_cards', name: '偷换' },
    { id: 'thief_card', name: '实际身份：盗贼' },
  ],
  templates: {
    thiefCards: ({ cards }) => `偷换：你获得的两张身份为 ${cards}，请选择一张作为本局游戏的身份（<偷换>）。`,
    thiefTook: ({ role, faction }) =>
      `偷换：你本局游戏的身份为【${role}】，属于${faction}（实际身份仍为盗贼）。`,
  },
  // 游戏开始时，盗贼根据马甲，获得两张未加入且性别相同的身份
  onStart: (tx, c) => {
    const pool = offerable(tx.state, tx.rs, c).map((r) => r.id);
    if (!pool.length) return;
    const cards = tx.draw('thief_cards', (rng) => {
      const [order, r1] = shuffle(rng, pool);
      return [order.slice(0, 2), r1];
    });
    applyStatus(tx, c.name, 'thief_cards', { source: c.name, until: null, data: { cards } });
    const names = cards.map((id) => tx.rs.roles[id]?.name ?? id);
    tx.notify(c.name, tx.t('thiefCards', { cards: names.join('、') }), {
      kind: 'feedback',
      skill: SKILL,
      cards: names,
    });
  },
  skills: [
    {
      id: SKILL,
      name: '偷换',
      kind: 'opening',
      force: { mandatory: true },
      timing: { instant: true },
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        choicesFor: (_s, c, rs) => cardsOf(c).map((id) => rs.roles[id]?.name ?? id),
      },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          const role = cardsOf(actor)
            .map((id) => tx.rs.roles[id])
            .find((r) => r?.name === choice);
          if (role) takeCard(tx, actor, role);
        },
      },
    },
  ],
};
