import { inGroup, protectedFrom } from '../../engine/effects';
import type { Kill, RoleDef, RulesetDef, SettleEnv } from '../../engine/types';
import { err } from '../../errors';
import type { GameState } from '../../state';
import { collectRoles, compileDeadlines, compileList, compileOrder, compileSettlement } from '../compile';
import { plainRuleset } from '../plain';
import { DEADLINES_TIEBA } from './deadlines';
import { DECLARE_DESCRIBE, declared, parseDeclare } from './declare';
import {
  dealHouses,
  HOUSE_SKILLS,
  HOUSE_STATUSES,
  HOUSE_TEMPLATES,
  HOUSES_DESCRIBE,
  houseLines,
  parseHouses,
} from './houses';
import { OPENING_TEXT, ORDER_TEXT, SETTLEMENT_TEXT } from './order';
import { ROLE_COUNTS, ROLES_TIEBA } from './roles';
import {
  closeRound,
  ROUND_DECIDER_OPTION,
  ROUND_DECIDER_TEMPLATES,
  ROUND_WINDOW,
  roundDue,
} from './round-decider';
import { TIME_TIEBA } from './time';

// [tieba] 贴吧房屋规则, file 002: its general rules (用语定义, 胜负判定, 游戏流程) and its roles (roles/)

/** The general rules the plain shape already has: the sheriff, last words, cards, ties, 投降, the calendar. */
const plain: RulesetDef = plainRuleset({
  id: 'tieba',
  name: '贴吧房屋规则',
  file: '002_dc85707df2a1742a.txt',
  cite: '002 contract',
  // 投票: 第一天白天，获得投票最多的角色将成为警长 (the text gives the sheriff no extra weight)
  sheriffWeight: 1,
  // 遗言: 本场版杀共有五个遗言
  lastWordsQuota: () => 5,
  // 投票规则: 没有投票（或弃票）的玩家将记作黄牌 (加速 spares nobody); 出局: 白天红牌罚下在被投票出局之前
  // 行动时限: 在关门时间段，需要强制发动技能，但未与法官取得联系，且提前未与法官说明自己的在线情况者，将记作黄牌
  cards: {
    // the text counts 黄牌 and 红牌罚下 but merges none (no 累计三张… sentence): cards only add up (options.cardMerge)
    merge: null,
    dayRedOut: 'beforeVote',
    noVoteYellow: true,
    speedExempt: false,
    missedDeadlineYellow: true,
  },
  // 投票: 平票则按照以下顺序：警长投票的角色出局、无人出局
  tie: 'sheriffVote',
  // 投降: 狼人阵营…可以由阵营中的某一角色发起投降…需要询问狼群中所有角色，不需要单独询问同阵营的花蝴蝶…当所有被询问的角色（包括
  // 已出局角色）同意投降，投降有效。该阵营优先判负，不公示 (黑情侣: not in the code yet)
  surrender: {
    kind: 'unanimous',
    factions: ['wolves', 'black_lovers'],
    group: { wolves: 'wolves', black_lovers: 'black_lovers' },
  },
  deadlines: DEADLINES_TIEBA,
  time: TIME_TIEBA,
  t: {
    'tieOut.vote': ({ names, name }) => `平票（${names}），警长投票的 ${name} 出局。`,
  },
});

const collected = collectRoles(ROLES_TIEBA, {
  statuses: Object.fromEntries(HOUSE_STATUSES.map((st) => [st.id, st])),
  templates: {
    ...HOUSE_TEMPLATES,
    ...ROUND_DECIDER_TEMPLATES,
    outBy: ({ name, skill }) => `${skill}：${name} 因<${skill}>出局。`,
    notOutBy: ({ name, skill }) => `${skill}：${name} 没有因<${skill}>出局。`,
    wolvesDefeated: () => '狼人阵营已优先判负，狼人阵营失去杀人技能。',
    votedOutYesterday: ({ day, names }) => `第${day}天因投票出局：${names}。`,
    sheriffToday: ({ name }) => `当日警长：${name}。`,
    noSheriffToday: () => '当日警长：无。',
  },
  factions: {
    village: { id: 'village', name: '村民阵营' },
    wolves: {
      id: 'wolves',
      name: '狼人阵营',
      // 狼人阵营优先判负后，狼人阵营失去杀人技能。此事件发生时会通知狼人阵营 (杀人's own check refuses it: roles/wolves.ts)
      onDefeat: (tx) => {
        for (const c of tx.state.chars.filter((x) => x.faction === 'wolves'))
          tx.notify(c.name, tx.t('wolvesDefeated'), { kind: 'faction_defeated', faction: 'wolves' });
      },
    },
  },
  extraSkills: HOUSE_SKILLS,
});
// 行动时限: the night's windows, and each role's skills in its row's window
const deadlines = compileDeadlines(DEADLINES_TIEBA, collected.roles);
const roles: Record<string, RoleDef> = deadlines.roles;

