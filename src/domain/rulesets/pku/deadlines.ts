import type { DeadlineRow } from '../../engine/types';

/**
 * [pku] file 004 结算顺序 (l.11–15): the night's slots 入夜, 夜间, 凌晨 as its windows. The FAQ gives no 行动时限 (the
 * rules post is not in the file): the minutes after 关门 are this file's defaults (入夜 30, 夜间 90, 凌晨 120), the
 * director moves a deadline as for any game. 各身份重要活跃时间 (l.27–45) names who acts in which slot:
 * 狼禁 入夜 (【卧龙凤雏】+行动); 守卫, 预言家, 狙击手, 野狼, the wolves 夜间; 女巫 凌晨.
 */
export const DEADLINES_PKU: DeadlineRow[] = [
  {
    window: '入夜',
    minutes: 30,
    who: ['狼禁'],
    text: '入夜：狼替晋升通知并告知群狼 — 神替晋升通知 — … — 卡片兑换申请 — 【卧龙凤雏】通知 — 狼禁行动',
  },
  {
    window: '夜间',
    minutes: 90,
    who: ['*'],
    text: '夜间：卡片兑换成功情况通知 — 狼预信息传递到狼群 — 守卫 — 预言家 — 狼预 — 【举目无亲】通知 — 野狼【举目无亲】验人 — 群狼刀 — 野狼刀 — 狙击手 — 【二龙戏珠】通知 — 狼替标记 — 民 — 三方 — 【纸条兴邦】提交',
  },
  {
    window: '凌晨',
    minutes: 120,
    who: ['女巫'],
    text: '凌晨：【纸条兴邦】传递 — 女巫 — 【一言难尽】通知 — 夜间死亡结算 — 工程点数结算',
  },
];
