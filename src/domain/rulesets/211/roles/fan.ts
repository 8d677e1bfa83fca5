import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { followHost, followsHost } from './follow';

// [211] file 001 飘零 · 不定身份 4 粉丝（女）: 追随[开局]<强制> —— 游戏开始前，粉丝需选择一个角色支持，该角色称为偶像，并转入相同阵营，跟随该角色
// 阵营变动，粉丝永久获得[不死]状态，偶像出局时，该[不死]状态失效，且粉丝还会连带受到[致死伤害]。
// 怀孕技能[强制] —— 偶像出局导致粉丝连带出局时，这次偶像不会出局。（相当于给偶像挡了一刀） (not yet)
// (行动顺序总集 开局: 粉丝 选择主人.) Readings: the idol is another character; a missed choice is drawn; her [不死] is told and
// does not hold against the idol's 连带; 连带出局顺序 does not list 粉丝: her chain comes last (index.ts).

export const fan: RoleDef = {
  id: 'fan',
  name: '粉丝',
  gender: '女',
  faction: 'undetermined',
  cite: '001 不定身份 4',
  statuses: [
    followsHost,
    {
      id: 'fan_undying',
      name: '不死',
      vote: { noVoteOut: true },
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'], protectsNot: ['fan'] },
      notice: { tell: true },
      // by day 公示[其他原因]出局 — the cause stays secret
      chain: {
        on: 'source',
        kind: 'fan',
        strength: 'lethal',
        cause: 'fan',
        announce: 'outOther',
        announceByDay: true,
      },
    },
  ],
  templates: { 'cause.fan': () => '粉丝连带' },
  skills: [
    {
      id: 'follow_idol',
      name: '追随',
      aliases: ['选择主人'],
      kind: 'opening',
      force: { mandatory: true },
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const t = targets[0];
          if (!t) return;
          followHost(tx, actor, t);
          applyStatus(tx, actor.name, 'fan_undying', { source: t.name, until: null });
        },
      },
    },
  ],
};
