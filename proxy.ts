// Response headers by route (Next.js proxy, runs at request time), and the portal page's front door.
// The embeddable portal may be framed by the sites PORTAL_FRAME_ANCESTORS names (default any; never
// X-Frame-Options) and is kept out of search engines; nothing else may be framed. /api/v1 sets its own headers
// (the node server answers it without Next).
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '~/server/env';
import { clientAddress } from '~/server/http/client-ip';
import { securityHeaders } from '~/server/http/security-headers';
import { portalGate, portalRefusalHtml } from '~/server/portal/gate';

const PORTAL_PAGE = '/portal/reports';
/**
 * Paths answered by route handlers (every app/…/route.ts), which name their own methods (Next answers the others 405);
 * every other path here is a page, which only reads. e2e/api/malformed-requests.test.ts walks app/ to hold this list
 * to it.
 */
const ROUTE_HANDLER_PATHS = /^\/(?:api|calendar|notifications|scim)\/|^\/docs(?:\/|$)/;
const PAGE_METHODS = 'GET, HEAD';
/**
 * The dashboard's document downloads (docs/documents.md#downloads): an uploaded file's bytes get the file headers (CSP
 * sandbox), which Next would not let the route set over the page headers given here.
 */
const DOCUMENT_DOWNLOAD = /^\/api\/dashboard\/documents\/[^/]+\/content$/;

/** Whether the path is valid percent-encoding of UTF-8 (`%ff`, `%`, a cut or overlong sequence are not). */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A 4xx before any page or route runs: Next would answer a malformed path 500, and a page any method 200. */
function refusal(pathname: string, status: 400 | 405, message: string, headers: Record<string, string> = {}) {
  const init = { status, headers: { 'Cache-Control': 'no-store', ...headers } };
  return pathname.startsWith('/api/')
    ? NextResponse.json({ error: message, code: status === 400 ? 'VALIDATION_FAILED' : 'METHOD_NOT_ALLOWED' }, init)
    : new NextResponse(`${message}\n`, {
        ...init,
        headers: { ...init.headers, 'Content-Type': 'text/plain; charset=utf-8' },
      });
}

function setAll(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export async function proxy(request: NextRequest) {
  const config = env();
  const { pathname } = request.nextUrl;
  const options = {
    https: config.APP_URL?.startsWith('https:') ?? false,
    portalFrameAncestors: config.PORTAL_FRAME_ANCESTORS,
    development: config.NODE_ENV !== 'production',
  };
  if (!decodablePath(pathname)) {
    return setAll(refusal(pathname, 400, 'The path is not valid percent-encoding'), securityHeaders('page', options));
  }
  if (!ROUTE_HANDLER_PATHS.test(pathname) && !PAGE_METHODS.split(', ').includes(request.method)) {
    const refused = refusal(pathname, 405, `${request.method} is not allowed here`, { Allow: PAGE_METHODS });
    return setAll(refused, securityHeaders('page', options));
  }

  if (pathname === PORTAL_PAGE || pathname.startsWith('/portal/')) {
    const portal = {
      ...securityHeaders('portal', options),
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'no-store',
    };
    if (pathname === PORTAL_PAGE) {
      // The viewer's address as every other entry point sees it (server/http/client-ip.ts): its own view budget.
      const gate = await portalGate(request.nextUrl.searchParams, clientAddress(request.headers));
      if (!gate.ok) {
        const refusal = new NextResponse(portalRefusalHtml(gate.title, gate.message), {
          status: gate.status,
          headers: { 'Content-Type': 'text/html; charset=utf-8', ...gate.headers },
        });
        return setAll(refusal, portal);
      }
    }
    return setAll(NextResponse.next(), portal);
  }

  if (DOCUMENT_DOWNLOAD.test(pathname)) return setAll(NextResponse.next(), securityHeaders('file', options));

  const response = setAll(NextResponse.next(), securityHeaders('page', options));
  // URLs that carry a secret (invitation and reset tokens, calendar feeds) never pass it on in a Referer, and stay out
  // of caches and search engines.
  if (
    pathname.startsWith('/invite/') ||
    pathname.startsWith('/reset-password/') ||
    pathname.startsWith('/calendar/') ||
    pathname.startsWith('/notifications/')
  ) {
    response.headers.set('Referrer-Policy', 'no-referrer');
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  return response;
}

export const config = {
  // Pages, the dashboard's /api/trpc and next-auth's /api/auth; not /api/v1 or static assets, nor the dashboard's
  // upload routes (two for documents, one for an expense import): Next buffers the body of a request the proxy sees
  // (and cuts it at 10 MB), and an upload streams, read only once its caller is admitted
  // (docs/documents.md#in-the-dashboard; they set their own security headers).
  matcher: [
    '/((?!api/v1(?:/|$)|api/dashboard/documents(?:/versions)?/?$|api/dashboard/expenses/import/?$|_next/static|_next/image|favicon.ico).*)',
  ],
};
