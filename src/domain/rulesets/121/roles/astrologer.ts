import { cardName } from '../../../engine/effects';
import type { RoleDef, RulesetDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [121] file 000 【三方阵营】 7 占星师: 占卜 —— 游戏日夜晚占星师可以选择查验一名在场玩家和一名已出局玩家的初始身份，天眼 ——游戏日夜晚可以
// 私聊法官一份马甲与身份牌对应的清单包括已出局玩家，法官会反馈猜对或猜错。全部猜对则独自胜利。占星师被验为【非狼人阵营】，被通为占星师
// (l.410–413); 胜负判定 7: 占星师存活且猜对场上全部马甲对应身份，则独自获胜 (priority 2nd).
// Readings: 占卜 names the player in the game as its target and the one out as its choice (none while nobody is out);
// 初始身份 = the card dealt. 天眼's list is `马甲=身份` pairs separated by commas (，,；; or new lines), naming every other
// player, in or out; a card is its name as the list of roles spells it (or an alias); the answer is one word for the
// whole list (猜对 / 猜错), and a right list wins when the night resolves, if he is still in.

const SEP = /[，,；;\n]+/;
const PAIR = /\s*[=＝：:]\s*/;

/** The list as {vest → role id}, or why it is not one. */
function parseList(
  s: GameState,
  rs: RulesetDef,
  me: string,
  text: string | null,
): Map<string, string> | string {
  if (!text) return '须提交一份“马甲=身份”的清单';
  const out = new Map<string, string>();
  for (const item of text
    .split(SEP)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const [vest, card] = item.split(PAIR).map((x) => x.trim());
    const c = s.chars.find((x) => x.name === vest);
    if (!c || !card) return `无法识别“${item}”`;
    const role = Object.values(rs.roles).find((r) => r.name === card || r.aliases?.includes(card));
    out.set(c.name, role?.id ?? card);
  }
  const missing = s.chars.filter((c) => c.name !== me && !out.has(c.name)).map((c) => c.name);
  return missing.length ? `清单须包括所有其他玩家（含已出局），缺少：${missing.join('、')}` : out;
}

const allRight = (s: GameState, list: Map<string, string>): boolean =>
  [...list].every(([vest, role]) => s.chars.find((c) => c.name === vest)?.role === role);

export const astrologer: RoleDef = {
  id: 'astrologer',
  name: '占星师',
  faction: 'astrologer',
  cite: '000 三方阵营 7',
  factions: [{ id: 'astrologer', name: '三方阵营', wins: astrologerWins }],
  statuses: [{ id: 'star_sight', name: '天眼' }],
  // 机械狼 学习 (l.334): 占星师，每晚可验一名其他玩家的初始身份 — one player a night, in the game (reading: the learner's
  // 验 is a night check of a living player, as 占卜's own target)
  learnable: {
    skills: [
      {
        id: 'mech_divine',
        name: '占卜',
        kind: 'night',
        timing: { window: 'n60', orderAs: 'divine' },
        effect: { feedback: true },
        targets: { min: 1, max: 1, self: false, among: 'alive' },
        hooks: {
          resolve: (ctx, a) => {
            const lines = a.targets.map(
              (t, i) =>
                ctx.ruleset.t.divined?.({
                  name: a.chosen[i] ?? t,
                  role: cardName(ctx.ruleset, ctx.char(t).role),
                }) ?? '',
            );
            ctx.notify(a.actor, ctx.ruleset.t.divination?.({ lines: lines.join('；') }) ?? '', {
              kind: 'feedback',
              skill: 'mech_divine',
            });
          },
        },
      },
    ],
  },
  templates: {
    divined: ({ name, role }) => `${name} 的初始身份为【${role}】`,
    divination: ({ lines }) => `占卜：${lines}。`,
    starSight: ({ answer }) => `天眼：${answer}。`,
  },
  skills: [
    {
      id: 'divine',
      name: '占卜',
      kind: 'night',
      effect: { feedback: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        // the one out (已出局玩家), by name
        parseChoice: (s, choice) => {
          if (choice === null || choice === '') return null;
          const c = s.chars.find((x) => x.name === choice);
          return c && !c.alive ? null : `“${choice}”不是已出局的玩家`;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          const line = (c: Character, shown: string) =>
            ctx.ruleset.t.divined?.({ name: shown, role: cardName(ctx.ruleset, c.role) }) ?? '';
          const lines = a.targets.map((t, i) => line(ctx.char(t), a.chosen[i] ?? t));
          const out = a.choice ? ctx.state.chars.find((c) => c.name === a.choice) : undefined;
          if (out) lines.push(line(out, out.name));
          ctx.notify(a.actor, ctx.ruleset.t.divination?.({ lines: lines.join('；') }) ?? '', {
            kind: 'feedback',
            skill: 'divine',
          });
        },
      },
    },
    {
      id: 'star_sight',
      name: '天眼',
      kind: 'night',
      effect: { feedback: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      choose: {
        validate: ({ state, actor, choice, rs }) => {
          const list = parseList(state, rs, actor.name, choice);
          return typeof list === 'string' ? err('INVALID_INPUT', `<天眼>：${list}`) : null;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          const list = parseList(ctx.state, ctx.ruleset, a.as, a.choice);
          if (typeof list === 'string') return;
          const right = allRight(ctx.state, list);
          ctx.notify(a.actor, ctx.ruleset.t.starSight?.({ answer: right ? '猜对' : '猜错' }) ?? '', {
            kind: 'feedback',
            skill: 'star_sight',
            right,
          });
          // 全部猜对则独自胜利: the win is judged when the night resolves
          if (right) ctx.status(a.as, 'star_sight', { source: a.as, data: { day: ctx.day } });
        },
      },
    },
  ],
};

/** 占星师存活且猜对场上全部马甲对应身份. */
function astrologerWins(s: GameState, f: string): boolean {
  return s.chars.some(
    (c) =>
      c.alive &&
      c.faction === f &&
      c.role === 'astrologer' &&
      c.statuses.some((st) => st.id === 'star_sight'),
  );
}
