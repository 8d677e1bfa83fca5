import { applyStatus, cardName, seenRole, seenRoleNow } from '../../engine/effects';
import { grantRight } from '../../engine/flow';
import { simulate } from '../../engine/night/simulation';
import type { Kill, NightCtx, RulesetDef, SkillDef, StatusDef, Tx, VoteHookCtx } from '../../engine/types';
import { err } from '../../errors';
import { ev } from '../../events';
import type { Character, GameState, Status } from '../../state';
import { custodyRefusal } from './conduct';
import { declaredOf, undeclared } from './declare';

/**
 * [pku] file 004 魔法卡相关 (l.107–187): the cards bought from the 白给池 — the wolves' from theirs, the good side's
 * (手气卡) from the good pool. 魔法卡每夜均可有多人兑换；每人每夜可申请多于一张卡；不同群狼的优先级按照狼队内部编号从大至小
 * 排列；所有可以兑换魔法卡身份均可在入夜时提交申请。按优先级顺位排到时，若余额不足/卡已被兑换，通知「XX卡兑换失败」 (l.109);
 * 狼禁技能无法阻止兑换魔法卡 (l.111: the request is unblockable); 在投票中出局/猎人带走的玩家无法兑换当夜的魔法卡 (l.113:
 * an out player submits nothing); 狼人和好人卡片兑换失败均不通知原因 (l.97); 结算顺序: 入夜 … 卡片兑换申请, 夜间: 卡片兑换
 * 成功情况通知 (l.11, l.13) — the requests are made in 入夜 (申领, its choice the cards' names) and settled when 夜间 opens,
 * from the balance the pool settled to (从结算完白给池点数到结算卡片兑换期间产生的白给点数增减计入下一个周期，不影响当次的
 * 卡片兑换, l.87).
 *
 * Readings (the rules post with the cards' texts and prices is not in the file):
 * - 卡已被兑换: one copy of each card in a game; a card once exchanged is gone, used or not.
 * - The price is the game's option `cardPrices` (`卡名:点数`, comma-separated; default 3 for every card: the FAQ gives none).
 * - 狼队内部编号 is the wolves' own numbering, not in the engine: their seat order (电梯楼) stands in, the last seat first.
 *   The good side's cards go in the FAQ's order of the 神 (预言家, 女巫, 猎人, 守卫, 神替, 长老, 狙击手), each card by the 身份
 *   it belongs to (神替…可一夜兑换两卡，优先级按照卡所属的身份排列, l.331: his 三人成虎 as the 预言家's, 六神无主 as the 神替's);
 *   a wolf's cards in the order he asked.
 * - Who may ask for which card: 皇牌飞刀 a wolf with a knife (群狼, 野狼, 晋升狼替可以兑换此卡 l.121, l.251); 鸭苗指刀, 纸条兴邦,
 *   填子抗推 any wolf; the numbered 手气卡 by the role each names — 一言难尽 女巫 (【一言难尽】触发时会获得通知, l.295), 二龙戏珠
 *   狙击手 (l.165), 三人成虎 预言家 and the 神替 with 查验 (l.171), 四面楚歌 守卫 and the 神替 with 守护 (l.179), 五体投地 猎人
 *   (l.183–185), 六神无主 神替 (晋升后仍可兑换, l.331). The 长老's card (l.183: 长老/神替的魔法卡) is not named in the FAQ.
 * - Each card acts by itself the first time its text says (获得此卡后，第一次…): 皇牌飞刀 on its holder's side's next knife.
 */
export interface CardDef {
  name: string;
  aliases?: string[];
  pool: 'wolves' | 'village';
  /** a good side's card: the role it belongs to (its priority, 优先级按照卡所属的身份排列, l.331) */
  of?: string;
  /** may `c` ask for it now */
  may: (s: GameState, c: Character) => boolean;
}

const wolf = (c: Character) => c.faction === 'wolves';
const role =
  (...ids: string[]) =>
  (_: GameState, c: Character) =>
    ids.includes(c.role);
const inherited = (c: Character, skill: string) =>
  c.statuses.some(
    (st) => st.id === 'god_inherited' && (st.data?.skills as string[] | undefined)?.includes(skill),
  );
const promoted = (c: Character) => c.statuses.some((st) => st.id === 'wolf_promoted');

