import type { SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { hasStatus } from '../../../state';

/**
 * [211] 偶数日夜晚 skills whose 怀孕技能 lifts the limit (树精姥姥 吸精, 曼珠沙华 彼岸归去: 怀孕技能[强制]——去除偶数日限制，每晚都能
 * 发动): refused on odd nights unless the holder was 临幸'd (its 怀孕技能 unlocked for good).
 */
export const evenNightsUnlessFavoured: NonNullable<SkillDef['limits']>['usable'] = (s, c, _rs) =>
  s.phase.kind === 'night' && s.phase.day % 2 === 1 && !hasStatus(c, 'favoured')
    ? err('WRONG_PHASE', '只能在偶数日夜晚发动（怀孕后每晚都能发动）')
    : null;
