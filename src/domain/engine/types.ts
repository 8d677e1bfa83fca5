import type { TimeRules } from '../calendar';
import type { DomainError } from '../errors';
import type { DomainEvent } from '../events';
import type { RngState } from '../rng';
import type { Character, GameState, PendingAction, PhaseKind, Status } from '../state';

/**
 * A decision in progress as the declarations see it (the class is ./tx.ts, which implements this: declared here so
 * that the ruleset's types and the transaction do not import each other).
 */
export interface Tx {
  state: GameState;
  readonly events: DomainEvent[];
  /** the phase in which rights granted now become usable */
  rightsPhase: { kind: PhaseKind; day: number };
  /** the day's vote has been counted in this decision: what follows is 黄昏's (211 l.89 黄昏——投票结束后到正式天黑前) */
  dusk: boolean;
  /** the <强制> skill whose hook runs now and its user: the statuses it gives carry `data.mandatoryOf` (211 l.81) */
  using: GivenBy | null;
  readonly rs: RulesetDef;
  readonly now: number;
  emit(e: DomainEvent): void;
  draw<T>(purpose: string, fn: (rng: RngState) => [T, RngState]): T;
  notify(to: string, text: string, data?: Record<string, unknown>): void;
  announce(text: string, data?: Record<string, unknown>): void;
  news(text: string, data?: Record<string, unknown>): void;
  t(key: string, p?: Record<string, string | number>): string;
}

/**
 * A ruleset is data plus small functions. Shared engine code reads these
 * declarations and never asks for a role by name.
 */

export interface TargetSpec {
  min: number;
  max: number;
  /** may the user target itself */
  self: boolean;
  /** which characters may be chosen: the living, the out, or both (211 太平道徒 雷公助我: 可选已出局角色) */
  among: 'alive' | 'out' | 'any';
}

/** The kill strengths: 指杀 (stopped by 守护 and saves), 毒药, 穿透 (ignores 守护), 致死伤害 (only 不死 stops it). */
export type Strength = 'zhisha' | 'poison' | 'pierce' | 'lethal';

/** A status's end time as the texts word it; the engine maps each to a phase boundary (see flow.statusUntil). */
export type UntilKind =
  /** 当夜 / 持续至夜晚结束 */
  | 'nightEnd'
  /** 游戏日白天将解除 / 持续至下一个[正午]阶段开始 (211's 正午 opens with the day) */
  | 'dayStart'
  /** until this day's end (or the next day's, when applied at night: 下一个白天) */
  | 'dayEnd'
  /** 持续至下一个夜晚开始 / 下一个[黄昏]开始 (211's 黄昏1 opens the night) */
  | 'nightStart';

export interface SkillQuery {
  state: GameState;
  actor: Character;
  skill: SkillDef;
  targets: Character[];
  choice: string | null;
  /** the ruleset (a rule that reads groups or roles: 赤狼 业炎 counts the pack's dead) */
  rs: RulesetDef;
}

export type SkillKind =
  /** submitted during a night window, resolved in the night's order */
  | 'night'
  /** submitted during the day: a standing choice read when the day closes (装傻, 替死), or `instant` (皇权) */
  | 'day'
  /** usable while the character holds a right (最后一枪, 殉职); resolves at once */
  | 'right'
  /** never submitted: the engine runs it (通灵<强制>, 反射<强制>) */
  | 'passive'
  /** chosen before the first day (总体流程 1: 丘比特之箭, 伪装, 学习), resolved in the ruleset's opening order */
  | 'opening';

export interface SkillDef {
  id: string;
  name: string;
  kind: SkillKind;
  /** other names the texts' tables use for it (孟婆 还魂 is 孟婆<复活> in 211's order) */
  aliases?: string[];
  /** for 'right' skills: the right that makes it usable */
  right?: string;
  /** shared by a group (共群): any member may submit, the last stands */
  group?: string;
  /**
   * the group's skill needs its members to agree (classic 篇三(六)1: 必须所有人都统一意见，若狼团队内意见不统一，上帝将判决狼人没有刀人):
   * each member's submission is his own until the window closes, and the skill acts only when every member who submitted
   * named the same targets (a pass is a choice too); otherwise the group does nothing that night. Absent: the last stands.
   */
  agreement?: 'all';
  targets: TargetSpec;
  /**
   * statuses that stop this skill because its text names them, beyond the shared blocks (沉默, 缴械 …): 狼王
   * 冲锋 被摄…则无法发动技能, 猎人 最后一枪 当晚如被恐，被摄梦则无法使用 (摄梦 blocks nothing by itself: 000 l.119)
   */
  stoppedBy?: string[];
  /** when it is used: its window, nights, 正午, at once, its order slot */
  timing?: {
    /** night deadline group (see RulesetDef.nightWindows) */
    window?: string;
    /** only on odd or even nights (大野狼 偶数日夜晚, 狙击手 单数/双数), or the first night only (首夜) */
    nights?: 'odd' | 'even' | 'first';
    /** 211 标明[正午]: usable only within the ruleset's 正午 hours (`time.noon`); refused outside with OUTSIDE_NOON */
    noon?: boolean;
    /** 'day' skills that resolve at once when submitted (皇权, 成仙) through `apply` */
    instant?: boolean;
    /** takes the order slot just after this skill (a learned skill after the original: 真身份牌轮次优先) */
    orderAs?: string;
  };
  /** how often and by whom (read by engine/skills.ts usability) */
  limits?: {
    /** <限定> = 1, [X] = X; undefined = unlimited. Refills: a `charges` status (data.skill, data.n) adds uses */
    limit?: number;
    /** each character may be its target once per game: by this actor, or by anyone's use of the skill */
    oncePerTarget?: 'actor' | 'anyone';
    /** a group skill only the group's members hold, never an heir (接刀) holding its skills (211 窥天: 群内狼可以…询问) */
    membersOnly?: boolean;
    /** not the same target two nights running: by this actor (企鹅), or by anyone's use (守卫 守护) */
    notTwiceRunning?: 'actor' | 'anyone';
    /** the skill is lost together with this one (女巫: 通灵 goes with 救药) */
    requires?: string;
    /** a status the user must hold (怀孕技能: unlocked by 临幸) */
    unlockedBy?: string;
    /** usable by an out character (rights); a passive's `onNightStart` runs for an out holder too (熊: 场上无熊) */
    whileOut?: boolean;
    /** why the actor cannot use it now (夺舍 needs two nights of 附身), checked with the rest of usability */
    usable?: (s: GameState, actor: Character, rs: RulesetDef) => DomainError | null;
  };
  /** <强制> and what a miss means */
  force?: {
    /** <强制> */
    mandatory?: boolean;
    /** cannot be declined, though not <强制> (摄梦: 必须选择一名玩家; its skill can still be blocked) */
    required?: boolean;
    /** no status blocks it (pku 【纸条兴邦】 本技能不可被禁; 狼禁技能无法阻止兑换魔法卡) */
    unblockable?: boolean;
    /**
     * A missed deadline: `forfeit` (视为放弃, the default) or `random` — the engine draws the
     * targets (or choice) among the legal ones, the draw an event (摄梦人 将随机摄人; 殉职's hand-over)
     */
    onTimeout?: 'forfeit' | 'random';
    /** a choice the text leaves to the holder (tieba 轮次决胜: 可以…提交): never due, so no missed-deadline yellow */
    optional?: boolean;
  };
  /** what may be chosen beyond `targets` (read by engine/skills.ts checkSubmission) */
  choose?: {
    /** the target spec for this actor now (怀孕: 宠溺 twice), else `targets` */
    targetsFor?: (s: GameState, actor: Character) => TargetSpec;
    /** allowed `choice` values, if the skill takes one */
    choices?: string[];
    /** the choices for this actor now (伪装: the ruleset's village roles) */
    choicesFor?: (s: GameState, actor: Character, rs: RulesetDef) => string[];
    /** a free-form choice: this function checks it (null = fine) */
    parseChoice?: (
      s: GameState,
      choice: string | null,
      targets: Character[],
      rs: RulesetDef,
    ) => string | null;
    /** true when this one target may not be chosen (filters legalTargets) */
    excludes?: (q: { state: GameState; actor: Character; target: Character }) => boolean;
    /** extra legality rules; return an error to refuse the submission */
    validate?: (q: SkillQuery) => DomainError | null;
  };
  /** the kinds of effect the engine reads (the night pipeline, 邪恶, 附身 …) */
  effect?: {
    /** its effect is a kill (shared by 附身; a 致死操作 for 邪恶) */
    lethal?: boolean;
    /** a [杀人]: stopped by 缴械 (a group member's stops the group's) */
    kill?: boolean;
    /** 封禁类: it blocks its target's skills (邪恶 is sealed instead of striking) */
    blocking?: boolean;
    /** a check: a void target gives the user an empty feedback (反馈为空) */
    feedback?: boolean;
    /** [指定]: redirections and 隐身 apply (default: a skill with targets) */
    designated?: boolean;
    /** [翻牌]: using it reveals the user's actual role in public; not usable once revealed */
    flip?: boolean;
    /** the skill takes control of its target's skills tonight (幽灵 夺舍: 获得此玩家的操作权) */
    controls?: boolean;
    /**
     * with `controls`: the controller also uses the target's [群内] skills as the target (its group's: the last submission
     * stands, no extra use), and the target cannot (211 狐狸精: 窃取群内狼人可以改<杀人>的目标，但并不会多一刀)
     */
    controlsGroup?: boolean;
    /** with `controls`: the feedback of a skill the controller uses as the target reaches both (211 狐狸精: 狐狸精和被操控者均可获得) */
    sharesFeedback?: boolean;
  };
  /** what it does (the night pipeline, rights, the opening, instant day skills) */
  hooks?: {
    /** night pipeline step, with the settled targets (结算目标) in `a.targets` */
    resolve?: (ctx: NightCtx, a: NightAction) => void;
    /** what using it does even when its target is void (种狼: the group's 指杀 is given up, 种狼将死亡) */
    onUse?: (ctx: NightCtx, a: NightAction) => void;
    /** a passive skill's part at the start of the night's resolution (镜 反射: a redirection) */
    onNightStart?: (ctx: NightCtx, holder: Character) => void;
    /** runs for the holder when the skill's window opens (feedback needed to act) */
    reveal?: (ctx: NightCtx, holder: Character) => void;
    /** 'right', 'opening' and instant 'day' skills: the effect; `how` says whether the holder chose or the deadline did */
    apply?: (
      tx: Tx,
      actor: Character,
      targets: Character[],
      choice: string | null,
      how?: 'chosen' | 'timeout',
    ) => void;
    /** a right not used by its deadline (视为放弃): what the text says follows (tieba 贵族: the held vote-out is carried out) */
    lapsed?: (tx: Tx, holder: Character) => void;
    /**
     * a night or day skill's submission (not a pass) accepted: what the submission itself tells at once, before the skill
     * resolves (pku 狼池≥2: a wolf knife named on a wolf is reminded, 可以坚持不改)
     */
    submitted?: (tx: Tx, actor: Character, targets: Character[], choice: string | null) => void;
  };
}

