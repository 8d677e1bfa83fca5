import { badgeHandOver } from '../../abilities';
import { protectedFrom } from '../../engine/effects';
import type { Kill, RoleDef, RulesetDef, SettleEnv } from '../../engine/types';
import { err } from '../../errors';
import type { GameState } from '../../state';
import { compileDeadlines, compileList, compileOrder, compileSettlement } from '../compile';
import { DEADLINES_TEXT } from './deadlines';
import { ORDER_TEXT, SETTLEMENT_TEXT } from './order';
import { apostle } from './roles/apostle';
import { bomber, bomberWins } from './roles/bomber';
import { butterfly } from './roles/butterfly';
import { chainer } from './roles/chainer';
import { cupid, followLovers, heirKill, loversKill } from './roles/cupid';
import { dreamCatcher } from './roles/dream-catcher';
import { ghost } from './roles/ghost';
import { ghostRider } from './roles/ghost-rider';
import { guard } from './roles/guard';
import { hermit } from './roles/hermit';
import { hiddenWolf } from './roles/hidden-wolf';
import { hunter } from './roles/hunter';
import { idiot } from './roles/idiot';
import { infectWolf } from './roles/infect-wolf';
import { knight } from './roles/knight';
import { magician } from './roles/magician';
import {
  mechBetray,
  mechDuel,
  mechFreeze,
  mechGuard,
  mechMedium,
  mechPoison,
  mechProphecy,
  mechSlander,
  mechWolf,
} from './roles/mech-wolf';
import { medium } from './roles/medium';
import { mirror } from './roles/mirror';
import { penguin } from './roles/penguin';
import { raven } from './roles/raven';
import { scapegoat } from './roles/scapegoat';
import { seer } from './roles/seer';
import { twinDark, twinLight } from './roles/twins';
import { villager } from './roles/villager';
import { witch } from './roles/witch';
import { wolfBeauty } from './roles/wolf-beauty';
import { wolf, wolfKing } from './roles/wolves';
import { templates } from './templates';
import { TIME_121 } from './time';

// [121] 诡秘之主, file 000

// 行动时限: the night's windows, and each role's skills in its row's window
const deadlines = compileDeadlines(
  DEADLINES_TEXT,
  Object.fromEntries(
    [
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
    ].map((r) => [r.id, r]),
  ),
);
const roles: Record<string, RoleDef> = deadlines.roles;
const extraSkills = [
  mechProphecy,
  mechPoison,
  mechGuard,
  mechDuel,
  mechMedium,
  mechFreeze,
  mechSlander,
  mechBetray,
  loversKill,
  heirKill,
];

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

/** 场存4人 wins of the third parties (胜负判定: 锁链师、镜 存活且场上存活人数为4). */
const fourLeft =
  (role: string) =>
  (s: GameState, f: string): boolean =>
    s.chars.some((c) => c.alive && c.role === role && c.faction === f) &&
    s.chars.filter((c) => c.alive).length === 4;

/** 狼人数量不可小于X（X为开局总人数÷3-1，四舍五入）; 遗言数量为人数配备最少狼数量 */
export const minWolves = (n: number): number => Math.round(n / 3 - 1);
/** 狼人数量不可多于X（X为开局总人数÷2-1，向下取整） */
export const maxWolves = (n: number): number => Math.floor(n / 2 - 1);
/** 开局纯村民阵营底牌人数至少为X（X为开局总人数÷2，向下取整） */
export const minVillage = (n: number): number => Math.floor(n / 2);

