import { whileGroupHasOthers } from '../../../abilities';
import { goOut } from '../../../engine/flow';
import type { RoleDef, SkillDef, VoteHookCtx } from '../../../engine/types';

// [classic] file 003 两姐妹 (l.43): 夜里两姐妹睁眼互相确认并指定一名玩家，白天投票时两人均只能投给晚上确认的目标。两姐妹可在夜晚决定白天一起弃票。若任何一人
// 投票错误，该玩家将直接出局。若两姐妹只剩1人，则夜晚无需指定投票目标。
// [classic] file 003 三兄弟 (l.44): 夜里三兄弟睁眼互相确认并指定一名玩家，白天投票时三人均只能投给晚上确认的目标。三兄弟可在夜晚决定白天一起弃票。若任何一人
// 投票错误，该玩家将直接出局。若三兄弟剩余2人，夜晚仍需指定投票目标，若三兄弟仅剩1人则无需指定投票目标。
// One mechanism for both: a group of their own (told each other at the deal: 互相确认); its 指定 is the group's (any member submits,
// the last stands) while two or more are in (SKILL_NOT_USABLE for the last one): one player, or none (一起弃票). Each member in then
// holds the pact for the next day; at each count of that day's out vote (a PK's too), a member who voted for another than the
// target — or voted at all after a 弃票 pact — goes out (直接出局), announced with the result, his vote counted. Readings: 只能投给 =
// a vote for another is the error; not voting is never one (弃票 is no vote cast); a night without a 指定 binds nobody; the group's
// pact binds every member in when it resolves.

/** The texts both declare (one definition: collectRoles refuses two). */
const SHARED: RoleDef['templates'] = {
  pactBroken: ({ name, kin }) => `${name} 投票错误（${kin}只能投给晚上确认的目标），直接出局。`,
  'cause.pact': () => '投票错误，直接出局',
};

type Kin = { id: string; name: string; group: string; cite: string; word: string };

function kin(k: Kin): RoleDef {
  const status = `${k.group}_pact`;
  const check = (hooks: VoteHookCtx, at: 'now' | 'after') => {
    const { tx, holder } = hooks;
    const pact = holder.statuses.find((st) => st.id === status);
    if (!pact || !holder.alive) return;
    const voted = tx.state.votes[holder.name]?.target ?? null;
    const want = (pact.data?.target as string | null | undefined) ?? null;
    if (voted === null || voted === want) return;
    hooks.extraLines.push(tx.t('pactBroken', { name: holder.name, kin: k.word }));
    const out = () => goOut(tx, holder.name, 'pact');
    if (at === 'now') out();
    else hooks.after.push(out);
  };
  const pact: SkillDef = {
    id: `${k.group}_pact`,
    name: '指定',
    kind: 'night',
    group: k.group,
    targets: { min: 0, max: 1, self: true, among: 'alive' },
    limits: { usable: whileGroupHasOthers(k.group) },
    hooks: {
      resolve: (ctx, a) => {
        const target = a.targets[0] ?? null;
        for (const m of ctx.state.chars)
          if (m.alive && ctx.ruleset.roles[m.role]?.group === k.group)
            ctx.status(m.name, status, { source: a.as, until: 'dayEnd', data: { target } });
      },
    },
  };
  return {
    id: k.id,
    name: k.name,
    faction: 'village',
    cite: k.cite,
    group: k.group,
    statuses: [{ id: status, name: '指定' }],
    templates: {
      [`yourGroup.${k.group}`]: ({ names }) => `${k.name}：你的${k.word}是 ${names}。`,
      ...SHARED,
    },
    skills: [pact],
    // the vote is shown at once (同时举票): the pact is checked at the count, the one who broke it goes out after the result
    onVoteOut: (h) => check(h, 'after'),
    // a tie: before a PK opens (its count is a new one)
    onTie: (h) => check(h, 'now'),
  };
}

export const twoSisters = kin({
  id: 'two_sisters',
  name: '两姐妹',
  group: 'sisters',
  cite: '003 篇一 两姐妹',
  word: '姐妹',
});
export const threeBrothers = kin({
  id: 'three_brothers',
  name: '三兄弟',
  group: 'brothers',
  cite: '003 篇一 三兄弟',
  word: '兄弟',
});
