import pkg from '~/package.json' with { type: 'json' };
import { lastSuccessfulSyncAt } from '~/server/catalog/sync';
import { probeProcedure } from '../../trpc';
import { checkHealth } from './health-checks';
import { healthOperation as operation } from './health.schema';

// A probe: it runs even when the database cannot be opened, and then answers its own 503 (the same shape).
export const healthProcedure = probeProcedure
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const base = { version: pkg.version, uptimeSeconds: Math.floor(process.uptime()) };
    if (input.probe === 'live') return { status: 'ok' as const, ...base };
    const checks = await checkHealth(ctx.db);
    const ok = checks.database === 'ok';
    if (!ok || !ctx.db) {
      ctx.response.status = 503;
      return { status: 'unavailable' as const, ...base, checks };
    }
    // The catalog's freshness is information, not readiness: a failed lookup leaves the field out.
    const lastSync = await lastSuccessfulSyncAt(ctx.db).catch(() => undefined);
    return {
      status: 'ok' as const,
      ...base,
      checks,
      ...(lastSync !== undefined && { lastCatalogSyncAt: lastSync?.toISOString() ?? null }),
    };
  });
