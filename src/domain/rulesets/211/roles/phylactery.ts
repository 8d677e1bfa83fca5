import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { chooseMaster, followsHost, undyingUntilOut } from './follow';

// [211] file 001 飘零 · 不定身份 8 巫妖匣（男）: 同命[开局]<强制> —— 游戏开始时，巫妖匣需选择一个角色支持，并转入相同阵营，跟随该角色阵营变动，目标
// 角色永久获得[不死]状态，巫妖匣出局时，该[不死]状态失效，且目标角色还会连带受到[致死伤害]。巫妖匣与炽天使不会同时出现 (the deal: index.ts).
// (行动顺序总集 开局: 巫妖匣/暗恋者 选择主人; 连带出局顺序: 巫妖匣连带.) Readings: the one supported is another character; a missed
// choice is drawn (<强制>); the [不死] it gives is told (非负面状态, 角色会得知) and does not hold against its own 连带.

export const phylactery: RoleDef = {
  id: 'phylactery',
  name: '巫妖匣',
  gender: '男',
  faction: 'undetermined',
  cite: '001 不定身份 8',
  statuses: [
    followsHost,
    // 目标角色永久获得[不死]状态，巫妖匣出局时，该[不死]状态失效，且目标角色还会连带受到[致死伤害]
    undyingUntilOut('phylactery_bond', 'phylactery'),
  ],
  templates: { 'cause.phylactery': () => '巫妖匣连带' },
  skills: [
    chooseMaster('bind_life', '同命', (tx, actor, t) =>
      applyStatus(tx, t.name, 'phylactery_bond', {
        source: actor.name,
        until: null,
      }),
    ),
  ],
};
