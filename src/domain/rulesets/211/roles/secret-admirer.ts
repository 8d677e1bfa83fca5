import { neighbours } from '../../../abilities/adjacency';
import { applyStatus, settleEnvNow } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';
import { chooseMaster, followsHost } from './follow';
import { ownSkills } from './inherit';

// [211] file 001 飘零 · 不定身份 9 暗恋者（女） (l.934–940):
// 跨越千里[强制]——游戏开局，距离你电梯楼最远的角色为你的暗恋对象[若有2人，则暗恋者在最远的两人中二选一]，你加入暗恋对象所在的阵营并跟随变动，
// 当你和暗恋对象为邻居时触发此技能，你所在的阵营直接获胜。
// 情书[正午]——游戏日正午发动后，你和主人在当天正午任何时候互相发送一条不超过50字的信息，并可以在之后的每个正午阶段都互相发送一次。
// 怀孕技能[强制]——暗恋对象若出局，暗恋者会收到通知，然后暗恋者选择一项：1，继承暗恋对象的技能两天 2，对造成暗恋对象出局的角色造成[致死伤害]。
// (行动顺序总集 开局: 巫妖匣/暗恋者 选择主人.) Readings: 最远 — by seats around the 电梯楼 (首尾相邻) at the opening; one farthest
// (an even table) or two (odd: she chooses; a missed choice is drawn); the 暗恋对象 is the 主人 of 情书. 邻居 — the 电梯楼 of the
// living (出局者 skipped): once both are in and next to each other, her faction wins at once if not defeated (after the 诸侯
// of the win priority). 情书 [正午]: her first letter opens it; each noon she may send one (≤ 50 characters) and he may answer
// one (情书, given to him by her first letter); the letters are passed on unsigned ('你收到一封情书：…' / '你收到情书的回信：…').
// 怀孕技能: when the 暗恋对象 goes out she is told and holds a right to choose (继承 / 致死伤害) in the next night (out by day:
// that day's night; by night: the night after — her [怀孕]'s [沉默]/[遗忘] last until its 黄昏); 继承: his role's own skills to the end of the second game day after; 致死伤害: on the character
// whose skill put him out (none after a vote or a chain: INVALID_INPUT).

const ROLE = 'secret_admirer';
const CHOICE = 'admirer_choice';

/** The characters farthest from `c` around the 电梯楼 (all seats, at the opening). */
function farthest(s: GameState, c: Character): string[] {
  const n = s.chars.length;
  const i = s.chars.findIndex((x) => x.name === c.name);
  const dist = (j: number) => Math.min(Math.abs(i - j), n - Math.abs(i - j));
  const max = Math.max(...s.chars.map((_, j) => dist(j)));
  return s.chars.filter((_, j) => j !== i && dist(j) === max).map((x) => x.name);
}

const crushOf = (c: Character): string | undefined =>
  (c.statuses.find((st) => st.id === 'crush_of')?.data?.of as string[] | undefined)?.[0];

const sentToday = (s: GameState, c: Character, id: string) =>
  c.statuses.some((st) => st.id === 'letter_day' && st.data?.skill === id && st.data?.day === s.phase.day);

function letter(
  id: string,
  name: string,
  template: string,
  to: (s: GameState, me: Character) => string | undefined,
): SkillDef {
  return {
    id,
    name,
    kind: 'day',
    timing: { instant: true, noon: true },
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    limits: {
      usable: (s, c) =>
        sentToday(s, c, id) ? err('SKILL_USED_UP', `${name}：今天的正午已发送过一次`) : null,
    },
    choose: {
      parseChoice: (_s, choice) =>
        !choice?.trim() ? '情书须写内容' : [...choice].length > 50 ? '情书不超过50字' : null,
    },
    hooks: {
      apply: (tx, actor, _t, choice) => {
        const day = tx.state.phase.day;
        applyStatus(tx, actor.name, 'letter_day', {
          source: actor.name,
          until: null,
          data: { skill: id, day },
        });
        const other = to(tx.state, actor);
        if (!other) return;
        tx.notify(other, tx.t(template, { text: String(choice ?? '') }), { kind: 'letter' });
        // the first letter opens the exchange: he may answer each noon
        if (
          id === 'love_letter' &&
          !tx.state.chars.find((c) => c.name === other)?.statuses.some((st) => st.id === 'letter_partner')
        )
          applyStatus(tx, other, 'letter_partner', {
            source: actor.name,
            until: null,
            data: { skills: ['love_letter_reply'] },
          });
      },
    },
  };
}

