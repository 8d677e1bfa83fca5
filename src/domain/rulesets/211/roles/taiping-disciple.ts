import { ensureLastWords, revealCard } from '../../../abilities';
import { applyStatus, blockedBy, settleEnvNow, statusesOf } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';

// [211] file 001 【能臣异士】15 太平道徒⑤ (l.332–333; 男 in the role list):
// 雷公助我[正午][指定][限定] —— 选择范围：除竞选日外可选至少总人数30%的角色（四舍五入），可选已出局角色。结算效果：若结算目标的实际阵营均为狼人阵营，所有结算
// 目标受到[致死伤害]。
// 神使[强制][翻牌] —— 永久获得[秩序]状态，若自己出局，立刻翻开身份牌并获得通知可以留遗言（即使没有遗言机会），且若是被[投票出局]或因为[村民阵营]的技能击杀
// 出局时，所有村民阵营的角色仅下一晚开始获得[净化]状态，持续至那之后下一个[正午]阶段开始，并且会公示[村民阵营害死了[翻牌的实际身份]，自发前来默哀]
// Readings: 总人数 = the players dealt; the targets may be living or out (可选已出局角色: an out wolf counts for the faction test
// and takes nothing more); each out is public at once (正午); 神使's [净化] is given as the next night opens (by the vote: that
// same night; by night: the night after) to every living 村民阵营 character then, and ends when the 正午 after that night
// begins; 红牌罚下 turns no card (不能发动任何技能).
// 美女画皮 (l.725) 太平道徒：改为需要选择总人数*0.5个村民阵营的角色 — the 机械狼版本 (美女画皮's 画皮, 白骨精's 化尸大法): 雷公助我 takes at
// least half the players dealt (reading: 至少, 四舍五入, as the role's own 30%), and strikes when they are all 村民阵营; 神使 as the
// role's.

/** 雷公助我: at least `share` of the players dealt; all of actual faction `faction` → each takes [致死伤害]. */
const thunderOf = (id: string, share: number, faction: string): SkillDef => ({
  id,
  name: '雷公助我',
  kind: 'day',
  timing: { instant: true, noon: true },
  limits: {
    limit: 1,
    usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '雷公助我：竞选日不可发动') : null),
  },
  targets: { min: 1, max: 99, self: true, among: 'any' },
  choose: {
    targetsFor: (s) => ({
      min: Math.round(s.chars.length * share),
      max: s.chars.length,
      self: true,
      among: 'any',
    }),
  },
  hooks: {
    apply: (tx, actor, targets) => {
      // 若结算目标的实际阵营均为狼人阵营，所有结算目标受到[致死伤害]
      if (!targets.length || targets.some((t) => t.faction !== faction)) return;
      for (const t of targets) {
        // an out target (可选已出局角色) counts for the faction test and takes nothing more
        if (!t.alive) continue;
        const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
          target: t.name,
          source: 'thunder',
          by: actor.name,
          strength: 'lethal',
        });
        if (!cause) continue;
        tx.announce(tx.t('flipOut', { name: t.name }), { kind: 'out', name: t.name });
        goOut(tx, t.name, cause, actor.name);
      }
    },
  },
});
const thunder = thunderOf('thunder', 0.3, 'wolves');

const envoy: SkillDef = {
  id: 'envoy',
  name: '神使',
  kind: 'passive',
  force: { mandatory: true },
  effect: { flip: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const taipingDisciple: RoleDef = {
  id: 'taiping_disciple',
  name: '太平道徒',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 15',
  // 神使: 永久获得[秩序] (not while a [遗忘] takes 神使: l.81 — only [怀孕] reaches an [秩序] holder)
  innate: [{ status: 'order', by: envoy }],
  statuses: [
    // 神使's [净化], due when night data.night opens: every living 村民阵营 character then, to the 正午 after it
    {
      id: 'envoy_due',
      name: '神使',
      holder: {
        onPhaseStart: (tx, holder, st) => {
          const ph = tx.state.phase;
          if (ph.kind !== 'night' || ph.windowIndex !== 0 || ph.day !== st.data?.night || ph.round) return;
          tx.emit(ev('StatusRemoved', { target: holder.name, status: st.id, source: st.source }));
          for (const c of tx.state.chars)
            if (c.alive && c.faction === 'village')
              applyStatus(tx, c.name, 'purify', {
                source: holder.name,
                at: { at: 'dayStart', day: ph.day + 1 },
                by: { skill: envoy, user: holder.name },
              });
        },
      },
    },
  ],
  templates: {
    mourning: ({ role }) => `村民阵营害死了[${role}]，自发前来默哀。`,
  },
  skills: [thunder, envoy],
  learnable: { skills: [thunderOf('mech_thunder', 0.5, 'village'), envoy] },
  onOut: ({ tx, char, cause, by }) => {
    if (cause === 'redcard' || blockedBy(tx.rs, statusesOf(tx.state, tx.rs, char), envoy)) return;
    // 立刻翻开身份牌并获得通知可以留遗言（即使没有遗言机会）
    revealCard(tx, char);
    ensureLastWords(tx, char.name);
    const dealer = by ? tx.state.chars.find((c) => c.name === by) : undefined;
    if (cause !== 'vote' && dealer?.faction !== 'village') return;
    const ph = tx.state.phase;
    // 仅下一晚开始…持续至那之后下一个[正午]阶段开始: given as the next night opens (by day: this day's night)
    const night = ph.kind === 'day' ? ph.day : ph.day + 1;
    applyStatus(tx, char.name, 'envoy_due', { source: char.name, until: null, data: { night } });
    tx.news(tx.t('mourning', { role: tx.rs.roles[char.role]?.name ?? char.role }), { kind: 'mourning' });
  },
};
