import { applyStatus, skillIndex } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { pick, shuffle } from '../../../rng';
import { type Character, type GameState, hasStatus } from '../../../state';
import { DECLARATIONS } from '../sheriff';
import { forgetting } from './forgetting';
import { giftOutcome } from './gift-outcome';

// [211] file 001 【诸侯】15 潘多拉（女）（70） (l.862–873):
// 身份属性（不是技能）：游戏开局将拥有人数2/5的盲盒（四舍五入），其中必有1个希望之光，1/2的盲盒是随机技能（数量不计小数）（均为不在场身份的非强制技能
// 且只能使用一次，不会有连携技能如狼巫的光明湮灭），1/3的盲盒是坏礼物（数量不计小数），剩余的盲盒为警长权利
// 潘多拉的赠礼[早夜][指定]——选择范围：任意2名角色以及两个盲盒，每名角色只能被选择一次，且盲盒送完之后无法继续发动。
// 结算效果：结算目标需立刻决定是否打开盲盒，若选择打开，则获得盲盒对应效果，若选择不打开，则该玩家获得来自于潘多拉的[迷魂]状态，持续至下一个夜晚开始。
// 收礼玩家的选择和礼物信息白天公示，但玩家匿名，例：有人拒绝了1号随机技能盲盒！/有人打开了2号坏礼物盲盒！
// 盲盒内容一览：
// 希望之光——开启该盲盒后若存活了完整的2天2夜（潘多拉本人则为1天1夜），开启者所在的阵营直接获胜，潘多拉和拒绝开启盲盒的角色会知道希望之光动向，击杀开启者
// 可以抢夺该盲盒（投票出局则由开启者决定送给谁）。
// 随机技能——获得对应的随机技能，使用一次之后消失（潘多拉本人则为永久有效）。
// 坏礼物——开启后等同于开启了圣诞老狼的坏礼物（潘多拉本人可以调换一个未发放的盲盒开启）。
// 警长权利——开启后自选一个[自由][秩序][独裁]状态永久获得（潘多拉可以选择获得任意种状态）。
// 胜利条件：盲盒送完之后，除了潘多拉阵营的角色以外，开启盲盒的角色全部出局，或没有人开启盲盒。
// 怀孕技能[强制]——潘多拉会知晓盲盒的全部内容。
// 行动顺序总集 早夜1: 潘多拉 赠礼; the out tally: … 潘多拉<坏礼物>; 判定优先顺序: … 潘多拉 … 希望之光 (last).
// Readings:
// - The boxes (as the game starts, every draw an event): round(0.4 × 人数) of them — 1 希望之光, ⌊n/2⌋ 随机技能, ⌊n/3⌋ 坏礼物, the rest
//   警长权利 — in a drawn order, numbered 1…n; a 随机技能 is a night skill of a role not dealt, not <强制>, no 怀孕技能, no group's,
//   none that needs another (连携: `requires`). She is told the numbers, not the contents (怀孕技能: the contents, once 临幸'd).
// - 赠礼 (早夜1): two characters (herself allowed — the text has 潘多拉本人 cases — each once in the game) and as many boxes,
//   named by number in the choice (`1、3`: the first target gets box 1); with one box left, one character. Given boxes are spent
//   when 早夜1 closes (a blocked 赠礼 gives none).
// - 需立刻决定: the recipient is told at 早夜1's close and decides (<打开盲盒>: 打开 / 不打开) until 早夜2 closes; undecided is
//   不打开 → [迷魂] from her to the next night's start. The next morning's 公示: '有人打开了N号<内容>盲盒！' / '有人拒绝了…'.
// - 打开: 随机技能 — the skill from then on (usable that night in its window if still open), kept until used and gone as the phase after
//   its use opens (hers for good);
//   坏礼物 — 圣诞老狼's (如打开为坏礼物，该玩家立即出局, file 000 l.265): [致死伤害] from her in the out tally (潘多拉<坏礼物>);
//   警长权利 — a right (<警长权利>, until 凌晨1 closes; missed → drawn) to one of 自由/秩序/独裁 for good (hers: any of them,
//   `自由、秩序`); 希望之光 — the opener holds it: alive through 2 whole days and 2 whole nights after the phase it was opened in
//   (hers: 1 and 1), its faction wins (judged as a phase opens, after the 诸侯 — its place 希望之光 is the list's last). She and
//   every refuser so far are told who opened it.
// - Her win (l.1007): every box given, and no one opened one, or every opener not of her faction is out.
// - 击杀开启者可以抢夺该盲盒: an out dealt by another living character (a kill, a 致死伤害) → that one holds it, its 2天2夜 counted
//   anew; 投票出局 → the holder gives it in 黄昏1 (a right while out; unused, it is lost); a red card or no killer: lost.
// - 潘多拉本人可以调换一个未发放的盲盒开启: a bad box she opens herself gives her a right (<调换盲盒>, until 凌晨1 closes) to name an
//   undistributed box: the bad one goes back among the undistributed, the named one is hers and opened; unused, the bad gift
//   takes her.

