import { badgeHandOver } from '../../abilities';
import { protectedFrom } from '../../engine/effects';
import { statusFlag } from '../../engine/skills';
import type { Kill, RoleDef, RulesetDef, SettleEnv, StatusDef } from '../../engine/types';
import { err } from '../../errors';
import {
  collectRoles,
  compileDeadlines,
  compileInherit,
  compileList,
  compileOrder,
  compileSettlement,
} from '../compile';
import { DEADLINES_TEXT } from './deadlines';
import { INHERIT_TEXT, ORDER_TEXT, SETTLEMENT_TEXT } from './order';
import { ROLES_121 } from './roles';
import { templates } from './templates';
import { TIME_121 } from './time';

// [121] 诡秘之主, file 000

/** The general rules' statuses (not one role's): 恐 (噩梦之影's 恐惧, named by 猎人 and 狼美人; a director's ruling too), [翻牌]. */
const STATUSES_121: Record<string, StatusDef> = {
  // 恐惧: 当夜无法使用除强制以外的技能 (l.227) — 猎人's 最后一枪 of that night included (l.106 names 恐)
  fear: { id: 'fear', name: '恐惧', blocks: { blocksSkills: true }, lifetime: { until: 'nightEnd' } },
  revealed: { id: 'revealed', name: '翻牌', holder: { revealed: true } },
};

// the roles, each declaring its statuses, texts, factions and extra skills (a clashing id is refused here)
const collected = collectRoles(ROLES_121, {
  statuses: STATUSES_121,
  templates,
  factions: {
    village: { id: 'village', name: '村民阵营' },
    wolves: { id: 'wolves', name: '狼人阵营' },
    third: { id: 'third', name: '三方阵营' },
    undetermined: { id: 'undetermined', name: '不定阵营' },
  },
});
// 行动时限: the night's windows, and each role's skills in its row's window
const deadlines = compileDeadlines(DEADLINES_TEXT, collected.roles);
const roles: Record<string, RoleDef> = deadlines.roles;
const extraSkills = collected.extraSkills;

/** 总体流程 1、游戏开始时，…依次进行 (the opening's order, in the text's words). */
const OPENING_TEXT = [
  '丘比特<丘比特之箭>',
  '混血儿<认亲>',
  '影子<附身>',
  '养殖者<养殖>',
  '隐狼<伪装>',
  '机械狼<学习>',
  '变脸者<变脸>',
  '双子星暗<伪装>',
  '复仇者<寻仇>',
  '双重人格<双重人格>',
];

/** 狼人数量不可小于X（X为开局总人数÷3-1，四舍五入）; 遗言数量为人数配备最少狼数量 */
export const minWolves = (n: number): number => Math.round(n / 3 - 1);
/** 狼人数量不可多于X（X为开局总人数÷2-1，向下取整） */
export const maxWolves = (n: number): number => Math.floor(n / 2 - 1);
/** 开局纯村民阵营底牌人数至少为X（X为开局总人数÷2，向下取整） */
export const minVillage = (n: number): number => Math.floor(n / 2);

/** 现有常规验人功能的神为：通灵，预言家，熊，狐狸 — the checkers this engine plays, for the refusal. */
const checkers = (list: RoleDef[]) => `发出的身份：${[...new Set(list.map((r) => r.name))].join('、')}`;

