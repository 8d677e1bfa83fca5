// Bansha's pages: the board (/g/:id), the player's page (/g/:id/me), the director's console
// (/g/:id/director) and the creation wizard (/new). Hand-written, no framework: each page fetches the
// public HTTP API (the same one every adapter uses) and renders it. Tokens are typed or pasted once
// (or arrive in the link's #fragment, which never reaches a server or its logs) and kept in this
// browser's localStorage; they are sent only in the Authorization header.

// ---- small DOM helpers -----------------------------------------------------------------------
const $ = (sel, el = document) => el.querySelector(sel);
const $$ = (sel, el = document) => [...el.querySelectorAll(sel)];
/** h('tag.class#id', {attrs}, ...children): an element; `on*` attrs are listeners. */
function h(spec, attrs, ...children) {
  const [, tag, rest] = /^([a-z0-9]+)(.*)$/.exec(spec);
  const el = document.createElement(tag);
  for (const m of rest.matchAll(/([.#])([\w-]+)/g)) {
    if (m[1] === '.') el.classList.add(m[2]);
    else el.id = m[2];
  }
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'text') el.textContent = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(3)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}
let uid = 0;
const nextId = (p) => `${p}-${++uid}`;

const GAME = document.body.dataset.game ?? '';
const PAGE = document.body.dataset.page ?? '';
const main = () => $('#main');

// ---- tokens ------------------------------------------------------------------------------------
const tokenKey = (who) => (who === 'operator' ? 'bansha:operator' : `bansha:${GAME}:${who}`);
const getToken = (who) => localStorage.getItem(tokenKey(who));
const setToken = (who, t) => localStorage.setItem(tokenKey(who), t.trim());
const forgetToken = (who) => localStorage.removeItem(tokenKey(who));
/** A token handed over in the link's fragment (#token=…): kept, then wiped from the address bar. */
function tokenFromFragment(who) {
  const m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (!m) return;
  setToken(who, decodeURIComponent(m[1]));
  history.replaceState(null, '', location.pathname + location.search);
}

// ---- the API -----------------------------------------------------------------------------------
const ERRORS = {
  MALFORMED_JSON: '请求格式有误',
  INVALID_INPUT: '输入有误',
  INVALID_OPTION: '选项有误',
  INVALID_VOTE_POST: '投票格式有误',
  UNAUTHENTICATED: '令牌无效或未填写',
  FORBIDDEN: '此令牌无权进行该操作',
  NOT_FOUND: '没有这局游戏',
  GAME_EXISTS: '游戏已存在',
  GAME_NOT_STARTED: '游戏尚未开始',
  GAME_ALREADY_STARTED: '游戏已经开始',
  GAME_ENDED: '游戏已经结束',
  WRONG_PHASE: '当前阶段不能这样做',
  NOT_ALIVE: '角色已出局',
  NO_WINDOW_OPEN: '没有开放的行动时限',
  NO_LAST_WORDS_RIGHT: '没有留遗言的权利',
  NOT_DUE: '时限未到',
  CLOCK_PAUSED: '计时已暂停',
  SPEED_CUTOFF_PASSED: '加速/延时申请已截止',
  UNKNOWN_RULESET: '没有这个规则',
  UNKNOWN_ROLE: '没有这个身份',
  UNKNOWN_PLAYER: '没有这名玩家',
  DUPLICATE_PLAYER: '玩家马甲重复',
  SETUP_CONSTRAINT: '发牌不符合开局规则',
  NOT_YOUR_SKILL: '这不是你的技能',
  SKILL_NOT_USABLE: '现在不能使用该技能',
  SKILL_USED_UP: '技能次数已用完',
  ILLEGAL_TARGET: '目标不合法',
  TARGET_COUNT: '目标数量不对',
  SAME_TARGET_AS_LAST_NIGHT: '不能连续两晚选择同一目标',
  CANNOT_VOTE: '你不能投票',
  CANNOT_BE_VOTED: '不能投给该角色',
  NO_CHANGES_LEFT: '改票次数已用完',
  CHANGE_CLOSED: '已过改票时限',
  RULING_NOT_APPLICABLE: '该判罚不适用',
  SURRENDER_NOT_OFFERED: '现在不能投降',
  SURRENDER_LIMIT: '投降开关次数已用完',
  SUBSTITUTE_USED: '该角色已替补过',
  WEBHOOK_URL_NOT_ALLOWED: '不允许的推送地址',
  TOO_MANY_WEBHOOKS: '订阅数已达上限',
  IDEMPOTENCY_KEY_REUSED: '重复的请求',
  CONCURRENT_UPDATE: '同时有其他操作，请重试',
  INTERNAL: '服务器错误',
};
class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
  /** in Chinese: the code's words, and the server's message where it is Chinese too */
  get zh() {
    // the server's own words where they are Chinese, else the code's
    if (/[\u4e00-\u9fff]/.test(this.message)) return this.message;
    return ERRORS[this.code] ?? `请求失败（${this.status}）`;
  }
}
async function api(method, path, { token, body, text } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', '网络连接失败');
  }
  if (text && res.ok) return res.text();
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, data?.error?.code ?? 'HTTP', data?.error?.message ?? '');
  return data;
}
const gamePath = (p = '') => `/v1/games/${encodeURIComponent(GAME)}${p}`;

/** Runs `fn` for a control; an API error is shown in Chinese right after the control (and announced). */
async function withError(errEl, fn) {
  errEl.textContent = '';
  try {
    return await fn();
  } catch (e) {
    errEl.textContent = e instanceof ApiError ? e.zh : `出错了：${e.message}`;
    return undefined;
  }
}
const errBox = () => h('p.err', { role: 'alert', 'aria-live': 'assertive' });

// ---- words -------------------------------------------------------------------------------------
const WINDOW_NAMES = {
  day: '',
  night: '',
  n10: '关门后10分钟',
  n20: '关门后20分钟',
  n40: '关门后40分钟',
  n60: '关门后60分钟',
  n90: '关门后90分钟',
  fb10: '反馈后10分钟',
  pk: 'PK投票',
  election: '警长竞选',
};
function phaseName(ph) {
  if (!ph) return '';
  if (ph.kind === 'ended') return '游戏结束';
  const base = ph.kind === 'day' ? (ph.day === 0 ? '开局' : `第${ph.day}天`) : `第${ph.day}夜`;
  const w = ph.window ? (WINDOW_NAMES[ph.window] ?? ph.window) : '';
  return w ? `${base} · ${w}` : base;
}
const STATUS_NAMES = { setup: '未开始', running: '进行中', ended: '已结束' };
/** The director's words for an out cause (the public reads only 夜晚出局 for a night's). */
const OUT_CAUSES = {
  killed: '被杀',
  poisoned: '被毒',
  tongshou: '同守同救',
  vote: '被投票出局',
  shot: '被开枪带走',
  redcard: '红牌罚下',
  ruling: '导演裁定',
  wrongful: '冤死',
  stand_in: '替死',
  skill_lost: '失去装傻技能',
  duel: '被决斗',
  dream: '摄梦',
};
const CARD_NAMES = { blue: '蓝牌', yellow: '黄牌', red: '红牌' };
function remaining(iso) {
  const ms = Date.parse(iso) - Date.now();
  if (ms <= 0) return '时限已到';
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const hh = Math.floor((s % 86400) / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  return `还剩 ${d ? `${d}天` : ''}${hh}小时${String(mm).padStart(2, '0')}分${String(ss).padStart(2, '0')}秒`;
}
const localTime = (iso) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false, dateStyle: 'short', timeStyle: 'short' }) : '';

/** A live countdown to `closesAt` (or the pause), refreshed every second. */
function countdown(phase) {
  if (phase.paused)
    return h('p.clock.paused', {
      text: `计时已暂停（剩余 ${Math.round(phase.paused.remainingSeconds / 60)} 分钟）`,
    });
  if (!phase.closesAt) return null;
  const el = h(
    'p.clock',
    {},
    h('span.remain', { 'data-until': phase.closesAt, text: remaining(phase.closesAt) }),
    h('span.at', { text: ` · 截止 ${localTime(phase.closesAt)}` }),
  );
  return el;
}
setInterval(() => {
  for (const el of $$('[data-until]')) el.textContent = remaining(el.dataset.until);
}, 1000);

