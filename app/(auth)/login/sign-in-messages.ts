// What the sign-in page says about a refused attempt or a finished reset (shared by the form and its query string).
export const rateLimitedMessage = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;

/** The second step: the account is under attack and this address is new to it (docs/authentication.md#sign-in-limits). */
export const CODE_SENT_NOTE =
  'For your security, signing in from here needs a one-time code. If the email address has an account, we have emailed it a 6-digit code: enter it below.';
export const CODE_INVALID_MESSAGE =
  'That code is wrong, has expired or was already used. Check the newest email, or start over.';

export const PASSWORD_CHANGED_NOTE = 'Your password has been changed. Sign in with your new password.';

/**
 * Where to go after sign-in: a path of this app only. The URL parser decides (never a prefix test): the input is
 * resolved against the app's origin, must stay on it, and what comes back is the normalized path, with its leading
 * slashes collapsed — `/.//evil.example` normalizes to the path `//evil.example`, which whoever reads it next
 * (router.push, a browser) takes for another host. The result is checked to resolve to itself on this origin.
 */
export function safeCallbackPath(callbackUrl: string | null, origin: string): string {
  if (!callbackUrl) return '/';
  try {
    const url = new URL(callbackUrl, origin);
    if (url.origin !== origin) return '/';
    const path = `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
    const again = new URL(path, origin);
    return again.origin === origin && `${again.pathname}${again.search}${again.hash}` === path ? path : '/';
  } catch {
    return '/';
  }
}

/** A positive whole number of seconds from a query parameter or header, else null. */
export function parseRetryAfter(value: string | null): number | null {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}
