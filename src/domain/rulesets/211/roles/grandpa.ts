import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import type { Character, GameState } from '../../../state';

// [211] file 001 【诸侯】2 宗教老爷爷（男）（25） (l.764–768):
// 身份属性（不是技能）：游戏开局，选择一半的角色（你自己除外，小数上取整）作为异端。
// 异端处决[强制]——每有一个异端出局，你的票权+1，每有4个异端出局，你免疫一次出局。
// PS：出局后复活，然后再次出局，计为出局2次。
// 胜负判定 【三方阵营】14、宗教老爷爷：所有异端全部出局。
// (行动顺序总集 开局: 宗教老爷爷 确认目标.) Readings: the 异端 are chosen at the opening among the others, exactly
// ceil((N − 1) / 2) (a missed choice is drawn); each heretic's out (counted again after a revival) adds a vote of his, for
// good; the win is every heretic out at once (皇帝 included if chosen: the text names the heretics). 每有4个异端出局，你免疫
// 一次出局: each 4th heretic out (4, 8 …) gives him one immunity (a status `sparesOut`, kept until spent): his next out of any
// kind — vote, kill, 致死伤害, a chain, a director's ruling — does not happen and spends it (told); a red card is not spared
// (红牌罚下 beats every status: [不死]：除了红牌罚下); a vote out spared is no out ('平安日' is the vote's line then: the
// top named, nobody out). 宗教老爷爷 is not in the 判定优先顺序: judged after it (reading, rulesets/211/index.ts).

const ROLE = 'grandpa';

const heresy = (c: Character) => c.statuses.find((st) => st.id === 'heretics')?.data;
const heretics = (c: Character) => (heresy(c)?.of as string[] | undefined) ?? [];

function grandpaWins(s: GameState, f: string): boolean {
  return s.chars
    .filter((c) => c.role === ROLE && c.faction === f)
    .some(
      (c) => heretics(c).length > 0 && heretics(c).every((n) => !s.chars.find((x) => x.name === n)?.alive),
    );
}

const half = (s: GameState) => Math.ceil((s.chars.length - 1) / 2);

/** 异端处决[强制] (the engine counts it: the `heretics` status's onOtherOut) */
const execution: SkillDef = {
  id: 'heresy_execution',
  name: '异端处决',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const grandpa: RoleDef = {
  id: ROLE,
  name: '宗教老爷爷',
  gender: '男',
  faction: ROLE,
  cite: '001 诸侯 2',
  factions: [{ id: ROLE, name: '宗教老爷爷阵营', wins: grandpaWins }],
  statuses: [
    {
      id: 'heretics',
      name: '异端',
      holder: {
        // 异端处决[强制]'s counting: an 异端 out while a [遗忘] takes it is not counted (l.103; reading: not made up after)
        hooksOf: execution,
        // 异端处决[强制]——每有一个异端出局，你的票权+1 (PS：出局后复活，然后再次出局，计为出局2次)
        onOtherOut: (tx, holder) => {
          const n = Number(heresy(holder)?.outs ?? 0) + 1;
          applyStatus(tx, holder.name, 'heretics', {
            source: holder.name,
            until: null,
            data: { ...heresy(holder), outs: n },
          });
          // 异端处决[强制]'s statuses: not while a [遗忘] takes it (l.81)
          const by = { skill: execution, user: holder.name };
          applyStatus(tx, holder.name, 'heresy_vote', { source: `异端${n}`, until: null, by });
          tx.notify(holder.name, tx.t('heresyOut', { n }), { kind: 'status', status: 'heresy_vote' });
          // 每有4个异端出局，你免疫一次出局
          if (n % 4 === 0) {
            applyStatus(tx, holder.name, 'heresy_ward', { source: `异端免疫${n / 4}`, until: null, by });
            tx.notify(holder.name, tx.t('heresyWard', { n }), { kind: 'status', status: 'heresy_ward' });
          }
        },
      },
    },
    { id: 'heresy_vote', name: '异端处决', vote: { voteBonus: () => 1 } },
    {
      id: 'heresy_ward',
      name: '异端处决（免疫出局）',
      protection: {
        sparesOut: {
          onUse: (tx, _st, holder) =>
            tx.notify(holder, tx.t('heresySpared'), { kind: 'status', status: 'heresy_ward' }),
        },
      },
    },
  ],
  templates: {
    heretics: ({ names }) => `异端：${names}。`,
    heresyOut: ({ n }) => `异端处决：已有 ${n} 个异端出局，你的票权+${n}。`,
    heresyWard: ({ n }) => `异端处决：已有 ${n} 个异端出局，你免疫一次出局。`,
    heresySpared: () => '异端处决：你免疫了一次出局。',
  },
  skills: [
    execution,
    {
      id: 'heretic_pick',
      name: '异端',
      aliases: ['确认目标'],
      kind: 'opening',
      // 身份属性（不是技能）(l.766), no <强制>: it must be chosen (drawn when missed); [遗忘] does not touch it
      force: { required: true, onTimeout: 'random' },
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        targetsFor: (s) => ({ min: half(s), max: half(s), self: false, among: 'alive' }),
      },
      hooks: {
        apply: (tx, actor, targets) => {
          const names = targets.map((t) => t.name);
          applyStatus(tx, actor.name, 'heretics', {
            source: actor.name,
            until: null,
            data: { of: names, outs: 0 },
          });
          tx.notify(actor.name, tx.t('heretics', { names: names.join('、') }), { kind: 'feedback', names });
        },
      },
    },
  ],
};
