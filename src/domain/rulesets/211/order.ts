/**
 * [211] file 001 行动顺序总集, slot by slot as the text lists it (one tier a slot, left to right; the text says
 * whether a slot is 互不影响 or 有先后顺序, and either way the table is its order). Entries are `角色<技能>` in the
 * text's words — `A/B<技能>` for its `A/B` columns; the engine maps those it knows to skill ids (../compile.ts).
 * Names differ from the role sections in places (皇帝 = 贤明之君/守成之君/昏庸之君, 孟婆<复活> = 还魂); the roles
 * carry those names as aliases.
 */
export const ORDER_TEXT_211: [number, string[]][] = [
  // 黄昏1，关门10分钟内，统计最高票或替罪羊冤死，随后统计二次流血，即时插入结算
  [
    1,
    [
      '义勇军<最后一枪>',
      '蛮族之王<报复>',
      '明光神姬<光明狩猎>',
      '皇帝<临幸>',
      '顺从的女仆<顺从>',
      '祭品<献祭唤醒>',
      '美女画皮<学习>',
      '千面人<谋面>',
      '狐狸精<神魂颠倒>',
      '蛮族首领<亲传>',
      '明光神姬<寻觅>',
      '梁山头目<归途>',
      '蛊惑师<堕落>',
    ],
  ],
  // 早夜1，关门30分钟内，互不影响
  [
    2,
    [
      '白骨精<化尸大法>',
      '巾帼<寻踪>',
      '恶役千金<礼物制作>',
      '潘多拉<赠礼>',
      '占星师<占星>',
      '秘术玄女/巫蛊术女<术法增幅>',
      '秘术玄女/巫蛊术女<术法削弱>',
      '孟婆<怀孕技能>',
    ],
  ],
  // 早夜2
  [
    3,
    [
      '噬时狼妃<时间逆流>',
      '贼弟<继承>',
      '叛军首领<起义>',
      '隐者<脱下隐身衣>',
      '菩萨<流光庇护>',
      '毒后<下毒>',
      '丞相<日理万机>',
      '银狼<漏洞入侵>',
      '五毒教主<传播瘟疫>',
      '雪妖<暴风雪>',
    ],
  ],
  // 午夜，关门60分钟内，有先后顺序
  [
    4,
    [
      '奸佞<诬陷>',
      '宫令<调令>',
      '女侠<惩奸除恶>',
      '巫蛊娃娃<替死咒术>',
      '蛊惑师<蛊惑>',
      '雪妖<雪隐>',
      '小龙女<玉女心经>',
      '炽天使<神佑>',
      '守卫<守护>',
      '贵妃<宠溺>',
      '魔教教主/道教教主<光明守护>',
      '魔教教主/道教教主<黑暗守护>',
      '明光神姬/暗夜魔君<光明守护>',
      '明光神姬/暗夜魔君<黑暗守护>',
      '地头蛇<查验>',
      '地头蛇<凝望>',
      '炼金魔女<未名之雾>',
    ],
  ],
  // 深夜1，关门70分钟内，互不影响。
  [
    5,
    [
      '国师<预言>',
      '锦衣卫<通灵>',
      '宠妃<狡黠>',
      '魔镜少女<问镜>',
      '半仙<通天>',
      '南华老仙<迷惑>',
      '大天狗<吞食>',
      '大天狗<天狗吞月>',
      '落魄亲王<揽权>',
      '纸嫁衣<魅惑>',
      '厨娘<迷魂药>',
      '厨娘<回复药>',
      '官员<权势>',
      '嫔妃<诽谤>',
      '千金<馈赠>',
    ],
  ],
  // 深夜2，关门80分钟内，有先后顺序。
  [
    6,
    [
      '狼人阵营与其他身份<杀人>',
      '贼兄<暴怒>',
      '曼珠沙华<彼岸花开>',
      '树精姥姥<吸精>',
      '明光神姬<继承黑夜>',
      '暗夜魔君<黑夜狩猎>',
      '五毒教主<瘟疫爆发>',
      '炽天使<神耀>',
      '死士<绝死任务>',
      '大将军<征战>',
      '弓腰姬<枭姬>',
      '巾帼<追猎>',
      '小龙女<剑痕>',
      '小龙女<玉女剑法>',
      '舞姬<共舞>',
    ],
  ],
  // 凌晨1，关门90分钟内，有先后顺序。
  [
    7,
    [
      '妙手太医<通灵>',
      '妙手太医<救药>',
      '妙手太医<毒药>',
      '孟婆<复活>',
      '禁卫军<森林庇护>',
      '修女<圣水>',
      '魔教教主/道教教主<日月合击>',
      '秘术玄女/巫蛊术女<时波混乱>',
      '前朝余孽<灭国之恨>',
      '前朝余孽<无休复仇>',
    ],
  ],
  // 凌晨2，关门100分钟内，有先后顺序。
  [8, ['炼金魔女<魔女秘法>', '炼金魔女<法老之蛇>']],
  // 晨曦1，关门110分钟内，即时插入结算。 (after the out tally)
  [9, ['皇后<九尾自杀>', '老将<破伤风出局>', '义勇军<最后一枪>', '蛮族首领<报复>', '明光神姬<光明狩猎>']],
  // 晨曦2，关门120分钟内，互不影响。
  [10, ['死灵术士<夺魂>']],
];

/**
 * 下列顺序统计出局名单 (the out tally after 凌晨2), in the text's words. 贵妃双摄 is the 宠溺 of two nights running:
 * its kill carries the 宠溺's id.
 */