const alive = (s: GameState) => s.chars.filter((c) => c.alive);

/** 前一天因投票出局角色名单 (in the order they went out: 公示出局名单时按角色出局的顺序排序) and 当日警长. */
function morningLines(s: GameState, day: number, t: RulesetDef['t']): string[] {
  const voted = s.chars
    .filter((c) => !c.alive && c.outCause === 'vote' && c.outPhase === 'day' && c.outDay === day - 1)
    .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0))
    .map((c) => c.name);
  const lines =
    voted.length && day > 1 ? [t.votedOutYesterday?.({ day: day - 1, names: voted.join('、') }) ?? ''] : [];
  lines.push(s.sheriff ? (t.sheriffToday?.({ name: s.sheriff }) ?? '') : (t.noSheriffToday?.({}) ?? ''));
  return lines;
}
const pack = (s: GameState, c: GameState['chars'][number]) => inGroup(s, rulesetTieba, c, 'wolves');
/** 全部出局 of those dealt (a role nobody was dealt is no condition) */
const allOut = (s: GameState, match: (c: GameState['chars'][number]) => boolean) =>
  s.chars.some(match) && !s.chars.some((c) => c.alive && match(c));

/**
 * 胜负判定 负 (l.112–120): 狼人阵营 — 狼群内角色全部出局; 村民阵营 — 村民阵营的预言家、女巫、医生全部出局，且纵火者、乌鸦、白痴出局
 * 任意两个; or 村民阵营的村民全部出局; any other (雪狼阵营: 雪狼出局; 黑情侣阵营) — its characters all out. Readings: 全部出局 of
 * those dealt (a table without 村民 does not start lost); 出局任意两个 counts those dealt and out.
 */
function lost(s: GameState, f: string): boolean {
  if (s.surrendered?.includes(f) || s.defeated?.includes(f)) return true;
  if (f === 'wolves') return allOut(s, (c) => pack(s, c));
  if (f === 'village') {
    const of = (role: string) => (c: GameState['chars'][number]) =>
      c.faction === 'village' && c.role === role;
    const gods = ['seer', 'witch', 'doctor'];
    const godsOut =
      s.chars.some((c) => c.faction === 'village' && gods.includes(c.role)) &&
      !s.chars.some((c) => c.alive && c.faction === 'village' && gods.includes(c.role));
    const othersOut = s.chars.filter(
      (c) => !c.alive && ['arsonist', 'raven', 'idiot'].includes(c.role),
    ).length;
    return (godsOut && othersOut >= 2) || allOut(s, of('villager'));
  }
  return allOut(s, (c) => c.faction === f);
}