// ---- shared pieces ------------------------------------------------------------------------------
function section(title, ...children) {
  const id = nextId('sec');
  return h('section.card', { 'aria-labelledby': id }, h('h2', { id, text: title }), ...children);
}

/** The 电梯楼 as a ring of seats (a list for screen readers), alive or out and how, sheriff, cards, 自由. */
function seatRing(seats) {
  const n = seats.length;
  const ring = h('ol.ring', { 'aria-label': '电梯楼座位', style: `--n:${n}` });
  seats.forEach((s, i) => {
    const angle = (i / n) * 2 * Math.PI - Math.PI / 2;
    const badges = [];
    if (s.sheriff) badges.push(h('span.badge.sheriff', { title: '警长', text: '警' }));
    if (s.freeSpeech) badges.push(h('span.badge.free', { title: '自由', text: '自由' }));
    for (const c of ['blue', 'yellow', 'red'])
      if (s.cards?.[c])
        badges.push(
          h(`span.badge.card-${c}`, { title: CARD_NAMES[c], text: `${CARD_NAMES[c]}×${s.cards[c]}` }),
        );
    const state = s.alive
      ? '存活'
      : `${s.out ? `${s.out.phase === 'night' ? `第${s.out.day}夜` : `第${s.out.day}天`} ${s.out.how}` : '出局'}`;
    ring.append(
      h(
        `li.seat${s.alive ? '' : '.out'}`,
        {
          style: `--x:${(50 + 39 * Math.cos(angle)).toFixed(2)}%;--y:${(50 + 39 * Math.sin(angle)).toFixed(2)}%`,
        },
        h('span.no', { text: s.seat ? `${s.seat}楼` : '—' }),
        h('span.name', { text: s.name }),
        h('span.state', { text: state }),
        badges,
      ),
    );
  });
  return ring;
}

function tallyChart(tally, title = '票数') {
  if (!tally?.length) return h('p.muted', { text: '暂无投票。' });
  const max = Math.max(...tally.map((t) => t.votes), 1);
  return h(
    'ul.tally',
    { 'aria-label': title },
    tally.map((t) =>
      h(
        'li',
        {},
        h('span.who', { text: t.name }),
        h('span.bar', { style: `--w:${((t.votes / max) * 100).toFixed(1)}%`, 'aria-hidden': 'true' }),
        h('span.n', { text: `${t.votes}票` }),
        h('span.voters', { text: t.voters?.length ? `（${t.voters.join('、')}）` : '' }),
      ),
    ),
  );
}

function speedBox(speed) {
  if (!speed) return null;
  const pct = (n) => Math.min(100, Math.round((n / Math.max(1, speed.needed)) * 100));
  return h(
    'div.speed',
    {},
    h('p', {
      text: speed.accelerated
        ? '本讨论日已执行加速。'
        : `加速/延时需 ${speed.needed} 人申请${speed.requestsUntil ? `，${localTime(speed.requestsUntil)} 前有效` : ''}。`,
    }),
    h(
      'label',
      {},
      `加速 ${speed.accelerate}/${speed.needed} `,
      h('progress', {
        max: speed.needed,
        value: speed.accelerate,
        'aria-label': `加速 ${pct(speed.accelerate)}%`,
      }),
    ),
    h(
      'label',
      {},
      ` 延时 ${speed.delay}/${speed.needed} `,
      h('progress', { max: speed.needed, value: speed.delay, 'aria-label': `延时 ${pct(speed.delay)}%` }),
    ),
  );
}

function thread(posts) {
  if (!posts.length) return h('p.muted', { text: '还没有公示。' });
  return h(
    'ol.thread',
    { 'aria-label': '公示' },
    posts.map((p) =>
      h(
        'li',
        { id: `seq-${p.seq}` },
        h('div.meta', {
          text: `#${p.seq} · ${p.phase === 'night' ? `第${p.day}夜` : p.day === 0 ? '开局' : `第${p.day}天`}`,
        }),
        h('pre.post', { text: p.text }),
      ),
    ),
  );
}

/** 结算过程: the steps of one night's resolution and its kills' settlement. */
function traceView(t) {
  const wrap = h('div.trace');
  for (const r of t.rounds) {
    if (t.rounds.length > 1) wrap.append(h('h3', { text: `第${r.round + 1}轮` }));
    const rows = r.steps.map((s) =>
      h(
        'tr',
        {},
        h('td', { text: s.step }),
        h('td', { text: s.tier === null ? '—' : `(${s.tier})` }),
        h('td', { text: s.by !== s.actor ? `${s.actor}（${s.by}提交）` : s.actor }),
        h('td', { text: s.skill }),
        h('td', {
          text: `${s.chosen.join('、') || '—'}${s.settled.join() !== s.chosen.join() ? ` → ${s.settled.join('、') || '无'}` : ''}`,
        }),
        h(
          'td',
          {},
          s.outcome === 'blocked'
            ? `被${s.blocked.status}阻止（${s.blocked.who}）`
            : s.outcome === 'void'
              ? '无效（反馈为空）'
              : '生效',
          s.redirected?.map((x) => h('div', { text: `${x.from} → ${x.to}（${x.layer}，${x.owner}）` })),
          s.voided?.length ? h('div', { text: `免疫：${s.voided.join('、')}` }) : null,
        ),
      ),
    );
    wrap.append(
      h(
        'div.scroll',
        { tabindex: '0', role: 'region', 'aria-label': '行动顺序' },
        h(
          'table',
          {},
          h('caption', { text: '行动（按规则的行动顺序）' }),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ['#', '顺位', '角色', '技能', '选择目标 → 结算目标', '结果'].map((x) =>
                h('th', { scope: 'col', text: x }),
              ),
            ),
          ),
          h('tbody', {}, rows),
        ),
      ),
    );
    const kills = r.settlement.map((k) =>
      h(
        'tr',
        {},
        h('td', { text: k.order }),
        h('td', { text: k.target }),
        h('td', { text: `${k.skill}（${k.by}）` }),
        h('td', { text: k.strengthName }),
        h('td', {
          text:
            k.outcome === 'out'
              ? `出局（${k.causeName}）`
              : k.outcome === 'stopped'
                ? `被挡下：${k.stoppedBy.join('、') || '—'}`
                : '已出局',
        }),
      ),
    );
    wrap.append(
      h(
        'div.scroll',
        { tabindex: '0', role: 'region', 'aria-label': '指杀结算' },
        h(
          'table',
          {},
          h('caption', { text: '结算（依次结算每次指杀）' }),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ['#', '目标', '来源', '强度', '结果'].map((x) => h('th', { scope: 'col', text: x })),
            ),
          ),
          h(
            'tbody',
            {},
            kills.length ? kills : h('tr', {}, h('td', { colspan: 5, text: '当夜无人被指杀。' })),
          ),
        ),
      ),
    );
    wrap.append(
      h('p', {
        text: r.outs.length
          ? `出局：${r.outs.map((o) => `${o.name}（${o.causeName}）`).join('、')}`
          : '当夜无人出局。',
      }),
    );
  }
  return wrap;
}

/** A night picker over the nights settled so far and the chosen night's trace. */
function traceSection(token, lastNight) {
  const out = h('div');
  const err = errBox();
  const id = nextId('night');
  const select = h(
    'select',
    { id },
    Array.from({ length: lastNight }, (_, i) => h('option', { value: i + 1, text: `第${i + 1}夜` })),
  );
  const load = () =>
    withError(err, async () => {
      out.replaceChildren(h('p.muted', { text: '加载中…' }));
      const t = await api('GET', gamePath(`/nights/${select.value}/trace`), { token });
      out.replaceChildren(traceView(t));
    });
  select.addEventListener('change', load);
  if (lastNight > 0) {
    select.value = String(lastNight);
    load();
  }
  return section(
    '结算过程',
    lastNight
      ? h('p', {}, h('label', { for: id, text: '夜晚 ' }), select)
      : h('p.muted', { text: '还没有结算过的夜晚。' }),
    err,
    out,
  );
}
/** The last night whose resolution is in the log, from the 公示: each morning follows one, and an end by night ends one. */
const lastSettledNight = (posts) =>
  Math.max(
    0,
    ...posts.map((p) =>
      p.data?.kind === 'morning' ? p.day - 1 : p.data?.kind === 'end' && p.phase === 'night' ? p.day : 0,
    ),
  );

