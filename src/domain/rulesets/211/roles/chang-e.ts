import { revealCard } from '../../../abilities';
import { applyStatus, blockedBy, settleEnvNow, statusesOf } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { hasStatus } from '../../../state';

// [211] file 001 【皇帝阵营】6 嫦娥（女）③: 夜<强制>[翻牌] —— 嫦娥在游戏日夜晚常驻[不死]状态（对殉情无效），嫦娥出局时将会触发此技能并公示[长夜漫漫]，
// 下一个游戏日夜晚将额外进行一轮[早夜-晨曦第一阶段]。…多个嫦娥效果触发可以叠加。怀孕技能[强制] —— [夜]造成的额外夜晚，[非村民阵营]全部获得[净化]状态，
// 持续至夜晚结束，且额外获得[成仙]技能。成仙[正午] —— 游戏日白天，可对自己造成[致死伤害]，若因此出局，发动者永久获得[自由]状态。
// The extra round itself is the ruleset's (index.ts: extraRound from 早夜1 to 晨曦1, the 长夜漫漫 statuses counted).

const night: SkillDef = {
  id: 'long_night',
  name: '夜',
  kind: 'passive',
  force: { mandatory: true },
  effect: { flip: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

/**
 * 211 嫦娥's 怀孕技能: [夜]造成的额外夜晚，[非村民阵营]全部获得[净化]状态，持续至夜晚结束 — read from the 长夜漫漫
 * statuses of tonight that carry it (the ruleset's `extraRound.onStart`).
 */
export function longNightStarts(tx: Tx): void {
  const day = tx.state.phase.day;
  const purify = tx.state.chars.some((c) =>
    c.statuses.some((st) => st.id === 'long_night' && st.data?.night === day && st.data?.purify === true),
  );
  if (!purify) return;
  for (const c of tx.state.chars)
    if (c.alive && c.faction !== 'village')
      applyStatus(tx, c.name, 'purify', { source: 'long_night', until: 'nightEnd' });
}

export const changE: RoleDef = {
  id: 'chang_e',
  name: '嫦娥',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 6',
  statuses: [
    // 夜<强制>: 游戏日夜晚常驻[不死]状态（对殉情无效）(innate by night; not under [遗忘]: l.81)
    {
      id: 'night_undying',
      name: '不死',
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'], protectsNot: ['lovers'] },
    },
    // 长夜漫漫 — the extra rounds of a night (data.night; data.purify with her 怀孕技能)
    { id: 'long_night', name: '长夜漫漫' },
  ],
  templates: {
    longNight: () => '长夜漫漫。',
    'cause.ascend': () => '成仙',
  },
  innate: [{ status: 'night_undying', phase: 'night', by: night }],
  skills: [
    night,
    {
      id: 'ascend',
      name: '成仙',
      kind: 'day',
      timing: { instant: true, noon: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor) => {
          const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
            target: actor.name,
            source: 'ascend',
            by: actor.name,
            strength: 'lethal',
            cause: 'ascend',
          });
          if (!cause) return;
          goOut(tx, actor.name, cause, actor.name);
          // 若因此出局，发动者永久获得[自由]状态
          if (!tx.state.chars.find((c) => c.name === actor.name)?.alive)
            applyStatus(tx, actor.name, 'free', { source: actor.name, until: null });
        },
      },
    },
  ],
  onOut: ({ tx, char }) => {
    // <强制>: [遗忘] takes it away
    if (blockedBy(tx.rs, statusesOf(tx.state, tx.rs, char), night)) return;
    revealCard(tx, char);
    tx.news(tx.t('longNight'), { kind: 'long_night', name: char.name });
    // 下一个游戏日夜晚: tonight's when she goes out by day, the next when by night
    const ph = tx.state.phase;
    applyStatus(tx, char.name, 'long_night', {
      source: char.name,
      until: null,
      data: { night: ph.kind === 'night' ? ph.day + 1 : ph.day, purify: hasStatus(char, 'favoured') },
    });
  },
};