/**
 * One deadline group of a night: it closes `minutes` after 关门 (`from: 'close'`), or
 * `minutes` after the window before it closed and its feedback went out (`from: 'feedback'`).
 */
export interface NightWindow {
  id: string;
  minutes: number;
  from: 'close' | 'feedback';
  /** a slot of the daytime though after 关门 (211 l.85: 晨曦/正午/黄昏属于白天): night-only limits do not bind its skills */
  daytime?: boolean;
}

/**
 * One row of a text's 行动时限, in its words: who is due (`角色`, `角色<技能>`, `*` = 其余身份),
 * by when, and what a miss means. `window: 'day'` rows are due at 关门 itself (day skills).
 */
export interface DeadlineRow {
  window: string;
  minutes: number;
  from?: 'close' | 'feedback';
  who: string[];
  /** 视为放弃 (forfeit, the default) or 随机 (the skill's targets are drawn) */
  miss?: '视为放弃' | '随机';
  /** the slot is daytime (211 l.85: 晨曦/正午/黄昏属于白天，其他属于夜晚) */
  daytime?: boolean;
  /** the text's sentence */
  text: string;
}

export interface Kill {
  target: string;
  /** the skill (or chain kind) that dealt it; the ruleset's settlement list orders by this */
  source: string;
  by: string;
  /** 指杀 is stopped by 守护 and saves; others per ruleset */
  strength: Strength;
  /** the out cause when it takes effect (default: the ruleset's for the strength) */
  cause?: string;
  /** passed on by a link or a death, not aimed (非[指定]): 殉情, 链接, 连带 */
  chain?: boolean;
}

/** One operation of the night as it resolved: who used what on whom (for 邪恶, 附身, 反射 …). */
export interface Op {
  /** whose skill it was (the controlled character for a 夺舍) */
  actor: string;
  /** who submitted it */
  by: string;
  skill: string;
  /** the settled targets, and what the actor sees for each (选择目标) */
  targets: string[];
  chosen: string[];
  /** position in the order table */
  order: number;
  /** whose skill it was, when the user took it over (`blocks.takenBySource`: 怪盗 偷盗) */
  takenFrom?: string;
}

/**
 * A redirection from 选择目标 to 结算目标 (211's 踢球): an action aimed at `from` lands on `to`
 * instead (swap, reflection, bounce), or on `from` and `to` (sharing). Layers apply in the
 * ruleset's `redirectOrder`, each once; within a layer the first matching rule applies.
 */
export interface RedirectRule {
  layer: string;
  from: string;
  /** a name, the acting character (bounce), or a random other character (reflection) */
  to: string | { actor: true } | { random: true; except: string[] };
  /** sharing adds `to` beside `from` instead of replacing it */
  share?: boolean;
  /** by whom: actions of this character are not redirected (魔术师's own) */
  owner: string;
  /** which actions it catches (default: every one but the owner's) */
  applies?: (a: NightAction, sk: SkillDef, ctx: NightCtx) => boolean;
  /** called when it catches an action (噬时狼妃 learns the bounced skills) */
  caught?: (a: NightAction, sk: SkillDef, to: string) => void;
}

/** A pending night action as the pipeline resolves it: `targets` are the settled ones. */
export interface NightAction extends PendingAction {
  /** for each settled target, the name the actor sees (its 选择目标) */
  chosen: string[];
  /** whose skill it is: the actor, or the character a 夺舍 controls */
  as: string;
  /** the targets as submitted (选择目标), before redirection and voids */
  submitted: string[];
  /** whose skill it was, when another took it over (怪盗 偷盗, 211 堕落): its owner, whose use it spends */
  takenFrom?: string;
}

/** What settling a kill reads: tonight's guards, saves and statuses as well as the state's. */
export interface SettleEnv {
  state: GameState;
  ruleset: RulesetDef;
  night: boolean;
  guards: Map<string, string[]>;
  saves: Map<string, string[]>;
  /** the effective statuses of a character now (the state's, its role's innate ones, tonight's) */
  statuses(name: string): readonly Status[];
  /** uses one 守护:X instance (the one ending first); false if none is left */
  absorb(name: string): boolean;
  /** the night's kills so far (a settlement that reads every cause on one target: pku 多重死因); absent by day */
  readonly kills?: readonly Kill[];
}