export const SETTLEMENT_TEXT_211: string[] = [
  '二次流血',
  '白骨精<化尸大法>',
  '狼人阵营与其他身份<杀人>',
  '其余身份<杀人>',
  '贼兄<暴怒>',
  '贼弟<继承>',
  '叛军首领<起义>',
  '曼珠沙华<彼岸花开>',
  '树精姥姥<吸精>',
  '明光神姬<继承黑夜>',
  '暗夜魔君<黑夜狩猎>',
  '五毒教主<瘟疫爆发>',
  '炽天使<神耀>',
  '贵妃<宠溺>',
  '秘术玄女/巫蛊术女<术法混乱>',
  '魔教教主/道教教主<日月合击>',
  '死士<绝死任务>',
  '大将军<征战>',
  '弓腰姬<枭姬>',
  '巾帼<追猎>',
  '舞姬<共舞>',
  '妙手太医<毒药>',
  '其他身份<毒药>',
  '恶役千金<坏礼物>',
  '潘多拉<坏礼物>',
  '狐狸精<偷秩序暴毙>',
  '死神<追魂>',
];

/** 连带出局顺序, in the text's words, with the chain kind each is in the engine (情侣 … 巫毒娃娃). */
export const CHAIN_TEXT_211: [string, string][] = [
  ['情侣殉情', 'lovers'],
  ['纸嫁衣魅惑', 'charm'],
  ['贵妃宠溺', 'dote'],
  ['妖狐小弟自杀', 'fox_minion'],
  ['巫妖匣连带', 'phylactery'],
  ['刺猬反伤甲', 'hedgehog'],
  ['锁链状态连带', 'chain'],
  ['巫毒娃娃混沌', 'voodoo'],
];

/**
 * 行动顺序总集, its opening (开局 … 竞选日), row by row in the text's words (a row's columns as `A/B<…>` entries, as
 * the night's). `角色<技能>` entries are [开局] skills (the engine maps those it knows: ../compile.ts `compileOpening`);
 * an entry naming no skill is a step of the opening a role runs there (`openingSteps`: 知晓群内狼, 知晓巫蛊术女/叛军首领)
 * or the ruleset (共群: the groups told their members, `opening.groupsAt`); the rows without `<…>` are the start's
 * (the deal, the notices) and the first day's (竞选日). A role joining the table needs only its row's entry here.
 * With no [开局] skill dealt there is no opening window: the steps run as the game starts.
 */
export const OPENING_TEXT_211: string[][] = [
  ['开局，确定各方人数'],
  ['盗贼<偷换>'],
  ['确定各方具体阵容'],
  ['发放账号，玩家得知身份'],
  ['鬼魂新娘<连情侣>'],
  ['月老<连情侣>'],
  ['大天狗<家国抉择>'],
  // 巫妖匣/暗恋者	影子/聂小倩	粉丝	选择主人 (影子: 影武者's old name)
  ['巫妖匣/暗恋者<选择主人>', '影子/聂小倩<选择主人>', '粉丝<选择主人>'],
  ['冷妃<伪装>'],
  ['贼弟<潜藏>'],
  ['老鸨<装模作样>'],
  ['妖狐<化形与拉小弟>'],
  ['护卫<模式选择>'],
  // 狼人阵营	共群	窥天	知晓巫蛊术女/叛军首领
  ['狼人阵营<共群>', '狼人阵营<窥天>', '狼人阵营<知晓巫蛊术女/叛军首领>'],
  // 魔教教主	狐狸精	银狼	知晓群内狼
  ['魔教教主/狐狸精/银狼<知晓群内狼>'],
  ['宗教老爷爷/开膛手<确认目标>'],
  ['美女画皮<学习>'],
  ['竞选日选择警长'],
];

/** 选择目标——阴谋家[煽动]——蚀时狼妃[时间逆流]——镜[反射]——最终会进行结算效果的所有目标 */
export const REDIRECT_TEXT_211: [string, string][] = [
  ['阴谋家[煽动]', 'incite'],
  ['蚀时狼妃[时间逆流]', 'bounce'],
  ['镜[反射]', 'reflect'],
];

/**
 * 接刀顺序 (l.473): the heading has no list under it. Reading: the [接刀] roles of 叛皇阵营 in the section's order
 * (地头蛇 2, 采花大盗 4, 魔教教主 13, 巫蛊术女 20, 狐狸精 29, 美女画皮 30), then 冷妃 (伪装 1：接刀顺序为机械狼出局后 —
 * 机械狼 is 美女画皮's old name in her text, l.711): one heir at a time holds the 杀人, the next when it is out. The
 * 接刀 a status gives (月老 双狼 / 狼+村民: 接刀顺序为其他的所有持有[接刀]标签的角色出局) come after all of these.
 */
export const INHERIT_TEXT_211: Record<string, string[]> = {
  wolves: ['地头蛇', '采花大盗', '魔教教主', '巫蛊术女', '狐狸精', '美女画皮', '冷妃'],
};

/**
 * 如果有多个阵营同时达到胜利条件，则判定优先顺序为 (l.968), in the text's words: the names are the old rules' (吹笛者 = 南华老仙,
 * 瘟神 = 五毒宗主 — the roles carry them as aliases); names of no 211 role (炸弹, 富商, 监视, 锁链, 白狼) stay, as in the text.
 */
export const WIN_PRIORITY_TEXT_211: string[] = [
  '吹笛者',
  '瘟神',
  '开膛手',
  '潘多拉',
  '炽天使',
  '占星师',
  '炸弹',
  '不定互指',
  '蛊惑师',
  '镜',
  '富商',
  '监视',
  '锁链',
  '白狼',
  '希望之光',
];
