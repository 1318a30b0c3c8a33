// Every request the sign-in flow makes to an organization's OpenID provider (discovery, JWKS, token endpoint) goes
// through this fetch (docs/sso.md#what-is-checked): https only, no redirects, a hard timeout, a bounded body, and the
// SSRF guard (server/http/ssrf-guard.ts) judging the address the socket actually dials. SSO_ALLOW_PRIVATE_NETWORKS
// (development and tests) lifts the address rule and permits http.
import http from 'node:http';
import https from 'node:https';
import { assertLiteralHostAllowed, guardedLookup } from '../http/ssrf-guard';

export const PROVIDER_TIMEOUT_MS = 10_000;
/** Discovery documents and key sets are a few kilobytes; a token response with an ID token, a few more. */
export const MAX_PROVIDER_RESPONSE_BYTES = 1024 * 1024;

export class ProviderRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

interface FetchInit {
  method?: string;
  headers?: HeadersInit;
  body?: unknown;
  signal?: AbortSignal | null;
}

const bodyBytes = async (body: unknown): Promise<Buffer | null> => {
  if (body === null || body === undefined) return null;
  return Buffer.from(await new Response(body as BodyInit).arrayBuffer());
};

/** A fetch for openid-client's `customFetch`: the same contract, with the rules above. */
export function providerFetch(allowPrivate: boolean, timeoutMs = PROVIDER_TIMEOUT_MS) {
  return async (input: string | URL, init: FetchInit = {}): Promise<Response> => {
    const url = new URL(input);
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
      throw new ProviderRequestError(`the provider must be reached over https (this URL is ${url.protocol})`);
    if (url.username || url.password) throw new ProviderRequestError('the provider URL carries credentials');
    assertLiteralHostAllowed(url, allowPrivate);
    const body = await bodyBytes(init.body);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        method: init.method ?? 'GET',
        headers,
        lookup: guardedLookup(allowPrivate),
        agent: false,
      });
      const fail = (message: string) => request.destroy(new ProviderRequestError(message));
      const timer = setTimeout(() => fail(`the provider did not answer within ${timeoutMs} ms`), timeoutMs);
      const onAbort = () => fail('the request was aborted');
      init.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => {
        clearTimeout(timer);
        init.signal?.removeEventListener('abort', onAbort);
      };
      request.on('error', (err) => {
        done();
        reject(err instanceof ProviderRequestError ? err : new ProviderRequestError(err.message));
      });
      request.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_PROVIDER_RESPONSE_BYTES) fail('the provider sent more than 1 MiB');
          else chunks.push(chunk);
        });
        res.on('error', (err) => {
          done();
          reject(err instanceof ProviderRequestError ? err : new ProviderRequestError(err.message));
        });
        res.on('end', () => {
          done();
          const responseHeaders = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            if (Array.isArray(value)) for (const v of value) responseHeaders.append(key, v);
            else if (value !== undefined) responseHeaders.set(key, value);
          }
          const status = res.statusCode ?? 502;
          const noBody = status === 204 || status === 304 || (init.method ?? 'GET').toUpperCase() === 'HEAD';
          resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        });
      });
      request.end(body ?? undefined);
    });
  };
}
