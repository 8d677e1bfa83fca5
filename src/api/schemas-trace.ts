import { z } from '@hono/zod-openapi';

/** 结算过程 (src/projections/trace.ts) as the API answers it. */
const Step = z.object({
  step: z.number().int(),
  tier: z.number().nullable().openapi({ description: "the order table's tier (121 总体流程 3: (0) … (22))" }),
  window: z.string().nullable(),
  actor: z.string(),
  by: z.string().openapi({ description: 'who submitted it (a group member, a 夺舍 controller)' }),
  skill: z.string(),
  skillId: z.string(),
  chosen: z.array(z.string()).openapi({ description: '选择目标' }),
  settled: z.array(z.string()).openapi({ description: '结算目标' }),
  outcome: z.enum(['acted', 'blocked', 'void']),
  blocked: z.object({ who: z.string(), status: z.string() }).optional(),
  redirected: z
    .array(z.object({ from: z.string(), to: z.string(), layer: z.string(), owner: z.string() }))
    .optional(),
  voided: z.array(z.string()).optional().openapi({ description: 'targets immune at that moment' }),
  kills: z.array(z.number().int()).optional().openapi({ description: 'positions in `settlement`' }),
});
const Kill = z.object({
  order: z.number().int(),
  target: z.string(),
  by: z.string(),
  skill: z.string(),
  strength: z.string(),
  strengthName: z.string().openapi({ description: '指杀 / 毒杀 / 穿透 / 致死伤害' }),
  chain: z.boolean(),
  step: z.number().int().nullable(),
  outcome: z.enum(['out', 'stopped', 'already_out']),
  cause: z.string().optional(),
  causeName: z.string().optional(),
  stoppedBy: z.array(z.string()).optional(),
});
export const NightTraceSchema = z
  .object({
    game: z.string(),
    ruleset: z.string(),
    night: z.number().int(),
    rounds: z.array(
      z.object({
        round: z.number().int(),
        steps: z.array(Step),
        settlement: z.array(Kill),
        outs: z.array(z.object({ name: z.string(), cause: z.string(), causeName: z.string() })),
      }),
    ),
  })
  .openapi('NightTrace');
