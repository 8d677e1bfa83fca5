import { applyStatus } from '../../engine/effects';
import { groupMembers } from '../../engine/skills';
import type { SkillDef, StatusDef, Tx } from '../../engine/types';
import { ev } from '../../events';
import type { Character, GameState } from '../../state';

export const POOL_STATUSES: StatusDef[] = [
  { id: 'wolf_pool_level', name: '狼队白给池结算点数' },
  { id: 'good_pool_level', name: '好人白给池结算点数' },
  // 好人池≥6: a 暗票 counts at the next day's vote (one status a 民, by its source; the weight is the game's option)
  { id: 'dark_vote_1', name: '暗票', vote: { extraVotes: 1 }, lifetime: { until: 'dayEnd' } },
  { id: 'dark_vote_2', name: '暗票', vote: { extraVotes: 2 }, lifetime: { until: 'dayEnd' } },
  // 狼池≥2: reminded tonight (withWolfReminder)
  { id: 'wolf2_reminded', name: '狼池≥2已提醒', lifetime: { until: 'nightEnd' } },
];

/**
 * [pku] file 004 白给池相关 (l.85–105), 额外效果相关 (l.189–201): the wolves' pool and the good side's pool.
 * 狼人的白给池点数仅在入夜时结算；好人的白给池点数仅在破晓时结算 (l.87): points added since a pool's last settlement count at
 * its next one (从结算完白给池点数到…期间产生的白给点数增减计入下一个周期; 长老和守卫死于投票的点数将在下一次破晓时结算,
 * l.99). 触6/8减半的效果每个结算周期仅触发一次，且在当前周期所有点数累积完…最后触发。例如 狼队白给池上一夜兑换结束时剩余5点，
 * 本周期新增合计4点，则入夜时通知白给池余额为 floor（（5+4）/2） = 4点 (l.91, l.201); 触6/8减半的效果一局中可多次触发
 * (l.95). 狼队所有玩家在狼队白给池结算完成以后知道剩余点数 (l.89); 警情公布信息: 好人白给池额外效果以及点数 (l.63).
 * Readings: 触6/8 = the wolves' pool halves at 6, the good side's at 8 (their effects stop below: 狼池≥2/≥4,
 * 好人池≥4/≥6); both are game options (`wolfPoolHalveAt`, `goodPoolHalveAt`; `off`: never halved). A pool never goes
 * below 0. What adds points is in the missing rules post: the director enters them (ruling `pool`, with its reason).
 * Night 0 opens with both pools empty: nothing to settle or tell then.
 */
export const POOL_NAMES: Record<string, string> = { wolves: '狼队白给池', village: '好人白给池' };

const POINTS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/**
 * The thresholds, and the points the FAQ names without a number (the rules post is not in the file): each a game option
 * with this default, 2 as the FAQ's own +2 (【茫茫人海】, 【卧龙凤雏】). 长老和守卫死于投票的点数 (l.99, l.317):
 * `elderVotePoints`, `guardVotePoints`; 猎人带走好人带来的点数 (l.101): `hunterGoodPoints`; 【力挽狂澜】的白给点 (神替's
 * promotion, l.333): `promotionPoints`. '0' leaves such points to the director's ruling `pool`.
 */
export const POOL_OPTIONS = {
  wolfPoolHalveAt: { values: ['2', '4', '6', '8', '10', '12', 'off'], default: '6' },
  goodPoolHalveAt: { values: ['2', '4', '6', '8', '10', '12', 'off'], default: '8' },
  elderVotePoints: { values: POINTS, default: '2' },
  guardVotePoints: { values: POINTS, default: '2' },
  hunterGoodPoints: { values: POINTS, default: '2' },
  promotionPoints: { values: POINTS, default: '2' },
  // 好人池≥6 (民暗票): the votes one 暗票 adds; '0' turns the effect off (left to the director)
  darkVoteWeight: { values: ['0', '1', '2'], default: '1' },
} as const;

/** Points the game's option `opt` sets (POOL_OPTIONS), 0 when the game has none. */
export function optionPoints(tx: Tx, opt: keyof typeof POOL_OPTIONS): number {
  const v = Number(tx.state.options[opt] ?? POOL_OPTIONS[opt].default);
  return Number.isFinite(v) ? v : 0;
}

