import type { SkillDef } from '../engine/types';

/** 通灵<强制>: when its window opens, the holder learns who is 指杀'd tonight (each once). */
export function killSense(o: { id: string; name: string; window?: string; requires?: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'passive',
    force: { mandatory: true },
    timing: { ...(o.window ? { window: o.window } : {}) },
    limits: { ...(o.requires ? { requires: o.requires } : {}) },
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    hooks: {
      reveal: (ctx, holder) => {
        // each under the name she knows it by tonight (a swap is hers too: 000 l.117), so her 救药 on it reaches it
        const names: string[] = [];
        for (const k of ctx.kills) {
          const name = ctx.knownAs(holder.name, k.target);
          if (k.strength === 'zhisha' && !names.includes(name)) names.push(name);
        }
        const t = ctx.ruleset.t;
        const text = names.length
          ? (t.killSense?.({ names: names.join('、') }) ?? names.join('、'))
          : (t.killSenseNone?.({}) ?? '');
        ctx.notify(holder.name, text, { kind: 'feedback', skill: o.id, killed: names });
      },
    },
  };
}
