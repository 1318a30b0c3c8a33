// Context for the dashboard's tRPC endpoint: the next-auth session's user, and nothing else.
import { requestIdFor } from './rest/request-id';
import type { RequestContext } from './trpc';
import { currentUserId } from '../auth/session';
import { getDb } from '../db';
import { clientAddress } from '../http/client-ip';

export async function createDashboardContext(req: Request): Promise<RequestContext> {
  const url = new URL(req.url);
  return {
    db: await getDb(),
    requestId: requestIdFor(req.headers.get('x-request-id')),
    transport: 'dashboard',
    method: req.method,
    headers: req.headers,
    query: url.searchParams,
    clientIp: clientAddress(req.headers),
    response: { headers: new Headers() },
    principal: null,
    sessionUserId: await currentUserId(),
  };
}