/**
 * Points a rule of the FAQ adds to a pool: they count at the pool's next settlement (从结算完白给池点数到结算卡片兑换期间
 * 产生的白给点数增减计入下一个周期, l.87). Nothing for 0.
 */
export function addPoints(tx: Tx, pool: 'wolves' | 'village', points: number, reason: string): void {
  if (points !== 0) tx.emit(ev('PoolPoints', { pool, points, reason }));
}

/** Settles a pool: its balance plus the cycle's points, halved (floor) once when the sum reaches the game's threshold. */
function settlePool(tx: Tx, pool: 'wolves' | 'village'): number {
  const p = tx.state.pools?.[pool] ?? { balance: 0, pending: 0 };
  const sum = Math.max(0, p.balance + p.pending);
  const opt = String(tx.state.options[pool === 'wolves' ? 'wolfPoolHalveAt' : 'goodPoolHalveAt'] ?? 'off');
  const halved = opt !== 'off' && sum >= Number(opt);
  const balance = halved ? Math.floor(sum / 2) : sum;
  tx.emit(ev('PoolSettled', { pool, balance, halved }));
  return balance;
}

/** 入夜: the wolves' pool settles; every wolf (狼队所有玩家) is told the balance. */
export function wolvesPoolAtNight(tx: Tx, day: number): void {
  if (day === 0) return;
  const balance = settlePool(tx, 'wolves');
  for (const c of tx.state.chars)
    if (c.alive && c.faction === 'wolves') {
      tx.notify(c.name, tx.t('wolfPool', { n: balance }), { kind: 'pool', pool: 'wolves', balance });
      // the level this settlement gave (白给池的额外效果仅有在白给池上一次结算完后的点数>=阈值时生效, l.93, l.191)
      applyStatus(tx, c.name, WOLF_LEVEL, { data: { n: balance } });
    }
}

export const WOLF_LEVEL = 'wolf_pool_level';

/** the wolves' pool as it last settled (before the cards spent it) */
const wolvesLevel = (s: GameState) =>
  Math.max(0, ...s.chars.map((c) => Number(c.statuses.find((st) => st.id === WOLF_LEVEL)?.data?.n ?? 0)));

/**
 * 狼池≥2 (l.193): 狼群作为一个整体只被提醒一次。被提醒更改对象后，可以坚持不改。 What the wolves are reminded of is in the
 * missing rules post. Reading (a forum director's): with the wolves' pool at 2 or more as it last settled (白给池的额外效果仅有在
 * 白给池上一次结算完后的点数>=阈值时生效, l.93, l.191), a wolf knife named on a player of the wolves' side — whom the 群狼 may
 * not know (the 狼禁 alone knows the wolves' names, l.227; the 群狼 learn the 野狼 at its promotion, l.213) — is reminded at
 * once: 【狼池≥2】刀口 X 是狼队玩家，可以更改对象，也可以坚持不改。 The 群狼刀 is the group's: the pack as a whole is reminded
 * once a night (every living 群狼 told; another member's or a second submission on a wolf that night is not reminded
 * again); the 野狼刀 (the 野狼, a promoted 狼替) its holder once a night. 可以坚持不改: nothing is refused, the knife stands as
 * last submitted.
 */
const REMINDED = 'wolf2_reminded';

export function withWolfReminder(sk: SkillDef): SkillDef {
  return {
    ...sk,
    hooks: { ...sk.hooks, submitted: (tx, actor, targets) => wolfReminder(tx, sk, actor, targets) },
  };
}

function wolfReminder(tx: Tx, sk: SkillDef, actor: Character, targets: Character[]): void {
  if (wolvesLevel(tx.state) < 2) return;
  const wolf = targets.find((t) => t.faction === 'wolves');
  if (!wolf) return;
  const night = tx.state.phase.day;
  const told = sk.group ? groupMembers(tx.state, tx.rs, sk.group).filter((c) => c.alive) : [actor];
  const already = (c: Character) =>
    c.statuses.some((st) => st.id === REMINDED && st.data?.night === night && st.data?.skill === sk.id);
  if (told.some(already)) return;
  for (const c of told) {
    applyStatus(tx, c.name, REMINDED, { data: { night, skill: sk.id } });
    tx.notify(c.name, tx.t('wolfReminder', { name: wolf.name }), { kind: 'pool', effect: 'wolves2' });
  }
}

