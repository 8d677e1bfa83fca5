import type { RoleDef } from '../../../engine/types';
import { apostle } from './apostle';
import { apothecary } from './apothecary';
import { astrologer } from './astrologer';
import { avenger } from './avenger';
import { baker } from './baker';
import { bear } from './bear';
import { bigBadWolf } from './big-bad-wolf';
import { blackMerchant } from './black-merchant';
import { bloodMoonApostle } from './blood-moon-apostle';
import { bomber } from './bomber';
import { bountyHunter } from './bounty-hunter';
import { breeder } from './breeder';
import { butterfly } from './butterfly';
import { chainer } from './chainer';
import { cupid } from './cupid';
import { demonHunter } from './demon-hunter';
import { detective, policeDog } from './detective';
import { dreamCatcher } from './dream-catcher';
import { elderWolf } from './elder-wolf';
import { enchanter } from './enchanter';
import { faceChanger } from './face-changer';
import { fireWolf } from './fire-wolf';
import { fox } from './fox';
import { gambler } from './gambler';
import { gargoyle } from './gargoyle';
import { ghost } from './ghost';
import { ghostRider } from './ghost-rider';
import { ghoul } from './ghoul';
import { guard } from './guard';
import { guardApprentice } from './guard-apprentice';
import { hedgehog } from './hedgehog';
import { hermit } from './hermit';
import { hiddenWolf } from './hidden-wolf';
import { holyJudge } from './holy-judge';
import { hunter } from './hunter';
import { idiot } from './idiot';
import { infectWolf } from './infect-wolf';
import { ironPillar } from './iron-pillar';
import { knight } from './knight';
import { magician } from './magician';
import { mechWolf } from './mech-wolf';
import { medium } from './medium';
import { mirror } from './mirror';
import { mixedBlood } from './mixed-blood';
import { moonGirl } from './moon-girl';
import { necromancer } from './necromancer';
import { nightmare } from './nightmare';
import { nightmareShadow } from './nightmare-shadow';
import { obedientMaid } from './obedient-maid';
import { penguin } from './penguin';
import { phantomThief } from './phantom-thief';
import { pig } from './pig';
import { piper } from './piper';
import { psychic } from './psychic';
import { raven } from './raven';
import { richMerchant } from './rich-merchant';
import { rustySwordKnight } from './rusty-sword-knight';
import { saintess } from './saintess';
import { santaWolf } from './santa-wolf';
import { scapegoat } from './scapegoat';
import { seer } from './seer';
import { shadow } from './shadow';
import { sniper } from './sniper';
import { splitPersonality } from './split-personality';
import { stalker } from './stalker';
import { moon, sun } from './sun-moon';
import { tengu } from './tengu';
import { terrorist } from './terrorist';
import { twinDark, twinLight } from './twins';
import { villager } from './villager';
import { wanderer } from './wanderer';
import { watcher } from './watcher';
import { whiteWolf } from './white-wolf';
import { witch } from './witch';
import { witchApprentice } from './witch-apprentice';
import { wolfBeauty } from './wolf-beauty';
import { wolfElderBrother, wolfYoungerBrother } from './wolf-brothers';
import { wolfCub } from './wolf-cub';
import { wolfSister } from './wolf-sister';
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
  nightmareShadow,
  bigBadWolf,
  whiteWolf,
  wolfSister,
  tengu,
  wolfCub,
  fireWolf,
  wolfElderBrother,
  wolfYoungerBrother,
  gargoyle,
  nightmare,
  enchanter,
  piper,
  astrologer,
  mixedBlood,
  obedientMaid,
  sniper,
  ironPillar,
  terrorist,
  avenger,
  bloodMoonApostle,
  elderWolf,
  breeder,
  shadow,
  splitPersonality,
  ghoul,
  faceChanger,
  gambler,
  phantomThief,
  santaWolf,
  necromancer,
  richMerchant,
  watcher,
];
