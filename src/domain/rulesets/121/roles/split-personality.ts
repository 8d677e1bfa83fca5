import { tellGroup } from '../../../abilities';
import { applyStatus, changeFaction } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { pick } from '../../../rng';
import type { Character, GameState } from '../../../state';
import { cardHooks, dayOneRight, takeCard } from './mech-wolf';

// [121] file 000 【不定阵营】 5 双重人格 (l.462–463): 双重人格——游戏开始前随机获得未出场的一狼一神作为底牌，底牌暗置，被验为非村民阵营，被通为
// 随机底牌。主人格<限定>——场存人数少于或者等于初始人数的3分之一（向下取整）时，获知底牌身份，选择保留一张底牌，并加入该阵营。
// 总体流程 1 双重人格<双重人格>; 3 (0) 双重人格<主人格>; 行动时限: 关门二十分钟内…双重人格 (n20).
// Readings: 一狼一神 = one card of 狼人阵营 and one 神牌 (a 村民阵营 card but 村民), drawn at the deal (events) among the
// playable cards not dealt (未出场), leaving out those the deal pairs (有X必有Y) and those whose skill is chosen at the
// opening (隐狼, 机械狼 …): a kept card must be playable. 被验为非村民阵营: the 预言家 answers only <狼人阵营> / <非狼人阵营>;
// 非村民 is read as the seer's <狼人阵营> (see rules-coverage's ambiguities). 被通为随机底牌: one of the two, drawn once at
// the deal, is what 通灵 reads until he keeps one. Before 主人格 he is 不定阵营 with no skill (neither wins nor stands in a
// faction's way). 主人格: usable on a night when the living are ≤ floor(start/3); 获知底牌身份 — the choice offers the two
// cards; the kept card (its skills unused, a pack card with the pack, told 你的狼队友) and its faction are his when the
// night resolves; the other is gone.

interface Cards {
  wolf: string;
  god: string;
}

const cardsOf = (c: Character): Cards | null => {
  const st = c.statuses.find((x) => x.id === 'split_cards');
  return st ? { wolf: String(st.data?.wolf), god: String(st.data?.god) } : null;
};

/** 场存人数少于或者等于初始人数的3分之一（向下取整） */
const mainTime = (s: GameState) => s.chars.filter((c) => c.alive).length <= Math.floor(s.chars.length / 3);

function pool(tx: Tx, faction: 'wolves' | 'village'): string[] {
  const dealt = new Set(tx.state.chars.map((c) => c.role));
  return Object.values(tx.rs.roles)
    .filter(
      (r) =>
        r.faction === faction &&
        r.skills.length > 0 &&
        r.id !== 'villager' &&
        !dealt.has(r.id) &&
        !r.dealtWith?.length &&
        !r.skills.some((k) => k.kind === 'opening'),
    )
    .map((r) => r.id);
}

const names = (rs: RulesetDef, c: Character) => {
  const cards = cardsOf(c);
  return cards ? [rs.roles[cards.wolf]?.name ?? cards.wolf, rs.roles[cards.god]?.name ?? cards.god] : [];
};

// 机械狼 学习 (l.348): 双重人格，复制后可选择复制双重人格的神牌或者狼牌其中之一（但不知具体底牌），等双重人格翻牌后，获知具体底牌及
// 相应技能，双重人格未翻牌时，被通反馈其复制的底牌身份（即机械狼自己不知道自己是啥，但是通灵可以摸出来）. Readings: as 丘比特's 叛变,
// the choice is a right <复制底牌> (神牌 / 狼牌) given when the 学习 resolves at the opening's close, usable in day 1 (none made:
// no card, the surface 双重人格); he is told which of the two, not the card; 通灵 reads that card from then on (预言 keeps
// the 学习 rule's <非狼人阵营>); 翻牌 = the 双重人格's 主人格 (获知底牌身份…保留一张): when it resolves he is told the card he
// copied (whichever the 双重人格 kept) and holds what learning it gives (its 机械 version; a wolf card by l.296's class rule),
// from the next night.
const SIDES = ['神牌', '狼牌'];

const mechSplit: SkillDef = {
  id: 'mech_split',
  name: '复制底牌',
  kind: 'right',
  right: 'mech_split',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choices: SIDES },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const learned = actor.statuses.find((st) => st.id === 'learned');
      const sp = tx.state.chars.find((c) => c.name === learned?.data?.split);
      const cards = sp ? cardsOf(sp) : null;
      if (!cards || !choice) return;
      const role = choice === '狼牌' ? cards.wolf : cards.god;
      // 被通反馈其复制的底牌身份: the surface card; the faction a 预言 reads stays the 学习's
      applyStatus(tx, actor.name, 'mech_split_card', {
        source: actor.name,
        until: null,
        data: { role, faction: learned?.data?.faction ?? 'village' },
      });
      tx.notify(actor.name, tx.t('mechSplitCopied', { side: choice }), {
        kind: 'feedback',
        skill: 'mech_split',
      });
    },
  },
};

