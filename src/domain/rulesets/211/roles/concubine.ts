import { slander } from '../../../abilities';
import type { NightCtx, RoleDef } from '../../../engine/types';
import { hasStatus } from '../../../state';

// [211] file 001 【皇帝阵营】11 嫔妃（女）④: 诽谤[深夜][指定] —— 任意一名角色。结算目标在下一个游戏日投票时被投票数多计一票，并公示[目标角色被诽谤]。
// PS：一天内有多次投票贴，诽谤对于所有的投票贴都正常生效。多个诽谤诽谤同一人时，只公示一次诽谤，但计票会按照实际诽谤次数计票。
// 怀孕技能[强制] —— 夜晚结束时，你得知你当晚被诽谤的角色全部行动（包括使用的技能，目标以及反馈）
// Reading of 一天内有多次投票贴: 211 opens one vote post a day (l.159, l.1167 每名存活角色每个讨论日限投一票; 平票 has no rule: nobody out),
// so no 211 rule opens a second; wherever a day has more (a PK, a re-election, another vote the same day: the engine's ballots),
// 诽谤 lasts to the day's end — after its last count — and adds its votes to every count of that day (test: a 211 variant with a PK).

const base = slander({ id: 'slander', name: '诽谤' });

// Reading of 全部行动（包括使用的技能，目标以及反馈）with a use another took over (蛊惑师 堕落: 由蛊惑师选择技能目标): the slandered's
// 行动 is his own — the skill, the targets he chose — and the feedback he got (反馈为空: l.184, engine/night/feedback.ts).
const report = (ctx: NightCtx, t: string): string => {
  const ops = ctx.ops
    .filter((op) => (op.takenFrom ?? op.actor) === t)
    .map((op) => {
      const sk = ctx.ruleset.roles[ctx.char(t).role]?.skills.find((k) => k.id === op.skill);
      const own = op.takenFrom
        ? ctx.state.actions.find((x) => x.actor === t && x.skill === op.skill && !x.pass)?.targets
        : op.chosen;
      return own?.length ? `<${sk?.name ?? op.skill}>${own.join('、')}` : `<${sk?.name ?? op.skill}>`;
    });
  // each note without its full stop: the report ends with one
  const feedback = ctx.notesTo(t).map((n) => n.replace(/。$/, ''));
  return [...ops, ...feedback].join('；');
};

export const concubine: RoleDef = {
  id: 'concubine',
  name: '嫔妃',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 11',
  // 诽谤: 下一个游戏日投票时被投票数多计一票，并公示[目标角色被诽谤]
  statuses: [
    {
      id: 'slandered',
      name: '诽谤',
      vote: { extraVotes: 1 },
      lifetime: { until: 'dayEnd' },
      notice: { announce: 'slandered' },
    },
  ],
  templates: {
    slandered: ({ name }) => `${name} 被诽谤。`,
    slanderReport: ({ name, ops }) => `诽谤：${name} 今晚的行动：${ops}。`,
    slanderNone: ({ name }) => `诽谤：${name} 今晚没有行动。`,
  },
  skills: [
    {
      ...base,
      hooks: {
        ...base.hooks,
        resolve: (ctx, a) => {
          base.hooks?.resolve?.(ctx, a);
          if (!hasStatus(ctx.char(a.as), 'favoured')) return;
          ctx.atEnd((c) => {
            for (const t of a.targets) {
              const text = report(c, t);
              c.notifyAtEnd(
                a.actor,
                text
                  ? (c.ruleset.t.slanderReport?.({ name: t, ops: text }) ?? text)
                  : (c.ruleset.t.slanderNone?.({ name: t }) ?? ''),
                { kind: 'feedback', skill: 'slander', target: t },
              );
            }
          });
        },
      },
    },
  ],
};