const sendLetter = letter('love_letter', '情书', 'letterIn', (_s, me) => crushOf(me));
const replyLetter = letter(
  'love_letter_reply',
  '情书',
  'letterBack',
  (_s, me) => me.statuses.find((st) => st.id === 'letter_partner')?.source ?? undefined,
);

const choose: SkillDef = {
  id: CHOICE,
  name: '怀孕技能',
  kind: 'right',
  right: CHOICE,
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    choices: ['继承', '致死伤害'],
    validate: ({ actor, choice }) => {
      const st = actor.statuses.find((x) => x.id === 'crush_out');
      return choice === '致死伤害' && !st?.data?.by
        ? err('INVALID_INPUT', '怀孕技能：没有造成暗恋对象出局的角色（投票或连带出局）')
        : null;
    },
  },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const st = actor.statuses.find((x) => x.id === 'crush_out');
      const crush = tx.state.chars.find((c) => c.name === st?.source);
      if (!crush) return;
      if (choice === '继承') {
        const role = tx.rs.roles[crush.role];
        const skills = ownSkills(role);
        applyStatus(tx, actor.name, 'admirer_skills', {
          source: crush.name,
          at: { at: 'dayEnd', day: tx.state.phase.day + 2 },
          data: { skills },
        });
        return;
      }
      const by = String(st?.data?.by ?? '');
      const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
        target: by,
        source: CHOICE,
        by: actor.name,
        strength: 'lethal',
      });
      if (!cause) return;
      if (tx.state.phase.kind === 'day')
        tx.announce(tx.t('outOther', { name: by }), { kind: 'out', name: by });
      goOut(tx, by, cause, actor.name);
    },
  },
};

export const secretAdmirer: RoleDef = {
  id: ROLE,
  name: '暗恋者',
  gender: '女',
  faction: 'undetermined',
  cite: '001 不定身份 9',
  statuses: [
    followsHost,
    {
      id: 'crush_of',
      name: '暗恋',
      holder: {
        // 当你和暗恋对象为邻居时触发此技能，你所在的阵营直接获胜
        winsNow: (s, holder, st) => {
          const crush = s.chars.find((c) => c.name === (st.data?.of as string[] | undefined)?.[0]);
          return Boolean(holder.alive && crush?.alive && neighbours(s, holder).includes(crush.name));
        },
        // 怀孕技能: 暗恋对象若出局，暗恋者会收到通知，然后暗恋者选择一项
        onOtherOut: (tx, holder, _st, out, by) => {
          const me = tx.state.chars.find((c) => c.name === holder.name) as Character;
          if (!me.alive || !me.statuses.some((x) => x.id === 'favoured')) return;
          applyStatus(tx, me.name, 'crush_out', { source: out.name, until: null, data: { by: by ?? null } });
          // the next night (out by day: that day's; by night: the one after): her [怀孕] blocks skills until its 黄昏
          const night = tx.state.phase.kind === 'day' ? tx.state.phase.day : tx.state.phase.day + 1;
          const was = tx.rightsPhase;
          tx.rightsPhase = { kind: 'night', day: night };
          grantRight(tx, me.name, CHOICE, 'phaseEnd');
          tx.rightsPhase = was;
          tx.notify(me.name, tx.t('crushOut', { name: out.name, when: `第${night}夜` }), {
            kind: 'right',
            right: CHOICE,
          });
        },
      },
    },
    { id: 'crush_out', name: '暗恋对象出局' },
    { id: 'letter_day', name: '情书' },
    { id: 'letter_partner', name: '情书', holder: { grantsSkills: true } },
    { id: 'admirer_skills', name: '继承技能', holder: { grantsSkills: true } },
  ],
  templates: {
    letterIn: ({ text }) => `你收到一封情书：${text}`,
    letterBack: ({ text }) => `你收到情书的回信：${text}`,
    crushOut: ({ name, when }) =>
      `暗恋对象 ${name} 已出局。你可以在${when}选择一项：继承（继承其技能两天）或致死伤害（对造成其出局的角色造成[致死伤害]）。`,
  },
  extraSkills: [replyLetter],
  skills: [
    {
      ...chooseMaster('cross_miles', '跨越千里', (tx, actor, t) =>
        applyStatus(tx, actor.name, 'crush_of', { source: actor.name, until: null, data: { of: [t.name] } }),
      ),
      choose: { excludes: ({ state, actor, target }) => !farthest(state, actor).includes(target.name) },
    },
    sendLetter,
    choose,
  ],
};
