import { app } from './app';
import { overdueGames } from './d1/index-repo';

import { gameStub } from './game-object';

export { OneBotObject } from '../adapters/onebot/bot-object';
export { GameObject } from './game-object';

/**
 * The Worker: the HTTP API, and the cron sweep that closes overdue windows
 * whose alarm was lost (a backstop; each game's own alarm is the first line).
 */
export async function sweep(env: Env, now: number): Promise<{ checked: number }> {
  const due = await overdueGames(env.DB, now, 200);
  await Promise.all(
    due.map((g) =>
      gameStub(env, g.id)
        .tick('sweep')
        .catch((e: unknown) => console.error('sweep failed for', g.id, e)),
    ),
  );
  return { checked: due.length };
}

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(sweep(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
