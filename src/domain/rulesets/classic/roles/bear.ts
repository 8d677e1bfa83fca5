import { neighbours } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 驯熊师（亦简称“熊”）(l.38): 每天天亮时，若驯熊师左右两名存活的玩家中存在狼人，则上帝宣布“熊咆哮了”，若没有狼人，则上帝宣布
// “熊没有咆哮”。当驯熊师被变成了狼人，或因某些原因失去了能力，上帝则会不停地宣布“熊没有咆哮”。
// Readings: 天亮 is each morning's 公示 (after the night's outs); his neighbours are the living ones on each side of the seating
// (电梯楼, skipping those out, circular); 狼人 is a wolf card or the wolves' faction (a wolf lover too); a bear of the wolves'
// faction never roars; an out bear is not announced.
export const bear: RoleDef = {
  id: 'bear',
  name: '驯熊师',
  aliases: ['熊'],
  faction: 'village',
  cite: '003 篇一 驯熊师',
  templates: {
    bearRoars: () => '熊咆哮了。',
    bearSilent: () => '熊没有咆哮。',
  },
  skills: [
    {
      id: 'roar',
      name: '咆哮',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        onNightStart: (ctx, holder) =>
          ctx.later((tx) => {
            const me = tx.state.chars.find((c) => c.name === holder.name);
            if (!me?.alive) return;
            const wolf = (name: string) => {
              const c = tx.state.chars.find((x) => x.name === name);
              return !!c && (c.faction === 'wolves' || tx.rs.roles[c.role]?.faction === 'wolves');
            };
            const roars = me.faction !== 'wolves' && neighbours(tx.state, me).some(wolf);
            tx.news(tx.t(roars ? 'bearRoars' : 'bearSilent'), { kind: 'bear', roars });
          }, 'afterOuts'),
      },
    },
  ],
};
