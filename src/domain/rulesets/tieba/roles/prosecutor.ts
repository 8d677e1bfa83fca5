import { applyStatus } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { RoleDef, SkillDef, TargetSpec, Tx } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';

// [tieba] file 002 【村民阵营】 7 检察官 (l.85–88): 公正：游戏开始前可以指定除自己外的三名角色成为被审判者。此后的夜晚行动中，若有被审判者出局
// （不论多少），则检察官需重新指定一人成为被审判者。若无被审判者出局，则检察官需更换一个被审判者。当检察官出局时，法官将会在第二天公示所有
// 被审判者中是否有非村民阵营。渎职：当起诉人全部出局时，检察官立即出局。
// Readings: 游戏开始前 = the opening (总体流程 1, with 丘比特); the night's 公正 is required (需: it cannot be declined; missed = 视为放弃,
// the text gives 检察官 no deadline row: 其余身份's); with a 被审判者 out, one new is named and the out ones leave the list (不论多少: one
// new however many went out); otherwise one is replaced (targets: the one leaving, then the new one); 所有被审判者 = those on the list
// when he goes out, by their actual 阵营; the 公示 names no role (出局的角色均不公示其身份): it says only the answer.

/** The prosecutor's 被审判者 now (in or out: the out ones leave the list at the next 公正). */
export const judgedBy = (s: GameState, prosecutor: string): Character[] =>
  s.chars.filter((c) => c.statuses.some((st) => st.id === 'judged' && st.source === prosecutor));

const anyOut = (s: GameState, p: string) => judgedBy(s, p).some((c) => !c.alive);

const specFor = (s: GameState, actor: Character): TargetSpec =>
  anyOut(s, actor.name)
    ? { min: 1, max: 1, self: false, among: 'alive' }
    : { min: 2, max: 2, self: false, among: 'alive' };

const opening: SkillDef = {
  id: 'justice',
  name: '公正',
  kind: 'opening',
  limits: { limit: 1 },
  targets: { min: 3, max: 3, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      for (const t of targets) applyStatus(tx, t.name, 'judged', { source: actor.name });
      tx.notify(actor.name, tx.t('judgedList', { names: targets.map((t) => t.name).join('、') }), {
        kind: 'feedback',
        skill: 'justice',
      });
    },
  },
};

const nightly: SkillDef = {
  id: 'rejudge',
  name: '更换被审判者',
  aliases: ['公正'],
  kind: 'night',
  force: { required: true },
  targets: { min: 1, max: 2, self: false, among: 'alive' },
  choose: {
    targetsFor: specFor,
    validate: ({ state, actor, targets }) => {
      const list = judgedBy(state, actor.name).map((c) => c.name);
      if (anyOut(state, actor.name)) {
        const t = targets[0];
        return t && list.includes(t.name)
          ? err('ILLEGAL_TARGET', `${t.name} 已是被审判者：有被审判者出局时，须重新指定一名新的被审判者`)
          : null;
      }
      const [old, neu] = targets;
      if (old && !list.includes(old.name))
        return err('ILLEGAL_TARGET', `${old.name} 不是被审判者：先写更换下来的被审判者，再写新的被审判者`);
      if (neu && list.includes(neu.name)) return err('ILLEGAL_TARGET', `${neu.name} 已是被审判者`);
      return null;
    },
  },
  hooks: {
    resolve: (ctx, a) => {
      const p = a.as;
      const submitted = a.submitted;
      ctx.later((tx) => {
        const list = judgedBy(tx.state, p);
        const leaving = anyOut(tx.state, p)
          ? list.filter((c) => !c.alive).map((c) => c.name)
          : submitted.slice(0, 1);
        const joining = submitted.at(-1);
        for (const n of leaving) tx.emit(ev('StatusRemoved', { target: n, status: 'judged', source: p }));
        if (joining) applyStatus(tx, joining, 'judged', { source: p });
        tx.notify(
          p,
          tx.t('judgedList', {
            names: judgedBy(tx.state, p)
              .map((c) => c.name)
              .join('、'),
          }),
          {
            kind: 'feedback',
            skill: 'rejudge',
          },
        );
      });
    },
  },
};

/** 渎职：当起诉人全部出局时，检察官立即出局 (called when a 起诉人 goes out). */
export function malfeasance(tx: Tx): void {
  const s = tx.state;
  if (s.chars.some((c) => c.alive && c.role === 'plaintiff')) return;
  for (const c of s.chars.filter((x) => x.alive && x.role === 'prosecutor')) {
    if (s.phase.kind === 'day') tx.news(tx.t('outNow', { name: c.name }), { kind: 'out', name: c.name });
    goOut(tx, c.name, 'malfeasance');
  }
}

export const prosecutor: RoleDef = {
  id: 'prosecutor',
  name: '检察官',
  faction: 'village',
  cite: '002 村民阵营 7',
  statuses: [{ id: 'judged', name: '被审判者' }],
  templates: {
    judgedList: ({ names }) => `公正：你的被审判者是 ${names}。`,
    judgedVerdict: ({ answer }) => `公正：所有被审判者中${answer}非村民阵营。`,
    outNow: ({ name }) => `${name} 出局。`,
    'cause.malfeasance': () => '渎职',
  },
  skills: [opening, nightly],
  // 当检察官出局时，法官将会在第二天公示所有被审判者中是否有非村民阵营
  onOut: ({ tx, char }) => {
    const list = judgedBy(tx.state, char.name);
    const answer = list.some((c) => c.faction !== 'village') ? '有' : '没有';
    tx.emit(ev('NewsQueued', { text: tx.t('judgedVerdict', { answer }), data: { kind: 'judged', answer } }));
  },
};
