import { KILLED_CAUSES, rustySword } from '../../../abilities';
import { applyStatus, skillIndex } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 21 锈剑骑士 (l.147–148):
// 破伤风〈强制〉 —— 当锈剑骑士被狼人杀害的时，锈剑骑士电梯楼下方第一个狼人因为锈剑导致破伤风，只能苟且偷生一天，当锈剑骑士宣布死亡的
// 下一个讨论日白天，该狼人因伤口感染而病逝。
// 机械狼 学习 (l.321): 锈剑骑士，当因神牌技能致死时，对其进行伤口感染（多人致其死亡选左手边最近的），伤口感染的神牌，在第二天天亮宣布死亡.
// Readings: 被狼人杀害 = put out by a kill (指杀, 毒药, 同守同救 — not a vote, not a chain out) whose user is a 狼人阵营
// character (the pack's 杀人, 冲锋 …); 下方 = the following seats of the 电梯楼, the end joining the start, those out
// skipped; 狼人 = a 狼人阵营 character (actual faction); the death is announced the next morning when he goes out at
// night (the same day by day): the wolf lives that day and goes out when the following day opens, announced at once
// (the status `tetanus` ends then and puts its holder out). 机械狼: 神牌 = a 村民阵营 card but 村民; its death "第二天天亮"
// = when the day after his out opens; 多人致其死亡: the 神牌 whose lethal skills settled on him in that phase (and the one whose
// kill put him out), the nearest on his left — 左手边 read as the floors above him on the 电梯楼 (the start joining the end).

/** The day that opens with the announcement of an out now: the next morning by night, today by day. */
const announcedOn = (s: GameState): number => (s.phase.kind === 'night' ? s.phase.day + 1 : s.phase.day);

export const rustySwordKnight: RoleDef = {
  id: 'rusty_sword_knight',
  name: '锈剑骑士',
  faction: 'village',
  cite: '000 村民阵营 21',
  statuses: [
    {
      id: 'tetanus',
      name: '破伤风',
      lifetime: { outWhenEnds: { cause: 'tetanus', announce: 'tetanusOut' } },
    },
  ],
  templates: {
    tetanusOut: ({ name }) => `${name} 因伤口感染而病逝。`,
    'cause.tetanus': () => '因伤口感染而病逝',
  },
  skills: [
    {
      id: 'tetanus',
      name: '破伤风',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  // 只能苟且偷生一天，当锈剑骑士宣布死亡的下一个讨论日白天…病逝
  onOut: rustySword((tx, wolf, knight) =>
    applyStatus(tx, wolf.name, 'tetanus', {
      source: knight.name,
      at: { at: 'dayStart', day: announcedOn(tx.state) + 1 },
    }),
  ),
  learnable: {
    skills: [],
    // 机械狼 学习 锈剑骑士: 当因神牌技能致死时，对其进行伤口感染…伤口感染的神牌，在第二天天亮宣布死亡
    onOut: ({ tx, char, cause, by }) => {
      if (!KILLED_CAUSES.includes(cause)) return;
      const god = (c: Character | undefined): c is Character => {
        const card = c ? tx.rs.roles[c.role] : undefined;
        return Boolean(c?.alive && card?.faction === 'village' && card.id !== 'villager');
      };
      // 多人致其死亡选左手边最近的: the 神牌 whose lethal skills settled on him in this phase, and the one whose kill put him
      // out; several: the nearest on his left (左手边: the floors above him on the 电梯楼, the start joining the end)
      const ph = tx.state.phase;
      const idx = skillIndex(tx.rs);
      const users = tx.state.history
        .filter(
          (h) =>
            h.day === ph.day &&
            h.phase === ph.kind &&
            (h.settled ?? h.targets).includes(char.name) &&
            idx.get(h.skill)?.effect?.lethal,
        )
        .map((h) => h.actor);
      const names = new Set([...users, ...(by ? [by] : [])]);
      const n = tx.state.chars.length;
      const i = tx.state.chars.findIndex((c) => c.name === char.name);
      let infected: Character | undefined;
      for (let k = 1; k < n && !infected; k++) {
        const x = tx.state.chars[(i - k + n) % n];
        if (x && names.has(x.name) && god(x)) infected = x;
      }
      if (!infected) return;
      applyStatus(tx, infected.name, 'tetanus', {
        source: char.name,
        at: { at: 'dayStart', day: tx.state.phase.day + 1 },
      });
    },
  },
};
