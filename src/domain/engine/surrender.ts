import type { Surrender } from '../commands';
import { own } from '../dict';
import { type DomainError, err } from '../errors';
import { ev } from '../events';
import type { Character } from '../state';
import { inGroup } from './effects';
import { checkEnd } from './flow';
import { surrenderBySwitches } from './switches';
import type { Tx } from './tx';

/**
 * 投降, as the ruleset's data says (RulesetDef.surrender):
 * - `unanimous` (tieba 投降): one character of a faction that may surrender proposes (由阵营中的某一角色发起); every member of its group,
 *   out ones included, is asked; when all have agreed the faction loses first (优先判负), unannounced; one
 *   refusal ends the proposal.
 * - `switches` (pku 投降): each member of a faction that may surrender has a switch, off at the start, and two
 *   toggles in each day and each night; when every living member of a faction has it on, the faction loses
 *   (若某一时刻: judged again when a member goes out, ./switches.ts).
 */
export function surrender(tx: Tx, cmd: Surrender, c: Character): DomainError | null {
  const rule = tx.rs.surrender;
  const s = tx.state;
  if (!rule) return err('SURRENDER_NOT_OFFERED', '本规则没有投降');
  if (!rule.factions.includes(c.faction))
    return err('SURRENDER_NOT_OFFERED', `${tx.rs.factions[c.faction]?.name ?? c.faction}不可发动投降`);
  if (s.surrendered?.includes(c.faction)) return err('SURRENDER_NOT_OFFERED', '该阵营已经投降');
  if (rule.kind === 'unanimous') {
    // 狼人阵营的投降需要询问狼群中所有角色 (包括已出局角色)，不需要单独询问同阵营的花蝴蝶；黑情侣阵营的投降需要询问情侣，不需要
    // 单独询问同阵营的单身丘比特: the members of the faction's group (a role's or a status's: the lovers), out ones included
    const group = rule.group[c.faction] ?? '';
    const asked = s.chars.filter((x) => x.faction === c.faction && inGroup(s, tx.rs, x, group));
    const open = s.surrenderVote?.faction === c.faction ? s.surrenderVote : null;
    if (cmd.action === 'propose') {
      if (open) return err('SURRENDER_NOT_OFFERED', '已有投降提议在等待答复');
      tx.emit(ev('SurrenderProposed', { by: c.name, faction: c.faction, asked: asked.map((x) => x.name) }));
      for (const x of asked)
        tx.notify(x.name, tx.t('surrenderProposed', { name: c.name }), { kind: 'surrender', by: c.name });
    } else if (cmd.action === 'agree' || cmd.action === 'decline') {
      if (!open) return err('SURRENDER_NOT_OFFERED', '目前没有投降提议');
      if (!open.asked.includes(c.name)) return err('SURRENDER_NOT_OFFERED', `${c.name} 不在被询问之列`);
      if (open.agreed.includes(c.name)) return err('SURRENDER_NOT_OFFERED', `${c.name} 已经同意过了`);
      tx.emit(ev('SurrenderAnswered', { by: c.name, faction: c.faction, agree: cmd.action === 'agree' }));
      if (cmd.action === 'decline') {
        for (const x of open.asked)
          tx.notify(x, tx.t('surrenderDeclined', { name: c.name }), {
            kind: 'surrender',
            declined: c.name,
          });
        return null;
      }
    } else return err('INVALID_INPUT', 'action 须为 propose（提议投降）、agree（同意）或 decline（拒绝）');
    const now = tx.state.surrenderVote;
    if (now?.asked.every((n) => now.agreed.includes(n))) lose(tx, c.faction);
    return null;
  }
  if (cmd.action !== 'on' && cmd.action !== 'off')
    return err('INVALID_INPUT', 'action 须为 on（开启）或 off（关闭）');
  if (!c.alive) return err('NOT_ALIVE', `${c.name} 已出局`);
  const ph = s.phase;
  const half = `${ph.kind}:${ph.day}`;
  const toggles = own(s.surrenderToggles, c.name);
  const used = toggles?.half === half ? toggles.count : 0;
  if (used >= rule.togglesPerHalf)
    return err('SURRENDER_LIMIT', `每一个白天阶段或每一个夜晚阶段各有${rule.togglesPerHalf}次转换状态的机会`);
  const on = cmd.action === 'on';
  if ((own(s.surrenderSwitches, c.name) ?? false) === on)
    return err('SURRENDER_NOT_OFFERED', `投降开关已经是${cmd.action === 'on' ? '开启' : '关闭'}状态`);
  tx.emit(ev('SurrenderSwitched', { by: c.name, on, half }));
  surrenderBySwitches(tx);
  checkEnd(tx, 'now');
  return null;
}

function lose(tx: Tx, faction: string): void {
  tx.emit(ev('FactionSurrendered', { faction }));
  if (!checkEnd(tx, 'now')) tx.rs.factions[faction]?.onDefeat?.(tx);
}
