import type { RoleDef, RulesetDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';
import { counted } from './ripper';

// [211] file 001 【诸侯】8 南华老仙（男）（50） (l.811–823):
// 身份属性（不是技能）：吹笛者出局后，解除场上所有永久的[寡言]状态，并立刻公布[吹笛者已出局，所有吹笛状态已解除]。
// 神恩[强制]——永久获得[秩序]状态。
// 布道[深夜][指定] —— 选择范围：除自己以外不持有[寡言]状态的任意最多2个角色。结算效果：结算目标永久获得[寡言]状态。
// 混乱[正午][3] —— … (1) 消耗2点次数，令所有拥有[寡言]状态的角色，当天视作投票给吹笛者投票的目标。(2) 消耗1点次数，令一个角色对任意数量的角色发动其
// [实际身份]对应的第X个技能…
// 胜负判定 【三方阵营】1、南华老仙：吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态。 (行动顺序总集 深夜1: 南华老仙<迷惑>.)
//
// Readings: 吹笛者 is 南华老仙 (the old 吹笛者's name, as in the win list and the order table's 迷惑 = 布道). 神恩's [秩序] is innate
// (a <强制> skill's status, as 炽天使 神血). 布道 [深夜1]: one or two others not holding [寡言] (another ILLEGAL_TARGET); each
// gains [寡言] with no end (永久; a [秩序] holder wards it off, as any negative status). His out (any cause) lifts every
// permanent [寡言] on the table, whoever gave it, and 公布 at once (by night in the next 公示). The win: he is in, and every living
// character outside his faction (皇帝 not counted) holds a permanent [寡言]. 混乱 is not yet.

const ROLE = 'nanhua_immortal';
const permanentTaciturn = (c: Character) =>
  c.statuses.some((st) => st.id === 'taciturn' && st.until === null);

/** 吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态 */
function piperWins(s: GameState, f: string, rs: RulesetDef): boolean {
  const cs = counted(s, rs);
  if (!cs.some((c) => c.alive && c.role === ROLE && c.faction === f)) return false;
  return cs.filter((c) => c.alive && c.faction !== f).every(permanentTaciturn);
}

export const nanhuaImmortal: RoleDef = {
  id: ROLE,
  name: '南华老仙',
  aliases: ['吹笛者'],
  gender: '男',
  faction: ROLE,
  cite: '001 诸侯 8',
  factions: [{ id: ROLE, name: '南华老仙阵营', wins: piperWins }],
  // 神恩[强制]——永久获得[秩序]状态
  innate: [{ status: 'order' }],
  templates: { piperOut: () => '吹笛者已出局，所有吹笛状态已解除' },
  onOut: ({ tx }) => {
    for (const c of tx.state.chars)
      for (const st of c.statuses.filter((x) => x.id === 'taciturn' && x.until === null))
        tx.emit(ev('StatusRemoved', { target: c.name, status: st.id, source: st.source }));
    tx.news(tx.t('piperOut'), { kind: 'piper_out' });
  },
  skills: [
    {
      id: 'preach',
      name: '布道',
      aliases: ['迷惑'],
      kind: 'night',
      targets: { min: 1, max: 2, self: false, among: 'alive' },
      choose: { excludes: ({ target }) => target.statuses.some((st) => st.id === 'taciturn') },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'taciturn', { source: a.as, until: null });
        },
      },
    },
  ],
};
