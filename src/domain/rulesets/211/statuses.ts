import { skillsOf } from '../../engine/skills';
import type { StatusDef } from '../../engine/types';

/**
 * [211] file 001 用语定义: the status system (常见负面状态特效 / 非负面状态特效) as data. 附加这些状态特效时，角色会得知被附加的
 * 效果 (`tell`): by night after the slot that gave it (例：…需要等午夜结束才会知道). Composite statuses list what they are
 * ([冰冻/恐惧] = [沉默]+[缴械]); the engine reads the flags, never a status's name.
 */

/**
 * 独裁's extra votes: 从10人开始，当前存活人数每增加5人，警长票权额外+1. Read as: the first extra vote at 10 living,
 * one more at each further 5 (15, 20 …): 9 → 0, 10–14 → 1, 15–19 → 2. (The other reading, counting the 5s from
 * 10 — 15 → 1 — is the director's to rule.)
 */
export const dictatorExtra = (alive: number): number => (alive >= 10 ? Math.floor((alive - 5) / 5) : 0);

export const STATUSES_211: Record<string, StatusDef> = {
  // ——— 常见负面状态特效 (`negative`: 皇帝's 所有永久负面状态都改为只持续一天 reads it)
  // [沉默]：该状态下不能发动[强制]技能以外的技能
  silence: {
    id: 'silence',
    lifetime: { negative: true },
    name: '沉默',
    blocks: { blocksSkills: true },
    notice: { tell: true },
  },
  // [缴械]：不能发动[杀人]，若是[群内]，也会影响整个群内不能发动杀人
  disarm: {
    id: 'disarm',
    lifetime: { negative: true },
    name: '缴械',
    blocks: { blocksKill: true },
    notice: { tell: true },
  },
  // [遗忘]：仅在角色持有[强制]技能时会得知，该状态下失去所有[强制]技能 (told only to a holder of a <强制> skill as it is given;
  // inside a composite — [净化], [怀孕] — the composite is told by its name: 或得知附带该效果的状态名称)
  forget: {
    id: 'forget',
    lifetime: { negative: true },
    name: '遗忘',
    blocks: { blocksMandatory: true },
    notice: { tell: true, tellIf: (s, rs, c) => skillsOf(s, rs, c).some((k) => k.force?.mandatory) },
  },
  // [超度]：仅在角色[带刀]（参考占卜师定义）时会得知 (实际带刀: 若能使用[杀人]技能 — its own or its group's — as it is given),
  // 该状态下不能发动[杀人]，会丢失且无法获得[群内]或[接刀]标签，直到状态消除才还原 (a [超度]'d member leaves the group while
  // it lasts: the others' 杀人 goes on; [接刀] takes over when every [群内] is out or 永久 [超度])
  release: {
    id: 'release',
    lifetime: { negative: true },
    name: '超度',
    blocks: { blocksKill: true },
    notice: { tell: true, tellIf: (s, rs, c) => skillsOf(s, rs, c).some((k) => k.effect?.kill) },
    holder: { suspendsTags: true },
  },
  // [迷魂]：该状态下投票算作0票
  dazed: {
    id: 'dazed',
    lifetime: { negative: true },
    name: '迷魂',
    vote: { voteWeight: 0 },
    notice: { tell: true },
  },
  // [寡言]: 一个游戏日内最多发言5贴，每贴…最多5个字，投票贴不能写投票理由 (the forum's); 若需要发遗言，也只能最多发送5个字
  // (lastWordsMax); 每天开门都会公示该状态的持有情况 (the ruleset's `morning`); a permanent one counts for 负 2 (judge)
  taciturn: {
    id: 'taciturn',
    lifetime: { negative: true },
    name: '寡言',
    notice: { tell: true },
    holder: { lastWordsMax: 5 },
  },
  // [业炎/净化]：[沉默]+[超度]+[遗忘]
  purify: {
    id: 'purify',
    lifetime: { negative: true },
    name: '净化',
    includes: ['silence', 'release', 'forget'],
    notice: { tell: true },
  },
  karma: {
    id: 'karma',
    lifetime: { negative: true },
    name: '业炎',
    includes: ['silence', 'release', 'forget'],
    notice: { tell: true },
  },
  // [冰冻/恐惧]：[沉默]+[缴械]
  freeze: {
    id: 'freeze',
    lifetime: { negative: true },
    name: '冰冻',
    includes: ['silence', 'disarm'],
    notice: { tell: true },
  },
  fear: {
    id: 'fear',
    lifetime: { negative: true },
    name: '恐惧',
    includes: ['silence', 'disarm'],
    notice: { tell: true },
  },
  // [怀孕]：[沉默]+[遗忘]+[寡言]+[迷魂]，且会被公示 (临幸 announces it); 持续至下一个[黄昏]开始. 秩序 is 对怀孕无效
  // (neither cleared nor kept off: its `wardsNegative.except`)
  pregnant: {
    id: 'pregnant',
    lifetime: { negative: true, until: 'nightStart' },
    name: '怀孕',
    includes: ['silence', 'forget', 'taciturn', 'dazed'],
    notice: { tell: true },
  },
  // ——— 非负面状态特效
  // [隐身]：所有[指定]技能以该角色进行[最终结算目标]的效果，不进行结算
  invisible: { id: 'invisible', name: '隐身', blocks: { immune: 'designated' }, notice: { tell: true } },
  // [守护：X]：抵消掉X次[指杀]，会优先消耗掉时限较短的[守护]状态
  guard_x: { id: 'guard_x', name: '守护', protection: { absorbs: 1 }, notice: { tell: true } },
  // [坚韧]：除了红牌罚下，[致死伤害]和投票出局，其他情况下都不会出局
  tough: {
    id: 'tough',
    name: '坚韧',
    protection: { protects: ['zhisha', 'pierce', 'poison'] },
    notice: { tell: true },
  },
  // [霸道]：不会被投票出局
  domineering: { id: 'domineering', name: '霸道', vote: { noVoteOut: true }, notice: { tell: true } },
  // [不死]：除了红牌罚下，其他情况下都不会出局
  undying: {
    id: 'undying',
    name: '不死',
    protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'] },
    vote: { noVoteOut: true },
    notice: { tell: true },
  },
  // [自由][独裁][秩序]：获得这些状态时，视为拥有对应警长的效果，其中独裁可以叠加 (警长 任职宣言, ./sheriff.ts)
  // 自由：任何时候警长都可以在一个专门的自由警长发言贴中发言 (the public view lists who may)
  free: { id: 'free', name: '自由', vote: { freeSpeech: true }, notice: { tell: true } },
  // 独裁：警长票权+1，从10人开始，当前存活人数每增加5人，警长票权额外+1 (each instance adds)
  dictator: {
    id: 'dictator',
    name: '独裁',
    vote: { voteBonus: (s) => 1 + dictatorExtra(s.chars.filter((c) => c.alive).length) },
    notice: { tell: true },
  },
  // 秩序：立刻清除所有负面状态并免疫所有负面状态（对怀孕无效）
  order: {
    id: 'order',
    name: '秩序',
    lifetime: { wardsNegative: { except: ['pregnant'] } },
    notice: { tell: true },
  },
  revealed: { id: 'revealed', name: '翻牌', holder: { revealed: true } },
  // ——— the roles' own statuses are declared in their files (roles/*.ts)
  // a body eaten or destroyed (孟婆 还魂 needs 尸体尚在)
  no_body: { id: 'no_body', name: '尸体已毁' },
};