export const rulesetTieba: RulesetDef = {
  ...plain,
  factions: collected.factions,
  roles,
  statuses: collected.statuses,
  nightWindows: deadlines.windows,
  extraSkills: collected.extraSkills,
  groupSkills: { wolves: ['kill', 'round_decider', 'round_kill'], black_lovers: ['lovers_kill'] },
  // the night settles as the witch's window closes; 轮次决胜's rounds follow in their own window, only when declared
  settleAfter: 'witch',
  nightRounds: { window: ROUND_WINDOW, due: roundDue, close: closeRound },
  groupFaction: { wolves: 'wolves' },
  // 总体流程 1、丘比特选择情侣 — and 检察官 公正: 游戏开始前可以指定除自己外的三名角色成为被审判者 (the opening, before day 1)
  opening: { order: compileList(OPENING_TEXT, roles), minutes: 60 },
  order: compileOrder(ORDER_TEXT, roles),
  settlement: compileSettlement(SETTLEMENT_TEXT, roles, collected.extraSkills),
  // 出局: 因情侣而<殉情>
  chainOrder: ['lovers'],
  // 花蝴蝶 拥抱: 当晚若花蝴蝶成为任何技能的目标，那么被抱走的角色同样受到该技能的影响
  redirectOrder: ['share'],
  t: { ...plain.t, ...collected.t },
  // 树洞 (l.35–36): 每届贴吧版杀都会在小镇的狼人酒馆开启树洞贴 — every tieba game has one unless the director closes it
  treehole: true,
  // 房屋 (l.37–38): the director's occupations (option `houses`), dealt at random at the start
  optionSpecs: {
    houses: {
      check: (v, players) => {
        const r = parseHouses(v, players.length, players);
        return typeof r === 'string' ? r : null;
      },
      describe: HOUSES_DESCRIBE,
    },
    // 胜负判定 补充说明 轮次决胜: the text's own rule, open unless the director closes it (round-decider.ts)
    roundDecider: ROUND_DECIDER_OPTION,
    // 贵族 (and the roles the text uses without a section): their faction and uses, as the director declares them
    declare: {
      check: (v) => {
        const r = parseDeclare(v);
        return typeof r === 'string' ? r : null;
      },
      describe: DECLARE_DESCRIBE,
    },
  },
  dealtFaction: (options, role) => declared(options, role)?.faction,
  // 贵族使角色避免出局 (l.153–154): the vote's out held for his decision (roles/noble.ts)
  voteHookOrder: ['noble'],
  onStart: dealHouses,
  // 公示 (l.14): 每个游戏日白天开始时，都会公示前一天因投票出局角色名单、夜晚出局角色名单、被乌鸦诽谤的角色、当日警长、存活角色
  // 状态与对应的房屋 — the engine's morning has the night's outs and the night's news (诽谤, burnt houses); these add the
  // day before's vote-outs (in the order they went out), the sheriff and the living with their houses
  morning: (s, day) => [...morningLines(s, day, rulesetTieba.t), ...houseLines(s, day, rulesetTieba.t)],
  // 投票规则: 明确说明投票对象和投票理由…投票格式有误，并且没有联系法官更改的投票将算作废票…修改投票格式或投票对象错误不算改票，
  // 且此类修改的投票时间算作修改前的发贴时间
  votePost: { reasonRequired: true, correctionKeepsTime: true },
  // 身份与阵营: each role's count as the text gives it (狼人 2, 起诉人 2, 村民 5, every other 1): a smaller table may leave
  // roles out, none may have more; and at least one 狼人阵营 and one 村民阵营 character
  validateSetup: (list, n) => {
    const base = plain.validateSetup(list, n);
    if (base) return base;
    for (const r of new Set(list)) {
      const max = ROLE_COUNTS[r.id] ?? 1;
      const k = list.filter((x) => x === r).length;
      if (k > max) return err('SETUP_CONSTRAINT', `发出${r.name} ${k} 张；规则：${r.name}：${max}人`);
    }
    return null;
  },
  // 胜负判定 (l.99–120): a win ends the game at once; a faction meeting a loss condition loses first (unannounced, its
  // characters stay); the last faction not lost wins; a lost faction cannot win
  judge: (s) => {
    const present = [...new Set(s.chars.map((c) => c.faction))];
    const names = (f: string) => s.chars.filter((c) => c.faction === f).map((c) => c.name);
    const living = alive(s);
    // 狼人阵营 胜: 狼群内角色存活的人数占总存活人数的一半或一半以上
    if (present.includes('wolves') && !lost(s, 'wolves')) {
      const n = living.filter((c) => pack(s, c)).length;
      if (n * 2 >= living.length)
        return {
          faction: 'wolves',
          names: names('wolves'),
          reason: '狼群内角色存活的人数占总存活人数的一半或一半以上',
        };
    }
    const standing = present.filter((f) => !lost(s, f));
    if (standing.length === 1) {
      const f = standing[0] as string;
      return { faction: f, names: names(f), reason: '场上仅有一个阵营尚未被判负' };
    }
    if (standing.length === 0) return { faction: null, names: [], reason: '所有阵营均被判负' };
    return null;
  },
  // 指杀结算 (l.141–143): 一、被指杀的角色如果是救治的目标，指杀无效…三、被指杀的角色如果是<救药>的目标，此次有效指杀不会导致角色
  // 出局…若被指杀的角色为当晚被花蝴蝶抱走的角色，则不出局 (拥抱's immunity voids it first); 雪隐: 被有效指杀时不会出局 (a protection)
  settle: (env: SettleEnv, k: Kill) => {
    if (protectedFrom(env, k)) return null;
    if (k.strength === 'zhisha') {
      // 二、被指杀的角色是未被有效指杀过的长老，长老视为被有效指杀一次 (after 一、救治, before 三、救药: roles/elder.ts)
      if (env.guards.has(k.target) || env.absorb(k.target) || env.saves.has(k.target)) return null;
      return k.cause ?? 'killed';
    }
    if (k.strength === 'poison') return k.cause ?? 'poisoned';
    return k.cause ?? 'killed';
  },
};