export interface NightCtx extends SettleEnv {
  day: number;
  kills: Kill[];
  ops: Op[];
  notify(to: string, text: string, data?: Record<string, unknown>): void;
  /** public at once when this window closes (211 黄昏: 临幸), or in the next 公示 by night */
  announce(text: string, data?: Record<string, unknown>): void;
  kill(k: Kill): void;
  char(name: string): Character;
  /** applies a status tonight; `after`: only once the night's kills are settled (下一个白天) */
  status(target: string, id: string, o?: StatusOpts): void;
  /**
   * undoes tonight's statuses others applied to the target (治愈); how many. `only`: just tonight's of that status id, its
   * notices withdrawn (211 美女画皮's 南华老仙: 当晚获得并立刻消除[寡言]状态时，不会通知目标获得[寡言]状态)
   */
  cure(target: string, except: string, only?: string): number;
  /** operations that reached a target immune at that moment (拥抱, 隐身 …): who, what, on whom */
  voided: { actor: string; skill: string; target: string }[];
  /** adds a redirection for the actions that resolve after this one */
  redirect(r: RedirectRule): void;
  /**
   * The name `viewer` knows `target` by tonight: a swap (a redirection to a named character that replaces the
   * target, 魔术师 交换: 当夜别的玩家对此二人的操作都将被替换, 000 l.117) exchanges the two for every operation of
   * the viewer, feedback included, so a feedback names the one the viewer would have to choose to reach `target`
   * (女巫: saving the name her 通灵 gave saves the one the kill landed on).
   */
  knownAs(viewer: string, target: string): string;
  /** a change the night makes when it resolves (阵营转变, 失去技能 …), in pipeline order; `afterOuts`: once the night's outs are done (复活) */
  later(fn: (tx: Tx) => void, when?: 'afterOuts'): void;
  /** a change made when this skill's window closes, not at the night's end (a right to choose now: 孟婆 怀孕技能) */
  now(fn: (tx: Tx) => void): void;
  /** the texts sent to a character tonight so far (嫔妃: the slandered's feedback) */
  notesTo(name: string): string[];
  /** a seeded draw, written as an event once and read again by the night's later windows */
  draw<T>(key: string, among: T[]): T | undefined;
  /** the use does not count (a <限定> armed but not triggered) */
  unspent(a: NightAction): void;
  /** a note sent when the night's actions are over (夜间行动结束后), not when this window closes */
  notifyAtEnd(to: string, text: string, data?: Record<string, unknown>): void;
  /** runs after every action of the night, before the kills settle (邪恶, 附身's report) */
  atEnd(fn: (ctx: NightCtx) => void): void;
  /** the action resolving now */
  current: NightAction | null;
  /** its skill (a <强制> one's statuses carry `data.mandatoryOf`: 211 l.81) */
  currentSkill: SkillDef | null;
}

/** The skill that gives a status and its user. */
export interface GivenBy {
  skill: SkillDef;
  user: string;
}

export interface StatusOpts {
  source?: string | null;
  until?: UntilKind | null;
  data?: Record<string, unknown>;
  after?: boolean;
  /** an exact end instead of a kind (幽灵 悲伤: 次夜夜间行动结束后重组) */
  at?: Status['until'];
  /**
   * the skill that gives it and its user, where the engine does not know it (a role's onStart/onOut, a night's `later` or
   * `atEnd`): a <强制> skill's status carries `data.mandatoryOf` (211 l.81). A night action's and a skill hook's statuses
   * are marked by the engine; `null`: no skill's (a 身份属性, or what is no [状态]: skills a skill gave).
   */
  by?: GivenBy | null;
}

export interface OutHookCtx {
  tx: Tx;
  char: Character;
  cause: string;
  /** who dealt the out, when a character did (a kill's user, the one a chain followed) */
  by?: string;
}

export interface VoteHookCtx {
  tx: Tx;
  /** the character the vote is putting out; a hook may change it or set null */
  out: Character | null;
  tie: Character[];
  holder: Character;
  /** the holder's standing day submission (装傻 / 替死 armed), if any */
  action: PendingAction | null;
  /** why `out` goes out (vote, 替死, 冤死 …): picks the announcement template */
  cause: string;
  /** extra lines for the vote announcement */
  extraLines: string[];
  /** steps that follow the vote announcement (a hand-over of the badge the vote caused) */
  after: (() => void)[];
  /** after this count's out, the day votes once more instead of ending (classic 口吃法官: 上帝将立刻发起一轮新的投票) */
  again?: boolean;
}

export interface RoleDef {
  id: string;
  name: string;
  /** other names the texts' tables use (贤明之君 is 皇帝 in 211's order) */
  aliases?: string[];
  faction: string;
  /** the text's reference: file and number */
  cite: string;
  skills: SkillDef[];
  /** 共群 group, if any */
  group?: string;
  /** 有X必有Y: the role is dealt only with these roles (ids), whatever the ruleset's other setup rules */
  dealtWith?: string[];
  /** counted as a checker (验人) for setup constraints */
  checker?: boolean;
  /** 男 / 女 (211: a vest's gender decides the roles it may get) */
  gender?: '男' | '女';
  /**
   * the skill ids another character gains instead of this role's own when it takes the role's skills (211 鬼魂新娘:
   * 其他角色获得鬼魂新娘的技能时，获得丘比特的技能而非鬼魂新娘的技能)
   */
  gainedAs?: string[];
  /** what the notice of the role says (211 皇帝: 收到的身份牌固定为[皇帝]) */
  card?: string;
  /**
   * A permanent negative status (`StatusDef.negative`, no end time) given to this role ends instead at this end time,
   * by the phase it is given in (211 皇帝: 所有永久负面状态都改为只持续一天)
   */
  permanentNegative?: { night: UntilKind; day: UntilKind };
  /** statuses the role always holds, or only by night or day (恶灵骑士 主宰黑夜, 皇帝 不死) */
  innate?: {
    status: string;
    phase?: 'night' | 'day';
    /** held only while this is true (隐者 隐身衣: until it is given away or half the start are out) */
    while?: (s: GameState, c: Character) => boolean;
    /** the skill that gives it: a <强制> one's does not count while its holder is under [遗忘] (211 l.81) */
    by?: SkillDef;
  }[];
  /** what a faction check reads; default: actual faction (a disguise status overrides both) */
  seenAs?: (c: Character) => string;
  /** cannot survive alone: goes out when no other character of its faction is left (隐狼) */
  diesAlone?: boolean;
  /** at the start of the game, after the roles are told (隐狼 knows the wolves) */
  onStart?: (tx: Tx, c: Character) => void;
  /**
   * what the role does at a step of the opening that is no skill, by the step's name in the ruleset's opening table
   * (211 行动顺序总集 开局: 魔教教主/狐狸精/银狼 知晓群内狼, after 狼人阵营 共群): run for each living holder in seat order
   * at the step's place among the opening's skills; with no opening window (no opening skill dealt), as the game starts
   */
  openingSteps?: Record<string, (tx: Tx, c: Character) => void>;
  /** a night opens (its first window), for each living holder: what his role does then (classic 变脸者: 每天晚上开始时…选择) */
  onNightOpens?: (tx: Tx, c: Character) => void;
  /** its skills were 刷新至初始 by another's skill (211 修女 圣水): what the role does then (护卫: 可以重新选一个模式) */
  onRefresh?: (tx: Tx, c: Character) => void;
  /**
   * the skill each role hook below works for: the hook does not run while that skill is blocked for the holder as a use of it
   * would be (`blockedBy`: 211 l.103 [遗忘] a <强制> one's — 复仇者 寻仇 by vote; [沉默] another's)
   */
  hooksOf?: { onOut?: SkillDef; onVoteOut?: SkillDef; onTie?: SkillDef };
  /** when the character goes out (grant rights, chain outs) */
  onOut?: (ctx: OutHookCtx) => void;
  /** day close: before the vote's out is applied (装傻, 替死) */
  onVoteOut?: (ctx: VoteHookCtx) => void;
  /** day close on a tie (冤死) */
  onTie?: (ctx: VoteHookCtx) => void;
  /**
   * day close, the vote's out decided (a tie's by the ruleset's rule too): the holder may hold it for a decision after
   * 关门 (tieba 贵族: 贵族使角色避免出局，关门十五分钟后仍未与法官取得联系，贵族视为放弃发动技能) — it returns the 公示's line
   * and keeps the out to settle later itself, or null to let it go out now
   */
  holdsVoteOut?: (tx: Tx, holder: Character, out: Character) => string | null;
  /**
   * a line of each morning's 公示 while the role is dealt, or null (tieba 起诉人 诉讼: 每个游戏日开始时，若还有公诉人存活，
   * 法官将会公示[仍有起诉人存活]); one line per role, however many hold it
   */
  morning?: (s: GameState, day: number) => string | null;
  /** a skill of the character was taken away (白痴: 失去此技能时立即出局) */
  onSkillLost?: (ctx: { tx: Tx; char: Character; skill: string }) => void;
  // ——— what the role brings to its ruleset (merged by rulesets/compile.ts `collectRoles`; a clashing id is an error)
  /** the statuses its skills give (乌鸦: 诽谤) */
  statuses?: StatusDef[];
  /** its Chinese texts: 公示 lines and feedback */
  templates?: Templates;
  /** skills no role starts with that its play gives (丘比特: the lovers' 杀人) */
  extraSkills?: SkillDef[];
  /** rights' skills any character holding the right may use, given by this role's play (孟婆: 二选一) */
  commonSkills?: SkillDef[];
  /** factions of its own (a third party) with their win conditions (锁链师: 场存4人) */
  factions?: FactionDef[];
  /** [接刀] of this group: takes its skills over when no member is in, ranked by the ruleset's 接刀顺序 */
  heir?: string;
  /** what a character that learns this role gets (121 机械狼 学习) */
  learnable?: Learnable;
}