// ---- the chain, checked in the page ------------------------------------------------------------
function jcs(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : jcs(x))).join(',')}]`;
  const keys = Object.keys(v)
    .filter((k) => v[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${jcs(v[k])}`).join(',')}}`;
}
async function sha256hex(s) {
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
/** Walks every link of the NDJSON log and compares the end with the published head and the 公示's heads. */
async function checkChain(ndjson, head, posts) {
  let prev = '0'.repeat(64);
  const hashes = new Map();
  const lines = ndjson.split('\n').filter((l) => l.trim());
  for (const line of lines) {
    const e = JSON.parse(line);
    const { hash, ...rest } = e;
    if (e.prevHash !== prev) return { ok: false, why: `第 ${e.seq} 条的前一哈希不符` };
    const mine = await sha256hex(`${prev}\n${jcs(rest)}`);
    if (mine !== hash) return { ok: false, why: `第 ${e.seq} 条的哈希不符` };
    hashes.set(e.seq, hash);
    prev = hash;
  }
  if (head && prev !== head) return { ok: false, why: '日志结尾与公布的链头不符' };
  for (const p of posts)
    if (p.data?.chainHead && hashes.get(p.seq) !== p.data.chainHead)
      return { ok: false, why: `公示 #${p.seq} 的链头不在日志中` };
  return { ok: true, events: lines.length, head: prev };
}

// ---- the board ----------------------------------------------------------------------------------
async function board() {
  const at = new URLSearchParams(location.search).get('at');
  const q = at ? `?at=${encodeURIComponent(at)}` : '';
  const err = errBox();
  let view;
  let posts;
  try {
    [view, posts] = await Promise.all([api('GET', gamePath(q)), api('GET', gamePath(`/announcements${q}`))]);
  } catch (e) {
    main().replaceChildren(h('h1', { text: '公示板' }), err);
    err.textContent = e instanceof ApiError ? e.zh : String(e);
    return;
  }
  document.title = `${view.title} · 公示板`;
  const head = posts.at(-1)?.data?.chainHead;
  const parts = [
    h('h1', { text: view.title }),
    h('p.sub', {
      text: `规则 ${view.ruleset} · ${STATUS_NAMES[view.status] ?? view.status} · ${phaseName(view.phase)}${at ? ` · 回放至 #${at}` : ''}`,
    }),
    view.status === 'running' && !at ? countdown(view.phase) : null,
    view.winner
      ? h('p.winner', {
          text: view.winner.faction
            ? `${view.winner.faction}获胜：${view.winner.names.join('、')}`
            : '无人获胜',
        })
      : null,
    head ? h('p.head', {}, '链头 ', h('code', { text: head.slice(0, 12) })) : null,
    section('电梯楼', seatRing(view.seats)),
  ];
  if (view.phase.speed) parts.push(section('加速 / 延时', speedBox(view.phase.speed)));
  if (view.tally) parts.push(section('当前票数', tallyChart(view.tally)));
  else {
    const lastCount = [...posts].reverse().find((p) => p.data?.kind === 'vote' && p.data.tally);
    if (lastCount) parts.push(section(`第${lastCount.day}天计票`, tallyChart(lastCount.data.tally)));
  }
  const ended = (await api('GET', gamePath()).catch(() => view)).status === 'ended';
  if (ended) parts.push(await replaySection(at, posts));
  const cast = [...posts].reverse().find((p) => p.data?.kind === 'cast');
  if (cast) parts.push(section('演员表', castTable(cast.data.cast)));
  parts.push(section('公示', thread(posts)));
  if (ended && !at) parts.push(traceSection(null, lastSettledNight(posts)));
  main().replaceChildren(...parts.filter(Boolean), err);
  if (view.status === 'running' && !at) scheduleRefresh(board, view.phase.closesAt);
}

function castTable(cast) {
  return h(
    'div.scroll',
    { tabindex: '0', role: 'region', 'aria-label': '演员表' },
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ['座位', '马甲', '身份', '阵营', '状态'].map((x) => h('th', { scope: 'col', text: x })),
        ),
      ),
      h(
        'tbody',
        {},
        cast.map((c) =>
          h(
            'tr',
            {},
            h('td', { text: c.seat }),
            h('td', { text: c.name }),
            h('td', { text: c.role }),
            h('td', { text: c.faction }),
            h('td', { text: c.alive ? '存活' : '出局' }),
          ),
        ),
      ),
    ),
  );
}

/** After the end: the timeline slider (each 公示 a step, `?at=SEQ`) and the verify badge. */
async function replaySection(at, posts) {
  const all = at ? await api('GET', gamePath('/announcements')) : posts;
  const stops = all.map((p) => p.seq);
  const current = at ? stops.findIndex((s) => s >= Number(at)) : stops.length - 1;
  const id = nextId('slider');
  const label = h('output', { for: id, text: '' });
  const slider = h('input', {
    type: 'range',
    id,
    min: 0,
    max: Math.max(0, stops.length - 1),
    step: 1,
    value: current < 0 ? stops.length - 1 : current,
    'aria-valuetext': '',
  });
  const describe = () => {
    const p = all[Number(slider.value)];
    const text = p
      ? `#${p.seq} ${p.phase === 'night' ? `第${p.day}夜` : `第${p.day}天`}：${p.text.split('\n')[0]}`
      : '';
    label.textContent = text;
    slider.setAttribute('aria-valuetext', text);
  };
  describe();
  slider.addEventListener('input', describe);
  slider.addEventListener('change', () => {
    const seq = stops[Number(slider.value)];
    const last = Number(slider.value) === stops.length - 1;
    history.replaceState(null, '', last ? location.pathname : `${location.pathname}?at=${seq}`);
    board().then(() => $('input[type=range]')?.focus());
  });
  const badge = h('p.badge-verify', { role: 'status', text: '正在校验哈希链…' });
  (async () => {
    try {
      const [log, verdict] = await Promise.all([
        api('GET', gamePath('/events'), { text: true }),
        api('GET', gamePath('/verify')),
      ]);
      const r = await checkChain(log, verdict.head, all);
      badge.classList.add(r.ok && verdict.ok ? 'ok' : 'bad');
      badge.textContent =
        r.ok && verdict.ok
          ? `✔ 哈希链完整：${r.events} 条事件，链头 ${r.head.slice(0, 12)} 与公布的一致（本页亲自校验）`
          : `✘ 校验失败：${r.why ?? verdict.reason}`;
    } catch (e) {
      badge.classList.add('bad');
      badge.textContent = `✘ 无法校验：${e instanceof ApiError ? e.zh : e.message}`;
    }
  })();
  return section('回放与校验', h('label', { for: id, text: '时间轴（逐条公示回放）' }), slider, label, badge);
}

let refreshTimer = null;
/** Polls the page again: every 15 s, and just after the open deadline. */
function scheduleRefresh(fn, closesAt) {
  clearTimeout(refreshTimer);
  const untilClose = closesAt ? Date.parse(closesAt) - Date.now() + 1500 : Number.POSITIVE_INFINITY;
  refreshTimer = setTimeout(
    () => {
      // never redraw under a hand that is filling a form
      if (document.activeElement?.closest('form')) return scheduleRefresh(fn, closesAt);
      fn();
    },
    Math.max(1000, Math.min(15000, untilClose)),
  );
}

