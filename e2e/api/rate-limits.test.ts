// Rate limits (docs/rate-limits.md) over HTTP: per-organization plan limits hold exactly under concurrency, with the
// standard headers. The suite's PGlite pass runs the app with the in-process limiter, its PostgreSQL pass with Upstash
// through the REST bridge on the machine's Redis: these cases run against both.
import { describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const burst = (n: number, key: string) =>
  Promise.all(Array.from({ length: n }, () => api('/missions?limit=1', { key })));

describe('plan limits', () => {
  it('150 concurrent requests of a Basic organization → exactly 100 pass, 50 get 429', async () => {
    const started = Math.floor(Date.now() / 1000);
    const results = await burst(150, fixtures().rateLimitKeys.basic);
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(100);
    expect(limited).toHaveLength(50);
    for (const r of limited) {
      expect(r.body.code).toBe('RATE_LIMITED');
      expect(typeof r.body.error).toBe('string');
      const retryAfter = Number(r.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(r.headers.get('x-ratelimit-limit')).toBe('100');
      const reset = Number(r.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(started); // unix seconds, not milliseconds
      expect(reset).toBeLessThanOrEqual(started + 61);
    }
    const remaining = ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
    expect(remaining[0]).toBe(0);
    expect(remaining[remaining.length - 1]).toBeLessThanOrEqual(99);
  });

  it('another organization is unaffected', async () => {
    const res = await api('/missions?limit=1', { key: fixtures().rateLimitKeys.other });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(90);
  });

  it('an Enterprise organization passes 300 in a burst, with its own limit', async () => {
    const limit = fixtures().planLimits.enterprise;
    const results = await burst(300, fixtures().rateLimitKeys.enterprise);
    expect(results.filter((r) => r.status === 200)).toHaveLength(300);
    expect(results[0]!.headers.get('x-ratelimit-limit')).toBe(String(limit));
    expect(results[0]!.headers.get('ratelimit-policy')).toBe(`"enterprise";q=${limit};w=60`);
  });

  it('every authenticated response carries the headers, errors included; health carries none', async () => {
    const res = await api('/missions?limit=1', { key: fixtures().rateLimitKeys.other });
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(res.headers.get('ratelimit-policy')).toBe('"basic";q=100;w=60');
    expect(res.headers.get('ratelimit')).toMatch(/^"basic";r=\d+;t=\d+$/);
    const notFound = await api('/missions/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      key: fixtures().orgA.fullKey,
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-ratelimit-limit')).toBe(String(fixtures().planLimits.enterprise));
    const health = await api('/health');
    expect(health.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
