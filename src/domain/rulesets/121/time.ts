import type { TimeRules } from '../../calendar';

/**
 * [121] file 000 讨论日长短 and 投票规则, as data:
 * 一般讨论日持续两天，每逢周末时讨论日延长一天。… 当日申请人数在讨论日结束三个小时前（一般为最后一个自然日的18:00）
 * 大于等于存活人数的一半，即判定加速或延迟成功。执行加速时，所有人不可改票… 延迟成功时，不再视为"执行加速"状态。
 * 改票只允许进行一次。关门前一小时不允许改票或代投，执行加速时不允许改票。
 * The text names no close hour; "三个小时前（一般为…18:00）" puts 关门 at 21:00.
 */
export const TIME_121: TimeRules = {
  close: { hour: 21, minute: 0 },
  open: null,
  days: 2,
  weekendExtends: true,
  firstDay: null,
  speed: { threshold: 'atLeastHalf', cutoffMinutes: 180, delay: true, noChanges: true, voidChanges: false },
  votes: { changeLockMinutes: 60, proxyLockMinutes: 60 },
  noon: null,
};
