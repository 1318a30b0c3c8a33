// GET /api/v1/catalog/syncs and health's lastCatalogSyncAt over HTTP (docs/catalog.md): syncs run by the real CLI
// from a real local server on a database of this file's own (the CLI cannot open the shared app's embedded database
// while the app holds it), then an app started on it. One sync fails (an HTML page with status 200), one succeeds.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  extractXml,
  startExtractServer,
  zipStreamed,
  type ExtractServer,
} from '~/server/catalog/testing/extract-server';
import {
  baseEnv,
  createTestDatabase,
  recordSecrets,
  ROOT,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { fixtures } from '../fixtures/fixtures';

// Each CLI run is a fresh Node process loading the app's modules, and the app starts once: minutes on a loaded machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 300_000 });

const exec = promisify(execFile);

let db: TestDatabase;
let app: RunningApp;
let server: ExtractServer;
const keys = { grants: '', pursuits: '' };
const runs: Record<string, { id: string; status: string; error: string | null; startedAt: string }> = {};

async function sync(url: string) {
  try {
    const { stdout } = await exec(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', 'grants', 'sync', '--url', url, '--json'],
      { cwd: ROOT, env: baseEnv({ ...db.env, CATALOG_SYNC_RETRIES: '0' }) },
    );
    return { code: 0, body: JSON.parse(stdout.trim().split('\n').pop()!) as (typeof runs)[string] };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, body: JSON.parse(e.stdout.trim().split('\n').pop() || '{}') as (typeof runs)[string] };
  }
}

async function api(path: string, key?: string) {
  const res = await fetch(`${app.baseUrl}/api/v1${path}`, { headers: key ? { 'X-API-Key': key } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  db = await createTestDatabase(fixtures().dbKind, 'catalog_syncs');
  await withFixtures(db, async (build) => {
    const org = await build.org({ name: 'Catalog Watchers', slug: 'catalog-watchers' });
    keys.grants = (await build.apiKey(org.id, 'grants', { permissions: ['VIEW_GRANTS'] })).key;
    keys.pursuits = (await build.apiKey(org.id, 'pursuits', { permissions: ['VIEW_PURSUITS'] })).key;
  });
  recordSecrets('catalog-syncs', Object.values(keys));
  server = await startExtractServer();
  server.answer({ body: '<!doctype html><html><body>Down for maintenance</body></html>' });
  const failed = await sync(server.url('/failing.zip?token=secret-value'));
  expect(failed.code).toBe(1);
  runs.failed = failed.body;
  server.answer({
    body: await zipStreamed('GrantsDBExtract.xml', await extractXml()),
    headers: { etag: '"e1"' },
  });
  const succeeded = await sync(server.url('/extract.zip'));
  expect(succeeded.code).toBe(0);
  runs.succeeded = succeeded.body;
  app = await startApp(db, { label: 'catalog-syncs' });
});

afterAll(async () => {
  await app?.stop();
  await server?.close();
  await db?.drop();
});

describe('GET /catalog/syncs', () => {
  it('lists the syncs newest first, a failure with its generic reason, and nothing of the source (URL, host, detail)', async () => {
    const res = await api('/catalog/syncs?limit=100', keys.grants);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: string }) => s.id);
    expect(ids.indexOf(runs.succeeded!.id)).toBeLessThan(ids.indexOf(runs.failed!.id));
    const failed = res.body.data.find((s: { id: string }) => s.id === runs.failed!.id);
    expect(failed).toMatchObject({
      source: 'extract',
      status: 'failed',
      read: 0,
      inserted: 0,
      error: 'The extract could not be downloaded.',
    });
    expect(failed).not.toHaveProperty('url');
    expect(JSON.stringify(res.body)).not.toContain('secret-value');
    expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|failing\.zip|HTML page|etag/i);
    expect(res.body.data.find((s: { id: string }) => s.id === runs.succeeded!.id)).toMatchObject({
      status: 'succeeded',
      read: 61,
      inserted: 61,
      error: null,
    });
    expect(res.body.pagination).toMatchObject({ limit: 100, offset: 0 });
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it('pages', async () => {
    const page = await api('/catalog/syncs?limit=1&offset=1', keys.grants);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.pagination).toMatchObject({ limit: 1, offset: 1, hasMore: page.body.pagination.total > 2 });
  });

  it('refuses bad paging with a 400 naming the parameter, no credential with 401, no VIEW_GRANTS with 403', async () => {
    const bad = await api('/catalog/syncs?limit=101', keys.grants);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('limit');
    expect((await api('/catalog/syncs')).status).toBe(401);
    expect((await api('/catalog/syncs', keys.pursuits)).status).toBe(403);
  });
});

describe('GET /health', () => {
  it('shows when the last successful sync finished', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(typeof res.body.lastCatalogSyncAt).toBe('string');
    expect(Date.parse(res.body.lastCatalogSyncAt)).toBeGreaterThanOrEqual(Date.parse(runs.succeeded!.startedAt));
    expect((await api('/health?probe=live')).body.lastCatalogSyncAt).toBeUndefined();
  });
});
