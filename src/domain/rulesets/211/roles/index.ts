import type { RoleDef } from '../../../engine/types';
import { alchemistWitch } from './alchemist-witch';
import { arcaneMaiden } from './arcane-maiden';
import { astrologer } from './astrologer';
import { avenger } from './avenger';
import { banditElderBrother, banditYoungerBrother } from './bandit-brothers';
import { baoSi } from './bao-si';
import { barbarianKing } from './barbarian-king';
import { bodhisattva } from './bodhisattva';
import { bodyDouble } from './body-double';
import { bodyguard } from './bodyguard';
import { bowPrincess } from './bow-princess';
import { chancellor } from './chancellor';
import { changE } from './chang-e';
import { coldConsort } from './cold-consort';
import { concubine } from './concubine';
import { cook } from './cook';
import { crownPrince } from './crown-prince';
import { demonCultMaster, taoistMaster } from './cult-masters';
import { dancer } from './dancer';
import { deathWarrior } from './death-warrior';
import { demonFox } from './demon-fox';
import { douE } from './dou-e';
import { empress } from './empress';
import { enchanter211 } from './enchanter';
import { fallenPrince } from './fallen-prince';
import { fan } from './fan';
import { fatuousEmperor } from './fatuous-emperor';
import { favoredConsort } from './favored-consort';
import { fivePoisonMaster } from './five-poison-master';
import { flowerThief } from './flower-thief';
import { formerDynastyRemnant } from './former-dynasty-remnant';
import { fortuneTeller } from './fortune-teller';
import { foxSpirit } from './fox-spirit';
import { ghostBride } from './ghost-bride';
import { grandGeneral } from './grand-general';
import { grandpa } from './grandpa';
import { greatTengu } from './great-tengu';
import { guSorceress } from './gu-sorceress';
import { heroine } from './heroine';
import { imperialGuard } from './imperial-guard';
import { imperialPhysician } from './imperial-physician';
import { imperialPreceptor } from './imperial-preceptor';
import { jinyiwei } from './jinyiwei';
import { liangshanChief } from './liangshan-chief';
import { localBully } from './local-bully';
import { madam } from './madam';
import { maidservant } from './maidservant';
import { manjusaka } from './manjusaka';
import { matchmaker } from './matchmaker';
import { mengPo } from './meng-po';
import { militia } from './militia';
import { mirror211 } from './mirror';
import { mirrorMaiden } from './mirror-maiden';
import { mongolCavalry } from './mongol-cavalry';
import { nanhuaImmortal } from './nanhua-immortal';
import { necromancer211 } from './necromancer';
import { nieXiaoqian } from './nie-xiaoqian';
import { nobleConsort } from './noble-consort';
import { nun } from './nun';
import { obedientMaid } from './obedient-maid';
import { official } from './official';
import { paintedSkin } from './painted-skin';
import { palaceSteward } from './palace-steward';
import { pandora } from './pandora';
import { paperBride } from './paper-bride';
import { phylactery } from './phylactery';
import { villager, werewolf } from './plain';
import { poisonQueen } from './poison-queen';
import { rebelLeader } from './rebel-leader';
import { recluse } from './recluse';
import { ripper } from './ripper';
import { sacrifice } from './sacrifice';
import { secretAdmirer } from './secret-admirer';
import { seraph } from './seraph';
import { silverWolf } from './silver-wolf';
import { snowDemon } from './snow-demon';
import { swordswoman } from './swordswoman';
import { taipingDisciple } from './taiping-disciple';
import { talentedLady } from './talented-lady';
import { thief } from './thief';
import { thousandFaces } from './thousand-faces';
import { timeEatingConsort } from './time-eating-consort';
import { treacherousMinister } from './treacherous-minister';
import { treeDemonGranny } from './tree-demon-granny';
import { darkLord, lightPrincess } from './twins';
import { veteranGeneral } from './veteran-general';
import { villainess } from './villainess';
import { voodooDoll } from './voodoo-doll';
import { whiteBoneDemon } from './white-bone-demon';
import { steadyEmperor, wiseEmperor } from './wise-emperor';
import { xiaoLongnv } from './xiao-longnv';
import { youngLady } from './young-lady';

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
  // 叛皇阵营 (issue 13)
  fatuousEmperor,
  localBully,
  banditElderBrother,
  banditYoungerBrother,
  greatTengu,
  formerDynastyRemnant,
  liangshanChief,
  poisonQueen,
  mongolCavalry,
  fallenPrince,
  manjusaka,
  paperBride,
  treacherousMinister,
  treeDemonGranny,
  barbarianKing,
  voodooDoll,
  baoSi,
  rebelLeader,
  flowerThief,
  coldConsort,
  madam,
  silverWolf,
  foxSpirit,
  guSorceress,
  villainess,
  whiteBoneDemon,
  paintedSkin,
  // 诸侯
  astrologer,
  fivePoisonMaster,
  ripper,
  seraph,
  lightPrincess,
  darkLord,
  thousandFaces,
  mirror211,
  grandpa,
  ghostBride,
  enchanter211,
  nanhuaImmortal,
  demonFox,
  necromancer211,
  pandora,
  // 不定阵营
  phylactery,
  fan,
  bodyDouble,
  obedientMaid,
  nieXiaoqian,
  secretAdmirer,
  sacrifice,
  avenger,
  thief,
  official,
  crownPrince,
  imperialGuard,
  swordswoman,
  bowPrincess,
  grandGeneral,
  dancer,
  imperialPhysician,
  favoredConsort,
  mirrorMaiden,
  recluse,
  bodhisattva,
  nun,
  deathWarrior,
  bodyguard,
  chancellor,
  heroine,
  militia,
  taipingDisciple,
  maidservant,
  alchemistWitch,
  xiaoLongnv,
  cook,
  fortuneTeller,
  // 皇帝阵营 (issue 12, c211e)
  douE,
  veteranGeneral,
  empress,
  talentedLady,
  youngLady,
  arcaneMaiden,
];
