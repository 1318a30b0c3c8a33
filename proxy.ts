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
  // Pages, the dashboard's /api/trpc and next-auth's /api/auth; not /api/v1 or static assets.
  matcher: ['/((?!api/v1(?:/|$)|_next/static|_next/image|favicon.ico).*)'],
};
