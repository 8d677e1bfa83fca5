import { applyStatus } from '../../../engine/effects';
import { checkEnd, goOut } from '../../../engine/flow';
import type { RoleDef, SkillDef, Tx } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';
import { declared } from '../declare';

// [tieba] file 002: 贵族 has no section of its own. The text uses it three times: 因贵族赦免避免出局的角色立即公示 (l.16);
// 行动时限: 贵族使角色避免出局时需要发动技能 (l.153, among the skills due 在关门时间段 whose miss is a 黄牌); 贵族使角色避免出局，
// 关门十五分钟后仍未与法官取得联系，贵族视为放弃发动技能 (l.154). Implemented as stated, with these readings:
// - the out it spares is the day's vote-out (the one out decided at 关门; a tie's too, by 警长投票的角色出局): while a living
//   贵族 has a 赦免 left, the vote's 公示 says the out waits for the 贵族, and the out is held until 关门 + 15 minutes
//   (window n15);
// - within them he pardons (赦免 the held character: it stays in, announced at once without naming the 贵族) or declines
//   (choice 不赦免: the out is carried out at once); silent at the deadline, 视为放弃 — the out is carried out then, and he
//   gets a 黄牌 (未与法官取得联系, unless excused); a carried-out vote-out is the day's out (the morning lists it as the
//   vote's, with its 殉职, 殉情 and last words as any vote-out);
// - he may pardon himself (the text names no exception); out before the deadline (a red card by day comes before the
//   vote's out, l.25), he pardons nobody and the held out is carried out;
// - his faction and his number of 赦免 are the director's declaration (option `declare`, `贵族:阵营/次数`: declare.ts);
//   undeclared, 村民阵营 and no limit (the text states none).

const HELD = 'vote_held';
const DECLINE = '不赦免';

const heldOf = (s: GameState): Character[] => s.chars.filter((c) => c.statuses.some((st) => st.id === HELD));

/** 赦免 left to the 贵族: the director's number, less those used. */
function pardonsLeft(s: GameState, noble: Character): boolean {
  const limit = declared(s.options, 'noble')?.limit ?? null;
  if (limit === null) return true;
  const used = s.history.filter(
    (x) => x.actor === noble.name && x.skill === 'pardon' && x.targets.length,
  ).length;
  return used < limit;
}

/** The held vote-out goes out: the day's out by vote, announced at once (白天因投票出局的所有角色将立即公示). */
function carryOut(tx: Tx, why: 'declined' | 'lapsed' | 'out'): void {
  for (const c of heldOf(tx.state)) {
    tx.emit(ev('StatusRemoved', { target: c.name, status: HELD }));
    if (!c.alive || tx.state.status !== 'running') continue;
    tx.announce(tx.t(`pardonNone.${why}`, { name: c.name }), {
      kind: 'vote_held',
      name: c.name,
      pardoned: false,
    });
    // the rights its out brings (殉职 …) are the night's after this day, as the vote's out at 关门
    const was = tx.rightsPhase;
    tx.rightsPhase = { kind: 'night', day: tx.state.phase.day };
    goOut(tx, c.name, 'vote', undefined, { phase: 'day' });
    tx.rightsPhase = was;
  }
  checkEnd(tx, 'now');
}

const pardon: SkillDef = {
  id: 'pardon',
  name: '赦免',
  kind: 'right',
  right: 'pardon',
  // 行动时限: 贵族…关门十五分钟后 (rulesets/tieba/deadlines.ts n15)
  timing: { window: 'n15' },
  // 需要发动技能: contact is due (a pass is no contact: he pardons or says 不赦免); missed → 黄牌 and 视为放弃
  force: { mandatory: true },
  targets: { min: 0, max: 1, self: true, among: 'alive' },
  choose: {
    excludes: ({ target }) => !target.statuses.some((st) => st.id === HELD),
    validate: ({ targets, choice }) => {
      if (choice === DECLINE) return targets.length ? err('TARGET_COUNT', `${DECLINE}时不指定任何人`) : null;
      if (choice !== null) return err('INVALID_INPUT', `赦免的选项只能是${DECLINE}，或不填`);
      const t = targets[0];
      if (!t) return err('TARGET_COUNT', `赦免须指定被投票出局的角色（或选择${DECLINE}）`);
      return t.statuses.some((st) => st.id === HELD)
        ? null
        : err('ILLEGAL_TARGET', `${t.name} 不是待赦免的被投票出局角色`);
    },
  },
  hooks: {
    apply: (tx, _actor, targets, choice) => {
      const t = targets[0];
      if (choice === DECLINE || !t) {
        carryOut(tx, 'declined');
        return;
      }
      // 因贵族赦免避免出局的角色立即公示
      tx.emit(ev('StatusRemoved', { target: t.name, status: HELD }));
      tx.announce(tx.t('pardoned', { name: t.name }), { kind: 'vote_held', name: t.name, pardoned: true });
    },
    // 关门十五分钟后仍未与法官取得联系，贵族视为放弃发动技能
    lapsed: (tx) => carryOut(tx, 'lapsed'),
  },
};

export const noble: RoleDef = {
  id: 'noble',
  name: '贵族',
  faction: 'village',
  cite: '002 公示 l.16 / 行动时限 l.153–154',
  skills: [pardon],
  statuses: [{ id: HELD, name: '待赦免' }],
  templates: {
    voteHeld: ({ name }) => `${name} 的出局待贵族决定是否赦免（关门十五分钟内），随后公示。`,
    pardonRight: ({ name }) =>
      `${name} 被投票出局：你可以在关门十五分钟内对其发动<赦免>使其避免出局，或选择${DECLINE}；逾时视为放弃。`,
    pardoned: ({ name }) => `${name} 因贵族赦免避免出局。`,
    'pardonNone.declined': ({ name }) => `贵族未赦免，${name} 被投票出局。`,
    'pardonNone.lapsed': ({ name }) => `贵族在关门十五分钟内未发动赦免（视为放弃），${name} 被投票出局。`,
    'pardonNone.out': ({ name }) => `贵族已出局，${name} 被投票出局。`,
  },
  holdsVoteOut: (tx, holder, out) => {
    const s = tx.state;
    // 白天红牌罚下在被投票出局之前: a 贵族 sent off at this close pardons nobody
    if ((s.pendingSendOffs ?? []).includes(holder.name) || !pardonsLeft(s, holder)) return null;
    applyStatus(tx, out.name, HELD, { data: { day: s.phase.day } });
    tx.emit(
      ev('RightGranted', {
        holder: holder.name,
        kind: 'pardon',
        expires: 'phaseEnd',
        usableIn: { kind: 'night', day: s.phase.day },
      }),
    );
    tx.notify(holder.name, tx.t('pardonRight', { name: out.name }), { kind: 'right', right: 'pardon' });
    return tx.t('voteHeld', { name: out.name });
  },
  // out before his decision, he pardons nobody: the held out is carried out
  onOut: ({ tx }) => {
    if (heldOf(tx.state).some((c) => c.alive)) carryOut(tx, 'out');
  },
};
