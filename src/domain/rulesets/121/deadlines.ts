import type { DeadlineRow } from '../../engine/types';

/**
 * [121] file 000 行动时限, as the text lists it: each group's deadline after 关门, in the text's
 * words. The night's windows are these rows, whatever roles were dealt (the sequence of windows
 * must not reveal the deal); `rulesets/compile.ts` gives each implemented skill its row's window
 * (`角色<技能>` before `角色` before `*`). Names follow the role sections (月女 = 操纵月亮的女孩,
 * 死灵术士 = 死灵术师, 双子星阵营 = 双子星光 + 双子星暗, 狼群 = 狼人<杀人>).
 * Not rows here: 分发身份后…一定时间不发动技能，技能选择的身份或技能目标随机决定 (the opening choices,
 * no phase of their own yet); 在次日讨论日开始前…未提交遗言，视为放弃遗言 (the last-words right lapses
 * at the next day's start).
 */
export const DEADLINES_TEXT: DeadlineRow[] = [
  {
    window: 'day',
    minutes: 0,
    who: ['替罪羊', '监视者', '富商'],
    text: '替罪羊、监视者、富商关门前仍未提交技能，视为放弃。',
  },
  {
    window: 'n10',
    minutes: 10,
    who: ['顺从的女仆<顺从>'],
    text: '关门十分钟内顺从的女仆<顺从>仍未与导演取得联系，视为放弃发动技能。',
  },
  {
    window: 'n20',
    minutes: 20,
    who: [
      '死灵术师<白日召唤>',
      '上帝使徒',
      '赌徒',
      '圣诞老狼',
      '占星师',
      '食尸鬼',
      '刺猬<防御>',
      '刺猬<刺伤>',
      '隐者',
      '恐怖分子',
      '梦魇',
      '怪盗',
      '双重人格',
      '幽灵',
    ],
    text: '关门二十分钟内死灵术术士<白日召唤>、上帝使徒、赌徒、圣诞老狼、占星师、食尸鬼、刺猬<防御>、刺猬<刺伤>、隐者、恐怖分子、梦魇、怪盗、双重人格、幽灵仍未与导演取得联系，视为放弃发动技能。',
  },
  {
    window: 'n40',
    minutes: 40,
    who: [
      '噩梦之影',
      '操纵月亮的女孩',
      '魔术师',
      '花蝴蝶',
      '赤狼',
      '企鹅',
      '蛊惑师',
      '锁链师',
      '守卫',
      '摄梦人',
      '见习守卫',
      '石像鬼',
      '狼妹妹',
      '面包师',
      '双子星光',
      '双子星暗',
      '狼弟',
    ],
    text: '关门四十分钟内噩梦之影、月女、魔术师、花蝴蝶、赤狼、企鹅、蛊惑师、锁链师、守卫、摄梦人、见习守卫、石像鬼、狼妹妹、面包师、双子星阵营、狼弟未与导演取得联系，视为放弃夜晚行动。（富商提交交易对象如在40分钟内没有反馈，默认拒绝富商。）',
  },
  {
    window: 'n60',
    minutes: 60,
    who: ['狼人<杀人>', '*'],
    text: '狼群在关门一小时后仍未提交<杀人>目标，视为放弃<杀人>。所有身份在关门一小时后仍未提及目标，视为放弃。',
  },
  {
    window: 'n90',
    minutes: 90,
    who: ['女巫', '流浪者'],
    text: '由于女巫特殊性，关门后一个半小时内未与导演取得联系，视为放弃。流浪者关门后一个半小时未与导演取得联系，视为放弃。',
  },
  {
    window: 'fb10',
    minutes: 10,
    from: 'feedback',
    who: ['镜<镜像>', '养殖者', '死灵术师<黑夜召唤>'],
    text: '如镜在导演反馈夜间行动十分钟后未提交镜像，视为放弃。如养殖者、死灵术士<黑夜召唤>在导演反馈后十分钟内未行动，视为放弃使用。',
  },
];
