import type { Character } from '../../../state';
import { STATUSES_211 } from '../statuses';

// [211] file 001 l.102 [遗忘]：该状态下失去所有[强制]技能，持续生效的效果也会一并失去 — for the <强制> effects a role reads
// from the state alone (an innate status's `while`, a target count): a status of the 状态 system that is [遗忘] or
// includes it ([净化]/[业炎], [怀孕]) takes them while it lasts.

const forgets = (id: string, depth = 0): boolean => {
  const def = STATUSES_211[id];
  return (
    !!def &&
    depth < 4 &&
    (!!def.blocks?.blocksMandatory || (def.includes ?? []).some((x) => forgets(x, depth + 1)))
  );
};

/** Does the character hold a status that takes its <强制> skills ([遗忘] and the statuses made of it)? */
export const forgetting = (c: Character): boolean => c.statuses.some((st) => forgets(st.id));