const ROLE = 'pandora';
const GIFT = 'pandora_gift';
const OPEN = 'box_open';
const SHERIFF = 'box_sheriff';
const SWAP = 'box_swap';
type Kind = '希望之光' | '随机技能' | '坏礼物' | '警长权利';
interface Box {
  n: number;
  kind: Kind;
  skill?: string;
  given?: boolean;
  to?: string;
  opened?: boolean;
}

const boxesOf = (c: Character | undefined): Box[] =>
  (c?.statuses.find((st) => st.id === 'pandora_boxes')?.data?.boxes as Box[] | undefined) ?? [];
const left = (c: Character) => boxesOf(c).filter((b) => !b.given);
const char = (s: GameState, n: string) => s.chars.find((c) => c.name === n) as Character;

function setBoxes(tx: Tx, pandora: string, boxes: Box[]): void {
  applyStatus(tx, pandora, 'pandora_boxes', { source: pandora, until: null, data: { boxes } });
}

/** 均为不在场身份的非强制技能且只能使用一次，不会有连携技能 */
function skillPool(s: GameState, rs: RulesetDef): string[] {
  const dealt = new Set(s.chars.map((c) => c.role));
  return Object.values(rs.roles)
    .filter((r) => !dealt.has(r.id) && r.faction !== 'undetermined')
    .flatMap((r) => r.skills)
    .filter(
      (k) =>
        k.kind === 'night' &&
        !k.group &&
        !k.force?.mandatory &&
        !k.limits?.unlockedBy &&
        !k.limits?.requires &&
        !k.limits?.whileOut,
    )
    .map((k) => k.id);
}

const times = (n: number, k: Kind): Kind[] => Array.from({ length: n }, () => k);

/** 游戏开局将拥有人数2/5的盲盒（四舍五入）… */
function makeBoxes(tx: Tx, c: Character): void {
  const n = Math.round(tx.state.chars.length * 0.4);
  const skills = Math.floor(n / 2);
  const bad = Math.floor(n / 3);
  const kinds: Kind[] = [
    ...times(1, '希望之光'),
    ...times(skills, '随机技能'),
    ...times(bad, '坏礼物'),
    ...times(Math.max(0, n - 1 - skills - bad), '警长权利'),
  ].slice(0, n);
  const order: Kind[] = tx.draw(`pandora:boxes:${c.name}`, (r) => shuffle<Kind>(r, kinds));
  const pool = skillPool(tx.state, tx.rs);
  const boxes: Box[] = order.map((kind, i) => ({ n: i + 1, kind }));
  for (const b of boxes)
    if (b.kind === '随机技能' && pool.length)
      b.skill = tx.draw(`pandora:skill:${c.name}:${b.n}`, (r) => pick(r, pool));
  setBoxes(tx, c.name, boxes);
  tx.notify(c.name, tx.t('pandoraBoxes', { n: boxes.length }), { kind: 'boxes', n: boxes.length });
}

const pregnant = (c: Character): boolean => hasStatus(c, 'favoured') && !forgetting(c);
const skillName = (rs: RulesetDef, id?: string) => (id ? (skillIndex(rs).get(id)?.name ?? id) : '');
const contents = (rs: RulesetDef, bs: Box[]) =>
  bs.map((b) => `${b.n}号${b.kind}${b.skill ? `（${skillName(rs, b.skill)}）` : ''}`).join('、');

