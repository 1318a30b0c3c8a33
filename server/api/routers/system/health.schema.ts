// GET /health: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { restOperation } from '../../openapi/operation';
import { ZStringBool, ZTimestamp } from '../../schemas';
import { health, healthUnavailable } from './health.examples';

export const ZHealthRequest = z.object({
  probe: z.enum(['live', 'ready']).optional().describe('live: process only, skip dependency checks'),
  verbose: ZStringBool.optional(),
});

export const ZHealthResponse = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    uptimeSeconds: z.number().int(),
    checks: z
      .object({
        database: z.enum(['ok', 'unavailable']),
        rateLimiter: z.enum(['ok', 'memory', 'unavailable']),
      })
      .optional(),
    lastCatalogSyncAt: ZTimestamp.nullable()
      .optional()
      .describe(
        'When the last successful catalog sync finished (a sync finding the extract unchanged counts); null before ' +
          'the first. Absent with `?probe=live` and when the database is unavailable',
      ),
  })
  .meta({ id: 'Health' });

export const healthOperation = restOperation({
  method: 'GET',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and readiness',
  description:
    'Liveness and readiness of this instance. `?probe=live` answers without touching the database or the ' +
    'rate limiter (for a liveness probe); without it, the checks run and an unreachable database is a `503` ' +
    'with `status: "unavailable"` in the same shape. Needs no credential and is not rate limited.',
  protect: false,
  input: ZHealthRequest,
  output: ZHealthResponse,
  errors: [],
  alsoAnswers: {
    status: 503,
    description: 'The database cannot be reached: `status` is `unavailable`.',
    example: healthUnavailable,
  },
  example: { summary: 'A healthy instance with its dependency checks', response: health },
});
