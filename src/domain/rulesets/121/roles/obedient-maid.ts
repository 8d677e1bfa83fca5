import { tellGroup } from '../../../abilities';
import { applyStatus, changeFaction } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';

// [121] file 000 【不定阵营】 4 顺从的女仆: 顺从<限定>—— 女仆可在一名玩家被投票出局以后，私聊法官，拿过被投票死的玩家的身份牌替换自身的身份牌，
// 并加入此玩家阵营继续游戏，此身份牌状态为初始状态；如果女仆是情侣之一的话，因为爱情更加重要，失去顺从。女仆发动顺从技能后，法官将公示：女仆发动<顺从>。
// (l.458–459) 行动时限: 关门十分钟内顺从的女仆<顺从>仍未与导演取得联系，视为放弃发动技能 (n10); 总体流程 3 (0) 女仆<顺从>.
// Readings: the player must be the one voted out that day (被投票出局: the vote, not 替死/冤死); the card is taken when the
// n10 window closes, so its night skills are hers from that night on (初始状态: unused), with its pack if it has one
// (互知共群: she and the pack are told); her faction becomes the player's as it was when he went out; 通灵 reads the
// taken card; what the card does when its holder goes out (猎人 最后一枪) comes with it; the 公示 is the next morning's.
// Not carried: a card's innate statuses (恶灵骑士 主宰黑夜, 上帝使徒 神恩) — no such card can be voted out and taken
// without them mattering only by night or at his out; left for a later pass.

function takeCard(tx: Tx, maid: string, from: string): void {
  const src = tx.state.chars.find((c) => c.name === from);
  const role = src ? tx.rs.roles[src.role] : undefined;
  if (!src || !role) return;
  applyStatus(tx, maid, 'obeyed', {
    source: maid,
    data: {
      role: role.id,
      skills: role.skills.filter((k) => !k.group).map((k) => k.id),
      ...(role.group ? { group: role.group } : {}),
    },
  });
  tx.notify(maid, tx.t('obeyed', { role: role.name }), { kind: 'feedback', skill: 'obey', role: role.id });
  changeFaction(tx, maid, src.faction, 'obey');
  tx.news(tx.t('obeyedNews'), { kind: 'obey' });
  if (role.group) tellGroup(tx, role.group);
}

export const obedientMaid: RoleDef = {
  id: 'obedient_maid',
  name: '顺从的女仆',
  aliases: ['女仆'],
  faction: 'undetermined',
  cite: '000 不定阵营 4',
  // the taken card: what checks read (通灵) and the skills she holds
  statuses: [{ id: 'obeyed', name: '顺从', holder: { disguise: true, grantsSkills: true } }],
  templates: {
    obeyed: ({ role }) => `顺从：你的身份牌替换为【${role}】。`,
    obeyedNews: () => '女仆发动<顺从>。',
  },
  // the taken card's own out (猎人: 最后一枪)
  onOut: (ctx) => {
    const st = ctx.char.statuses.find((x) => x.id === 'obeyed');
    if (st) ctx.tx.rs.roles[String(st.data?.role)]?.onOut?.(ctx);
  },
  skills: [
    {
      id: 'obey',
      name: '顺从',
      kind: 'night',
      limits: {
        limit: 1,
        // 如果女仆是情侣之一的话…失去顺从
        usable: (_s, actor) =>
          actor.statuses.some((st) => st.id === 'lover')
            ? err('SKILL_USED_UP', '你是情侣之一，失去<顺从>')
            : null,
      },
      effect: { designated: false },
      targets: { min: 1, max: 1, self: false, among: 'out' },
      choose: {
        // 被投票出局: the one voted out that day
        excludes: ({ state, target }) =>
          !(target.outCause === 'vote' && target.outPhase === 'day' && target.outDay === state.phase.day),
      },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (t) ctx.now((tx) => takeCard(tx, a.as, t));
        },
      },
    },
  ],
};
