import type { RoleDef } from '../../../engine/types';
import { angel } from './angel';
import { apothecary } from './apothecary';
import { assassin } from './assassin';
import { avenger } from './avenger';
import { bear } from './bear';
import { blackMerchant } from './black-merchant';
import { bomber } from './bomber';
import { cupid } from './cupid';
import { elder } from './elder';
import { enchanter } from './enchanter';
import { faceChanger } from './face-changer';
import { fox } from './fox';
import { grandpa } from './grandpa';
import { guard } from './guard';
import { hiddenWolf } from './hidden-wolf';
import { hunter } from './hunter';
import { idiot } from './idiot';
import { infectWolf } from './infect-wolf';
import { knight } from './knight';
import { mixedBlood } from './mixed-blood';
import { moonGirl } from './moon-girl';
import { piper } from './piper';
import { raven } from './raven';
import { rustySwordKnight } from './rusty-sword-knight';
import { scapegoat } from './scapegoat';
import { seer } from './seer';
import { shadow } from './shadow';
import { threeBrothers, twoSisters } from './siblings';
import { silenceElder } from './silence-elder';
import { stalker } from './stalker';
import { stutteringJudge } from './stuttering-judge';
import { thief } from './thief';
import { villager } from './villager';
import { whiteWolf } from './white-wolf';
import { wildChild } from './wild-child';
import { witch } from './witch';
import { wolfElderBrother, wolfYoungerBrother } from './wolf-brothers';
import { bigBadWolf, fireWolf, werewolf, whiteWolfKing, wolfBeauty, wolfhound } from './wolves';

export { IDIOT_VERSIONS } from './idiot';

/**
 * [classic] The roles of file 003 played so far, its one list: each role file declares its skills, statuses and texts;
 * `collectRoles` merges them into the ruleset. The order is the order of 其余身份 (`*`) in the night's order table and of
 * the deal's role list.
 */
export const ROLES_CLASSIC: RoleDef[] = [
  villager,
  werewolf,
  seer,
  witch,
  hunter,
  guard,
  idiot,
  cupid,
  thief,
  knight,
  raven,
  whiteWolfKing,
  wolfBeauty,
  bear,
  angel,
  bomber,
  scapegoat,
  hiddenWolf,
  mixedBlood,
  fox,
  elder,
  silenceElder,
  stalker,
  bigBadWolf,
  wolfhound,
  fireWolf,
  wolfElderBrother,
  wolfYoungerBrother,
  rustySwordKnight,
  apothecary,
  moonGirl,
  enchanter,
  whiteWolf,
  piper,
  blackMerchant,
  infectWolf,
  wildChild,
  shadow,
  grandpa,
  twoSisters,
  threeBrothers,
  avenger,
  assassin,
  faceChanger,
  stutteringJudge,
];
