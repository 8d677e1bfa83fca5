import type { RoleDef } from '../../../engine/types';
import { elder } from './elder';
import { godSubstitute } from './god-substitute';
import { guard } from './guard';
import { hunter } from './hunter';
import { seer } from './seer';
import { sniper } from './sniper';
import { thirdParty } from './third-party';
import { villager } from './villager';
import { werewolf } from './werewolf';
import { wildWolf } from './wild-wolf';
import { witch } from './witch';
import { wolfBlocker } from './wolf-blocker';
import { wolfSeer } from './wolf-seer';
import { wolfSubstitute } from './wolf-substitute';

/** [pku] file 004: the roles by the FAQ's headings (狼, 神, 民, 三方). */
export const ROLES_PKU: RoleDef[] = [
  werewolf,
  wildWolf,
  wolfSeer,
  wolfBlocker,
  wolfSubstitute,
  seer,
  witch,
  hunter,
  guard,
  godSubstitute,
  elder,
  sniper,
  villager,
  thirdParty,
];