/** How a character learning a role (121 机械狼 学习 …如学习：预言家，同预言家) gets it: the learned role declares it. */
export interface Learnable {
  /**
   * the skills the learner may use (declared here, merged into the ruleset's extra skills; the role's own may be listed);
   * none declared: 211's learners take the role's own (121 机械狼: none)
   */
  skills?: SkillDef[];
  /** at the learning: what the learner is told beyond the role, and data kept on its `learned` status (丘比特: the lovers) */
  onLearn?: (tx: Tx, learner: Character, learned: Character) => Record<string, unknown>;
  /** the learner going out (猎人，同猎人: 最后一枪's right) */
  onOut?: (ctx: OutHookCtx) => void;
  /**
   * the learner's set-up where it differs from the role's, for a learning status that takes the role (`holder.takesRole`
   * with `data.learned`: 211 美女画皮 画皮, 白骨精 化尸大法 …刷新至初始): its innate statuses (211 大将军's 直感 against the
   * other faction; none: 皇帝 gives only 皇权) and what it does at the learning (`onStart`); `onOut` above replaces the role's
   */
  innate?: RoleDef['innate'];
  onStart?: RoleDef['onStart'];
  /**
   * the vote hooks of a learner, run at the learned role's place in `voteHookOrder`, after its own holders' (121 白痴，同白痴;
   * 替罪羊，同替罪羊，但判定出局条件在真替罪羊之后): read by `engine/day.ts` for a status granting skills whose `data.role` is the role
   */
  onVoteOut?: RoleDef['onVoteOut'];
  onTie?: RoleDef['onTie'];
  /** a skill the learner gained from it was taken (白痴，同白痴: 失去此技能时立即出局); the learner's role passes it on */
  onSkillLost?: RoleDef['onSkillLost'];
}

/** The day's vote hooks of a role, or of a learner (`Learnable`). */
export type VoteHooks = Pick<RoleDef, 'onVoteOut' | 'onTie' | 'holdsVoteOut' | 'hooksOf'>;

export interface ChainDef {
  /** when the status's source goes out (魅惑, 摄梦, 宠溺), or another holder with the same `data.link` (情侣, 链接) */
  on: 'source' | 'link';
  /** the chain kind: its place in the ruleset's chainOrder (连带出局顺序) */
  kind: string;
  strength: Strength;
  cause: string;
  /** whether the out that happened passes on (狼美人: not after 同守同救, 摄梦, 恐惧, 决斗) */
  when?: (q: {
    state: GameState;
    out: Character;
    cause: string;
    holder: Character;
    status: Status;
  }) => boolean;
  /** a template key for the 公示 line of the chained out (因殉情出局) */
  announce?: string;
  /**
   * the line only for an out by day: a night's outs are the morning's list, names only (211: 公示前一天出局角色名单; 黄昏的
   * 出局只公示[投票出局]和[其他原因]的名单 — the cause of a chain out is no one's business)
   */
  announceByDay?: boolean;
  /** the line waits for the next morning's 公示 even by day (tieba: 投票结束后，因投票而触发的…情侣<殉情>…在下一个游戏日白天开始时公示) */
  announceNextMorning?: boolean;
}

