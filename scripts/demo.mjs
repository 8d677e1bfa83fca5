#!/usr/bin/env node
// `npm run demo`: plays one whole seeded 12-player game of ruleset 121 against the local server
// (`npm start` in another terminal), as forum bots would: every player acts through its own token,
// the director closes each window, and the thread of 公示 and the cast list are printed at the end.
//
//   BANSHA_URL    server (default: what `npm start` wrote to .wrangler/bansha-local.json, else http://127.0.0.1:8787)
//   ADMIN_TOKEN   operator token (default: the one `npm start` wrote there)
//   DEMO_SEED     the game's seed (default "demo-1"); the bots' choices follow from it too
import { readFileSync } from 'node:fs';

let local = {};
try {
  local = JSON.parse(readFileSync(new URL('../.wrangler/bansha-local.json', import.meta.url), 'utf8'));
} catch {}
const base = process.env.BANSHA_URL || local.url || 'http://127.0.0.1:8787';
const admin = process.env.ADMIN_TOKEN || local.token;
const seed = process.env.DEMO_SEED || 'demo-1';
if (!admin) {
  console.error('No operator token: start the server with `npm start` first, or set ADMIN_TOKEN.');
  process.exit(2);
}

// a small seeded generator for the bots' choices (the game's own randomness is the server's)
let h = 2166136261;
for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
const rand = () => {
  h = (h + 0x6d2b79f5) >>> 0;
  let t = h;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

async function call(method, path, token, body) {
  const r = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: r.status, body: json };
}

const names = [
  '饺子',
  '包子',
  '馄饨',
  '汤圆',
  '烧卖',
  '春卷',
  '锅贴',
  '煎饼',
  '油条',
  '豆浆',
  '麻团',
  '粽子',
];
const pool = [
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
];

const created = await call('POST', '/v1/games', admin, {
  title: `演示局 ${seed}`,
  ruleset: '121',
  players: names.map((name) => ({ name })),
  pool,
  seed,
  schedule: { fixed: { daySeconds: 86400, nightSeconds: 3600 } },
});
if (created.status !== 201) {
  console.error('create failed', created.status, created.body);
  process.exit(1);
}
const game = created.body;
const tok = Object.fromEntries(game.players.map((p) => [p.name, p.token]));
const G = `/v1/games/${game.id}`;
console.log(`game ${game.id} created; director token ${game.directorToken}`);
await call('POST', `${G}/start`, game.directorToken, {});

const me = async (name) => (await call('GET', `${G}/me`, tok[name])).body;
const known = new Map(); // seer's findings: name → wolf?

for (let step = 0; step < 80; step++) {
  const pub = (await call('GET', G)).body;
  if (pub.status !== 'running') break;
  const alive = pub.seats.filter((s) => s.alive).map((s) => s.name);
  const views = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await me(n)])));
  for (const n of names) {
    const v = views[n];
    const usable = (id) => v.skills.find((s) => s.id === id && s.usableNow);
    const others = (xs) => xs.filter((x) => x !== n);
    const act = (skill, targets) => call('POST', `${G}/actions`, tok[n], { skill, targets });
    for (const note of v.notifications) {
      const m = /预言：(.+) 的查验结果为<(狼人阵营|非狼人阵营)>/.exec(note.text);
      if (m) known.set(m[1], m[2] === '狼人阵营');
    }
    const wolves = v.group ? v.group.members : [];
    const nonWolves = alive.filter((x) => !wolves.includes(x));
    // rights first: they resolve at once
    if (usable('last_shot')) await act('最后一枪', [pick(others(alive))]);
    if (usable('badge')) await act('殉职', [pick(others(alive))]);
    if (v.rights.includes('last_words'))
      await call('POST', `${G}/last-words`, tok[n], {
        text: `我是${v.role}，${v.factionId === 'wolves' ? '好人加油' : '请相信我'}。`,
      });
    if (pub.phase.kind === 'night') {
      if (usable('kill')) await act('杀人', [pick(nonWolves)]);
      if (usable('charge') && rand() < 0.3) await act('冲锋', [pick(nonWolves)]);
      if (usable('guard')) await act('守护', [pick(usable('guard').legalTargets)]);
      if (usable('prophecy'))
        await act('预言', [pick(others(alive).filter((x) => !known.has(x))) ?? pick(others(alive))]);
      const sense = v.notifications.findLast((x) => x.data.skill === 'spirit');
      if (pub.phase.window === 'n90' && usable('antidote') && sense?.data.killed?.length)
        await act('救药', [sense.data.killed[0]]);
      else if (pub.phase.window === 'n90' && usable('poison')) {
        const wolf = [...known].find(([x, w]) => w && alive.includes(x));
        if (wolf) await act('毒药', [wolf[0]]);
      }
    }
  }
  if (pub.phase.kind === 'day') {
    const sheriff = pub.seats.find((s) => s.sheriff)?.name;
    const wolfFound = [...known].find(([x, w]) => w && alive.includes(x))?.[0];
    for (const n of alive) {
      const v = views[n];
      if (!v.vote?.canVote) continue;
      const wolves = v.group ? v.group.members : [];
      let target;
      if (pub.phase.day === 1) target = pick(alive);
      else if (wolves.length) target = pick(alive.filter((x) => !wolves.includes(x)));
      else
        target = wolfFound && rand() < 0.7 ? wolfFound : pick(alive.filter((x) => x !== n && x !== sheriff));
      await call('POST', `${G}/votes`, tok[n], { post: `投票对象：${target}\n投票理由：演示` });
    }
  }
  await call('POST', `${G}/close`, game.directorToken, { reason: 'demo' });
}

const thread = (await call('GET', `${G}/announcements`)).body;
console.log(`\n${'='.repeat(60)}\n公示 thread of ${game.id}\n${'='.repeat(60)}`);
for (const a of thread) console.log(`\n#${a.seq} [第${a.day}天 ${a.phase}]\n${a.text}`);
const verify = (await call('GET', `${G}/verify`)).body;
console.log(`\nverify: ${JSON.stringify(verify)}`);
