import { actualRole, applyStatus, changeFaction, skillIndex, statusesOf } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { NightCtx, RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { pick } from '../../../rng';
import { type Character, type GameState, hasStatus } from '../../../state';
import { disguiseOpening } from './disguise-opening';
import { forgetting } from './forgetting';

// [211] file 001 【诸侯】3 妖狐（女）（30） (l.770–776):
// 身份属性（不是技能）：若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值。
// 妖狐出现时，随机一个村民阵营的角色，阵营变为和妖狐相同的阵营，该角色额外获得技能[通灵]，妖狐出局时，那个角色会连带承受[致死伤害]。
// 化形[开局]<强制>——妖狐的表面阵营，表面身份和表面带刀由妖狐开局自行决定，若自己被验人系身份查验时，妖狐会受到来自于技能来源的<致死伤害>，
// 妖狐持有对于查验致死和最高票[投票出局]以外情况的[不死]状态。
// PS：必须是[实际身份]为验人系的身份查验才能致死，其他身份拿到验人系的技能进行查验也不会致死。拆礼物或者其他方式得到的同名技能，只要实际身份对应正确，
// 也可以验杀。
// 怀孕技能[强制]——妖狐与小弟共群，且妖狐不再会因为查验致死。
// 胜负判定 【三方阵营】11、妖狐：尚未判负的阵营仅有妖狐阵营和一个其他阵营，或有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜。
// 行动顺序总集 开局: 妖狐 化形与拉小弟; 连带出局顺序: 妖狐小弟自杀.
// Readings:
// - 化形 is 贼弟's 潜藏 (disguiseOpening): one surface `身份[/阵营][/带刀|不带刀]`; missed (<强制>: drawn with nothing to draw),
//   she keeps no disguise — checks read her actual 妖狐阵营. The 小弟 is drawn (an event) as 化形 resolves, among the living
//   characters of 村民阵营 (the text names no exception); he is told 你的阵营转变为妖狐阵营 and his [通灵] — 锦衣卫's 通灵 (探查,
//   its order and deadline), as 恶役千金's gift reads <通灵> — not who the fox is, and she is not told who he is (不互知; the
//   怀孕技能 is what groups them).
// - 被验人系身份查验: a check skill (one with feedback) of the checker's own card — its [实际身份] is 锦衣卫, 通天国师, 宠妃 or
//   魔镜少女 and the skill is by name one of that card's (同名技能…只要实际身份对应正确) — settling on her; the [致死伤害] is the
//   checker's, judged when the night's actions end and counted last in the out tally (the list names no place for it).
// - [不死] against everything but that death, the top vote (最高票[投票出局]) and a red card; a 平票's 冤死 does not put her out.
//   Both are 化形's, a <强制> skill: under [遗忘] (and [怀孕], which includes it) she holds neither (l.81).
// - 怀孕技能[强制] (临幸 held, not under [遗忘]): from the next phase she and her 小弟 are one group (told each other), and a check
//   no longer kills her.
// - 胜利: her faction wins when the undefeated factions are hers and one other; and while a 妖狐 of it is alive, any other
//   faction's win (the 诸侯', the last standing, a 技能上写明的特殊胜利方式) is hers instead (会导致其他阵营无法获胜 — reading: the
//   game ends, as in every 妖狐 rule, with the fox the winner).

const ROLE = 'demon_fox';
const MINION = 'fox_minion';
const CHECKED = 'fox_checked';

const pregnant = (c: Character): boolean => hasStatus(c, 'favoured') && !forgetting(c);

/** 尚未判负的阵营仅有妖狐阵营和一个其他阵营 */
const foxWins = (_s: GameState, f: string, _rs: RulesetDef, q?: { standing: string[] }): boolean =>
  Boolean(q && q.standing.length === 2 && q.standing.includes(f));

/** 有阵营宣布胜利时，妖狐仍然存活: a living 妖狐 of this faction. */
const foxAlive = (s: GameState, f: string): boolean =>
  s.chars.some((c) => c.alive && c.role === ROLE && c.faction === f);

/** 随机一个村民阵营的角色…阵营变为和妖狐相同的阵营，该角色额外获得技能[通灵] */
function recruit(tx: Tx, fox: Character): void {
  const pool = tx.state.chars.filter((c) => c.alive && c.faction === 'village').map((c) => c.name);
  if (!pool.length) return;
  const name = tx.draw(`demon_fox:minion:${fox.name}`, (r) => pick(r, pool));
  changeFaction(tx, name, fox.faction, MINION);
  // 身份属性, not 化形's: not lifted by her [遗忘] (by: null)
  applyStatus(tx, name, MINION, { source: fox.name, until: null, data: { skills: ['probe'] }, by: null });
  tx.notify(name, tx.t('foxMinion'), { kind: 'feedback', skill: 'fox_shape' });
}

const shapeBase = disguiseOpening({ id: 'fox_shape', name: '化形', status: 'fox_surface' });
const shape: SkillDef = {
  ...shapeBase,
  aliases: ['化形与拉小弟'],
  hooks: {
    apply: (tx, actor, targets, choice, how) => {
      shapeBase.hooks?.apply?.(tx, actor, targets, choice, how);
      recruit(tx, tx.state.chars.find((c) => c.name === actor.name) as Character);
    },
  },
};

/** Is this operation a check (a skill with feedback) by a real 验人系 with its own card's skill (by name)? */
function realCheck(ctx: NightCtx, actor: string, skill: string): boolean {
  const card = ctx.ruleset.roles[actualRole(ctx.char(actor))];
  const used = skillIndex(ctx.ruleset).get(skill);
  return Boolean(card?.checker && used?.effect?.feedback && card.skills.some((k) => k.name === used.name));
}

/** 若自己被验人系身份查验时，妖狐会受到来自于技能来源的<致死伤害> (a <强制> effect of 化形, not once pregnant). */
const checkDeath: SkillDef = {
  id: 'fox_check_death',
  name: '化形',
  kind: 'passive',
  // the checks' slot (深夜1: 国师 预言, 锦衣卫 通灵, 宠妃 狡黠, 魔镜少女 问镜)
  timing: { window: '深夜1' },
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, fox) => {
      if (pregnant(fox)) return;
      ctx.atEnd((c) => {
        const by = c.ops.find(
          (op) => op.targets.includes(fox.name) && op.actor !== fox.name && realCheck(c, op.actor, op.skill),
        );
        if (by)
          c.kill({ target: fox.name, source: CHECKED, by: by.actor, strength: 'lethal', cause: CHECKED });
      });
    },
  },
};