export interface StatusDef {
  id: string;
  name: string;
  /** the status is these statuses together ([冰冻] = [沉默]+[缴械]) */
  includes?: string[];
  /** the holder follows another out (chain out) */
  chain?: ChainDef;
  /** the vote (read by engine/day.ts) */
  vote?: {
    noVote?: boolean;
    noBeVoted?: boolean;
    noBadge?: boolean;
    /** the holder's vote counts as 弃权 (隐者: 投票视为弃票) */
    voteVoid?: boolean;
    /** votes for the holder count as 弃权 (隐者: 对隐者投票将视为弃票); unlike noBeVoted they are accepted */
    votesOnVoid?: boolean;
    /**
     * the holder has a vote while out, cast only as a 代投 (the director's): 211 死灵术师 夺魂 (被夺魂角色…拥有票权，但是其投票由
     * 发动者通过导演代投决定); one who casts none is no 未投票
     */
    votesWhileOut?: boolean;
    /** 霸道 / 不死: cannot be voted out */
    noVoteOut?: boolean;
    /** 诽谤: votes added to the holder's count in the vote */
    extraVotes?: number;
    /** 迷魂: the holder's vote counts this much */
    voteWeight?: number;
    /**
     * 独裁: votes the holder's own vote counts more, now (each instance adds: 独裁可以叠加); 迷魂's voteWeight wins. `st` is
     * the instance (its source and data: 落魄亲王 揽权 counts once its target is out)
     */
    voteBonus?: (s: GameState, st: Status) => number;
    /** 自由: the holder may post in the 自由警长发言贴 (the public view lists it) */
    freeSpeech?: boolean;
    /**
     * while this holds, the holder's vote is the status's source's (121 吹笛 混乱: 所有被迷惑的玩家投票对象和吹笛者一致): counted
     * for the source's target whatever the holder cast, when the source voted
     */
    followsSource?: (s: GameState, st: Status) => boolean;
  };
  /** what it stops or voids (read by engine/effects.ts and the night pipeline) */
  blocks?: {
    /** 沉默: the holder cannot use its non-<强制> skills while it lasts (恐惧, 摄梦, 冰冻 …) */
    blocksSkills?: boolean;
    /** 遗忘: its <强制> skills too */
    blocksMandatory?: boolean;
    /** 缴械: no [杀人]; a group member's stops the whole group's */
    blocksKill?: boolean;
    /** the holder's own [杀人] skills, gained later too; a group's only when every holder is stopped (121 圣女 净化: 不可杀人) */
    blocksOwnKill?: boolean;
    /** a counted skill it blocks is spent all the same (classic 月女: 这次能力将被浪费且不会重置) */
    spends?: boolean;
    /** only the skill named in the status's `data.skill` (its name or id), if not <强制> (121 梦魇 迷梦: 若预测正确，该角色本次技能使用无效) */
    blocksNamed?: boolean;
    /**
     * the holder's next night skill of its own that acts tonight after this status (not <强制>, not a group's) is used by
     * the status's source instead: the source is its user (its feedback, its kills), on the targets in `data.targets`
     * (as many as the skill takes; short of its minimum, the holder's own fill the rest); the holder's use is spent
     * (121 怪盗 偷盗: 若该角色当晚发动非<强制>技能，怪盗可以代替他成为技能的发动者，并重新选择技能目标); `data.skill` names the one skill
     * taken (<强制> too), `data.emptyFeedback` tells the holder its feedback is empty (211 蛊惑师 堕落)
     */
    takenBySource?: boolean;
    /**
     * the holder's action of `data.skill` tonight is another's (211 南华老仙 混乱2: 可以突破[状态]，[限定]，[次数]，[已失去技能]，[目标选择]的限制，
     * 无条件使用出该技能): it acts through the holder's blocks, a spent count or a lost skill and on any targets, its use counted; the
     * holder cannot submit that skill himself (会占用目标当晚的技能使用); its feedback reaches the status's source too. A group's
     * skill (`data.group`: 吹笛控刀) is the group's action: no member submits it that night, and it acts through the group's blocks
     */
    forcedAction?: boolean;
    /** skills settling on the holder are void: all, or only [指定] ones (隐身) */
    immune?: boolean | 'designated';
    /** these skills (ids) settling on the holder are void (炸弹不可被恐惧/业炎/冰冻; 上帝使徒 无法被种狼感染) */
    immuneTo?: string[];
    /**
     * skills of these users settling on the holder are void (121 面包师: 当夜任何狼人阵营活动都只能在面包位置电梯上下两楼展开); `q`
     * says on whom (`holder`), with which skill and in which state (121 富商: 拒绝…富商被其技能选择为目标时，视为技能使用不成功)
     */
    immuneFrom?: (
      actor: Character,
      q: { state: GameState; rs: RulesetDef; holder: string; skill: SkillDef },
    ) => boolean;
    /** the holder's skills are never blocked (上帝使徒 不会…被封印技能) */
    unblockable?: boolean;
    /** a global effect its holder casts on others' targeting: true = `target` may not be chosen by `actor` (暴风雪) */
    limitsOthers?: (q: {
      state: GameState;
      status: Status;
      actor: Character;
      target: Character;
      skill: SkillDef;
      /** the skill is used in the night proper (夜晚), not in a daytime slot (211 黄昏/晨曦) nor by day */
      atNight: boolean;
    }) => boolean;
    /**
     * a global effect its holder casts: true = `actor` must use `skill` now — not declined (SKILL_NOT_USABLE), and at its
     * deadline drawn among the legal targets when missed or when what was chosen no longer holds (211 未明之雾: 若可以发动
     * 杀人，则必须发动杀人); a skill its user cannot use now (blocked) is not forced
     */
    forcesOthers?: (q: { state: GameState; status: Status; actor: Character; skill: SkillDef }) => boolean;
  };
  /** kills that do not put the holder out (read by the settlement) */
  protection?: {
    /** kills of these strengths do not put the holder out (坚韧: 指杀 and 穿透; 不死: all) */
    protects?: Strength[];
    /** … except these out causes (嫦娥's night 不死: 殉情) */
    protectsNot?: string[];
    /** … except kills by the status's own source (摄梦: 其他玩家的致死技能) and chains */
    protectsOnlyFromOthers?: boolean;
    /** [守护：X]: absorbs X 指杀 (Infinity for ∞) */
    absorbs?: number;
    /** the kills its text names as not putting the holder out (121 猎魔人 宿命: 不会因村民阵营其他角色技能夜死，除被潜行者枪决) */
    protectsFrom?: (env: SettleEnv, k: Kill) => boolean;
    /**
     * a death the night's settlement judges for the holder goes to `data.to` instead, as 致死伤害 (121 蛊惑师: 如当夜盎惑师在天亮
     * 结算轮判定死亡时，死亡结算为被蛊惑的玩家死亡)
     */
    diverts?: boolean;
    /**
     * the holder's out, whatever puts it out but a red card, passes to another living holder of the same status from the
     * same source: the holder stays, that one takes [致死伤害] from the source (a chain out: `cause`, the 公示 as
     * 因其他原因出局 by day); `onUse` after it passed (211 巫毒娃娃 [混沌]: 持有该状态的角色出局时，若还有其他持有[混沌]状态的
     * 角色，则自己不出局，其他[混沌]状态的角色承受致死伤害，来源为状态赋予者，触发效果之后赋予者失去替死巫术技能)
     */
    passesOut?: {
      cause: string;
      onUse?: (tx: Tx, st: Status) => void;
      /**
       * whom it passes to instead of another holder (null: the holder goes out as usual) — 211 粉丝 怀孕技能: 偶像出局导致粉丝
       * 连带出局时，这次偶像不会出局 (the idol's status names the 粉丝 as its source)
       */
      to?: (s: GameState, rs: RulesetDef, holder: Character, st: Status) => Character | null;
    };
    /**
     * the holder's next out, whatever puts it out but a red card, does not happen: the status is spent (removed) and
     * `onUse` runs (211 宗教老爷爷 异端处决: 每有4个异端出局，你免疫一次出局 — vote, kill and chain alike)
     */
    sparesOut?: {
      onUse?: (tx: Tx, st: Status, holder: string) => void;
      /** not spent: it spares every out while it holds (121 太阳 日: 只可死在夜晚) */
      keep?: boolean;
      /** only in this phase (121 太阳: by day) */
      phase?: 'day' | 'night';
    };
  };
  /** how long it lasts and what it wards (read by engine/flow.ts and applyStatus) */
  lifetime?: {
    /** default duration when applied */
    until?: UntilKind;
    /** a negative status (211 常见负面状态特效): a role's `permanentNegative` shortens it when it has no end */
    negative?: boolean;
    /**
     * 秩序: the holder's `negative` statuses are cleared when it gains this, and new ones do not take (免疫所有负面状态),
     * but for those it lists as `except` (对怀孕无效)
     */
    wardsNegative?: { except: string[] };
    /**
     * the holder goes out when it ends (at its end time, not when removed otherwise), for this cause, the `announce`
     * template in the 公示 (121 锈剑骑士 破伤风: 下一个讨论日白天，该狼人因伤口感染而病逝; 黑商: 第二天白天黑商死亡)
     */
    outWhenEnds?: { cause: string; announce: string };
  };
  /** who is told and when (read by applyStatus and the night) */
  notice?: {
    /** the holder is told when it is applied (211: 角色会得知), after the applying skill's window */
    tell?: boolean;
    /** the holder is told when it voids one of its night actions (企鹅: 如此玩家当夜有夜间行动，则将被告知冰冻) */
    tellBlocked?: boolean;
    /** a template key: the next 公示 names the holder (怀孕, 诽谤, 被感染) */
    announce?: string;
    /**
     * `tell` only when this holds of the holder as the status is applied (211 [遗忘]：仅在角色持有[强制]技能时会得知;
     * [超度]：仅在角色[带刀]时会得知); untold, it is not in the holder's view either
     */
    tellIf?: (s: GameState, rs: RulesetDef, holder: Character) => boolean;
    /** the holder's notice names who gave it (the player view shows the source); else only a source that is the holder itself */
    source?: boolean;
  };
  /** what the holder is or may do (groups, disguises, skills) */
  holder?: {
    /** the holder is in this group (data.group overrides): 共群 */
    group?: string;
    /** the holder's last words hold at most this many characters, punctuation included (211 [寡言]: 若需要发遗言，也只能最多发送5个字) */
    lastWordsMax?: number;
    /** [接刀] of this group by a status: the holder takes the group's skills over after the ruleset's `inherit` roles,
     * whatever its faction (211 月老: 双狼情侣 → 月老 接刀, 接刀顺序为其他的所有持有[接刀]标签的角色出局) */
    heir?: string;
    /** the holder loses its role's [群内] and [接刀] tags while it lasts (211 情侣中的狼人将不会获得本来的[群内]或[接刀]标签) */
    dropsTags?: boolean;
    /**
     * the holder's [群内] and [接刀] tags are suspended while it lasts (211 [超度]: 会丢失且无法获得[群内]或[接刀]标签，直到状态消除
     * 才还原); the group's heirs take over only from a group whose members are out or suspended for good (所有[群内]狼皆承受
     * 永久的[超度]状态时，[接刀]的角色获得[杀人])
     */
    suspendsTags?: boolean;
    /**
     * the holder cannot gain a [群内] (a group of a faction) from a status while it lasts; its role's tags and a status's
     * [接刀] stay (211 大天狗 不归<强制> —— 大天狗远征不会归来，无法获得[群内]标签)
     */
    refusesGroup?: boolean;
    /** data holds a disguise {role?, faction?, armed?}: what checks read (表面身份/阵营/带刀) */
    disguise?: boolean;
    /** data.skills: skill ids the holder may use while it lasts (镜像, 学习) */
    grantsSkills?: boolean;
    /**
     * data.role: the holder has that role's own set-up as well as its skills (获取其技能并刷新至初始) — the role's innate
     * statuses count for it and the role's onOut runs when it goes out; the giver runs the role's onStart (211 丫鬟 怀孕技能)
     */
    takesRole?: boolean;
    /** the holder is off the 电梯楼 while it lasts: the seating skips it as it skips those out (121 流浪者: 从电梯楼去除) */
    offElevator?: boolean;
    /** the holder counts as a character whose role is public (翻牌): [翻牌] applies the ruleset's status with this flag */
    revealed?: boolean;
    /** the holder's skills may be used, and take effect, while it is out (211 孟婆 怀孕技能: 即使出局也可以发动技能或技能有效) */
    actsWhileOut?: boolean;
    /**
     * while it lasts the holder's night skills — not <强制>, not a group's, not a [杀人] — may be used by day in the noon hours
     * and each resolves at once (211 以太编程: 所有[非强制]技能获得[正午]标签，且这些技能无视时间限制，所有效果立即结算…（[杀人]技能除外）);
     * with `data.free` their 限定, counts and loss do not hold and no use is spent (以太编程 怀孕技能)
     */
    noonSkills?: boolean;
    /**
     * while it lasts the holder's faction is not defeated by the ruleset's own conditions (211 聂小倩: 聂小倩所在的阵营不会被
     * 判负2天); a defeat by the director's ruling stays
     */
    sparesFaction?: boolean;
    /** refills a counted skill: data.skill gets data.n more uses */
    refills?: boolean;
    /**
     * the holder asked the director a question (data.question, data.skill) and awaits the answer: the director's ruling
     * `answer` gives one of `answers` (the holder told by the template `told`) or `retry` (the question refused: the use given
     * back by the `refill` status, the holder told by `retold`); either ends the status (211 半仙 通天: 是/否/无法回答, 需重新提问)
     */
    awaitsAnswer?: { answers: string[]; retry: string; refill: string; told: string; retold: string };
    /** the holder's faction changes with another's (丘比特 随情侣变动): runs after that one's change */
    onFactionChange?: (tx: Tx, holder: Character, status: Status, changed: Character) => void;
    /** the holder goes out: what the status gives then, beside its role's `onOut` (121 黑商's 猎枪: 出局后可发动最后一枪) */
    onOut?: (ctx: OutHookCtx, status: Status) => void;
    /**
     * the holder's skill this status's hooks work for: they do not run while it is blocked for the holder (`blockedBy`: 211
     * l.103 [遗忘] — 宗教老爷爷 异端处决<强制> counts on the 异端's status). Not implied by a l.81 mark (`data.mandatoryOf`): a
     * status a <强制> skill gave may carry another skill's hooks (211 暗恋者's 暗恋 its 怀孕技能's, run under [怀孕])
     */
    hooksOf?: SkillDef;
    /** runs when a character its `data.of` names goes out (211 影武者 附身: 当该角色出局时，获得该角色的全部技能) */
    onOtherOut?: (tx: Tx, holder: Character, status: Status, out: Character, by?: string) => void;
    /**
     * the holder's faction wins at once while this holds, after the ruleset's 诸侯 in its win priority (211 暗恋者 跨越千里:
     * 当你和暗恋对象为邻居时触发此技能，你所在的阵营直接获胜)
     */
    winsNow?: (s: GameState, holder: Character, status: Status) => boolean;
    /** runs when a night opens (before its first window's skills), for a holder in or out (211 褒姒 烽火戏诸侯: 在下一个游戏日夜晚) */
    onNightOpens?: (tx: Tx, holder: Character, status: Status) => void;
    /**
     * the holder's actual faction has won (a special win a skill writes: 211 褒姒 苟住, 121 血月使徒 苟住 …狼人阵营胜利); the
     * ruleset's judge reads it before any defeat
     */
    claimsWin?: boolean;
    /**
     * runs when a phase or a night window opens (`tx.state.phase` says which), for every holder, in or out: what the
     * status does then (211 晨曦: 皇后 九尾自杀, 老将 破伤风 — 每个[晨曦]阶段开始都会承受一次[致死伤害]); several in one
     * opening run in the order table's order of `phaseOrder` (a skill id), then seat order
     */
    onPhaseStart?: (tx: Tx, holder: Character, status: Status) => void;
    phaseOrder?: string;
  };
}

