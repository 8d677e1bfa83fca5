import { applyStatus, blockedBy, settleEnvNow, statusesOf } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { Character, GameState } from '../../../state';

// [211] file 001 【能臣异士】4 老将（男）③ (l.245–249):
// 破伤风[强制] —— 当老将因[实际阵营]为[狼人阵营]角色的技能出局时，在老将正式宣布出局后，老将电梯楼下方第一个[实际阵营]为[狼人阵营]的角色永久获得状态
// [破伤风]。状态[破伤风]：负面状态，不予通知，持有该状态的角色每个晨曦阶段都会受到一次来自于该状态的赋予者[致死伤害]
// PS：若老将下方没有狼，则从电梯楼第一个开始计数。持有该状态复活后，若状态仍未解除，依然会暴毙。
// 行动顺序总集 晨曦1 老将<破伤风出局> (after 皇后<九尾自杀>).
// Readings: a skill's out is one with a dealer (`by`): the vote and a red card are none; the dealer's actual faction is read
// when he goes out. 正式宣布出局后: the wolf is found when his out is public — out by day (正午), at once; in 黄昏, when 黄昏
// ends (早夜1 opens); by night, when the next day opens (after the morning 公示) — so a wolf out in the same night is passed
// over (电梯楼相关效果都排除当前已出局成员), and the first 晨曦 to strike is the one after that. 每个晨曦阶段: each 晨曦1 that
// opens (嫦娥's extra round has its own), the 致死伤害 dealt by the 老将 (a [不死] stops it, a [坚韧] does not). A [遗忘] on
// him when he goes out takes 破伤风 (a <强制> skill lost). [秩序] clears it (a 负面状态).

const tetanusSkill: SkillDef = {
  id: 'tetanus',
  name: '破伤风',
  aliases: ['破伤风出局'],
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

/** 老将电梯楼下方第一个[实际阵营]为[狼人阵营]的角色 (the living; from the top when none is below); `faction` the 机械狼版本's. */
function wolfBelow(s: GameState, from: Character, faction = 'wolves'): Character | undefined {
  const wolves = s.chars.filter((c) => c.alive && c.faction === faction).sort((a, b) => a.seat - b.seat);
  return wolves.find((c) => c.seat > from.seat) ?? wolves[0];
}

export const veteranGeneral: RoleDef = {
  id: 'veteran_general',
  name: '老将',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 4',
  statuses: [
    // 在老将正式宣布出局后: on the 老将 until his out is public (data.window: the opening that publishes it)
    {
      id: 'tetanus_due',
      name: '破伤风',
      holder: {
        onPhaseStart: (tx, holder, st) => {
          if (tx.state.phase.window !== st.data?.window) return;
          tx.emit(ev('StatusRemoved', { target: holder.name, status: st.id, source: st.source }));
          const w = wolfBelow(tx.state, holder, String(st.data?.faction ?? 'wolves'));
          // 破伤风<强制>'s status (l.81: lapses while a [遗忘] takes the 老将's <强制> skills)
          const by = { skill: tetanusSkill, user: holder.name };
          if (w) applyStatus(tx, w.name, 'tetanus', { source: holder.name, until: null, by });
        },
      },
    },
    // 状态[破伤风]：负面状态，不予通知，每个晨曦阶段都会受到一次来自于该状态的赋予者[致死伤害]
    {
      id: 'tetanus',
      name: '破伤风',
      lifetime: { negative: true },
      holder: {
        phaseOrder: 'tetanus',
        onPhaseStart: (tx, holder, st) => {
          const ph = tx.state.phase;
          if (ph.kind !== 'night' || ph.window !== '晨曦1' || !holder.alive) return;
          // lapsed (l.81, l.103: the 老将 under [遗忘] — back by 还魂, or given it while out) or warded off: no strike
          if (!statusesOf(tx.state, tx.rs, holder).includes(st)) return;
          const by = st.source ?? holder.name;
          const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
            target: holder.name,
            source: 'tetanus',
            by,
            strength: 'lethal',
          });
          if (cause) goOut(tx, holder.name, cause, by);
        },
      },
    },
  ],
  templates: { 'cause.tetanus': () => '破伤风' },
  skills: [tetanusSkill],
  onOut: tetanusOut('wolves'),
  // 美女画皮 (l.721): the factions swapped — out by a 村民阵营 character's skill, the first 村民阵营 below takes [破伤风]
  learnable: { skills: [tetanusSkill], onOut: tetanusOut('village') },
};

/** 破伤风's out: dealt by a skill of a `faction` character, the first `faction` character below takes [破伤风]. */
function tetanusOut(faction: string): NonNullable<RoleDef['onOut']> {
  return ({ tx, char, cause, by }) => {
    if (cause === 'vote' || cause === 'redcard' || !by) return;
    const dealer = tx.state.chars.find((c) => c.name === by);
    if (dealer?.faction !== faction) return;
    if (blockedBy(tx.rs, statusesOf(tx.state, tx.rs, char), tetanusSkill)) return;
    const ph = tx.state.phase;
    if (ph.kind === 'day') {
      const w = wolfBelow(tx.state, char, faction);
      const given = { skill: tetanusSkill, user: char.name };
      if (w) applyStatus(tx, w.name, 'tetanus', { source: char.name, until: null, by: given });
      return;
    }
    // 黄昏 outs are public when 黄昏 ends; the night's, when the next day opens
    const window = ph.window === '黄昏1' ? '早夜1' : 'day';
    applyStatus(tx, char.name, 'tetanus_due', { source: char.name, until: null, data: { window, faction } });
  };
}
