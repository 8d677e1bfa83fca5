import type { RoleDef } from '../../../engine/types';
import { darkVote } from '../pools';
import { work } from '../projects';

// [pku] file 004 民 (l.359–367): the FAQ's 民, the contract's 村民. 上工 (工程, ../projects.ts): 被标记后不获得通知 (l.361),
// 被标记后上工不增加进度 (l.363), 不会因为死亡而失去对夜间工程的贡献 (l.365). 投暗票（好人白给池≥6特效）有效 (l.363): 暗票
// (../pools.ts darkVote; a mark does not stop it). Not yet: 【蝼蚁一噬】 (l.367: 默认发动，但可以选择不发动 — its effect is in
// the missing rules post).
export const villager: RoleDef = {
  id: 'villager',
  name: '村民',
  aliases: ['民'],
  faction: 'village',
  cite: '004 民',
  skills: [work, darkVote],
};
