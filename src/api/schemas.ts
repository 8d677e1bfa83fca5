import { z } from '@hono/zod-openapi';
import { ALL_ERROR_CODES } from './errors';

// A refusal's message is Chinese as a forum director writes it (the code stays the key): zod's own messages too.
z.config(z.locales.zhCN());

/** An ISO 8601 time with its offset (Z or ±HH:MM), as the contract writes times. */
export const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * Whether an ISO_WITH_OFFSET time names a real instant: a date that exists (no 2 月 30 日), hours
 * below 24, minutes and seconds below 60, an offset within ±14:00, a year from 1970 to 9999.
 */
export function isRealIsoTime(text: string): boolean {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?(Z|([+-])(\d\d):(\d\d))$/.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  if (y < 1970 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || sec > 59) return false;
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return false;
  if (m[7] !== 'Z' && (Number(m[9]) > 14 || Number(m[10]) > 59)) return false;
  return Number.isFinite(Date.parse(text));
}

/** Every number the director sets in seconds or minutes is bounded (a deadline must stay a date). */
const MAX_SPAN_SECONDS = 30 * 24 * 3600;
const seconds = () => z.number().positive().max(MAX_SPAN_SECONDS);
const minutes = (max: number) => z.number().min(0).max(max);
/** A vest, a role, a skill: the longest name the API takes (a player's name is at most 64). */
const name = (max = 64) => z.string().min(1).max(max);

/** zod schemas of every request and response: validation and the OpenAPI document come from these. */

export const ErrorSchema = z
  .object({
    error: z
      .object({
        code: z
          .enum(ALL_ERROR_CODES as [string, ...string[]])
          .openapi({ description: 'stable SNAKE_CASE code' }),
        message: z.string(),
      })
      .passthrough(),
  })
  .openapi('Error');

export const RulesetId = z.enum(['121', '211', 'tieba', 'classic', 'pku']).openapi({
  description:
    '121 = file 000 诡秘之主, 211 = file 001 甄嬛传, tieba = file 002, classic = file 003, pku = file 004',
});

