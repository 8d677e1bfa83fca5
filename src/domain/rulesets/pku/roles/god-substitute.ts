import { applyStatus } from '../../../engine/effects';
import { roleOf } from '../../../engine/skills';
import type { OutHookCtx, RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import { claim, prostrated } from '../cards';
import { addPoints, optionPoints } from '../pools';

// [pku] file 004 神 / 神替 (l.323–335). 神替仅在预言家或守卫中先出局时自动继承其技能。如果预言家和守卫在同一时段出局（包括
// 其中一人被猎人带走的情形），则继承预言家技能 (l.325); 继承技能并被可能知道身份的操作作用…时，仍显示为「神替」 (l.327: its
// role stays 神替, checks read it); 神替继承守卫技能后，若选择上一夜被守护的玩家，将会得到提示修改操作对象 (l.329: the guard's
// rule, by anyone: ./guard.ts); 神替若与将会取代的神死于同一夜的夜间技能，晋升不会触发 (l.335: a 神替 out first, or out
// in the same settlement, is not promoted — an out character holds no skill). 神替若在该神出局后下一个早上被猎人带走，晋升
// 正常触发 (l.335). Reading of 同一时段: the same phase (the day's close, or one night).
// 【力挽狂澜】: 神替若在破晓时晋升，【力挽狂澜】的白给点计入当日警情公布的白给池；若在投票结束后晋升…计入下一日白给池 (l.333):
// the promotion adds the option `promotionPoints` (default 2: the FAQ gives none) to the good pool's next settlement — a
// night's promotion counts in that morning's 警情, a vote's at the next 破晓. Reading: a second inheritance in the same phase
// (预言家 over 守卫) is one promotion, one set of points. 神替不继承预言家【茫茫人海】 (l.331: ./seer.ts counts the 预言家's
// checks only); 不继承守卫【我能自证】 (l.331: the 守卫's vote points, ./guard.ts, are his role's hook, not an inherited
// skill). His cards: ../cards.ts (【四面楚歌】's effect declared, ../declare.ts; 【六神无主】's effect not declarable).

/** The 预言家's or 守卫's out: a living 神替 not yet promoted inherits `skill`; `rank` (预言家 1 > 守卫 0) decides a tie. */
export function inheritGod({ tx, char }: OutHookCtx, skill: string, rank: number): void {
  const ph = tx.state.phase;
  for (const c of tx.state.chars) {
    if (!c.alive || c.role !== 'god_substitute' || prostrated(c)) continue;
    const had = c.statuses.find((st) => st.id === 'god_inherited');
    if (had) {
      // 同一时段出局则继承预言家技能: only an inheritance of this same phase, of lower rank, gives way
      const same = had.data?.day === ph.day && had.data?.phase === ph.kind;
      if (!same || Number(had.data?.rank) >= rank) continue;
      tx.emit(ev('StatusRemoved', { target: c.name, status: 'god_inherited', source: had.source }));
    } else addPoints(tx, 'village', optionPoints(tx, 'promotionPoints'), '【力挽狂澜】');
    applyStatus(tx, c.name, 'god_inherited', {
      source: char.name,
      data: { skills: [skill], rank, day: ph.day, phase: ph.kind },
    });
    tx.notify(c.name, tx.t('godInherited', { role: roleOf(tx.rs, char).name }), {
      kind: 'promotion',
      skill,
    });
  }
}

export const godSubstitute: RoleDef = {
  id: 'god_substitute',
  name: '神替',
  faction: 'village',
  cite: '004 神 神替',
  skills: [claim],
  statuses: [{ id: 'god_inherited', name: '晋升', holder: { grantsSkills: true } }],
  templates: { godInherited: ({ role }) => `神替晋升：你继承了${role}的技能。` },
};
