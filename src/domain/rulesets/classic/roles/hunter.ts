import { lastShot } from '../../../abilities';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef } from '../../../engine/types';
import type { GameState } from '../../../state';
import { conventionOf } from '../convention';

// [classic] file 003 猎人:
//   篇一 (l.25): 当且仅当猎人被狼人杀害或被投票放逐时，猎人可以亮出自己的身份牌并指定枪杀一名玩家。通常来说若猎人亮出身份牌则必须开枪，若
//     猎人想不开枪则不得亮出身份牌。
//   篇三(三) (l.177): 猎人无论在晚上被刀死还是白天被票死，都可以发动技能带走场上指定的一名玩家。猎人在被女巫毒死的情况下无法发动技能。猎人
//     也可以在死后不发动技能。猎人发动技能后带走的人及其情侣没有遗言。 (二)4 被女巫毒死的猎人无法发动技能 (l.175).
//   篇二 6(4) 猎人若在夜晚被女巫毒杀或情侣死亡殉情时，将会得到上帝的提示. 3(4) 猎人枪杀目标视为与猎人同一时间死亡.
// The same ability as 121's 最后一枪, with classic's trigger: only an out by the pack's kill (同守同救 included: the kill the
// failed save let through) or by the vote; any other out (毒药, 殉情 …) gives no shot, and a poisoned or 殉情 hunter is told
// so. Declining the right is 不开枪 (no card turned). The shot one's last words: the ruleset's lastWordsFor.
const TRIGGERS = ['killed', 'tongshou', 'vote'];

export const hunter: RoleDef = {
  id: 'hunter',
  name: '猎人',
  faction: 'village',
  cite: '003 篇三(三), 篇一 猎人',
  templates: {
    huntRight: ({ how }) => `你${how}，可以发动<开枪>，指定枪杀一名玩家（也可以不开枪）。`,
    'hunt.killed': () => '被狼人杀害',
    'hunt.tongshou': () => '被狼人杀害',
    'hunt.vote': () => '被投票放逐',
    huntNone: ({ how }) => `你${how}，不能发动<开枪>。`,
    'huntNone.poisoned': () => '被女巫毒杀',
    'huntNone.lovers': () => '因情侣死亡殉情',
  },
  skills: [lastShot({ id: 'hunt', name: '开枪', right: 'hunt' })],
  onOut: ({ tx, char, cause }) => {
    // 篇二 四（一）(2) 夜晚胜负手：狼刀最大 — 若夜晚时剩余1狼1神…狼人杀死女巫或者猎人后，直接获胜，女巫和猎人的技能视为后手，不能发动
    const left = tx.state.chars.filter((c) => c.alive);
    if (
      wolfBladeFirst(tx.state) &&
      left.length === 1 &&
      left[0]?.faction === 'wolves' &&
      cause !== 'poisoned'
    )
      return;
    huntRight(tx, char.name, cause, 'hunt');
  },
};

/**
 * 猎人's trigger (当且仅当猎人被狼人杀害或被投票放逐时): the right `right` for an out by the pack's kill or the vote; a poisoned or
 * 殉情 holder is told he cannot shoot (篇二 6(4)). 黑市商人's 枪 comes on the same terms.
 */
export function huntRight(tx: Tx, name: string, cause: string, right: string): void {
  if (TRIGGERS.includes(cause)) {
    grantRight(tx, name, right, 'phaseEnd');
    tx.notify(name, tx.t('huntRight', { how: tx.t(`hunt.${cause}`) }), { kind: 'right', right });
  } else if (cause === 'poisoned' || cause === 'lovers')
    tx.notify(name, tx.t('huntNone', { how: tx.t(`huntNone.${cause}`) }), { kind: 'right', right: null });
}

/**
 * 篇二 四（一）(2) 夜晚胜负手：狼刀最大 (l.156–157): 若夜晚时剩余1狼1神，神为女巫或者猎人，拥有技能，则狼人杀死女巫或者猎人后，直接获胜，女巫和
 * 猎人的技能视为后手，不能发动 — by night under 篇二, with two left of whom one is a wolf (the caller checks the pack's kill on the other).
 */
export function wolfBladeFirst(s: GameState): boolean {
  return conventionOf(s) === '篇二' && s.phase.kind === 'night';
}