/** The box numbers of a 赠礼's choice (`1、3`), or an error text. */
function readBoxes(c: Character, choice: string | null, count: number): number[] | string {
  const ns = (choice ?? '')
    .split(/[,，、\s]+/)
    .filter(Boolean)
    .map(Number);
  if (ns.length !== count) return `赠礼：须为每名目标选择一个盲盒（共${count}个，如“1、3”）`;
  if (new Set(ns).size !== ns.length) return '赠礼：两个盲盒须不同';
  const open = left(c).map((b) => b.n);
  const bad = ns.find((n) => !open.includes(n));
  return bad === undefined ? ns : `赠礼：没有未送出的${bad}号盲盒`;
}

type Gift = { from: string; box: Box; decision?: 'open' | 'refuse' };
const giftOf = (c: Character) => c.statuses.find((st) => st.id === 'pandora_box');

/** 打开: the box's effect on its opener, at once. */
function opened(tx: Tx, opener: Character, g: Gift): void {
  const self = opener.name === g.from;
  const { box } = g;
  switch (box.kind) {
    case '随机技能': {
      if (!box.skill) break;
      applyStatus(tx, opener.name, 'box_skill', {
        source: g.from,
        until: null,
        data: { skills: [box.skill], base: opener.uses[box.skill] ?? 0, once: !self },
      });
      break;
    }
    case '警长权利':
      grantRight(tx, opener.name, SHERIFF, 'phaseEnd');
      break;
    case '希望之光': {
      const ph = tx.state.phase;
      applyStatus(tx, opener.name, 'hope_light', {
        source: g.from,
        until: null,
        data: { at: 2 * ph.day - (ph.kind === 'day' ? 1 : 0), need: self ? 3 : 5 },
      });
      tellHope(tx, g.from, opener.name);
      break;
    }
    case '坏礼物':
      // 潘多拉本人可以调换一个未发放的盲盒开启
      if (self && left(char(tx.state, g.from)).length) {
        grantRight(tx, opener.name, SWAP, 'phaseEnd');
        tx.notify(opener.name, tx.t('boxSwapRight'), { kind: 'right', right: SWAP });
      }
      break;
    default: {
      const never: never = box.kind;
      throw new Error(`unknown box ${never}`);
    }
  }
  tx.notify(
    opener.name,
    tx.t('boxOpened', {
      n: box.n,
      kind: box.kind,
      skill: box.skill ? `：<${skillName(tx.rs, box.skill)}>` : '',
    }),
    { kind: 'box', n: box.n, content: box.kind, skill: box.skill ?? null },
  );
}

/** 希望之光 to a new holder (抢夺 / 送给): from this phase on, told with her and the refusers so far. */
function handHope(tx: Tx, from: string, pandoraName: string, to: string): void {
  const ph = tx.state.phase;
  tx.emit(ev('StatusRemoved', { target: from, status: 'hope_light' }));
  applyStatus(tx, to, 'hope_light', {
    source: pandoraName,
    until: null,
    data: { at: 2 * ph.day - (ph.kind === 'day' ? 1 : 0), need: to === pandoraName ? 3 : 5 },
  });
  tellHope(tx, pandoraName, to);
}

/** 潘多拉和拒绝开启盲盒的角色会知道希望之光动向 */
function tellHope(tx: Tx, pandoraName: string, holder: string): void {
  const p = char(tx.state, pandoraName);
  const refusers =
    (p.statuses.find((x) => x.id === 'pandora_boxes')?.data?.refusers as string[] | undefined) ?? [];
  for (const name of [pandoraName, ...refusers])
    if (name !== holder) tx.notify(name, tx.t('hopeMoved', { name: holder }), { kind: 'hope', holder });
  tx.notify(holder, tx.t('hopeHeld'), { kind: 'hope', holder });
}

const giveHope: SkillDef = {
  id: 'hope_give',
  name: '送出希望之光',
  kind: 'right',
  right: 'hope_give',
  timing: { window: '黄昏1' },
  limits: { whileOut: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const st = actor.statuses.find((x) => x.id === 'hope_light');
      const t = targets[0];
      if (st?.source && t) handHope(tx, actor.name, st.source, t.name);
    },
  },
};

