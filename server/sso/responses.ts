// The single sign-on routes' answers (docs/sso.md#what-the-person-sees): the state cookie, the redirect back to the
// login page with a failure code (its message is the page's, app/(auth)/login/sso-messages.ts), and the small page a
// test of the connection ends on.
import { publicBaseUrl } from '../env';
import { SSO_TICKET_BINDING_COOKIE } from '../auth/sso-tickets';
import { simplePage } from '../http/simple-page';
import { SSO_CALLBACK_PATH } from './connections';
import type { SsoFailureCode } from './sign-in';

/** An httpOnly, SameSite=Lax cookie (it must come back on the provider's top-level redirect) for `path` only. */
function ssoCookie(name: string, value: string, path: string, maxAgeSeconds: number): string {
  const secure = publicBaseUrl().startsWith('https:') ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The state cookie: only to the callback. */
export const stateCookie = (name: string, value: string, maxAgeSeconds: number) =>
  ssoCookie(name, value, SSO_CALLBACK_PATH, maxAgeSeconds);

/** The cookie that binds a one-time ticket to the browser the provider sent back: only to next-auth's routes. */
export const ticketBindingCookie = (value: string, maxAgeSeconds: number) =>
  ssoCookie(SSO_TICKET_BINDING_COOKIE, value, '/api/auth', maxAgeSeconds);

export const ssoFailureRedirect = (code: SsoFailureCode, extraHeaders: Record<string, string> = {}) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${publicBaseUrl()}/login?error=${code}`, 'Cache-Control': 'no-store', ...extraHeaders },
  });

export function testResultPage(ok: boolean, message: string): Response {
  const html = simplePage({
    title: ok ? 'Test succeeded' : 'Test failed',
    message: ok
      ? `${message} You can close this tab: Settings shows what the provider sent.`
      : `Test failed: ${message}. Check the connection in Settings → Single sign-on and try again.`,
  });
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
