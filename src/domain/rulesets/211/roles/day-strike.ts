import { defsOf, settleEnvNow, statusesOf } from '../../../engine/effects';
import { goOut, passedOut } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { Strength } from '../../../engine/types';

/**
 * [211] A blow struck by a day skill (蒙古铁骑 践踏, 褒姒 烽火戏诸侯): the kill settles at once ([不死] stops it, [坚韧] all but
 * [致死伤害]); an out is announced at once (在正午阶段出局的信息会随时间立刻公示). A [指定] blow on a [隐身] target does
 * nothing (所有[指定]技能以该角色进行[最终结算目标]的效果，不进行结算). True when the target went out.
 */
export function dayStrike(
  tx: Tx,
  o: { by: string; target: string; strength: Strength; source: string; designated: boolean },
): boolean {
  const t = tx.state.chars.find((c) => c.name === o.target);
  if (!t?.alive) return false;
  if (o.designated && defsOf(tx.rs, statusesOf(tx.state, tx.rs, t)).some(({ def }) => def.blocks?.immune))
    return false;
  const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
    target: t.name,
    source: o.source,
    by: o.by,
    strength: o.strength,
    cause: o.source,
  });
  if (!cause) return false;
  // a [混沌] holder stays: its out passes to the other holder (announced as 其他原因)
  if (passedOut(tx.state, tx.rs, t, cause)) {
    goOut(tx, t.name, cause, o.by);
    return false;
  }
  tx.announce(tx.t('noonOut', { name: t.name }), { kind: 'out', name: t.name });
  goOut(tx, t.name, cause, o.by);
  return true;
}