export const ruleset121: RulesetDef = {
  id: '121',
  name: '诡秘之主',
  file: '000_0aa42f5a753fca57.txt',
  // 不同的三方阵营各自为独立阵营拥有单独的胜利条件: each third party's role declares its faction and win
  factions: collected.factions,
  roles,
  statuses: collected.statuses,
  // 行动时限: 10, 20, 40, 60 (狼群 and 所有身份), 90 (女巫, 流浪者) minutes after 关门, then 10 minutes after the
  // feedback (镜, 养殖者, 黑夜召唤); the same windows every night, whoever was dealt
  nightWindows: deadlines.windows,
  extraSkills,
  // a character infected into the wolves' group holds its 杀人; those 幼狼's 激励 reached, the pack's second 杀人 of a night
  groupSkills: {
    wolves: ['kill'],
    rally: ['rally_kill'],
    black_lovers: ['lovers_kill'],
    wolf_lovers: ['lovers_heir_kill'],
  },
  // 特殊地，不入群狼但可接刀的狼人角色接刀顺序：石像鬼、铁柱、机械狼，幽灵; 丘比特 (two wolf lovers) 在情侣殉情后接刀
  inherit: compileInherit(INHERIT_TEXT, roles),
  groupFaction: { wolves: 'wolves' },
  opening: { order: compileList(OPENING_TEXT, roles), minutes: 60 },
  // 月亮: 若月亮出局…额外进行一个游戏日夜晚 — the night's windows again, after its first round's outs
  extraRound: { from: 'n10', to: 'fb10', status: 'moon_extra_night' },
  // 太阳: 如太阳夜间出局…额外进行一个游戏日白天（此游戏日只有现实一天）
  extraDay: { status: 'sun_extra_day', days: 1 },
  order: compileOrder(ORDER_TEXT, roles),
  // 注: 种狼感染优先级最高 — the 种狼's death settles first
  settlement: ['infect', ...compileSettlement(SETTLEMENT_TEXT, roles, extraSkills)],
  // 如果有多个三方同时达到胜利条件，则判定优先顺序为：吹笛者、占星师、炸弹、蛊惑师、镜、富商、监视、锁链、白狼
  winPriority: [
    'piper',
    'astrologer',
    'bomber',
    'enchanter',
    'mirror',
    'rich_merchant',
    'watcher',
    'chainer',
    'white_wolf',
  ],
  // no text order for 121's redirections: the table's (魔术师 (5) 交换, 花蝴蝶 (6) 拥抱), then 镜 反射 and 幽灵 附身, then
  // 见习守卫 见习 (代替她死去: the damage that reaches the one watched)
  redirectOrder: ['swap', 'share', 'reflect', 'possess', 'stand_in'],
  // 121 names no 连带出局 order: lovers first (殉情, then 叛变的爱人 and 情人), then 魅惑, 摄梦, 链接
  chainOrder: ['lovers', 'paramour', 'charm', 'dream', 'chain'],
  voteHookOrder: ['idiot', 'scapegoat', 'terrorist', 'blood_moon_apostle', 'elder_wolf'],
  commonSkills: [
    // 殉职<强制>: 警长出局时，须选择一名未出局的角色移交警长 (白痴 after 装傻 cannot take it)
    badgeHandOver(
      ({ state, target }) =>
        statusFlag(state, ruleset121, target, 'noBadge') || !target.alive || state.status !== 'running',
    ),
    // the roles' rights' skills any holder of the right may use (圣诞老狼's 拆礼物)
    ...collected.commonSkills,
  ],
  sheriffWeight: 2.5,
  lastWordsQuota: minWolves,
  // 投票规则: 讨论结束时，未回复投票帖者将被判罚黄牌; 执行加速时…未投票者将不被判罚; 出局: 白天红牌罚下导致的出局结算在投票结算之后执行
  // 判罚: 121 uses 黄牌/红牌 without defining them; its 投票规则 and 替补 lines are word for word those of the same
  // community's 211 post (000 l.585 = 001 l.1172, 000 l.600 = 001 l.1184), whose 判罚 section defines the cards:
  // reading, 121 uses that card system, 累计三张合并 included (001 l.1198, l.1202). A game may change it (cardMerge).
  cards: { merge: 3, dayRedOut: 'afterVote', noVoteYellow: true, speedExempt: true },
  // 场外助理: 版杀游戏场次累计三场或以下的玩家允许申请场外助理 (record only)
  assistant: { maxGames: 3 },
  validateSetup: (list, n) => {
    const wolves = list.filter((r) => r.faction === 'wolves').length;
    const village = list.filter((r) => r.faction === 'village').length;
    if (!list.some((r) => r.checker))
      return err(
        'SETUP_CONSTRAINT',
        `发出的身份中没有验人功能的身份；规则：本局游戏内至少有1个验人功能的身份在场（${checkers(list)}）`,
      );
    if (wolves > maxWolves(n))
      return err(
        'SETUP_CONSTRAINT',
        `发出狼人阵营 ${wolves} 张；规则：${n} 人局狼人数量不可多于 ${maxWolves(n)}（开局总人数÷2-1，向下取整）`,
      );
    if (wolves < minWolves(n))
      return err(
        'SETUP_CONSTRAINT',
        `发出狼人阵营 ${wolves} 张；规则：${n} 人局狼人不可小于 ${minWolves(n)}（开局总人数÷3-1，四舍五入）`,
      );
    if (village < minVillage(n))
      return err(
        'SETUP_CONSTRAINT',
        `发出纯村民阵营 ${village} 张；规则：${n} 人局开局纯村民阵营底牌人数至少为 ${minVillage(n)}（开局总人数÷2，向下取整）`,
      );
    return null;
  },
  judge: (s) => {
    // 胜负判定: 某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。某未判负阵营满足其胜利条件之一，或场上仅有一个阵营
    // 尚未被判负时，宣布此阵营胜利 (l.479–480).
    const names = (f: string) => s.chars.filter((c) => c.faction === f).map((c) => c.name);
    const alive = (f: string) => s.chars.some((c) => c.alive && c.faction === f);
    // 判负: 狼人/村民阵营 负 1、…的角色全部出局；2、…的角色全部进入吹笛状态 (the 吹笛's `piped`); any other faction when all out
    const defeated = (f: string) => {
      const living = s.chars.filter((c) => c.alive && c.faction === f);
      if (!living.length) return true;
      return (
        (f === 'village' || f === 'wolves') && living.every((c) => c.statuses.some((st) => st.id === 'piped'))
      );
    };
    // a status that says its holder's faction has won (血月使徒 苟住: …被票出后…狼人阵营胜利) comes before the defeats
    const won = s.chars.find((c) => c.statuses.some((st) => ruleset121.statuses[st.id]?.holder?.claimsWin));
    if (won) return { faction: won.faction, names: names(won.faction), reason: '达成胜利条件' };
    // a third party meeting its condition wins, in the priority order (如果有多个三方同时达到胜利条件…); then a faction the text
    // leaves out of that list (l.461: a 不定 pair's 场存4人)
    const priority = ruleset121.winPriority ?? [];
    const own = [...priority, ...Object.keys(ruleset121.factions).filter((f) => !priority.includes(f))];
    for (const f of own)
      if (ruleset121.factions[f]?.wins?.(s, f, ruleset121))
        return { faction: f, names: names(f), reason: '三方阵营达成胜利条件' };
    // reading: a character still 不定阵营 (it has joined no faction yet: 顺从的女仆 before 顺从) neither wins nor stands in
    // another faction's way — the win conditions name 村民、狼人 and 三方 only
    const present = [...new Set(s.chars.map((c) => c.faction))].filter((f) => f !== 'undetermined');
    const thirdOut = present.filter((f) => f !== 'village' && f !== 'wolves').every((f) => !alive(f));
    if (!defeated('wolves') && !alive('village') && thirdOut)
      return { faction: 'wolves', names: names('wolves'), reason: '村民阵营和三方阵营的角色全部出局' };
    if (!defeated('village') && !alive('wolves') && thirdOut)
      return { faction: 'village', names: names('village'), reason: '狼人阵营和三方阵营的角色全部出局' };
    const standing = present.filter((f) => !defeated(f));
    if (standing.length === 1) {
      const f = standing[0] as string;
      return { faction: f, names: names(f), reason: '场上仅有一个阵营尚未被判负' };
    }
    if (standing.length === 0) return { faction: null, names: [], reason: '所有阵营均被判负' };
    return null;
  },
  settle: (env: SettleEnv, k: Kill) => {
    // what no kill passes: 主宰黑夜 by night, 摄梦 against others' 致死技能
    if (protectedFrom(env, k)) return null;
    if (k.strength === 'zhisha' || k.strength === 'pierce') {
      // 守护: 使对其当晚的所有<杀人>无效; 穿透 (撕咬无视守护技能) passes it
      const guarded = k.strength === 'zhisha' && env.guards.has(k.target);
      const saved = env.saves.has(k.target);
      if (guarded !== saved) return null;
      // a 指杀 that takes effect may be absorbed by a status that says so (肉猪 苟活: 第一次被有效指杀时不会出局)
      // (如被狙击或被恐怖分子炸死则立即出局: a cause the absorbing status names in protectsNot passes it)
      const passes = env
        .statuses(k.target)
        .some(
          (st) =>
            ruleset121.statuses[st.id]?.protection?.absorbs &&
            k.cause !== undefined &&
            ruleset121.statuses[st.id]?.protection?.protectsNot?.includes(k.cause),
        );
      if (k.strength === 'zhisha' && !passes && env.absorb(k.target)) return null;
      // <救药><守护>同时发生在一人身上时，救治与守护均失效
      return guarded ? 'tongshou' : (k.cause ?? 'killed');
    }
    if (k.strength === 'poison') return k.cause ?? 'poisoned';
    return k.cause ?? 'killed';
  },
  time: TIME_121,
  t: collected.t,
  phaseName: (kind, day) =>
    kind === 'day' ? (day === 0 ? '开局' : `第${day}天`) : kind === 'night' ? `第${day}夜` : '',
};
