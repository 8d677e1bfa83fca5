import type { Character } from '../../../state';
import { forgetting } from './forgetting';

// [211] file 001 【能臣异士】1 丫鬟 背锅侠<强制> (l.222): …受到来自于[皇权阵营]的以[实际阵营]判断的技能时，以你为[叛皇阵营]进行判定。
// The 皇帝阵营's skills that judge by actual faction read it through here: a holder of 背锅侠 ('scapegoat') is 狼人阵营 to a
// user of 村民阵营 (the 皇帝阵营).
// 【叛皇阵营】4 采花大盗 愚面 (l.497): 目标角色被其他技能判定的[实际阵营]时，按照相反的阵营判定（三方或不定则随机判定为好人或狼）— a holder
// of 'fool_mask' reads the other way round for every user (a 三方/不定 one as drawn when it landed: data.as).

/**
 * 美女画皮 (l.721) 老将/修女/女侠/大将军/宫令/弓腰姬/巾帼：将其中的[村民阵营][非村民阵营]修改为[狼人阵营][非狼人阵营]，[狼人阵营][非狼人阵营]修改为
 * [村民阵营][非村民阵营] — the faction a 机械狼版本 names in place of the text's (叛皇阵营 is 狼人阵营).
 */
export const swapped = (f: string): string => (f === 'village' ? 'wolves' : f === 'wolves' ? 'village' : f);

/** The actual faction a skill of `user` judges `target` by. */
export function judgedFaction(target: Character, user: Character): string {
  // 【叛皇阵营】5 冷妃 伪装 4 (l.505): 受到来自于[村民阵营]的以[实际阵营]判断的技能时，以你为[村民阵营]进行判定 — before 愚面
  if (user.faction === 'village' && target.statuses.some((st) => st.id === 'cold_village_read'))
    return 'village';
  const f =
    user.faction === 'village' && target.statuses.some((st) => st.id === 'scapegoat') && !forgetting(target)
      ? 'wolves'
      : target.faction;
  const mask = target.statuses.find((st) => st.id === 'fool_mask');
  if (!mask) return f;
  return f === 'village' ? 'wolves' : f === 'wolves' ? 'village' : String(mask.data?.as ?? f);
}
