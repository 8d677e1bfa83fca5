import { applyStatus, inGroup } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { GivenBy, RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { disguiseOpening } from './disguise-opening';
import { readSnow, type SnowDisguise } from './snow-demon';

// [211] file 001 【叛皇阵营】12 老鸨[群内]（女）⑦ (l.582–588):
// 装模作样[强制]——游戏开局，老鸨需设定自己的表面阵营，身份，带刀情况。当任何[群内]狼人出局时，表面身份的设定生效，持续至夜晚结束。
// 欺诈天下[强制]——若老鸨出局，则老鸨需设定狼人阵营和非狼人阵营表面阵营，身份，带刀情况，下一个夜晚开始，对应阵营的角色都获得该表面伪装，且狼人
// 阵营的角色获得[不死]状态，持续至夜晚结束。
// 怀孕技能[正午][限定]——游戏日正午可以发动，触发一次[欺诈天下]的效果。
// 行动顺序总集 开局: 老鸨<装模作样>.
// Readings:
// - 装模作样: the setting is the choice in the opening, as 雪隐's `身份[/阵营][/带刀|不带刀]` (not given: no setting to take
//   effect). When any [群内] wolf goes out (herself too), the setting is her surface until that night ends (out by day: the
//   coming night; by night: that night), again at each such out.
// - 欺诈天下: going out (not by a red card) she is told to set the two disguises, `狼人阵营的伪装；非狼人阵营的伪装` — out by day she
//   sets them in that night's 黄昏1 and they hold from then to the night's end; out by night she sets them the next day and they
//   hold from the next night's start to its end. 对应阵营 = the actual faction then (狼人阵营 / every other). The [不死] of the
//   狼人阵营 comes with it; missed (<强制>: no declining), the [不死] still comes, with no disguise.
// - 怀孕技能 [正午][限定]: the same two disguises chosen at noon (not on 竞选日), from the next night's start to its end.

const RIGHT = 'deceive_all';
type Pair = { wolves: SnowDisguise; others: SnowDisguise } | null;

const readPair = (tx: Tx, choice: string | null): Pair => {
  const r = readSnow(tx.rs, choice, 2);
  return typeof r === 'string' || !r.d[0] || !r.d[1] ? null : { wolves: r.d[0], others: r.d[1] };
};

/**
 * 下一个夜晚: every character in gets its side's disguise, the 狼人阵营 [不死], to the night's end; `given`: 欺诈天下<强制>'s (l.81:
 * not while a [遗忘] takes it), the 怀孕技能's (non-<强制>) not.
 */
function deceive(tx: Tx, by: string, pair: Pair, given?: GivenBy | null): void {
  for (const c of tx.state.chars) {
    if (!c.alive) continue;
    const wolf = c.faction === 'wolves';
    const d = pair ? (wolf ? pair.wolves : pair.others) : null;
    if (d)
      applyStatus(tx, c.name, 'deceit_surface', { source: by, until: 'nightEnd', data: { ...d }, by: given });
    if (wolf) applyStatus(tx, c.name, 'deceit_undying', { source: by, until: 'nightEnd', by: given });
  }
}

/** Now if a night is open (黄昏1 after a day out), else as the next night opens. */
function deceiveNextNight(tx: Tx, by: string, pair: Pair): void {
  if (tx.state.phase.kind === 'night') deceive(tx, by, pair);
  else applyStatus(tx, by, 'deceit_pending', { source: by, until: null, data: pair ? { ...pair } : {} });
}

const parsePair = (choice: string | null, rs: Parameters<typeof readSnow>[0]) => {
  const r = readSnow(rs, choice, 2);
  return typeof r === 'string' ? r : r.tough ? '欺诈天下不能附加坚韧' : null;
};

const deceiveRight: SkillDef = {
  id: RIGHT,
  name: '欺诈天下',
  kind: 'right',
  right: RIGHT,
  // out by day: due in that night's 黄昏1 (it lapses when 黄昏1 closes); out by night: the next day
  timing: { window: '黄昏1' },
  force: { mandatory: true, onTimeout: 'random' },
  limits: { whileOut: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { parseChoice: (_s, choice, _t, rs) => parsePair(choice, rs) },
  hooks: {
    apply: (tx, actor, _t, choice, how) =>
      deceiveNextNight(tx, actor.name, how === 'timeout' ? null : readPair(tx, choice)),
  },
};

const pretend = disguiseOpening({
  id: 'pretend',
  name: '装模作样',
  status: 'pretend_setting',
  data: (d, tx) => ({ d: { ...d }, of: tx.state.chars.map((c) => c.name) }),
});

export const madam: RoleDef = {
  id: 'madam',
  name: '老鸨',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 12',
  group: 'wolves',
  statuses: [
    {
      id: 'pretend_setting',
      name: '装模作样',
      holder: {
        // 当任何[群内]狼人出局时，表面身份的设定生效，持续至夜晚结束
        onOtherOut: (tx, holder, st, out) => {
          if (!inGroup(tx.state, tx.rs, out, 'wolves')) return;
          applyStatus(tx, holder.name, 'pretend_surface', {
            source: holder.name,
            until: 'nightEnd',
            data: { ...(st.data?.d as SnowDisguise) },
            // 装模作样[强制]'s: not while a [遗忘] takes it (l.81)
            by: { skill: pretend, user: holder.name },
          });
        },
      },
    },
    { id: 'pretend_surface', name: '装模作样', holder: { disguise: true } },
    { id: 'deceit_surface', name: '欺诈天下', holder: { disguise: true } },
    {
      id: 'deceit_undying',
      name: '不死',
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'] },
    },
    {
      id: 'deceit_pending',
      name: '欺诈天下',
      holder: {
        onNightOpens: (tx, holder, st) => {
          tx.emit(ev('StatusRemoved', { target: holder.name, status: st.id, source: st.source }));
          const d = st.data as { wolves?: SnowDisguise; others?: SnowDisguise } | undefined;
          // held over from 欺诈天下 (its mark: l.81), or from the 怀孕技能 (none)
          const given = st.data?.mandatoryOf ? { skill: deceiveRight, user: holder.name } : null;
          deceive(
            tx,
            holder.name,
            d?.wolves && d.others ? { wolves: d.wolves, others: d.others } : null,
            given,
          );
        },
      },
    },
  ],
  templates: {
    deceiveRight: ({ when }) =>
      `欺诈天下：请设定狼人阵营和非狼人阵营的表面伪装（狼人阵营的伪装；非狼人阵营的伪装，各为 身份[/阵营][/带刀|不带刀]），须在${when}提交。`,
  },
  skills: [
    pretend,
    deceiveRight,
    {
      id: 'deceive_favoured',
      name: '怀孕技能',
      kind: 'day',
      timing: { instant: true, noon: true },
      limits: {
        limit: 1,
        unlockedBy: 'favoured',
        usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '怀孕技能：竞选日不可发动') : null),
      },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { parseChoice: (_s, choice, _t, rs) => parsePair(choice, rs) },
      hooks: { apply: (tx, actor, _t, choice) => deceiveNextNight(tx, actor.name, readPair(tx, choice)) },
    },
  ],
  // 欺诈天下<强制>: out under [遗忘] (l.103), she is not asked and nothing follows
  hooksOf: { onOut: deceiveRight },
  onOut: ({ tx, char, cause }) => {
    if (cause === 'redcard') return;
    const byDay = tx.state.phase.kind === 'day';
    const was = tx.rightsPhase;
    tx.rightsPhase = byDay
      ? { kind: 'night', day: tx.state.phase.day }
      : { kind: 'day', day: tx.state.phase.day + 1 };
    grantRight(tx, char.name, RIGHT, 'phaseEnd');
    tx.rightsPhase = was;
    tx.notify(char.name, tx.t('deceiveRight', { when: byDay ? '今晚黄昏' : '明天白天' }), {
      kind: 'right',
      right: RIGHT,
    });
  },
};