export const CreateGameBody = z
  .object({
    title: z.string().min(1).max(200),
    ruleset: RulesetId,
    players: z
      .array(z.object({ name: name(), gender: z.string().max(16).optional() }).strict())
      .min(1)
      .max(200),
    seed: z.string().min(1).max(200).optional().openapi({ description: 'PRNG seed; random when absent' }),
    roles: z
      .record(name(), name())
      .refine((r) => Object.keys(r).length <= 200, 'at most 200 players')
      .optional()
      .openapi({ description: 'deal by hand: player name → role (Chinese name or id)' }),
    pool: z
      .array(name())
      .max(400)
      .optional()
      .openapi({ description: 'roles to deal at random under the setup constraints' }),
    preset: z.string().min(1).max(100).optional().openapi({
      description:
        "one of the ruleset's tables by id or name (GET /v1/rulesets/{id} lists them; classic: the text's 9–14人游戏配置): its cards are dealt at random, its options are the defaults; instead of roles or pool; a table for another number of players is 422 SETUP_CONSTRAINT unless options.ignoreSetupConstraints",
    }),
    options: z
      .record(z.string().min(1).max(40), z.union([z.boolean(), z.number(), z.string().max(100)]))
      .refine((o) => Object.keys(o).length <= 20, 'at most 20 options')
      .optional()
      .openapi({
        description:
          'ruleset options; classic: `convention: "篇二" | "篇三"` (default 篇二; anything else 400 INVALID_OPTION) chooses the text\'s sheriff and vote rules; `ignoreSetupConstraints: true` lets the director deal outside the 导言 bounds; `trustPostedAt: true`: a vote counts at the forum post time its adapter reports (`postedAt`); `treehole: true|false` opens or closes the game\'s 树洞 (private posts published after the end; default on in tieba, off elsewhere); `autoCards: false` turns off the automatic cards the text sets (未投票, 潜水 from post counts, tieba\'s missed deadlines; default on); `cardMerge: n` how many cards of a colour merge into one of the next (0 = none, 2–9; default the text\'s: 3 in 211 and 121, none in tieba, classic and pku); `lastWords: n` (pku only): the number of last words (default 0; never shown publicly); pku `wolfPoolHalveAt` / `goodPoolHalveAt` ("2" … "12" or "off"; defaults "6" and "8"): the 白给池 halving thresholds (触6/8减半); `houses: "居委会:查验;花园:诽谤/1;售楼处:免票@民A"` (tieba only): the 房屋, each occupation\'s day skill (查验, 诽谤, 免票, 禁票, 加票), `/n` uses in the game, `@角色` given by hand, the rest dealt at random; `租户:技能`: the skill of those with no house; `yongzheng: "帝"` (211 only): the player who is 雍正 (file 001 l.69: the 皇帝 card goes to him only; default the player called 雍正; a name of no player 400 INVALID_OPTION; a pool with a 皇帝 card and no 雍正 is 422 SETUP_CONSTRAINT)',
      }),
    schedule: z
      .object({
        timezone: z.string().max(64).optional().openapi({ description: 'IANA zone; default Asia/Shanghai' }),
        fixed: z.object({ daySeconds: seconds(), nightSeconds: seconds() }).strict().optional().openapi({
          description:
            'trial games: every day daySeconds, every night window nightSeconds (a night of k windows lasts k × nightSeconds); the minute rules before 关门 are off unless set below',
        }),
        closeAt: z.string().max(10).optional().openapi({ description: '关门 "HH:MM" (121: 21:00)' }),
        openAt: z.string().max(10).optional().openapi({ description: '开门 "HH:MM" (tieba: 09:30)' }),
        dayLength: z
          .number()
          .int()
          .min(1)
          .max(14)
          .optional()
          .openapi({ description: 'natural days a discussion day runs (121: 2)' }),
        weekendExtends: z.boolean().optional().openapi({ description: 'false: no extra day at weekends' }),
        nightMinutes: z
          .record(
            z.string().max(20),
            z
              .number()
              .positive()
              .max(24 * 60),
          )
          .refine((o) => Object.keys(o).length <= 40, 'at most 40 windows')
          .optional()
          .openapi({
            description: 'night window id → minutes after 关门 (121: n10 … n90, fb10 after the feedback)',
          }),
        changeLockMinutes: minutes(7 * 24 * 60)
          .optional()
          .openapi({ description: 'no 改票 this many minutes before 关门 (121: 60)' }),
        proxyLockMinutes: minutes(7 * 24 * 60)
          .optional()
          .openapi({ description: 'no 代投 this many minutes before 关门 (121: 60)' }),
        speedCutoffMinutes: minutes(7 * 24 * 60)
          .optional()
          .openapi({
            description: '加速/延时 requests count until this many minutes before 关门 (121: 180)',
          }),
      })
      .strict()
      .optional()
      .openapi({ description: "absent: the ruleset's calendar in Asia/Shanghai; every field optional" }),
  })
  .strict()
  .openapi('CreateGame');

export const CreateGameResponse = z
  .object({
    id: z.string(),
    directorToken: z.string(),
    auditorToken: z.string(),
    players: z.array(z.object({ name: z.string(), token: z.string() })),
  })
  .openapi('GameCreated');

export const PhaseSchema = z.object({
  kind: z.enum(['setup', 'day', 'night', 'ended']),
  day: z.number().int(),
  window: z.string().optional().openapi({
    description:
      "'day', or the night's deadline group (121: n10 … n90, fb10); classic also `pk` (a PK round among the tied) and `election` (篇三's re-election before the day's vote)",
  }),
  closesAt: z
    .string()
    .optional()
    .openapi({ description: 'ISO 8601 with the game time zone offset; absent while the clock is paused' }),
  paused: z
    .object({ since: z.string(), remainingSeconds: z.number() })
    .optional()
    .openapi({ description: 'the director paused the clock: no deadline runs until resumed' }),
  speed: z
    .object({
      accelerated: z.boolean(),
      accelerate: z.number().int(),
      delay: z.number().int(),
      needed: z.number().int(),
      requestsUntil: z.string().optional(),
    })
    .optional()
    .openapi({
      description: 'the discussion day: 加速 / 延时 requests standing, how many are needed, until when',
    }),
  ballot: z
    .object({
      purpose: z.enum(['sheriff', 'out']),
      round: z.enum(['vote', 'pk']),
      candidates: z.array(z.string()).optional(),
      withdrawn: z.array(z.string()).optional(),
      tied: z.array(z.string()).optional(),
    })
    .optional()
    .openapi({
      description:
        "where the ruleset has its own ballot (classic): what the open vote decides; the election's standing and withdrawn candidates (上警/退选); a PK round's tied (they alone may be voted for)",
    }),
});

