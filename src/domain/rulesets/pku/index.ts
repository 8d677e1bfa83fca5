import type { Kill, RulesetDef, SettleEnv } from '../../engine/types';
import { TIME_121 } from '../121/time';
import { collectRoles, compileDeadlines, compileOrder, compileSettlement } from '../compile';
import { plainRuleset } from '../plain';
import {
  CARD_PRICES_DESCRIBE,
  CARD_STATUSES,
  CARD_TEMPLATES,
  deliverNotes,
  duckAtNight,
  duckKnife,
  exchangeCards,
  fillPush,
  NOTE_LENGTH_DEFAULT,
  paperNote,
  parseCardPrices,
  siege,
  tigerRecheck,
  tigerRights,
} from './cards';
import { CUSTODY_STATUSES, inCustody } from './conduct';
import { DAY_WINDOWS_PKU, DEADLINES_PKU } from './deadlines';
import { DECLARE_DESCRIBE, declarations, parseDeclare } from './declare';
import { ORDER_TEXT, SETTLEMENT_TEXT } from './order';
import {
  goodPoolAtDawn,
  honourTitles,
  POOL_NAMES,
  POOL_OPTIONS,
  POOL_STATUSES,
  TITLE_STATUSES,
  waiveWords,
  wolvesPoolAtNight,
  wolvesTouched,
} from './pools';
import {
  enginePotionSkill,
  PROJECT_OPTIONS,
  PROJECT_STATUSES,
  PROJECT_TEMPLATES,
  progress,
  settleProjects,
  starCheck,
} from './projects';
import { ROLES_PKU } from './roles';
import { vastSea } from './roles/seer';
import { isThird, markDeaths, marksLeft, pendingHalvings, THIRD_MARKS } from './roles/third-party';
import { fakeKnifeFeedback } from './roles/werewolf';
import { lonelyNotice, lonelyTrigger } from './roles/wild-wolf';
import { wolongPoints } from './roles/wolf-blocker';

// [pku] 北大 BBS 规则 FAQ, file 004. The FAQ (the rules post itself is not in the file) gives no calendar, vote weights or
// number of last words: the 121 calendar and weight 1 stand in, and the number of last words is the director's creation
// option `lastWords` (default 0). Its roles are in ./roles (one file each), its night order in ./order.ts, its slots
// 入夜 / 夜间 / 凌晨 in ./deadlines.ts.
const base: RulesetDef = plainRuleset({
  id: 'pku',
  name: '北大 BBS 规则',
  file: '004_37b89df9b457e4b9.txt',
  cite: '004 contract',
  sheriffWeight: 1,
  // the FAQ has no 警长: 第一日投票 puts a character out (l.231)
  noSheriff: true,
  // 游戏的首夜为第零夜 (l.207); 每一组序号相同日和夜算作一个结算周期…第一日投票和第一夜 (l.231): night 0, day 1, night 1 …
  nightZero: true,
  // 警情公布信息: 死亡玩家是否可以留遗言（不公布遗言剩余条数）: the number is the director's (options.lastWords, default
  // 0), never in the public view; 未私信通知法官的放弃遗言占用遗言条数 (a right granted counts, used or not)
  lastWordsQuota: () => 0,
  lastWordsOption: { default: 0, announce: true },
  // the text has no cards: a director's cards only add up unless the game sets options.cardMerge
  cards: { merge: null, dayRedOut: 'afterVote', noVoteYellow: false, speedExempt: false },
  // 投票: 平票双死
  tie: 'allTied',
  // 投降: 好人/坏人玩家每人有一个"投降开关"…每人在每一个白天阶段或每一个夜晚阶段各有两次转换状态的机会…若某一时刻某阵营
  // 的存活玩家均使开关处于打开状态，则游戏结束，该阵营判负 (三方不可发动投降)
  surrender: { kind: 'switches', factions: ['village', 'wolves'], togglesPerHalf: 2 },
  deadlines: DEADLINES_PKU,
  time: TIME_121,
  // 白给池: the halving thresholds (./pools.ts); 【纸条兴邦】's length (./cards.ts)
  options: {
    ...POOL_OPTIONS,
    noteLength: { values: ['10', '20', '30', '50', '100'], default: NOTE_LENGTH_DEFAULT },
    // 三方's marks at the start (./roles/third-party.ts)
    thirdMarks: THIRD_MARKS,
    // 工程: the points of a 上工, the wolf 【无法诅咒的恒星】 6 names (./projects.ts)
    ...PROJECT_OPTIONS,
  },
  t: {
    wolfPool: ({ n }) => `狼队白给池余额：${n}点。`,
    wolfTouched: () => '【狼池≥4】你昨夜被技能作用。',
    wolfReminder: ({ name }) => `【狼池≥2】刀口 ${name} 是狼队玩家，可以更改对象，也可以坚持不改。`,
    goodPool: ({ n }) => `好人白给池：${n}点。`,
    wordsWaived: () => '【好人池≥4】你已放弃遗言。',
    goodPoolEffects: ({ effects }) => `好人白给池额外效果：${effects}。`,
    titleHeader: () => '表彰：',
    titleLine: ({ title, names }) => `【${title}】${names}`,
    // 游戏的首夜为第零夜 (l.207): no 竞选日; the morning announcement is the FAQ's 警情
    gameStart: ({ title, seating }) =>
      `【${title}】游戏开始。\n电梯楼（座次）：\n${seating}\n游戏的首夜为第零夜：第0夜开始。`,
    morningHeader: ({ day }) => `第${day}天 警情`,
    'tieOut.vote': ({ names, outs }) => `平票（${names}），平票双死：${outs} 出局。`,
    // 预言家 and 狼预: the answer is the target's 身份 (their files)
    pkuCheck: ({ skill, name, role }) => `${skill}：${name} 的身份是【${role}】。`,
    ...CARD_TEMPLATES,
    ...PROJECT_TEMPLATES,
  },
});

