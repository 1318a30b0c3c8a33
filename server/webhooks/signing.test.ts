import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, serviceSignature, signWebhookPayload, standardSignature } from './signing';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('webhook signatures (the test vectors of docs/webhooks.md)', () => {
  it('Standard Webhooks signature', () => {
    expect(standardSignature(SECRET, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('x-service-signature', () => {
    expect(serviceSignature(SECRET, '{"id":"evt_0001","type":"pursuit.won"}')).toBe(
      '4f3c2150dabdb388df4f87b9ac694a3430fbc027f691041d3cb39d79c6e68b9b',
    );
  });

  it('a generated secret is whsec_ + base64 of 32 bytes, and its headers verify with independent code', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', data: {} });
    const headers = signWebhookPayload({ secret, eventId: 'evt_1', eventType: 'webhook.test', body });
    expect(headers['x-service-signature']).toBe(createHmac('sha256', secret).update(body).digest('hex'));
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers['user-agent']).toBe('GrantManagementService-Webhooks/1');
  });
});
