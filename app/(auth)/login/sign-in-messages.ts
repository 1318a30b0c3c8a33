// What the sign-in page says about a refused attempt or a finished reset (shared by the form and its query string).
export const rateLimitedMessage = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;

export const PASSWORD_CHANGED_NOTE = 'Your password has been changed. Sign in with your new password.';

/** Where to go after sign-in: a path of this app only (`/\evil.example` or `https://evil.example` → `/`). */
export function safeCallbackPath(callbackUrl: string | null, origin: string): string {
  if (!callbackUrl) return '/';
  try {
    const url = new URL(callbackUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** A positive whole number of seconds from a query parameter or header, else null. */
export function parseRetryAfter(value: string | null): number | null {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}
