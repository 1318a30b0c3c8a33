// Same-origin check for state-changing requests that ride on a session cookie (docs/dashboard.md#same-origin-only).
// SameSite=Lax cookies still travel with a form posted from another port of the same host (a "same-site" page), so
// the cookie proves nothing about who asked: the browser's Origin and Sec-Fetch-Site headers do.

/** The methods that only read: never refused here (the dashboard's GETs run queries only). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why the request is refused, or null when it may proceed. Same origin means: Sec-Fetch-Site, when sent, is
 * `same-origin`; Origin, when sent, is the app's origin (APP_URL's) or the origin the browser addressed (its Host);
 * without Origin, a state-changing request must carry Sec-Fetch-Site: same-origin (every current browser sends one or
 * the other; a client that sends neither is not a browser acting for a signed-in user).
 */
export function crossOriginRefusal(method: string, headers: Headers, appOrigin: string): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return `Cross-site request refused (Sec-Fetch-Site: ${site})`;
  const origin = headers.get('origin');
  if (origin === null) {
    return site === 'same-origin' ? null : 'Request refused: no Origin or Sec-Fetch-Site header';
  }
  return isOwnOrigin(origin, headers.get('host'), appOrigin) ? null : 'Cross-origin request refused';
}

function isOwnOrigin(origin: string, host: string | null, appOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file:, data:) and anything else that is not an origin
  }
  // A browser sends the serialized origin exactly; anything with a path, user info or odd spelling is not one.
  if (parsed.origin !== origin || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  if (parsed.origin === appOrigin) return true;
  // Host is the address the browser used for this request (no page can set it): the app reached by another name
  // (127.0.0.1 for localhost, a LAN name) is still the same origin to the browser.
  return host !== null && parsed.host === host.toLowerCase();
}
