// The SDK as a package (sdk/testing/consumer.ts): its manifest, the tarball `npm pack` makes, and a fresh project
// outside the repository that installs it offline, type-checks a program against it under --strict and runs it.
// Against the running app: e2e/api/sdk-package.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConsumer,
  packSdk,
  readJson,
  removeDir,
  runConsumer,
  SDK_DIR,
  sdkManifest,
  typecheckConsumer,
} from './testing/consumer';

const rootManifest = readJson<{ dependencies: Record<string, string> }>(path.join(SDK_DIR, '..', 'package.json'));

describe('sdk/package.json', () => {
  it('is an ES module package whose one entry point has types, for Node ≥ 20.9', () => {
    const manifest = sdkManifest();
    expect(manifest).toMatchObject({
      name: '@gms/sdk',
      type: 'module',
      types: './dist/index.d.ts',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      files: ['dist', 'README.md'],
      engines: { node: '>=20.9' },
      scripts: { prepack: 'npm run build' },
    });
    // `types` must come first among the conditions: TypeScript takes the first one that matches.
    expect(Object.keys((manifest.exports as Record<string, object>)['.']!)[0]).toBe('types');
  });

  it('depends on what the app itself runs: the root package.json’s versions', () => {
    const { dependencies } = sdkManifest();
    expect(Object.keys(dependencies).sort()).toEqual(['content-disposition', 'openapi-fetch', 'standardwebhooks']);
    for (const [name, version] of Object.entries(dependencies)) expect(version).toBe(rootManifest.dependencies[name]);
  });
});

describe('npm pack, then a project outside the repository installs it (offline)', () => {
  let packDir: string;
  let consumer: string | undefined;

  beforeAll(async () => {
    packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-sdk-pack-'));
    consumer = await createConsumer(await packSdk(packDir));
  }, 180_000);

  afterAll(() => {
    removeDir(packDir);
    removeDir(consumer);
  });

  it('the tarball holds the compiled code, its declarations (the generated openapi.d.ts too) and the README', () => {
    const installed = path.join(consumer!, 'node_modules', '@gms', 'sdk');
    expect(fs.realpathSync(installed).startsWith(fs.realpathSync(consumer!))).toBe(true); // a copy, not a link
    expect(fs.readdirSync(installed).sort()).toEqual(['README.md', 'dist', 'package.json']);
    expect(fs.readdirSync(path.join(installed, 'dist')).sort()).toEqual([
      'client.d.ts',
      'client.js',
      'index.d.ts',
      'index.js',
      'openapi.d.ts',
      'webhooks.d.ts',
      'webhooks.js',
    ]);
    expect(fs.readFileSync(path.join(installed, 'dist', 'openapi.d.ts'), 'utf8')).toBe(
      fs.readFileSync(path.join(SDK_DIR, 'src', 'openapi.d.ts'), 'utf8'),
    );
    // Its dependencies were installed from its own package.json, beside it.
    for (const name of Object.keys(sdkManifest().dependencies)) {
      expect(fs.existsSync(path.join(consumer!, 'node_modules', name, 'package.json')), name).toBe(true);
    }
  });

  it('type-checks a program under --strict, then runs it with plain Node: webhooks, typed calls, errors, documents', async () => {
    await typecheckConsumer(consumer!);
    const out = await runConsumer<{
      eventId: string;
      projectName: string | null;
      refusedBy: string | null;
      grants: unknown[];
      error: { status: number; code: string; requestId: string | null } | null;
      requests: { method: string; url: string; apiKey: string | null; idempotencyKey: string | null }[];
      uploaded: unknown;
      download: unknown;
    }>(consumer!, 'offline');
    expect(out).toMatchObject({
      eventId: 'evt_consumer',
      projectName: 'Solar schools',
      refusedBy: 'webhook-signature',
      grants: [],
      error: { status: 403, code: 'FORBIDDEN', requestId: 'req_1' },
    });
    expect(out.requests).toEqual([
      {
        method: 'GET',
        url: 'https://grants.example.org/api/v1/grants?minScore=70',
        apiKey: 'gms_test_consumer',
        idempotencyKey: null,
      },
      {
        method: 'POST',
        url: 'https://grants.example.org/api/v1/pursuits',
        apiKey: 'gms_test_consumer',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      {
        method: 'POST',
        url: 'https://grants.example.org/api/v1/documents',
        apiKey: 'gms_test_consumer',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      {
        method: 'GET',
        url: 'https://grants.example.org/api/v1/documents/doc_1/content',
        apiKey: 'gms_test_consumer',
        idempotencyKey: null,
      },
    ]);
    // The upload's form as the scripted server parsed it; the download's name decoded by the SDK's dependency.
    expect(out.uploaded).toEqual({ title: 'Budget', fileName: 'budget.pdf', text: '%PDF-1.4 consumer' });
    expect(out.download).toEqual({
      fileName: 'Budget – 2027.pdf',
      size: 17,
      sha256: 'ab'.repeat(32),
      text: '%PDF-1.4 consumer',
    });
  }, 120_000);
});
