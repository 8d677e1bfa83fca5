import type { Templates } from '../../engine/types';
import { templates as base } from '../121/templates';

/**
 * The Chinese texts of ruleset 211's 公示 and notifications: 121's general ones (the two texts share their
 * 公示/投票/遗言 wording) with 211's own. The issue-5 general rules (hidden counts, 任职宣言) extend this table.
 */
export const templates211: Templates = {
  ...base,
  morningHeader: ({ day }) => `第${day}天 公示`,
  'cause.killed': () => '出局',
  'until.dayStart': ({ day }) => `持续至第${day}天正午开始`,
  'until.nightStart': ({ day }) => `持续至第${day}夜开始`,
  // [翻牌]技能都会公示: 是否有角色翻牌、是否有角色出局、技能上说明的其他应公示内容 (not the skill nor its target)
  flipped: ({ name, role }) => `${name} 翻牌：${role}。`,
  // a character gains the [群内] tag (毒后 下毒, 贼弟 继承): the group is told
  groupJoined: ({ name }) => `${name} 获得[群内]标签，入狼群。`,
  // 在正午阶段出局的信息会随时间立刻公示 (a day skill's out: 践踏, 烽火戏诸侯)
  noonOut: ({ name }) => `${name} 出局。`,
  // 黄昏: 公示[投票出局]和[其他原因]出局的名单 (a chain out by day: 情侣殉情 is not named)
  outOther: ({ name }) => `${name} 因其他原因出局。`,
  // 黄昏's end (l.155): 通知在黄昏阶段出局的角色都有哪些，并公示[投票出局]和[其他原因]出局的名单分别有哪些…按照出局顺序排序;
  // 行动顺序总集 黄昏1: 公告出局名单和警长情况
  duskOuts: ({ day, vote, other, sheriff }) =>
    [
      `第${day}天 黄昏出局名单：`,
      `[投票出局]：${vote || '无'}。`,
      `[其他原因]：${other || '无'}。`,
      `警长：${sheriff || '无'}。`,
    ].join('\n'),
  // [寡言]：每天开门都会公示该状态的持有情况
  taciturnHolders: ({ names }) => `[寡言]：${names}。`,
  // 投票计数隐藏，将只宣布当天谁是最高票
  voteTop: ({ names }) => `最高票：${names}。`,
  // 任职宣言: 于白天或黄昏公示警长的选择
  declarationRight: () => '你成为了警长，须立刻从以下宣言中选择一个执行：独裁 / 自由 / 秩序（<任职宣言>）。',
  declaration: ({ name, choice }) => `警长 ${name} 的任职宣言：${choice}。`,
  declarationDrawn: ({ name, choice }) => `警长 ${name} 未及时选择任职宣言，随机选择：${choice}。`,
  gameStart: ({ title, seating }) =>
    `【${title}】游戏开始。\n电梯楼（座次）：\n${seating}\n第1天为竞选日，投票选出警长。`,
};
