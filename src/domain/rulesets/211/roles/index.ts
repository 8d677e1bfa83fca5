import type { RoleDef } from '../../../engine/types';
import { changE } from './chang-e';
import { concubine } from './concubine';
import { demonCultMaster, taoistMaster } from './cult-masters';
import { imperialPreceptor } from './imperial-preceptor';
import { jinyiwei } from './jinyiwei';
import { matchmaker } from './matchmaker';
import { mengPo } from './meng-po';
import { nobleConsort } from './noble-consort';
import { palaceSteward } from './palace-steward';
import { villager, werewolf } from './plain';
import { snowDemon } from './snow-demon';
import { timeEatingConsort } from './time-eating-consort';
import { steadyEmperor, wiseEmperor } from './wise-emperor';

/**
 * [211] The roles of ruleset 211, its one list: each role file declares its skills, statuses, texts, factions and
 * heirs; `collectRoles` merges them into the ruleset.
 */
export const ROLES_211: RoleDef[] = [
  villager,
  werewolf,
  wiseEmperor,
  steadyEmperor,
  nobleConsort,
  palaceSteward,
  changE,
  concubine,
  mengPo,
  taoistMaster,
  demonCultMaster,
  timeEatingConsort,
  snowDemon,
  jinyiwei,
  imperialPreceptor,
  matchmaker,
];
