import { protectedFrom } from '../../engine/effects';
import { badgeCandidates, transferBadge } from '../../engine/flow';
import type { Kill, RoleDef, RulesetDef, SettleEnv } from '../../engine/types';
import { err } from '../../errors';
import { compileDeadlines, compileOrder, compileSettlement } from '../compile';
import { DEADLINES_TEXT } from './deadlines';
import { ORDER_TEXT, SETTLEMENT_TEXT } from './order';
import { guard } from './roles/guard';
import { hunter } from './roles/hunter';
import { idiot } from './roles/idiot';
import { scapegoat } from './roles/scapegoat';
import { seer } from './roles/seer';
import { villager } from './roles/villager';
import { witch } from './roles/witch';
import { wolf, wolfKing } from './roles/wolves';
import { templates } from './templates';
import { TIME_121 } from './time';

// [121] 诡秘之主, file 000

// 行动时限: the night's windows, and each role's skills in its row's window
const deadlines = compileDeadlines(
  DEADLINES_TEXT,
  Object.fromEntries(
    [villager, wolf, wolfKing, seer, witch, hunter, guard, idiot, scapegoat].map((r) => [r.id, r]),
  ),
);
const roles: Record<string, RoleDef> = deadlines.roles;

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
  },
  roles,
  statuses: {
    idiot_revealed: { id: 'idiot_revealed', name: '装傻', noVote: true, noBeVoted: true, noBadge: true },
    no_vote: { id: 'no_vote', name: '不得投票', noVote: true },
    // 恐惧: 当夜无法使用除强制以外的技能; 摄梦 / 冰冻 likewise block 狼王 冲锋 (and the hunter's shot, see 猎人)
    fear: { id: 'fear', name: '恐惧', blocksSkills: true, until: 'nightEnd' },
    dream: { id: 'dream', name: '摄梦', blocksSkills: true, until: 'nightEnd' },
    freeze: { id: 'freeze', name: '冰冻', blocksSkills: true, until: 'dayStart' },
  },
  // 行动时限: 10, 20, 40, 60 (狼群 and 所有身份), 90 (女巫, 流浪者) minutes after 关门, then 10 minutes after the
  // feedback (镜, 养殖者, 黑夜召唤); the same windows every night, whoever was dealt
  nightWindows: deadlines.windows,
  order: compileOrder(ORDER_TEXT, roles),
  settlement: compileSettlement(SETTLEMENT_TEXT, roles),
  // no text order for 121's redirections: the table's (魔术师 (5) 交换, 花蝴蝶 (6) 拥抱), then 镜 反射 and 幽灵 附身
  redirectOrder: ['swap', 'share', 'reflect', 'possess'],
  // 121 names no 连带出局 order: lovers first (殉情), then 魅惑, 摄梦, 链接
  chainOrder: ['lovers', 'charm', 'dream', 'chain'],
  voteHookOrder: ['idiot', 'scapegoat'],
  commonSkills: [
    {
      // 殉职<强制>: 警长出局时，须选择一名未出局的角色移交警长
      id: 'badge',
      name: '殉职',
      kind: 'right',
      right: 'badge',
      whileOut: true,
      mandatory: true,
      // 殉职 not handed on in time: the badge goes to a random living character (the draw an event)
      onTimeout: 'random',
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      excludes: ({ state, target }) =>
        target.statuses.some((st) => st.id === 'idiot_revealed') ||
        !target.alive ||
        state.status !== 'running',
      apply: (tx, actor, targets, _choice, how) => {
        if (tx.state.sheriff !== actor.name) return;
        const to = targets[0]?.name ?? null;
        if (how === 'timeout') transferBadge(tx, actor.name, to, 'random');
        else if (to && badgeCandidates(tx, actor.name).some((c) => c.name === to))
          transferBadge(tx, actor.name, to, 'passed');
      },
    },
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
  phaseName: (kind, day) => (kind === 'day' ? `第${day}天` : kind === 'night' ? `第${day}夜` : ''),
};