const openBox: SkillDef = {
  id: OPEN,
  name: '打开盲盒',
  kind: 'right',
  right: OPEN,
  timing: { window: '早夜2' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choices: ['打开', '不打开'] },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const st = giftOf(actor);
      if (!st) return;
      const g = st.data as Gift;
      const decision = choice === '打开' ? 'open' : 'refuse';
      applyStatus(tx, actor.name, 'pandora_box', {
        source: st.source,
        until: 'nightEnd',
        data: { ...g, decision },
      });
      const p = char(tx.state, g.from);
      const boxes = boxesOf(p).map((b) => (b.n === g.box.n ? { ...b, opened: decision === 'open' } : b));
      const data = p.statuses.find((x) => x.id === 'pandora_boxes')?.data ?? {};
      const refusers = (data.refusers as string[] | undefined) ?? [];
      applyStatus(tx, g.from, 'pandora_boxes', {
        source: g.from,
        until: null,
        data: {
          ...data,
          boxes,
          openers: [
            ...((data.openers as string[] | undefined) ?? []),
            ...(decision === 'open' ? [actor.name] : []),
          ],
          refusers: decision === 'refuse' ? [...refusers, actor.name] : refusers,
        },
      });
      if (decision === 'open') opened(tx, char(tx.state, actor.name), g);
      else tx.notify(actor.name, tx.t('boxRefused', { n: g.box.n }), { kind: 'box', decision });
    },
  },
};

/** 坏礼物…（潘多拉本人可以调换一个未发放的盲盒开启）: the bad box goes back among the undistributed, the chosen one is hers, opened. */
const swapBox: SkillDef = {
  id: SWAP,
  name: '调换盲盒',
  kind: 'right',
  right: SWAP,
  timing: { window: '凌晨1' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choicesFor: (_s, c) => left(c).map((b) => String(b.n)) },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const st = giftOf(actor);
      const g = st?.data as Gift | undefined;
      const chosen = left(actor).find((b) => String(b.n) === choice);
      if (!g || !chosen) return;
      const data = actor.statuses.find((x) => x.id === 'pandora_boxes')?.data ?? {};
      const boxes = boxesOf(actor).map((b) =>
        b.n === g.box.n
          ? { n: b.n, kind: b.kind, ...(b.skill ? { skill: b.skill } : {}) }
          : b.n === chosen.n
            ? { ...b, given: true, to: actor.name, opened: true }
            : b,
      );
      applyStatus(tx, actor.name, 'pandora_boxes', {
        source: actor.name,
        until: null,
        data: { ...data, boxes },
      });
      const swapped: Gift = { from: actor.name, box: chosen, decision: 'open' };
      applyStatus(tx, actor.name, 'pandora_box', { source: actor.name, until: 'nightEnd', data: swapped });
      opened(tx, char(tx.state, actor.name), swapped);
    },
  },
};

/** 警长权利——开启后自选一个[自由][秩序][独裁]状态永久获得（潘多拉可以选择获得任意种状态） */
const sheriffBox: SkillDef = {
  id: SHERIFF,
  name: '警长权利',
  kind: 'right',
  right: SHERIFF,
  timing: { window: '凌晨1' },
  force: { onTimeout: 'random' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    // hers: any of them (every non-empty combination, 、-separated)
    choicesFor: (_s, c) => {
      const one = Object.keys(DECLARATIONS);
      if (c.role !== ROLE) return one;
      return [1, 2, 3, 4, 5, 6, 7].map((m) => one.filter((_x, i) => m & (1 << i)).join('、'));
    },
    parseChoice: (_s, choice) => {
      const parts = (choice ?? '').split(/[,，、\s]+/).filter(Boolean);
      return !parts.length || parts.some((p) => !(p in DECLARATIONS))
        ? '警长权利：选择 自由 / 秩序 / 独裁'
        : null;
    },
    validate: ({ actor, choice }) => {
      const parts = (choice ?? '').split(/[,，、\s]+/).filter(Boolean);
      return parts.length > 1 && actor.role !== ROLE
        ? err('INVALID_INPUT', '警长权利：只能自选一个（潘多拉本人可以选择任意种）')
        : null;
    },
  },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const parts = [...new Set((choice ?? '').split(/[,，、\s]+/).filter((p) => p in DECLARATIONS))];
      for (const p of actor.role === ROLE ? parts : parts.slice(0, 1))
        applyStatus(tx, actor.name, DECLARATIONS[p] as string, { source: actor.name, until: null });
      tx.notify(actor.name, tx.t('boxSheriff', { what: parts.join('、') }), { kind: 'box', sheriff: parts });
    },
  },
};

