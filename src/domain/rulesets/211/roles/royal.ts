import { revealCard } from '../../../abilities';
import type { SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { dayStrike } from './day-strike';

// [211] file 001 【叛皇阵营】1 昏庸之君 (l.484–485): 皇权（昏）[指定][正午][翻牌]—— 选择范围：任意一名角色，竞选日不可发动，并选择是否出局。
// 结算效果：若选择出局，则结算目标受到[穿透]，否则无效果。
// 【叛皇阵营】30 美女画皮 (l.719): 皇帝：获得技能<皇权>，但画皮发动的皇权默认为昏庸之君的皇权，且发动后会对自己造成[致死伤害]。
// Reading: the 机械狼's 皇权 is 昏庸之君's, then the [致死伤害] on herself at once (after its [穿透]; a [不死] stops it), whatever
// she chose — for any of the three 皇帝 (收到的身份牌固定为[皇帝]: the list's 皇帝 is the card).

const CHOICES = ['出局', '不出局'];

/** 皇权（昏）: the target goes out by a [穿透] if `出局` is chosen. */
export const royalFatuous: SkillDef = {
  id: 'royal_fatuous',
  name: '皇权',
  aliases: ['皇权（昏）'],
  kind: 'day',
  timing: { instant: true, noon: true },
  effect: { flip: true },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  choose: {
    parseChoice: (_s, choice) => (CHOICES.includes(choice?.trim() ?? '') ? null : '须选择“出局”或“不出局”'),
  },
  limits: { usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '皇权：竞选日不可发动') : null) },
  hooks: {
    apply: (tx, actor, targets, choice) => {
      revealCard(tx, actor);
      const t = targets[0];
      // 若选择出局，则结算目标受到[穿透]，否则无效果
      if (t && choice?.trim() === '出局')
        dayStrike(tx, {
          by: actor.name,
          target: t.name,
          strength: 'pierce',
          source: 'royal',
          designated: true,
        });
    },
  },
};

/** 机械狼版本 (美女画皮, 白骨精): 昏庸之君's, 且发动后会对自己造成[致死伤害]. */
export const royalMech: SkillDef = {
  ...royalFatuous,
  id: 'royal_mech',
  hooks: {
    apply: (tx, actor, targets, choice) => {
      royalFatuous.hooks?.apply?.(tx, actor, targets, choice);
      if (tx.state.status !== 'running') return;
      dayStrike(tx, {
        by: actor.name,
        target: actor.name,
        strength: 'lethal',
        source: 'royal',
        designated: false,
      });
    },
  },
};
