// Dashboard tRPC endpoint: sessions only (an API key or token sent here is ignored). What it refuses before tRPC runs
// (another origin, a non-JSON body, a malformed path, an oversized batch, the wrong method) and the per-user limit:
// docs/dashboard.md#what-the-endpoint-refuses.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDashboardContext } from '~/server/api/context';
import {
  DASHBOARD_ENDPOINT,
  dashboardErrorResponse,
  dashboardRefusal,
  type ProcedureType,
} from '~/server/api/dashboard-guard';
import { appRouter } from '~/server/api/root';
import { toAppError } from '~/server/api/trpc';
import { publicBaseUrl } from '~/server/env';
import { logger } from '~/server/logger';
import { enforceDashboardLimit } from '~/server/rate-limit/dashboard-limit';

export const dynamic = 'force-dynamic';

// Flat at run time (dotted paths), whatever the nested type says.
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: ProcedureType } } | undefined
>;
const procedureType = (path: string) => (Object.hasOwn(procedures, path) ? procedures[path]?._def.type : undefined);

const handler = (req: Request) => {
  const refusal = dashboardRefusal(req, { appOrigin: new URL(publicBaseUrl()).origin, procedureType });
  if (refusal) return dashboardErrorResponse(refusal);
  return fetchRequestHandler({
    endpoint: DASHBOARD_ENDPOINT,
    req,
    router: appRouter,
    // The signed-in user's calls count against their per-minute budget, each call of a batch as one; over it, every
    // call of the request is refused with the 429 (docs/rate-limits.md).
    createContext: async ({ info }) => {
      const ctx = await createDashboardContext(req);
      if (ctx.sessionUserId) await enforceDashboardLimit(ctx.sessionUserId, info.calls.length);
      return ctx;
    },
    // Domain errors carry their own status (403, 404, 409, …) and headers (a 429's Retry-After), as on the REST surface.
    responseMeta: ({ errors }) => {
      if (!errors[0]) return {};
      const error = toAppError(errors[0]);
      return error.extra.headers
        ? { status: error.status, headers: new Headers(error.extra.headers) }
        : { status: error.status };
    },
    onError: ({ error, path }) => {
      if (toAppError(error).status >= 500) logger.error({ err: error, path }, 'dashboard procedure failed');
    },
  });
};

export { handler as GET, handler as POST };