export const CARDS: CardDef[] = [
  {
    name: '皇牌飞刀',
    aliases: ['王牌飞刀'],
    pool: 'wolves',
    may: (_, c) => ['werewolf', 'wild_wolf'].includes(c.role) || promoted(c),
  },
  { name: '鸭苗指刀', pool: 'wolves', may: (_, c) => wolf(c) },
  { name: '纸条兴邦', pool: 'wolves', may: (_, c) => wolf(c) },
  { name: '填子抗推', aliases: ['填子扛推'], pool: 'wolves', may: (_, c) => wolf(c) },
  { name: '一言难尽', pool: 'village', of: 'witch', may: role('witch') },
  { name: '二龙戏珠', pool: 'village', of: 'sniper', may: role('sniper') },
  {
    name: '三人成虎',
    pool: 'village',
    of: 'seer',
    may: (s, c) => role('seer')(s, c) || inherited(c, 'check'),
  },
  {
    name: '四面楚歌',
    pool: 'village',
    of: 'guard',
    may: (s, c) => role('guard')(s, c) || inherited(c, 'guard'),
  },
  { name: '五体投地', pool: 'village', of: 'hunter', may: role('hunter') },
  { name: '六神无主', pool: 'village', of: 'god_substitute', may: role('god_substitute') },
];

/** The FAQ's order of the 神 (the good side's priority). */
const GOOD_ORDER = ['seer', 'witch', 'hunter', 'guard', 'god_substitute', 'elder', 'sniper'];

export const DEFAULT_CARD_PRICE = 3;

const cardNamed = (n: string) => CARDS.find((c) => c.name === n || c.aliases?.includes(n));

/** `卡名:点数,…` → prices, or an error message. */
export function parseCardPrices(v: unknown): Record<string, number> | string {
  if (typeof v !== 'string') return '须为字符串';
  const out: Record<string, number> = {};
  for (const part of v
    .split(/[,，]/)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const [n, p] = part.split(/[:：]/).map((x) => x.trim());
    const card = cardNamed(n ?? '');
    if (!card) return `没有这张卡：${n}`;
    const price = Number(p);
    if (!Number.isInteger(price) || price < 0 || price > 30)
      return `${card.name} 的点数须为 0 到 30 之间的整数`;
    out[card.name] = price;
  }
  return out;
}

export const CARD_PRICES_DESCRIBE = '卡名:点数，以逗号分隔（未写的卡默认 3 点），例如 皇牌飞刀:4,二龙戏珠:2';

function priceOf(s: GameState, card: string): number {
  const prices = parseCardPrices(s.options.cardPrices ?? '');
  return typeof prices === 'string' ? DEFAULT_CARD_PRICE : (prices[card] ?? DEFAULT_CARD_PRICE);
}

/** the card statuses: held (data.used false) or used; the source is the card's name */
export const CARD_STATUS = 'magic_card';

export const CARD_STATUSES: StatusDef[] = [
  // a card that is a skill of its own (纸条兴邦) gives it while unused (data.skills)
  { id: CARD_STATUS, name: '魔法卡', holder: { grantsSkills: true } },
  { id: 'prostrated', name: '五体投地', blocks: { blocksSkills: true, blocksMandatory: true } },
  // 【三人成虎】: tonight's check met a good player with the card (the re-choice due when 凌晨 opens), and the re-chosen one
  { id: 'tiger_due', name: '【三人成虎】可重新查验', lifetime: { until: 'nightEnd' } },
  { id: 'tiger_rechecked', name: '【三人成虎】重新查验' },
  { id: 'duck_pending', name: '【鸭苗指刀】（夜间遗言）' },
  // 【一言难尽】: the rolled-back bottle, hers again (one status a bottle, by its source)
  { id: 'rollback_bottle', name: '【一言难尽】回滚', holder: { refills: true } },
];

const taken = (s: GameState, card: string) =>
  s.chars.some((c) => c.statuses.some((st) => st.id === CARD_STATUS && st.source === card));

/** `c`'s card `card` not used yet */
export function heldCard(c: Character, card: string): Status | undefined {
  return c.statuses.find((st) => st.id === CARD_STATUS && st.source === card && st.data?.used !== true);
}

/** The cards `c` may ask for now (names). */
export function claimable(s: GameState, c: Character): string[] {
  if (prostrated(c)) return [];
  return CARDS.filter((k) => k.may(s, c)).map((k) => k.name);
}