export const ruleset121: RulesetDef = {
  id: '121',
  name: '诡秘之主',
  file: '000_0aa42f5a753fca57.txt',
  factions: {
    village: { id: 'village', name: '村民阵营' },
    wolves: { id: 'wolves', name: '狼人阵营' },
    third: { id: 'third', name: '三方阵营' },
    undetermined: { id: 'undetermined', name: '不定阵营' },
    // 不同的三方阵营各自为独立阵营拥有单独的胜利条件
    chainer: { id: 'chainer', name: '三方阵营', wins: fourLeft('chainer') },
    mirror: { id: 'mirror', name: '三方阵营', wins: fourLeft('mirror') },
    bomber: { id: 'bomber', name: '三方阵营', wins: bomberWins },
    // 双子星：双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局 (the last faction standing)
    twins: { id: 'twins', name: '三方阵营' },
    // 丘比特: 丘与情侣成为单独的三方阵营 … 获胜条件为屠城 (the last faction standing)
    lovers: { id: 'lovers', name: '三方阵营' },
    // 叛变的爱人: 丘比特与叛变的爱人和情人胜利条件判定变更为三方阵营 (a third party of their own: the last faction standing)
    betrayal: { id: 'betrayal', name: '三方阵营' },
  },
  roles,
  statuses: {
    idiot_revealed: { id: 'idiot_revealed', name: '装傻', noVote: true, noBeVoted: true, noBadge: true },
    no_vote: { id: 'no_vote', name: '不得投票', noVote: true },
    // 恐惧: 当夜无法使用除强制以外的技能; 摄梦 / 冰冻 likewise block 狼王 冲锋 (and the hunter's shot, see 猎人)
    fear: { id: 'fear', name: '恐惧', blocksSkills: true, until: 'nightEnd' },
    // 摄梦: 当晚被摄梦的角色不会因其他玩家的致死技能而出局; 如摄梦人当晚出局，则该玩家也会一起出局
    dream: {
      id: 'dream',
      name: '摄梦',
      blocksSkills: true,
      until: 'nightEnd',
      protects: ['zhisha', 'poison', 'pierce', 'lethal'],
      protectsOnlyFromOthers: true,
      chain: { on: 'source', kind: 'dream', strength: 'lethal', cause: 'dream' },
    },
    // 企鹅 冰冻: 失去除强制技能以外的技能; 如此玩家当夜有夜间行动，则将被告知冰冻; 冻到狼群内角色，则狼群内空刀
    freeze: {
      id: 'freeze',
      name: '冰冻',
      blocksSkills: true,
      blocksKill: true,
      tellBlocked: true,
      until: 'dayStart',
    },
    // 企鹅 冰冻自己: 视为免疫一切行动对自己的操作（可对其操作，反馈为空），游戏日白天将解除冰冻
    frozen_self: { id: 'frozen_self', name: '冰冻', immune: true, until: 'dayStart' },
    // 花蝴蝶 拥抱: 非<强制>技能无效, 任何技能对该角色无效, 狼群中任意一名角色被抱走则均不能使用<杀人>
    hugged: {
      id: 'hugged',
      name: '拥抱',
      blocksSkills: true,
      blocksKill: true,
      immune: true,
      until: 'nightEnd',
    },
    // 狼美人 魅惑: 不知晓; 当夜或第二天游戏日白天出局 → 殉情, unless 同守同救, 摄梦, 恐, 决斗
    charmed: {
      id: 'charmed',
      name: '魅惑',
      until: 'dayEnd',
      chain: {
        on: 'source',
        kind: 'charm',
        strength: 'lethal',
        cause: 'lovers',
        announce: 'diedForLove',
        when: ({ out, cause }) =>
          !['tongshou', 'dream', 'duel'].includes(cause) &&
          !out.statuses.some((st) => st.id === 'fear' || st.id === 'dream'),
      },
    },
    // 丘比特 情侣: 互知共群; one goes out, the other follows (殉情). With a 叛变的爱人 (机械狼 学习 丘比特):
    // 如果忠诚的爱人死亡，忠诚的爱人单独死亡 — the traitor (holding `paramour`) does not follow;
    // 如果情人死亡，叛变的爱人将殉情，忠诚的爱人存活 — nor does the loyal one after the traitor's 殉情 for the 情人
    lover: {
      id: 'lover',
      name: '情侣',
      group: 'lovers',
      chain: {
        on: 'link',
        kind: 'lovers',
        strength: 'lethal',
        cause: 'lovers',
        when: ({ holder, cause }) =>
          !holder.statuses.some((st) => st.id === 'paramour') && cause !== 'paramour',
      },
    },
    // 叛变的爱人 and 情人 相连: 如果叛变的爱人死亡，另外两人都将殉情 (the loyal by `lover`); 如果情人死亡，叛变的爱人将殉情
    paramour: {
      id: 'paramour',
      name: '叛变的爱人',
      chain: { on: 'link', kind: 'paramour', strength: 'lethal', cause: 'paramour' },
    },
    cupid_follows: { id: 'cupid_follows', name: '随情侣变动', onFactionChange: followLovers },
    // 锁链师 链接: the chain passes 致死伤害 on; 锁链师自己…免疫传递致死; a vote or a card is not 致死伤害
    chained: {
      id: 'chained',
      name: '链接',
      chain: {
        on: 'link',
        kind: 'chain',
        strength: 'lethal',
        cause: 'chained',
        when: ({ holder, status, cause }) =>
          holder.name !== status.source && !['vote', 'stand_in', 'wrongful', 'redcard'].includes(cause),
      },
    },
    // 种狼 感染: 感染为狼人阵营 and into the wolves' group
    infected: { id: 'infected', name: '感染', group: 'wolves', announce: 'infected' },
    // 隐狼 伪装, 机械狼 学习: what 预言 and 通灵 read
    disguise: { id: 'disguise', name: '伪装', disguise: true },
    learned: { id: 'learned', name: '学习', disguise: true, grantsSkills: true },
    // 机械狼 守护: 当夜对其用的一切技能将被治愈并免疫
    mech_guarded: { id: 'mech_guarded', name: '守护', immune: true, until: 'nightEnd' },
    // 镜 镜像: 下一个游戏日夜晚开始永久生效
    mirror_copy: { id: 'mirror_copy', name: '镜像', grantsSkills: true },
    // 恶灵骑士 主宰黑夜<强制>: 无法在游戏日夜晚出局
    dark_rule: { id: 'dark_rule', name: '主宰黑夜', protects: ['zhisha', 'poison', 'pierce', 'lethal'] },
    // 幽灵 悲伤: 狼群解散（无刀）
    disbanded: { id: 'disbanded', name: '狼群解散', blocksKill: true },
    revealed: { id: 'revealed', name: '翻牌', revealed: true },
    // 乌鸦 诽谤: 被诽谤的角色在下一个游戏日投票时被投票数多计两票，并公示
    slandered: { id: 'slandered', name: '诽谤', extraVotes: 2, until: 'dayEnd', announce: 'slandered' },
    // 机械乌鸦与真乌鸦诽谤同一人，则只公示该角色被诽谤，但计票时按照被诽谤两次计票
    slandered_quiet: { id: 'slandered_quiet', name: '诽谤', extraVotes: 2, until: 'dayEnd' },
    // 隐者 隐身衣: 无法被其他玩家操作 (反馈为空, 白天的翻牌操作失效), 且投票视为弃票, 对隐者投票将视为弃票
    cloak: { id: 'cloak', name: '隐身衣', immune: true, voteVoid: true, votesOnVoid: true },
    // 脱下隐身衣: 当夜所有其他玩家对该名玩家的操作无效，但该玩家将不会失去白天票权，持续至下一游戏日夜晚开始
    cloak_given: { id: 'cloak_given', name: '隐身衣', immune: true, until: 'nightStart' },
    // 上帝使徒 神恩: 不会…被封印技能，且无法被种狼感染
    grace: { id: 'grace', name: '神恩', unblockable: true, immuneTo: ['infect'] },
    // 上帝使徒 出局 (投票或村民阵营技能): 游戏日当夜所有神牌将进行默哀，无法进行操作
    mourning: { id: 'mourning', name: '默哀', blocksSkills: true, blocksMandatory: true },
    // 炸弹不可被恐惧/业炎/冰冻 (恐惧 and 业炎 are not in play yet); 翻牌后结算 (the win reads it)
    bomb_proof: { id: 'bomb_proof', name: '炸弹', immuneTo: ['freeze'] },
    exploded: { id: 'exploded', name: '炸弹翻牌' },
  },
  // 行动时限: 10, 20, 40, 60 (狼群 and 所有身份), 90 (女巫, 流浪者) minutes after 关门, then 10 minutes after the
  // feedback (镜, 养殖者, 黑夜召唤); the same windows every night, whoever was dealt
  nightWindows: deadlines.windows,
  extraSkills,
  // a character infected into the wolves' group holds its 杀人
  groupSkills: { wolves: ['kill'], black_lovers: ['lovers_kill'], wolf_lovers: ['lovers_heir_kill'] },
  // 特殊地，不入群狼但可接刀的狼人角色接刀顺序：石像鬼、铁柱、机械狼，幽灵; 丘比特 (two wolf lovers) 在情侣殉情后接刀
  inherit: { wolves: ['gargoyle', 'iron_pillar', 'mech_wolf', 'ghost', 'cupid'] },
  groupFaction: { wolves: 'wolves' },
  opening: { order: compileList(OPENING_TEXT, roles), minutes: 60 },
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
  // no text order for 121's redirections: the table's (魔术师 (5) 交换, 花蝴蝶 (6) 拥抱), then 镜 反射 and 幽灵 附身
  redirectOrder: ['swap', 'share', 'reflect', 'possess'],
  // 121 names no 连带出局 order: lovers first (殉情, then 叛变的爱人 and 情人), then 魅惑, 摄梦, 链接
  chainOrder: ['lovers', 'paramour', 'charm', 'dream', 'chain'],
  voteHookOrder: ['idiot', 'scapegoat'],
  commonSkills: [
    // 殉职<强制>: 警长出局时，须选择一名未出局的角色移交警长 (白痴 after 装傻 cannot take it)
    badgeHandOver(
      ({ state, target }) =>
        target.statuses.some((st) => st.id === 'idiot_revealed') ||
        !target.alive ||
        state.status !== 'running',
    ),
  ],
  sheriffWeight: 2.5,
  lastWordsQuota: minWolves,
  // 投票规则: 讨论结束时，未回复投票帖者将被判罚黄牌; 执行加速时…未投票者将不被判罚; 出局: 白天红牌罚下导致的出局结算在投票结算之后执行
  cards: { merge: 3, dayRedOut: 'afterVote', noVoteYellow: true, speedExempt: true },
  validateSetup: (list, n) => {
    const wolves = list.filter((r) => r.faction === 'wolves').length;
    const village = list.filter((r) => r.faction === 'village').length;
    if (!list.some((r) => r.checker))
      return err('SETUP_CONSTRAINT', '本局游戏内至少有1个验人功能的身份在场 (no checker role)');
    if (wolves > maxWolves(n))
      return err('SETUP_CONSTRAINT', `狼人数量不可多于${maxWolves(n)} (${wolves} wolves for ${n} players)`);
    if (wolves < minWolves(n))
      return err('SETUP_CONSTRAINT', `狼人数量不可小于${minWolves(n)} (${wolves} wolves for ${n} players)`);
    if (village < minVillage(n))
      return err(
        'SETUP_CONSTRAINT',
        `开局纯村民阵营底牌人数至少为${minVillage(n)} (${village} for ${n} players)`,
      );
    return null;
  },
  judge: (s) => {
    // 胜负判定: a faction whose characters are all out has lost (判负 first); the wolves
    // win when village and third parties are all out, the village when wolves and third parties are.
    const fname = (f: string) => s.chars.filter((c) => c.faction === f).map((c) => c.name);
    // a third party meeting its condition wins, in the priority order
    for (const f of ruleset121.winPriority ?? [])
      if (ruleset121.factions[f]?.wins?.(s, f))
        return { faction: f, names: fname(f), reason: '三方阵营达成胜利条件' };
    const present = [...new Set(s.chars.map((c) => c.faction))];
    const alive = (f: string) => s.chars.some((c) => c.alive && c.faction === f);
    const names = (f: string) => s.chars.filter((c) => c.faction === f).map((c) => c.name);
    const thirdOut = present.filter((f) => f !== 'village' && f !== 'wolves').every((f) => !alive(f));
    if (alive('wolves') && !alive('village') && thirdOut)
      return { faction: 'wolves', names: names('wolves'), reason: '村民阵营和三方阵营的角色全部出局' };
    if (alive('village') && !alive('wolves') && thirdOut)
      return { faction: 'village', names: names('village'), reason: '狼人阵营和三方阵营的角色全部出局' };
    const standing = present.filter(alive);
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
      // <救药><守护>同时发生在一人身上时，救治与守护均失效
      if (guarded && saved) return 'tongshou';
      if (guarded || saved) return null;
      return k.cause ?? 'killed';
    }
    if (k.strength === 'poison') return k.cause ?? 'poisoned';
    return k.cause ?? 'killed';
  },
  time: TIME_121,
  t: templates,
  phaseName: (kind, day) =>
    kind === 'day' ? (day === 0 ? '开局' : `第${day}天`) : kind === 'night' ? `第${day}夜` : '',
};