export const GameView = z
  .object({
    id: z.string(),
    title: z.string(),
    ruleset: z.string(),
    status: z.enum(['setup', 'running', 'ended']),
    phase: PhaseSchema,
    seats: z.array(
      z.object({
        seat: z.number().int().nullable(),
        name: z.string(),
        alive: z.boolean(),
        sheriff: z.boolean().optional(),
        freeSpeech: z.boolean().optional().openapi({
          description: '211 [自由]: may post in the 自由警长发言贴 (任职宣言 自由, or the status)',
        }),
        out: z.object({ day: z.number().int(), phase: z.string(), how: z.string() }).optional().openapi({
          description: 'when and how it went out, as the 公示 says it (a night kill is 夜晚出局)',
        }),
        cards: z
          .object({ blue: z.number().int(), yellow: z.number().int(), red: z.number().int() })
          .optional()
          .openapi({ description: 'penalty cards held (each one was announced)' }),
      }),
    ),
    tally: z
      .array(z.object({ name: z.string(), votes: z.number(), voters: z.array(z.string()) }))
      .optional()
      .openapi({
        description: "the open day's running count, where the ruleset publishes counts (211: none)",
      }),
    winner: z
      .object({
        faction: z.string().nullable(),
        factionId: z.string().nullable(),
        names: z.array(z.string()),
      })
      .optional(),
    timezone: z.string(),
  })
  .openapi('Game');

export const GameListItem = z.object({
  id: z.string(),
  title: z.string(),
  ruleset: z.string(),
  status: z.string(),
  nextDeadline: z.string().nullable(),
  createdAt: z.string(),
});