/** 申领: in 入夜, the cards asked for, in the order of the player's wish (`皇牌飞刀,纸条兴邦`). */
export const claim: SkillDef = {
  id: 'card_claim',
  name: '申领',
  aliases: ['兑换', '魔法卡申领', '手气卡申请'],
  kind: 'night',
  timing: { window: '入夜' },
  force: { unblockable: true },
  // 托管 (./conduct.ts): an active skill, off while it lasts
  limits: { usable: (_s, c) => custodyRefusal(c, '申领') },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    parseChoice: (_s, choice) => {
      const names = (choice ?? '').split(/[,，、\s]+/).filter(Boolean);
      if (!names.length) return '请写出要兑换的卡（卡名，以逗号分隔）';
      const seen = new Set<string>();
      for (const n of names) {
        const k = cardNamed(n);
        if (!k) return `没有这张卡：${n}`;
        if (seen.has(k.name)) return `${k.name} 写了两次`;
        seen.add(k.name);
      }
      return null;
    },
    // a card of another role: refused at once (the failures told at 夜间 are the price and 卡已被兑换)
    validate: ({ state, actor, choice }) => {
      const mine = claimable(state, actor);
      const other = (choice ?? '').split(/[,，、\s]+/).find((n) => !mine.includes(cardNamed(n)?.name ?? n));
      return other
        ? err('NOT_YOUR_SKILL', `${actor.name} 不能兑换【${other}】（可兑换：${mine.join('、') || '无'}）`)
        : null;
    },
  },
  hooks: {
    // settled when 夜间 opens (exchangeCards); nothing more in the night's pipeline
    resolve: () => {},
  },
};

/** 夜间 opens: the requests of 入夜 in priority order, each told 兑换成功 or 「XX卡兑换失败」 (no reason). */
export function exchangeCards(tx: Tx, window: string): void {
  if (window !== '夜间') return;
  const s = tx.state;
  const reqs = s.actions.filter((a) => a.skill === claim.id && !a.pass);
  const order = (id: string) => (GOOD_ORDER.indexOf(id) === -1 ? 99 : GOOD_ORDER.indexOf(id));
  // 群狼 by their seats, the last first; a good side's card by the 身份 it belongs to (神替: 优先级按照卡所属的身份排列)
  const rank = (c: Character, card: CardDef) => (c.faction === 'wolves' ? -c.seat : order(card.of ?? c.role));
  const asked = reqs
    .flatMap((a) => {
      const c = s.chars.find((x) => x.name === a.actor);
      if (!c?.alive) return [];
      return (a.choice ?? '')
        .split(/[,，、\s]+/)
        .map(cardNamed)
        .filter((k): k is CardDef => !!k)
        .map((card, j) => ({ c, card, at: [a.seq, j] }));
    })
    .sort((x, y) => rank(x.c, x.card) - rank(y.c, y.card) || x.at[0] - y.at[0] || x.at[1] - y.at[1]);
  for (const { c, card } of asked) {
    const balance = tx.state.pools?.[card.pool]?.balance ?? 0;
    const price = priceOf(tx.state, card.name);
    if (!claimable(tx.state, c).includes(card.name) || taken(tx.state, card.name) || price > balance) {
      tx.notify(c.name, tx.t('cardFailed', { card: card.name }), {
        kind: 'card',
        card: card.name,
        ok: false,
      });
      continue;
    }
    tx.emit(ev('PoolSpent', { pool: card.pool, points: price, reason: `【${card.name}】` }));
    const skills = CARD_SKILLS[card.name] ? { skills: [CARD_SKILLS[card.name]] } : {};
    applyStatus(tx, c.name, CARD_STATUS, { source: card.name, data: { used: false, ...skills } });
    tx.notify(c.name, tx.t('cardGained', { card: card.name }), { kind: 'card', card: card.name, ok: true });
  }
}

/** A card used tonight (its status kept, marked used: the card is gone for good). */
export function useCard(ctx: NightCtx, holder: string, card: string): void {
  ctx.status(holder, CARD_STATUS, { source: card, data: { used: true } });
}

/**
 * 【皇牌飞刀】 (l.117–125): 是已有刀的加强 不是额外的刀 — the knife of its holder's side the first night it knifes after the
 * card is gained: the 群狼刀 when a living 群狼 holds it (the group's knife, whoever submits it), the holder's own 野狼刀
 * (野狼, 晋升狼替). The kill carries the cause `ace_knife`; the card is used.
 */