/** 胜利条件：盲盒送完之后，除了潘多拉阵营的角色以外，开启盲盒的角色全部出局，或没有人开启盲盒。 */
function pandoraWins(s: GameState, f: string): boolean {
  return s.chars
    .filter((c) => c.role === ROLE && c.faction === f)
    .some((p) => {
      const bs = boxesOf(p);
      if (!bs.length || bs.some((b) => !b.given)) return false;
      const openers =
        (p.statuses.find((x) => x.id === 'pandora_boxes')?.data?.openers as string[] | undefined) ?? [];
      return openers.every((n) => {
        const o = s.chars.find((c) => c.name === n);
        return !o || o.faction === f || !o.alive;
      });
    });
}

export const pandora: RoleDef = {
  id: ROLE,
  name: '潘多拉',
  gender: '女',
  faction: ROLE,
  cite: '001 诸侯 15',
  factions: [{ id: ROLE, name: '潘多拉阵营', wins: pandoraWins }],
  onStart: (tx, c) => makeBoxes(tx, c),
  statuses: [
    {
      id: 'pandora_boxes',
      name: '盲盒',
      holder: {
        // 怀孕技能[强制]——潘多拉会知晓盲盒的全部内容 (told once, as a phase opens)
        onPhaseStart: (tx, holder, st) => {
          if (st.data?.told || !pregnant(holder)) return;
          applyStatus(tx, holder.name, 'pandora_boxes', {
            source: holder.name,
            until: null,
            data: { ...st.data, told: true },
          });
          tx.notify(holder.name, tx.t('pandoraContents', { list: contents(tx.rs, boxesOf(holder)) }), {
            kind: 'boxes',
          });
        },
      },
    },
    // the box on its recipient tonight: data { from, box, decision }
    { id: 'pandora_box', name: '盲盒' },
    {
      id: 'box_skill',
      name: '随机技能',
      holder: {
        grantsSkills: true,
        // 使用一次之后消失（潘多拉本人则为永久有效）
        onPhaseStart: (tx, holder, st) => {
          const id = ((st.data?.skills as string[] | undefined) ?? [])[0] ?? '';
          if (st.data?.once && (holder.uses[id] ?? 0) > Number(st.data?.base ?? 0))
            tx.emit(ev('StatusRemoved', { target: holder.name, status: st.id, source: st.source }));
        },
      },
    },
    {
      id: 'hope_light',
      name: '希望之光',
      holder: {
        // 击杀开启者可以抢夺该盲盒（投票出局则由开启者决定送给谁）: a vote → his right (黄昏1, out) to give it; an out dealt by another
        // living character → that one holds it; otherwise (a red card, no killer) it is lost
        onOut: ({ tx, char: holder, cause, by }, st) => {
          if (cause === 'vote') {
            const was = tx.rightsPhase;
            tx.rightsPhase = { kind: 'night', day: tx.state.phase.day };
            grantRight(tx, holder.name, 'hope_give', 'phaseEnd');
            tx.rightsPhase = was;
            tx.notify(holder.name, tx.t('hopeGive'), { kind: 'right', right: 'hope_give' });
            return;
          }
          const killer =
            by && by !== holder.name ? tx.state.chars.find((c) => c.name === by && c.alive) : undefined;
          if (killer && st.source) handHope(tx, holder.name, st.source, killer.name);
        },
        // 开启该盲盒后若存活了完整的2天2夜（潘多拉本人则为1天1夜），开启者所在的阵营直接获胜
        winsNow: (s, holder, st) => {
          if (!holder.alive || (s.phase.kind !== 'day' && s.phase.kind !== 'night')) return false;
          const now = 2 * s.phase.day - (s.phase.kind === 'day' ? 1 : 0);
          return now - Number(st.data?.at ?? 0) >= Number(st.data?.need ?? 5);
        },
      },
    },
  ],
  templates: {
    pandoraBoxes: ({ n }) => `潘多拉：你拥有 ${n} 个盲盒（编号 1–${n}）。`,
    pandoraContents: ({ list }) => `怀孕技能：盲盒的全部内容：${list}。`,
    boxReceived: ({ n }) =>
      `你收到了潘多拉的${n}号盲盒，是否打开？（<打开盲盒>：打开 / 不打开；早夜2结束前未选择视为不打开）`,
    boxOpened: ({ n, kind, skill }) => `你打开了${n}号盲盒：${kind}${skill}。`,
    boxRefused: ({ n }) => `你没有打开${n}号盲盒。`,
    boxSheriff: ({ what }) => `警长权利：你永久获得[${what}]。`,
    boxNews: ({ what, n, kind }) => `有人${what}了${n}号${kind}盲盒！`,
    hopeMoved: ({ name }) => `希望之光：${name} 持有希望之光。`,
    boxSwapRight: () => '坏礼物：你可以调换一个未发放的盲盒开启（<调换盲盒>：盲盒编号，凌晨1结束前）。',
    hopeHeld: () => '希望之光：你持有希望之光。',
    hopeGive: () => '你持有的希望之光：你被投票出局，可以在黄昏决定送给谁（<送出希望之光>）。',
    'cause.pandora_bad_gift': () => '坏礼物',
  },
  commonSkills: [openBox, sheriffBox, giveHope, swapBox],
  skills: [
    {
      id: GIFT,
      name: '赠礼',
      aliases: ['潘多拉的赠礼'],
      kind: 'night',
      effect: { designated: true },
      limits: {
        oncePerTarget: 'actor',
        usable: (_s, c) => (left(c).length ? null : err('SKILL_USED_UP', '赠礼：盲盒已送完')),
      },
      targets: { min: 1, max: 2, self: true, among: 'alive' },
      choose: {
        validate: ({ actor, targets, choice }) => {
          if (targets.length < Math.min(2, left(actor).length))
            return err('TARGET_COUNT', '赠礼：须选择2名角色（仅剩1个盲盒时1名）');
          const r = readBoxes(actor, choice, targets.length);
          return typeof r === 'string' ? err('INVALID_INPUT', r) : null;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          ctx.now((tx) => {
            const me = char(tx.state, a.as);
            const ns = readBoxes(me, a.choice, a.targets.length);
            if (typeof ns === 'string') return;
            let boxes = boxesOf(me);
            a.targets.forEach((t, i) => {
              const box = boxes.find((b) => b.n === ns[i]) as Box;
              boxes = boxes.map((b) => (b.n === box.n ? { ...b, given: true, to: t } : b));
              applyStatus(tx, t, 'pandora_box', {
                source: a.as,
                until: 'nightEnd',
                data: { from: a.as, box },
              });
              grantRight(tx, t, OPEN, 'phaseEnd');
              tx.notify(t, tx.t('boxReceived', { n: box.n }), { kind: 'right', right: OPEN });
            });
            const data = me.statuses.find((x) => x.id === 'pandora_boxes')?.data ?? {};
            applyStatus(tx, a.as, 'pandora_boxes', { source: a.as, until: null, data: { ...data, boxes } });
          });
        },
      },
    },
    // the boxes' outcome when the night's actions end: a bad gift opened → [致死伤害] (潘多拉<坏礼物>), not opened → [迷魂];
    // the 公示 (匿名): '有人打开了2号坏礼物盲盒！'
    giftOutcome<Gift>({
      id: 'pandora_bad_gift',
      status: 'pandora_box',
      bad: (g) => g.box.kind === '坏礼物',
      news: (tx, g, open) =>
        tx.news(tx.t('boxNews', { what: open ? '打开' : '拒绝', n: g.box.n, kind: g.box.kind }), {
          kind: 'box',
          open,
          n: g.box.n,
          content: g.box.kind,
        }),
    }),
  ],
};
