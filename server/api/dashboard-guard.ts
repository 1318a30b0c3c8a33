// What /api/trpc refuses before tRPC runs anything (docs/dashboard.md#what-the-endpoint-refuses): a state-changing
// request from another origin, a body that is not JSON, a path that is not valid percent-encoding, a batch of more than
// DASHBOARD_MAX_BATCH calls, and a procedure called with the other type's method (a GET never runs a mutation).
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { AppError } from '../errors';
import { crossOriginRefusal } from '../http/same-origin';
import { DASHBOARD_MAX_BATCH } from './dashboard-batch';

export const DASHBOARD_ENDPOINT = '/api/trpc';

export type ProcedureType = 'query' | 'mutation' | 'subscription';

export interface GuardOptions {
  /** The app's own origin (APP_URL's, or where it listens). */
  appOrigin: string;
  /** The type of the procedure at a path, or undefined when there is none (tRPC answers those 404). */
  procedureType(path: string): ProcedureType | undefined;
}

const isJson = (contentType: string | null) =>
  contentType?.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';

/** The procedure paths a request names, as tRPC reads them; null when the path is not valid percent-encoding. */
export function requestedPaths(url: URL): string[] | null {
  const raw = url.pathname.slice(DASHBOARD_ENDPOINT.length).replace(/^\/+|\/+$/g, '');
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return url.searchParams.get('batch') === '1' ? path.split(',') : [path];
}

/** The refusal for the request, or null when tRPC may handle it. */
export function dashboardRefusal(req: Request, opts: GuardOptions): AppError | null {
  const method = req.method.toUpperCase();
  const crossOrigin = crossOriginRefusal(method, req.headers, opts.appOrigin);
  if (crossOrigin) return new AppError('FORBIDDEN', crossOrigin);
  // A form (multipart, urlencoded) or text/plain is what another page can post without a preflight: JSON only.
  if (method === 'POST' && !isJson(req.headers.get('content-type'))) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request body must be application/json');
  }
  const paths = requestedPaths(new URL(req.url));
  if (paths === null) return new AppError('VALIDATION_FAILED', 'The path is not valid percent-encoding');
  if (paths.length > DASHBOARD_MAX_BATCH) {
    return new AppError(
      'VALIDATION_FAILED',
      `A batch may hold at most ${DASHBOARD_MAX_BATCH} calls; this one has ${paths.length}`,
    );
  }
  for (const path of paths) {
    const type = opts.procedureType(path);
    if (type === 'mutation' && method !== 'POST') {
      return new AppError('METHOD_NOT_ALLOWED', `${path} is a mutation: it takes POST`, { headers: { Allow: 'POST' } });
    }
    if (type === 'query' && method === 'POST') {
      return new AppError('METHOD_NOT_ALLOWED', `${path} is a query: it takes GET`, {
        headers: { Allow: 'GET, HEAD' },
      });
    }
  }
  return null;
}

const TRPC_KEY_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** tRPC's error code for an HTTP status, so that `code`, `data.code` and `data.httpStatus` tell one story. */
export const trpcKeyForStatus = (status: number): TRPC_ERROR_CODE_KEY =>
  TRPC_KEY_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');

/** A refusal in the shape of a tRPC error (what the dashboard's client reads), with its status and headers. */
export function dashboardErrorResponse(error: AppError): Response {
  const key = trpcKeyForStatus(error.status);
  const body = {
    error: {
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY[key],
      data: { code: key, httpStatus: error.status, appCode: error.code },
    },
  };
  return Response.json(body, {
    status: error.status,
    headers: { 'Cache-Control': 'no-store', ...error.extra.headers },
  });
}