export function aceKill(ctx: NightCtx, k: Kill, group: boolean): Kill {
  const holder = ctx.state.chars.find(
    (c) => c.alive && !!heldCard(c, '皇牌飞刀') && (group ? c.role === 'werewolf' : c.name === k.by),
  );
  if (!holder) return k;
  useCard(ctx, holder.name, '皇牌飞刀');
  return { ...k, cause: 'ace_knife' };
}

/** A wolves' knife (群狼刀 `group`, 野狼刀) whose kills pass through 【皇牌飞刀】. */
export function withAce(sk: SkillDef, group: boolean): SkillDef {
  return {
    ...sk,
    hooks: {
      ...sk.hooks,
      resolve: (ctx, a) => {
        for (const t of a.targets)
          ctx.kill(aceKill(ctx, { target: t, source: sk.id, by: a.as, strength: 'zhisha' }, group));
      },
    },
  };
}

/** 【二龙戏珠】 (l.163–167): 狙击手获得此卡后，第一次向好人出刀时此刀无效。无论出刀对象是否被守护，卡片均视为已被使用; told. */
export function twinDragons(ctx: NightCtx, actor: string, target: string): boolean {
  const c = ctx.state.chars.find((x) => x.name === actor);
  const t = ctx.state.chars.find((x) => x.name === target);
  if (!c || !heldCard(c, '二龙戏珠') || t?.faction !== 'village') return false;
  useCard(ctx, actor, '二龙戏珠');
  ctx.notify(actor, ctx.ruleset.t.twinDragons?.({}) ?? '', { kind: 'card', card: '二龙戏珠' });
  return true;
}

/** 【五体投地】 (l.181–185, l.59): the status of a good player the 猎人 named with the card — every skill lost, not out. */
export const PROSTRATE = 'prostrated';

/** whether `c` lost every skill to 【五体投地】 (its role's hooks read it: 长老's silence, 神替's inheritance, 申领) */
export const prostrated = (c: Character) => c.statuses.some((st) => st.id === PROSTRATE);

/**
 * 【五体投地】: 此卡激活后，若开枪对象是好人，则该对象失去包括白给技能、负面技能（例如被票死的长老）、魔法卡技能在内的一切技能
 * (l.183); 如果猎人指定的玩家为三方，或【五体投地】发动，会公布猎人的目标，但目标不会死亡 (l.59); 此卡如触发，猎人会获得通知
 * (l.185). The target keeps its seat, loses every skill (a status blocking all of them; its lives, inherited skills and cards
 * go), and the roles' own hooks read it (`prostrated`: no 长老 silence or points, no 神替 inheritance, no 申领). True when
 * the card acted.
 */
export function prostrate(tx: Tx, hunter: Character, target: Character): boolean {
  if (!heldCard(hunter, '五体投地') || target.faction !== 'village') return false;
  applyStatus(tx, hunter.name, CARD_STATUS, { source: '五体投地', data: { used: true } });
  for (const st of target.statuses) {
    const def = tx.rs.statuses[st.id];
    if (st.id === CARD_STATUS || def?.holder?.grantsSkills || def?.protection?.absorbs)
      tx.emit(ev('StatusRemoved', { target: target.name, status: st.id, source: st.source }));
  }
  applyStatus(tx, target.name, PROSTRATE);
  tx.news(tx.t('prostrate', { name: hunter.name, target: target.name }), {
    kind: 'shot',
    by: hunter.name,
    target: target.name,
  });
  tx.notify(hunter.name, tx.t('prostrateHunter', { target: target.name }), {
    kind: 'card',
    card: '五体投地',
  });
  return true;
}

/**
 * 【纸条兴邦】 (l.137–149): 本技能不可被禁; 使用时段：仅限夜间 法官将在凌晨阶段传递; 使用方式：…指明内容，对象; 若传递对象入夜时
 * 已出局，纸条作废; 传递对像按照开局时获得的身份（狼替 promoted or not; 若传递给野狼且此时原始野狼已经出局，纸条作废）; 字母、
 * 数字、标点、空格计为半个汉字；不支持emoji. The choice is `身份:内容` (the target named by its 身份 dealt at the start);
 * delivered when 凌晨 opens to the character dealt that 身份 if it is in (nobody goes out between 入夜 and 凌晨). Readings: the
 * length is the game's option `noteLength` (汉字; default 30: the FAQ gives none); the card is spent when the night's note
 * is delivered or void.
 */
export const PAPER_NOTE = 'paper_note';

