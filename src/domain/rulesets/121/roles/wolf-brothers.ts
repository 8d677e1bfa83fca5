import { extraKill, tellGroup } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 9 狼兄: 狼兄与狼人互知共群，与狼弟互知不共群，有狼兄必有狼弟。杀人—— …
// 10 狼弟: 狼弟与狼兄互知不共群，有狼弟必有狼兄。继承〈限定〉 ——狼兄出局后的游戏日夜晚，可额外进行一次指杀。继承发动前，狼弟被查验反馈
// 【非狼人阵营】，继承发动后反馈【狼人阵营】。回家〈限定〉〈强制〉—— 狼兄出局后的游戏日夜晚，无论继承是否发动成功，狼弟均可进入狼群。 (l.228–233)
// Readings: 回家 puts 狼弟 in the pack as 狼兄 goes out (by day: for that night; by night: from the next), and the pack
// is told (互知共群); 继承 is his own 指杀 on any night once 狼兄 is out, settled first in (22); 继承发动后 = once it was
// submitted and resolved (its use counted).

const elderOut = (s: GameState): boolean => s.chars.some((c) => c.role === 'wolf_elder_brother' && !c.alive);

/** 回家: 狼弟 enters the pack; he and its members are told the pack as it now is. */
function goHome(tx: Tx): void {
  for (const y of tx.state.chars.filter((c) => c.alive && c.role === 'wolf_younger_brother')) {
    if (y.statuses.some((st) => st.id === 'home')) continue;
    applyStatus(tx, y.name, 'home', { source: y.name });
    tellGroup(tx, 'wolves');
  }
}

/** 互知: each brother is told the other at the deal. */
const tellBrother = (other: string, template: string) => (tx: Tx, c: Character) => {
  const names = tx.state.chars.filter((x) => x.role === other).map((x) => x.name);
  if (names.length)
    tx.notify(c.name, tx.t(template, { names: names.join('、') }), { kind: 'brother', members: names });
};

export const wolfElderBrother: RoleDef = {
  id: 'wolf_elder_brother',
  name: '狼兄',
  faction: 'wolves',
  cite: '000 狼人阵营 9',
  group: 'wolves',
  // 有狼兄必有狼弟 (l.228)
  dealtWith: ['wolf_younger_brother'],
  templates: {
    youngerIs: ({ names }) => `狼弟：${names}。`,
    elderIs: ({ names }) => `狼兄：${names}。`,
  },
  onStart: tellBrother('wolf_younger_brother', 'youngerIs'),
  // 回家〈强制〉: 狼兄出局后…狼弟均可进入狼群
  onOut: ({ tx }) => goHome(tx),
  skills: [kill],
};

const inheritBase = extraKill({ id: 'inherit_kill', name: '继承', limit: 1 });
const inherit: SkillDef = {
  ...inheritBase,
  limits: {
    ...inheritBase.limits,
    usable: (s) => (elderOut(s) ? null : err('SKILL_NOT_USABLE', '继承：狼兄出局后才可发动')),
  },
  hooks: {
    ...inheritBase.hooks,
    // 继承发动后反馈【狼人阵营】: from (13) on, a later check that night included (先动的会影响后动)
    resolve: (ctx, a) => {
      inheritBase.hooks?.resolve?.(ctx, a);
      ctx.status(a.as, 'inherited', { source: a.as, data: { faction: 'wolves' } });
    },
  },
};

export const wolfYoungerBrother: RoleDef = {
  id: 'wolf_younger_brother',
  name: '狼弟',
  faction: 'wolves',
  cite: '000 狼人阵营 10',
  // 有狼弟必有狼兄 (l.232)
  dealtWith: ['wolf_elder_brother'],
  // 回家: in the pack after 狼兄 is out
  statuses: [
    { id: 'home', name: '回家', holder: { group: 'wolves' } },
    // 继承发动后反馈【狼人阵营】
    { id: 'inherited', name: '继承', holder: { disguise: true } },
  ],
  // 继承发动前，狼弟被查验反馈【非狼人阵营】
  seenAs: () => 'village',
  onStart: tellBrother('wolf_elder_brother', 'elderIs'),
  skills: [
    kill,
    inherit,
    // 回家〈限定〉〈强制〉: the engine runs it when 狼兄 goes out
    {
      id: 'go_home',
      name: '回家',
      kind: 'passive',
      limits: { limit: 1 },
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