/** The vote flags of a status (read by engine/day.ts through `statusFlag`). */
export type VoteFlags = NonNullable<StatusDef['vote']>;

export interface FactionDef {
  id: string;
  name: string;
  /**
   * a third party's win condition, checked in the ruleset's win priority; `q.standing`: the factions not defeated now, where
   * the ruleset's judge says (211 妖狐: 尚未判负的阵营仅有妖狐阵营和一个其他阵营)
   */
  wins?: (s: GameState, faction: string, rs: RulesetDef, q?: { standing: string[] }) => boolean;
  /**
   * while this holds, a win any other faction would have is this faction's instead (211 妖狐: 有阵营宣布胜利时，妖狐仍然存活，
   * 会导致其他阵营无法获胜)
   */
  takesWins?: (s: GameState, faction: string) => boolean;
  /**
   * its win is a 特殊胜利方式 its skill writes: met in the same judgement as a defeat of the ruleset's own conditions, it is
   * a win (211 l.969 同时满足胜利和判负条件时，除了利维坦，炸弹，占星师等技能上有写特殊胜利方式的视作胜利，否则视作判负); a
   * defeat the judge stored (判罚) still stands
   */
  specialWin?: boolean;
  /** when the faction has surrendered (判负 first, the game going on): what follows (tieba 狼人阵营 失去杀人技能，会通知狼人阵营) */
  onDefeat?: (tx: Tx) => void;
}

export interface Templates {
  [key: string]: (p: Record<string, string | number>) => string;
}

/** The text's penalty-card rules (判罚). */
export interface CardRules {
  /**
   * how many of a card make the next (211: 3 蓝 → 黄, 3 黄 → 红); null: the text merges none (cards only add up).
   * A game may set its own with `options.cardMerge` (0 = none).
   */
  merge: number | null;
  /** a red given in the day sends off at the close, before or after the vote's out */
  dayRedOut: 'beforeVote' | 'afterVote';
  /** 未投票 → 黄牌 at the close */
  noVoteYellow: boolean;
  /** no such yellows on a day run accelerated (121: 执行加速时…未投票者将不被判罚) */
  speedExempt: boolean;
  /** a faction whose characters hold this many reds in all loses (211: 同一阵营的角色累计获得两张或以上红牌时，阵营判负) */
  factionLosesAtReds?: number;
  /** 潜水 from the reported post counts (211: 发言不足五帖; 连续三个…讨论日发言均不足十帖 → 黄牌); absent = none */
  postCount?: { minPerDay: number; streak?: { days: number; min: number } };
  /** a skill due in a night window neither used nor declined → 黄牌 (tieba: 需要强制发动技能，但未与法官取得联系) */
  missedDeadlineYellow?: boolean;
  /** the director may defeat the carded one's faction with a red (211: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营) */
  directorDefeat?: boolean;
}