/** the note's length in 汉字 (ASCII and punctuation half), or null with an emoji */
function noteLength(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (/\p{Extended_Pictographic}/u.test(ch)) return null;
    n += /[\u3400-\u9fff]/.test(ch) ? 1 : 0.5;
  }
  return n;
}

function parseNote(
  s: GameState,
  rs: RulesetDef,
  choice: string | null,
): { role: string; text: string } | string {
  const m = /^([^:：]+)[:：]([\s\S]+)$/.exec(choice ?? '');
  if (!m) return '格式：身份:内容（例如 野狼:今晚的刀口）';
  const name = (m[1] ?? '').trim();
  const role = Object.values(rs.roles).find((r) => r.name === name || r.aliases?.includes(name));
  if (!role) return `没有这个身份：${name}`;
  const text = (m[2] ?? '').trim();
  const len = noteLength(text);
  const max = Number(s.options.noteLength ?? NOTE_LENGTH_DEFAULT);
  if (len === null) return '纸条不支持emoji';
  if (len > max) return `纸条限${max}个汉字（字母、数字、标点、空格计为半个汉字），这张有${len}个`;
  return { role: role.id, text };
}

export const NOTE_LENGTH_DEFAULT = '30';

export const paperNote: SkillDef = {
  id: PAPER_NOTE,
  name: '纸条兴邦',
  kind: 'night',
  timing: { window: '夜间' },
  force: { unblockable: true },
  limits: { usable: (_s, c) => custodyRefusal(c, '纸条兴邦') },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    parseChoice: (s, choice, _t, rs) => {
      const r = parseNote(s, rs, choice);
      return typeof r === 'string' ? r : null;
    },
  },
  hooks: { resolve: () => {} },
};

/** 凌晨 opens: 【纸条兴邦】传递 (l.15) — each note of the night to the one dealt its 身份, if in; the card is spent. */
export function deliverNotes(tx: Tx, window: string): void {
  if (window !== '凌晨') return;
  for (const a of tx.state.actions.filter((x) => x.skill === PAPER_NOTE && !x.pass)) {
    const note = parseNote(tx.state, tx.rs, a.choice);
    applyStatus(tx, a.actor, CARD_STATUS, { source: '纸条兴邦', data: { used: true } });
    if (typeof note === 'string') continue;
    const to = tx.state.chars.find((c) => c.role === note.role);
    if (to?.alive)
      tx.notify(to.name, tx.t('paperNote', { text: note.text }), { kind: 'card', card: '纸条兴邦' });
  }
}

/**
 * 【填子抗推】 (l.151–155, l.405): 使用方式：投票期间@法官申明发动此技能 — a day skill its holder declares while the vote is open
 * (a standing choice; a pass withdraws it); 法官依旧公布正常投票的结果，但所有最高票玩家（除了此卡拥有者）均免于出局 — at the
 * close every top player but the holder stays in (a 平票双死 too); 【填子扛推】发动时会公布票型 (the count is published in full
 * here anyway). Readings: the holder is not named; the card is spent when it acts (declared at a close).
 */
export const FILL_PUSH = 'fill_push';

