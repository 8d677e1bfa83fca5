import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { type Character, type GameState, hasStatus } from '../../../state';
import { chooseMaster, followsHost, undyingUntilOut } from './follow';
import { forgetting } from './forgetting';

// [211] file 001 飘零 · 不定身份 4 粉丝（女）: 追随[开局]<强制> —— 游戏开始前，粉丝需选择一个角色支持，该角色称为偶像，并转入相同阵营，跟随该角色
// 阵营变动，粉丝永久获得[不死]状态，偶像出局时，该[不死]状态失效，且粉丝还会连带受到[致死伤害]。
// 怀孕技能[强制] —— 偶像出局导致粉丝连带出局时，这次偶像不会出局。（相当于给偶像挡了一刀）
// (行动顺序总集 开局: 粉丝 选择主人.) Readings: the idol is another character; a missed choice is drawn; her [不死] is told and
// does not hold against the idol's 连带; 连带出局顺序 does not list 粉丝: her chain comes last (index.ts).
// 怀孕技能 (once 临幸'd, not while a [遗忘] takes her <强制> skills): whatever would put the idol out but a red card (the vote, a
// night's kill, a 正午 blow, a chain) puts her out instead — she takes the 连带 [致死伤害] (by day 公示 因其他原因出局), the idol
// stays in (a status on the idol that passes its out to her: passesOut.to). 这次: once — she is out after it.

/** The 粉丝 whose 怀孕技能 holds now, if in. */
const pregnant = (s: GameState, name: string): Character | null => {
  const c = s.chars.find((x) => x.name === name);
  return c?.alive && hasStatus(c, 'favoured') && !forgetting(c) ? c : null;
};

export const fan: RoleDef = {
  id: 'fan',
  name: '粉丝',
  gender: '女',
  faction: 'undetermined',
  cite: '001 不定身份 4',
  statuses: [
    followsHost,
    undyingUntilOut('fan_undying', 'fan'),
    {
      id: 'fan_shield',
      name: '粉丝挡刀',
      protection: { passesOut: { cause: 'fan', to: (s, _rs, _idol, st) => pregnant(s, st.source ?? '') } },
    },
  ],
  templates: { 'cause.fan': () => '粉丝连带' },
  skills: [
    chooseMaster('follow_idol', '追随', (tx, actor, t) => {
      applyStatus(tx, actor.name, 'fan_undying', {
        source: t.name,
        until: null,
      });
      applyStatus(tx, t.name, 'fan_shield', { source: actor.name, until: null });
    }),
    {
      id: 'fan_pregnancy',
      name: '怀孕技能',
      kind: 'passive',
      force: { mandatory: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
