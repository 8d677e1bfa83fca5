import { tellGroup } from '../../../abilities';
import { applyStatus, changeFaction } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef } from '../../../engine/types';
import { err } from '../../../errors';
import { pick } from '../../../rng';
import type { Character, GameState } from '../../../state';

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
  ],
  templates: {
    splitKept: ({ role }) => `主人格：你保留了底牌【${role}】。`,
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