// ---- a token form --------------------------------------------------------------------------------
function tokenForm(who, label, onSaved) {
  const id = nextId('tok');
  const err = errBox();
  const input = h('input', {
    id,
    type: 'password',
    autocomplete: 'off',
    spellcheck: 'false',
    required: true,
    'aria-describedby': `${id}-help`,
  });
  return h(
    'form.token',
    {
      onsubmit: (e) => {
        e.preventDefault();
        if (!input.value.trim()) {
          err.textContent = '请填写令牌。';
          return;
        }
        setToken(who, input.value);
        onSaved();
      },
    },
    h('label', { for: id, text: label }),
    input,
    h('p.muted', { id: `${id}-help`, text: '令牌只保存在本浏览器中，只随请求头发送，不会出现在网址里。' }),
    h('button', { type: 'submit', text: '保存' }),
    err,
  );
}
const forgetButton = (who, again) =>
  h('button.link', {
    type: 'button',
    text: '退出（忘记本机保存的令牌）',
    onclick: () => {
      forgetToken(who);
      again();
    },
  });

// ---- the player's page ------------------------------------------------------------------------------
async function playerPage() {
  tokenFromFragment('player');
  const token = getToken('player');
  if (!token) {
    main().replaceChildren(h('h1', { text: '玩家页' }), tokenForm('player', '你的玩家令牌', playerPage));
    $('#main input')?.focus();
    return;
  }
  const err = errBox();
  let me;
  let view;
  try {
    [me, view] = await Promise.all([api('GET', gamePath('/me'), { token }), api('GET', gamePath())]);
  } catch (e) {
    main().replaceChildren(h('h1', { text: '玩家页' }), err, forgetButton('player', playerPage));
    err.textContent = e instanceof ApiError ? e.zh : String(e);
    return;
  }
  const rs = await api('GET', `/v1/rulesets/${encodeURIComponent(view.ruleset)}`).catch(() => null);
  document.title = `${me.name} · ${view.title}`;
  const parts = [
    h('h1', { text: `${me.name} · ${view.title}` }),
    h('p.sub', { text: `${phaseName(view.phase)} · ${STATUS_NAMES[view.status]}` }),
    view.status === 'running' ? countdown(view.phase) : null,
    section(
      '身份牌',
      h(
        'dl.role',
        {},
        h('dt', { text: '身份' }),
        h('dd', { text: me.role ?? '（开局后发牌）' }),
        h('dt', { text: '阵营' }),
        h('dd', { text: me.faction ?? '—' }),
        h('dt', { text: '座位' }),
        h('dd', { text: me.seat ? `${me.seat}楼` : '—' }),
        h('dt', { text: '状态' }),
        h('dd', { text: `${me.alive ? '存活' : '已出局'}${me.sheriff ? ' · 警长' : ''}` }),
        me.group ? [h('dt', { text: '同群' }), h('dd', { text: me.group.members.join('、') })] : null,
      ),
    ),
  ];
  const usable = me.skills.filter((s) => s.usableNow);
  parts.push(
    section(
      '技能',
      usable.length ? usable.map((s) => skillForm(token, s)) : h('p.muted', { text: '现在没有可用的技能。' }),
      otherSkills(me.skills.filter((s) => !s.usableNow)),
    ),
  );
  if (me.vote) parts.push(section('投票', voteForm(token, me, view)));
  if (me.rights.includes('last_words')) parts.push(section('遗言', lastWordsForm(token)));
  if (view.phase.speed && me.alive)
    parts.push(section('加速 / 延时', speedBox(view.phase.speed), speedForm(token)));
  if (rs?.surrender && view.status === 'running')
    parts.push(section('投降', surrenderForm(token, rs.surrender)));
  parts.push(
    section(
      '私人通知',
      me.notifications.length
        ? h(
            'ol.notes',
            {},
            [...me.notifications]
              .reverse()
              .map((n) =>
                h('li', {}, h('span.meta', { text: `#${n.seq}` }), h('pre.post', { text: n.text })),
              ),
          )
        : h('p.muted', { text: '暂无通知。' }),
    ),
  );
  parts.push(
    h(
      'p',
      {},
      h('a', { href: `/g/${encodeURIComponent(GAME)}`, text: '公示板' }),
      ' · ',
      forgetButton('player', playerPage),
    ),
  );
  main().replaceChildren(...parts.filter(Boolean), err);
  if (view.status === 'running') scheduleRefresh(playerPage, view.phase.closesAt);
}

function otherSkills(list) {
  if (!list.length) return null;
  return h(
    'details',
    {},
    h('summary', { text: '其他技能' }),
    h(
      'ul',
      {},
      list.map((s) =>
        h('li', {
          text: `${s.name}${s.usesLeft !== undefined ? `（剩余${s.usesLeft}次）` : ''}：${s.reason ?? ''}`,
        }),
      ),
    ),
  );
}

/** One usable skill: its legal targets as choices, the pending action shown, changeable until the window closes. */
function skillForm(token, s) {
  const err = errBox();
  const count = s.targetCount ?? { min: 0, max: 0 };
  const pending = s.submitted;
  const fieldset = h(
    'fieldset',
    {},
    h('legend', {
      text: `${s.name}${s.mandatory ? '（强制）' : ''}${s.usesLeft !== undefined ? `（剩余${s.usesLeft}次）` : ''}`,
    }),
  );
  const selects = [];
  for (let i = 0; i < count.max; i++) {
    const id = nextId('target');
    const sel = h(
      'select',
      { id, name: 'target', required: i < count.min },
      h('option', { value: '', text: i < count.min ? '请选择' : '（不选）' }),
      s.legalTargets.map((t) => h('option', { value: t, text: t, selected: pending?.targets?.[i] === t })),
    );
    selects.push(sel);
    fieldset.append(h('label', { for: id, text: count.max > 1 ? `目标${i + 1}` : '目标' }), sel);
  }
  let choice = null;
  if (s.choices?.length) {
    const id = nextId('choice');
    choice = h(
      'select',
      { id },
      s.choices.map((c) => h('option', { value: c, text: c, selected: pending?.choice === c })),
    );
    fieldset.append(h('label', { for: id, text: '选择' }), choice);
  }
  const status = h('p.pending', {
    role: 'status',
    text: pending
      ? pending.pass
        ? '已选择放弃（截止前可修改）'
        : `已提交：${[...pending.targets, pending.choice].filter(Boolean).join('、') || '发动'}${pending.by && pending.by !== undefined ? '' : ''}（截止前可修改）`
      : '尚未提交。',
  });
  const submit = h('button', { type: 'submit', text: pending ? '修改' : '提交' });
  const send = (body) =>
    withError(err, async () => {
      await api('POST', gamePath('/actions'), { token, body });
      submit.textContent = '修改';
      status.textContent = body.pass
        ? '已选择放弃（截止前可修改）'
        : `已提交：${[...(body.targets ?? []), body.choice].filter(Boolean).join('、') || '发动'}（截止前可修改）`;
    });
  return h(
    'form.skill',
    {
      'data-skill': s.id,
      onsubmit: (e) => {
        e.preventDefault();
        const targets = selects.map((x) => x.value).filter(Boolean);
        send({ skill: s.id, targets, ...(choice ? { choice: choice.value } : {}) });
      },
    },
    fieldset,
    status,
    h(
      'div.buttons',
      {},
      submit,
      s.mandatory
        ? null
        : h('button.secondary', {
            type: 'button',
            text: '放弃',
            onclick: () => send({ skill: s.id, pass: true }),
          }),
    ),
    err,
  );
}

