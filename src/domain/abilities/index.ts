/**
 * Shared abilities ("cards"), one file each: a role composes these instead of writing its own logic. Each takes the
 * names the rule text uses. This file only gathers them.
 */
export { neighbours, onElevator } from './adjacency';
export { badgeHandOver, TEAR_BADGE } from './badge';
export { barVotes } from './bar-votes';
export { charm, charmedAll } from './charm';
export { duel } from './duel';
export { ENCHANTING, enchant } from './enchant';
export { extraKill } from './extra-kill';
export { drawCards } from './face-cards';
export { factionCheck } from './faction-check';
export { follow } from './follow';
export { groupKill } from './group-kill';
export { killSense } from './kill-sense';
export { lastShot } from './last-shot';
export { ensureLastWords } from './last-words';
export { tellLovers } from './lovers';
export { MANIPULATED, manipulate } from './manipulate';
export { aimedAt, mirrorImage } from './mirror-image';
export { obey } from './obey';
export { reportOut } from './out-report';
export { tellGroup, whileGroupHasOthers } from './pack';
export { poison } from './poison';
export { protect } from './protect';
export { describeOps, lastSettled, settledOn } from './records';
export { revealCard } from './reveal-card';
export { roleCheck } from './role-check';
export { KILLED_CAUSES, rustySword, wolfAfter } from './rusty-sword';
export { save } from './save';
export { selfExplode } from './self-explode';
export { slander } from './slander';
export { threeCheck } from './three-check';
export { fourLeft, lastAlive, lastFaction } from './wins';