// the plain ruleset's texts (121's) stand in where no pku role gives its own (女巫's 濒死, 猎人's 开枪 …)
const own = new Set(ROLES_PKU.flatMap((r) => Object.keys(r.templates ?? {})));
const general = Object.fromEntries(Object.entries(base.t).filter(([k]) => !own.has(k)));
const collected = collectRoles(ROLES_PKU, { templates: general, factions: base.factions });
const deadlines = compileDeadlines(DEADLINES_PKU, collected.roles);

/** the wolves' ordinary knives (普通刀: 群狼刀, 野狼刀): a 长老's life takes one */
const WOLF_KNIVES = new Set(['kill', 'wild_kill']);

/**
 * 夜间死亡结算 (l.15), one kill at a time. 守卫守狙击手的刀，不守毒不守枪 (l.319): a guard stops every knife on the guarded,
 * not the poison. 长老: a life absorbs one ordinary knife (l.289). 解药…可以自救; 解药对于多重死因（包括叠刀）的玩家无效
 * (l.289): the save stops a knife only when it is the target's one cause tonight, except 挨第二刀的长老救回后为一命 (two
 * ordinary knives on one still holding its life: the first took the life, the save the second). 狙击手向自己出刀…只要没被
 * 守/救而死，则无论是否有其它死因，均算作自杀 (l.353). Reading: no 同守同救 — the FAQ lists where a save is void (叠刀,
 * a 民's second mark, a third knife on the 长老) and names none for a guard and a save on one player.
 * 【皇牌飞刀】 (../cards.ts): the guard still stops it (是已有刀的加强: a knife); on anyone but the 长老 a save works as on any
 * knife (the FAQ names only 挨飞刀的长老救不回来). 若出刀对象是狼队成员 此刀有效 (l.119): every knife on a wolf is valid here.
 */
function settle(env: SettleEnv, k: Kill): string | null {
  if (k.strength === 'poison') return k.cause ?? 'poisoned';
  if (k.strength !== 'zhisha') return k.cause ?? 'killed';
  if (env.guards.has(k.target)) return null;
  const on = (env.kills ?? [k]).filter((x) => x.target === k.target);
  const lives = env.statuses(k.target).some((st) => env.ruleset.statuses[st.id]?.protection?.absorbs);
  // 【皇牌飞刀】: 可以直接刀死两命长老 (l.123), 挨飞刀的长老救不回来 (l.289) — no life takes it, no save on the 长老
  const ace = k.cause === 'ace_knife';
  if (WOLF_KNIVES.has(k.source) && !ace && env.absorb(k.target)) return null;
  // 三方 【刀枪无眼】免死 (l.373): the wolves' ordinary knife does not put him out — unless the sniper's knife, the poison or a
  // 飞刀 is on him too (不触发【刀枪无眼】免死, l.391; l.371)
  const tgt = env.state.chars.find((c) => c.name === k.target);
  if (isThird(tgt) && on.every((x) => WOLF_KNIVES.has(x.source) && x.cause !== 'ace_knife')) {
    const poisoned = (env.kills ?? []).some((x) => x.target === k.target && x.strength === 'poison');
    if (!poisoned) return null;
  }
  const elder = env.state.chars.find((c) => c.name === k.target)?.role === 'elder';
  if (env.saves.has(k.target) && !(ace && elder)) {
    const elderSecond = lives && on.length === 2 && on.every((x) => WOLF_KNIVES.has(x.source));
    if (on.length <= 1 || elderSecond) return null;
  }
  return on.some((x) => x.cause === 'suicide') ? 'suicide' : (k.cause ?? 'killed');
}

