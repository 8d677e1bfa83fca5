/**
 * The SSRF guard for webhook URLs. In production only `https` to a public host: no IP literal in
 * a private, loopback, link-local, shared, documentation, multicast or reserved range, no
 * `localhost`, no single-label or internal names (`*.local`, `*.internal`, `*.home.arpa`, …).
 * In `development` and `test` a loopback URL (`localhost`, 127.0.0.0/8, ::1) is also allowed,
 * over `http` or `https`, so a local adapter can receive.
 *
 * The URL parser has already turned every IPv4 spelling (`0x7f.1`, `2130706433`) into dotted
 * quads. A public name that resolves to a private address is not caught here: Workers' fetch
 * reaches the public internet only, and deliveries never follow redirects.
 */

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/** Environments in which loopback receivers are allowed; anything else is treated as production. */
const LOCAL_ENVIRONMENTS = new Set(['development', 'test']);

const BLOCKED_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.intranet',
  '.lan',
  '.home',
  '.home.arpa',
  '.corp',
  '.private',
  '.test',
  '.invalid',
  '.example',
  '.onion',
  '.arpa',
];

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), as [base, prefix]. */
const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

function inV4(n: number, base: string, prefix: number): boolean {
  const b = v4ToInt(base) as number;
  const size = 2 ** (32 - prefix);
  return Math.floor(n / size) === Math.floor(b / size);
}

function isPublicV4(ip: string): boolean {
  const n = v4ToInt(ip);
  return n !== null && !V4_BLOCKED.some(([base, prefix]) => inV4(n, base, prefix));
}

/** The eight 16-bit groups of an IPv6 address (as the URL parser prints it), or null. */
function v6Groups(ip: string): number[] | null {
  let s = ip;
  // an embedded IPv4 tail (::ffff:1.2.3.4) as two groups
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (tail) {
    const n = v4ToInt(tail[1] as string);
    if (n === null) return null;
    s = `${s.slice(0, -(tail[1] as string).length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const parse = (h: string) => (h === '' ? [] : h.split(':').map((g) => Number.parseInt(g, 16)));
  const head = parse(halves[0] as string);
  const rest = halves.length === 2 ? parse(halves[1] as string) : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...Array<number>(Math.max(0, fill)).fill(0), ...rest];
  if (groups.length !== 8 || groups.some((g) => Number.isNaN(g) || g < 0 || g > 0xffff)) return null;
  return groups;
}

function isPublicV6(ip: string): boolean {
  const g = v6Groups(ip);
  if (!g) return false;
  const [a = 0, b = 0] = g;
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): judge the IPv4 inside
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicV4(v4(g[6] ?? 0, g[7] ?? 0));
  if (a === 0x64 && b === 0xff9b) return isPublicV4(v4(g[6] ?? 0, g[7] ?? 0));
  // only global unicast 2000::/3, less documentation (2001:db8::/32), Teredo (2001::/32),
  // 6to4 (2002::/16, which can wrap a private IPv4) and ORCHIDs / benchmarking (2001:0010-002f)
  if ((a & 0xe000) !== 0x2000) return false;
  if (a === 0x2001 && (b === 0x0db8 || b === 0 || (b >= 0x10 && b <= 0x2f))) return false;
  if (a === 0x2002) return false;
  return true;
}

function isLoopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const n = v4ToInt(host);
  if (n !== null) return inV4(n, '127.0.0.0', 8);
  if (host.startsWith('[')) {
    const g = v6Groups(host.slice(1, -1));
    return g?.slice(0, 7).every((x) => x === 0) === true && g[7] === 1;
  }
  return false;
}

/** Checks a subscription URL against the environment's policy; answers the normalised URL. */
export function checkWebhookUrl(raw: string, environment: string | undefined): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: '不是有效的完整 URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: `不允许 ${url.protocol} 协议，请使用 https` };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return { ok: false, reason: 'URL 没有主机名' };
  if (LOCAL_ENVIRONMENTS.has(environment ?? '') && isLoopback(host)) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') return { ok: false, reason: '只允许 https 地址' };
  if (host.startsWith('[')) {
    if (!isPublicV6(host.slice(1, -1)))
      return {
        ok: false,
        reason: `${host} 不是公网地址（私有、回环、链路本地或保留地址）`,
      };
    return { ok: true, url: url.href };
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    if (!isPublicV4(host))
      return {
        ok: false,
        reason: `${host} 不是公网地址（私有、回环、链路本地或保留地址）`,
      };
    return { ok: true, url: url.href };
  }
  if (host === 'localhost' || !host.includes('.')) return { ok: false, reason: `${host} 不是公网主机名` };
  if (BLOCKED_SUFFIXES.some((s) => host.endsWith(s)))
    return { ok: false, reason: `${host} is a local or reserved name, not a public host` };
  return { ok: true, url: url.href };
}