/** 怀孕技能[强制]——妖狐与小弟共群: as a phase opens, a pregnant fox's 小弟 and she are one group (once). */
function joinDen(tx: Tx, minion: Character, fox: Character): void {
  if (!pregnant(fox) || statusesOf(tx.state, tx.rs, minion).some((st) => st.id === 'fox_den')) return;
  const group = `fox:${fox.name}`;
  for (const [who, mate] of [
    [minion.name, fox.name],
    [fox.name, minion.name],
  ] as const) {
    applyStatus(tx, who, 'fox_den', { source: fox.name, until: null, data: { group } });
    tx.notify(who, tx.t('foxDen', { name: mate }), { kind: 'group', group, members: [mate] });
  }
}

export const demonFox: RoleDef = {
  id: ROLE,
  name: '妖狐',
  gender: '女',
  faction: ROLE,
  cite: '001 诸侯 3',
  factions: [
    {
      id: ROLE,
      name: '妖狐阵营',
      wins: foxWins,
      takesWins: foxAlive,
    },
  ],
  // 妖狐持有对于查验致死和最高票[投票出局]以外情况的[不死]状态 (化形's: lost under [遗忘])
  innate: [{ status: 'fox_undying', by: shape }],
  statuses: [
    { id: 'fox_surface', name: '化形', holder: { disguise: true } },
    {
      id: 'fox_undying',
      name: '不死',
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'], protectsNot: [CHECKED] },
    },
    {
      id: MINION,
      name: '妖狐小弟',
      // 该角色额外获得技能[通灵] (data.skills)
      holder: {
        grantsSkills: true,
        onPhaseStart: (tx, holder, st) => {
          const fox = tx.state.chars.find((c) => c.name === st.source);
          if (fox?.alive && holder.alive) joinDen(tx, holder, fox);
        },
      },
      // 妖狐出局时，那个角色会连带承受[致死伤害] (连带出局顺序: 妖狐小弟自杀)
      chain: {
        on: 'source',
        kind: MINION,
        strength: 'lethal',
        cause: MINION,
        announce: 'outOther',
        announceByDay: true,
      },
    },
    { id: 'fox_den', name: '妖狐群', holder: { group: 'fox' } },
  ],
  templates: {
    foxMinion: () => '妖狐：你的阵营变为妖狐阵营，你额外获得技能[通灵]；妖狐出局时，你会连带承受[致死伤害]。',
    foxDen: ({ name }) => `怀孕技能：妖狐与小弟共群，${name} 与你共群。`,
    [`cause.${CHECKED}`]: () => '出局',
    [`cause.${MINION}`]: () => '妖狐小弟自杀',
  },
  skills: [shape, checkDeath],
};
