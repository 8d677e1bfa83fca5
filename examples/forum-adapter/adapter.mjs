#!/usr/bin/env node
// The reference forum adapter: receives Bansha's webhooks, verifies each with the official
// `standardwebhooks` package, ignores repeats by `webhook-id`, and writes the forum posts as files:
//
//   <out>/公示/000012.txt         one file per announcement (the 公示 post), named by its seq
//   <out>/公示.txt                the 公示 thread: every post so far, in seq order
//   <out>/私信/<player>/000015.txt one file per private notification, per player
//   <out>/phases.log              one line per phase change: seq, kind, day, window, deadline
//
// A real adapter would post to the forum where this one writes files. See README.md.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

const { values: opt } = parseArgs({
  options: {
    out: { type: 'string', default: process.env.ADAPTER_OUT ?? './forum' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env.PORT ?? '8788' },
    // subscribe on start: the server, the game and its director token
    bansha: { type: 'string', default: process.env.BANSHA_URL },
    game: { type: 'string', default: process.env.BANSHA_GAME },
    token: { type: 'string', default: process.env.BANSHA_TOKEN },
    kinds: { type: 'string', default: 'announcement,notification,phase' },
    players: { type: 'string' },
    // or receive for a subscription made elsewhere (several during a rotation, comma-separated)
    secret: { type: 'string', default: process.env.WEBHOOK_SECRET },
    // the URL Bansha should call, if not this server's own (behind a tunnel or proxy)
    'public-url': { type: 'string' },
  },
});

const out = opt.out;
mkdirSync(out, { recursive: true });
const statePath = join(out, '.adapter.json');
const seenPath = join(out, '.seen');

/** What survives a restart: the subscription and its secrets, and the message ids handled. */
const state = existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : { secrets: [] };
if (opt.secret) state.secrets = [...new Set([...opt.secret.split(','), ...state.secrets])];
const seen = new Set(existsSync(seenPath) ? readFileSync(seenPath, 'utf8').split('\n').filter(Boolean) : []);

const log = (...a) => console.log(new Date().toISOString(), ...a);

/** Writes a file whole or not at all. */
function writeAtomic(path, text) {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

const pad = (seq) => String(seq).padStart(6, '0');
/** A player's name as a folder name. */
const safe = (name) =>
  [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/^\.+/, '_');

function post(type, data) {
  switch (type) {
    case 'announcement.created': {
      const dir = join(out, '公示');
      mkdirSync(dir, { recursive: true });
      writeAtomic(join(dir, `${pad(data.seq)}.txt`), `${data.text}\n`);
      // the thread, rebuilt in seq order: a retried delivery may arrive after a later one
      const posts = readdirSync(dir)
        .filter((f) => /^\d+\.txt$/.test(f))
        .sort()
        .map((f) => readFileSync(join(dir, f), 'utf8'));
      writeAtomic(join(out, '公示.txt'), posts.join('\n'));
      return;
    }
    case 'notification.created': {
      const dir = join(out, '私信', safe(data.to));
      mkdirSync(dir, { recursive: true });
      writeAtomic(join(dir, `${pad(data.seq)}.txt`), `${data.text}\n`);
      return;
    }
    case 'phase.changed': {
      const line =
        data.kind === 'ended'
          ? `${data.seq}\tended\t${data.day}\t-\t${data.winner?.faction ?? '-'}\n`
          : `${data.seq}\t${data.kind}\t${data.day}\t${data.window}\t${data.closesAt ?? '-'}\n`;
      appendFileSync(join(out, 'phases.log'), line);
      return;
    }
    default:
      log('ignored a message of type', type);
  }
}

/** The payload if a secret we hold signed it, else null. */
function verify(body, headers) {
  for (const secret of state.secrets) {
    try {
      return new Webhook(secret).verify(body, headers);
    } catch {}
  }
  return null;
}

const server = createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/webhooks') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = Buffer.concat(chunks).toString('utf8');
  if (state.secrets.length === 0) {
    // subscribed but the answer with the secret not stored yet: ask Bansha to come back
    res.writeHead(503, { 'retry-after': '1' }).end('not ready');
    return;
  }
  const payload = verify(body, req.headers);
  if (!payload) {
    log('rejected: bad signature', req.headers['webhook-id'] ?? '');
    res.writeHead(401).end('bad signature');
    return;
  }
  const id = req.headers['webhook-id'];
  if (seen.has(id)) {
    log('duplicate', id);
    res.writeHead(200).end('duplicate');
    return;
  }
  try {
    post(payload.type, payload.data);
  } catch (e) {
    // not acknowledged: Bansha retries
    log('failed to write', id, e);
    res.writeHead(500).end('write failed');
    return;
  }
  seen.add(id);
  appendFileSync(seenPath, `${id}\n`);
  log('ok', id, payload.type, `seq=${payload.data.seq}`);
  res.writeHead(204).end();
});

server.listen(Number(opt.port), opt.host, async () => {
  const { port } = server.address();
  const url = opt['public-url'] ?? `http://${opt.host}:${port}/webhooks`;
  log(`listening on ${url}`);
  if (!opt.bansha || !opt.game || !opt.token) {
    if (state.secrets.length === 0)
      log('no secret: pass --secret, or --bansha, --game and --token to subscribe');
    return;
  }
  if (state.webhookId && state.game === opt.game) {
    log(`subscribed ${state.webhookId} (from ${statePath})`);
    return;
  }
  const r = await fetch(new URL(`/v1/games/${encodeURIComponent(opt.game)}/webhooks`, opt.bansha), {
    method: 'POST',
    headers: { authorization: `Bearer ${opt.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      url,
      kinds: opt.kinds.split(','),
      ...(opt.players ? { players: opt.players.split(',') } : {}),
    }),
  });
  const answer = await r.json();
  if (r.status !== 201) {
    log('subscribing failed:', r.status, JSON.stringify(answer));
    process.exitCode = 1;
    server.close();
    return;
  }
  Object.assign(state, { game: opt.game, webhookId: answer.id, secrets: [answer.secret] });
  writeAtomic(statePath, JSON.stringify(state, null, 2));
  log(`subscribed ${answer.id}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
