import { z } from 'zod';
import { ZStringBool } from '../../schemas';

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
  })
  .meta({ id: 'Health' });
