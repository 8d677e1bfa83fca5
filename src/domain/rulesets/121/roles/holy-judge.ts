import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { parseAsk } from './apostle';

// [121] file 000 【村民阵营】 28 圣裁者 (l.163–166):
// 裁决—— 游戏日夜晚上帝使徒如询问狼人阵营身份且该身份存在，圣裁者会立即得知该玩家马甲，并且可在下一个游戏日夜晚对他进行裁决，裁决效果为致死伤害。
// 辉耀<限定>——游戏日夜晚圣裁者可以选择发动辉耀对任意玩家进行裁决，此时裁决技能暂时失去效果，辉耀为致死伤害。
// 追随<强制>——圣裁者为上帝使徒追随者，圣裁者在场，必定存在上帝使徒。
// 上帝使徒 (l.144): 信徒——上帝使徒在场，圣裁者不一定在场. 总体流程 3 (14) 圣裁者<裁决>、<辉耀>; (22) …圣裁者裁决/辉耀…
// Readings: a 询问 that took effect naming a 狼人阵营 card dealt at the start → every living character holding that card
// now is told to the 圣裁者 when that night's actions end (立即得知), and he may 裁决 one of them the next night only;
// 此时裁决技能暂时失去效果: 辉耀 and 裁决 are not used the same night (SKILL_CONFLICT); both 致死伤害 (nothing but a
// protection against it stops them).

/** The vests the 上帝使徒's 询问 of night `night` gave the 圣裁者 (his `judgment` status). */
function judged(s: GameState, c: Character): string[] {
  return c.statuses
    .filter((st) => st.id === 'judgment' && st.data?.night === s.phase.day)
    .flatMap((st) => (st.data?.names as string[]) ?? []);
}

const pendingOf = (s: GameState, c: Character, skill: string) =>
  s.actions.some((a) => a.actor === c.name && a.skill === skill && !a.pass);

const exclusive =
  (other: string): NonNullable<SkillDef['choose']>['validate'] =>
  ({ state, actor }) =>
    pendingOf(state, actor, other)
      ? err('SKILL_CONFLICT', '辉耀发动时，裁决技能暂时失去效果（请先撤回另一个）')
      : null;

const lethal: NonNullable<SkillDef['hooks']>['resolve'] = (ctx, a) => {
  for (const t of a.targets) ctx.kill({ target: t, source: a.skill, by: a.as, strength: 'lethal' });
};

export const holyJudge: RoleDef = {
  id: 'holy_judge',
  name: '圣裁者',
  faction: 'village',
  cite: '000 村民阵营 28',
  // 追随: 圣裁者在场，必定存在上帝使徒
  dealtWith: ['apostle'],
  statuses: [{ id: 'judgment', name: '裁决' }],
  templates: {
    judgmentLearned: ({ card, names }) =>
      `裁决：上帝使徒询问了【${card}】，其马甲为 ${names}。下一个夜晚你可以对其进行裁决。`,
  },
  skills: [
    {
      id: 'follow',
      name: '追随',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      // 上帝使徒如询问狼人阵营身份且该身份存在，圣裁者会立即得知该玩家马甲
      hooks: {
        onNightStart: (ctx, judge) =>
          ctx.atEnd((c) => {
            for (const op of c.ops.filter((o) => o.skill === 'ask')) {
              const a = c.state.actions.find((x) => x.actor === op.by && x.skill === 'ask' && !x.pass);
              const ask = parseAsk(a?.choice ?? null);
              const role = Object.values(c.ruleset.roles).find((r) => r.name === ask?.card);
              if (!ask || role?.faction !== 'wolves') continue;
              const dealt = c.state.chars.filter((x) => x.role === role.id);
              const names = dealt.filter((x) => x.alive).map((x) => x.name);
              if (!names.length) continue;
              c.notifyAtEnd(
                judge.name,
                c.ruleset.t.judgmentLearned?.({ card: ask.card, names: names.join('、') }) ?? '',
                {
                  kind: 'feedback',
                  skill: 'judgment',
                  names,
                },
              );
              c.status(judge.name, 'judgment', { source: op.actor, data: { names, night: c.day + 1 } });
            }
          }),
      },
    },
    {
      id: 'judgment',
      name: '裁决',
      kind: 'night',
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      limits: {
        usable: (s, actor) =>
          judged(s, actor).length
            ? null
            : err('SKILL_NOT_USABLE', '<裁决>只能在上帝使徒询问到狼人身份的下一个夜晚发动'),
      },
      choose: {
        excludes: ({ state, actor, target }) => !judged(state, actor).includes(target.name),
        validate: (q) => {
          const t = q.targets[0];
          if (t && !judged(q.state, q.actor).includes(t.name))
            return err('ILLEGAL_TARGET', `<裁决>只能对上帝使徒询问到的玩家发动`);
          return exclusive('radiance')?.(q) ?? null;
        },
      },
      hooks: { resolve: lethal },
    },
    {
      id: 'radiance',
      name: '辉耀',
      kind: 'night',
      effect: { lethal: true },
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: { validate: exclusive('judgment') },
      hooks: { resolve: lethal },
    },
  ],
};
