import { revealCard } from '../../../abilities';
import { applyStatus, blockedBy, statusesOf } from '../../../engine/effects';
import type { OutHookCtx, RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import { type Character, type GameState, hasStatus } from '../../../state';
import { dayStrike } from './day-strike';

// [211] file 001 【叛皇阵营】23 褒姒[群内]（女）⑨ (l.662–666):
// 苟住[强制]——血月使徒白天出局后，在出局的那一刻，存活角色为3人或以下，自己所在的阵营获胜。
// 烽火戏诸侯[正午][翻牌]——除竞选日外的游戏日白天，褒姒可以对自己造成[致死伤害]，若成功因此出局，所有实际阵营为村民阵营的角色在下一个游戏日
// 夜晚获得[沉默]状态，并立刻公示[烽火戏诸侯]。
// 怀孕技能[强制]——[烽火戏诸侯]如果成功触发出局后效果，还会额外封印投票，且可以令任意一名角色获得[苟住]技能。
// Readings:
// - 血月使徒 is 褒姒's old name (a self-reference). 白天出局: out in a day (the vote, a 正午 skill, a chain by day); 存活角色 counts
//   the living after her out, the 皇帝 not counted (所有判定均不计算皇帝); 自己所在的阵营获胜 is a special win a skill writes, so
//   it stands even if her faction meets a defeat condition then (…技能上有写特殊胜利方式的视作胜利), not after a stored defeat
//   (two reds). A [遗忘] on her when she goes out stops it (<强制>).
// - 烽火戏诸侯: the [沉默] is given as the next night opens, to the characters whose actual faction is then 村民阵营, until that
//   night ends (told as any [沉默]); the 公示 '烽火戏诸侯！' comes at once with the card and her out; no out (a [不死]): the card
//   is turned, nothing else.
// - 怀孕技能: 封印投票 — that day's vote is void (every vote cast counts for no one: nobody is voted out); the target (optional,
//   named with 烽火戏诸侯) gains 苟住 for itself (its own faction, its own day out), told.

const BEACON = 'beacon_fire';
const HOLD = 'hold_on';

const holdOnSkill: SkillDef = {
  id: 'hold_on',
  name: '苟住',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

const counted = (s: GameState, rs: RulesetDef) => s.chars.filter((c) => rs.roles[c.role]?.card !== '皇帝');

/** 苟住: out by day with 3 or fewer (the 皇帝 not counted) in, her faction has won. */
function holdOn({ tx, char }: OutHookCtx): void {
  if (tx.state.phase.kind !== 'day') return;
  const me = tx.state.chars.find((c) => c.name === char.name) as Character;
  if (blockedBy(tx.rs, statusesOf(tx.state, tx.rs, me), holdOnSkill)) return;
  if (counted(tx.state, tx.rs).filter((c) => c.alive).length > 3) return;
  applyStatus(tx, me.name, 'held_on', { source: me.name, until: null });
}

export const baoSi: RoleDef = {
  id: 'bao_si',
  name: '褒姒',
  aliases: ['血月使徒'],
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 23',
  group: 'wolves',
  statuses: [
    { id: 'held_on', name: '苟住', holder: { claimsWin: true } },
    { id: HOLD, name: '苟住', holder: { onOut: (hook) => holdOn(hook) } },
    { id: 'vote_sealed', name: '封印投票', vote: { voteVoid: true }, lifetime: { until: 'dayEnd' } },
    {
      id: BEACON,
      name: '烽火戏诸侯',
      holder: {
        onNightOpens: (tx, holder, st) => {
          tx.emit(ev('StatusRemoved', { target: holder.name, status: BEACON, source: st.source }));
          for (const c of tx.state.chars)
            if (c.alive && c.faction === 'village')
              applyStatus(tx, c.name, 'silence', { source: holder.name, until: 'nightEnd' });
        },
      },
    },
  ],
  templates: {
    beaconFire: () => '烽火戏诸侯！',
    holdOnGiven: () => '你获得了技能<苟住>：白天出局时，若存活角色为3人或以下，你所在的阵营获胜。',
    'cause.beacon': () => '烽火戏诸侯',
  },
  skills: [
    holdOnSkill,
    {
      id: 'beacon',
      name: '烽火戏诸侯',
      kind: 'day',
      timing: { instant: true, noon: true },
      effect: { flip: true, lethal: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        // 怀孕技能: 可以令任意一名角色获得[苟住]技能 — one target then, optional
        targetsFor: (_s, c) => ({
          min: 0,
          max: hasStatus(c, 'favoured') ? 1 : 0,
          self: false,
          among: 'alive',
        }),
      },
      limits: {
        usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '烽火戏诸侯：竞选日不可发动') : null),
      },
      hooks: {
        apply: (tx, actor, targets) => {
          revealCard(tx, actor);
          const favoured = hasStatus(actor, 'favoured');
          const out = dayStrike(tx, {
            by: actor.name,
            target: actor.name,
            strength: 'lethal',
            source: 'beacon',
            designated: false,
          });
          if (!out || tx.state.status !== 'running') return;
          tx.announce(tx.t('beaconFire'), { kind: 'beacon', name: actor.name });
          applyStatus(tx, actor.name, BEACON, { source: actor.name, until: null });
          if (!favoured) return;
          for (const c of tx.state.chars)
            if (c.alive) applyStatus(tx, c.name, 'vote_sealed', { source: actor.name });
          const t = targets[0];
          if (t?.alive) {
            applyStatus(tx, t.name, HOLD, { source: actor.name, until: null });
            tx.notify(t.name, tx.t('holdOnGiven'), { kind: 'skill', skill: 'hold_on' });
          }
        },
      },
    },
  ],
  onOut: holdOn,
};
