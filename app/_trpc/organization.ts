// Which organization the dashboard acts on: a cookie both the browser (X-Organization-Id) and server-side
// prefetch read. Unset → the server picks (the user's only or default membership).
export const ORGANIZATION_COOKIE = 'gms_org';

export function readOrganizationCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const m = document.cookie.match(new RegExp(`(?:^|; )${ORGANIZATION_COOKIE}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : null;
}

export function writeOrganizationCookie(id: string | null) {
  document.cookie = id
    ? `${ORGANIZATION_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=31536000; samesite=lax`
    : `${ORGANIZATION_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
