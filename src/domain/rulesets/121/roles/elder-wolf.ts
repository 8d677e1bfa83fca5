import { revealCard } from '../../../abilities';
import { applyStatus, groupMembers } from '../../../engine/effects';
import type { RoleDef, VoteHookCtx } from '../../../engine/types';
import { ev } from '../../../events';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 18 长老狼 (l.274–277): 长老狼与狼人互知共群. 杀人;
// 权威 —— 当长老狼白天被投票出局时可翻牌，公示身份翻牌后所有狼人阵营的角色当夜都将进入狼群。进狼群前有加乘技能的狼，当夜入群前可使用技能，
// 如复制狼的机械狼和狼弟。圣诞老狼和隐狼也可直接入群与队友进行讨论战术，但依旧不接刀。
// 狙击手 (l.355): 孤独——强者不需要同伴，狙击手永不进狼群，长老狼的死亡也无法召回。 铁柱 (l.359): 诅咒（强制）——铁柱被诅咒了，无法进入狼群。
// Readings: 权威 is a standing day choice (as 白痴's 装傻): submitted during the day, it is used if the vote puts him out
// that day; his card is turned with the vote's result. 当夜都将进入狼群 = from that night on, for good (进入狼群 is the
// change; 当夜 says when): every living 狼人阵营 character outside the pack joins it and shares its 杀人, the pack is
// told its members; 圣诞老狼 and 隐狼 are told the pack and the pack them (入群…讨论战术) but hold no 杀人 (依旧不接刀);
// 狙击手 and 铁柱 stay out (their texts). 入群前可使用技能: a joining wolf keeps its own skills that night (狼弟's 继承,
// a 机械狼's learned ones), as it does after.

/** 孤独 (狙击手) and 诅咒 (铁柱): never in the pack. */
const NEVER_JOIN = ['sniper', 'iron_pillar'];
/** 圣诞老狼和隐狼也可直接入群与队友进行讨论战术，但依旧不接刀. */
const TALK_ONLY = ['hidden_wolf', 'santa_wolf'];

function authority(h: VoteHookCtx): void {
  const me = h.holder;
  if (h.out?.name !== me.name || me.lost.includes('authority') || (me.uses.authority ?? 0) >= 1) return;
  const tx = h.tx;
  const standing = tx.state.actions.find((a) => a.actor === me.name && a.skill === 'authority' && !a.pass);
  if (!standing) return;
  tx.emit(
    ev('ActionsResolved', {
      day: tx.state.phase.day,
      phase: 'day',
      actions: [{ actor: me.name, skill: 'authority', targets: [] }],
    }),
  );
  revealCard(tx, me);
  h.extraLines.push(tx.t('authority', { name: me.name }));
  h.after.push(() => {
    const pack = new Set(groupMembers(tx.state, tx.rs, 'wolves').map((c) => c.name));
    pack.add(me.name);
    const joining = tx.state.chars.filter(
      (c) => c.alive && c.faction === 'wolves' && !pack.has(c.name) && !NEVER_JOIN.includes(c.role),
    );
    const talkers = joining.filter((c) => TALK_ONLY.includes(c.role)).map((c) => c.name);
    for (const c of joining)
      applyStatus(tx, c.name, talkers.includes(c.name) ? 'elder_talk' : 'elder_call', {
        source: me.name,
        until: null,
      });
    // 互知: the pack as it now is (he is going out), the talkers with it
    const members = groupMembers(tx.state, tx.rs, 'wolves')
      .map((c) => c.name)
      .filter((n) => n !== me.name);
    const all = [...members, ...talkers];
    for (const m of all) {
      const mates = members.filter((x) => x !== m);
      tx.notify(m, tx.t('yourGroup', { names: mates.join('、') || '—' }), {
        kind: 'group',
        group: 'wolves',
        members: mates,
      });
    }
    if (talkers.length)
      for (const m of members)
        tx.notify(m, tx.t('elderTalkers', { names: talkers.join('、') }), { kind: 'group', talkers });
  });
}

export const elderWolf: RoleDef = {
  id: 'elder_wolf',
  name: '长老狼',
  faction: 'wolves',
  cite: '000 狼人阵营 18',
  group: 'wolves',
  statuses: [
    { id: 'elder_call', name: '权威', holder: { group: 'wolves' } },
    { id: 'elder_talk', name: '权威（入群讨论）' },
  ],
  templates: {
    authority: ({ name }) => `${name} 发动<权威>：所有狼人阵营的角色当夜进入狼群。`,
    elderTalkers: ({ names }) => `入群讨论（不接刀）：${names}。`,
  },
  onVoteOut: authority,
  skills: [
    kill,
    {
      id: 'authority',
      name: '权威',
      kind: 'day',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
