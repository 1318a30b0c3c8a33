// verifyWebhook: known test vectors (Standard Webhooks' own, and one of x-service-signature), and every way a
// delivery must be refused. Deliveries are signed here with node:crypto alone, independently of the SDK and of the
// standardwebhooks package it uses.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  verifyServiceSignature,
  verifyStandardSignature,
  verifyWebhook,
  WebhookVerificationError,
  type WebhookCheck,
} from './src';

const VECTOR_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function sign(secret: string, body: string, opts: { id?: string; timestamp?: number } = {}) {
  const id = opts.id ?? 'evt_01JTESTDELIVERY';
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return {
    'content-type': 'application/json',
    'x-service-event': 'pursuit.won',
    'x-service-signature': createHmac('sha256', secret).update(body).digest('hex'),
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  };
}

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const event = {
  id: 'evt_01JTESTDELIVERY',
  type: 'webhook.test',
  createdAt: '2026-11-21T09:30:00.000Z',
  apiVersion: 'v1',
  livemode: true,
  organizationId: '0b9a4a52-3c1f-4d8e-9b7a-2f6c1d0e5a44',
  data: {},
};
const body = JSON.stringify(event);

function refusal(fn: () => unknown): WebhookVerificationError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return err as WebhookVerificationError;
  }
  throw new Error('expected the delivery to be refused');
}
const refusedBy = (check: WebhookCheck, fn: () => unknown) => expect(refusal(fn).check).toBe(check);

describe('test vectors', () => {
  it('Standard Webhooks: msg_p5jXN8AQM9LWM0D4loKWxJek at 1614265330', () => {
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    const now = new Date(1614265330 * 1000);
    expect(() => verifyStandardSignature('{"test": 2432232314}', headers, VECTOR_SECRET, { now })).not.toThrow();
    refusedBy('webhook-signature', () =>
      verifyStandardSignature('{"test": 2432232315}', headers, VECTOR_SECRET, { now }),
    );
    refusedBy('webhook-signature', () =>
      verifyStandardSignature('{"test": 2432232314}', { ...headers, 'webhook-id': 'msg_other' }, VECTOR_SECRET, {
        now,
      }),
    );
    // Without `now`, the vector's 2021 timestamp is far outside the window.
    refusedBy('timestamp', () => verifyStandardSignature('{"test": 2432232314}', headers, VECTOR_SECRET));
  });

  it('x-service-signature of {"id":"evt_0001","type":"pursuit.won"}', () => {
    const vectorBody = '{"id":"evt_0001","type":"pursuit.won"}';
    const hex = '4f3c2150dabdb388df4f87b9ac694a3430fbc027f691041d3cb39d79c6e68b9b';
    expect(() => verifyServiceSignature(vectorBody, hex, VECTOR_SECRET)).not.toThrow();
    expect(() => verifyServiceSignature(new TextEncoder().encode(vectorBody), hex, VECTOR_SECRET)).not.toThrow();
    refusedBy('x-service-signature', () =>
      verifyServiceSignature(vectorBody.replace('0001', '0002'), hex, VECTOR_SECRET),
    );

    // The whole check, with the vector's x-service-signature in place.
    const headers = { ...sign(VECTOR_SECRET, vectorBody, { id: 'evt_0001' }), 'x-service-signature': hex };
    expect(verifyWebhook(vectorBody, headers, VECTOR_SECRET)).toEqual({ id: 'evt_0001', type: 'pursuit.won' });
  });
});