export const Announcement = z
  .object({
    seq: z.number().int(),
    day: z.number().int(),
    phase: z.string(),
    text: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .openapi('Announcement');

export const Notification = z.object({
  seq: z.number().int(),
  text: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** One 树洞 post. */
export const TreeholeItem = z
  .object({
    seq: z.number().int(),
    author: z.string(),
    day: z.number().int().openapi({ description: 'the game day it was written (0: the opening)' }),
    phase: z.string().openapi({ description: 'day or night' }),
    text: z.string(),
  })
  .openapi('TreeholeItem');

export const PlayerStatus = z
  .object({
    id: z.string(),
    name: z.string().openapi({ description: 'its name as the text writes it (沉默, 守护 …)' }),
    until: z
      .object({ at: z.string(), day: z.number().int() })
      .nullable()
      .openapi({ description: 'when it ends (the phase boundary and the day), null when it never ends' }),
    ends: z
      .string()
      .openapi({ description: 'the end in words, as the notice said it (持续至第2夜开始 / 永久有效)' }),
    source: z.string().optional().openapi({
      description:
        'who gave it, only where the holder may know (its own skill, or a notice naming the giver)',
    }),
  })
  .openapi('PlayerStatus');

export const MeView = z
  .object({
    name: z.string(),
    seat: z.number().int().nullable(),
    role: z.string().nullable(),
    roleId: z.string().nullable(),
    faction: z.string().nullable(),
    factionId: z.string().nullable(),
    alive: z.boolean(),
    sheriff: z.boolean(),
    skills: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kind: z.string(),
        usableNow: z.boolean(),
        legalTargets: z.array(z.string()),
        targetCount: z
          .object({ min: z.number().int(), max: z.number().int() })
          .optional()
          .openapi({ description: 'how many targets a use takes (usable skills only)' }),
        choices: z.array(z.string()).optional().openapi({ description: "the skill's choices, if any" }),
        usesLeft: z.number().int().optional(),
        mandatory: z.boolean().optional(),
        reason: z.string().optional(),
        submitted: z
          .object({
            targets: z.array(z.string()),
            pass: z.boolean(),
            choice: z.string().nullable(),
            by: z.string(),
          })
          .optional(),
      }),
    ),
    group: z.object({ id: z.string(), members: z.array(z.string()) }).optional(),
    onebot: z.object({ bindCode: z.string(), bound: z.boolean() }).optional().openapi({
      description: 'when the game is bound to a QQ bot: the code to send it privately (绑定 <code>)',
    }),
    rights: z.array(z.string()),
    statuses: z.array(PlayerStatus).openapi({
      description:
        'the statuses the character holds now and was told of when they were applied (211 l.156: 会得知此状态的结束时间，也会随时得知这些状态是否还存在); never one not told',
    }),
    vote: z
      .object({ target: z.string().nullable(), changesLeft: z.number().int(), canVote: z.boolean() })
      .optional(),
    treehole: z
      .array(TreeholeItem)
      .optional()
      .openapi({ description: '树洞: your own posts (仅作者可见), where the game has one' }),
    notifications: z.array(Notification),
  })
  .openapi('PlayerView');

export const StartBody = z
  .object({ seating: z.array(name()).max(200).optional() })
  .strict()
  .openapi('Start');

export const ActionBody = z
  .object({
    skill: name().openapi({ description: 'skill name (Chinese) or id' }),
    targets: z.array(name()).max(100).optional(),
    choice: z.string().max(64).optional(),
    pass: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.pass === true || b.targets !== undefined, {
    message: '请给出 targets（目标），或 pass: true（放弃发动）',
  })
  .openapi('Action');

export const Accepted = z.object({ seq: z.number().int() });

export const RulingRecorded = z
  .object({
    seq: z.number().int(),
    token: z.string().optional().openapi({
      description:
        'substitute only: the new player’s token for the character (its whole private history stays readable); the old token stops working',
    }),
  })
  .openapi('RulingRecorded');

export const VoteBody = z
  .object({
    target: name().optional().openapi({ description: 'a vest or 弃权' }),
    post: z
      .string()
      .max(10000)
      .optional()
      .openapi({ description: 'the forum post: 投票对象：X / 投票理由：Y, or 改票对象：…' }),
    voter: name().optional().openapi({ description: '代投: the director names the voter' }),
    postedAt: z
      .string()
      .max(40)
      .regex(ISO_WITH_OFFSET, 'an ISO 8601 time with its offset')
      .refine(isRealIsoTime, 'postedAt: 不存在的时间（日期、时刻或时差超出范围）')
      .optional()
      .openapi({
        description:
          "the forum post's time as the adapter reports it; kept in the event, and the vote's time when the game's option trustPostedAt is on. Only the director's token (an adapter reports with it) may send it: a player's own vote counts when the server receives it",
      }),
  })
  .strict()
  .refine((b) => (b.target === undefined) !== (b.post === undefined), {
    message: 'target（投票对象）与 post（投票贴）须给出且只给出一项',
  })
  .openapi('Vote');

export const VoteResponse = z.object({
  target: z.string().nullable().openapi({ description: 'the vote that stands (null: none yet)' }),
  changesLeft: z.number().int(),
  invalid: z.object({ code: z.string(), reason: z.string() }).optional().openapi({
    description:
      'a `post` that is no valid vote (bad format, unknown or out target, 改票 without a vote) is recorded as invalid and the player told; the earlier vote, if any, stands (无效票须通过重新发帖来更正)',
  }),
});

export const SpeedBody = z
  .object({
    request: z.enum(['加速', '延时', 'accelerate', 'delay']).openapi({
      description: '加速 (accelerate) or 延时 (delay); one standing request a day, a later one replaces it',
    }),
  })
  .strict()
  .openapi('SpeedRequest');

export const SpeedResponse = z.object({
  seq: z.number().int(),
  request: z.enum(['加速', '延时']),
  speed: PhaseSchema.shape.speed.unwrap().nullable(),
});

export const SurrenderBody = z
  .object({
    action: z.enum(['propose', 'agree', 'decline', 'on', 'off']).openapi({
      description:
        '投降 — tieba: one member proposes, every member of the group (out ones too) agrees, or one declines; pku: the switch on or off (two toggles a day or night half)',
    }),
  })
  .strict()
  .openapi('Surrender');

export const SurrenderResponse = z.object({
  seq: z.number().int(),
  ended: z.boolean().openapi({ description: 'the surrender took effect and the game ended' }),
  proposal: z
    .object({ faction: z.string(), asked: z.array(z.string()), agreed: z.array(z.string()) })
    .optional()
    .openapi({ description: 'tieba: the open proposal, who is asked and who has agreed' }),
  switch: z.boolean().optional().openapi({ description: 'pku: your switch now' }),
});

export const CandidacyBody = z
  .object({
    action: z.enum(['stand', 'withdraw', '上警', '退选']).openapi({
      description:
        'classic: 上警 (stand) in the sheriff election, or 退选 (withdraw, for good: a withdrawn candidate neither votes nor stands again)',
    }),
  })
  .strict()
  .openapi('Candidacy');

export const CandidacyResponse = z.object({
  seq: z.number().int(),
  candidates: z.array(z.string()).openapi({ description: 'the standing candidates now' }),
  withdrawn: z.array(z.string()),
});

export const LastWordsBody = z
  .object({ text: z.string().min(1).max(20000) })
  .strict()
  .openapi('LastWords');

export const TreeholeBody = z
  .object({
    text: z.string().min(1).max(2000).openapi({ description: 'the post (1–2000 characters after trimming)' }),
  })
  .strict()
  .openapi('TreeholePost');

export const TreeholeView = z
  .object({
    open: z
      .boolean()
      .openapi({ description: 'whether the game has a 树洞 (tieba: by default; options.treehole)' }),
    published: z.boolean().openapi({ description: 'the game has ended: every post is public' }),
    posts: z.array(TreeholeItem),
  })
  .openapi('Treehole');

export const CloseBody = z
  .object({
    reason: z.string().max(2000).optional(),
    kind: z
      .enum(['day', 'night'])
      .optional()
      .openapi({ description: 'optional guard: close only if this is the open phase' }),
    day: z.number().int().min(0).max(100000).optional(),
    window: z
      .string()
      .max(20)
      .optional()
      .openapi({ description: 'optional guard: close only this window (409 WINDOW_MISMATCH otherwise)' }),
  })
  .strict()
  .openapi('Close');

const reason = z.string().min(1).max(2000);
export const RulingBody = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('kill'), target: name(), reason }).strict(),
    z.object({ kind: z.literal('revive'), target: name(), reason }).strict(),
    z
      .object({
        kind: z.literal('status'),
        target: name(),
        status: name(),
        op: z.enum(['apply', 'remove']),
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('skill'),
        target: name(),
        skill: name(),
        op: z.literal('remove'),
        reason,
      })
      .strict(),
    z
      .object({ kind: z.literal('extend'), seconds: seconds(), reason })
      .strict()
      .openapi({
        description: 'moves the open deadline (and the rest of the night) later by `seconds`',
      }),
    z
      .object({ kind: z.literal('pause'), reason })
      .strict()
      .openapi({
        description: 'stops the clock: nothing closes (409 CLOCK_PAUSED) until resumed',
      }),
    z
      .object({ kind: z.literal('resume'), reason })
      .strict()
      .openapi({
        description: 'restarts the clock: every deadline still ahead moves by the time it stood',
      }),
    z
      .object({ kind: z.literal('speed'), request: z.enum(['加速', '延时']), reason })
      .strict()
      .openapi({
        description:
          "the director's 加速 or 延时 of the discussion day, without requests (导演将自动执行加速)",
      }),
    z
      .object({ kind: z.literal('privacy'), keepPrivate: z.boolean(), reason })
      .strict()
      .openapi({
        description:
          'after the end, keep the private notifications closed (true) or open them to all (false, the default)',
      }),
    z
      .object({
        kind: z.literal('card'),
        target: name(),
        color: z.enum(['blue', 'yellow', 'red']),
        op: z.enum(['give', 'remove']).optional(),
        reason,
        defeatFaction: z.boolean().optional().openapi({
          description:
            "with a red, where the ruleset allows it (211: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营): the carded character's faction is defeated (unannounced; it can no longer win)",
        }),
      })
      .strict()
      .openapi({
        description:
          'a penalty card: 3 blue make a yellow, 3 yellow a red; a red sends the character off (no last words, no skills; by day at the close, after the vote in 121); out characters can still be carded. `op: "remove"` takes one card of that color back (an automatic one included; 422 RULING_NOT_APPLICABLE if none is held): a merged card is not split back, a red taken back before the close no longer sends off, one already in effect is not undone (rule `revive`)',
      }),
    z
      .object({
        kind: z.literal('pool'),
        pool: z.string().min(1).max(40),
        points: z.number().int().min(-1000).max(1000),
        reason,
      })
      .strict()
      .openapi({
        description:
          'pku 白给池: `points` (a non-zero integer, negative to take away) for the pool `wolves` or `village`, counted at its next settlement (the wolves’ at 入夜, the good side’s at 破晓; halved once a cycle at the game’s threshold). 422 RULING_NOT_APPLICABLE in a ruleset without pools',
      }),
    z
      .object({ kind: z.literal('excuse'), target: name(), reason })
      .strict()
      .openapi({
        description:
          'the player told the director its online situation beforehand (tieba 提前与法官说明自己的在线情况): no automatic card for a missed deadline up to the end of the current night (given by day: the night after it)',
      }),
    z
      .object({
        kind: z.literal('assistant'),
        target: name(),
        assistant: z.string().min(1).max(100),
        games: z.number().int().min(0).max(100000),
        reason,
      })
      .strict()
      .openapi({
        description:
          '场外助理 (121, 211): `assistant` may talk with the player off the thread; `games` is how many 版杀 the player has played — more than 3 is 422 RULING_NOT_APPLICABLE (禁止已参加四场或以上版杀的玩家申请场外助理), as in a ruleset without the rule. Recorded in the log, the player told; no effect on the game',
      }),
    z
      .object({ kind: z.literal('stalemate'), reason })
      .strict()
      .openapi({
        description:
          '211 l.972 (若因为非违规的特殊情况导致游戏无法正常进行…则警长在谁手里，那个角色所属的阵营就获胜): the director finds the game cannot go on; the faction of the character holding the badge (an out one’s too, until it is handed over) wins and the game ends. 422 RULING_NOT_APPLICABLE with no sheriff, when that faction is already defeated (已经判负的阵营无法再次获得胜利), or in a ruleset without the rule',
      }),
    z
      .object({
        kind: z.literal('answer'),
        target: name(),
        answer: z.string().min(1).max(20),
        reason,
      })
      .strict()
      .openapi({
        description:
          'the director answers a question a skill asked (211 半仙 通天, once its slot has closed): `answer` 是, 否 or 无法回答 tells the character privately; 需重新提问 refuses the question and gives the use back. Another answer is 400 INVALID_INPUT; a character with no question awaiting is 422 RULING_NOT_APPLICABLE',
      }),
    z
      .object({
        kind: z.literal('substitute'),
        target: name(),
        player: z.string().min(1).max(100),
        reason,
      })
      .strict()
      .openapi({
        description:
          '替补: `player` takes the character over (once per character, else 422 SUBSTITUTE_USED; without a substitute rule a red card). Answers the new token',
      }),
  ])
  .openapi('Ruling');

