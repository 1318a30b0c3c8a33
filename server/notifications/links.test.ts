import { createSecretKey, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';

process.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
const { signLink, verifyLink, unsubscribeHeaders } = await import('./links');

const userId = randomUUID();
const organizationId = randomUUID();
const grantId = randomUUID();

describe('notification links', () => {
  it('round-trips each purpose, and a link made for one purpose is refused for the other', async () => {
    const unsubscribe = signLink({ purpose: 'unsubscribe', userId, organizationId, topic: 'reminders' });
    const dismiss = signLink({ purpose: 'dismiss', userId, organizationId, grantId });
    expect(await verifyLink(unsubscribe, 'unsubscribe')).toEqual({
      purpose: 'unsubscribe',
      userId,
      organizationId,
      topic: 'reminders',
    });
    expect(await verifyLink(dismiss, 'dismiss')).toEqual({ purpose: 'dismiss', userId, organizationId, grantId });
    expect(await verifyLink(unsubscribe, 'dismiss')).toBeNull();
    expect(await verifyLink(dismiss, 'unsubscribe')).toBeNull();
  });

  it('refuses a changed payload, another key, alg none, an expired link and garbage', async () => {
    const token = signLink({ purpose: 'unsubscribe', userId, organizationId, topic: 'digest' });
    const [h, p, sig] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...payload, sub: randomUUID() })).toString('base64url');
    expect(await verifyLink(`${h}.${swapped}.${sig}`, 'unsubscribe')).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect(await verifyLink(none, 'unsubscribe')).toBeNull();
    const otherKey = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(randomBytes(32));
    expect(await verifyLink(otherKey, 'unsubscribe')).toBeNull();
    // A "not relevant" link lasts 7 days.
    const dismiss = signLink({ purpose: 'dismiss', userId, organizationId, grantId });
    vi.useFakeTimers({ now: Date.now() + 8 * 86_400_000, toFake: ['Date'] });
    try {
      expect(await verifyLink(dismiss, 'dismiss')).toBeNull();
      expect(await verifyLink(token, 'unsubscribe')).not.toBeNull(); // unsubscribe links do not expire
    } finally {
      vi.useRealTimers();
    }
    for (const junk of ['', 'a.b.c', 'x'.repeat(2000), `${token}x`])
      expect(await verifyLink(junk, 'unsubscribe')).toBeNull();
  });

  it('signs each token byte for byte as jose signs the same claims, under the same key', async () => {
    const key = createSecretKey(
      new Uint8Array(
        hkdfSync(
          'sha256',
          Buffer.from(process.env.ENCRYPTION_KEY!, 'base64'),
          Buffer.alloc(0),
          'gms notification links v1',
          32,
        ),
      ),
    );
    vi.useFakeTimers({ now: new Date('2026-11-29T16:00:00.750Z'), toFake: ['Date'] });
    try {
      const jose = (payload: Record<string, string>, audience: string) =>
        new SignJWT(payload)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('gms-notifications')
          .setAudience(audience)
          .setSubject(userId)
          .setIssuedAt();
      expect(signLink({ purpose: 'unsubscribe', userId, organizationId, topic: 'budget_alerts' })).toBe(
        await jose({ org: organizationId, topic: 'budget_alerts' }, 'unsubscribe').sign(key),
      );
      expect(signLink({ purpose: 'dismiss', userId, organizationId, grantId })).toBe(
        await jose({ org: organizationId, grant: grantId }, 'dismiss').setExpirationTime('7d').sign(key),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('one-click unsubscribe headers (RFC 8058)', () => {
    expect(unsubscribeHeaders('https://app.example.org/notifications/unsubscribe?token=t')).toEqual({
      'List-Unsubscribe': '<https://app.example.org/notifications/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
