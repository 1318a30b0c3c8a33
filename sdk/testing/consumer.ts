// The SDK as an outside project gets it: `npm pack` in sdk/, then a fresh TypeScript project in a temporary
// directory outside the repository installs the tarball, type-checks a program against it under --strict and runs
// it with plain Node. Used by sdk/package.test.ts (no app) and e2e/api/sdk-package.test.ts (against the app).
//
// Offline: the project is seeded with a package-lock.json holding the root lockfile's entries for the SDK's
// dependencies (and typescript, @types/node), so npm resolves nothing from the registry: it reads those packages
// from the npm cache, which the root's `npm ci` filled (the root lockfile has no `resolved` URLs, so `npm ci`
// fetches and caches every packument and tarball). Only a cache that lacks them (another machine's node_modules,
// a cleaned cache) makes the install go to the registry, once, with --prefer-offline.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const SDK_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SDK_DIR, '..');

interface LockEntry {
  version: string;
  dependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface SdkManifest {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  [key: string]: unknown;
}

export const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
export const sdkManifest = () => readJson<SdkManifest>(path.join(SDK_DIR, 'package.json'));

async function npm(args: string[], cwd: string) {
  try {
    return await run('npm', [...args, '--no-audit', '--no-fund', '--no-update-notifier'], {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as Error & { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} (in ${cwd}) failed:\n${e.stderr ?? ''}\n${e.stdout ?? ''}`.trim(), {
      cause: err,
    });
  }
}

/** `npm pack` in sdk/ (its prepack builds sdk/dist); the tarball lands in `destination`. Returns its path. */
export async function packSdk(destination: string): Promise<string> {
  fs.mkdirSync(destination, { recursive: true });
  await npm(['pack', '--pack-destination', destination], SDK_DIR);
  const tarballs = fs.readdirSync(destination).filter((f) => f.endsWith('.tgz'));
  if (tarballs.length !== 1) throw new Error(`npm pack left ${tarballs.length} tarballs in ${destination}`);
  return path.join(destination, tarballs[0]!);
}

/**
 * The root lockfile's entries for `names` and everything they depend on, at the paths npm gave them there: the
 * versions the repository was installed (and its npm cache filled) with.
 */
export function lockEntriesFor(names: string[]): Record<string, LockEntry> {
  const locked = readJson<{ packages: Record<string, LockEntry> }>(path.join(ROOT, 'package-lock.json')).packages;
  const picked: Record<string, LockEntry> = {};
  const add = (name: string, from: string) => {
    // Node's lookup: the requirer's own node_modules, then each one above it.
    for (let base = from; ;) {
      const key = `${base ? `${base}/` : ''}node_modules/${name}`;
      const entry = locked[key];
      if (entry) {
        if (!picked[key]) {
          picked[key] = entry;
          for (const dep of Object.keys(entry.dependencies ?? {})) add(dep, key);
        }
        return;
      }
      if (!base) throw new Error(`${name} (needed by ${from || 'the SDK'}) is not in package-lock.json`);
      const i = base.lastIndexOf('/node_modules/');
      base = i < 0 ? '' : base.slice(0, i);
    }
  };
  for (const name of names) add(name, '');
  return picked;
}

/**
 * A new project in a temporary directory outside the repository, with typescript and @types/node (the root's
 * versions), that installs the SDK from `tarball` as any user would: `npm install <tarball>`.
 */
export async function createConsumer(tarball: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-sdk-consumer-'));
  const locked = lockEntriesFor([...Object.keys(sdkManifest().dependencies), 'typescript', '@types/node']);
  const devDependencies = {
    typescript: locked['node_modules/typescript']!.version,
    '@types/node': locked['node_modules/@types/node']!.version,
  };
  const write = (file: string, value: unknown) =>
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  write('package.json', { name: 'gms-sdk-consumer', private: true, type: 'module', devDependencies });
  write('package-lock.json', {
    name: 'gms-sdk-consumer',
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'gms-sdk-consumer', devDependencies }, ...locked },
  });
  const install = (mode: string) => npm(['install', mode, tarball], dir);
  try {
    await install('--offline');
  } catch (err) {
    if (!/ENOTCACHED/.test((err as Error).message)) throw err;
    process.stderr.write('sdk/testing/consumer.ts: the npm cache lacks a package; installing with --prefer-offline\n');
    await install('--prefer-offline');
  }
  return dir;
}

/** The consumer's programs and tsconfig; `tsc` (its own, from the consumer's node_modules) compiles them to out/. */
export async function typecheckConsumer(dir: string): Promise<{ stdout: string }> {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023'], // no DOM: fetch, Request and Headers come from @types/node, as in a server project
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          types: ['node'],
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: false, // the SDK's own .d.ts files are checked too
          outDir: 'out',
          rootDir: 'src',
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
  );
  for (const [name, source] of Object.entries(CONSUMER_PROGRAMS)) fs.writeFileSync(path.join(dir, 'src', name), source);
  try {
    return await run(process.execPath, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', dir, '--strict'], {
      cwd: dir,
    });
  } catch (err) {
    const e = err as Error & { stdout?: string };
    throw new Error(`tsc --strict failed in ${dir}:\n${e.stdout ?? e.message}`, { cause: err });
  }
}

/** Runs a compiled consumer program (`offline` or `live`) with plain Node; answers its one JSON line. */
export async function runConsumer<T>(
  dir: string,
  program: 'offline' | 'live',
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<T> {
  const { stdout } = await run(process.execPath, [path.join(dir, 'out', `${program}.js`), ...args], {
    cwd: dir,
    env: { ...process.env, ...env },
    timeout: 60_000,
  }).catch((err: unknown) => {
    const e = err as Error & { stdout?: string; stderr?: string };
    throw new Error(`node out/${program}.js failed:\n${e.stderr ?? ''}\n${e.stdout ?? e.message}`, { cause: err });
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as T;
}

export function removeDir(dir: string | undefined) {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * What an integration would write. `@ts-expect-error` lines prove the types are real (an `any` would make them
 * unused directives, which tsc reports); they sit in functions that never run.
 */
const CONSUMER_PROGRAMS: Record<string, string> = {
  'offline.ts': `// Needs no server: verifyWebhook on a delivery signed here, and the client against a scripted fetch.
import { createHmac, randomBytes } from 'node:crypto';
import {
  createGmsClient,
  GmsApiError,
  verifyWebhook,
  WebhookVerificationError,
  type DocumentDownload,
  type GmsClient,
  type Schema,
  type WebhookCheck,
  type WebhookEvent,
} from '@gms/sdk';

const secret = \`whsec_\${randomBytes(24).toString('base64')}\`;
const id = 'evt_consumer';
const timestamp = Math.floor(Date.now() / 1000);
const body = JSON.stringify({
  id,
  type: 'pursuit.won',
  createdAt: new Date().toISOString(),
  apiVersion: 'v1',
  livemode: false,
  organizationId: '00000000-0000-4000-8000-000000000001',
  data: { pursuit: {}, project: { name: 'Solar schools' } },
});
const standard = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
  .update(\`\${id}.\${timestamp}.\${body}\`)
  .digest('base64');
const headers: Record<string, string> = {
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': \`v1,\${standard}\`,
  'x-service-signature': createHmac('sha256', secret).update(body).digest('hex'),
};

const event: WebhookEvent = verifyWebhook(body, headers, secret);
let projectName: string | null = null;
if (event.type === 'pursuit.won') projectName = event.data.project.name;

let refusedBy: WebhookCheck | null = null;
try {
  verifyWebhook(body.replace('Solar', 'Wind'), new Headers(headers), secret);
} catch (err) {
  if (!(err instanceof WebhookVerificationError)) throw err;
  refusedBy = err.check;
}

const requests: { method: string; url: string; apiKey: string | null; idempotencyKey: string | null }[] = [];
let uploaded: { title: unknown; fileName: string; text: string } | null = null;
const gms: GmsClient = createGmsClient({
  baseUrl: 'https://grants.example.org',
  apiKey: 'gms_test_consumer',
  retry: { maxRetries: 0 },
  fetch: async (request: Request) => {
    requests.push({
      method: request.method,
      url: request.url,
      apiKey: request.headers.get('x-api-key'),
      idempotencyKey: request.headers.get('idempotency-key'),
    });
    if (request.url.endsWith('/documents')) {
      const form = await request.formData();
      const file = form.get('file') as File;
      uploaded = { title: form.get('title'), fileName: file.name, text: await file.text() };
      return new Response(JSON.stringify({ id: 'doc_1', version: 1 }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (request.url.includes('/content')) {
      return new Response('%PDF-1.4 consumer', {
        headers: {
          'content-type': 'application/pdf',
          'content-length': '17',
          'content-disposition': \`attachment; filename="Budget ? 2027.pdf"; filename*=UTF-8''Budget%20%E2%80%93%202027.pdf\`,
          etag: \`"\${'ab'.repeat(32)}"\`,
        },
      });
    }
    const answer =
      request.method === 'POST'
        ? { status: 403, body: { error: 'Needs MANAGE_PURSUITS', code: 'FORBIDDEN', requestId: 'req_1' } }
        : { status: 200, body: { data: [], pagination: { limit: 20, offset: 0, total: 0, hasMore: false } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  },
});
const grants: { id: string; title: string }[] = (await gms.GET('/grants', { params: { query: { minScore: 70 } } })).data;
let error: { status: number; code: string; requestId: string | null } | null = null;
try {
  await gms.POST('/pursuits', { body: { title: 'From the consumer' } });
} catch (err) {
  if (!(err instanceof GmsApiError)) throw err;
  error = { status: err.status, code: err.code, requestId: err.requestId };
}

const created: Schema<'DocumentDetail'> = await gms.uploadDocument({
  file: new Blob(['%PDF-1.4 consumer']),
  fileName: 'budget.pdf',
  title: 'Budget',
});
const { body: bytes, fileName, size, sha256 }: DocumentDownload = await gms.downloadDocument(created.id);
const download = { fileName, size, sha256, text: await new Response(bytes).text() };

export function typesOnly(client: GmsClient) {
  // @ts-expect-error not a path of the API
  void client.GET('/no-such-path');
  // @ts-expect-error limit is a number
  void client.GET('/grants', { params: { query: { limit: 'ten' } } });
  // @ts-expect-error a pursuit's status is one of the state machine's
  void client.PATCH('/pursuits/{id}', { params: { path: { id: 'x' } }, body: { status: 'maybe' } });
  // @ts-expect-error a single grant is not a list
  void client.paginate('/grants/{id}', { path: { id: 'x' } });
  // @ts-expect-error the file is a Blob (fs.openAsBlob), not a path
  void client.uploadDocument({ file: '/tmp/budget.pdf', fileName: 'budget.pdf' });
  // @ts-expect-error no such field of an upload
  void client.uploadDocument({ file: new Blob([]), fileName: 'budget.pdf', folder: 'x' });
}

console.log(
  JSON.stringify({ eventId: event.id, projectName, refusedBy, grants, error, requests, uploaded, download }),
);
`,
  'live.ts': `// Against a running app: node out/live.js <baseUrl> <X-Forwarded-For>, the API key in GMS_API_KEY.
import { createGmsClient, GmsApiError, type Schema } from '@gms/sdk';

const [baseUrl, forwardedFor] = process.argv.slice(2);
const apiKey = process.env.GMS_API_KEY;
if (!baseUrl || !forwardedFor || !apiKey) throw new Error('usage: GMS_API_KEY=… node out/live.js <baseUrl> <address>');

const gms = createGmsClient({ baseUrl, apiKey, headers: { 'X-Forwarded-For': forwardedFor } });

const page = await gms.GET('/grants', { params: { query: { limit: 3, sort: 'closeDate' } } });
const first: { id: string; title: string } | undefined = page.data[0];
if (!first) throw new Error('the catalog is empty');
const one: Schema<'Grant'> = await gms.GET('/grants/{id}', { params: { path: { id: first.id } } });

const walked: string[] = [];
for await (const grant of gms.paginate('/grants', { query: { limit: 2, sort: 'closeDate' } })) {
  walked.push(grant.id);
  if (walked.length === 5) break;
}

async function failure(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (err) {
    if (err instanceof GmsApiError) return { status: err.status, code: err.code, requestId: err.requestId };
    throw err;
  }
  throw new Error('the call succeeded');
}
const notFound = await failure(() =>
  gms.GET('/grants/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } }),
);
const forbidden = await failure(() => gms.POST('/pursuits', { body: { title: 'Never created (read-only key)' } }));

const raw = await gms.raw.GET('/grants', { params: { query: { limit: 1 } } });

console.log(
  JSON.stringify({
    total: page.pagination.total,
    firstId: first.id,
    oneId: one.id,
    walked,
    notFound,
    forbidden,
    rawStatus: raw.response.status,
    rateLimitRemaining: raw.response.headers.get('x-ratelimit-remaining'),
  }),
);
`,
};
