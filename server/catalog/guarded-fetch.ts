// fetch for the catalog's sources with redirects handled by hand (docs/catalog.md#redirects): at most
// MAX_REDIRECTS, https only, and never to a private, loopback or link-local address (the webhooks' SSRF rule,
// server/http/ssrf-guard.ts), unless the redirect stays on the configured URL's own host. A configured http URL is
// the operator's choice; a redirect cannot downgrade to http, except on a configured http URL to this machine
// (127.0.0.1, ::1, localhost), which is how the tests serve.
import net from 'node:net';
import { isForbiddenAddress, isLocalName, systemResolve } from '../http/ssrf-guard';
import { CatalogSyncError, redactUrl } from './failure';

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface GuardedFetchOptions {
  maxRedirects?: number;
  /** Resolves a redirect target's name (default: the system resolver); tests inject one. */
  resolve?: (host: string) => Promise<string[]>;
}

/** A redirect the sync does not follow; the message names the rule and the target without its query. */
export class RedirectRefusedError extends CatalogSyncError {
  constructor(reason: string, target?: URL) {
    super('redirect', `refused a redirect${target ? ` to ${redactUrl(target.href)}` : ''}: ${reason}`);
    this.name = 'RedirectRefusedError';
  }
}

export async function guardedFetch(url: string, init: RequestInit, opts: GuardedFetchOptions = {}): Promise<Response> {
  const configured = new URL(url);
  const max = opts.maxRedirects ?? MAX_REDIRECTS;
  const method = (init.method ?? 'GET').toUpperCase();
  let current = configured;
  for (let redirects = 0; ; redirects++) {
    const res = await fetch(current, { ...init, redirect: 'manual' });
    if (!REDIRECT_STATUSES.has(res.status)) return res;
    await res.body?.cancel();
    const location = res.headers.get('location');
    if (!location) throw new RedirectRefusedError(`HTTP ${res.status} without a Location`);
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      throw new RedirectRefusedError(`HTTP ${res.status} with a Location that is not a URL`);
    }
    if (redirects >= max) throw new RedirectRefusedError(`more than ${max} redirects`, next);
    // 301, 302 and 303 would turn a POST into a GET without its body: not the request the source was sent.
    if (method !== 'GET' && method !== 'HEAD' && res.status !== 307 && res.status !== 308)
      throw new RedirectRefusedError(`HTTP ${res.status} would turn the ${method} into a GET`, next);
    await checkRedirectTarget(next, configured, opts.resolve ?? systemResolve);
    current = next;
  }
}

const bare = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
const isLoopbackHost = (host: string) => isLocalName(host) || (net.isIP(host) !== 0 && isLoopbackLiteral(host));
const isLoopbackLiteral = (host: string) => host === '::1' || /^127\./.test(host);

async function checkRedirectTarget(
  next: URL,
  configured: URL,
  resolve: (host: string) => Promise<string[]>,
): Promise<void> {
  if (next.username || next.password) throw new RedirectRefusedError('the target carries credentials', next);
  const host = bare(next);
  const sameHost = host === bare(configured);
  const httpAllowed = configured.protocol === 'http:' && isLoopbackHost(bare(configured)) && sameHost;
  if (next.protocol !== 'https:' && !(next.protocol === 'http:' && httpAllowed))
    throw new RedirectRefusedError(
      `only https redirects are followed (this one is ${next.protocol.slice(0, -1)})`,
      next,
    );
  if (sameHost) return;
  const forbidden = 'the host is a private, loopback, link-local or reserved address';
  if (net.isIP(host)) {
    if (isForbiddenAddress(host)) throw new RedirectRefusedError(forbidden, next);
    return;
  }
  if (isLocalName(host)) throw new RedirectRefusedError(forbidden, next);
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new RedirectRefusedError('the host could not be resolved', next);
  }
  if (addresses.length === 0 || addresses.some(isForbiddenAddress))
    throw new RedirectRefusedError('the host resolves to a private, loopback, link-local or reserved address', next);
}
