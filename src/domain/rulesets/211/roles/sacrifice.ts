import { changeFaction } from '../../../engine/effects';
import type { RoleDef, RulesetDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { inheritedStatuses, inheritRole, ownSkills } from './inherit';

// [211] file 001 飘零 · 不定身份 6 祭品（男） (l.922–926):
// 献祭唤醒[黄昏][强制]——若当天开门时公布遗言已耗尽，则游戏日黄昏，轮到祭品行动时，检查当前已出局好人阵营角色/狼人阵营角色占比开局双方对应阵营
// 人数的百分比，祭品的[实际阵营]变更为已出局百分比较多的阵营并收到通知加入了什么阵营，然后从下列选项中选择一个：
// 1，选择一个已出局角色，若该角色与你同阵营，获得该角色身份技能并刷新至初始。
// 2，从对应阵营的已出局的角色随机选择一个，祭品获得该身份技能并刷新至初始。
// 若通过此法获得的身份有[群内][接刀]标签，也会获得该标签并结算对应效果。
// (行动顺序总集 黄昏1: 祭品 献祭唤醒.) Readings: 遗言已耗尽 — 211 gives last words to the outs of night 1 and of the days only
// (l.176), so from the morning of day 3 (night 2's outs have none) the 公示 has no more: the skill is due from night 3's 黄昏1,
// once (祭品激活); the shares count the characters out by the faction of their dealt role over the dealt count of each
// (好人 = 村民阵营); a tie is drawn (an event). Choice 1 with a target, or 2 (no target); a missed deadline draws (强制): a
// drawn 1 with no target is read as 2. The faction change applies from 不定 only (特殊：不是无阵营角色…转变阵营的效果无效);
// 同阵营 is the target's actual faction now; the skills are the role's own (获取技能: no 怀孕技能, a group's 杀人 by its tag),
// his uses of them from none, his from 黄昏1's close.

const ROLE = 'sacrifice';

const base = (rs: RulesetDef, c: Character) => rs.roles[c.role]?.faction;

/** 已出局…占比开局双方对应阵营人数的百分比 */
function share(s: GameState, rs: RulesetDef, f: string): number {
  const dealt = s.chars.filter((c) => base(rs, c) === f);
  return dealt.length ? dealt.filter((c) => !c.alive).length / dealt.length : 0;
}

export const sacrifice: RoleDef = {
  id: ROLE,
  name: '祭品',
  gender: '男',
  faction: 'undetermined',
  cite: '001 不定身份 6',
  statuses: [...inheritedStatuses('sacrifice', '献祭技能')],
  templates: {
    sacrificeGained: ({ name, role }) => `献祭唤醒：你获得了 ${name} 的【${role}】的技能（初始状态）。`,
    sacrificeNothing: ({ name }) => `献祭唤醒：${name} 与你不同阵营，未获得技能。`,
  },
  skills: [
    {
      id: 'sacrifice_wake',
      name: '献祭唤醒',
      kind: 'night',
      force: { mandatory: true, onTimeout: 'random' },
      limits: {
        limit: 1,
        usable: (s) =>
          s.phase.day >= 3 ? null : err('SKILL_NOT_USABLE', '献祭唤醒：当天开门时公布遗言已耗尽后才能发动'),
      },
      effect: { designated: false },
      targets: { min: 0, max: 1, self: false, among: 'out' },
      choose: {
        choices: ['1', '2'],
        validate: ({ choice, targets }) =>
          choice === '1' && targets.length !== 1
            ? err('TARGET_COUNT', '献祭唤醒：选项1须选择一名已出局角色')
            : choice === '2' && targets.length
              ? err('TARGET_COUNT', '献祭唤醒：选项2不选择角色（随机）')
              : null,
      },
      hooks: {
        resolve: (ctx, a) => {
          const rs = ctx.ruleset;
          const v = share(ctx.state, rs, 'village');
          const w = share(ctx.state, rs, 'wolves');
          const faction =
            v === w
              ? (ctx.draw(`sacrifice:${a.as}:side`, ['village', 'wolves']) as string)
              : v > w
                ? 'village'
                : 'wolves';
          const pool = ctx.state.chars.filter((c) => !c.alive && c.faction === faction).map((c) => c.name);
          const picked =
            a.choice === '1' && a.targets[0] ? a.targets[0] : ctx.draw(`sacrifice:${a.as}:pick`, pool);
          ctx.now((tx) => {
            const me = tx.state.chars.find((c) => c.name === a.as) as Character;
            if (me.faction === 'undetermined') changeFaction(tx, a.as, faction, 'sacrifice');
            const t = tx.state.chars.find((c) => c.name === picked);
            if (!t) return;
            // 1，若该角色与你同阵营 (2 draws among that faction's outs)
            if (t.faction !== faction) {
              tx.notify(a.as, tx.t('sacrificeNothing', { name: t.name }), { kind: 'feedback' });
              return;
            }
            const role = tx.rs.roles[t.role];
            if (!role) return;
            const skills = ownSkills(role);
            // 美女画皮 (l.745) 祭品：祭品激活后，机械狼获得祭品所获身份牌的机械狼版本 (inherit.ts)
            inheritRole(tx, a.as, t.name, role, skills, 'sacrifice', undefined, 'sacrifice_wake');
            tx.notify(a.as, tx.t('sacrificeGained', { name: t.name, role: role.name }), {
              kind: 'skills',
              from: t.name,
              skills,
            });
          });
        },
      },
    },
  ],
};
