import { tellLovers } from '../../../abilities';
import { applyStatus, changeFaction } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import type { Character } from '../../../state';
import { conventionOf } from '../convention';
import { LOVERS } from '../wins';

// [classic] file 003 丘比特:
//   篇一 (l.26–27): 丘比特在第一天晚上可以把两个人设为情侣（可以将自己设为情侣之一），这两人若是其中一人死去，另一个也要跟着殉情。第一天晚上
//     情侣睁眼互相确认，而丘比特无法得知情侣的身份。当情侣均为好人时丘比特为好人阵营，当情侣均为狼人时丘比特为狼人阵营，当情侣为1好人1狼人时，
//     丘比特与情侣形成第三方阵营，需除掉其余所有玩家方可胜利。丘比特的胜利条件根据具体游戏规则可自行调整。
//   篇二 第三季第三期 3、丘比特胜利条件 无论情侣属于何阵营，都帮助情侣所在阵营获胜; 6(3) 本规则中双狼情侣丘比特帮助狼人获胜.
//   篇三(五) (l.180–183): 1．游戏开始的第一天晚上，上帝会询问丘比特是否连人。丘比特可以选择连两个人成为情侣，也可以放弃连人的功能，也可以将
//     自己和场上其他一个玩家连在一起。2．丘比特是神身份，若丘比特没有自连，无论连出的是什么结果，丘比特只属于神阵营，并不因为情侣出现人狼而归属到
//     第三方阵营；3．丘比特不允许在情侣倒牌前或自己倒牌前，明确点出场上的情侣牌（除非是自连），否则上帝可以直接判丘比特死亡并继续进行游戏
//   篇三 3．情侣 (l.197–198): 当情侣中任意一方因任何理由死亡时，另一人将被判死亡. 胜负判定 (三)2 情侣阵营确认 (l.220).
// Readings: the first night's link is the engine's opening (before the first day's election: 盗贼 first, l.28); he may decline
// (pass). 篇二 follows 篇一 and 第三季第三期 (丘比特 takes the lovers' side: both good → 好人, both wolves → 狼人, one of each →
// the 人狼恋 third party with them); 篇三 keeps him 好人 (a 神) unless he linked himself. 第二季's exception (双狼情侣，丘比特帮助
// 人类) is not played. 3. (naming the lovers) is the director's: a ruling puts him out. The lovers are told each other's
// names, not roles; 丘比特 is told nothing more.
const isWolf = (c: Character) => c.faction === 'wolves';

export const cupid: RoleDef = {
  id: 'cupid',
  name: '丘比特',
  faction: 'village',
  cite: '003 篇三(五), 篇一 丘比特',
  templates: {
    lovers: ({ name }) => `情侣：你与 ${name} 成为情侣，一人死去，另一人殉情。`,
  },
  statuses: [
    // 当情侣中任意一方因任何理由死亡时，另一人将被判死亡 (篇二 3(3) 情侣殉情视为同时死亡)
    {
      id: 'lover',
      name: '情侣',
      chain: {
        on: 'link',
        kind: 'lovers',
        strength: 'lethal',
        cause: 'lovers',
        announce: 'diedForLove',
        announceByDay: true,
      },
    },
  ],
  skills: [
    {
      id: 'link',
      name: '连情侣',
      kind: 'opening',
      limits: { limit: 1 },
      targets: { min: 2, max: 2, self: true, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const [a, b] = targets;
          if (!a || !b) return;
          tellLovers(tx, [a, b], 'lovers', { kind: 'group', group: 'lovers' }, (me) =>
            applyStatus(tx, me.name, 'lover', {
              source: actor.name,
              until: null,
              data: { link: actor.name },
            }),
          );
          const three = conventionOf(tx.state) === '篇三';
          if (isWolf(a) !== isWolf(b)) {
            // 人狼恋: the lovers are the third party; 篇二 丘比特 with them (篇三: only when he is one of them)
            for (const c of [a, b]) changeFaction(tx, c.name, LOVERS, 'lovers');
            if (!three) changeFaction(tx, actor.name, LOVERS, 'lovers');
          } else if (isWolf(a) && !three) {
            // 双狼情侣丘比特帮助狼人获胜 (第三季第三期 6(3))
            changeFaction(tx, actor.name, 'wolves', 'lovers');
          }
        },
      },
    },
  ],
};
