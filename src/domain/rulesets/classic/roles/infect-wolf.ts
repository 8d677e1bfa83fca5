import { applyStatus, changeFaction, groupMembers } from '../../../engine/effects';
import { roleOf } from '../../../engine/skills';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import { explode, kill } from './wolves';

// [classic] file 003 种狼 (l.12): 技能只能发动一次。种狼正常和其他狼人一起杀人，在任意一天晚上狼人杀人后，种狼可以决定将今天杀死的人变成狼人，由上帝暗中
// 通知被感染的人，若此人拥有好人的技能则不可使用，若已使用则失效。种狼若如此做，女巫将无法看见谁被杀，上帝在白天会宣布“昨夜有人被感染了”。
// A wolf of the pack; 感染 (once, no target) acts just after the pack's 杀人 (the order table's tier 4): the pack's victim tonight does
// not die but becomes a wolf — of the wolves' faction and in the pack (he kills with them from the next night), every skill of his
// card lost, told secretly with his mates — and the witch, whose turn comes after, is told no one died (the kill is gone); the
// morning's 公示 says 昨夜有人被感染了 (not who). Readings: 今天杀死的人 = the pack's target tonight, whatever a guard or the witch would
// have done (no death to stop); no pack kill tonight (空刀, no agreement) → nothing happens and the use is not spent; 若已使用则失效 = a
// skill already used stays used (nothing is given back) and his skills are gone; his card stays (a check reads his faction: 坏人).
export const infectWolf: RoleDef = {
  id: 'infect_wolf',
  name: '种狼',
  faction: 'wolves',
  cite: '003 篇一 种狼',
  group: 'wolves',
  seenAs: () => 'wolves',
  statuses: [{ id: 'infected', name: '感染', holder: { group: 'wolves' }, notice: { announce: 'infected' } }],
  templates: {
    infected: () => '昨夜有人被感染了。',
    youAreInfected: ({ names }) => `你被种狼感染，变成了狼人（狼队友：${names}）。你原有的技能不可再使用。`,
  },
  skills: [
    kill,
    explode,
    {
      id: 'infect',
      name: '感染',
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const victims = ctx.kills.filter((k) => k.source === 'kill').map((k) => k.target);
          if (!victims.length) {
            ctx.unspent(a);
            return;
          }
          // 将今天杀死的人变成狼人: the pack's kill is gone (女巫将无法看见谁被杀)
          for (let i = ctx.kills.length - 1; i >= 0; i--)
            if (ctx.kills[i]?.source === 'kill') ctx.kills.splice(i, 1);
          for (const t of new Set(victims))
            ctx.later((tx) => {
              const c = tx.state.chars.find((x) => x.name === t);
              if (!c?.alive) return;
              // 若此人拥有好人的技能则不可使用
              for (const sk of roleOf(tx.rs, c).skills)
                if (!c.lost.includes(sk.id))
                  tx.emit(ev('SkillLost', { actor: t, skill: sk.id, reason: 'infected' }));
              changeFaction(tx, t, 'wolves', 'infected');
              applyStatus(tx, t, 'infected', { source: a.as });
              const mates = groupMembers(tx.state, tx.rs, 'wolves').filter((m) => m.name !== t);
              tx.notify(t, tx.t('youAreInfected', { names: mates.map((m) => m.name).join('、') || '—' }), {
                kind: 'group',
                group: 'wolves',
                members: mates.map((m) => m.name),
              });
            });
        },
      },
    },
  ],
};
