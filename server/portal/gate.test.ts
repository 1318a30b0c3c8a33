// The portal page's view budgets (docs/rate-limits.md): per token and client address, under a per-token ceiling.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

// Small budgets, read once by env() on first use; the in-process limiter (no Upstash in unit tests).
process.env.PORTAL_VIEWS_PER_MINUTE = '3';
process.env.PORTAL_VIEWS_PER_TOKEN_PER_MINUTE = '7';
process.env.RATE_LIMITS = 'on';
delete process.env.UPSTASH_REDIS_REST_URL;
delete process.env.UPSTASH_REDIS_REST_TOKEN;
const { portalGate, viewerOf } = await import('./gate');

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newToken = () => `portal_${[...randomBytes(43)].map((b) => BASE62[b % 62]).join('')}`;
const view = async (token: string, address: string) => {
  const result = await portalGate(new URLSearchParams({ token }), address);
  return result.ok ? 200 : result.status;
};
const views = async (token: string, address: string, n: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await view(token, address));
  return statuses;
};

describe('portal view budgets', () => {
  it('one address over its budget gets 429 with Retry-After; another address still views with the same token', async () => {
    const token = newToken();
    expect(await views(token, '203.0.113.7', 5)).toEqual([200, 200, 200, 429, 429]);
    const refused = await portalGate(new URLSearchParams({ token }), '203.0.113.7');
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
    expect(await views(token, '198.51.100.9', 3)).toEqual([200, 200, 200]);
    // Another token's budgets are its own.
    expect(await view(newToken(), '203.0.113.7')).toBe(200);
  });

  it('the per-token ceiling holds across addresses, and views refused per address do not spend it', async () => {
    const token = newToken();
    expect(await views(token, '192.0.2.1', 6)).toEqual([200, 200, 200, 429, 429, 429]); // 3 of the ceiling's 7
    expect(await views(token, '192.0.2.2', 3)).toEqual([200, 200, 200]); // 6
    expect(await views(token, '192.0.2.3', 2)).toEqual([200, 429]); // 7: the ceiling
    expect(await view(token, '192.0.2.4')).toBe(429);
    expect(await view(token, '2001:db8::4')).toBe(429);
  });

  it('an IPv6 viewer is its /64: rotating addresses inside it buys no new budget', async () => {
    const token = newToken();
    expect(await views(token, '2001:db8:1:2::1', 3)).toEqual([200, 200, 200]);
    expect(await view(token, '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await view(token, '2001:db8:1:3::1')).toBe(200);
  });

  it('viewerOf', () => {
    expect(viewerOf('203.0.113.7')).toBe('203.0.113.7');
    expect(viewerOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(viewerOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(viewerOf('unknown')).toBe('unknown');
  });
});
