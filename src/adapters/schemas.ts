/** The adapters' request and answer bodies, for validation and /openapi.json. */
import { z } from '@hono/zod-openapi';

const qqId = z.union([z.string().regex(/^\d{5,12}$/), z.number().int().positive()]).transform(String);

export const BotBody = z
  .object({
    selfId: qqId.openapi({ description: 'the bot account’s QQ number (OneBot `self_id`)', example: '10001' }),
  })
  .openapi('OneBotBotBody');

export const BotCreated = z
  .object({
    id: z.string().openapi({ example: 'ob_10001' }),
    selfId: z.string(),
    accessToken: z.string().openapi({ description: 'shown only here; Bansha keeps its hash' }),
    url: z.string().openapi({ description: 'the reverse WebSocket URL to configure (ws:// or wss://)' }),
  })
  .openapi('OneBotBotCreated');

export const BotInfo = z
  .object({ id: z.string(), selfId: z.string(), connected: z.boolean() })
  .openapi('OneBotBotInfo');

export const OneBotBindBody = z
  .object({
    bot: z.string().min(1).max(64).openapi({ description: 'the bot id from POST /v1/onebot/bots' }),
    groupId: qqId.openapi({ description: 'the QQ group that receives the 公示' }),
    players: z
      .record(z.string(), qqId)
      .optional()
      .openapi({ description: 'player name → QQ number; the others bind themselves with 绑定 <code>' }),
    muteAtNight: z.boolean().optional().openapi({ description: 'mute the group while a night runs' }),
    remindMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .optional()
      .openapi({
        description: 'remind those who have not acted this long before a window closes (default 10; 0 = off)',
      }),
  })
  .openapi('OneBotBindBody');

export const OneBotBinding = z
  .object({
    bot: z.string(),
    groupId: z.string(),
    players: z.record(z.string(), z.string().nullable()),
    muteAtNight: z.boolean(),
    remindMinutes: z.number().int(),
  })
  .openapi('OneBotBinding');

export const DiscourseBindBody = z
  .object({
    baseUrl: z.string().url().openapi({ example: 'https://forum.example.com' }),
    topicId: z.number().int().positive(),
    apiKey: z.string().min(1).max(200).openapi({ description: 'a Discourse API key; never shown again' }),
    apiUsername: z.string().min(1).max(60).openapi({ description: 'the account Bansha posts as' }),
    users: z.record(z.string(), z.string().min(1).max(60)).optional().openapi({
      description: 'player name → Discourse username where they differ (default: the same name)',
    }),
    privateMessages: z
      .boolean()
      .optional()
      .openapi({ description: 'send private feedback as Discourse PMs' }),
  })
  .openapi('DiscourseBindBody');

export const DiscourseFlag = z.object({
  postId: z.number().int(),
  player: z.string(),
  kind: z.enum(['edited', 'refused']),
  at: z.string(),
  text: z.string(),
  reason: z.string().optional(),
});

export const DiscourseBinding = z
  .object({
    baseUrl: z.string(),
    topicId: z.number().int(),
    apiUsername: z.string(),
    users: z.record(z.string(), z.string()),
    privateMessages: z.boolean(),
    flags: z.array(DiscourseFlag).openapi({ description: 'edited or refused vote posts, for the director' }),
  })
  .openapi('DiscourseBinding');

export const DiscourseBound = DiscourseBinding.extend({
  webhookPath: z.string().openapi({ description: 'the path of the Discourse webhook’s Payload URL' }),
  secret: z
    .string()
    .openapi({ description: 'the webhook secret to paste into Discourse; shown on binding only' }),
}).openapi('DiscourseBound');

export const DiscourseHandled = z
  .object({
    handled: z.enum(['vote', 'post', 'flagged', 'duplicate', 'ignored']),
    player: z.string().optional(),
    reason: z.string().optional(),
  })
  .passthrough()
  .openapi('DiscourseHandled');
