import { own } from '../../dict';
import { applyStatus } from '../../engine/effects';
import { grantRight } from '../../engine/flow';
import type { Tx } from '../../engine/tx';
import type { SkillDef, StatusDef } from '../../engine/types';
import { ev } from '../../events';
import type { Character } from '../../state';

/**
 * [211] file 001 其他 — 警长：1人 <非身份>
 *   任职宣言<强制> —— 当选警长或被移交警长的角色需立刻从以下宣言中选择一个执行，获得对应效果，并于白天或黄昏公示警长的选择。
 *   独裁：警长票权+1，从10人开始，当前存活人数每增加5人，警长票权额外+1
 *   自由：任何时候警长都可以在一个专门的自由警长发言贴中发言（寡言状态依然适用且共用当天讨论数）
 *   秩序：警长立刻清除所有负面状态并免疫所有负面状态（对怀孕无效）。
 * 用语定义: [自由][独裁][秩序]：获得这些状态时，视为拥有对应警长的效果，其中独裁可以叠加 — so each declaration gives its
 * status (./statuses.ts says what each does), held while the character holds the badge.
 *
 * 立刻 (the text gives no time): the new sheriff holds a right to declare, usable in the phase it became sheriff in
 * (elected at the 竞选日's close: the night that follows), due when 黄昏1 closes (黄昏1 is where the text posts
 * 警长情况), else at that phase's end. A missed declaration is drawn at random among the three, the draw an event,
 * as 殉职's own fallback (警长将随机选择); the director can rule otherwise (a status ruling).
 */

/** The declarations and the statuses they give. */
export const DECLARATIONS: Record<string, string> = { 独裁: 'dictator', 自由: 'free', 秩序: 'order' };

/** The source of a declaration's status: it belongs to the office. */
const OFFICE = 'sheriff';
/** 黄昏 (211's first night slot): 于白天或黄昏公示. */
const DUSK = '黄昏1';

export const declaration: SkillDef = {
  id: 'declaration',
  name: '任职宣言',
  kind: 'right',
  right: 'declaration',
  force: { mandatory: true, onTimeout: 'random' },
  timing: { window: DUSK },
  choose: { choices: Object.keys(DECLARATIONS) },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, _targets, choice, how) => {
      const status = choice ? own(DECLARATIONS, choice) : undefined;
      if (tx.state.sheriff !== actor.name || !choice || !status) return;
      applyStatus(tx, actor.name, status, { source: OFFICE, until: null });
      const drawn = how === 'timeout';
      const text = tx.t(drawn ? 'declarationDrawn' : 'declaration', { name: actor.name, choice });
      const data = { kind: 'declaration', name: actor.name, choice, drawn };
      // 于白天或黄昏公示警长的选择; made later in the night, it waits for the morning's 公示
      if (tx.state.phase.kind === 'day' || tx.state.phase.window === DUSK) tx.announce(text, data);
      else tx.news(text, data);
    },
  },
};

/**
 * 殉职: …获得警长的角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示）— by day or in a daytime slot (l.85
 * 晨曦/正午/黄昏属于白天: 黄昏1, 晨曦) the new sheriff is told and the hand-over posted at once; in a night slot (a red card's
 * draw: 红牌罚下…不能发动任何技能) the line waits for the morning's 公示 (l.155 在其他阶段…第二天白天开门时公示) and the new
 * sheriff is told as the day opens (`UNTOLD` until then); reading: his 任职宣言 is due from then, in that day, and the old
 * sheriff's declaration holds until then (自由警长…只要还尚未公布新一任警长是谁，自由警长依然可以发言).
 */
const atOnce = (tx: Tx): boolean =>
  tx.state.phase.kind === 'day' ||
  tx.rs.nightWindows.find((w) => w.id === tx.state.phase.window)?.daytime === true;

const UNTOLD = 'sheriff_untold';

export function badgeNotice(tx: Tx, from: string, to: string, cause: string): void {
  const line = tx.t(cause === 'random' ? 'badgeRandom' : 'badgePassed', { from, to });
  const data = { kind: 'badge', from, to, cause };
  if (atOnce(tx)) {
    tx.notify(to, tx.t('youAreSheriff'), { kind: 'sheriff' });
    tx.announce(line, data);
    return;
  }
  tx.news(line, data);
  applyStatus(tx, to, UNTOLD, { source: from, until: null, data: { from } });
}

/** The new sheriff not told yet (a badge drawn at night): told, and the duties handed over, as the day opens. */
export const untold: StatusDef = {
  id: UNTOLD,
  name: '警长（尚未通知）',
  holder: {
    onPhaseStart: (tx, holder, st) => {
      if (tx.state.phase.kind !== 'day') return;
      tx.emit(ev('StatusRemoved', { target: holder.name, status: UNTOLD, source: st.source }));
      if (tx.state.sheriff !== holder.name) return;
      tx.notify(holder.name, tx.t('youAreSheriff'), { kind: 'sheriff' });
      const from = tx.state.chars.find((c) => c.name === st.data?.from);
      // 任职宣言 due in the day that opens
      const was = tx.rightsPhase;
      tx.rightsPhase = { kind: 'day', day: tx.state.phase.day };
      handOver(tx, from, holder.name);
      tx.rightsPhase = was;
    },
  },
};

/** The old sheriff's declaration leaves with the badge; the new one must declare. */
function handOver(tx: Tx, old: Character | undefined, to: string | null): void {
  if (old) {
    for (const st of old.statuses.filter((x) => x.source === OFFICE))
      tx.emit(ev('StatusRemoved', { target: old.name, status: st.id, source: OFFICE }));
    if (tx.state.rights.some((r) => r.holder === old.name && r.kind === 'declaration'))
      tx.emit(ev('RightEnded', { holder: old.name, kind: 'declaration', how: 'void' }));
  }
  if (!to) return;
  grantRight(tx, to, 'declaration', 'phaseEnd');
  tx.notify(to, tx.t('declarationRight'), { kind: 'right', right: 'declaration' });
}

/**
 * The badge changed hands: the old sheriff's declaration leaves with it (a 自由 sheriff out speaks until the new one
 * is known: 只要还尚未公布新一任警长是谁), and the new one must declare — at once, or as the day opens when the new one is
 * told then (`UNTOLD`).
 */
export function sheriffChanged(tx: Tx, from: string | null, to: string | null): void {
  const old = from ? tx.state.chars.find((c) => c.name === from) : undefined;
  // a sheriff never told loses the badge again: nothing more to tell him
  if (old?.statuses.some((x) => x.id === UNTOLD))
    tx.emit(ev('StatusRemoved', { target: old.name, status: UNTOLD }));
  const target = to ? tx.state.chars.find((c) => c.name === to) : undefined;
  if (target?.statuses.some((x) => x.id === UNTOLD)) return;
  handOver(tx, old, to);
}
