// The one rule for an OpenID Connect issuer URL (docs/sso.md#connecting-your-identity-provider): Settings checks it
// when an owner saves the connection, and the sign-in flow again before it fetches the provider's discovery document.
// https only, no credentials, query or fragment, and no literal private or loopback address (the SSRF guard's rule,
// docs/webhooks.md#endpoints); SSO_ALLOW_PRIVATE_NETWORKS lifts the last two for development and tests.
import net from 'node:net';
import { env } from '../env';
import { AppError } from '../errors';
import { isForbiddenAddress, isLocalName } from '../http/ssrf-guard';

export const MAX_ISSUER_LENGTH = 2048;
const MULTI_TENANT_SEGMENTS = new Set(['common', 'organizations', 'consumers', '{tenantid}']);

export const ISSUER_PRIVATE_MESSAGE =
  "the issuer's host is a private, loopback, link-local or reserved address, which single sign-on may not reach";

export interface IssuerCheckOptions {
  /** Default: SSO_ALLOW_PRIVATE_NETWORKS. */
  allowPrivate?: boolean;
}

/**
 * The issuer as stored and compared (the URL parser's form: lower-case scheme and host, punycode), or
 * VALIDATION_FAILED on `issuer`. A bare origin keeps the trailing slash only if it was typed: the provider's `iss`
 * is compared as a string, and `https://idp.example` and `https://idp.example/` are two issuers there. The host is
 * not resolved here: the sign-in flow's connection guard judges the address it actually dials.
 */
export function checkIssuerUrl(raw: string, opts: IssuerCheckOptions = {}): string {
  const allowPrivate = opts.allowPrivate ?? env().SSO_ALLOW_PRIVATE_NETWORKS;
  const invalid = (message: string) =>
    new AppError('VALIDATION_FAILED', `issuer: ${message}`, { issues: [{ path: 'issuer', message }] });
  const typed = raw.trim();
  if (typed.length === 0) throw invalid('is required');
  if (typed.length > MAX_ISSUER_LENGTH) throw invalid(`must be at most ${MAX_ISSUER_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    throw invalid('must be an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivate)) {
    throw invalid(allowPrivate ? 'must be http or https' : 'must be https');
  }
  if (url.username || url.password) throw invalid('must not contain credentials');
  // OpenID Connect Discovery 1.0 section 4.3 and RFC 8414 section 2: the issuer has no query or fragment component.
  if (url.search || typed.includes('?')) throw invalid('must not have a query');
  if (url.hash || typed.includes('#')) throw invalid('must not have a fragment');
  if (!allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if ((net.isIP(host) && isForbiddenAddress(host)) || isLocalName(host.toLowerCase())) {
      throw invalid(ISSUER_PRIVATE_MESSAGE);
    }
  }
  // Microsoft's multi-tenant endpoints answer for every Entra tenant: any tenant's user could then claim an address in
  // a verified domain. Only the organization's own tenant is its provider.
  if (
    ['login.microsoftonline.com', 'login.microsoft.com', 'sts.windows.net'].includes(url.hostname) &&
    MULTI_TENANT_SEGMENTS.has(url.pathname.split('/')[1]?.toLowerCase() ?? '')
  ) {
    throw invalid(
      "must be your Entra tenant's issuer (https://login.microsoftonline.com/<tenant id>/v2.0), not a multi-tenant one",
    );
  }
  const normalized = url.pathname === '/' && !typed.endsWith('/') ? url.href.slice(0, -1) : url.href;
  if (normalized.length > MAX_ISSUER_LENGTH) throw invalid(`must be at most ${MAX_ISSUER_LENGTH} characters`);
  return normalized;
}