/** 等双重人格翻牌后，获知具体底牌及相应技能: the learners of `me` who copied a card. */
function tellCopied(tx: Tx, me: string): void {
  for (const c of tx.state.chars) {
    if (!c.statuses.some((st) => st.id === 'learned' && st.data?.split === me)) continue;
    const role = tx.rs.roles[String(c.statuses.find((st) => st.id === 'mech_split_card')?.data?.role)];
    if (!role) continue;
    takeCard(tx, {
      learner: c.name,
      status: 'mech_split_skills',
      source: me,
      role,
      template: 'mechSplitKnown',
      skill: 'mech_split',
    });
  }
}

function keep(tx: Tx, me: string, roleId: string): void {
  const role = tx.rs.roles[roleId];
  if (!role) return;
  applyStatus(tx, me, 'split_kept', {
    source: me,
    until: null,
    data: {
      role: role.id,
      skills: role.skills.filter((k) => !k.group).map((k) => k.id),
      ...(role.group ? { group: role.group } : {}),
    },
  });
  tx.notify(me, tx.t('splitKept', { role: role.name }), {
    kind: 'feedback',
    skill: 'main_personality',
    role: role.id,
  });
  changeFaction(tx, me, role.faction, 'main_personality');
  if (role.group) tellGroup(tx, role.group);
  tellCopied(tx, me);
}

export const splitPersonality: RoleDef = {
  id: 'split_personality',
  name: '双重人格',
  faction: 'undetermined',
  cite: '000 不定阵营 5',
  statuses: [
    // 底牌暗置: what checks read (被验为非村民阵营, 被通为随机底牌) until 主人格
    { id: 'split_cards', name: '双重人格', holder: { disguise: true } },
    { id: 'split_kept', name: '主人格', holder: { disguise: true, grantsSkills: true } },
    // 机械狼 学习: the card copied (what 通灵 reads), then, once the 双重人格 has kept one, its 机械 skills
    { id: 'mech_split_card', name: '复制底牌', holder: { disguise: true } },
    { id: 'mech_split_skills', name: '复制底牌', holder: { grantsSkills: true } },
  ],
  templates: {
    splitKept: ({ role }) => `主人格：你保留了底牌【${role}】。`,
    mechSplitRight: () =>
      '学习：你复制了双重人格。你可以在第1天结束前发动<复制底牌>：选择复制其神牌或狼牌其中之一（不知具体底牌）。',
    mechSplitCopied: ({ side }) => `复制底牌：你复制了双重人格的${side}。`,
    mechSplitKnown: ({ role }) => `复制底牌：双重人格翻牌，你复制的底牌为【${role}】，获得相应技能。`,
  },
  learnable: {
    skills: [mechSplit],
    onLearn: (tx, learner, sp) => {
      dayOneRight(tx, learner.name, 'mech_split', 'mechSplitRight');
      return { split: sp.name };
    },
    ...cardHooks('mech_split_skills'),
  },
  onStart: (tx, c) => {
    const wolves = pool(tx, 'wolves');
    const gods = pool(tx, 'village');
    if (!wolves.length || !gods.length) return;
    const wolf = tx.draw('split_personality:wolf', (r) => pick(r, wolves));
    const god = tx.draw('split_personality:god', (r) => pick(r, gods));
    const shown = tx.draw('split_personality:shown', (r) => pick(r, [wolf, god]));
    applyStatus(tx, c.name, 'split_cards', {
      source: c.name,
      until: null,
      data: { wolf, god, role: shown, faction: 'wolves' },
    });
  },
  // the kept card's own out (猎人: 最后一枪)
  onOut: (ctx) => {
    const st = ctx.char.statuses.find((x) => x.id === 'split_kept');
    if (st) ctx.tx.rs.roles[String(st.data?.role)]?.onOut?.(ctx);
  },
  skills: [
    {
      id: 'main_personality',
      name: '主人格',
      kind: 'night',
      limits: {
        limit: 1,
        usable: (s) =>
          mainTime(s)
            ? null
            : err('SKILL_NOT_USABLE', '主人格：场存人数少于或者等于初始人数的3分之一（向下取整）时才可发动'),
      },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: { choicesFor: (s, c, rs) => (mainTime(s) ? names(rs, c) : []) },
      hooks: {
        resolve: (ctx, a) => {
          const me = ctx.char(a.as);
          const cards = cardsOf(me);
          if (!cards) return;
          const id = [cards.wolf, cards.god].find((r) => ctx.ruleset.roles[r]?.name === a.choice);
          if (id) ctx.later((tx) => keep(tx, a.as, id));
        },
      },
    },
  ],
};
