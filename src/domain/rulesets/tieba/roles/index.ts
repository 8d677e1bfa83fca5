import type { RoleDef } from '../../../engine/types';
import { arsonist } from './arsonist';
import { barber } from './barber';
import { butterfly } from './butterfly';
import { cupid } from './cupid';
import { doctor } from './doctor';
import { elder } from './elder';
import { fireWolf } from './fire-wolf';
import { idiot } from './idiot';
import { lighthouse } from './lighthouse';
import { noble } from './noble';
import { plaintiff } from './plaintiff';
import { prosecutor } from './prosecutor';
import { raven } from './raven';
import { seer } from './seer';
import { snowWolf } from './snow-wolf';
import { villager } from './villager';
import { witch } from './witch';
import { wolf, wolfKing } from './wolves';

/** [tieba] The roles of ruleset tieba, its one list, in the text's order (狼人阵营, 雪狼阵营, 村民阵营). */
export const ROLES_TIEBA: RoleDef[] = [
  wolf,
  wolfKing,
  fireWolf,
  butterfly,
  snowWolf,
  seer,
  witch,
  doctor,
  cupid,
  raven,
  arsonist,
  prosecutor,
  plaintiff,
  villager,
  // used in the rules without a section of their own (l.16, l.21, l.23, l.116, l.146, l.153–154)
  elder,
  idiot,
  noble,
  lighthouse,
  barber,
];

/** 身份与阵营: 狼人：2人 … 起诉人：2人 … 村民：5人; every other role 1人. */
export const ROLE_COUNTS: Record<string, number> = { werewolf: 2, plaintiff: 2, villager: 5 };
