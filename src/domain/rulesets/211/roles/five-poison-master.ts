import { defsOf } from '../../../engine/effects';
import type { RoleDef, RulesetDef, StatusDef } from '../../../engine/types';
import type { GameState } from '../../../state';
import { counted } from './ripper';

// [211] file 001 【诸侯】9 五毒宗主（男）（50）: 传播瘟疫[早夜][指定] —— 选择范围：任意一名角色。结算效果：结算目标获得[漏洞]状态。
// 瘟疫爆发[深夜][指定][限定] —— 选择范围：所有持有[漏洞]状态的角色。结算效果：对所有结算目标造成[致死伤害]。
// 胜负判定 【三方阵营】13、瘟神：场上未持有[漏洞]状态的存活角色不大于因[瘟疫爆发]而出局的角色。 (瘟神 and the order table's 五毒教主 are his
// old names.) Readings: [漏洞] is not one of the statuses 角色会得知 (用语定义 lists them): its holder is not told; 瘟疫爆发
// takes no choice — its targets are every living holder of [漏洞] when it resolves, each a [指定] target ([隐身] voids it);
// 存活角色 and 出局的角色 are counted without the 皇帝 (所有判定均不计算皇帝).

/** [漏洞] (also given by 银狼 漏洞入侵 and 叛军首领 起义爆发): what carries it is the givers' texts. */
export const bugStatus: StatusDef = { id: 'bug', name: '漏洞' };

const hasBug = (rs: RulesetDef, sts: Parameters<typeof defsOf>[1]) =>
  defsOf(rs, sts).some(({ def }) => def.id === 'bug');

function plagueWins(s: GameState, _f: string, rs: RulesetDef): boolean {
  const cs = counted(s, rs);
  const clean = cs.filter((c) => c.alive && !hasBug(rs, c.statuses)).length;
  const byPlague = cs.filter((c) => !c.alive && c.outCause === 'plague').length;
  return byPlague > 0 && clean <= byPlague;
}

export const fivePoisonMaster: RoleDef = {
  id: 'five_poison_master',
  name: '五毒宗主',
  aliases: ['五毒教主', '瘟神'],
  gender: '男',
  faction: 'five_poison_master',
  cite: '001 诸侯 9',
  factions: [{ id: 'five_poison_master', name: '五毒宗主阵营', wins: plagueWins }],
  statuses: [bugStatus],
  templates: { 'cause.plague': () => '瘟疫爆发' },
  skills: [
    {
      id: 'spread_plague',
      name: '传播瘟疫',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'bug', { source: a.as, until: null });
        },
      },
    },
    {
      id: 'plague_burst',
      name: '瘟疫爆发',
      kind: 'night',
      limits: { limit: 1 },
      effect: { lethal: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const c of ctx.state.chars) {
            if (!c.alive) continue;
            const sts = defsOf(ctx.ruleset, ctx.statuses(c.name));
            if (!sts.some(({ def }) => def.id === 'bug')) continue;
            // [指定]: a [隐身] holder is not struck
            if (sts.some(({ def }) => def.blocks?.immune)) continue;
            ctx.kill({
              target: c.name,
              source: 'plague_burst',
              by: a.as,
              strength: 'lethal',
              cause: 'plague',
            });
          }
        },
      },
    },
  ],
};