/** The vote: a target and a reason, previewed in the forum's vote format, sent as that post. */
function voteForm(token, me, view) {
  const err = errBox();
  const tid = nextId('vote');
  const rid = nextId('reason');
  const target = h(
    'select',
    { id: tid, required: true },
    h('option', { value: '', text: '请选择' }),
    view.seats
      .filter((x) => x.alive)
      .map((x) => h('option', { value: x.name, text: x.name, selected: me.vote.target === x.name })),
    h('option', { value: '弃权', text: '弃权' }),
  );
  const reason = h('input', { id: rid, type: 'text', maxlength: 200, autocomplete: 'off' });
  const preview = h('pre.post.preview', { 'aria-live': 'polite' });
  const post = () => `投票对象：${target.value || '（未选）'}\n投票理由：${reason.value}`;
  const show = () => {
    preview.textContent = post();
  };
  target.addEventListener('change', show);
  reason.addEventListener('input', show);
  show();
  const status = h('p.pending', {
    role: 'status',
    text: me.vote.target
      ? `当前投票：${me.vote.target}${me.vote.changesLeft ? '（可改票一次）' : ''}`
      : me.vote.canVote
        ? '尚未投票。'
        : '你本日不能投票。',
  });
  return h(
    'form.vote',
    {
      onsubmit: (e) => {
        e.preventDefault();
        withError(err, async () => {
          const r = await api('POST', gamePath('/votes'), { token, body: { post: post() } });
          status.textContent = r.invalid ? `无效票：${r.invalid.reason}` : `已投票：${target.value}`;
        });
      },
    },
    h('label', { for: tid, text: '投票对象' }),
    target,
    h('label', { for: rid, text: '投票理由' }),
    reason,
    h('p.muted', { text: '论坛格式预览：' }),
    preview,
    status,
    h('button', { type: 'submit', text: me.vote.target ? '改票' : '投票' }),
    err,
  );
}

function lastWordsForm(token) {
  const err = errBox();
  const id = nextId('words');
  const text = h('textarea', { id, rows: 4, required: true, maxlength: 2000 });
  return h(
    'form',
    {
      onsubmit: (e) => {
        e.preventDefault();
        withError(err, async () => {
          await api('POST', gamePath('/last-words'), { token, body: { text: text.value } });
          playerPage();
        });
      },
    },
    h('label', { for: id, text: '遗言（提交后不可修改）' }),
    text,
    h('button', { type: 'submit', text: '提交遗言' }),
    err,
  );
}

function speedForm(token) {
  const err = errBox();
  const ask = (request) =>
    withError(err, async () => {
      await api('POST', gamePath('/speed'), { token, body: { request } });
      playerPage();
    });
  return h(
    'div.buttons',
    {},
    h('button', { type: 'button', text: '申请加速', onclick: () => ask('加速') }),
    h('button.secondary', { type: 'button', text: '申请延时', onclick: () => ask('延时') }),
    err,
  );
}

function surrenderForm(token, kind) {
  const err = errBox();
  const send = (action) =>
    withError(err, async () => {
      await api('POST', gamePath('/surrender'), { token, body: { action } });
      playerPage();
    });
  const buttons =
    kind === 'switches'
      ? [
          h('button', { type: 'button', text: '打开投降开关', onclick: () => send('on') }),
          h('button.secondary', { type: 'button', text: '关闭投降开关', onclick: () => send('off') }),
        ]
      : [
          h('button', { type: 'button', text: '提议投降', onclick: () => send('propose') }),
          h('button.secondary', { type: 'button', text: '同意', onclick: () => send('agree') }),
          h('button.secondary', { type: 'button', text: '拒绝', onclick: () => send('decline') }),
        ];
  return h('div.buttons', {}, buttons, err);
}

// ---- the director's console -------------------------------------------------------------------------
async function directorPage() {
  tokenFromFragment('director');
  const token = getToken('director');
  if (!token) {
    main().replaceChildren(h('h1', { text: '导演台' }), tokenForm('director', '导演令牌', directorPage));
    $('#main input')?.focus();
    return;
  }
  const err = errBox();
  let d;
  let posts = [];
  try {
    [d, posts] = await Promise.all([
      api('GET', gamePath('/director'), { token }),
      api('GET', gamePath('/announcements')),
    ]);
  } catch (e) {
    main().replaceChildren(h('h1', { text: '导演台' }), err, forgetButton('director', directorPage));
    err.textContent = e instanceof ApiError ? e.zh : String(e);
    return;
  }
  document.title = `导演台 · ${d.title}`;
  const parts = [
    h('h1', { text: `导演台 · ${d.title}` }),
    h('p.sub', { text: `规则 ${d.ruleset} · ${STATUS_NAMES[d.status]} · ${phaseName(d.phase)}` }),
    d.status === 'running' ? countdown(d.phase) : null,
  ];
  if (d.status === 'setup') parts.push(section('开局', startForm(token, d)));
  if (d.status === 'running') {
    parts.push(section('当前时限', windowView(d.openWindow), clockForm(token, d)));
    if (d.tally) parts.push(section('当前票数', tallyChart(d.tally)));
  }
  parts.push(section('角色', charactersTable(d)));
  if (d.status !== 'setup') parts.push(section('判罚与裁定', rulingForm(token, d)));
  parts.push(traceSection(token, lastSettledNight(posts)));
  parts.push(section('推送订阅（Webhook）', await webhooksView(token)));
  parts.push(section('日志与校验', exportView(token)));
  parts.push(
    h(
      'p',
      {},
      h('a', { href: `/g/${encodeURIComponent(GAME)}`, text: '公示板' }),
      ' · ',
      forgetButton('director', directorPage),
    ),
  );
  main().replaceChildren(...parts.filter(Boolean), err);
  if (d.status === 'running') scheduleRefresh(directorPage, d.phase.closesAt);
}

function startForm(token, d) {
  const err = errBox();
  return h(
    'form',
    {
      onsubmit: (e) => {
        e.preventDefault();
        withError(err, async () => {
          await api('POST', gamePath('/start'), { token, body: {} });
          directorPage();
        });
      },
    },
    h('p', {
      text: `${d.seats.length} 名玩家：${d.seats.map((s) => s.name).join('、')}。开局将发牌并随机排座。`,
    }),
    h('button', { type: 'submit', text: '开局' }),
    err,
  );
}

function windowView(w) {
  if (!w) return h('p.muted', { text: '没有开放的时限。' });
  const row = (x) =>
    h('li', {
      text: `${x.name}：${x.what}${x.window && !x.dueNow ? `（${WINDOW_NAMES[x.window] ?? x.window}截止）` : ''}${x.pass ? ' · 放弃' : x.targets?.length ? ` → ${x.targets.join('、')}` : ''}${x.mandatory ? ' · 强制' : ''}`,
    });
  return h(
    'div.owed',
    {},
    h(
      'div',
      {},
      h('h3', { text: `尚未行动（${w.owing.filter((x) => x.dueNow).length} 项本时限截止）` }),
      w.owing.length ? h('ul', {}, w.owing.map(row)) : h('p.muted', { text: '无' }),
    ),
    h(
      'div',
      {},
      h('h3', { text: `已行动（${w.acted.length}）` }),
      w.acted.length ? h('ul', {}, w.acted.map(row)) : h('p.muted', { text: '无' }),
    ),
  );
}

/** close / extend / pause / resume the open window, each with its reason. */
function clockForm(token, d) {
  const err = errBox();
  const rid = nextId('reason');
  const sid = nextId('secs');
  const reason = h('input', { id: rid, type: 'text', value: '导演操作', maxlength: 200 });
  const secs = h('input', { id: sid, type: 'number', min: 60, step: 60, value: 3600 });
  const run = (fn) =>
    withError(err, async () => {
      await fn();
      directorPage();
    });
  const ruling = (body) =>
    api('POST', gamePath('/rulings'), { token, body: { ...body, reason: reason.value || '导演操作' } });
  return h(
    'form.clock-form',
    { onsubmit: (e) => e.preventDefault() },
    h('label', { for: rid, text: '理由' }),
    reason,
    h('label', { for: sid, text: '延长（秒）' }),
    secs,
    h(
      'div.buttons',
      {},
      h('button', {
        type: 'button',
        'data-act': 'close',
        text: '立即结束本时限',
        onclick: () =>
          run(() => api('POST', gamePath('/close'), { token, body: { reason: reason.value || undefined } })),
      }),
      h('button.secondary', {
        type: 'button',
        text: '延长',
        onclick: () => run(() => ruling({ kind: 'extend', seconds: Number(secs.value) })),
      }),
      d.phase.paused
        ? h('button.secondary', {
            type: 'button',
            text: '恢复计时',
            onclick: () => run(() => ruling({ kind: 'resume' })),
          })
        : h('button.secondary', {
            type: 'button',
            text: '暂停计时',
            onclick: () => run(() => ruling({ kind: 'pause' })),
          }),
    ),
    err,
  );
}

