import { applyStatus, settleEnvNow } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { type Character, hasStatus } from '../../../state';
import { forgetting } from './forgetting';

// [211] file 001 【能臣异士】19 皇后（女）⑥ (l.341–345):
// 母仪天下[强制] —— 皇后开局获得X个名册（X为开局总人数*0.4，四舍五入），每有任何一名[实际阵营]为[皇帝阵营]的角色宣布出局，皇后会立刻收到通知损失一个名册，
// 当名册为0或负数时，皇后每个[晨曦]阶段开始都会承受一次[致死伤害]。皇后永久获得[不死]状态（除了自己技能自杀）。
// 怀孕技能[强制] —— 名册为0或负数时不再自杀。
// 行动顺序总集 晨曦1 皇后<九尾自杀> (first in the slot).
// Readings: 开局总人数 = the players dealt (12 → 5). 宣布出局: a loss when the out is public — an out by day (正午, the vote)
// at once; the outs of 黄昏 when 早夜1 opens; the night's when the next day opens (after the morning 公示), or when 嫦娥's
// extra round opens (its outs are announced first) — so a 村民阵营 character out tonight does not count at tonight's 晨曦.
// Each out counts (one revived and out again counts again); the actual faction when it goes out. The [致死伤害] at each
// 晨曦1 is her own (cause 九尾自杀): her [不死] lets it through, any other [不死] (皇城戒严) stops it. [遗忘] (a <强制> skill
// lost, [怀孕] included) takes her [不死] and the 自杀 while it lasts (若强制技能提供任何[状态]…也一同失效); the count goes on.
// 怀孕技能: once she has been 临幸'd, no 自杀 (the count goes on).

const NINE_TAILS = 'nine_tails';

const motherhood: SkillDef = {
  id: 'motherhood',
  name: '母仪天下',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

/** The 晨曦 自杀's place in the order table (皇后<九尾自杀>). */
const nineTails: SkillDef = {
  id: NINE_TAILS,
  name: '九尾自杀',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

const lostKey = (c: Character): string => `${c.name}@${c.outOrder ?? 0}`;

/** 名册 left: X less one for each loss. */
export function rosterLeft(empress: Character): number {
  const roster = empress.statuses.find((st) => st.id === 'roster');
  const x = Number(roster?.data?.n ?? 0);
  return x - empress.statuses.filter((st) => st.id === 'roster_lost').length;
}

/** Each 村民阵营 character out now and not yet counted costs one 名册, told at once. */
function countLosses(tx: Tx, empress: Character): void {
  if (!empress.alive) return;
  for (const c of tx.state.chars) {
    if (c.alive || c.faction !== 'village' || c.name === empress.name) continue;
    const me = tx.state.chars.find((x) => x.name === empress.name);
    if (!me || me.statuses.some((st) => st.id === 'roster_lost' && st.data?.key === lostKey(c))) continue;
    applyStatus(tx, me.name, 'roster_lost', { source: c.name, until: null, data: { key: lostKey(c) } });
    const after = tx.state.chars.find((x) => x.name === empress.name) ?? me;
    tx.notify(me.name, tx.t('rosterLost', { n: rosterLeft(after) }), { kind: 'skill', skill: 'motherhood' });
  }
}

export const empress: RoleDef = {
  id: 'empress',
  name: '皇后',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 19',
  // 皇后永久获得[不死]状态（除了自己技能自杀）: 母仪天下's (<强制>): not while a [遗忘] takes it (l.81)
  innate: [{ status: 'empress_undying', by: motherhood }],
  statuses: [
    {
      id: 'empress_undying',
      name: '不死',
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'], protectsNot: [NINE_TAILS] },
      vote: { noVoteOut: true },
    },
    // 名册: X at the start (data.n); it waits for every out (data.of: all the players)
    {
      id: 'roster',
      name: '名册',
      holder: {
        phaseOrder: NINE_TAILS,
        onOtherOut: (tx, holder) => {
          if (tx.state.phase.kind === 'day') countLosses(tx, holder);
        },
        onPhaseStart: (tx, holder) => {
          const ph = tx.state.phase;
          if (ph.window === 'day' || ph.window === '早夜1') countLosses(tx, holder);
          if (ph.kind !== 'night' || ph.window !== '晨曦1' || !holder.alive) return;
          if (forgetting(holder) || hasStatus(holder, 'favoured')) return;
          if (rosterLeft(holder) > 0) return;
          const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
            target: holder.name,
            source: NINE_TAILS,
            by: holder.name,
            strength: 'lethal',
            cause: NINE_TAILS,
          });
          if (cause) goOut(tx, holder.name, cause, holder.name);
        },
      },
    },
    // one 名册 lost (data.key: whose out, and which)
    { id: 'roster_lost', name: '损失名册' },
  ],
  templates: {
    rosterGiven: ({ n }) => `母仪天下：你获得了${n}个名册。`,
    rosterLost: ({ n }) => `母仪天下：有皇帝阵营的角色出局，你损失了一个名册（剩余${n}个）。`,
    [`cause.${NINE_TAILS}`]: () => '九尾自杀',
  },
  skills: [
    motherhood,
    nineTails,
    {
      id: 'empress_pregnancy',
      name: '怀孕技能',
      kind: 'passive',
      force: { mandatory: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  onStart: (tx, c) => {
    const n = Math.round(tx.state.chars.length * 0.4);
    applyStatus(tx, c.name, 'roster', {
      source: c.name,
      until: null,
      data: { n, of: tx.state.chars.map((x) => x.name) },
    });
    tx.notify(c.name, tx.t('rosterGiven', { n }), { kind: 'skill', skill: 'motherhood' });
  },
};