export const fillPush: SkillDef = {
  id: FILL_PUSH,
  name: '填子抗推',
  aliases: ['填子扛推'],
  kind: 'day',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

/**
 * 【鸭苗指刀】 (l.127–135): 使用方式：@对接法官并指明内容，使用时段（投票 or 夜间遗言）。可以精确到以15min为单位; 拥有该卡的玩家必须
 * 在使用时段仍然存活（留遗言的玩家视为已出局）; 法官将以“【鸭苗指刀】”为标题发帖。法官不公布鸭苗指刀卡的拥有玩家; 若当夜没有
 * 夜间遗言，不可指定夜间遗言阶段. A day skill of its holder while the card is held, its choice `时段:内容`:
 * - 投票: posted at once, a post of its own titled 【鸭苗指刀】 without the holder (the day is the vote here; reading of
 *   可以精确到以15min为单位: the holder submits at the moment he wants it posted); the card is spent.
 * - 夜间遗言: posted when the night opens (入夜: 夜间遗言/【鸭苗指刀】, l.11) if the holder is still in (voted out, he is out)
 *   and that night has 夜间遗言 (one out by the day's vote holds last words); else nothing is posted and he is told — the
 *   card is spent only when the post is made (reading: 不可指定 = the designation does not stand).
 * The FAQ gives no length: the content is the engine's ordinary text (1–500 characters here).
 */
export const DUCK_KNIFE = 'duck_knife';
const DUCK_PENDING = 'duck_pending';
const DUCK_SLOTS = ['投票', '夜间遗言'] as const;

function parseDuck(choice: string | null): { slot: (typeof DUCK_SLOTS)[number]; text: string } | string {
  const m = /^([^:：]+)[:：]([\s\S]+)$/.exec(choice ?? '');
  const slot = DUCK_SLOTS.find((x) => x === m?.[1]?.trim());
  const text = (m?.[2] ?? '').trim();
  if (!m || !slot || !text) return '格式：投票:内容 或 夜间遗言:内容';
  if ([...text].length > 500) return '【鸭苗指刀】的内容最多500字';
  return { slot, text };
}

export const duckKnife: SkillDef = {
  id: DUCK_KNIFE,
  name: '鸭苗指刀',
  kind: 'day',
  timing: { instant: true },
  limits: { usable: (_s, c) => custodyRefusal(c, '鸭苗指刀') },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    parseChoice: (_s, choice) => {
      const r = parseDuck(choice);
      return typeof r === 'string' ? r : null;
    },
  },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const r = parseDuck(choice);
      if (typeof r === 'string') return;
      if (r.slot === '投票') {
        duckPost(tx, actor.name, r.text);
        return;
      }
      applyStatus(tx, actor.name, DUCK_PENDING, { data: { text: r.text, day: tx.state.phase.day } });
      tx.notify(actor.name, tx.t('duckPending'), { kind: 'card', card: '鸭苗指刀' });
    },
  },
};

function duckPost(tx: Tx, holder: string, text: string): void {
  tx.announce(tx.t('duckPost', { text }), { kind: 'card', card: '鸭苗指刀', text });
  applyStatus(tx, holder, CARD_STATUS, { source: '鸭苗指刀', data: { used: true } });
}

/** 入夜 of night `day`: the 【鸭苗指刀】 kept for the 夜间遗言 of the day's vote */
export function duckAtNight(tx: Tx, day: number): void {
  const words = tx.state.chars.some(
    (c) =>
      !c.alive &&
      c.outDay === day &&
      c.outPhase === 'day' &&
      (tx.state.rights.some((r) => r.holder === c.name && r.kind === 'last_words') ||
        tx.state.unpublishedWords.some((w) => w.actor === c.name)),
  );
  for (const c of tx.state.chars) {
    const st = c.statuses.find((x) => x.id === DUCK_PENDING);
    if (!st) continue;
    tx.emit(ev('StatusRemoved', { target: c.name, status: DUCK_PENDING, source: st.source }));
    if (st.data?.day !== day || !c.alive || !heldCard(c, '鸭苗指刀')) continue;
    if (words) duckPost(tx, c.name, String(st.data?.text ?? ''));
    else tx.notify(c.name, tx.t('duckNoWords'), { kind: 'card', card: '鸭苗指刀' });
  }
}

/**
 * 【四面楚歌】 (l.175–179): 不必在获得当夜使用 (a skill of its holder's while the card is held, any night from the one it is
 * gained); 继承守卫技能的神替可以兑换此卡. Its effect is the director's declaration (./declare.ts: 守护 — the target guarded that
 * night as by the 守卫; 验身份 — the target's 身份 answered); undeclared, refused. Readings: in the 守卫's slot (the card is
 * his: just after 守卫<守护>, l.13); the card is spent when it acts; the 守卫's 连续两夜 rule is his 守护's, not the card's.
 */
export const SIEGE = 'siege';

export const siege: SkillDef = {
  id: SIEGE,
  name: '四面楚歌',
  kind: 'night',
  timing: { window: '夜间', orderAs: 'guard' },
  limits: {
    usable: (s, c) =>
      custodyRefusal(c, '四面楚歌') ?? (declaredOf(s, '四面楚歌') ? null : undeclared('四面楚歌')),
  },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const effect = declaredOf(ctx.state, '四面楚歌')?.effect;
      for (const t of a.targets) {
        if (effect === '守护') ctx.guards.set(t, [...(ctx.guards.get(t) ?? []), a.as]);
        if (effect === '验身份') {
          const role = cardName(ctx.ruleset, seenRoleNow(ctx, ctx.char(t)));
          ctx.notify(a.actor, ctx.ruleset.t.pkuCheck?.({ skill: '四面楚歌', name: t, role }) ?? role, {
            kind: 'feedback',
            skill: SIEGE,
            target: t,
            role,
          });
        }
      }
      useCard(ctx, a.as, '四面楚歌');
    },
  },
};

