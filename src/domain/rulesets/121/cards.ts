// [121] file 000 l.20–24 本场可能存在的身份如下: the text's role list, by faction, in its order — the cards a choice
// among 身份牌 offers whether or not Bansha implements the role yet (隐狼 伪装, 上帝使徒 询问).

/** 【村民阵营】 (l.21), 村民 (the plain card of the contract, dealt in every game) first. */
export const VILLAGE_CARDS_121 = [
  '村民',
  ...'预言家 女巫 白痴 猎人 守卫 骑士 黑商 魔术师 摄梦人 狐狸 熊 乌鸦 企鹅 替罪羊 灵能 通灵师 潜行者 猎魔人 上帝使徒 赏金猎人 锈剑骑士 圣女 太阳 月亮 药剂师 侦探 警犬 圣裁者 隐者 刺猬 操纵月亮的女孩 阴阳使者 肉猪 变脸者 面包师 女巫学徒 见习守卫 流浪者'.split(
    ' ',
  ),
];

/** 【狼人阵营】 (l.22), 狼人 (the plain card) first. */
export const WOLF_CARDS_121 = [
  '狼人',
  ...'狼王 幼狼 狼美人 赤狼 种狼 隐狼 石像鬼 噩梦之影 狼兄 狼弟 血月使徒 大野狼 恶灵骑士 天狗 怪盗 圣诞老狼 食尸鬼 长老狼 养殖者 梦魇 花蝴蝶 机械狼 狙击手 铁柱 狼妹妹 恐怖分子 幽灵'.split(
    ' ',
  ),
];

/** 【三方阵营】 (l.23), 双子星 being both 双子星光 and 双子星暗. */
export const THIRD_CARDS_121 =
  '吹笛 炸弹 白狼 赌徒 蛊惑师 死灵术师 占星师 锁链师 监视者 富商 镜 双子星光 双子星暗'.split(' ');

/** 【不定阵营】 (l.24). */
export const UNDETERMINED_CARDS_121 = '丘比特 混血儿 影子 顺从的女仆 双重人格 复仇者'.split(' ');

/** The whole list. */
export const CARDS_121 = [
  ...VILLAGE_CARDS_121,
  ...WOLF_CARDS_121,
  ...THIRD_CARDS_121,
  ...UNDETERMINED_CARDS_121,
];