function charactersTable(d) {
  const rows = (d.characters.length ? d.characters : d.seats).map((c) =>
    h(
      'tr',
      {},
      h('td', { text: c.seat ?? '—' }),
      h('td', { text: c.name }),
      h('td', { text: c.role ?? '—' }),
      h('td', { text: c.faction ?? '—' }),
      h('td', {
        text: c.alive ? '存活' : `出局${c.outCause ? `（${OUT_CAUSES[c.outCause] ?? c.outCause}）` : ''}`,
      }),
      h('td', {
        text: Object.entries(d.cards?.[c.name] ?? {})
          .filter(([, n]) => n)
          .map(([k, n]) => `${CARD_NAMES[k]}×${n}`)
          .join(' '),
      }),
      h('td', { text: (c.statuses ?? []).map((s) => s.name).join('、') }),
    ),
  );
  return h(
    'div.scroll',
    { tabindex: '0', role: 'region', 'aria-label': '角色表' },
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ['座位', '马甲', '身份', '阵营', '状态', '牌', '状态效果'].map((x) =>
            h('th', { scope: 'col', text: x }),
          ),
        ),
      ),
      h('tbody', {}, rows),
    ),
  );
}

const RULING_KINDS = {
  kill: '处决（出局）',
  revive: '复活',
  card: '判罚牌（给出或撤回）',
  excuse: '免罚（提前说明在线情况）',
  substitute: '替补',
  status: '状态（施加或移除）',
  skill: '移除技能',
  speed: '加速 / 延时',
  extend: '延长时限',
  pause: '暂停计时',
  resume: '恢复计时',
  privacy: '赛后私人通知是否公开',
};
/** Every ruling kind with its reason; the fields shown are those the kind takes. */
function rulingForm(token, d) {
  const err = errBox();
  const out = h('div', { 'aria-live': 'polite' });
  const fields = {};
  const field = (key, label, control, kinds) => {
    const id = nextId(key);
    control.id = id;
    fields[key] = { control, kinds, wrap: h('div.field', {}, h('label', { for: id, text: label }), control) };
    return fields[key].wrap;
  };
  const names = (d.characters.length ? d.characters : d.seats).map((c) => c.name);
  const kind = h(
    'select',
    {},
    Object.entries(RULING_KINDS).map(([k, v]) => h('option', { value: k, text: v })),
  );
  const form = h(
    'form.ruling',
    {
      onsubmit: (e) => {
        e.preventDefault();
        const k = kind.value;
        const v = (key) => fields[key].control.value;
        const body = { kind: k, reason: v('reason') };
        if (fields.target.kinds.includes(k)) body.target = v('target');
        if (k === 'card') Object.assign(body, { color: v('color'), op: v('op') });
        if (k === 'status') Object.assign(body, { status: v('status'), op: v('statusOp') });
        if (k === 'skill') Object.assign(body, { skill: v('skill'), op: 'remove' });
        if (k === 'speed') body.request = v('request');
        if (k === 'extend') body.seconds = Number(v('seconds'));
        if (k === 'substitute') body.player = v('player');
        if (k === 'privacy') body.keepPrivate = v('keepPrivate') === 'true';
        withError(err, async () => {
          const r = await api('POST', gamePath('/rulings'), { token, body });
          if (r.token) {
            const link = `${location.origin}/g/${encodeURIComponent(GAME)}/me#token=${encodeURIComponent(r.token)}`;
            out.replaceChildren(
              h('p', { text: `替补已登记。请把这个链接私下交给新玩家（${body.player}）：` }),
              h('input.copy', {
                type: 'text',
                readonly: true,
                value: link,
                'aria-label': '新玩家的链接',
                onfocus: (ev) => ev.target.select(),
              }),
            );
          } else {
            out.replaceChildren(h('p', { role: 'status', text: `已记录（#${r.seq ?? ''}）。` }));
            setTimeout(directorPage, 800);
          }
        });
      },
    },
    field('kind', '裁定种类', kind, Object.keys(RULING_KINDS)),
    field(
      'target',
      '对象',
      h(
        'select',
        {},
        names.map((n) => h('option', { value: n, text: n })),
      ),
      ['kill', 'revive', 'card', 'excuse', 'substitute', 'status', 'skill'],
    ),
    field(
      'color',
      '颜色',
      h(
        'select',
        {},
        Object.entries(CARD_NAMES).map(([k, v]) => h('option', { value: k, text: v })),
      ),
      ['card'],
    ),
    field(
      'op',
      '给出/撤回',
      h(
        'select',
        {},
        h('option', { value: 'give', text: '给出' }),
        h('option', { value: 'remove', text: '撤回一张' }),
      ),
      ['card'],
    ),
    field('status', '状态 id', h('input', { type: 'text' }), ['status']),
    field(
      'statusOp',
      '施加/移除',
      h(
        'select',
        {},
        h('option', { value: 'apply', text: '施加' }),
        h('option', { value: 'remove', text: '移除' }),
      ),
      ['status'],
    ),
    field('skill', '技能（名称或 id）', h('input', { type: 'text' }), ['skill']),
    field(
      'request',
      '申请',
      h(
        'select',
        {},
        h('option', { value: '加速', text: '加速' }),
        h('option', { value: '延时', text: '延时' }),
      ),
      ['speed'],
    ),
    field('seconds', '秒数', h('input', { type: 'number', min: 60, step: 60, value: 3600 }), ['extend']),
    field('player', '新玩家的名字', h('input', { type: 'text', maxlength: 100 }), ['substitute']),
    field(
      'keepPrivate',
      '私人通知',
      h(
        'select',
        {},
        h('option', { value: 'true', text: '赛后不公开' }),
        h('option', { value: 'false', text: '赛后公开' }),
      ),
      ['privacy'],
    ),
    field(
      'reason',
      '理由（必填）',
      h('input', { type: 'text', required: true, maxlength: 500 }),
      Object.keys(RULING_KINDS),
    ),
    h('button', { type: 'submit', text: '记录裁定' }),
    err,
    out,
  );
  const sync = () => {
    for (const f of Object.values(fields)) f.wrap.hidden = !f.kinds.includes(kind.value);
  };
  kind.addEventListener('change', sync);
  sync();
  return form;
}

async function webhooksView(token) {
  const err = errBox();
  let list = { webhooks: [], attempts: [] };
  try {
    list = await api('GET', gamePath('/webhooks?limit=50'), { token });
  } catch (e) {
    err.textContent = e instanceof ApiError ? e.zh : String(e);
  }
  const uidUrl = nextId('url');
  const url = h('input', {
    id: uidUrl,
    type: 'url',
    required: true,
    placeholder: 'https://bot.example.com/bansha',
  });
  const kinds = ['announcement', 'notification', 'phase'].map((k) =>
    h(
      'label.check',
      {},
      h('input', { type: 'checkbox', value: k, checked: true }),
      ` ${{ announcement: '公示', notification: '私人通知', phase: '阶段变化' }[k]}`,
    ),
  );
  const created = h('div', { 'aria-live': 'polite' });
  const form = h(
    'form',
    {
      onsubmit: (e) => {
        e.preventDefault();
        withError(err, async () => {
          const r = await api('POST', gamePath('/webhooks'), {
            token,
            body: {
              url: url.value,
              kinds: kinds
                .map((l) => $('input', l))
                .filter((i) => i.checked)
                .map((i) => i.value),
            },
          });
          created.replaceChildren(
            h('p', { text: `已订阅 ${r.id}。签名密钥只显示这一次：` }),
            h('input.copy', { type: 'text', readonly: true, value: r.secret, 'aria-label': '签名密钥' }),
          );
        });
      },
    },
    h('label', { for: uidUrl, text: '推送地址' }),
    url,
    h('fieldset', {}, h('legend', { text: '推送内容' }), kinds),
    h('button', { type: 'submit', text: '订阅' }),
    err,
    created,
  );
  const subs = (list.webhooks ?? []).map((w) =>
    h(
      'li',
      {},
      `${w.id} ${w.url}（${(w.kinds ?? []).join('、')}）`,
      h('button.link', {
        type: 'button',
        text: '取消订阅',
        onclick: () =>
          withError(err, async () => {
            await api('DELETE', gamePath(`/webhooks/${encodeURIComponent(w.id)}`), { token });
            directorPage();
          }),
      }),
    ),
  );
  const attempts = (list.attempts ?? [])
    .slice(0, 50)
    .map((a) =>
      h(
        'tr',
        {},
        h('td', { text: a.seq ?? '' }),
        h('td', { text: a.type ?? '' }),
        h('td', { text: a.attempt ?? '' }),
        h('td', { text: a.status ?? a.error ?? '' }),
        h('td', { text: a.outcome ?? '' }),
      ),
    );
  return h(
    'div',
    {},
    subs.length ? h('ul', {}, subs) : h('p.muted', { text: '暂无订阅。' }),
    form,
    h(
      'details',
      {},
      h('summary', { text: '投递记录' }),
      attempts.length
        ? h(
            'div.scroll',
            { tabindex: '0', role: 'region', 'aria-label': '投递记录' },
            h(
              'table',
              {},
              h(
                'thead',
                {},
                h(
                  'tr',
                  {},
                  ['事件', '类型', '次数', '结果', '状态'].map((x) => h('th', { scope: 'col', text: x })),
                ),
              ),
              h('tbody', {}, attempts),
            ),
          )
        : h('p.muted', { text: '暂无投递。' }),
    ),
  );
}