/**
 * 【一言难尽】 (l.157–161, l.293–295): 【一言难尽】回滚的毒药/解药不计入【不动如山】的结算; 如触发，法官会立刻通知; 女巫…【一言难尽】
 * 触发时会获得通知; 凌晨：… 女巫 — 【一言难尽】通知 — 夜间死亡结算 (l.15); 所有好人边的触发类魔法卡触发时均会获得通知 (l.115).
 * Built as the FAQ says: a card that triggers by itself on one of the 女巫's bottles and rolls it back — reading of 回滚: the
 * bottle takes no effect that night and is hers again (a refill of its use), she is told as it resolves, before the night's
 * deaths are settled, and the card is spent. What triggers it is the director's declaration (./declare.ts): `毒好人` (her
 * first 毒药 on a good player), `救狼` (her first 解药 on a wolf), `首瓶` (her first bottle). Undeclared: held, no effect.
 */
export const ROLLBACK = 'rollback_bottle';

export function withRollback(sk: SkillDef, bottle: '毒药' | '解药'): SkillDef {
  return withCardResolve(sk, (ctx, a, base) => {
    const me = ctx.char(a.as);
    const trigger = declaredOf(ctx.state, '一言难尽')?.effect;
    const t = a.targets[0] ? ctx.char(a.targets[0]) : undefined;
    const on =
      trigger === '首瓶' ||
      (trigger === '毒好人' && bottle === '毒药' && t?.faction === 'village') ||
      (trigger === '救狼' && bottle === '解药' && t?.faction === 'wolves');
    if (!heldCard(me, '一言难尽') || !on) {
      base(ctx, a);
      return;
    }
    useCard(ctx, me.name, '一言难尽');
    ctx.status(me.name, ROLLBACK, { source: sk.id, data: { skill: sk.id, n: 1 } });
    ctx.notify(me.name, ctx.ruleset.t.rollback?.({ bottle }) ?? '', { kind: 'card', card: '一言难尽' });
  });
}

type Resolve = NonNullable<NonNullable<SkillDef['hooks']>['resolve']>;

/** `sk` with its resolve in a card's hands: `card` gets the night, the action and the skill's own resolve. */
function withCardResolve(sk: SkillDef, card: (...args: [...Parameters<Resolve>, Resolve]) => void): SkillDef {
  const base: Resolve = sk.hooks?.resolve ?? (() => {});
  return { ...sk, hooks: { ...sk.hooks, resolve: (ctx, a) => card(ctx, a, base) } };
}

/** the skills a card gives while held */
const CARD_SKILLS: Record<string, string> = {
  纸条兴邦: PAPER_NOTE,
  填子抗推: FILL_PUSH,
  鸭苗指刀: DUCK_KNIFE,
  四面楚歌: SIEGE,
};

/** the day's close (a wolf's vote hook): the holder's declared 【填子抗推】 spares every top player but himself */
export function fillPushAtClose(h: VoteHookCtx, tied: boolean): void {
  const me = h.holder;
  const { tx } = h;
  const declared = tx.state.actions.some((a) => a.actor === me.name && a.skill === FILL_PUSH && !a.pass);
  if (!declared || !heldCard(me, '填子抗推') || h.cause !== 'vote') return;
  if (tied) h.tie = h.tie.filter((c) => c.name === me.name);
  else if (h.out && h.out.name !== me.name) h.out = null;
  h.extraLines.push(tx.t('fillPush'));
  applyStatus(tx, me.name, CARD_STATUS, { source: '填子抗推', data: { used: true } });
}

/**
 * 【三人成虎】 (l.169–173, l.277): 预言家获得此卡后，第一次查验好人将被通知「此玩家是好人，你可以重新选择今晚的查验对象」。无论
 * 预言家是否变更查验对象，此卡视为已被使用; 继承预言家技能的神替可以兑换此卡; 可以额外查验的夜晚…【三人成虎】的效果将依次结算.
 * The holder's 查验 (the 预言家's, or the 神替's who inherited it) answers its targets in order; the first on a good player
 * (好人 = the good side) gets the card's notice instead of the 身份, and the card is spent; the later targets answer as
 * usual. Reading of 重新选择今晚的查验对象: the 查验 has resolved when 夜间 closes, so the re-choice is a right through the
 * rest of the night (凌晨), answered at once; left unused, the first check stands. The re-chosen player is tonight's check
 * target (【茫茫人海】 reads it: ./roles/seer.ts).
 */
