import { applyStatus } from '../../../engine/effects';
import { roleOf } from '../../../engine/skills';
import type { OutHookCtx, RoleDef } from '../../../engine/types';
import { ev } from '../../../events';

// [pku] file 004 神 / 神替 (l.323–335). 神替仅在预言家或守卫中先出局时自动继承其技能。如果预言家和守卫在同一时段出局（包括
// 其中一人被猎人带走的情形），则继承预言家技能 (l.325); 继承技能并被可能知道身份的操作作用…时，仍显示为「神替」 (l.327: its
// role stays 神替, checks read it); 神替继承守卫技能后，若选择上一夜被守护的玩家，将会得到提示修改操作对象 (l.329: the guard's
// rule, by anyone: ./guard.ts); 神替若与将会取代的神死于同一夜的夜间技能，晋升不会触发 (l.335: a 神替 out first, or out
// in the same settlement, is not promoted — an out character holds no skill). 神替若在该神出局后下一个早上被猎人带走，晋升
// 正常触发 (l.335). Reading of 同一时段: the same phase (the day's close, or one night).
// Not yet: 不继承【茫茫人海】【我能自证】 (白给池 skills, not in the code), 【力挽狂澜】's points, the cards it may buy.

/** The 预言家's or 守卫's out: a living 神替 not yet promoted inherits `skill`; `rank` (预言家 1 > 守卫 0) decides a tie. */
export function inheritGod({ tx, char }: OutHookCtx, skill: string, rank: number): void {
  const ph = tx.state.phase;
  for (const c of tx.state.chars) {
    if (!c.alive || c.role !== 'god_substitute') continue;
    const had = c.statuses.find((st) => st.id === 'god_inherited');
    if (had) {
      // 同一时段出局则继承预言家技能: only an inheritance of this same phase, of lower rank, gives way
      const same = had.data?.day === ph.day && had.data?.phase === ph.kind;
      if (!same || Number(had.data?.rank) >= rank) continue;
      tx.emit(ev('StatusRemoved', { target: c.name, status: 'god_inherited', source: had.source }));
    }
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
  skills: [],
  statuses: [{ id: 'god_inherited', name: '晋升', holder: { grantsSkills: true } }],
  templates: { godInherited: ({ role }) => `神替晋升：你继承了${role}的技能。` },
};