export const PostCountsBody = z
  .object({
    day: z.number().int().min(1).max(100000).openapi({ description: 'the open discussion day' }),
    counts: z
      .record(name(), z.number().int().min(0).max(1_000_000))
      .refine((o) => Object.keys(o).length <= 200, 'at most 200 vests')
      .openapi({
        description: 'posts by vest in the day so far; a vest left out posted 0',
        example: { 饺子: 12 },
      }),
  })
  .strict()
  .openapi('PostCounts');

export const PostCountsRecorded = z
  .object({ seq: z.number().int(), day: z.number().int(), counts: z.record(z.string(), z.number().int()) })
  .openapi('PostCountsRecorded');

const webhookKind = z.enum(['announcement', 'notification', 'phase']);

export const WebhookBody = z
  .object({
    url: z.string().url().max(2000).openapi({
      description:
        'where deliveries are POSTed. In production only https to a public host; in development and test also loopback http',
    }),
    kinds: z.array(webhookKind).min(1).max(3).openapi({
      description:
        '`announcement`: each 公示 post (announcement.created); `notification`: private notifications (notification.created); `phase`: each new phase, each move of the open deadline (extend, 加速/延时, pause, resume: `change`) and the end (phase.changed)',
    }),
    players: z.array(z.string().min(1).max(100)).min(1).max(100).optional().openapi({
      description:
        'the players whose private notifications this subscription receives (a bot serving some seats); absent = every player',
    }),
  })
  .strict()
  .openapi('Webhook');

