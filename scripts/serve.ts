// The app server: Next.js for pages and the dashboard, plus a fast path that answers /api/v1 through the REST
// adapter directly (no page routing in the way) and records the caller's real socket address.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import next from 'next';
import { handleRestRequest, REST_PREFIX } from '~/server/api/rest/handler';
import { bannerLines, type DemoLogin } from '~/server/boot/banner';
import { boot } from '~/server/boot/boot';
import { closeDatabase } from '~/server/db';
import { stopInlineWorkers } from '~/server/jobs/inline';
import { ConfigError, env, publicBaseUrl } from '~/server/env';
import { clientAddress, normalizeIp, withSocketAddress } from '~/server/http/client-ip';
import { logger } from '~/server/logger';
import { malformedScimPath } from '~/server/scim/http';

const dev = process.argv.includes('--dev');
// Next.js telemetry stays off unless asked for (`npm run build` sets the same for the build).
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

function toHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

async function main() {
  let config;
  try {
    config = env();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const { demo } = await boot();
  const base = publicBaseUrl(config);
  // next-auth builds its callback URLs from NEXTAUTH_URL (it reads the variable itself).
  process.env.NEXTAUTH_URL ??= base;
  const app = next({ dev, hostname: config.HOSTNAME, port: config.PORT });
  const handleNext = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer((req, res) =>
    // Every reader of the caller's address (REST, dashboard, sign-in, portal) asks server/http/client-ip.ts,
    // which finds the socket's address here.
    withSocketAddress(req.socket.remoteAddress, () => {
      // Anything reading the header directly sees the socket too, unless a trusted proxy set it.
      if (!config.TRUST_PROXY) req.headers['x-forwarded-for'] = normalizeIp(req.socket.remoteAddress ?? '');
      const url = req.url ?? '/';
      if (url === REST_PREFIX || url.startsWith(`${REST_PREFIX}/`) || url.startsWith(`${REST_PREFIX}?`)) {
        const headers = toHeaders(req);
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        handleRestRequest(
          {
            method: req.method ?? 'GET',
            url: `http://${req.headers.host ?? 'localhost'}${url}`,
            headers,
            body: hasBody ? req : null,
          },
          { clientIp: clientAddress(headers) },
        ).then(
          (result) => {
            res.statusCode = result.status;
            result.headers.forEach((value, key) => res.setHeader(key, value));
            if (result.body instanceof Readable) {
              // A document's bytes (docs/documents.md#downloads), streamed; a failure mid-way ends the connection.
              pipeline(result.body, res).catch((err: unknown) => logger.error({ err }, 'file download failed'));
              return;
            }
            res.end(req.method === 'HEAD' ? undefined : (result.body ?? undefined));
          },
          (err: unknown) => {
            logger.error({ err }, 'REST fast path failed');
            res.statusCode = 500;
            res.end();
          },
        );
        return;
      }
      const refused = malformedScimPath(url);
      if (refused) {
        res.statusCode = refused.status;
        refused.headers.forEach((value, key) => res.setHeader(key, value));
        void refused.text().then((body) => res.end(body));
        return;
      }
      void handleNext(req, res);
    }),
  );
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOSTNAME, () => {
    let login: DemoLogin | null = demo;
    if (demo && !dev) {
      // Production output goes to log collectors: the password goes to a file only its owner can read instead.
      const file = path.join(path.dirname(path.resolve(config.PGLITE_DIR)), 'demo-login.txt');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `email ${demo.email}\npassword ${demo.password}\n`, { mode: 0o600 });
      login = { email: demo.email, passwordFile: path.relative(process.cwd(), file) };
    }
    process.stdout.write(`\n${bannerLines({ config, base, dev, demo: login }).join('\n')}\n\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      // Webhook attempts in flight finish (or are cut by their own timeout) before the database goes.
      void stopInlineWorkers()
        .catch((err: unknown) => logger.warn({ err }, 'job workers did not drain cleanly'))
        .then(() => closeDatabase())
        .finally(() => process.exit(0));
    });
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 15_000).unref(); // a webhook attempt times out after 10 s
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
