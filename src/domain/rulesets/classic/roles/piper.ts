import { charm, charmedAll } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 吹笛者 (l.61–62): 吹笛者自成一个阵营。每天晚上，吹笛者可以迷惑2个人，不可迷惑自己，被迷惑的人功能不产生变化，上帝会用手轻碰被迷惑的
// 人示意他们，之后吹笛者闭眼，所有已经被迷惑过的玩家同时睁眼确认。吹笛者若是迷惑了在场除自己外的所有活人，吹笛者就赢了。若混血儿的主人为吹笛者，则混血儿
// 胜利条件与吹笛者相同但吹笛者仍需迷惑混血儿。
// The shared 迷惑 (abilities/charm.ts, 121's 吹笛) with classic's meeting: each night he charms, every charmed player (tonight's and
// before) is told all the charmed (所有已经被迷惑过的玩家同时睁眼确认); the charm lasts the game and changes nothing else. A faction of
// his own (吹笛者阵营, 特殊阵营) winning, first of all but 天使/老爷爷, when he lives and every other living player is charmed — a 混血儿
// of his faction included (仍需迷惑混血儿). Readings: up to two a night (one already charmed may be named again: a 2 is the most);
// a check reads him 好人 (not a wolf, 篇二 6(5)); the good side wins only once he is out (坏身份); the wolves' 屠城 needs him out.
export const piper: RoleDef = {
  id: 'piper',
  name: '吹笛者',
  faction: 'piper',
  cite: '003 篇一 吹笛者',
  factions: [{ id: 'piper', name: '吹笛者阵营', wins: charmedAll('piper', 'role') }],
  statuses: [{ id: 'piped', name: '迷惑' }],
  templates: {
    piped: ({ names }) => `迷惑：你被吹笛者迷惑了。所有已被迷惑的玩家：${names}。`,
    'win.piper': () => '吹笛者迷惑了在场除自己外的所有活人',
  },
  skills: [charm({ id: 'pipe', name: '迷惑', meet: 'all' })],
};
