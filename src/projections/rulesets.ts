import { cardRulesOf } from '../domain/engine/cards';
import { closesAt } from '../domain/engine/schedule';
import type { RulesetDef } from '../domain/engine/types';
import { RULESETS } from '../domain/rulesets';
import type { GameState } from '../domain/state';
import { isoAt, zoneOffsetMinutes } from '../domain/time';

/**
 * What a ruleset offers a director (GET /v1/rulesets/:id): the roles it plays with their faction and
 * the text's reference, the setup rules in the text's words, presets that meet them, the options.
 * Each role's state and notes come from docs/rules-coverage.md (passed in by the edge, which bundles
 * it), so no one has to read that file to know what can be dealt.
 */

export interface CoverageRow {
  state: string;
  notes: string;
}

/** The setup rules as each text states them (121 导言 l.27–28, 211 l.69–72 and l.334; 211's 雍正 explained). */
export const SETUP_TEXT: Record<string, string[]> = {
  '121': [
    '本局游戏内至少有1个验人功能的身份在场，现有常规验人功能的神为：通灵，预言家，熊，狐狸。',
    '狼人数量不可多于X（X为开局总人数÷2-1，向下取整），狼人不可小于X（X为开局总人数÷3-1，四舍五入）',
    '开局纯村民阵营底牌人数至少为X（X为开局总人数÷2，向下取整）。',
  ],
  '211': [
    '本局游戏，三个皇帝身份必然且只会出现一个，且只会被雍正获取。（雍正：名为“雍正”的玩家，或以选项 yongzheng 指定的玩家；随机发牌须有雍正）',
    '开局村民阵营底牌人数至少为（开局总人数X0.5，上取整），至多为（开局总人数X0.6，四舍五入）',
    '狼人数量不可多于（开局总人数X0.4，四舍五入），狼人不可小于（开局总人数X0.3，四舍五入）',
    '有道教教主必有魔教教主',
  ],
  tieba: [
    '至少一名狼人阵营、一名村民阵营的角色',
    '身份与阵营：狼人：2人，起诉人：2人，村民：5人，其余身份各1人（可少发，不可多发）',
  ],
  classic: ['至少一名狼人、一名村民（只有狼人与村民可发）'],
  pku: ['至少一名狼人、一名村民（只有狼人与村民可发）'],
};

const plain7 = ['狼人', '狼人', '村民', '村民', '村民', '村民', '村民'];

/**
 * Tables that meet the setup rules (a test deals each one): the ruleset's own (`RulesetDef.presets`, dealt by `preset`
 * at creation: classic's 9–14人游戏配置), else these.
 */
export const PRESETS: Record<string, { name: string; pool: string[] }[]> = {
  '121': [
    {
      name: '12人标准局（狼王 狼人×2 预言家 女巫 猎人 守卫 白痴 替罪羊 村民×3）',
      pool: [
        '狼王',
        '狼人',
        '狼人',
        '预言家',
        '女巫',
        '猎人',
        '守卫',
        '白痴',
        '替罪羊',
        '村民',
        '村民',
        '村民',
      ],
    },
    {
      name: '9人局（狼人×2 预言家 女巫 猎人 村民×4）',
      pool: ['狼人', '狼人', '预言家', '女巫', '猎人', '村民', '村民', '村民', '村民'],
    },
  ],
  '211': [
    {
      name: '12人局（贤明之君 贵妃 宫令 嫦娥 道教教主 孟婆 嫔妃 噬时狼妃 雪妖 魔教教主 狼人×2）',
      pool: [
        '贤明之君',
        '贵妃',
        '宫令',
        '嫦娥',
        '道教教主',
        '孟婆',
        '嫔妃',
        '噬时狼妃',
        '雪妖',
        '魔教教主',
        '狼人',
        '狼人',
      ],
    },
  ],
  tieba: [
    { name: '7人局（狼人×2 村民×5）', pool: plain7 },
    {
      name: '20人贴吧房屋局（身份与阵营所列全部身份）',
      pool: [
        ...['狼人', '狼人', '狼王', '赤狼', '花蝴蝶', '雪狼'],
        ...['预言家', '女巫', '医生', '丘比特', '乌鸦', '纵火者', '检察官', '起诉人', '起诉人'],
        ...['村民', '村民', '村民', '村民', '村民'],
      ],
    },
  ],
  pku: [{ name: '7人局（狼人×2 村民×5）', pool: plain7 }],
};

