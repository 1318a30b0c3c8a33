// POST /api/sso/start (docs/sso.md#signing-in-with-sso), the login form's `email`: stores one authorization request for
// the organization that routes the email, binds it to this browser with an httpOnly cookie, and sends the browser to
// the provider. A POST from this app's own pages only (server/http/same-origin.ts): a link or a form elsewhere cannot
// start a sign-in in someone's browser and have it end in the starter's account (login CSRF). Anything that stops it
// goes back to /login with a message (never a 500).
import { getDb } from '~/server/db';
import { AppError } from '~/server/errors';
import { publicBaseUrl } from '~/server/env';
import { readTextUpTo } from '~/server/http/bounded-body';
import { clientAddress } from '~/server/http/client-ip';
import { crossOriginRefusal } from '~/server/http/same-origin';
import { logger } from '~/server/logger';
import { enforceSsoLimit } from '~/server/sso/limits';
import { ssoRouteForEmail } from '~/server/sso/routing';
import { SIGN_IN_REQUEST_TTL_MS, SSO_STATE_COOKIE, SsoFailure, startSsoSignIn } from '~/server/sso/sign-in';
import { ssoFailureRedirect, stateCookie } from '~/server/sso/responses';

export const dynamic = 'force-dynamic';

/** A form with one email is a few hundred bytes. */
const MAX_BODY = 4096;

async function postedEmail(req: Request): Promise<string> {
  const contentType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/x-www-form-urlencoded') throw new SsoFailure('sso_request', 'not a form post');
  const text = await readTextUpTo(req, MAX_BODY);
  if (text === null) throw new SsoFailure('sso_request', 'body too long');
  const emails = new URLSearchParams(text).getAll('email');
  const email = emails.length === 1 ? emails[0]!.trim() : '';
  if (!email.includes('@') || email.length > 320) throw new SsoFailure('sso_unavailable', 'no usable email');
  return email;
}

export async function POST(req: Request): Promise<Response> {
  try {
    const refused = crossOriginRefusal('POST', req.headers, new URL(publicBaseUrl()).origin);
    if (refused) throw new SsoFailure('sso_request', refused);
    await enforceSsoLimit(clientAddress(req.headers));
    const email = await postedEmail(req);
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
    // A database or provider failure, or a secret that no longer decrypts: the login page, never a 500.
    logger.error({ err }, 'sso sign-in could not start');
    return ssoFailureRedirect('sso_provider');
  }
}