/** A ruleset's own sheriff election and badge rules (classic; read per game: the convention is an option). */
export interface SheriffRules {
  /** 上警/退选: only standing candidates may be voted for; candidates, standing or withdrawn, do not vote */
  candidacy: boolean;
  /** a tie in the election: a PK round among the tied (then no sheriff), or no sheriff at once */
  electionTie: 'pk' | 'none';
  /** no sheriff when a later day starts: the election is held again that day, before its vote */
  reelect: boolean;
  /** 撕毁警徽: the sheriff going out may tear the badge instead of handing it on; no sheriff after */
  tear: boolean;
  /** with this many alive, the sheriff does not vote in an out vote's PK (classic 篇二 剩余3位玩家…平票PK后警长失去投票权) */
  pkWithoutSheriffAt?: number;
}

/** A table the text gives (classic 9–14人游戏配置): the cards dealt at random, for so many players, and the options it plays with. */
export interface Preset {
  id: string;
  name: string;
  /** the text's place */
  cite: string;
  players: number;
  /** the cards, by role name (a 盗贼's table has two more than players: 第13、14两张牌) */
  pool: string[];
  /** the options the table plays with (the director's own given at creation win) */
  options?: Record<string, string>;
}

/** when the judge is asked (RulesetDef.judge) */
export type JudgeAt = 'now' | 'phaseEnd';

