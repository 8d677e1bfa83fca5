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
  noSheriff?: boolean;
  nightZero?: boolean;
  sheriffWeightAt?: RulesetDef['sheriffWeightAt'];
  sheriff?: RulesetDef['sheriff'];
  ballotMinutes?: RulesetDef['ballotMinutes'];
  options?: RulesetDef['options'];
  lastWordsQuota: (players: number) => number;
  lastWords?: RulesetDef['lastWords'];
  lastWordsOption?: RulesetDef['lastWordsOption'];
  cards: Partial<CardRules>;
  tie: NonNullable<RulesetDef['tie']>;
  surrender?: RulesetDef['surrender'];
  deadlines: DeadlineRow[];
  time: TimeRules;
  t?: Templates;
}

/** 殉职: the sheriff going out hands on the badge (or tears it, where the ruleset's rules allow); not in time → at random. */
const badgeOf = (o: PlainRulesetOptions): SkillDef => {
  const rules = o.sheriff;
  const skill = badgeHandOver(
    ({ state, target }) => !target.alive || state.status !== 'running',
    rules ? { tear: (s) => rules(s).tear } : {},
  );
  // the text's 行动时限 row for 警长<殉职> (tieba: 警长被投票出局，关门三十分钟后仍未与法官取得联系，警长随机指定)
  const row = o.deadlines.find((r) => r.who.includes('警长<殉职>'));
  return row ? { ...skill, timing: { ...skill.timing, window: row.window } } : skill;
};

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
    commonSkills: [badgeOf(o)],
    sheriffWeight: o.sheriffWeight,
    ...(o.noSheriff ? { noSheriff: true } : {}),
    ...(o.nightZero ? { nightZero: true } : {}),
    ...(o.sheriffWeightAt ? { sheriffWeightAt: o.sheriffWeightAt } : {}),
    ...(o.sheriff ? { sheriff: o.sheriff } : {}),
    ...(o.ballotMinutes ? { ballotMinutes: o.ballotMinutes } : {}),
    ...(o.options ? { options: o.options } : {}),
    lastWordsQuota: o.lastWordsQuota,
    cards: o.cards,
    tie: o.tie,
    ...(o.lastWords ? { lastWords: o.lastWords } : {}),
    ...(o.lastWordsOption ? { lastWordsOption: o.lastWordsOption } : {}),
    ...(o.surrender ? { surrender: o.surrender } : {}),
    validateSetup: (list) => {
      if (!list.some((r) => r.faction === 'wolves'))
        return err('SETUP_CONSTRAINT', '发出的身份中没有狼人阵营的角色；规则：至少一名狼人');
      if (!list.some((r) => r.faction === 'village'))
        return err('SETUP_CONSTRAINT', '发出的身份中没有村民阵营的角色；规则：至少一名村民');
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
      // the ballot (engine/ballot.ts): 上警/退选, PK rounds, re-election, 撕毁警徽
      candidateStood: ({ name }) => `${name} 上警，竞选警长。`,
      candidateWithdrew: ({ name }) => `${name} 退选。`,
      candidatesLine: ({ names }) => `竞选者：${names}。`,
      withdrawnLine: ({ names }) => `退选：${names}。`,
      noCandidates: () => '无人上警。',
      voteVoidStood: () => '你已上警：只有未竞选者可以投票，你之前的投票作废。',
      voteVoidWithdrew: ({ name }) => `${name} 退选，你投给 ${name} 的票作废，请重新投票。`,
      electionPk: ({ names }) =>
        `平票：${names} 进入PK，再进行一次发言，其他竞选者视为退选；依然只有未竞选者能投票，且只能投给PK台上的竞选者。`,
      electionPkTie: ({ names }) => `再次平票（${names}），没有警长。`,
      electionTie: ({ names }) => `平票（${names}），当天白天没有警长。`,
      reelectNext: () => '下一个白天重新选举警长。',
      reelection: ({ day }) =>
        `第${day}天：场上没有警长，先重新竞选警长（上警、退选，未竞选者投票），竞选结束后进行放逐投票。`,
      dayVoteOpens: ({ day }) => `第${day}天 警长竞选结束，放逐投票开始。`,
      outPk: ({ names }) =>
        `平票：嫌疑人 ${names} 上PK台，再进行一轮发言；嫌疑人不能投票（警长亦然），其余玩家只能投票给PK台上的嫌疑人。`,
      pkHeader: ({ day, what }) => `第${day}天 ${what}PK投票结果：`,
      pkSheriff: () => '警长竞选',
      pkOut: () => '放逐',
      pkTieNobody: ({ names }) => `再次平票（${names}），无人被处决，直接进入黑夜。`,
      badgeTorn: ({ from }) => `警长 ${from} 撕毁了警徽，本局将没有警长。`,
      badgeRightTear: () =>
        '你是警长，须选择一名未出局的角色移交警徽（<殉职>），或撕毁警徽（choice：撕毁），撕毁后本局将没有警长。',
      ...o.t,
    },
    phaseName: (kind, day) => (kind === 'day' ? `第${day}天` : kind === 'night' ? `第${day}夜` : ''),
  };
}
