// The HTTP side of the notification links (app/notifications/*/route.ts): the token from the query, a small form
// body at most, and headers that keep a URL carrying a credential out of caches, search engines and Referers.
import { runInAuditScope, SYSTEM_SCOPE } from '../audit/scope';
import { getDb } from '../db';
import { clientAddress } from '../http/client-ip';
import { readTextUpTo } from '../http/bounded-body';
import type { LinkPage } from './link-pages';

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

/** Form bodies here are one short field (`action=…`, or RFC 8058's `List-Unsubscribe=One-Click`). */
const MAX_BODY_BYTES = 1024;

export async function answerLink(
  request: Request,
  page: (
    db: Awaited<ReturnType<typeof getDb>>,
    token: string | null,
    method: 'GET' | 'POST',
    action: string | null,
  ) => Promise<LinkPage>,
): Promise<Response> {
  const url = new URL(request.url);
  const tokens = url.searchParams.getAll('token');
  const token = tokens.length === 1 ? tokens[0]! : null;
  const method = request.method === 'POST' ? 'POST' : 'GET';
  let action: string | null = null;
  if (method === 'POST') {
    const text = await readTextUpTo(request, MAX_BODY_BYTES);
    if (text === null) {
      return new Response('Request body too large\n', {
        status: 413,
        headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    action = new URLSearchParams(text).get('action');
  }
  // From where, for the audit records of what the link changes (the page names the link's user as the actor).
  const scope = { ...SYSTEM_SCOPE, ip: clientAddress(request.headers), userAgent: request.headers.get('user-agent') };
  const answer = await runInAuditScope(scope, async () => page(await getDb(), token, method, action));
  return new Response(request.method === 'HEAD' ? null : answer.html, { status: answer.status, headers: HEADERS });
}
