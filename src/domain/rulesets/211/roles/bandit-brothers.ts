import type { RoleDef, RulesetDef, SkillDef, StatusDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';
import { disguiseOpening } from './disguise-opening';
import { joinWolves, wolfTag } from './join-group';

// [211] file 001 【叛皇阵营】3 贼兄[群内]（男）⑥: 与贼弟互知不共群，有贼兄必有贼弟。暴怒[深夜][指定]<限定> —— 选择范围：狼弟出局后，可选任意一名
// 角色。结算效果：对结算目标造成[穿透]。齐心<强制> —— 与狼弟投票给同一个角色时，自己投出的票数+1票计算。
// 7 贼弟（男）⑦: 与贼兄互知不共群，有贼弟必有贼兄。潜藏[开局]<强制> —— 游戏开局，贼弟可以设置自己的表面阵营，表面身份，表面带刀，[继承]发动后失效。
// 继承[早夜][指定]<限定><强制> —— 选择范围：狼兄出局后，或获取[群内]标签的当晚，可选任意一名角色，发动此技能后，若发动者是[狼人阵营]，则获得[群内]
// 标签。结算效果：对结算目标造成[致死伤害]。齐心<强制> —— 与狼兄投票给同一个角色时，自己投出的票数+1票计算。 (狼兄/狼弟 = 贼兄/贼弟.)
// Readings: 潜藏's choice is 雪隐's `身份[/阵营][/带刀|不带刀]` (none: no disguise — 可以设置); 继承's [群内] is his when 早夜 closes (that
// night's 杀人 is his to share) and the disguise goes then; 继承 <强制>: missed, a target is drawn. 或获取[群内]标签的当晚: a [群内] given
// for tonight (梁山头目 归途). 齐心 counts his vote +1 whenever the brother's vote names the same character.

const ELDER = 'bandit_elder_brother';
const YOUNGER = 'bandit_younger_brother';

const outRole = (s: GameState, role: string) => s.chars.some((c) => c.role === role && !c.alive);

/** 获取[群内]标签的当晚: a status putting him in the wolves' group given for tonight (梁山头目 归途: data.night). */
const taggedTonight = (s: GameState, c: Character, rs: RulesetDef) =>
  c.statuses.some(
    (st) =>
      st.data?.night === s.phase.day && (st.data?.group ?? rs.statuses[st.id]?.holder?.group) === 'wolves',
  );

/** 齐心<强制>: +1 to the holder's vote when the brother's names the same character. */
const accord = (brother: string): StatusDef => ({
  id: `accord_${brother}`,
  name: '齐心',
  vote: {
    voteBonus: (s, st) => {
      const mine = s.votes[st.source ?? '']?.target;
      if (!mine) return 0;
      return s.chars.some((c) => c.role === brother && s.votes[c.name]?.target === mine) ? 1 : 0;
    },
  },
});

/** 齐心<强制> (its +1: the innate status; not while a [遗忘] takes it, l.81) */
const accordSkill: SkillDef = {
  id: 'accord',
  name: '齐心',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

const tellBrother =
  (brother: string, key: string): RoleDef['onStart'] =>
  (tx, c) => {
    const names = tx.state.chars.filter((b) => b.role === brother).map((b) => b.name);
    if (names.length)
      tx.notify(c.name, tx.t(key, { names: names.join('、') }), { kind: 'group', members: names });
  };

export const banditElderBrother: RoleDef = {
  id: ELDER,
  name: '贼兄',
  aliases: ['狼兄'],
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 3',
  group: 'wolves',
  statuses: [accord(YOUNGER)],
  innate: [{ status: `accord_${YOUNGER}`, by: accordSkill }],
  templates: { youngerIs: ({ names }) => `贼弟：${names}。`, 'cause.rage': () => '出局' },
  onStart: tellBrother(YOUNGER, 'youngerIs'),
  skills: [
    accordSkill,
    {
      id: 'rage',
      name: '暴怒',
      kind: 'night',
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      limits: {
        limit: 1,
        usable: (s) => (outRole(s, YOUNGER) ? null : err('SKILL_NOT_USABLE', '<暴怒>：贼弟出局后才能发动')),
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.kill({ target: t, source: 'rage', by: a.as, strength: 'pierce' });
        },
      },
    },
  ],
};

export const banditYoungerBrother: RoleDef = {
  id: YOUNGER,
  name: '贼弟',
  aliases: ['狼弟'],
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 7',
  statuses: [
    accord(ELDER),
    { id: 'lurk_disguise', name: '潜藏', holder: { disguise: true } },
    wolfTag('bandit_group'),
  ],
  innate: [{ status: `accord_${ELDER}`, by: accordSkill }],
  templates: {
    elderIs: ({ names }) => `贼兄：${names}。`,
    banditJoined: ({ names }) => `继承：你获得了[群内]标签，入狼群。狼队友：${names}。`,
    'cause.bandit_inherit': () => '出局',
  },
  onStart: tellBrother(ELDER, 'elderIs'),
  skills: [
    accordSkill,
    disguiseOpening({ id: 'lurk', name: '潜藏', status: 'lurk_disguise' }),
    {
      id: 'bandit_inherit',
      name: '继承',
      kind: 'night',
      force: { mandatory: true, onTimeout: 'random' },
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      limits: {
        limit: 1,
        usable: (s, c, rs) =>
          outRole(s, ELDER) || taggedTonight(s, c, rs)
            ? null
            : err('SKILL_NOT_USABLE', '<继承>：贼兄出局后，或获取[群内]标签的当晚才能发动'),
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'bandit_inherit', by: a.as, strength: 'lethal' });
        },
        onUse: (ctx, a) =>
          ctx.now((tx) => {
            const me = tx.state.chars.find((c) => c.name === a.as);
            if (!me) return;
            // [继承]发动后失效: the 潜藏 disguise
            for (const st of me.statuses.filter((x) => x.id === 'lurk_disguise'))
              tx.emit(ev('StatusRemoved', { target: me.name, status: st.id, source: st.source }));
            // 若发动者是[狼人阵营]，则获得[群内]标签
            if (me.faction === 'wolves') joinWolves(tx, me.name, 'bandit_group', 'banditJoined');
          }),
      },
    },
  ],
};
