import type { Templates } from '../../engine/types';

/** [classic] file 003: the general Chinese texts beyond the shared ones (plain.ts, 121's). */
export const templates: Templates = {
  // 女巫: 在女巫没有使用解药之前，晚上上帝将告知女巫当晚狼人杀了谁 (l.24); 狼人意见不统一: 直接给女巫没有任何人死亡的手势或信息 (l.185)
  killSense: ({ names }) => `女巫：今晚被狼人杀害的是 ${names}。`,
  killSenseNone: () => '女巫：今晚没有人死亡。',
  // 预言家: 上帝会告诉他是好人还是坏人（狼人） (l.170)
  checkResult: ({ skill, name, answer }) => `${skill}：${name} 是${answer}。`,
  'cause.self_explode': () => '自爆',
  // 篇三 3）上帝会宣布警长的归票，但是归票不代表投票
  recommend: ({ name, target }) => `警长 ${name} 归票：${target}（归票不代表投票）。`,
  // 允许平局: the only end without a winner here
  gameOverNoWinner: () => '游戏结束，平局。',
  'cause.explode_kill': () => '被白狼王带走',
};
