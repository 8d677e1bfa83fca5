import type { TimeRules } from '../../calendar';

/**
 * [211] file 001, as data (the ruleset is not playable yet; its calendar is). 讨论日长短 and 投票规则 are 121's words
 * (two natural days, +1 at weekends, 加速/延时 at half the living three hours before close, no change or 代投 in the
 * last hour); line 88: 正午——讨论日，正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动.
 * The text names no close hour; 正午 ending at 20:00 on a closing day (an hour before, as the change lock) and the
 * 121 text it copies put 关门 at 21:00.
 */
export const TIME_211: TimeRules = {
  close: { hour: 21, minute: 0 },
  open: null,
  days: 2,
  weekendExtends: true,
  firstDay: null,
  speed: { threshold: 'atLeastHalf', cutoffMinutes: 180, delay: true, noChanges: true, voidChanges: false },
  votes: { changeLockMinutes: 60, proxyLockMinutes: 60 },
  noon: {
    from: { hour: 9, minute: 0 },
    to: { hour: 21, minute: 0 },
    toOnClosingDay: { hour: 20, minute: 0 },
  },
};
