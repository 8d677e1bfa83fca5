import type { Character } from '../../../state';

// [211] file 001 【能臣异士】1 丫鬟 背锅侠<强制> (l.222): …受到来自于[皇权阵营]的以[实际阵营]判断的技能时，以你为[叛皇阵营]进行判定。
// The 皇帝阵营's skills that judge by actual faction read it through here: a holder of 背锅侠 ('scapegoat') is 狼人阵营 to a
// user of 村民阵营 (the 皇帝阵营).

/** The actual faction a skill of `user` judges `target` by. */
export const judgedFaction = (target: Character, user: Character): string =>
  user.faction === 'village' && target.statuses.some((st) => st.id === 'scapegoat')
    ? 'wolves'
    : target.faction;
