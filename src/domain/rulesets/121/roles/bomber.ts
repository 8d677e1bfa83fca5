import { revealCard } from '../../../abilities';
import { castBallots } from '../../../engine/day';
import { applyStatus, groupMembers, skillIndex } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { OutHookCtx, RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import { pick } from '../../../rng';
import type { Character, GameState } from '../../../state';

// [121] file 000 【三方阵营】 2 炸弹: 炸弹 —— 游戏日夜晚如炸弹死亡则翻牌，当夜对其操作的角色都死亡（群内狼随机选择1狼出局）；游戏日白天如炸弹被投票
// 出局则翻牌，所有投票炸弹的角色一起出局。被炸弹炸死的角色不可翻牌或发动除强制技能外的技能且将失去遗言；炸弹不可被恐惧/业炎/冰冻；炸弹胜利条件为翻牌后
// 结算完，场上存活玩家，只剩一方势力，无法正常进行游戏，则炸弹独自胜利，炸弹被预言查被验反馈【非狼人阵营】，被通为炸弹。
// 注：若炸弹出局前场上只剩炸弹与另一方势力，则那方势力获胜
// 胜负判定 2、炸弹：炸弹翻牌结算后，场上只存在同一阵营的玩家。(丘比特: 不可被连为情侣 — see cupid.ts.)
// Readings: 当夜对其操作 = the night's operations that settled on him (a void one did not reach him); the wolves'
// 杀人 takes one living group member (a seeded draw) in place of the one who submitted it; the victims go out at once
// after him (cause 被炸弹炸死) and keep only the rights of <强制> skills (警长 殉职); 恐惧 (噩梦之影), 业炎 (赤狼) and 冰冻
// (企鹅) settling on him are void (immuneTo), so their users are not blown up for them; a voter whose vote 视为弃票 (隐者) did not vote him and stays; the win is checked when his explosion has settled, in the same phase; no side left = his win.

const BOMB = 'bomb';

/** The living factions other than the bomber's own (势力). */
const sides = (s: GameState, except: string): string[] => [
  ...new Set(s.chars.filter((c) => c.alive && c.name !== except).map((c) => c.faction)),
];

/** 被炸弹炸死的角色…不可…发动除强制技能外的技能且将失去遗言: rights but those of <强制> skills end. */
function blowUp(tx: Tx, bomber: Character, victims: string[]): void {
  const idx = skillIndex(tx.rs);
  for (const v of victims) {
    goOut(tx, v, BOMB, bomber.name);
    for (const r of tx.state.rights.filter((x) => x.holder === v)) {
      const sk = [...idx.values()].find((k) => k.right === r.kind);
      if (r.kind === 'last_words' || !sk?.force?.mandatory)
        tx.emit(ev('RightEnded', { holder: v, kind: r.kind, how: 'void' }));
    }
  }
}

const bombSkill: SkillDef = {
  id: BOMB,
  name: '炸弹',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const bomber: RoleDef = {
  id: 'bomber',
  name: '炸弹',
  aliases: ['炸弹人'],
  faction: 'bomber',
  cite: '000 三方阵营 2',
  // 胜负判定 2: 炸弹翻牌结算后，场上只存在同一阵营的玩家
  factions: [{ id: 'bomber', name: '三方阵营', wins: bomberWins }],
  statuses: [
    // 炸弹不可被恐惧/业炎/冰冻 (噩梦之影 恐惧, 赤狼 业炎, 企鹅 冰冻); 翻牌后结算 (the win reads it)
    { id: 'bomb_proof', name: '炸弹', blocks: { immuneTo: ['fear', 'burn', 'freeze'] } },
    { id: 'exploded', name: '炸弹翻牌' },
  ],
  templates: {
    bombed: ({ names }) => `被炸弹炸死：${names}。`,
    'cause.bomb': () => '被炸弹炸死',
  },
  // 炸弹不可被恐惧/业炎/冰冻
  innate: [{ status: 'bomb_proof' }],
  skills: [bombSkill],
  onOut: (ctx) => explode(ctx),
  // 机械狼 学习 (l.318): 炸弹人，同炸弹人，但阵营不变 — the same explosion at his out (the card turned up is 炸弹), not to be
  // 恐惧/业炎/冰冻'd (the status given at the learning); his faction stays 狼人阵营, so the 炸弹's win is not his
  learnable: {
    skills: [{ ...bombSkill, id: 'mech_bomb' }],
    onLearn: (tx, learner) => {
      applyStatus(tx, learner.name, 'bomb_proof', { source: learner.name, until: null });
      return {};
    },
    onOut: (ctx) => explode(ctx, '炸弹'),
  },
};

/**
 * 游戏日夜晚如炸弹死亡则翻牌，当夜对其操作的角色都死亡; 游戏日白天如炸弹被投票出局则翻牌，所有投票炸弹的角色一起出局 — `shown`: the card
 * turned up when it is not his own (a learner's).
 */
function explode({ tx, char, cause }: OutHookCtx, shown?: string): void {
  const ph = tx.state.phase;
  let victims: string[] = [];
  if (ph.kind === 'night') {
    // 当夜对其操作的角色都死亡（群内狼随机选择1狼出局）
    const idx = skillIndex(tx.rs);
    for (const h of tx.state.history) {
      if (h.phase !== 'night' || h.day !== ph.day || h.actor === char.name) continue;
      if (!(h.settled ?? h.targets).includes(char.name)) continue;
      const group = idx.get(h.skill)?.group;
      let who = h.actor;
      if (group) {
        const members = groupMembers(tx.state, tx.rs, group).map((m) => m.name);
        const drawn = members.length ? tx.draw(`${BOMB}:${group}`, (rng) => pick(rng, members)) : null;
        if (!drawn) continue;
        who = drawn;
      }
      if (!victims.includes(who)) victims.push(who);
    }
  } else if (cause === 'vote') {
    // 所有投票炸弹的角色一起出局 — a vote that counts as 弃票 is no vote for him (隐者 隐身衣: 投票视为弃票, l.384)
    victims = castBallots(tx.state, tx.rs)
      .ballots.filter((b) => b.target === char.name)
      .map((b) => b.voter.name);
  } else return;
  victims = tx.state.chars.filter((c) => c.alive && victims.includes(c.name)).map((c) => c.name);
  revealCard(tx, char, shown);
  const before = sides(tx.state, char.name).filter((f) => f !== char.faction);
  applyStatus(tx, char.name, 'exploded', {
    source: char.name,
    until: null,
    data: { sides: before.length, day: ph.day, phase: ph.kind },
  });
  if (victims.length)
    tx.news(tx.t('bombed', { names: victims.join('、') }), { kind: 'bomb', by: char.name, victims });
  blowUp(tx, char, victims);
}

/** 炸弹翻牌结算后，场上只存在同一阵营的玩家 — unless only one side was left beside him before (那方势力获胜). */
function bomberWins(s: GameState, f: string): boolean {
  return s.chars.some((c) => {
    if (c.role !== 'bomber' || c.faction !== f) return false;
    const st = c.statuses.find((x) => x.id === 'exploded');
    if (!st || Number(st.data?.sides ?? 0) < 2) return false;
    if (st.data?.day !== s.phase.day || st.data?.phase !== s.phase.kind) return false;
    return sides(s, c.name).length <= 1;
  });
}
