import { actualRole, applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { Status } from '../../../state';
import { judgedFaction } from './judged';

// [211] file 001 【叛皇阵营】2 地头蛇[接刀]（男）⑤: 查验[午夜][指定] —— 选择范围：任意一名角色。结算效果：[午夜]结束后，反馈结算目标的[实际阵营]与
// [实际身份]，有多次结算效果，则按顺序多次反馈。凝望[午夜][限定] —— 游戏日夜晚，石像鬼可以选择给自阵营的所有存活角色发送一直以来的全部[查验]结果，
// 然后失去[查验]技能，丢失[接刀]标签。 (石像鬼 is his old name.)
// Readings: the feedback names the chosen target (选择目标), as every check; 凝望 after 查验 in 午夜 (the order table's) sends
// tonight's result too; 自阵营的所有存活角色 = the living of his actual faction now, himself excepted; the results are those
// he was fed back, in order.

const record = (sts: readonly Status[]): string[] =>
  sts.filter((st) => st.id === 'bully_record').map((st) => String(st.data?.line ?? ''));

export const localBully: RoleDef = {
  id: 'local_bully',
  name: '地头蛇',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 2',
  // [接刀]: 所有[群内]狼出局…[接刀]的角色获得[杀人]技能 (接刀顺序: index.ts)
  heir: 'wolves',
  statuses: [
    // the 查验 results he was fed back (not told: his own notes)
    { id: 'bully_record', name: '查验记录' },
    // 丢失[接刀]标签
    { id: 'bully_untagged', name: '凝望', holder: { dropsTags: true } },
  ],
  templates: {
    bullyCheck: ({ name, faction, role }) => `查验：${name}为${faction}，身份是${role}。`,
    bullyGaze: ({ name, lines }) => `${name} 的凝望——一直以来的查验结果：\n${lines}`,
  },
  skills: [
    {
      id: 'bully_check',
      name: '查验',
      kind: 'night',
      effect: { feedback: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          a.targets.forEach((t, i) => {
            const c = ctx.char(t);
            // the actual faction as skills judge it (采花大盗 愚面 inverts it: ./judged.ts)
            const f = judgedFaction(c, ctx.char(a.as));
            const line = ctx.ruleset.t.bullyCheck?.({
              name: a.chosen[i] ?? t,
              faction: ctx.ruleset.factions[f]?.name ?? f,
              role: ctx.ruleset.roles[actualRole(c)]?.name ?? actualRole(c),
            });
            if (!line) return;
            ctx.notify(a.actor, line, { kind: 'feedback', skill: 'bully_check', target: a.chosen[i] ?? t });
            ctx.status(a.as, 'bully_record', { source: a.as, until: null, data: { line } });
          });
        },
      },
    },
    {
      id: 'bully_gaze',
      name: '凝望',
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const me = ctx.char(a.as);
          const lines = record(ctx.statuses(a.as)).join('\n');
          for (const c of ctx.state.chars)
            if (c.alive && c.name !== a.as && c.faction === me.faction)
              ctx.notify(
                c.name,
                ctx.ruleset.t.bullyGaze?.({ name: a.as, lines: lines || '（无）' }) ?? lines,
                {
                  kind: 'gaze',
                  from: a.as,
                },
              );
          // 然后失去[查验]技能，丢失[接刀]标签
          ctx.later((tx) => {
            tx.emit(ev('SkillLost', { actor: a.as, skill: 'bully_check', reason: 'gaze' }));
            applyStatus(tx, a.as, 'bully_untagged', { source: a.as, until: null });
          });
        },
      },
    },
  ],
};
