// `cli grants sync` (docs/catalog.md#the-sync-record): the real CLI, as a child process, on a throwaway embedded database,
// downloading from a real local server. JSON is the sync's record; a failed sync exits 1 with its reason.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  conditionalZip,
  extractXml,
  startExtractServer,
  zipStreamed,
  type ExtractServer,
} from '~/server/catalog/testing/extract-server';
import { startGrantsGovApiServer } from '~/server/catalog/testing/grants-gov-api-server';
import { runCli } from './testing/run-cli';

// Each command is a fresh Node process loading the app's modules: several seconds on a shared machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-cli-sync-'));
let server: ExtractServer;

const cli = (args: string[]) =>
  runCli(args, {
    NODE_ENV: 'test',
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    LOG_LEVEL: 'silent',
    CATALOG_SYNC_RETRIES: '0',
  });

beforeAll(async () => {
  server = await startExtractServer();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('cli grants sync', () => {
  it('prints the sync record, and exits 1 with the reason when the sync failed', async () => {
    server.answer(conditionalZip(await zipStreamed('extract.xml', await extractXml()), '"cli"'));
    const good = await cli(['grants', 'sync', '--url', server.url('/GrantsDBExtract{date}v2.zip'), '--json']);
    expect(good.code).toBe(0);
    const sync = JSON.parse(good.stdout) as Record<string, unknown>;
    expect(sync).toMatchObject({ source: 'extract', status: 'succeeded', read: 61, inserted: 61, error: null });
    expect(sync.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(server.requests[0]!.path).toMatch(/^\/GrantsDBExtract\d{8}v2\.zip$/);

    server.answer({ body: '<html><body>Maintenance</body></html>', headers: { 'content-type': 'text/html' } });
    const bad = await cli(['grants', 'sync', '--url', server.url('/bad.zip'), '--json']);
    expect(bad.code).toBe(1);
    // The operator's view: the detailed reason, its kind and the URL, which GET /catalog/syncs does not show.
    expect(JSON.parse(bad.stdout)).toMatchObject({
      status: 'failed',
      failure: 'download',
      url: server.url('/bad.zip'),
      error: 'the server answered 200 with an HTML or XML page, not a ZIP archive',
      inserted: 0,
    });
    expect(bad.stderr).toMatch(/^error: the catalog sync failed: the server answered 200 with an HTML or XML page/m);

    // The REST API source, from a replay of Grants.gov's answers that refuses the search (errorcode ≠ 0).
    const grantsGov = await startGrantsGovApiServer();
    try {
      grantsGov.failNext('search2', { kind: 'errorcode', errorcode: 1, msg: 'Webservice Fails' });
      const api = await cli(['grants', 'sync', '--source', 'api', '--url', grantsGov.baseUrl]);
      expect(api.code).toBe(1);
      expect(api.stdout).toMatch(/^status: failed$/m);
      expect(api.stdout).toMatch(/^error: Grants\.gov API search2 .*errorcode 1: "Webservice Fails"/m);
      expect(grantsGov.requests.map((r) => r.endpoint)).toEqual(['search2']);
    } finally {
      await grantsGov.close();
    }

    const usage = await cli(['grants', 'sync', '--source', 'ftp', '--json']);
    expect(usage.code).toBe(2);
  });
});