export function withTiger(sk: SkillDef): SkillDef {
  return withCardResolve(sk, (ctx, a, base) => {
    const me = ctx.char(a.actor);
    const good = a.targets.findIndex((t) => ctx.char(t).faction === 'village');
    if (!heldCard(me, '三人成虎') || good < 0) {
      base(ctx, a);
      return;
    }
    a.targets.forEach((t, i) => {
      if (i !== good) {
        base(ctx, { ...a, targets: [t], chosen: [a.chosen[i] ?? t] });
        return;
      }
      useCard(ctx, me.name, '三人成虎');
      ctx.status(me.name, TIGER_DUE, { data: { target: t } });
      ctx.notify(me.name, ctx.ruleset.t.tiger?.({}) ?? '', { kind: 'card', card: '三人成虎', target: t });
    });
  });
}

const TIGER_DUE = 'tiger_due';
export const TIGER_RECHECKED = 'tiger_rechecked';
const TIGER_RIGHT = 'tiger_recheck';

/** 凌晨 opens: whoever met a good player with 【三人成虎】 in 夜间 may re-choose tonight's check target (a right). */
export function tigerRights(tx: Tx, window: string): void {
  const at = tx.rs.nightWindows.findIndex((w) => w.id === window);
  if (window !== '凌晨' || at < 1) return;
  if (!tx.state.chars.some((c) => heldCard(c, '三人成虎'))) return;
  const { ctx } = simulate(tx, at - 1);
  for (const c of tx.state.chars) {
    if (!c.alive || !ctx.statuses(c.name).some((st) => st.id === TIGER_DUE)) continue;
    // through 凌晨 only: the night settles as it closes (破晓 comes after the checks)
    grantRight(tx, c.name, TIGER_RIGHT, 'phaseEnd', { window: '凌晨' });
    tx.notify(c.name, tx.t('tigerRight'), { kind: 'right', right: TIGER_RIGHT });
  }
}

/** the re-chosen 查验: answered at once, the 身份 as any check reads it */
export const tigerRecheck: SkillDef = {
  id: TIGER_RIGHT,
  name: '重新查验',
  aliases: ['三人成虎'],
  kind: 'right',
  right: TIGER_RIGHT,
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t) return;
      const role = cardName(tx.rs, seenRole(tx.state, tx.rs, t));
      tx.notify(actor.name, tx.t('pkuCheck', { skill: '查验', name: t.name, role }), {
        kind: 'feedback',
        skill: 'check',
        target: t.name,
        role,
      });
      applyStatus(tx, actor.name, TIGER_RECHECKED, { data: { night: tx.state.phase.day, target: t.name } });
    },
  },
};

export const CARD_TEMPLATES = {
  duckPost: ({ text }: Record<string, unknown>) => `【鸭苗指刀】\n${text}`,
  duckPending: () => '【鸭苗指刀】将在今夜的夜间遗言时发布（届时你须仍然存活，且今夜须有夜间遗言）。',
  duckNoWords: () => '今夜没有夜间遗言，【鸭苗指刀】未发布，卡仍在你手中。',
  tiger: () => '此玩家是好人，你可以重新选择今晚的查验对象',
  tigerRight: () => '【三人成虎】凌晨结束前你可以重新选择今晚的查验对象（不重新选择则维持原查验）。',
  fillPush: () => '【填子抗推】发动：所有最高票玩家（除此卡拥有者）均免于出局。',
  cardGained: ({ card }: Record<string, unknown>) => `【${card}】兑换成功。`,
  cardFailed: ({ card }: Record<string, unknown>) => `${card}卡兑换失败`,
  'cause.ace_knife': () => '皇牌飞刀',
  paperNote: ({ text }: Record<string, unknown>) => `【纸条兴邦】你收到一张纸条：${text}`,
  twinDragons: () => '【二龙戏珠】触发：你今夜向好人出刀，此刀无效。',
  rollback: ({ bottle }: Record<string, unknown>) =>
    `【一言难尽】触发：你今夜的${bottle}已回滚，不生效，药仍在你手中。`,
  prostrate: ({ name, target }: Record<string, unknown>) =>
    `猎人 ${name} 开枪，目标是 ${target}。【五体投地】：${target} 未出局。`,
  prostrateHunter: ({ target }: Record<string, unknown>) =>
    `【五体投地】触发：${target} 失去一切技能，未出局。`,
};
