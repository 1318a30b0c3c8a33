// Security headers by kind of response, shared by the Next proxy (pages, /api/auth, /api/trpc) and the REST
// adapter (/api/v1, which the node server answers without Next). Pure: callers pass what they know of the config.

export type ResponseKind = 'page' | 'portal' | 'api' | 'file';

export interface SecurityHeaderOptions {
  /** APP_URL is https: browsers are told to keep to HTTPS (HSTS). */
  https: boolean;
  /** Who may frame the portal (CSP frame-ancestors sources); nobody frames anything else. */
  portalFrameAncestors?: string;
  /** Next's development server evaluates code (React Refresh); production never does. */
  development?: boolean;
}

/** The app's own scripts, and the inline ones Next writes into every page (its RSC payload and bootstrap). */
function scriptSources(development: boolean | undefined): string {
  return `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`;
}

export function securityHeaders(kind: ResponseKind, opts: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (opts.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (kind === 'api') {
    // JSON only: nothing in a response may run or be framed.
    headers['Content-Security-Policy'] = "default-src 'none'; frame-ancestors 'none'";
    return headers;
  }
  if (kind === 'file') {
    // An uploaded file's bytes (docs/documents.md#downloads): a browser that renders one anyway renders it in a unique
    // origin, with nothing allowed to run, load or frame it.
    headers['Content-Security-Policy'] = "sandbox; default-src 'none'; frame-ancestors 'none'";
    return headers;
  }
  const common = [scriptSources(opts.development), "object-src 'none'", "base-uri 'self'"];
  if (kind === 'portal') {
    // Embedded by the organization's own sites: framing is the point, so never X-Frame-Options here.
    headers['Content-Security-Policy'] = [...common, `frame-ancestors ${opts.portalFrameAncestors || '*'}`].join('; ');
    headers['Referrer-Policy'] = 'no-referrer';
  } else {
    headers['Content-Security-Policy'] = [...common, "frame-ancestors 'none'"].join('; ');
    headers['X-Frame-Options'] = 'DENY'; // for browsers without CSP frame-ancestors
    headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
  }
  return headers;
}
