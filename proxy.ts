// Response headers by route (Next.js proxy, runs at request time): the embeddable portal may be framed by any site
// (CSP frame-ancestors from PORTAL_FRAME_ANCESTORS, default *; never X-Frame-Options) and is kept out of search
// engines; dashboard pages may not be framed at all.
import { NextResponse, type NextRequest } from 'next/server';

export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (request.nextUrl.pathname.startsWith('/portal/')) {
    // Validated at start by server/env.ts; read here because the proxy runs outside the app's module graph.
    const ancestors = process.env.PORTAL_FRAME_ANCESTORS?.trim() || '*';
    response.headers.set('Content-Security-Policy', `frame-ancestors ${ancestors}`);
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('Referrer-Policy', 'no-referrer');
    response.headers.set('Cache-Control', 'no-store');
  } else {
    response.headers.set('Content-Security-Policy', "frame-ancestors 'self'");
  }
  // Pages whose URL carries a secret (invitation and reset tokens) never pass it on in a Referer.
  if (request.nextUrl.pathname.startsWith('/invite/') || request.nextUrl.pathname.startsWith('/reset-password/')) {
    response.headers.set('Referrer-Policy', 'no-referrer');
    response.headers.set('Cache-Control', 'no-store');
  }
  return response;
}

export const config = {
  // Pages only: the API routes and static assets set their own headers.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico).*)'],
};
