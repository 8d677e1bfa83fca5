import type { RoleDef } from '../../engine/types';
import { type DomainError, err } from '../../errors';

/**
 * [211] file 001 导言 (l.27–74): 本期使用强度值系统，皇帝阵营强度值总和是叛贼阵营的1.1-1.2倍，三方阵营强度值总和不会超过狼人阵营强度值总和;
 * the values are the role list's circled numbers (①–⑩) and the 诸侯' points; 飘零 have none. 本局游戏内将会有1-3个验人系的身份在场
 * (锦衣卫，国师，宠妃，魔镜少女). Reading: these bind a deal of the text's own roles; a table with the contract's plain 村民 or
 * 狼人 (no entry in the text, no value) is the director's own and is not weighed.
 */
export const STRENGTH_211: Record<string, number> = {
  锦衣卫: 7,
  通天国师: 6,
  宠妃: 5,
  魔镜少女: 7,
  贤明之君: 7,
  守成之君: 5,
  丫鬟: 1,
  太子: 2,
  窦娥: 2,
  老将: 3,
  官员: 3,
  嫦娥: 3,
  义勇军: 4,
  半仙: 4,
  死士: 4,
  隐士: 4,
  嫔妃: 4,
  厨娘: 4,
  才女: 4,
  护卫: 5,
  太平道徒: 5,
  修女: 5,
  女侠: 5,
  道教教主: 6,
  贵妃: 6,
  孟婆: 6,
  皇后: 6,
  大将军: 7,
  禁卫军: 7,
  秘术玄女: 7,
  妙手太医: 8,
  千金: 8,
  宫令: 8,
  弓腰姬: 8,
  菩萨: 8,
  巾帼: 8,
  丞相: 9,
  小龙女: 9,
  炼金魔女: 10,
  舞姬: 10,
  昏庸之君: 10,
  地头蛇: 5,
  贼兄: 6,
  采花大盗: 6,
  冷妃: 6,
  前朝余孽: 7,
  贼弟: 7,
  蒙古铁骑: 7,
  大天狗: 7,
  恶役千金: 7,
  噬时狼妃: 7,
  老鸨: 7,
  魔教教主: 8,
  落魄亲王: 8,
  叛军首领: 8,
  梁山头目: 8,
  曼珠沙华: 8,
  纸嫁衣: 8,
  毒后: 8,
  巫蛊术女: 8,
  雪妖: 8,
  奸佞: 9,
  褒姒: 9,
  白骨精: 9,
  树精姥姥: 9,
  美女画皮: 9,
  蛮族之王: 10,
  巫毒娃娃: 10,
  银狼: 10,
  狐狸精: 10,
  占星师: 25,
  宗教老爷爷: 25,
  妖狐: 30,
  明光神姬: 30,
  暗夜魔君: 30,
  蛊惑师: 35,
  镜: 40,
  南华老仙: 50,
  五毒宗主: 50,
  开膛手: 55,
  鬼魂新娘: 60,
  炽天使: 60,
  死灵术士: 60,
  死灵术师: 60,
  千面人: 65,
  潘多拉: 70,
};

/** 皇帝心腹 and 能臣异士 of the role list (l.27–43), with the sections' names (通天国师): the keys up to 舞姬. */
export const ROYAL_CARDS_211: string[] = Object.keys(STRENGTH_211).slice(
  0,
  Object.keys(STRENGTH_211).indexOf('舞姬') + 1,
);

/** 飘零: roles of the text without a value. */
const FLOATING = [
  '月老',
  '影武者',
  '顺从的女仆',
  '粉丝',
  '复仇者',
  '祭品',
  '盗贼',
  '暗恋者',
  '聂小倩',
  '巫妖匣',
];

/** 现有验人系的身份为：锦衣卫，国师，宠妃，魔镜少女 */
export const CHECKERS = ['锦衣卫', '通天国师', '宠妃', '魔镜少女'];