/**
 * 狼池≥4 (l.195): 仅提示被作用，不提示被谁作用…仅在破晓阶段通知…被猎人指定为操作对象亦会触发 — with the wolves' pool at 4 or more
 * as it last settled, each living player of the wolves' side a night skill of anyone outside it settled on that night is told
 * at the 破晓 (after the night), without who or what. Readings: 被作用 = named as the settled target of a skill of a
 * character outside the wolves' side (the wolves' own operations do not count); a blocked operation settled on nobody;
 * 被民暗票不触发: the 民's 暗票 (darkVote below) is left out.
 */
export function wolvesTouched(tx: Tx, day: number): void {
  if (wolvesLevel(tx.state) < 4) return;
  const outside = new Set(tx.state.chars.filter((c) => c.faction !== 'wolves').map((c) => c.name));
  const ops = tx.state.history.filter(
    (h) => h.phase === 'night' && h.day === day && outside.has(h.actor) && !UNTOUCHING.has(h.skill),
  );
  const hit = new Set(ops.flatMap((h) => h.settled ?? h.targets));
  // 被猎人指定为操作对象亦会触发: the hunter's shot that night (破晓, or 入夜 after the vote) — its wolf is out, told all the same
  const shot = new Set(ops.filter((h) => h.skill === 'last_shot').flatMap((h) => h.targets));
  for (const c of tx.state.chars)
    if (c.faction === 'wolves' && hit.has(c.name) && (c.alive || shot.has(c.name)))
      wolfTouchedNotice(tx, c.name);
}

/** the 狼池≥4 notice; the hunter's shot at a wolf gives it too (被猎人指定为操作对象亦会触发) */
function wolfTouchedNotice(tx: Tx, name: string): void {
  if (wolvesLevel(tx.state) >= 4) tx.notify(name, tx.t('wolfTouched'), { kind: 'pool', effect: 'wolves4' });
}

/** 破晓: the good side's pool settles; the 警情 publishes its points. */
export function goodPoolAtDawn(tx: Tx): void {
  const balance = settlePool(tx, 'village');
  tx.news(tx.t('goodPool', { n: balance }), { kind: 'pool', pool: 'village', balance });
  // 警情公布信息: 好人白给池额外效果以及点数 (l.63): the effects this settlement gives until the next one
  const effects = [
    ...(balance >= 4 ? ['【好人池≥4】遗言期间可私信法官放弃遗言'] : []),
    ...(balance >= 6 && String(tx.state.options.darkVoteWeight ?? '1') !== '0'
      ? ['【好人池≥6】民可投暗票']
      : []),
  ];
  if (effects.length)
    tx.news(tx.t('goodPoolEffects', { effects: effects.join('；') }), {
      kind: 'pool',
      pool: 'village',
      effects,
    });
  // the level the effects read (白给池的额外效果仅有在白给池上一次结算完后的点数>=阈值时生效, l.93, l.191): kept on the
  // first seat, as the game's own record (the cards spend the balance after it)
  const first = tx.state.chars[0];
  if (first) applyStatus(tx, first.name, GOOD_LEVEL, { data: { n: balance } });
}

const GOOD_LEVEL = 'good_pool_level';

/** the good side's pool as it last settled (before the cards spent it) */
export const goodLevel = (s: GameState) =>
  Number(s.chars[0]?.statuses.find((st) => st.id === GOOD_LEVEL)?.data?.n ?? 0);

/**
 * 好人池≥6 (l.199: （没啥好说的。）, l.195, l.363): 民暗票 — the effect is in the missing rules post; the FAQ fixes that it is the
 * 民's (被标记后上工不增加进度，但投暗票（好人白给池≥6特效）有效: a 民 marked by the 狼替 still casts it) and that being
 * 暗票'd is no operation for 狼池≥4 (被民暗票（好人白给池≥6作用）不触发此技能). Reading: while the good pool last settled at 6
 * or more, each 民 may name one player in 夜间 (民<暗票>, beside its 上工); each 暗票 adds the game's option
 * `darkVoteWeight` (default 1, '0' off) to that player's votes at the next day's vote, its caster never shown (the count
 * shows the votes, not who cast the 暗票). A ban or the voted-out 长老's silence stops it as any night skill.
 */
