/**
 * The webhook receivers of the API tests. Miniflare's `outboundService` (vitest.config.ts) sends
 * every outbound `fetch` of the Worker and its Durable Objects here, in Node: the deliveries go
 * out through the runtime's real fetch exactly as in production, only the far end is this.
 *
 *   POST /hook/<box>/<answers>   a receiver; `answers` is a comma list, one per delivery, the
 *                                last repeating: `204`, `500`, `410`, `503~2` (503 with
 *                                Retry-After: 2), `302` (a redirect to a private address);
 *                                a path after it is the API of a fake site (a Discourse's
 *                                `/posts.json`): received the same, its path in `url`
 *   GET  /__received/<box>       what the box received, in order (JSON)
 *
 * Anything else answers 599, so a test that sends somewhere unexpected sees it.
 */

export interface Received {
  url: string;
  /** ms since the epoch, when the request arrived */
  at: number;
  headers: Record<string, string>;
  body: string;
  /** what the receiver answered */
  answered: number;
}

const boxes = new Map<string, Received[]>();

export async function receiver(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const log = /^\/__received\/([\w-]+)$/.exec(url.pathname);
  if (log && req.method === 'GET') return Response.json(boxes.get(log[1] as string) ?? []);
  const hook = /^\/hook\/([\w-]+)\/([\w~,]+)(?:\/[\w./-]*)?$/.exec(url.pathname);
  if (!hook || req.method !== 'POST') return new Response('no receiver here', { status: 599 });
  const [, box = '', script = ''] = hook;
  const got = boxes.get(box) ?? [];
  boxes.set(box, got);
  const answers = script.split(',');
  const [code = '204', retryAfter] = (answers[Math.min(got.length, answers.length - 1)] ?? '204').split('~');
  const status = Number(code);
  got.push({
    url: req.url,
    at: Date.now(),
    headers: Object.fromEntries(req.headers),
    body: await req.text(),
    answered: status,
  });
  const headers: Record<string, string> = {};
  if (retryAfter) headers['retry-after'] = retryAfter;
  if (status >= 300 && status < 400) headers.location = 'http://169.254.169.254/latest/meta-data/';
  return new Response(status === 204 ? null : `answer ${status}`, { status, headers });
}
