import { revealCard } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { err } from '../../../errors';
import { dayStrike } from './day-strike';

// [211] file 001 【叛皇阵营】8 蒙古铁骑[群内]（男）⑦: 践踏[正午][指定][翻牌] —— 选择范围：除竞选日外的游戏日白天，可选任意一名角色。
// 结算效果：发动者承受[致死伤害]，然后结算目标承受[致死伤害]
// Reading: 然后 is a sequence, not a condition — the target takes it even if the user survives his own (a [不死]).

export const mongolCavalry: RoleDef = {
  id: 'mongol_cavalry',
  name: '蒙古铁骑',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 8',
  group: 'wolves',
  templates: { 'cause.trample': () => '践踏' },
  skills: [
    {
      id: 'trample',
      name: '践踏',
      kind: 'day',
      timing: { instant: true, noon: true },
      effect: { flip: true, lethal: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      limits: { usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '践踏：竞选日不可发动') : null) },
      hooks: {
        apply: (tx, actor, targets) => {
          revealCard(tx, actor);
          const at = { strength: 'lethal' as const, source: 'trample', by: actor.name };
          dayStrike(tx, { ...at, target: actor.name, designated: false });
          const t = targets[0];
          if (t && tx.state.status === 'running') dayStrike(tx, { ...at, target: t.name, designated: true });
        },
      },
    },
  ],
};
