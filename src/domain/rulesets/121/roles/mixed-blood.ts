import { changeFaction } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import type { GameState } from '../../../state';

// [121] file 000 【不定阵营】 2 混血儿: 认亲<强制>—— 游戏开始时，混血儿必须选择一名角色进行支持。此技能发动后，混血儿成为与该角色相同的阵营。
// <认亲>一局游戏只能使用一次。 (l.454–455) l.461: 如不定阵营互相对对方使用技能，如混血混影子，则单独成为不定阵营，若无指杀技能，则获胜条件为场存4人。
// Readings: the faction is the supported character's when the opening resolves (丘比特 has acted before him: 总体流程 1);
// he is told only the change (你的阵营转变为…), not the supported one's role; supporting a character still 不定阵营
// makes the two a faction of their own (不定阵营, no kill), winning when one of them is in with four left.
export const mixedBlood: RoleDef = {
  id: 'mixed_blood',
  name: '混血儿',
  faction: 'undetermined',
  cite: '000 不定阵营 2',
  factions: [{ id: 'mixed_blood', name: '不定阵营', wins: pairWins }],
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
