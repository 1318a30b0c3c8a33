// GET /api/sso/callback (docs/sso.md#signing-in-with-sso): the provider sends the browser back here. A sign-in ends on
// /login/sso with a one-time ticket in the URL fragment (never the query: fragments reach no server log or Referer),
// which that page exchanges for a session; a failure ends on /login with a message; a test of the connection ends on
// a small page and signs nobody in.
import { currentUserId } from '~/server/auth/session';
import { getDb } from '~/server/db';
import { cookieValue } from '~/server/http/cookies';
import { publicBaseUrl } from '~/server/env';
import { logger } from '~/server/logger';
import { ssoFailureRedirect, stateCookie, testResultPage, ticketBindingCookie } from '~/server/sso/responses';
import { SSO_STATE_COOKIE, SsoFailure, TICKET_TTL_MS, completeSsoCallback } from '~/server/sso/sign-in';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  const clearCookie = { 'Set-Cookie': stateCookie(SSO_STATE_COOKIE, '', 0) };
  try {
    const outcome = await completeSsoCallback(await getDb(), {
      search: new URL(req.url).searchParams,
      cookieState: cookieValue(req.headers.get('cookie'), SSO_STATE_COOKIE),
      sessionUserId: () => currentUserId(),
    });
    if (outcome.kind === 'test') {
      logger.info({ ssoTest: outcome.ok ? 'ok' : 'failed' }, 'sso connection test completed');
      return testResultPage(
        outcome.ok,
        outcome.ok ? 'The provider signed you in and its ID token passed every check.' : outcome.message,
      );
    }
    logger.info({ userId: outcome.userId, organizationId: outcome.organizationId }, 'sso sign-in accepted');
    const headers = new Headers({
      Location: `${publicBaseUrl()}/login/sso#ticket=${outcome.ticket}`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
    headers.append('Set-Cookie', clearCookie['Set-Cookie']);
    // The ticket works only in this browser: the exchange also wants this cookie (server/auth/sso-tickets.ts), so a
    // ticket sent to someone else as a link signs nobody in there.
    headers.append('Set-Cookie', ticketBindingCookie(outcome.binding, TICKET_TTL_MS / 1000));
    return new Response(null, { status: 303, headers });
  } catch (err) {
    if (err instanceof SsoFailure) {
      logger.warn({ ssoFailure: err.code, reason: err.reason }, 'sso sign-in refused');
      return ssoFailureRedirect(err.code, clearCookie);
    }
    logger.error({ err }, 'sso callback failed');
    return ssoFailureRedirect('sso_provider', clearCookie);
  }
}
