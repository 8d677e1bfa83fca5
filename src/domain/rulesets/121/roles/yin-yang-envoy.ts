import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character } from '../../../state';

// [121] file 000 【村民阵营】 32 阴阳使者 (l.176–177):
// 复活<限定>—— 游戏日夜晚阴阳使者可选择一名已出局玩家复活，被复活的玩家底牌、技能和阵营为死亡离场时的状态。特别地，需有尸体的才可复活，
// 如被食尸鬼吃了尸体的则不能复活，选择其为目标时法官会告知操作无效，重新选择目标。
// 总体流程 3 (18) 阴阳使者<复活>; 行动时限: 所有身份 关门一小时后 (n60). 机械狼 学习 (l.336): 阴阳使者，同阴阳使者.
// Readings: the revived comes back once the night's outs are done (its card, its skills — used ones stay used — and its
// faction as when it went out), announced the next morning ('…复活。'); a body eaten is a status `no_body` on the one out
// (食尸鬼's 食尸 gives it): choosing it is refused at once (ILLEGAL_TARGET: 操作无效，请重新选择目标) and nothing is spent.

const hasBody = (t: Character) => !t.statuses.some((st) => st.id === 'no_body');

const revive: SkillDef = {
  id: 'revive',
  name: '复活',
  kind: 'night',
  limits: { limit: 1 },
  targets: { min: 1, max: 1, self: false, among: 'out' },
  choose: {
    excludes: ({ target }) => !hasBody(target),
    validate: ({ targets }) => {
      const t = targets[0];
      return t && !hasBody(t)
        ? err('ILLEGAL_TARGET', `${t.name} 的尸体已不在：操作无效，请重新选择目标`)
        : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets)
        ctx.later((tx) => {
          if (tx.state.chars.find((c) => c.name === t)?.alive) return;
          tx.emit(ev('CharacterRevived', { name: t }));
          tx.news(tx.t('revived', { name: t }), { kind: 'revive', name: t });
        }, 'afterOuts');
    },
  },
};

export const yinYangEnvoy: RoleDef = {
  id: 'yin_yang_envoy',
  name: '阴阳使者',
  faction: 'village',
  cite: '000 村民阵营 32',
  statuses: [{ id: 'no_body', name: '尸体被吃' }],
  templates: { revived: ({ name }) => `${name} 复活。` },
  skills: [revive],
  // 机械狼 学习 阴阳使者，同阴阳使者: just after the real one
  learnable: { skills: [{ ...revive, id: 'mech_revive', timing: { window: 'n60', orderAs: 'revive' } }] },
};
