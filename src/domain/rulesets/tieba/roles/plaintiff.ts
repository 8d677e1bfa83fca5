import type { RoleDef } from '../../../engine/types';
import { malfeasance } from './prosecutor';

// [tieba] file 002 【村民阵营】 8 起诉人：2人 (l.89–90): 诉讼 —— 每个游戏日开始时，若还有公诉人存活，法官将会公示[仍有起诉人存活]。
// (公诉人 = 起诉人.) 检察官 渎职：当起诉人全部出局时，检察官立即出局 — checked as each 起诉人 goes out.
// Reading: 每个游戏日开始时 = each morning's 公示 (day 1 opens with the deal, every character in).
export const plaintiff: RoleDef = {
  id: 'plaintiff',
  name: '起诉人',
  faction: 'village',
  cite: '002 村民阵营 8',
  skills: [],
  templates: { plaintiffsAlive: () => '[仍有起诉人存活]' },
  morning: (s) => (s.chars.some((c) => c.alive && c.role === 'plaintiff') ? '[仍有起诉人存活]' : null),
  onOut: ({ tx }) => malfeasance(tx),
};
