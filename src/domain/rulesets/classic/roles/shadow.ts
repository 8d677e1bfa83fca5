import { follow } from '../../../abilities';
import { applyStatus, isRevealed } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import { LOVERS } from '../wins';
import { becomeCard } from './thief';

// [classic] file 003 影子（变动阵营）(l.39): 影子和野孩子一样，在第一天丘比特和情侣之后睁眼，指定一名玩家成为他的主人，无论主人是什么阵营，影子此时均为好人。当
// 主人因为任意原因死亡时，影子在当天晚上暗中自动变成主人的身份，由上帝告知。（若主人为狼人，则在此之后影子将被验出是狼；若主人是女巫，则主人还剩什么药，影子
// 就获得什么药，其他身份以此类推；影子不可获得已经亮出身份的白痴） 吹笛者 (l.62): 若影子跟随了吹笛者，则当吹笛者死亡时，影子获得吹笛者身份继续迷惑别人并加入吹笛者
// 阵营，若之前影子被迷惑过，则影子能以吹笛者的身份睁眼和被迷惑的人相见。
// 认主 in the engine's opening, after 丘比特 (the opening order); he stays of the good side. When his master goes out, whatever the
// cause, he takes the master's card (RoleChanged) with its faction — a wolf's joins the pack (checked 坏人 from then), a 吹笛者's the
// piper's faction (the charmed he was stays: he counts as the piper) — told in secret; what the master had used stays used (a
// status giving back minus the master's uses: the witch's potions left are his), what the master had lost stays lost. Readings: the
// change is made at the master's out (当天晚上: by day he is told at once, his new card's skills are usable from then); the faction is
// the master's at his out, but a 人狼恋 lover's bond is not a card's (the card's own faction then); a revealed 白痴 (抗推 still in, or
// 插话 out) gives nothing and he stays as he is; 一名玩家 = another player; a missed choice is drawn.
export const shadow: RoleDef = {
  id: 'shadow',
  name: '影子',
  faction: 'village',
  cite: '003 篇一 影子',
  statuses: [
    {
      id: 'shadow_master',
      name: '主人',
      holder: {
        onOtherOut: (tx, holder, _st, out) => {
          const role = tx.rs.roles[out.role];
          // 影子不可获得已经亮出身份的白痴
          if (!holder.alive || !role || isRevealed(tx.rs, out)) return;
          const faction = out.faction === LOVERS ? role.faction : out.faction;
          // 主人还剩什么药，影子就获得什么药: the master's uses count against him, the master's lost skills are lost
          for (const [skill, n] of Object.entries(out.uses))
            if (n > 0)
              applyStatus(tx, holder.name, 'shadow_used', {
                source: out.name,
                until: null,
                data: { skill, n: -n },
              });
          for (const skill of out.lost)
            if (!holder.lost.includes(skill))
              tx.emit(ev('SkillLost', { actor: holder.name, skill, reason: 'shadow' }));
          becomeCard(tx, holder.name, role, faction, 'shadow');
          // l.65 若影子获得了老爷爷的身份牌…老爷爷已经失败: the card's first holder loses what it gave him
          applyStatus(tx, out.name, 'card_taken', { source: holder.name, until: null });
        },
      },
    },
    // what the master had used: a negative refill of each of his counted skills
    { id: 'shadow_used', name: '影子', holder: { refills: true } },
    { id: 'card_taken', name: '身份牌被影子获得' },
  ],
  templates: { masterChosen: ({ name }) => `影子：你的主人是 ${name}。` },
  skills: [follow({ id: 'shadow_master', name: '认主', status: 'shadow_master', told: 'masterChosen' })],
};
