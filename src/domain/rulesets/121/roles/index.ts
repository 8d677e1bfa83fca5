import type { RoleDef } from '../../../engine/types';
import { apostle } from './apostle';
import { apothecary } from './apothecary';
import { baker } from './baker';
import { bear } from './bear';
import { blackMerchant } from './black-merchant';
import { bomber } from './bomber';
import { bountyHunter } from './bounty-hunter';
import { butterfly } from './butterfly';
import { chainer } from './chainer';
import { cupid } from './cupid';
import { demonHunter } from './demon-hunter';
import { detective, policeDog } from './detective';
import { dreamCatcher } from './dream-catcher';
import { fox } from './fox';
import { ghost } from './ghost';
import { ghostRider } from './ghost-rider';
import { guard } from './guard';
import { guardApprentice } from './guard-apprentice';
import { hedgehog } from './hedgehog';
import { hermit } from './hermit';
import { hiddenWolf } from './hidden-wolf';
import { holyJudge } from './holy-judge';
import { hunter } from './hunter';
import { idiot } from './idiot';
import { infectWolf } from './infect-wolf';
import { knight } from './knight';
import { magician } from './magician';
import { mechWolf } from './mech-wolf';
import { medium } from './medium';
import { mirror } from './mirror';
import { moonGirl } from './moon-girl';
import { penguin } from './penguin';
import { pig } from './pig';
import { psychic } from './psychic';
import { raven } from './raven';
import { rustySwordKnight } from './rusty-sword-knight';
import { saintess } from './saintess';
import { scapegoat } from './scapegoat';
import { seer } from './seer';
import { stalker } from './stalker';
import { moon, sun } from './sun-moon';
import { twinDark, twinLight } from './twins';
import { villager } from './villager';
import { wanderer } from './wanderer';
import { witch } from './witch';
import { witchApprentice } from './witch-apprentice';
import { wolfBeauty } from './wolf-beauty';
import { wolf, wolfKing } from './wolves';
import { yinYangEnvoy } from './yin-yang-envoy';

/**
 * [121] The roles of ruleset 121, its one list: each role file declares its skills, statuses, texts, factions, heirs and
 * what a 机械狼 learns of it; `collectRoles` merges them into the ruleset. The order is the order of 其余身份 (`*`) in the
 * night's order table and of the deal's role list.
 */
export const ROLES_121: RoleDef[] = [
  villager,
  wolf,
  wolfKing,
  seer,
  witch,
  hunter,
  guard,
  idiot,
  scapegoat,
  magician,
  dreamCatcher,
  penguin,
  medium,
  butterfly,
  infectWolf,
  wolfBeauty,
  ghostRider,
  hiddenWolf,
  mechWolf,
  ghost,
  chainer,
  mirror,
  cupid,
  raven,
  knight,
  hermit,
  apostle,
  bomber,
  twinLight,
  twinDark,
  psychic,
  fox,
  stalker,
  moonGirl,
  apothecary,
  rustySwordKnight,
  blackMerchant,
  bear,
  demonHunter,
  bountyHunter,
  guardApprentice,
  pig,
  yinYangEnvoy,
  witchApprentice,
  saintess,
  sun,
  moon,
  hedgehog,
  detective,
  policeDog,
  holyJudge,
  baker,
  wanderer,
];
