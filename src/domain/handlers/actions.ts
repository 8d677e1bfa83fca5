import type { SubmitAction } from '../commands';
import { outsideNoon } from '../engine/clock';
import { applySkill } from '../engine/effects';
import { checkEnd } from '../engine/flow';
import { resolveNow } from '../engine/night/settlement';
import {
  checkSubmission,
  findSkill,
  forcedByOthers,
  groupMembers,
  noonProgram,
  openingRightOf,
} from '../engine/skills';
import type { Tx } from '../engine/tx';
import { type DomainError, err, quote } from '../errors';
import { ev } from '../events';
import type { Character } from '../state';

import { actorChar, resolveName } from './common';

// SubmitAction: a skill used, declined or a right exercised (instant skills resolve at once).

export function submitAction(tx: Tx, cmd: SubmitAction): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', '游戏尚未开始');
  if (s.status === 'ended') return err('GAME_ENDED', '游戏已经结束');
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  const sk = findSkill(s, tx.rs, c, cmd.skill);
  if (!sk) return err('NOT_YOUR_SKILL', `${c.name} 没有技能“${quote(cmd.skill)}”`);
  const group = sk.group ?? null;
  // a group that must agree keeps each member's choice (SkillDef.agreement)
  const member = sk.group && sk.agreement ? { member: true } : {};
  const declined = () =>
    ev('ActionSubmitted', {
      actor: c.name,
      skill: sk.id,
      targets: [],
      choice: null,
      pass: true,
      group,
      ...member,
    });
  // a [开局] skill gained with 刷新至初始, used out of the opening: a right (decided at once)
  const refreshed = openingRightOf(s, c, sk);
  const right = sk.kind === 'right' ? sk.right : refreshed?.kind;
  if (cmd.pass) {
    if (sk.force?.mandatory || sk.force?.required)
      return err(
        'SKILL_NOT_USABLE',
        `<${sk.name}>${sk.force?.mandatory ? '是<强制>技能，' : ''}不能放弃发动`,
      );
    if (forcedByOthers(s, tx.rs, c, sk)) return err('SKILL_NOT_USABLE', `<${sk.name}>现在必须发动，不能放弃`);
    if (right) {
      // declining a right ends it (视为放弃)
      const reason = checkSubmission(s, tx.rs, c, { ...sk, targets: { ...sk.targets, min: 0 } }, [], null);
      if (!reason.ok) return reason.error;
      tx.emit(declined());
      tx.emit(ev('RightEnded', { holder: c.name, kind: right, how: 'used' }));
      return null;
    }
    const reason = checkSubmission(
      s,
      tx.rs,
      c,
      { ...sk, targets: { ...sk.targets, min: 0 }, choose: { ...sk.choose, validate: undefined } },
      [],
      cmd.choice ?? null,
    );
    if (!reason.ok && reason.error.code !== 'INVALID_INPUT') return reason.error;
    tx.emit(declined());
    return null;
  }
  const targetNames: string[] = [];
  for (const t of cmd.targets) {
    const tc = resolveName(s, t);
    if (!tc) return err('UNKNOWN_PLAYER', `没有名为“${quote(t)}”的角色`);
    targetNames.push(tc.name);
  }
  const check = checkSubmission(s, tx.rs, c, sk, targetNames, cmd.choice ?? null);
  if (!check.ok) return check.error;
  // 211 正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动
  const program = noonProgram(s, tx.rs, c, sk);
  const noon = sk.timing?.noon || program ? outsideNoon(s, tx.rs, tx.now) : null;
  if (noon) return noon;
  tx.emit(
    ev('ActionSubmitted', {
      actor: c.name,
      skill: sk.id,
      targets: targetNames,
      choice: cmd.choice ?? null,
      pass: false,
      group,
      ...member,
    }),
  );
  const instant = right || ((sk.kind === 'day' || sk.kind === 'opening') && sk.timing?.instant);
  // what the submission itself tells at once (SkillDef.hooks.submitted)
  if (!instant && sk.hooks?.submitted) {
    const now = (n: string) => tx.state.chars.find((x) => x.name === n) as Character;
    sk.hooks.submitted(
      tx,
      now(c.name),
      check.targets.map((t) => now(t.name)),
      cmd.choice ?? null,
    );
  }
  if (instant) {
    const ph = s.phase;
    tx.rightsPhase = { kind: ph.kind, day: ph.day };
    if (right) tx.emit(ev('RightEnded', { holder: c.name, kind: right, how: 'used' }));
    tx.emit(
      ev('ActionsResolved', {
        day: ph.day,
        phase: ph.kind,
        actions: [{ actor: c.name, skill: sk.id, targets: targetNames }],
      }),
    );
    applySkill(
      tx,
      sk,
      tx.state.chars.find((x) => x.name === c.name) as Character,
      check.targets.map((t) => tx.state.chars.find((x) => x.name === t.name) as Character),
      cmd.choice ?? null,
    );
    checkEnd(tx, 'now');
  }
  // a night skill used by day under a status that says so (211 以太编程): 所有效果立即结算
  if (program) {
    resolveNow(tx, c.name, sk.id, !program.data?.free);
    checkEnd(tx, 'now');
  }
  void groupMembers;
  return null;
}
