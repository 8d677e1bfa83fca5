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
  'cause.dote': () => '宠溺连带',
  'cause.ascend': () => '成仙',
  'cause.royal': () => '皇权',
  'until.dayStart': ({ day }) => `持续至第${day}天正午开始`,
  'until.nightStart': ({ day }) => `持续至第${day}夜开始`,
  // [翻牌]技能都会公示: 是否有角色翻牌、是否有角色出局、技能上说明的其他应公示内容 (not the skill nor its target)
  flipped: ({ name, role }) => `${name} 翻牌：${role}。`,
  flipOut: ({ name }) => `${name} 出局。`,
  // 黄昏: 公示[投票出局]和[其他原因]出局的名单 (a chain out by day: 情侣殉情 is not named)
  outOther: ({ name }) => `${name} 因其他原因出局。`,
  favour: ({ name }) => `皇帝临幸了 ${name}，${name} 获得[怀孕]状态。`,
  trueLovers: ({ name }) => `月老牵线：你与 ${name} 成为[真爱情侣]，共群。`,
  favourGroup: ({ name }) => `临幸：今晚你与 ${name} 共群。`,
  longNight: () => '长夜漫漫。',
  blizzard: () => '发生了暴风雪。',
  slandered: ({ name }) => `${name} 被诽谤。`,
  // 投票计数隐藏，将只宣布当天谁是最高票
  voteTop: ({ names }) => `最高票：${names}。`,
  // 任职宣言: 于白天或黄昏公示警长的选择
  declarationRight: () => '你成为了警长，须立刻从以下宣言中选择一个执行：独裁 / 自由 / 秩序（<任职宣言>）。',
  declaration: ({ name, choice }) => `警长 ${name} 的任职宣言：${choice}。`,
  declarationDrawn: ({ name, choice }) => `警长 ${name} 未及时选择任职宣言，随机选择：${choice}。`,
  bounced: ({ skills }) => `时间逆流：反弹了 ${skills}。`,
  doteGiven: () => '你获得了[坚韧]状态，持续至当夜结束。',
  revived: ({ name }) => `${name} 复活。`,
  boonRight: () => '孟婆的怀孕技能选择了你：可以二选一（自由 / 技能有效），效果持续至当晚结束。',
  slanderReport: ({ name, ops }) => `诽谤：${name} 今晚的行动：${ops}。`,
  slanderNone: ({ name }) => `诽谤：${name} 今晚没有行动。`,
  wolvesGroup: ({ names }) => `群内狼：${names}。`,
  probe: ({ name, role }) => `探查：${name}是${role}。`,
  foresight: ({ name, answer }) => `预言：${name}为${answer}。`,
  gameStart: ({ title, seating }) =>
    `【${title}】游戏开始。\n电梯楼（座次）：\n${seating}\n第1天为竞选日，投票选出警长。`,
};