export interface RulesetDef {
  id: string;
  name: string;
  file: string;
  factions: Record<string, FactionDef>;
  roles: Record<string, RoleDef>;
  statuses: Record<string, StatusDef>;
  /** skills no role starts with but a character may gain (机械狼's learned 守护, a group's 杀人) */
  extraSkills?: SkillDef[];
  /** skills every member of a group holds (a character infected into the wolves gets 杀人) */
  groupSkills?: Record<string, string[]>;
  /** 接刀: when no member of the group is in, these roles (in order) take its skills over (compiled from the roles' `heir`
   * and the text's 接刀顺序: `compileInherit`) */
  inherit?: Record<string, string[]>;
  /** night deadline groups in order (compiled from the text's 行动时限 table) */
  nightWindows: NightWindow[];
  /**
   * Windows inside a day before its own window `day`: the day opens with the first, each closes `minutes` after the day
   * opened (a fixed schedule: its night window's seconds each) or at the day's close if sooner, then the next opens, then
   * `day` until the calendar's close. The discussion and the vote go on through them; a right granted for one of them
   * (`grantRight`'s `at.window`) is usable only while it is open and lapses as it closes (pku 警情发布后30分钟以内).
   */
  dayWindows?: { id: string; minutes: number }[];
  /** the window whose close resolves the night (211: 凌晨2; later windows are 晨曦); default the last */
  settleAfter?: string;
  /**
   * The skills and cards whose effect the game's director declares at creation (pku option `declare`): each with its
   * holder and its declared effect, or 未声明 — shown in the director's view only.
   */
  declarations?: (s: GameState) => { name: string; holder: string; effect: string }[];
  /** the ruleset's point pools by id, with their names (pku 白给池: the director's ruling `pool` adds points) */
  pools?: Record<string, string>;
  /** a night opens (its first window, not an extra round): the ruleset's own steps (pku 入夜: 狼人的白给池点数结算) */
  onNightOpens?: (tx: Tx, day: number) => void;
  /** a night window after the first opens, before its reveals (pku 夜间: 卡片兑换成功情况通知) */
  onWindowOpens?: (tx: Tx, window: string) => void;
  /** the night is over, before the morning 公示 (pku 破晓: 好人的白给池点数结算, its points in the 警情) */
  atDawn?: (tx: Tx, day: number) => void;
  /** the game has ended, after the 演员表: what the ruleset posts then (pku: 【白给之王】等称号…于游戏结束后予以表彰) */
  onGameEnd?: (tx: Tx) => void;
  /** 211 嫦娥 长夜漫漫: an extra round repeats these windows of the same night */
  extraRound?: { from: string; to: string; status: string; onStart?: (tx: Tx) => void };
  /**
   * Rounds of the same night after its settlement, each in the night's last window `window` (tieba 轮次决胜: 狼和医生双方都有权
   * 观看平安情况之后再做出下一个决定): the window opens only while `due(state)` holds once the night has settled (else the night
   * ends at the window before it, which is then its last); as it closes — its missed deadlines and yellows as any window's —
   * `close(tx)` judges the round; while `due` still holds, the window opens again as the next round (`phase.round` + 1).
   * Nothing of the night's pipeline runs in it: its skills are read by `close`.
   */
  nightRounds?: { window: string; due: (s: GameState) => boolean; close: (tx: Tx) => void };
  /**
   * An extra daytime before a day (121 太阳: 如太阳夜间出局…额外进行一个游戏日白天（此游戏日只有现实一天）): when a character holds
   * `status` with `data.day` = the day opening, that day is played twice — a first round lasting `days` natural days (its own
   * vote and outs), then the day as the calendar sets it, from the first round's close
   */
  extraDay?: { status: string; days: number };
  /**
   * the opening (总体流程 1): its skills resolve in this order; the window lasts `minutes`. An entry `step:<name>` is a
   * step of the opening that is no skill (211 知晓群内狼: the roles' `openingSteps` of that name run there)
   */
  opening?: {
    order: string[];
    minutes: number;
    always?: boolean;
    /** the role groups are told their members when the opening closes, not at the deal (211: 狼人阵营 共群 after 月老) */
    groupsAfter?: boolean;
    /** with `groupsAfter`: the step of `order` at which they are told (211 `共群`), else after the opening's skills */
    groupsAt?: string;
  };
  /** the night order: skill ids in the order the text lists (tiers), ties left to right */
  order: { tier: number; skills: string[] }[];
  /** kill settlement: kill sources in the order they settle */
  settlement: string[];
  /** the faction an heir must be of to take a group's skills over (丘比特 接刀 only as a wolf) */
  groupFaction?: Record<string, string>;
  /** 连带出局顺序: chain kinds in the order they pass on */
  chainOrder: string[];
  /** redirection layers from 选择目标 to 结算目标, in order */
  redirectOrder: string[];
  /** third parties' win priority (如果有多个三方同时达到胜利条件，则判定优先顺序为 …) */
  winPriority?: string[];
  /** the order in which roles' day-close vote hooks run */
  voteHookOrder: string[];
  /** ruleset-level skills (警长 殉职, …) */
  commonSkills: SkillDef[];
  /**
   * A voter whose vote names a character that went out by day may change it once more, locks and the one-change rule
   * notwithstanding (211: 如果投票的角色在正午就已出局，即使在禁止改票的时间内也可以进行一次改票)
   */
  voteChangeOnTargetOut?: boolean;
  sheriffWeight: number;
  /** no sheriff at all: day 1's vote puts a character out like any later day's (pku: the FAQ has no 警长) */
  noSheriff?: boolean;
  /** the game opens with night 0, followed by day 1 (pku 游戏的首夜为第零夜, file 004 l.207, l.231); absent = day 1 first */
  nightZero?: boolean;
  /** the sheriff's weight when it depends on the game (classic 篇三: 2 above six living, else 1.5); else `sheriffWeight` */
  sheriffWeightAt?: (s: GameState) => number;
  /** the election and the badge where the text has its own rules (classic: 上警/退选, PK, 撕毁警徽); absent = 121's 竞岗 */
  sheriff?: (s: GameState) => SheriffRules;
  /** minutes of the extra vote windows of a day: a PK round (`pk`) and a re-election before the day's vote (`election`) */
  ballotMinutes?: { pk: number; election: number };
  /** the ruleset's own game options (classic: `convention`): allowed values and the default stored when absent */
  options?: Record<string, { values: readonly string[]; default: string }>;
  /** the vote's 公示: every count (default), or only who has the most (211: 投票计数隐藏，将只宣布当天谁是最高票) */
  voteDisclosure?: 'full' | 'topOnly';
  /**
   * the badge handed or drawn to `to`: the ruleset's own notice and 公示 of it, instead of the default (the new sheriff told
   * at once, the line in the next 公示) — 211 l.959 获得警长的角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示）
   */
  badgeNotice?: (tx: Tx, from: string, to: string, cause: string) => void;
  /**
   * a character whose faction another means changes stops following (its statuses with `holder.onFactionChange` and a
   * `data.of` end): 211 l.880 若有随某些角色变动阵营的效果，在自己被其他手段改变阵营后，该效果失效，不再随主人之类的变动阵营;
   * `except`: the causes that are a following's own moves (the change to follow, its start)
   */
  followEndsOnOwnChange?: { except: string[] };
  /** a new sheriff (elected, handed or drawn the badge) or none: the ruleset's own duties (211 任职宣言) */
  onSheriffChanged?: (tx: Tx, from: string | null, to: string | null, cause: string) => void;
  lastWordsQuota: (players: number) => number;
  /** the quota comes from the creation option `lastWords` (pku: the FAQ gives no number), else `default`;
   * `announce`: the 公示 says whether each character out may leave last words, never how many remain */
  lastWordsOption?: { default: number; announce?: boolean };
  /**
   * 树洞 (tieba l.35–36: 每届贴吧版杀都会…开启树洞贴): the game opens a private thread by default; any game may open or
   * close it with `options.treehole`
   */
  treehole?: boolean;
  /** penalty cards (判罚); absent = ./cards.ts DEFAULT_CARD_RULES */
  cards?: Partial<CardRules>;
  /**
   * 场外助理 (121, 211): a player of at most `maxGames` games may have an off-field assistant (the director's ruling
   * `assistant`, recorded, no rule effect); absent: the text has none
   */
  assistant?: { maxGames: number };
  /** a tie no role's hook settled (121: 替罪羊): nobody out (default), the one the sheriff voted for (tieba: 警长投票的
   * 角色出局、无人出局), every tied character (pku: 平票双死), or a PK revote among the tied, then nobody (classic) */
  tie?: 'nobody' | 'sheriffVote' | 'allTied' | 'revote';
  /** who gets last words: the first `lastWordsQuota` out (default), or every out in night 1 or by day */
  lastWords?: 'quota' | 'firstNightAndDays';
  /**
   * the ruleset's own word on an out's last words where the rule above does not decide it, else null (classic 篇三:
   * 第一天因使用毒药而导致死亡的玩家及其情侣没有遗言, 猎人发动技能后带走的人及其情侣没有遗言; 篇二: 猎人枪杀目标视为与猎人同一时间死亡):
   * `by` is who dealt it (the one a lover followed, the hunter)
   */
  lastWordsFor?: (s: GameState, out: Character, cause: string, by?: string) => boolean | null;
  /** 投降 (./surrender.ts): who may, and how — a group's unanimous consent (tieba) or switches (pku) */
  surrender?:
    | { kind: 'unanimous'; factions: string[]; group: Record<string, string> }
    | { kind: 'switches'; factions: string[]; togglesPerHalf: number };
  /**
   * the ruleset's structured options (a string spec each: tieba `houses`), with their check: an error message, or null
   * when the value is fine; the check gets the players' names
   */
  optionSpecs?: Record<string, { check: (v: unknown, players: string[]) => string | null; describe: string }>;
  /**
   * the faction a role is dealt with in this game, where the director declares it (tieba 贵族, 灯塔, 理发师: the text
   * gives them none; option `declare`); undefined = the role's own
   */
  dealtFaction?: (options: Record<string, unknown>, role: string) => string | undefined;
  /**
   * A target the ruleset's own rules refuse for a skill now (classic 黄金内裤约定: the protected player on night 1), with the
   * refusal's words; read with the skill's declared rules (ILLEGAL_TARGET).
   */
  refusesTarget?: (s: GameState, actor: Character, sk: SkillDef, target: Character) => string | null;
  /** at the start, after the roles are told and the roles' own `onStart` (tieba: 房屋 dealt at random) */
  onStart?: (tx: Tx) => void;
  /** lines of each morning's 公示 after the night's news (tieba: 存活角色状态与对应的房屋) */
  morning?: (s: GameState, day: number) => string[];
  /**
   * the vote post's own rules (tieba 投票规则): `reasonRequired` — 明确说明投票对象和投票理由, a post without its reason is
   * void; `correctionKeepsTime` — 修改投票格式或投票对象错误不算改票，且此类修改的投票时间算作修改前的发贴时间 (a valid post
   * after the voter's void ones counts at the first of them for the locks)
   */
  votePost?: { reasonRequired?: boolean; correctionKeepsTime?: boolean };
  /**
   * a kind of card only one vest is dealt (211 l.69 本局游戏，三个皇帝身份必然且只会出现一个，且只会被雍正获取): the roles whose
   * `card` is `card` go to the player called `vest` (names compared after NFKC), or to the player the creation option
   * `option` names, and to nobody else; `rule` is the text's sentence the refusals cite (engine/setup.ts `reservedHolder`)
   */
  reservedCard?: { card: string; vest: string; option: string; rule: string };
  validateSetup: (roles: RoleDef[], players: number) => DomainError | null;
  /**
   * the odds of the cast a pool deal draws (211 l.64–67 各种数量的验人系出现概率, l.74 三方与不定的出现概率为60%比40%，独立计算):
   * drawn with `draw(n)` (an integer below n from the game's PRNG), answered as a test a hand must pass (null: no odds);
   * only a pool larger than the table (a pool of its size is the cast)
   */
  poolOdds?: (
    pool: RoleDef[],
    players: number,
    draw: (n: number) => number,
  ) => ((hand: RoleDef[]) => boolean) | null;
  /** the whole card set of a pool, beyond each hand (classic 盗贼: two cards more than players); checked at creation */
  validatePool?: (pool: RoleDef[], players: number) => DomainError | null;
  /** the tables the text gives, dealt by `preset` at creation */
  presets?: Preset[];
  /**
   * decide the game: null while undecided. `at` says when it is asked: `phaseEnd` as a phase closes, `now` within one (an
   * out by a day skill, a right, a ruling, a red card). A ruleset with `winTiming: 'phaseEnd'` answers `now` only with
   * the verdicts its text judges at once (211 屠城); the others answer the same either way.
   */
  judge: (s: GameState, at?: JudgeAt) => { faction: string | null; names: string[]; reason: string } | null;
  /**
   * when the end is judged (211 l.970 除了屠城胜利即时判定之外，宣布胜利或失败需要结算完当前阶段才会判定): `phaseEnd` — the
   * full judge as a phase closes (the day's close before its vote is counted: 正午; a daytime window followed by a night
   * one: 黄昏1; the night's settlement; the morning), within a phase only what `judge(s, 'now')` answers. Default: the
   * full judge at every check.
   */
  winTiming?: 'phaseEnd';
  /**
   * 211 l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效: a status carrying `data.mandatoryOf` does not count
   * while a status takes its user's <强制> skills (effects.ts `forgotten`). The text's own rule, so a ruleset opts in; the
   * others (121 l.39, tieba l.5 say only that a <强制> skill cannot be declined) keep such a status whatever its user loses.
   */
  mandatoryStatusesLapse?: boolean;
  /**
   * the director's ruling `stalemate` (211 l.972 若因为非违规的特殊情况导致游戏无法正常进行…则警长在谁手里，那个角色所属的阵营就获胜):
   * the verdict that ends the game, or the refusal's words when the ruling cannot apply now (no sheriff, its faction
   * already defeated); absent: the text has no such rule (RULING_NOT_APPLICABLE)
   */
  stalemate?: (s: GameState) => { faction: string; names: string[]; reason: string } | string;
  /** the fate of one kill in the settlement: the cause of going out, or null */
  settle: (env: SettleEnv, k: Kill) => string | null;
  /** the text's time rules: the calendar of a discussion day, 加速/延时, the vote locks (see ../calendar.ts) */
  time: TimeRules;
  t: Templates;
  phaseName: (kind: PhaseKind, day: number) => string;
}
