import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '../../src/api/webhooks/url-guard';

/**
 * The SSRF guard (issue 6: "https and public addresses only in production; loopback http
 * allowed in local development"). The API tests check the same over HTTP in `test`.
 */

const allowed = (url: string, env = 'production') => checkWebhookUrl(url, env).ok;

describe('production: https to a public host only', () => {
  it.each([
    'https://forum-bot.example.com/hooks/bansha',
    'https://hooks.example.org:8443/x?y=1',
    'https://93.184.216.34/hook',
    'https://[2606:4700:4700::1111]/hook',
    'https://FORUM.Example.COM./hook',
  ])('allows %s', (url) => {
    expect(allowed(url)).toBe(true);
  });

  it.each([
    ['http://forum-bot.example.com/hook', 'plain http'],
    ['ftp://example.com/x', 'another scheme'],
    ['javascript:alert(1)', 'not http'],
    ['https://localhost/hook', 'localhost'],
    ['https://api.localhost/hook', 'a .localhost name'],
    ['http://127.0.0.1:8788/hook', 'loopback'],
    ['https://127.1/hook', 'loopback, short form'],
    ['https://2130706433/hook', 'loopback as one number'],
    ['https://0x7f000001/hook', 'loopback in hex'],
    ['https://0.0.0.0/hook', 'this network'],
    ['https://10.0.0.8/hook', 'private 10/8'],
    ['https://172.16.5.4/hook', 'private 172.16/12'],
    ['https://172.31.255.255/hook', 'private 172.16/12, its end'],
    ['https://192.168.0.1/hook', 'private 192.168/16'],
    ['https://100.64.0.1/hook', 'shared address space'],
    ['https://169.254.169.254/latest/meta-data/', 'link-local (cloud metadata)'],
    ['https://192.0.2.1/hook', 'documentation'],
    ['https://198.18.0.1/hook', 'benchmarking'],
    ['https://224.0.0.1/hook', 'multicast'],
    ['https://255.255.255.255/hook', 'broadcast'],
    ['https://[::1]/hook', 'IPv6 loopback'],
    ['https://[::]/hook', 'IPv6 unspecified'],
    ['https://[fe80::1]/hook', 'IPv6 link-local'],
    ['https://[fd12:3456::1]/hook', 'IPv6 unique-local'],
    ['https://[ff02::1]/hook', 'IPv6 multicast'],
    ['https://[::ffff:192.168.1.1]/hook', 'IPv4-mapped private'],
    ['https://[::ffff:7f00:1]/hook', 'IPv4-mapped loopback, hex'],
    ['https://[64:ff9b::10.0.0.1]/hook', 'NAT64 of a private address'],
    ['https://[2001:db8::1]/hook', 'IPv6 documentation'],
    ['https://[2002:a00:1::1]/hook', '6to4, which can wrap a private address'],
    ['https://printer.local/hook', '.local'],
    ['https://db.internal/hook', '.internal'],
    ['https://nas.home.arpa/hook', '.home.arpa'],
    ['https://router.lan/hook', '.lan'],
    ['https://intranet/hook', 'a single-label name'],
  ])('rejects %s (%s)', (url) => {
    const r = checkWebhookUrl(url, 'production');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.length).toBeGreaterThan(0);
  });

  it('an unknown or missing ENVIRONMENT is production', () => {
    expect(allowed('http://127.0.0.1:8788/hook', 'staging')).toBe(false);
    expect(allowed('http://127.0.0.1:8788/hook', undefined as unknown as string)).toBe(false);
  });
});

describe('development and test: loopback receivers too, over http or https', () => {
  it.each(['development', 'test'])('%s allows 127.0.0.0/8, localhost and [::1]', (env) => {
    for (const url of [
      'http://127.0.0.1:8788/hook',
      'http://127.9.9.9/hook',
      'http://localhost:3000/hook',
      'https://localhost/hook',
      'http://[::1]:8788/hook',
    ])
      expect(allowed(url, env), url).toBe(true);
  });

  it.each(['development', 'test'])(
    '%s still refuses other private addresses and plain http elsewhere',
    (env) => {
      for (const url of [
        'http://10.0.0.1/hook',
        'http://192.168.1.1/hook',
        'https://169.254.169.254/',
        'http://forum-bot.example.com/hook',
        'https://printer.local/hook',
      ])
        expect(allowed(url, env), url).toBe(false);
    },
  );

  it('answers the URL as parsed, so what is stored is what is fetched', () => {
    expect(checkWebhookUrl('https://Forum.Example.com/a/../hook', 'production')).toEqual({
      ok: true,
      url: 'https://forum.example.com/hook',
    });
  });
});
