// The portal page's front door, run by the Next proxy before the page renders (a page cannot choose its status):
// the token must arrive in the query while PORTAL_TOKEN_QUERY is on, once, well formed, and within its budgets of
// page views (docs/rate-limits.md): the viewer's own, per token and client address, and the token's ceiling over all
// addresses. A view spends one unit of each and nothing of the organization's API quota; the page then verifies the
// token itself (401 for an unknown, revoked or expired one).
import { addressGroup } from '../http/client-ip';
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

/** Whose budget a view spends: the client's address group (an IPv6 client's /64, server/http/client-ip.ts). */
export const viewerOf = addressGroup;

export async function portalGate(query: URLSearchParams, clientIp: string): Promise<PortalGateResult> {
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
    const limiter = getRateLimiter();
    const tokenKey = `portal-views:${sha256Hex(token)}`;
    const tooMany = (reset: number) =>
      refuse(429, 'Too many views', 'This report is being viewed a lot right now. Try again in a minute.', {
        'Retry-After': String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))),
      });
    // The viewer's own budget first: views refused there never reach the token's ceiling, so one address (or /64)
    // cannot spend everybody's; it takes PORTAL_VIEWS_PER_TOKEN_PER_MINUTE / PORTAL_VIEWS_PER_MINUTE of them.
    const own = await limiter.limit(`${tokenKey}:${viewerOf(clientIp)}`, {
      limit: config.PORTAL_VIEWS_PER_MINUTE,
      windowMs: PORTAL_VIEW_WINDOW_MS,
    });
    if (!own.success) return tooMany(own.reset);
    const all = await limiter.limit(tokenKey, {
      limit: config.PORTAL_VIEWS_PER_TOKEN_PER_MINUTE,
      windowMs: PORTAL_VIEW_WINDOW_MS,
    });
    if (!all.success) return tooMany(all.reset);
  }
  return { ok: true, token };
}

/** The refusal as a small self-contained page (the proxy cannot render the app's React tree). */
export function portalRefusalHtml(title: string, message: string): string {
  return simplePage({ title, message });
}
