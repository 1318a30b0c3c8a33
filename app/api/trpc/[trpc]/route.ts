// Dashboard tRPC endpoint: sessions only (an API key or token sent here is ignored).
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDashboardContext } from '~/server/api/context';
import { appRouter } from '~/server/api/root';
import { toAppError } from '~/server/api/trpc';
import { logger } from '~/server/logger';

export const dynamic = 'force-dynamic';

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: () => createDashboardContext(req),
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

export { handler as GET, handler as POST };
