import type { DeadlineRow } from '../../engine/types';

/**
 * [tieba] file 002 行动时限, in the text's words (the ruleset is not playable yet; its windows are).
 * 贵族 and the 警长 act after the vote's 关门, so their deadlines are the night's first windows.
 * 在关门时间段，需要强制发动技能，但未与法官取得联系…将记作黄牌 is a penalty (cards: issue 5).
 */
export const DEADLINES_TIEBA: DeadlineRow[] = [
  {
    window: 'n15',
    minutes: 15,
    who: ['贵族'],
    text: '贵族使角色避免出局，关门十五分钟后仍未与法官取得联系，贵族视为放弃发动技能。',
  },
  {
    window: 'n30',
    minutes: 30,
    who: ['警长<殉职>'],
    miss: '随机',
    text: '警长被投票出局，关门三十分钟后仍未与法官取得联系， 警长随机指定。',
  },
  {
    window: 'n90',
    minutes: 90,
    who: [
      '预言家',
      '医生',
      '乌鸦',
      '纵火者',
      '狼人<杀人>',
      '狼王<杀人>',
      '赤狼',
      '黑情侣<杀人>',
      '花蝴蝶',
      '*',
    ],
    text: '关门一个半小时后，预言家、医生、乌鸦、纵火者未与法官取得联系，均为放弃夜晚行动。狼人/狼王/赤狼/黑情侣在关门一个半小时后仍未提交刀人目标，视为放弃出刀。赤狼在关门一个半小时后未与法官取得联系，视为放弃使用技能<业炎>。花蝴蝶在关门一个半小时后未与法官取得联系，视为放弃夜晚行动。',
  },
  {
    // Not a row of the text: it gives 女巫 no deadline, yet she acts at (9) after the 指杀 (6)–(8) and her 通灵 反馈被指杀的
    // 角色. Reading: she is told when the others' deadline closes and has half an hour from then (the director may change
    // it: schedule.nightMinutes.witch); missed, 视为放弃.
    window: 'witch',
    minutes: 30,
    from: 'feedback',
    who: ['女巫'],
    text: '（文中未规定女巫的时限：女巫在其他角色的夜晚行动截止、得知被指杀的角色后行动，默认三十分钟，视为放弃。）',
  },
  {
    // Not a row of the text: 轮次决胜's rounds (胜负判定 补充说明, l.106–110: 狼和医生双方都有权观看平安情况之后再做出下一个决定),
    // each its own window after the night's settlement, opened only when the pack declared it (../round-decider.ts). Reading:
    // the deadline of the pack, the doctor and the 纵火者 in each round is their night's (关门一个半小时后), counted from the
    // round's opening; missed, 视为放弃出刀 / 放弃夜晚行动.
    window: 'round',
    minutes: 90,
    from: 'feedback',
    who: ['轮次决胜'],
    text: '（轮次决胜的每一轮：狼人阵营、医生、纵火者在该轮开始一个半小时内提交，否则视为放弃。）',
  },
];
