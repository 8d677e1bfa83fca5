import type { RoleDef, RulesetDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { GameState } from '../../../state';
import { bugStatus } from './five-poison-master';
import { joinWolves, knownToGroup, wolfTag } from './join-group';

// [211] file 001 【叛皇阵营】15 叛军首领（男）⑧ (l.611–614):
// 身份属性（不是技能）：开局阶段结束后，若叛军首领属于狼人阵营，所有[群内]都知晓叛军首领是谁。
// 起义爆发[强制][指定][早夜][限定]——选择范围：若狼人阵营存活人数不足开局人数的一半，选择任意一名角色。
// 结算效果：发动者获得[群内]标签，结算目标获得[漏洞]并承担[致死伤害]。
// 行动顺序总集: 早夜2 叛军首领<起义> (an alias); the out tally: … 贼弟<继承> 叛军首领<起义> ….
// Readings:
// - 所有[群内]都知晓: the [群内] at the start are told '叛军首领：X。' (as 魔教教主's list, when the game starts).
// - 开局人数 is the 狼人阵营's count at the start (its characters dealt 狼人阵营): usable once fewer than half of them are in
//   (6 at the start: 2 in); before, SKILL_NOT_USABLE. <强制>: once usable it cannot be declined; missed, its target is drawn.
// - 发动者获得[群内]标签 when 早夜 closes (that night's 杀人 is his to share, as 贼弟's 继承), told the members and they him; the
//   target's [漏洞] (not told: not one of the statuses 角色会得知) and [致死伤害] in the out tally.

const SKILL = 'uprising';

/** The 狼人阵营's characters in now, and at the start. */
function wolvesLow(s: GameState, rs: RulesetDef): boolean {
  const start = s.chars.filter((c) => rs.roles[c.role]?.faction === 'wolves').length;
  const alive = s.chars.filter((c) => c.alive && c.faction === 'wolves').length;
  return alive < start / 2;
}

export const rebelLeader: RoleDef = {
  id: 'rebel_leader',
  name: '叛军首领',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 15',
  statuses: [wolfTag('uprising_group'), bugStatus],
  templates: {
    rebelLeaderIs: ({ name }) => `叛军首领：${name}。`,
    uprisingJoined: ({ names }) => `起义爆发：你获得了[群内]标签，入狼群。群内：${names}。`,
    'cause.uprising': () => '出局',
  },
  // 行动顺序总集 开局: 狼人阵营 共群 窥天 知晓巫蛊术女/叛军首领 — the [群内] as the opening left them
  openingSteps: { '知晓巫蛊术女/叛军首领': knownToGroup('rebelLeaderIs') },
  skills: [
    {
      id: SKILL,
      name: '起义爆发',
      aliases: ['起义'],
      kind: 'night',
      force: { mandatory: true, onTimeout: 'random' },
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      limits: {
        limit: 1,
        usable: (s, _c, rs) =>
          wolvesLow(s, rs)
            ? null
            : err('SKILL_NOT_USABLE', '<起义爆发>：狼人阵营存活人数不足开局人数的一半时才能发动'),
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) {
            ctx.status(t, 'bug', { source: a.as, until: null });
            ctx.kill({ target: t, source: SKILL, by: a.as, strength: 'lethal' });
          }
        },
        onUse: (ctx, a) => ctx.now((tx) => joinWolves(tx, a.as, 'uprising_group', 'uprisingJoined')),
      },
    },
  ],
};