export const rulesetPku: RulesetDef = {
  ...base,
  roles: deadlines.roles,
  // 【纸条兴邦】: the card's own skill, given while the card is held (./cards.ts)
  extraSkills: [...(base.extraSkills ?? []), paperNote, fillPush, duckKnife, siege],
  statuses: {
    ...collected.statuses,
    ...Object.fromEntries(
      [...CARD_STATUSES, ...PROJECT_STATUSES, ...POOL_STATUSES, ...TITLE_STATUSES, ...CUSTODY_STATUSES].map(
        (d) => [d.id, d],
      ),
    ),
  },
  // 【不能飞天的引擎】 6: the 女巫's choice of her bonus bottle (./projects.ts)
  // 【三人成虎】: the re-chosen 查验 of 凌晨 (./cards.ts)
  // 好人池≥4: 放弃遗言 (./pools.ts)
  commonSkills: [...base.commonSkills, enginePotionSkill, tigerRecheck, waiveWords],
  nightWindows: deadlines.windows,
  // 凌晨: … 夜间死亡结算 (l.15); 破晓 after it (l.17: 猎人 …)
  settleAfter: '凌晨',
  // 警情发布后30分钟以内 (l.19): ./deadlines.ts
  dayWindows: DAY_WINDOWS_PKU,
  order: compileOrder(ORDER_TEXT, deadlines.roles),
  settlement: compileSettlement(SETTLEMENT_TEXT, deadlines.roles),
  // 【假的狼刀】 (./roles/werewolf.ts): the group's, as its knife
  groupSkills: { wolves: ['kill', 'fake_knife'] },
  // 【填子抗推】 (any wolf holding it: ./cards.ts), then 三方 【刀枪无眼】 (被票出局触发, l.379: not when the card spared him)
  voteHookOrder: ['werewolf', 'wild_wolf', 'wolf_seer', 'wolf_blocker', 'wolf_substitute', 'third_party'],
  judge: (s, at) => {
    // 胜负结算仅在两个个时机触发：投票+猎人开枪结束、破晓死亡结算完毕 (l.71): not while a hunter's shot is owed, nor at the
    // night's settlement (凌晨) or within 破晓 — only as 破晓 ends (a surrender, 若某一时刻, is judged at once)
    if (s.rights.some((r) => r.kind === 'last_shot')) return null;
    const dawn = s.phase.kind === 'night' && (s.phase.window === '凌晨' || s.phase.window === '破晓');
    if (dawn && !s.surrendered?.length && !(s.phase.window === '破晓' && at === 'phaseEnd')) return null;
    // 如果胜利条件同时满足，胜利优先级为狼人>好人 (l.73). Reading: a side wins when every character of the other side is out
    // (or has surrendered); the FAQ states no other condition (屠边 would be in the missing rules post)
    const alive = (f: string) =>
      !s.surrendered?.includes(f) && s.chars.some((c) => c.alive && c.faction === f);
    // 三方 (l.71, l.413): 如好坏分出胜负时场上没有存活的有标记玩家，则三方判负 — else a living 三方 wins too; at a
    // surrender 若三方未在上一次生死判定或之前判为死亡，则一并胜利
    const surrender = (s.surrendered?.length ?? 0) > 0;
    const third = s.chars.filter((c) => c.alive && isThird(c) && (surrender || marksLeft(s)));
    // 托管…单独判胜，以法官组裁定为准 (l.417; ./conduct.ts): one in 托管 is not among his side's winners
    const held = s.chars.filter(inCustody);
    const apart = (reason: string) =>
      held.length ? `${reason}；${held.map((c) => c.name).join('、')} 托管，胜负由法官组单独裁定` : reason;
    const win = (faction: string, reason: string) => ({
      faction,
      names: [...s.chars.filter((c) => c.faction === faction), ...third]
        .filter((c) => !inCustody(c))
        .map((c) => c.name),
      reason: apart(
        third.length ? `${reason}；三方 ${third.map((c) => c.name).join('、')} 一并胜利` : reason,
      ),
    });
    // 【不能飞天的引擎】满12点造成的直接判负优先于同时段所有其它的胜负判定。若…三方仍然存活，则无论标记情况，三方与狼队共同获胜
    if (progress(s, 'engine') >= 12) {
      const all = s.chars.filter((c) => c.faction === 'wolves' || (c.alive && isThird(c)));
      return {
        faction: 'wolves',
        names: all.filter((c) => !inCustody(c)).map((c) => c.name),
        reason: apart('【不能飞天的引擎】满12点，好人阵营判负'),
      };
    }
    if (!alive('village')) return win('wolves', '好人阵营的角色全部出局');
    if (!alive('wolves')) return win('village', '狼人阵营的角色全部出局');
    return null;
  },
  settle,
  pools: POOL_NAMES,
  // 入夜: 坏人白给池余额通知 … 【卧龙凤雏】通知 — 狼禁行动 (l.11): the pool settles, then 【卧龙凤雏】's points come
  onNightOpens: (tx, day) => {
    // 投票后的猎人行动 — 胜负结算 — 三方判负死亡结算 — … — 坏人白给池结算 (l.9)
    markDeaths(tx);
    // 入夜: … 夜间遗言/【鸭苗指刀】 (l.11)
    duckAtNight(tx, day);
    wolvesPoolAtNight(tx, day);
    wolongPoints(tx);
    // 【无法诅咒的恒星】 3: tonight's extra check (./projects.ts)
    starCheck(tx, day);
    // 【举目无亲】 declared 群狼出局: the trigger, told as 夜间 opens (./roles/wild-wolf.ts)
    lonelyTrigger(tx);
  },
  // 夜间: 卡片兑换成功情况通知 (l.13): the requests of 入夜 settle (./cards.ts)
  onWindowOpens: (tx, window) => {
    exchangeCards(tx, window);
    // 【刀枪无眼】's halving of the good pool from the vote or a shot: after the exchange, before the night (l.387)
    if (window === '夜间') pendingHalvings(tx);
    deliverNotes(tx, window);
    tigerRights(tx, window);
    // 夜间: … 狼预 — 【举目无亲】通知 (l.13)
    lonelyNotice(tx, window);
  },
  // 魔法卡: the cards' prices (./cards.ts)
  optionSpecs: {
    cardPrices: {
      check: (v: unknown) => {
        const r = parseCardPrices(v);
        return typeof r === 'string' ? r : null;
      },
      describe: CARD_PRICES_DESCRIBE,
    },
    // the skills and cards whose effect is in the missing rules post: the director's declaration (./declare.ts)
    declare: {
      check: (v: unknown) => {
        const r = parseDeclare(v);
        return typeof r === 'string' ? r : null;
      },
      describe: DECLARE_DESCRIBE,
    },
  },
  declarations,
  // 破晓 … 好人白给池结算 (l.17): the night's points (【茫茫人海】) before the settlement
  atDawn: (tx, day) => {
    // 凌晨: 夜间死亡结算 — 工程点数结算 (l.15); 破晓: … 胜负结算 — 三方死亡结算 — … — 好人白给池结算 (l.17)
    settleProjects(tx, day);
    // the win check comes before 三方死亡结算: at 【不能飞天的引擎】 12 the game ends with a living 三方 among the winners
    if (progress(tx.state, 'engine') < 12) markDeaths(tx);
    vastSea(tx, day);
    // 【刀枪无眼】 from the 破晓 shot: 在所有其它点数累计之后，在逢8减半效果以前 (l.387)
    pendingHalvings(tx);
    goodPoolAtDawn(tx);
    // 警情发布后初期: … 狼人白给池≥4 额外效果通知 (l.19)
    wolvesTouched(tx, day);
    // … — 【假的狼刀】反馈通知 (l.19)
    fakeKnifeFeedback(tx, day);
  },
  // 【白给之王】等称号…于游戏结束后予以表彰 (./pools.ts)
  onGameEnd: honourTitles,
  t: collected.t,
};
