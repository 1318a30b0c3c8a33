// GET /api/sso/start?email=… (docs/sso.md#signing-in-with-sso): stores one authorization request for the organization
// that routes the email, binds it to this browser with an httpOnly cookie, and sends the browser to the provider.
// Anything that stops it goes back to /login with a message (never a 500).
import { getDb } from '~/server/db';
import { AppError } from '~/server/errors';
import { publicBaseUrl } from '~/server/env';
import { clientAddress } from '~/server/http/client-ip';
import { logger } from '~/server/logger';
import { enforceSsoLimit } from '~/server/sso/limits';
import { ssoRouteForEmail } from '~/server/sso/routing';
import { SIGN_IN_REQUEST_TTL_MS, SSO_STATE_COOKIE, SsoFailure, startSsoSignIn } from '~/server/sso/sign-in';
import { ssoFailureRedirect, stateCookie } from '~/server/sso/responses';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  const email = new URL(req.url).searchParams.get('email')?.trim() ?? '';
  try {
    await enforceSsoLimit(clientAddress(req.headers));
    if (!email.includes('@') || email.length > 320) throw new SsoFailure('sso_unavailable', 'no usable email');
    const db = await getDb();
    const route = await ssoRouteForEmail(db, email);
    if (!route) throw new SsoFailure('sso_unavailable', 'the email is in no verified SSO domain');
    const started = await startSsoSignIn(db, {
      organizationId: route.organizationId,
      purpose: 'sign_in',
      loginHint: email,
    });
    return new Response(null, {
      status: 303,
      headers: {
        Location: started.authorizationUrl,
        'Set-Cookie': stateCookie(SSO_STATE_COOKIE, started.state, SIGN_IN_REQUEST_TTL_MS / 1000),
        'Cache-Control': 'no-store',
      },
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') {
      return Response.redirect(
        `${publicBaseUrl()}/login?error=RateLimited&retryAfter=${err.extra.headers?.['Retry-After'] ?? 60}`,
        303,
      );
    }
    if (err instanceof SsoFailure) {
      logger.warn({ ssoFailure: err.code, reason: err.reason }, 'sso sign-in not started');
      return ssoFailureRedirect(err.code);
    }
    throw err;
  }
}