export const darkVote: SkillDef = {
  id: 'dark_vote',
  name: '暗票',
  aliases: ['投暗票', '好人池≥6'],
  kind: 'night',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  limits: {
    usable: (s) => {
      const w = String(s.options.darkVoteWeight ?? POOL_OPTIONS.darkVoteWeight.default);
      if (w === '0') return { code: 'SKILL_NOT_USABLE', message: '本局不使用【好人池≥6】暗票' };
      return goodLevel(s) < 6
        ? {
            code: 'SKILL_NOT_USABLE',
            message: `好人白给池上一次结算为${goodLevel(s)}点，不足6点，不能投暗票`,
          }
        : null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      const w = String(ctx.state.options.darkVoteWeight ?? POOL_OPTIONS.darkVoteWeight.default);
      for (const t of a.targets) ctx.status(t, `dark_vote_${w}`, { source: a.actor });
    },
  },
};

/** skills whose settling on a wolf is no operation for 狼池≥4 */
const UNTOUCHING = new Set([darkVote.id]);

/**
 * 好人池≥4 (l.197, l.399): 操作方式：遗言期间私信法官告知放弃遗言。法官不会公布是否玩家主动选择放弃遗言，亦不公布剩余遗言条数。
 * 未私信通知法官的放弃遗言占用遗言条数; 若遗言总量已超上限且发动”好人白给池≥4”效果玩家数大于超限额度，则遗言余量最多恢复至使
 * 总数等于预定数量. While the good pool last settled at 4 or more, a holder of a last-words right may give it up (放弃遗言):
 * the right ends and its place is free again (the count of places used goes down by one, so what is left is the set number
 * less what is still used, never more than the set number: the FAQ's 6 used + 3 at once, 7 set → 1 or 0 left). Nothing is
 * posted; the director sees the count. Reading: the good side's effect, for a player of the good side (the pool is theirs;
 * the FAQ names no one else).
 */
export const waiveWords: SkillDef = {
  id: 'waive_last_words',
  name: '放弃遗言',
  aliases: ['好人池≥4'],
  kind: 'right',
  right: 'last_words',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  limits: {
    whileOut: true,
    usable: (s, c) =>
      c.faction !== 'village'
        ? { code: 'SKILL_NOT_USABLE', message: '【好人池≥4】放弃遗言仅限好人阵营的玩家' }
        : goodLevel(s) < 4
          ? {
              code: 'SKILL_NOT_USABLE',
              message: `好人白给池上一次结算为${goodLevel(s)}点，不足4点，不能放弃遗言`,
            }
          : null,
  },
  hooks: {
    apply: (tx, actor) => {
      tx.emit(ev('LastWordsWaived', { actor: actor.name }));
      tx.notify(actor.name, tx.t('wordsWaived'), { kind: 'last_words', waived: true });
    },
  },
};

/**
 * 【刀枪无眼】's halving (l.87, l.387–389): half of what the pool holds now — the balance left after the cards plus the
 * cycle's points so far (减半的基数为申领完卡片结余的点数加上新周期产生在减半作用以前的点数), floor, as points of the cycle
 * (the points after it are not halved; 触6/8减半 still comes last at the settlement, l.201).
 */
export function halvePool(tx: Tx, pool: 'wolves' | 'village', reason: string): void {
  const p = tx.state.pools?.[pool] ?? { balance: 0, pending: 0 };
  const sum = p.balance + p.pending;
  if (sum > 0) addPoints(tx, pool, -Math.ceil(sum / 2), reason);
}

/**
 * 【白给之王】 (l.105, l.191): 【白给之王】等称号一旦获得永久拥有，并将于游戏结束后予以表彰; 除【白给之王】外，白给池的额外效果仅有在
 * 白给池上一次结算的结果≥阈值时生效. How a title is earned is in the missing rules post: the director gives it (the ruling
 * `status`, `"status": "白给之王"`), the holder is told; it is never lost (the game keeps it whatever comes, out or not), and
 * when the game ends the titles are posted after the 演员表 (表彰).
 */
export const TITLE_STATUSES: StatusDef[] = [{ id: 'title_king', name: '白给之王', notice: { tell: true } }];

/** 游戏结束后予以表彰: each title and its holders */
export function honourTitles(tx: Tx): void {
  const lines = TITLE_STATUSES.flatMap((def) => {
    const who = tx.state.chars.filter((c) => c.statuses.some((st) => st.id === def.id)).map((c) => c.name);
    return who.length ? [tx.t('titleLine', { title: def.name, names: who.join('、') })] : [];
  });
  if (lines.length) tx.announce([tx.t('titleHeader'), ...lines].join('\n'), { kind: 'titles' });
}
