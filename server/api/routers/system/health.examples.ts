// The health answers of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import pkg from '~/package.json' with { type: 'json' };
import type { ZHealthResponse } from './health.schema';

type Health = z.output<typeof ZHealthResponse>;

export const health: Health = {
  status: 'ok',
  version: pkg.version,
  uptimeSeconds: 86_412,
  checks: { database: 'ok', rateLimiter: 'ok' },
  lastCatalogSyncAt: '2026-09-22T06:01:31.077Z',
};

/** Readiness failing: the database cannot be reached. */
export const healthUnavailable: Health = {
  status: 'unavailable',
  version: '0.1.0',
  uptimeSeconds: 3600,
  checks: { database: 'unavailable', rateLimiter: 'memory' },
};
