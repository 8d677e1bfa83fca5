/**
 * `npm run audit -- <file.ndjson | URL> [--token T] [--head HASH] [--events N] [--json]`
 *
 * Checks every hash link of a game's log, replays it with the same domain code and prints the final
 * state hash, the winner and the public record rebuilt from the log. Exits 1 at the first broken link,
 * naming its seq. Works offline on a downloaded file; with a URL (the game, e.g.
 * http://host/v1/games/ID, or its /events) it also fetches /verify and compares the head, so a log
 * cut short is caught.
 */
import { readFileSync } from 'node:fs';
import { audit, parseNdjson } from './audit';

function usage(): never {
  console.error(
    'usage: npm run audit -- <file.ndjson | URL> [--token T] [--head HASH] [--events N] [--json]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const src = args.find(
  (a, i) => !a.startsWith('--') && !['--token', '--head', '--events'].includes(args[i - 1] ?? ''),
);
if (!src) usage();
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const token = opt('--token') ?? process.env.BANSHA_TOKEN;
const expect: { head?: string; events?: number } = {};
const headArg = opt('--head');
if (headArg) expect.head = headArg;
const eventsArg = opt('--events');
if (eventsArg) expect.events = Number(eventsArg);

let text: string;
if (/^https?:\/\//.test(src)) {
  const base = src.replace(/\/(events|verify)\/?$/, '').replace(/\/$/, '');
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const r = await fetch(`${base}/events`, { headers });
  if (!r.ok) {
    console.error(`GET ${base}/events: ${r.status} ${await r.text()}`);
    process.exit(2);
  }
  text = await r.text();
  if (!expect.head) {
    const v = await fetch(`${base}/verify`, { headers });
    if (v.ok) {
      const body = (await v.json()) as { ok: boolean; head?: string; events?: number };
      if (body.head) expect.head = body.head;
      if (body.events !== undefined) expect.events = body.events;
    }
  }
} else {
  text = readFileSync(src, 'utf8');
}

const parsed = parseNdjson(text);
if (parsed.error) {
  console.error(`line ${parsed.error.line}: ${parsed.error.reason}`);
  process.exit(1);
}
const report = audit(parsed.lines, expect);
if (args.includes('--json')) {
  const { state: _state, ...rest } = report;
  console.log(JSON.stringify(rest, null, 2));
  process.exit(report.ok ? 0 : 1);
}
if (!report.ok) {
  console.error(`BROKEN at seq ${report.brokenAt?.seq}: ${report.brokenAt?.reason}`);
  process.exit(1);
}
console.log(`chain ok: ${report.events} events, head ${report.head}`);
console.log(`state hash: ${report.stateHash}`);
const w = report.winner;
console.log(w ? `winner: ${w.faction ?? '(none)'} — ${w.names.join('、')}` : 'winner: (game not ended)');
console.log('\npublic record:');
for (const a of report.record ?? []) console.log(`\n#${a.seq} [${a.phase} ${a.day}]\n${a.text}`);
