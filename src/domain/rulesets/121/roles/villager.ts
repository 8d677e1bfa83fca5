import type { RoleDef } from '../../../engine/types';

// [121] file 000 — the plain villager (contract: every ruleset has 村民)
export const villager: RoleDef = {
  id: 'villager',
  name: '村民',
  faction: 'village',
  cite: '000 contract',
  skills: [],
};