describe('verifyWebhook', () => {
  it('accepts a valid delivery and returns the event (string or bytes; Headers or a Node header record)', () => {
    const headers = sign(secret, body);
    expect(verifyWebhook(body, headers, secret)).toEqual(event);
    expect(verifyWebhook(Buffer.from(body), new Headers(headers), secret)).toEqual(event);
    const nodeStyle = { ...headers, 'Webhook-Signature': [headers['webhook-signature']] } as Record<
      string,
      string | string[]
    >;
    delete nodeStyle['webhook-signature'];
    expect(verifyWebhook(new TextEncoder().encode(body), nodeStyle, secret)).toEqual(event);
  });

  it('refuses a tampered body', () => {
    const headers = sign(secret, body);
    const tampered = body.replace('"livemode":true', '"livemode":false');
    expect(tampered).not.toBe(body);
    refusal(() => verifyWebhook(tampered, headers, secret));
    // Each signature on its own: a body re-signed for one scheme only is still refused by the other.
    refusedBy('x-service-signature', () =>
      verifyWebhook(
        tampered,
        { ...sign(secret, tampered), 'x-service-signature': headers['x-service-signature'] },
        secret,
      ),
    );
    refusedBy('webhook-signature', () =>
      verifyWebhook(tampered, { ...sign(secret, tampered), 'webhook-signature': headers['webhook-signature'] }, secret),
    );
  });

  it('refuses a delivery signed with another secret', () => {
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    refusal(() => verifyWebhook(body, sign(other, body), secret));
    // The service signature alone, with the right Standard Webhooks one: still refused.
    refusedBy('x-service-signature', () =>
      verifyWebhook(
        body,
        { ...sign(secret, body), 'x-service-signature': sign(other, body)['x-service-signature'] },
        secret,
      ),
    );
  });

  it('refuses a stale timestamp (older than the tolerance), and one too far in the future', () => {
    // The edges are checked against a pinned `now`: read from the clock, a second could pass between signing and
    // verifying and move an edge case to the other side.
    const now = Math.floor(Date.now() / 1000);
    const at = { now: new Date(now * 1000) };
    refusedBy('timestamp', () => verifyWebhook(body, sign(secret, body, { timestamp: now - 301 }), secret, at));
    refusedBy('timestamp', () => verifyWebhook(body, sign(secret, body, { timestamp: now + 301 }), secret, at));
    expect(verifyWebhook(body, sign(secret, body, { timestamp: now - 300 }), secret, at)).toEqual(event);
    expect(verifyWebhook(body, sign(secret, body, { timestamp: now + 300 }), secret, at)).toEqual(event);
    // Without `now`, the clock decides (margins far wider than a slow test's seconds).
    refusedBy('timestamp', () => verifyWebhook(body, sign(secret, body, { timestamp: now - 400 }), secret));
    refusedBy('timestamp', () => verifyWebhook(body, sign(secret, body, { timestamp: now + 400 }), secret));
    expect(verifyWebhook(body, sign(secret, body, { timestamp: now - 200 }), secret)).toEqual(event);
    // `now` and the tolerance are the caller's to set.
    const later = new Date((now + 3600) * 1000);
    refusedBy('timestamp', () => verifyWebhook(body, sign(secret, body, { timestamp: now }), secret, { now: later }));
    expect(
      verifyWebhook(body, sign(secret, body, { timestamp: now }), secret, { now: later, toleranceSeconds: 3600 }),
    ).toEqual(event);
    refusedBy('timestamp', () =>
      verifyWebhook(body, sign(secret, body, { timestamp: now - 31 }), secret, { ...at, toleranceSeconds: 30 }),
    );
    refusedBy('timestamp', () => verifyWebhook(body, { ...sign(secret, body), 'webhook-timestamp': '1e9' }, secret));
  });

  it.each(['x-service-signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature'])(
    'refuses a delivery without %s',
    (name) => {
      const headers: Record<string, string> = sign(secret, body);
      delete headers[name];
      const err = refusal(() => verifyWebhook(body, headers, secret));
      expect(err.check).toBe('headers');
      expect(err.message).toContain(name);
    },
  );

  it('accepts when one of several webhook-signature entries matches, refuses when none does', () => {
    const headers = sign(secret, body);
    const stale = sign(`whsec_${randomBytes(32).toString('base64')}`, body)['webhook-signature'];
    expect(
      verifyWebhook(body, { ...headers, 'webhook-signature': `${stale} ${headers['webhook-signature']}` }, secret),
    ).toEqual(event);
    // The header sent twice and read through fetch's Headers: "v1,a, v1,b".
    const repeated = new Headers(headers);
    repeated.set('webhook-signature', headers['webhook-signature']);
    repeated.append('webhook-signature', stale);
    expect(repeated.get('webhook-signature')).toContain(', ');
    expect(verifyWebhook(body, repeated, secret)).toEqual(event);
    refusedBy('webhook-signature', () => verifyWebhook(body, { ...headers, 'webhook-signature': stale }, secret));
    refusedBy('webhook-signature', () =>
      verifyWebhook(
        body,
        { ...headers, 'webhook-signature': headers['webhook-signature'].replace('v1,', 'v2,') },
        secret,
      ),
    );
  });

  it('refuses a signed body that is not an event, and a secret that is not whsec_', () => {
    refusedBy('payload', () => verifyWebhook('not json', sign(secret, 'not json'), secret));
    refusedBy('payload', () => verifyWebhook('[1,2]', sign(secret, '[1,2]'), secret));
    expect(() => verifyWebhook(body, sign(secret, body), secret.slice('whsec_'.length))).toThrow(TypeError);
  });
});
