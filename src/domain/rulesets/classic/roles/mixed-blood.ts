import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';

// [classic] file 003 混血儿（变动阵营）(l.57–59): 混血儿在第一天丘比特之前睁眼，指定一名玩家成为他的主人。混血儿的阵营取决于主人的身份而非主人的
// 阵营，并且仅取决于认主人时主人的身份。若主人是好人身份则混血儿为好人，若主人是狼人身份则混血儿为狼人阵营，若主人是吹笛者或老爷爷则混血儿是吹笛者或
// 老爷爷阵营。…混血儿无法得知主人的身份，必须在发言中自行判断。
// In the opening, before 丘比特 (the opening order): his faction becomes that of his master's card at that moment, silently (no
// notice: he cannot know it); later changes of the master's faction (lovers, …) do not move him. Readings: he does not join the
// pack (he does not know it); a check reads his faction; with no choice in time his master is drawn.
export const mixedBlood: RoleDef = {
  id: 'mixed_blood',
  name: '混血儿',
  faction: 'village',
  cite: '003 篇一 混血儿',
  skills: [
    {
      id: 'master',
      name: '认主',
      kind: 'opening',
      force: { mandatory: true },
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const master = targets[0];
          const f = master ? tx.rs.roles[master.role]?.faction : undefined;
          if (f && f !== actor.faction)
            tx.emit(ev('FactionChanged', { target: actor.name, faction: f, cause: 'mixed_blood' }));
        },
      },
    },
  ],
};
