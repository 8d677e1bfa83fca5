import { applyStatus, cardName, groupMembers, seenRole } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { Character } from '../../../state';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 19 养殖者 (l.278–282): 养殖者与其他狼人互知共群，有养殖者必有肉猪。杀人;
// 养殖 <强制>——游戏开始时，养殖者获知肉猪的马甲。
// 精明 —— 当肉猪出局时，养殖者将得知当夜不包括狼队有多少角色发动了技能【包括被动】，并可查验一名玩家的表面身份。
// 总体流程 1 养殖者<养殖>; 行动时限: 如养殖者…在导演反馈后十分钟内未行动，视为放弃使用.
// Readings: 养殖 is told at the deal (马甲 = the pig's player name). 当夜 = the night the pig goes out in, or, voted out,
// the night of that day; 不包括狼队 = characters outside the pack; 发动了技能 = a night action of theirs that the night
// performed (in the resolved actions), 包括被动 = or a passive skill of their card that runs each night (熊 咆哮, 镜
// 反射, 女巫 通灵 …), they living when the night resolved; the breeder is told the number when the night resolves
// (with the morning) and may then check one living player's surface role (表面身份, as 通灵) until that day closes
// (导演反馈后…未行动，视为放弃使用: the right lapses unused).

/** 不包括狼队有多少角色发动了技能【包括被动】 on night `day`. */
function skillUsers(tx: Tx, day: number): number {
  const pack = new Set(groupMembers(tx.state, tx.rs, 'wolves').map((c) => c.name));
  const users = new Set<string>();
  for (const h of tx.state.history)
    if (h.day === day && h.phase === 'night' && !pack.has(h.actor)) users.add(h.actor);
  for (const c of tx.state.chars) {
    if (pack.has(c.name) || !(c.alive || c.outDay === day)) continue;
    const passive = (tx.rs.roles[c.role]?.skills ?? []).some(
      (sk) =>
        sk.kind === 'passive' &&
        !c.lost.includes(sk.id) &&
        (sk.hooks?.onNightStart || sk.hooks?.reveal || sk.hooks?.resolve),
    );
    if (passive) users.add(c.name);
  }
  return users.size;
}

function tellAndGrant(tx: Tx, breeder: Character, day: number): void {
  if (!breeder.alive) return;
  tx.notify(breeder.name, tx.t('shrewdCount', { n: skillUsers(tx, day) }), {
    kind: 'feedback',
    skill: 'shrewd',
  });
  grantRight(tx, breeder.name, 'shrewd', 'phaseEnd');
}

const shrewdCheck: SkillDef = {
  id: 'shrewd',
  name: '精明',
  kind: 'right',
  right: 'shrewd',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t) return;
      const role = cardName(tx.rs, seenRole(tx.state, tx.rs, t));
      tx.emit(
        ev('ActionsResolved', {
          day: tx.state.phase.day,
          phase: 'day',
          actions: [{ actor: actor.name, skill: 'shrewd', targets: [t.name] }],
        }),
      );
      tx.notify(actor.name, tx.t('shrewdRole', { name: t.name, role }), {
        kind: 'feedback',
        skill: 'shrewd',
        target: t.name,
        role,
      });
    },
  },
};

export const breeder: RoleDef = {
  id: 'breeder',
  name: '养殖者',
  faction: 'wolves',
  cite: '000 狼人阵营 19',
  group: 'wolves',
  // 有养殖者必有肉猪
  dealtWith: ['pig'],
  statuses: [
    {
      id: 'breeding',
      name: '养殖',
      holder: {
        // 当肉猪出局时: by night, the night it goes out in (told now, as it resolves); by day, that day's night
        onOtherOut: (tx, holder) => {
          if (tx.state.phase.kind === 'night') tellAndGrant(tx, holder, tx.state.phase.day);
          else applyStatus(tx, holder.name, 'shrewd_due', { source: holder.name });
        },
      },
    },
    { id: 'shrewd_due', name: '精明' },
  ],
  templates: {
    pigIs: ({ names }) => `养殖：肉猪是 ${names}。`,
    shrewdCount: ({ n }) =>
      `精明：肉猪出局，当夜（不包括狼队）有 ${n} 名角色发动了技能（包括被动）。你可查验一名玩家的表面身份。`,
    shrewdRole: ({ name, role }) => `精明：${name} 的表面身份为【${role}】。`,
  },
  // 养殖 <强制>——游戏开始时，养殖者获知肉猪的马甲
  onStart: (tx, c) => {
    const pigs = tx.state.chars.filter((x) => x.role === 'pig').map((x) => x.name);
    if (!pigs.length) return;
    tx.notify(c.name, tx.t('pigIs', { names: pigs.join('、') }), { kind: 'breeding', pigs });
    applyStatus(tx, c.name, 'breeding', { source: c.name, until: null, data: { of: pigs } });
  },
  skills: [
    kill,
    {
      id: 'breed',
      name: '养殖',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        // 当夜 of a pig voted out: counted when that night resolves
        onNightStart: (ctx, holder) => {
          if (!holder.statuses.some((st) => st.id === 'shrewd_due')) return;
          const day = ctx.day;
          ctx.later((tx) => {
            tx.emit(ev('StatusRemoved', { target: holder.name, status: 'shrewd_due' }));
            const me = tx.state.chars.find((c) => c.name === holder.name);
            if (me) tellAndGrant(tx, me, day);
          }, 'afterOuts');
        },
      },
    },
    shrewdCheck,
  ],
};
