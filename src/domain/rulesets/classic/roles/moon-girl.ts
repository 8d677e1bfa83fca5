import { MANIPULATED, manipulate } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 操纵月亮的女孩 (l.46–47): 每晚月女（简称）可指定一名玩家，该玩家夜里可以使用能力，但无效。若指定了狼人，则该狼人晚上杀人杀不死，
// 若此时场上还有别的狼人则狼人依然可以杀死目标，若仅剩这一只狼人，则狼队无法杀死人。被指定的玩家不知道自己失去了能力，因此如果他们使用了有次数限制的
// 能力（例如女巫的药，种狼的感染），那么这次能力将被浪费且不会重置。月女不可以连续2晚指定同一个人。
// The shared 操纵 (abilities/manipulate.ts, 121's): a block on the target's skills tonight, acting first (the order table's tier 1).
// The pack's 杀人 is the group's: it is void only when every living member of the pack is manipulated (仅剩这一只狼人); a counted
// skill used under it is spent (浪费且不会重置); the target is told nothing, and a check of his gets no answer. Readings: 一名玩家 =
// anyone, herself included; 不可以连续2晚 = her own two nights.
export const moonGirl: RoleDef = {
  id: 'moon_girl',
  name: '操纵月亮的女孩',
  aliases: ['月女'],
  faction: 'village',
  cite: '003 篇一 操纵月亮的女孩',
  // 浪费且不会重置: a counted skill blocked by it is spent (blocks.spends)
  statuses: [{ ...MANIPULATED, blocks: { ...MANIPULATED.blocks, spends: true } }],
  skills: [manipulate({ id: 'manipulate', name: '操纵' })],
};
