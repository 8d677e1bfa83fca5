import type { StatusDef } from '../../engine/types';
import type { DomainError } from '../../errors';
import type { Character } from '../../state';

/**
 * [pku] file 004 投降 (l.417): 贴脸/场外的玩家可能会被强制托管（主动技能失效）并单独判胜，以法官组裁定为准. 托管 is a status the
 * director puts on a player by the ruling `status` (`{"kind": "status", "status": "托管", "op": "apply"}`) and takes off the
 * same way: while it lasts every active skill of the player is off — its night and day skills are refused and void (a
 * block of every skill, <强制> ones too), and the skills no status blocks are refused as well (申领, 【纸条兴邦】, the
 * 猎人's shot); what the engine runs by itself (passives, 神替's inheritance, the pools' points) goes on. A group's skill
 * stays the group's: the other members still use it. 单独判胜: the player's result is the director's (以法官组裁定为准), so
 * at the end the one in 托管 is left out of the winners' names and the end's reason says so; the rules post with the
 * rest of the penalties is not in the file.
 */
export const CUSTODY = 'custody';

export const CUSTODY_STATUSES: StatusDef[] = [
  { id: CUSTODY, name: '托管', blocks: { blocksSkills: true, blocksMandatory: true } },
];

export const inCustody = (c: Character) => c.statuses.some((st) => st.id === CUSTODY);

/** the refusal of a skill no status blocks (申领, 纸条兴邦, 开枪) while its holder is in 托管 */
export function custodyRefusal(c: Character, skill: string): DomainError | null {
  return inCustody(c)
    ? { code: 'SKILL_NOT_USABLE', message: `${c.name} 处于[托管]状态，不能发动<${skill}>` }
    : null;
}
