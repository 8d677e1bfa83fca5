// Plain data (no harness): the domain tests and the API tests in workerd share it.

/**
 * The 211 table of these tests: 12 seats in this order, inside the text's setup constraints (村民阵营 7, 狼人阵营 5,
 * one 皇帝, 道教教主 with 魔教教主). Genders as the roles'. The night's windows are 211's slots: 黄昏1, 早夜1, 早夜2,
 * 午夜, 深夜1, 深夜2, 凌晨1, 凌晨2 (the out tally), 晨曦1, 晨曦2.
 */
export const TABLE211: Record<string, string> = {
  帝: '贤明之君',
  贵: '贵妃',
  宫: '宫令',
  娥: '嫦娥',
  道: '道教教主',
  婆: '孟婆',
  嫔: '嫔妃',
  妃: '噬时狼妃',
  雪: '雪妖',
  魔: '魔教教主',
  狼A: '狼人',
  狼B: '狼人',
};
export const SEATS211 = Object.keys(TABLE211);
export const GENDERS211: Record<string, string> = Object.fromEntries(
  SEATS211.map((n) => [n, ['帝', '道', '魔', '狼A', '狼B'].includes(n) ? '男' : '女']),
);
