import { badgeHandOver, groupKill } from '../abilities';
import type { TimeRules } from '../calendar';
import type { CardRules, DeadlineRow, RoleDef, RulesetDef, SkillDef, Templates } from '../engine/types';
import { err } from '../errors';
import { templates as templates121 } from './121/templates';
import { compileDeadlines } from './compile';

/**
 * A ruleset with its general rules and only the plain roles every ruleset has (contract: 村民 and 狼人):
 * the shape `tieba`, `classic` and `pku` start from until their own roles arrive. Each passes its text's
 * numbers: the sheriff's weight, the last words, the cards, the tie rule, the night windows, the calendar.
 */
export interface PlainRulesetOptions {
  id: string;
  name: string;
  file: string;
  /** the file and place the plain roles cite */
  cite: string;
  sheriffWeight: number;
  lastWordsQuota: (players: number) => number;
  lastWords?: RulesetDef['lastWords'];
  cards: Partial<CardRules>;
  tie: NonNullable<RulesetDef['tie']>;
  surrender?: RulesetDef['surrender'];
  deadlines: DeadlineRow[];
  time: TimeRules;
  t?: Templates;
}

/** 殉职: the sheriff going out hands on the badge; not in time → at random. */
const badge: SkillDef = badgeHandOver(({ state, target }) => !target.alive || state.status !== 'running');

export function plainRuleset(o: PlainRulesetOptions): RulesetDef {
  const villager: RoleDef = { id: 'villager', name: '村民', faction: 'village', cite: o.cite, skills: [] };
  const werewolf: RoleDef = {
    id: 'werewolf',
    name: '狼人',
    faction: 'wolves',
    cite: o.cite,
    group: 'wolves',
    skills: [groupKill({ id: 'kill', name: '杀人', group: 'wolves' })],
  };
  const compiled = compileDeadlines(o.deadlines, { villager, werewolf });
  return {
    id: o.id,
    name: o.name,
    file: o.file,
    factions: {
      village: { id: 'village', name: '村民阵营' },
      wolves: { id: 'wolves', name: '狼人阵营' },
    },
    roles: compiled.roles,
    statuses: {},
    nightWindows: compiled.windows,
    order: [{ tier: 1, skills: ['kill'] }],
    settlement: ['kill'],
    chainOrder: [],
    redirectOrder: [],
    voteHookOrder: [],
    commonSkills: [badge],
    sheriffWeight: o.sheriffWeight,
    lastWordsQuota: o.lastWordsQuota,
    cards: o.cards,
    tie: o.tie,
    ...(o.lastWords ? { lastWords: o.lastWords } : {}),
    ...(o.surrender ? { surrender: o.surrender } : {}),
    validateSetup: (list) => {
      if (!list.some((r) => r.faction === 'wolves')) return err('SETUP_CONSTRAINT', 'the deal has no wolf');
      if (!list.some((r) => r.faction === 'village'))
        return err('SETUP_CONSTRAINT', 'the deal has no villager');
      return null;
    },
    // with only these two factions: the one whose characters are all out (or that surrendered) has lost
    judge: (s) => {
      const alive = (f: string) =>
        !s.surrendered?.includes(f) && s.chars.some((c) => c.alive && c.faction === f);
      const names = (f: string) => s.chars.filter((c) => c.faction === f).map((c) => c.name);
      if (!alive('wolves'))
        return { faction: 'village', names: names('village'), reason: '狼人阵营的角色全部出局' };
      if (!alive('village'))
        return { faction: 'wolves', names: names('wolves'), reason: '村民阵营的角色全部出局' };
      return null;
    },
    settle: (_env, k) => k.cause ?? 'killed',
    time: o.time,
    t: {
      ...templates121,
      surrenderProposed: ({ name }) =>
        `${name} 发起投降：请回复同意或拒绝（所有被询问的角色同意时投降有效）。`,
      surrenderDeclined: ({ name }) => `${name} 拒绝投降，本次投降无效。`,
      ...o.t,
    },
    phaseName: (kind, day) => (kind === 'day' ? `第${day}天` : kind === 'night' ? `第${day}夜` : ''),
  };
}