export const WebhookCreated = z
  .object({
    id: z.string(),
    secret: z.string().openapi({
      description: 'the signing secret, `whsec_` + base64; returned here and on rotation only',
    }),
    url: z.string(),
    kinds: z.array(webhookKind),
    players: z.array(z.string()).nullable(),
  })
  .openapi('WebhookCreated');

export const WebhookRotateBody = z
  .object({
    graceSeconds: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .optional()
      .openapi({ description: 'how long the old secret keeps signing beside the new one (default 86400)' }),
  })
  .strict()
  .openapi('WebhookRotate');

export const WebhookRotated = z
  .object({ id: z.string(), secret: z.string(), previousSecretUntil: z.string() })
  .openapi('WebhookRotated');

export const WebhookList = z
  .object({
    webhooks: z.array(
      z.object({
        id: z.string(),
        url: z.string(),
        kinds: z.array(webhookKind),
        players: z.array(z.string()).nullable(),
        active: z.boolean(),
        disabledReason: z.string().optional().openapi({ description: 'why deliveries stopped (410 Gone)' }),
        createdAt: z.string(),
        previousSecretUntil: z
          .string()
          .optional()
          .openapi({ description: 'while a rotated-out secret still signs' }),
        messages: z.object({
          pending: z.number().int(),
          delivered: z.number().int(),
          failed: z.number().int(),
          cancelled: z.number().int(),
        }),
      }),
    ),
    deliveries: z
      .array(
        z.object({
          messageId: z
            .string()
            .openapi({ description: 'the `webhook-id` header, the same on every attempt' }),
          webhookId: z.string(),
          seq: z.number().int().openapi({ description: 'the event that caused the message' }),
          kind: webhookKind,
          type: z.enum(['announcement.created', 'notification.created', 'phase.changed']),
          attempt: z.number().int(),
          at: z.string(),
          status: z.number().int().nullable().openapi({ description: "the receiver's HTTP status" }),
          error: z.string().optional().openapi({ description: 'when no answer came (timeout, network)' }),
          outcome: z.enum(['delivered', 'retry', 'failed', 'gone']),
          nextRetry: z.string().optional(),
        }),
      )
      .openapi({ description: 'the newest attempts (`?limit=`, default 200), oldest first' }),
  })
  .openapi('WebhookList');

export const VerifyResponse = z
  .object({
    ok: z.boolean(),
    head: z.string().optional(),
    events: z.number().int(),
    stateHash: z.string().optional(),
    seq: z.number().int().optional().openapi({ description: 'where the chain or the replay breaks' }),
    reason: z.string().optional(),
  })
  .openapi('Verify');

export const AtQuery = z.object({
  at: z.string().regex(/^\d+$/).optional().openapi({ description: 'the view as it stood after event SEQ' }),
});
