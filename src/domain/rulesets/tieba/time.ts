import type { TimeRules } from '../../calendar';

/**
 * [tieba] file 002 讨论日长短 and 投票规则, as data (the ruleset is not playable yet; its calendar is):
 * 一般是A日上午9：30开贴，到A+1日晚上21：30关贴。每逢周末就延长一天，也就是A+2日晚上21：30关贴。例外的，第一个讨论日
 * 强制为A+1日晚上21：30关贴，无论是否周末。… 若过半数的玩家通过QQ私聊法官申请加速，则游戏进程加速，即A日上午9：30开贴，
 * 到A日晚上21：30关贴。进程加速后不允许改票，所有改票作废。… 白天结束前一个小时不得改票… 法官代投时限为关门前半小时。
 * The text has no 延时 and no cut-off for 加速 requests (the judge may adjust the times).
 */
export const TIME_TIEBA: TimeRules = {
  close: { hour: 21, minute: 30 },
  open: { hour: 9, minute: 30 },
  days: 2,
  weekendExtends: true,
  firstDay: { fromStartDate: true, weekendExtends: false },
  speed: { threshold: 'moreThanHalf', cutoffMinutes: 0, delay: false, noChanges: true, voidChanges: true },
  votes: { changeLockMinutes: 60, proxyLockMinutes: 30 },
  noon: null,
};