/** The options of creation, and the ruleset's own. */
function optionsOf(rs: RulesetDef) {
  const out: { name: string; type: string; default: unknown; values?: string[]; text: string }[] = [
    { name: 'ignoreSetupConstraints', type: 'boolean', default: false, text: '不按开局规则检查发牌' },
    { name: 'trustPostedAt', type: 'boolean', default: false, text: '投票以论坛发帖时间为准' },
    { name: 'autoCards', type: 'boolean', default: true, text: '按规则自动判罚（未投票等）' },
    {
      name: 'cardMerge',
      type: 'integer',
      default: cardRulesOf(rs).merge ?? 0,
      text: '几张蓝牌合并为一张黄牌、几张黄牌合并为一张红牌（0：不合并）',
    },
  ];
  if (rs.lastWordsOption)
    out.push({
      name: 'lastWords',
      type: 'integer',
      default: rs.lastWordsOption.default,
      text: '本局遗言条数（不公布剩余条数）',
    });
  // the ruleset's structured options (tieba houses): a string in the spec's own form
  for (const [name, spec] of Object.entries(rs.optionSpecs ?? {}))
    out.push({ name, type: 'string', default: null, text: spec.describe });
  for (const [name, o] of Object.entries(rs.options ?? {}))
    out.push({ name, type: 'string', default: o.default, values: [...o.values], text: `规则选项 ${name}` });
  return out;
}

export function rulesetSummary(rs: RulesetDef, coverage: Record<string, CoverageRow> = {}) {
  return {
    id: rs.id,
    name: rs.name,
    file: rs.file,
    roles: Object.values(rs.roles).filter((r) => (coverage[r.id]?.state ?? 'done') !== 'not yet').length,
  };
}

export function rulesetDetail(rs: RulesetDef, coverage: Record<string, CoverageRow> = {}) {
  return {
    ...rulesetSummary(rs, coverage),
    factions: Object.entries(rs.factions).map(([id, f]) => ({ id, name: f.name })),
    roles: Object.values(rs.roles).map((r) => ({
      id: r.id,
      name: r.name,
      faction: rs.factions[r.faction]?.name ?? r.faction,
      factionId: r.faction,
      cite: r.cite,
      state: coverage[r.id]?.state ?? null,
      // the notes without their pointer to the tests
      text: coverage[r.id]?.notes.replace(/^Tests: \S+(\s*\([^)]*\))?\.\s*/, '') ?? null,
      skills: r.skills.map((k) => ({ id: k.id, name: k.name, kind: k.kind })),
      ...(r.checker ? { checker: true } : {}),
    })),
    setup: SETUP_TEXT[rs.id] ?? [],
    presets: rs.presets
      ? rs.presets.map((p) => ({
          id: p.id,
          name: p.name,
          players: p.players,
          pool: p.pool,
          ...(p.options ? { options: p.options } : {}),
        }))
      : (PRESETS[rs.id] ?? []),
    options: optionsOf(rs),
    nightWindows: rs.nightWindows.map((w) => ({ id: w.id, minutes: w.minutes, from: w.from })),
  };
}

export const rulesetList = (coverage: Record<string, Record<string, CoverageRow>> = {}) =>
  Object.values(RULESETS).map((rs) => rulesetSummary(rs, coverage[rs.id]));

/**
 * The first deadlines a created game would have if started at `startAt`: day 1, each window of
 * night 1, day 2 (a preview of the schedule; extensions and 加速 move them later). A ruleset that opens
 * with night 0 (`nightZero`: pku) previews each window of night 0, day 1, each window of night 1.
 */
export function previewDeadlines(s: GameState, rs: RulesetDef, startAt: number) {
  const iso = (ms: number) => isoAt(ms, zoneOffsetMinutes(s.schedule.timezone, ms));
  const out: { phase: string; window?: string; closesAt: string }[] = [];
  // a night's windows count from 关门 (its first opening; night 0's: the start); a feedback window from the one before
  const night = (day: number, from: number): number => {
    const st: GameState = { ...s, phase: { ...s.phase, anchor: from, shift: 0 } };
    let last = from;
    rs.nightWindows.forEach((w, i) => {
      last = closesAt(st, rs, 'night', day, i, i === 0 ? from : last);
      out.push({ phase: rs.phaseName?.('night', day) ?? `第${day}夜`, window: w.id, closesAt: iso(last) });
    });
    return last;
  };
  const first = rs.nightZero ? night(0, startAt) : startAt;
  const day1 = closesAt(s, rs, 'day', 1, 0, first);
  out.push({ phase: rs.phaseName?.('day', 1) ?? '第1天', closesAt: iso(day1) });
  const last = night(1, day1);
  if (!rs.nightZero)
    out.push({
      phase: rs.phaseName?.('day', 2) ?? '第2天',
      closesAt: iso(closesAt(s, rs, 'day', 2, 0, last)),
    });
  return out;
}
