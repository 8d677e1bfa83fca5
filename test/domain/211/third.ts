import type { Game } from '../harness';
import { day, started211, TABLE211 } from './table';

/**
 * A table where 嫔 and 狼A are 月老's lovers (a 狼+村民 pair: 丘与情侣加入黑情侣阵营, file 001 l.890): 嫔 is then of a
 * 三方 faction (黑情侣), for the skills that read 三方或不定. 道 is 月老; `swap` deals the others. Night 1 is open.
 */
export function withBlackLovers(swap: Record<string, string>): Game {
  const roles = { ...TABLE211, 帝: '村民', 道: '月老', ...swap };
  const g = started211(roles);
  g.act('道', '月老牵线', ['嫔', '狼A']);
  g.close();
  day(g);
  return g;
}
