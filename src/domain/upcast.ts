import { z } from 'zod';

/**
 * Stored events are never edited: when an event's data changes shape it gets a new version `v`,
 * and this layer reads the older versions. Each step takes one version to the next, checking the
 * old shape first; `parseEvent` (reading a log from outside) and `replay` (the object's own log)
 * both go through it, so a game stored before a change replays to the same state after it.
 */

/** The version each event type is written at now; a type not listed is at 1. */
export const EVENT_VERSIONS: Record<string, number> = {
  // v2: the schedule carries the director's hours (closeAt, dayLength, nightMinutes, locks …)
  GameCreated: 2,
  // v2: the forum post time an adapter reported (postedAt) and which time the vote counts at
  VoteCast: 2,
};

export const currentVersion = (type: string): number => EVENT_VERSIONS[type] ?? 1;

const name = z.string().min(1);

/** The older shapes, by type and version, and how each becomes the next version. */
const STEPS: Record<string, Record<number, { schema: z.ZodTypeAny; up: (data: never) => unknown }>> = {
  GameCreated: {
    1: {
      schema: z.object({
        id: z.string(),
        title: z.string(),
        ruleset: z.string(),
        players: z.array(z.object({ name, gender: z.string().nullable() })),
        seed: z.string(),
        roles: z.record(z.string(), z.string()).nullable(),
        pool: z.array(z.string()).nullable(),
        options: z.record(z.string(), z.unknown()),
        schedule: z.object({
          timezone: z.string(),
          fixed: z.object({ daySeconds: z.number(), nightSeconds: z.number() }).nullable(),
        }),
        createdAt: z.number(),
      }),
      // a v1 game ran on the ruleset's own hours
      up: (d: { schedule: Record<string, unknown> }) => ({ ...d, schedule: { ...d.schedule, hours: {} } }),
    },
  },
  VoteCast: {
    1: {
      schema: z.object({
        voter: name,
        target: name.nullable(),
        change: z.boolean(),
        proxy: z.boolean(),
        post: z.string().nullable(),
        receivedAt: z.number(),
      }),
      // a v1 vote counted at the time the server received it
      up: (d: Record<string, unknown>) => ({ ...d, postedAt: null, timeSource: 'server' }),
    },
  },
};

/**
 * Brings a stored event's data to the current version of its type: null when a version has no
 * step (unknown, or newer than this code) or the data does not match its version's shape.
 */
export function upcast<E extends { type: string; v: number; data: unknown }>(raw: E): E | null {
  const target = currentVersion(raw.type);
  if (raw.v === target) return raw;
  let v = raw.v;
  let data: unknown = raw.data;
  while (v < target) {
    const step = STEPS[raw.type]?.[v];
    if (!step) return null;
    const parsed = step.schema.safeParse(data);
    if (!parsed.success) return null;
    data = step.up(parsed.data as never);
    v += 1;
  }
  return v === target ? { ...raw, v, data } : null;
}
