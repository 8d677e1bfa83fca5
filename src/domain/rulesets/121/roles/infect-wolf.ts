import { applyStatus, changeFaction, groupMembers } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 5 种狼: 互知共群; 杀人; 感染<限定> —— 将群内狼人的指杀改为选择一名玩家，将其天亮时感染（此感染女巫不可见，
// 无视守护类技能）为狼人阵营（本身底牌不变，但失去原本技能，被通灵为初始底牌，被验为查杀），但种狼将死亡，法官会公屏宣布有玩家被感染成了狼人。
// 种狼可独自选择感染目标。(注: 种狼感染优先级最高 — first in the settlement.)
// Readings: the infection takes the slot just after 杀人 and takes the group's 指杀 away (so 通灵 sees no kill);
// the 种狼 dies for using it even if the target turns out void (拥抱); the infected joins the wolves' group (被感染成了狼人).
export const infectWolf: RoleDef = {
  id: 'infect_wolf',
  name: '种狼',
  faction: 'wolves',
  cite: '000 狼人阵营 5',
  // 感染为狼人阵营 and into the wolves' group; 法官会公屏宣布有玩家被感染成了狼人
  statuses: [{ id: 'infected', name: '感染', holder: { group: 'wolves' }, notice: { announce: 'infected' } }],
  templates: {
    'cause.infect': () => '夜晚死亡',
    infected: () => '有玩家被感染成了狼人。',
  },
  group: 'wolves',
  skills: [
    kill,
    {
      id: 'infect',
      name: '感染',
      kind: 'night',
      limits: { limit: 1 },
      timing: { orderAs: 'kill' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        onUse: (ctx, a) => {
          // 将群内狼人的指杀改为…感染
          for (let i = ctx.kills.length - 1; i >= 0; i--)
            if (ctx.kills[i]?.source === 'kill') ctx.kills.splice(i, 1);
          // 但种狼将死亡
          ctx.kill({ target: a.as, source: 'infect', by: a.as, strength: 'lethal', cause: 'infect' });
        },
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          // 天亮时感染为狼人阵营 (本身底牌不变，但失去原本技能)
          ctx.later((tx) => {
            const c = tx.state.chars.find((x) => x.name === t);
            if (!c?.alive) return;
            const role = tx.rs.roles[c.role];
            for (const sk of role?.skills ?? [])
              if (!c.lost.includes(sk.id))
                tx.emit(ev('SkillLost', { actor: t, skill: sk.id, reason: 'infected' }));
            changeFaction(tx, t, 'wolves', 'infected');
            applyStatus(tx, t, 'infected', { source: a.as });
            // the 种狼 is dying of it: his teammates are the rest
            const mates = groupMembers(tx.state, tx.rs, 'wolves').filter(
              (m) => m.name !== t && m.name !== a.as,
            );
            tx.notify(t, tx.t('yourGroup', { names: mates.map((m) => m.name).join('、') || '—' }), {
              kind: 'group',
              group: 'wolves',
              members: mates.map((m) => m.name),
            });
          });
        },
      },
    },
  ],
};
