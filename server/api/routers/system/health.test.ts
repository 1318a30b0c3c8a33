// Health answers its own 503 when the request could not open the database at all (the context's db is null):
// the real version and rate limiter, the same shape as any readiness failure; other procedures answer 500.
import { describe, expect, it } from 'vitest';
import pkg from '~/package.json' with { type: 'json' };
import { getRateLimiter } from '~/server/rate-limit/limiter';
import type { RequestContext } from '../../context';
import { createCaller } from '../../root';
import { toAppError } from '../../trpc';

/** A REST request's context after the database failed to open (see createRestContext). */
function contextWithoutDatabase(): RequestContext {
  return {
    db: null,
    requestId: 'req_test',
    transport: 'rest',
    method: 'GET',
    headers: new Headers(),
    query: new URLSearchParams(),
    clientIp: '127.0.0.1',
    response: { headers: new Headers() },
    principal: null,
    sessionUserId: null,
  };
}

describe('health without a database handle', () => {
  it('readiness → 503 with status unavailable, the package version and the configured limiter', async () => {
    const ctx = contextWithoutDatabase();
    const body = await createCaller(ctx).system.health({});
    expect(ctx.response.status).toBe(503);
    expect(body).toMatchObject({
      status: 'unavailable',
      version: pkg.version,
      checks: { database: 'unavailable', rateLimiter: await getRateLimiter().check() },
    });
    expect(body.version).not.toBe('');
  });

  it('liveness needs no database: 200 ok', async () => {
    const ctx = contextWithoutDatabase();
    const body = await createCaller(ctx).system.health({ probe: 'live' });
    expect(ctx.response.status).toBeUndefined();
    expect(body).toMatchObject({ status: 'ok', version: pkg.version });
    expect(body.checks).toBeUndefined();
  });

  it('any other procedure → 500 INTERNAL, before it authenticates', async () => {
    const ctx = contextWithoutDatabase();
    const error = await createCaller(ctx)
      .grants.list({})
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(toAppError(error)).toMatchObject({ code: 'INTERNAL', status: 500 });
  });
});