/** The 导言's strength and checker rules over a deal, or null (a deal with a role outside the text is not weighed). */
export function strengthProblem(list: RoleDef[]): DomainError | null {
  if (!list.every((r) => r.name in STRENGTH_211 || FLOATING.includes(r.name))) return null;
  const sum = (pick: (r: RoleDef) => boolean) =>
    list.filter(pick).reduce((n, r) => n + (STRENGTH_211[r.name] ?? 0), 0);
  const royal = sum((r) => r.faction === 'village');
  const rebels = sum((r) => r.faction === 'wolves');
  const third = sum((r) => r.faction !== 'village' && r.faction !== 'wolves');
  if (rebels > 0 && (royal < rebels * 1.1 - 1e-9 || royal > rebels * 1.2 + 1e-9))
    return err(
      'SETUP_CONSTRAINT',
      `皇帝阵营强度值总和 ${royal}，叛贼阵营 ${rebels}；规则：皇帝阵营强度值总和是叛贼阵营的1.1-1.2倍（${(rebels * 1.1).toFixed(1)}–${(rebels * 1.2).toFixed(1)}）`,
    );
  if (third > rebels)
    return err(
      'SETUP_CONSTRAINT',
      `三方阵营强度值总和 ${third}，狼人阵营 ${rebels}；规则：三方阵营强度值总和不会超过狼人阵营强度值总和`,
    );
  const checkers = list.filter((r) => CHECKERS.includes(r.name)).length;
  if (checkers < 1 || checkers > 3)
    return err(
      'SETUP_CONSTRAINT',
      `发出验人系身份 ${checkers} 张；规则：本局游戏内将会有1-3个验人系的身份在场（锦衣卫，国师，宠妃，魔镜少女）`,
    );
  return null;
}

/**
 * 各种数量的验人系出现概率 (l.64–67), per mille, for 1, 2 and 3 验人系: （35-参与人数）X5%; （参与人数-15）X5%，最大50%;
 * （参与人数-25）X5%，最大50% (none below 0; the first at most 100%).
 */
export function checkerOdds(n: number): [number, number, number] {
  const pm = (x: number, max: number) => Math.round(Math.max(0, Math.min(max, x)) * 1000);
  return [pm((35 - n) * 0.05, 1), pm((n - 15) * 0.05, 0.5), pm((n - 25) * 0.05, 0.5)];
}

const checkersIn = (list: RoleDef[]): number => list.filter((r) => CHECKERS.includes(r.name)).length;

/**
 * The odds of a pool deal's cast (RulesetDef.poolOdds): the number of 验人系 drawn by l.64–67 among the counts the pool can
 * give; and l.74 三方与不定的出现概率为60%比40%，独立计算 — reading: each 三方-or-不定 card of the hand is a 诸侯 with 60%, a
 * 不定 with 40%, drawn independently for the most the table may hold (`most`: round(0.2N)); the number of such cards is the
 * pool's (最低可能没有).
 */
export function poolOdds211(
  pool: RoleDef[],
  players: number,
  draw: (n: number) => number,
  most: number,
): (hand: RoleDef[]) => boolean {
  const inPool = checkersIn(pool);
  const weights = checkerOdds(players).map((p, i) => (i + 1 <= inPool ? p : 0));
  const total = weights.reduce((a, b) => a + b, 0);
  let k: number | null = null;
  if (total > 0) {
    let roll = draw(total);
    for (let i = 0; i < weights.length && k === null; i++) {
      if (roll < (weights[i] as number)) k = i + 1;
      else roll -= weights[i] as number;
    }
  }
  const lords: boolean[] = [];
  for (let i = 0; i < most; i++) lords.push(draw(10) < 6);
  return (hand) => {
    if (k !== null && checkersIn(hand) !== k) return false;
    const others = hand.filter((r) => r.faction !== 'village' && r.faction !== 'wolves');
    const third = others.filter((r) => r.faction !== 'undetermined').length;
    return third === lords.slice(0, others.length).filter(Boolean).length;
  };
}
