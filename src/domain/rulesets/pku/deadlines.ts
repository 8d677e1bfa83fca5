import type { DeadlineRow } from '../../engine/types';

/**
 * [pku] file 004 结算顺序 (l.11–17): the night's slots 入夜, 夜间, 凌晨, 破晓 as its windows; the night settles as 凌晨
 * closes (夜间死亡结算), 破晓 after it. The FAQ gives no 行动时限 (the rules post is not in the file): the minutes after 关门
 * are this file's defaults (入夜 30, 夜间 90, 凌晨 120, 破晓 150), per game the director's `schedule.hours.nightMinutes`,
 * and the director moves a deadline as for any game. 各身份重要活跃时间 (l.27–45) names who acts in which slot:
 * 狼禁 入夜 (【卧龙凤雏】+行动); 守卫, 预言家, 狙击手, 野狼, the wolves 夜间; 女巫 凌晨; 猎人 破晓 (出局通知+行动) or, voted
 * out, 入夜 (reading of 投票结束后猎人行动时段: the slot after the vote, ./roles/hunter.ts); 三方 破晓 (a night's
 * 【刀枪无眼】) / 警情后 (a 破晓 shot's) / 入夜 (the vote's). Rights (开枪, 刀枪无眼) are no night skills: `who` only names them.
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
  {
    window: '破晓',
    minutes: 150,
    who: ['猎人<开枪>', '三方<刀枪无眼>'],
    text: '破晓：【刀枪无眼】狼边触发通知 — 【刀枪无眼】狼边触发额外指定对象 — 猎人 — 【五体投地】通知 — 猎人目标死亡结算 — 胜负结算 — 三方死亡结算 — 狼替晋升 — 神替晋升 — 好人白给池结算',
  },
];

/**
 * 警情发布后初期 (l.19): the day opens with a window of 30 minutes (警情发布后30分钟以内) before its own: the 女巫's
 * 【不能飞天的引擎】 bottle and the 三方's 【刀枪无眼】 names of a 破晓 shot are due in it (l.35, l.45, l.83, l.297). 加速则另行通知:
 * the director moves that deadline as any (ruling extend / close). The discussion and the vote go on through it.
 */
export const MORNING_WINDOW = '警情后';
export const DAY_WINDOWS_PKU = [{ id: MORNING_WINDOW, minutes: 30 }];
