// The portal page's front door, run by the Next proxy before the page renders (a page cannot choose its status):
// the token must arrive in the query while PORTAL_TOKEN_QUERY is on, once, well formed, and within its own budget
// of page views. A view spends one unit of that budget and nothing of the organization's API quota; the page then
// verifies the token itself (401 for an unknown, revoked or expired one).
import { simplePage } from '../http/simple-page';
import { sha256Hex, isWellFormedPortalToken } from '../auth/credential-format';
import { env } from '../env';
import { getRateLimiter } from '../rate-limit/limiter';

export const PORTAL_VIEW_WINDOW_MS = 60_000;

export type PortalGateResult =
  | { ok: true; token: string }
  | { ok: false; status: 400 | 404 | 429; title: string; message: string; headers: Record<string, string> };

function refuse(
  status: 400 | 404 | 429,
  title: string,
  message: string,
  headers: Record<string, string> = {},
): PortalGateResult {
  return { ok: false, status, title, message, headers };
}

export async function portalGate(query: URLSearchParams): Promise<PortalGateResult> {
  const config = env();
  if (!config.PORTAL_TOKEN_QUERY) {
    return refuse(
      404,
      'Report links are turned off',
      'This server does not accept report links (PORTAL_TOKEN_QUERY is off).',
    );
  }
  const tokens = query.getAll('token');
  const token = tokens.length === 1 ? tokens[0]!.trim() : '';
  if (!isWellFormedPortalToken(token)) {
    return refuse(
      400,
      'This report link is incomplete',
      'The address should end with ?token=portal_… exactly as it was shared. Ask whoever shared it for a fresh link.',
    );
  }
  if (config.RATE_LIMITS === 'on') {
    const rule = { limit: config.PORTAL_VIEWS_PER_MINUTE, windowMs: PORTAL_VIEW_WINDOW_MS };
    const result = await getRateLimiter().limit(`portal-views:${sha256Hex(token)}`, rule);
    if (!result.success) {
      const retryAfter = Math.max(1, Math.ceil((result.reset - Date.now()) / 1000));
      return refuse(429, 'Too many views', 'This report is being viewed a lot right now. Try again in a minute.', {
        'Retry-After': String(retryAfter),
      });
    }
  }
  return { ok: true, token };
}

/** The refusal as a small self-contained page (the proxy cannot render the app's React tree). */
export function portalRefusalHtml(title: string, message: string): string {
  return simplePage({ title, message });
}