function exportView(token) {
  const err = errBox();
  const out = h('p', { role: 'status' });
  return h(
    'div.buttons',
    {},
    h('button', {
      type: 'button',
      text: '导出日志（NDJSON）',
      onclick: () =>
        withError(err, async () => {
          const text = await api('GET', gamePath('/events'), { token, text: true });
          const a = h('a', {
            href: URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' })),
            download: `${GAME}.ndjson`,
          });
          document.body.append(a);
          a.click();
          a.remove();
        }),
    }),
    h('button.secondary', {
      type: 'button',
      text: '校验',
      onclick: () =>
        withError(err, async () => {
          const v = await api('GET', gamePath('/verify'), { token });
          out.textContent = v.ok
            ? `✔ 哈希链完整：${v.events} 条事件，链头 ${v.head.slice(0, 12)}`
            : `✘ 第 ${v.seq} 条：${v.reason}`;
        }),
    }),
    out,
    err,
  );
}

// ---- the creation wizard ----------------------------------------------------------------------------
async function wizard() {
  const err = errBox();
  let rulesets = [];
  try {
    rulesets = await api('GET', '/v1/rulesets');
  } catch (e) {
    err.textContent = e instanceof ApiError ? e.zh : String(e);
  }
  const opId = nextId('op');
  const operator = h('input', {
    id: opId,
    type: 'password',
    autocomplete: 'off',
    value: getToken('operator') ?? '',
  });
  const titleId = nextId('title');
  const title = h('input', { id: titleId, type: 'text', required: true, value: '周末局', maxlength: 100 });
  const rsId = nextId('rs');
  const rsSelect = h(
    'select',
    { id: rsId },
    rulesets.map((r) => h('option', { value: r.id, text: `${r.id} ${r.name}` })),
  );
  const playersId = nextId('players');
  const players = h('textarea', {
    id: playersId,
    rows: 6,
    required: true,
    'aria-describedby': `${playersId}-help`,
  });
  const modeName = nextId('mode');
  const modePool = h('input', {
    type: 'radio',
    name: modeName,
    value: 'pool',
    checked: true,
    id: `${modeName}-pool`,
  });
  const modeHand = h('input', { type: 'radio', name: modeName, value: 'hand', id: `${modeName}-hand` });
  const presetId = nextId('preset');
  const preset = h('select', { id: presetId });
  const roleCounts = h('div.roles');
  const hand = h('div.hand');
  const check = h('div.check', { role: 'status', 'aria-live': 'polite' });
  const schedName = nextId('sched');
  const schedFixed = h('input', {
    type: 'radio',
    name: schedName,
    value: 'fixed',
    id: `${schedName}-fixed`,
    checked: true,
  });
  const schedCal = h('input', { type: 'radio', name: schedName, value: 'calendar', id: `${schedName}-cal` });
  const daySecs = h('input', { type: 'number', min: 60, value: 86400, id: nextId('day') });
  const nightSecs = h('input', { type: 'number', min: 60, value: 1200, id: nextId('night') });
  const closeAt = h('input', { type: 'time', id: nextId('close'), value: '21:00' });
  const seedId = nextId('seed');
  const seed = h('input', { id: seedId, type: 'text', maxlength: 100 });
  const deadlines = h('ol.deadlines', { 'aria-label': '预计截止时间' });
  const result = h('div', { 'aria-live': 'polite' });
  // the ruleset's options (GET /v1/rulesets/:id options): each as an input of its kind, sent only when set
  const optionsBox = h('div.options');
  let detail = null;

  const names = () =>
    players.value
      .split(/[\n,，、]/)
      .map((x) => x.trim())
      .filter(Boolean);
  const body = () => {
    const b = {
      title: title.value.trim(),
      ruleset: rsSelect.value,
      players: names().map((name) => ({ name })),
    };
    if (modePool.checked) {
      b.pool = $$('input[data-role]', roleCounts).flatMap((i) =>
        Array.from({ length: Number(i.value) || 0 }, () => i.dataset.role),
      );
    } else {
      b.roles = Object.fromEntries($$('select[data-player]', hand).map((s) => [s.dataset.player, s.value]));
    }
    b.schedule = schedFixed.checked
      ? { fixed: { daySeconds: Number(daySecs.value), nightSeconds: Number(nightSecs.value) } }
      : { closeAt: closeAt.value };
    if (seed.value.trim()) b.seed = seed.value.trim();
    const options = {};
    for (const el of $$('[data-option]', optionsBox)) {
      const name = el.dataset.option;
      if (el.type === 'checkbox') {
        if (el.checked !== (el.dataset.default === 'true')) options[name] = el.checked;
      } else if (el.type === 'number') {
        if (el.value !== '' && el.value !== el.dataset.default) options[name] = Number(el.value);
      } else if (el.value.trim() !== '' && el.value !== el.dataset.default) options[name] = el.value.trim();
    }
    if (Object.keys(options).length) b.options = options;
    return b;
  };
  let timer = null;
  const recheck = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (!names().length) {
        check.className = 'check';
        check.textContent = '填写玩家后将按开局规则检查。';
        deadlines.replaceChildren();
        return;
      }
      try {
        const r = await api('POST', '/v1/games/preview', { body: body() });
        check.className = 'check ok';
        check.textContent = `✔ 符合开局规则（${r.players} 人）`;
        deadlines.replaceChildren(
          ...r.deadlines.map((x) =>
            h('li', {
              text: `${x.phase}${x.window ? ` ${WINDOW_NAMES[x.window] ?? x.window}` : ''}：${localTime(x.closesAt)}`,
            }),
          ),
        );
      } catch (e) {
        check.className = 'check bad';
        check.textContent = e instanceof ApiError ? e.zh : String(e);
        deadlines.replaceChildren();
      }
    }, 250);
  };
  const drawRoles = () => {
    const playable = (detail?.roles ?? []).filter((r) => r.state !== 'not yet');
    const counts = Object.fromEntries(
      $$('input[data-role]', roleCounts).map((i) => [i.dataset.role, i.value]),
    );
    const input = (r) => {
      const id = nextId('role');
      return h(
        'div.role-count',
        {},
        h(
          'label',
          { for: id, title: r.text ?? '' },
          r.name,
          h('small', {
            text: ` ${r.faction}${r.state && r.state !== 'done' ? ` · ${r.state === 'partial' ? '部分实现' : r.state}` : ''}`,
          }),
        ),
        h('input', {
          id,
          type: 'number',
          min: 0,
          max: 30,
          value: counts[r.name] ?? 0,
          'data-role': r.name,
          'aria-label': r.name,
          oninput: recheck,
        }),
      );
    };
    const shown = playable.filter(
      (r) => Number(counts[r.name] ?? 0) > 0 || (detail?.presets?.[0]?.pool ?? []).includes(r.name),
    );
    const rest = playable.filter((r) => !shown.includes(r));
    roleCounts.replaceChildren(
      h('div.role-grid', {}, shown.map(input)),
      rest.length
        ? h(
            'details',
            {},
            h('summary', { text: `其他身份（${rest.length}）` }),
            h('div.role-grid', {}, rest.map(input)),
          )
        : null,
    );
    hand.replaceChildren(
      ...names().map((n) => {
        const id = nextId('hand');
        return h(
          'div.role-count',
          {},
          h('label', { for: id, text: n }),
          h(
            'select',
            { id, 'data-player': n, onchange: recheck },
            playable.map((r) => h('option', { value: r.name, text: r.name })),
          ),
        );
      }),
    );
    roleCounts.hidden = !modePool.checked;
    hand.hidden = modePool.checked;
  };
  const applyPreset = () => {
    const p = detail?.presets?.[Number(preset.value)];
    if (!p) return;
    for (const i of $$('input[data-role]', roleCounts))
      i.value = p.pool.filter((r) => r === i.dataset.role).length;
    // a table with a 盗贼 (classic) has two cards more than players
    const n = p.players ?? p.pool.length;
    if (names().length !== n) players.value = Array.from({ length: n }, (_, i) => `玩家${i + 1}`).join('\n');
    drawRoles();
    recheck();
  };
  const drawOptions = () => {
    const field = (o) => {
      const id = nextId('opt');
      const def = o.default === null || o.default === undefined ? '' : String(o.default);
      const common = { id, 'data-option': o.name, 'data-default': def, oninput: recheck, onchange: recheck };
      const input =
        o.type === 'boolean'
          ? h('input', { ...common, type: 'checkbox', checked: o.default === true })
          : o.values?.length
            ? h(
                'select',
                common,
                o.values.map((v) => h('option', { value: v, text: v, selected: v === def })),
              )
            : o.type === 'integer'
              ? h('input', { ...common, type: 'number', min: 0, value: def })
              : h('input', { ...common, type: 'text', placeholder: def });
      return o.type === 'boolean'
        ? h(
            'div.field.option',
            {},
            h('label', { for: id }, input, ` ${o.text}`, h('small', { text: ` ${o.name}` })),
          )
        : h(
            'div.field.option',
            {},
            h('label', { for: id }, o.text, h('small', { text: ` ${o.name}` })),
            input,
          );
    };
    const list = detail?.options ?? [];
    optionsBox.replaceChildren(
      list.length
        ? h('details', {}, h('summary', { text: `规则选项（${list.length}）` }), ...list.map(field))
        : null,
    );
  };
  const loadRuleset = async () => {
    detail = await api('GET', `/v1/rulesets/${encodeURIComponent(rsSelect.value)}`).catch(() => null);
    preset.replaceChildren(
      h('option', { value: '', text: '自定义' }),
      ...(detail?.presets ?? []).map((p, i) => h('option', { value: i, text: p.name })),
    );
    setupRules.replaceChildren(...(detail?.setup ?? []).map((t) => h('li', { text: t })));
    drawOptions();
    drawRoles();
    recheck();
  };
  const setupRules = h('ul.setup-rules');
  rsSelect.addEventListener('change', loadRuleset);
  preset.addEventListener('change', applyPreset);
  players.addEventListener('input', () => {
    drawRoles();
    recheck();
  });
  for (const x of [modePool, modeHand])
    x.addEventListener('change', () => {
      drawRoles();
      recheck();
    });
  for (const x of [title, schedFixed, schedCal, daySecs, nightSecs, closeAt, seed])
    x.addEventListener('input', recheck);
  const syncSchedule = () => {
    daySecs.parentElement.hidden = !schedFixed.checked;
    nightSecs.parentElement.hidden = !schedFixed.checked;
    closeAt.parentElement.hidden = schedFixed.checked;
  };
  for (const x of [schedFixed, schedCal])
    x.addEventListener('change', () => {
      syncSchedule();
      recheck();
    });

  const create = async (e) => {
    e.preventDefault();
    await withError(err, async () => {
      const op = operator.value.trim();
      if (op) localStorage.setItem(tokenKey('operator'), op);
      const r = await api('POST', '/v1/games', { token: op, body: body() });
      localStorage.setItem(`bansha:${r.id}:director`, r.directorToken);
      const link = (p, t) =>
        `${location.origin}/g/${encodeURIComponent(r.id)}${p}${t ? `#token=${encodeURIComponent(t)}` : ''}`;
      const startErr = errBox();
      result.replaceChildren(
        h('h2', { tabindex: '-1', text: '游戏已创建' }),
        h('p', {}, '公示板：', h('a', { href: link(''), text: link('') })),
        h(
          'p',
          {},
          '导演台：',
          h('a', { href: link('/director'), text: '打开导演台' }),
          '（导演令牌已保存在本浏览器）',
        ),
        h('p', { text: '请把各自的链接私下交给每位玩家（链接中的令牌不会发送到服务器日志）：' }),
        h(
          'ul.links',
          {},
          r.players.map((p) =>
            h(
              'li',
              {},
              h('span', { text: `${p.name}：` }),
              h('input.copy', {
                type: 'text',
                readonly: true,
                value: link('/me', p.token),
                'aria-label': `${p.name} 的链接`,
                'data-player': p.name,
                onfocus: (ev) => ev.target.select(),
              }),
            ),
          ),
        ),
        h('button#start', {
          type: 'button',
          text: '开局（发牌、排座）',
          onclick: () =>
            withError(startErr, async () => {
              await api('POST', `/v1/games/${encodeURIComponent(r.id)}/start`, {
                token: r.directorToken,
                body: {},
              });
              location.href = link('/director');
            }),
        }),
        startErr,
      );
      $('h2', result).focus();
    });
  };
  const fixedLabel = (el, text) => h('label', { for: el.id, text });
  main().replaceChildren(
    h('h1', { text: '创建游戏' }),
    h(
      'form.wizard',
      { onsubmit: create },
      section('1. 管理员', fixedLabel(operator, '管理员令牌（npm start 启动时打印）'), operator),
      section(
        '2. 规则与标题',
        fixedLabel(title, '标题'),
        title,
        fixedLabel(rsSelect, '规则'),
        rsSelect,
        h('p.muted', { text: '开局规则：' }),
        setupRules,
      ),
      section(
        '3. 玩家',
        fixedLabel(players, '玩家马甲（每行一个）'),
        players,
        h('p.muted', { id: `${playersId}-help`, text: '马甲按 NFKC 规范化后不可重复。' }),
      ),
      section(
        '4. 身份',
        h(
          'fieldset',
          {},
          h('legend', { text: '发牌方式' }),
          h('label', { for: modePool.id }, modePool, ' 身份池（随机发牌，按开局规则抽）'),
          h('label', { for: modeHand.id }, modeHand, ' 指定身份'),
        ),
        fixedLabel(preset, '预设'),
        preset,
        roleCounts,
        hand,
        optionsBox,
        check,
      ),
      section(
        '5. 时间',
        h(
          'fieldset',
          {},
          h('legend', { text: '时间表' }),
          h('label', { for: schedFixed.id }, schedFixed, ' 固定时长（试玩）'),
          h('label', { for: schedCal.id }, schedCal, ' 规则日历'),
        ),
        h('div.field', {}, fixedLabel(daySecs, '白天（秒）'), daySecs),
        h('div.field', {}, fixedLabel(nightSecs, '每个夜间时限（秒）'), nightSecs),
        h('div.field', {}, fixedLabel(closeAt, '关门时间（规则日历）'), closeAt),
        h('p.muted', { text: '若现在开局，预计截止：' }),
        deadlines,
        fixedLabel(seed, '随机种子（可选）'),
        seed,
      ),
      h('button#create', { type: 'submit', text: '创建游戏' }),
      err,
    ),
    result,
  );
  syncSchedule();
  await loadRuleset();
}

// ---- start -------------------------------------------------------------------------------------------
const PAGES = { board, player: playerPage, director: directorPage, wizard };
PAGES[PAGE]?.();
