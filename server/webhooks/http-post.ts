// One webhook HTTP attempt: POST the exact bytes, no redirects, a hard timeout, the SSRF check at connect time.
import http from 'node:http';
import https from 'node:https';
import { assertLiteralHostAllowed, guardedLookup } from '../http/ssrf-guard';

export const RESPONSE_SNIPPET_BYTES = 1024;
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface AttemptResult {
  statusCode: number | null;
  latencyMs: number;
  /** The first 1 KiB of the response body. */
  responseSnippet: string | null;
  error: string | null;
}

/** Concurrent connections to one host:port (more attempts wait for a socket, inside their timeout). */
const MAX_SOCKETS_PER_ORIGIN = 64;

const agents = new Map<string, http.Agent>();
function agentFor(protocol: 'http:' | 'https:', allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    // As many idle sockets kept as may be open: with fewer, every batch of concurrent attempts to one endpoint
    // closed the sockets above the idle limit and the next batch connected again (a TCP, or TLS, handshake each).
    const options = {
      keepAlive: true,
      maxSockets: MAX_SOCKETS_PER_ORIGIN,
      maxFreeSockets: MAX_SOCKETS_PER_ORIGIN,
      lookup: guardedLookup(allowPrivate),
    };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

export function postWebhook(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = input.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    let url: URL;
    try {
      url = new URL(input.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`unsupported protocol ${url.protocol}`);
      assertLiteralHostAllowed(url, input.allowPrivate);
    } catch (err) {
      settled = true; // refused before any socket: nothing to time out
      resolve({ statusCode: null, latencyMs: elapsed(), responseSnippet: null, error: (err as Error).message });
      return;
    }
    const body = Buffer.from(input.body, 'utf8');
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: agentFor(url.protocol, input.allowPrivate),
      lookup: guardedLookup(input.allowPrivate),
      headers: { ...input.headers, 'content-length': String(body.length) },
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('error', (err) => finish({ statusCode: null, responseSnippet: null, error: err.message }));
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < RESPONSE_SNIPPET_BYTES) {
          const part = chunk.subarray(0, RESPONSE_SNIPPET_BYTES - kept);
          chunks.push(part);
          kept += part.length;
        }
      });
      const done = (error: string | null) =>
        finish({
          statusCode: res.statusCode ?? null,
          // Postgres text cannot hold NUL; everything else is kept as received (decoded as UTF-8).
          responseSnippet: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/\u0000/g, ''),
          error,
        });
      res.on('end', () => done(null));
      res.on('error', (err) => done(err.message));
      res.on('aborted', () => done('response aborted'));
    });
    request.end(body);
  });
}
