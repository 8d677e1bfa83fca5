import { obey, tellGroup } from '../../../abilities';
import { applyStatus, changeFaction } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import type { Character } from '../../../state';

// [121] file 000 【不定阵营】 4 顺从的女仆: 顺从<限定>—— 女仆可在一名玩家被投票出局以后，私聊法官，拿过被投票死的玩家的身份牌替换自身的身份牌，
// 并加入此玩家阵营继续游戏，此身份牌状态为初始状态；如果女仆是情侣之一的话，因为爱情更加重要，失去顺从。女仆发动顺从技能后，法官将公示：女仆发动<顺从>。
// (l.458–459) 行动时限: 关门十分钟内顺从的女仆<顺从>仍未与导演取得联系，视为放弃发动技能 (n10); 总体流程 3 (0) 女仆<顺从>.
// 机械狼 学习 (l.337): 顺从的女仆，顺从的女仆翻牌替换身份时，机械狼表面身份也替换成此身份，会得到告知，但不获得技能.
// Readings: the player must be the one voted out that day (被投票出局: the vote, not 替死/冤死); the card is taken when the
// n10 window closes, so its night skills are hers from that night on (初始状态: unused), with its pack if it has one
// (互知共群: she and the pack are told); her faction becomes the player's as it was when he went out; 通灵 reads the
// taken card; the card is hers as a dealt one would be (the status `takesRole`): its innate statuses (恶灵骑士 主宰黑夜,
// 上帝使徒 神恩) count for her, and what it does at its holder's out (猎人 最后一枪, 上帝使徒 公示身份) comes with it.
// 机械狼 学习 女仆: the learner's surface becomes the card she takes (预言 reads it as 学习 reads a card: a 狼人阵营 card
// <狼人阵营>, any other <非狼人阵营>; 通灵 the card), told '学习：…' — no skill.

function takeCard(tx: Tx, maid: string, src: Character): void {
  const role = tx.rs.roles[src.role];
  if (!role) return;
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
  // 机械狼表面身份也替换成此身份，会得到告知，但不获得技能
  for (const c of tx.state.chars) {
    const learned = c.statuses.find((st) => st.id === 'learned' && st.data?.role === 'obedient_maid');
    if (!learned || learned.data?.maid !== maid) continue;
    applyStatus(tx, c.name, 'obeyed_learned', {
      source: maid,
      until: null,
      data: { role: role.id, faction: role.faction === 'wolves' ? 'wolves' : 'village' },
    });
    tx.notify(c.name, tx.t('obeyedLearned', { role: role.name }), {
      kind: 'feedback',
      skill: 'learn',
      role: role.id,
    });
  }
}

export const obedientMaid: RoleDef = {
  id: 'obedient_maid',
  name: '顺从的女仆',
  aliases: ['女仆'],
  faction: 'undetermined',
  cite: '000 不定阵营 4',
  statuses: [
    // the taken card: what checks read (通灵), the skills she holds, the card's own set-up (innate statuses, its out)
    { id: 'obeyed', name: '顺从', holder: { disguise: true, grantsSkills: true, takesRole: true } },
    // 机械狼 学习 女仆: the surface the learner takes from her card
    { id: 'obeyed_learned', name: '学习', holder: { disguise: true } },
  ],
  templates: {
    obeyed: ({ role }) => `顺从：你的身份牌替换为【${role}】。`,
    obeyedNews: () => '女仆发动<顺从>。',
    obeyedLearned: ({ role }) => `学习：顺从的女仆替换了身份，你的表面身份替换为【${role}】。`,
  },
  skills: [
    obey({
      id: 'obey',
      name: '顺从',
      // 如果女仆是情侣之一的话…失去顺从
      lover: { status: 'lover', code: 'SKILL_USED_UP', message: '你是情侣之一，失去<顺从>' },
      // 被投票出局: the one voted out that day
      eligible: (state, _actor, target) =>
        target.outCause === 'vote' && target.outPhase === 'day' && target.outDay === state.phase.day,
      take: takeCard,
    }),
  ],
  // 机械狼 学习 女仆: no skill; the maid learned is kept to follow her card
  learnable: { skills: [], onLearn: (_tx, _learner, learned) => ({ maid: learned.name }) },
};
