import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSecret, sign, signatureHeader } from '../../src/api/webhooks/signing';

/** Standard Webhooks signatures, checked against the official library. */

describe('secrets and signatures', () => {
  it('a secret is whsec_ + base64 of 32 random bytes, fresh each time', () => {
    const a = newSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newSecret()).not.toBe(a);
  });

  it('a signature is the one the standardwebhooks library computes, and verifies with it', async () => {
    const secret = newSecret();
    const id = 'msg_0123456789abcdef0123456789abcdef';
    const ts = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      type: 'announcement.created',
      timestamp: '2026-01-01T00:00:00.000Z',
      data: { text: '第1天' },
    });
    const wh = new Webhook(secret);
    expect(await sign(secret, id, ts, body)).toBe(wh.sign(id, new Date(ts * 1000), body));
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(ts),
      'webhook-signature': await sign(secret, id, ts, body),
    };
    expect(wh.verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('during a rotation the header carries both signatures, space-separated; either secret verifies', async () => {
    const [oldS, newS] = [newSecret(), newSecret()];
    const id = 'msg_x';
    const ts = Math.floor(Date.now() / 1000);
    const body = '{"type":"phase.changed"}';
    const header = await signatureHeader([newS, oldS], id, ts, body);
    expect(header.split(' ')).toHaveLength(2);
    for (const part of header.split(' ')) expect(part).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const headers = { 'webhook-id': id, 'webhook-timestamp': String(ts), 'webhook-signature': header };
    expect(new Webhook(newS).verify(body, headers)).toEqual({ type: 'phase.changed' });
    expect(new Webhook(oldS).verify(body, headers)).toEqual({ type: 'phase.changed' });
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
  });
});
