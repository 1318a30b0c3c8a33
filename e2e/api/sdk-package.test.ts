// The SDK as an outside project uses it, against the running app: `npm pack` in sdk/, a fresh project outside the
// repository installs the tarball (offline, from the npm cache), type-checks its programs under --strict, then runs
// them with plain Node (sdk/testing/consumer.ts). The package's manifest and contents: sdk/package.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../fixtures/fixtures';
import { createConsumer, packSdk, removeDir, runConsumer, typecheckConsumer } from '../../sdk/testing/consumer';

// This file's own client address (the shared app trusts X-Forwarded-For), as fixtures' api() does for its calls.
const fileAddress = `10.202.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

interface Failure {
  status: number;
  code: string;
  requestId: string | null;
}

describe('the packed SDK, installed in a project of its own', () => {
  let packDir: string;
  let consumer: string | undefined;

  beforeAll(async () => {
    packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-sdk-pack-'));
    consumer = await createConsumer(await packSdk(packDir));
    await typecheckConsumer(consumer);
  }, 240_000);

  afterAll(() => {
    removeDir(packDir);
    removeDir(consumer);
  });

  it('lists, pages through and reads grants, and throws the API’s typed errors (read-only key)', async () => {
    const f = fixtures();
    const out = await runConsumer<{
      total: number;
      firstId: string;
      oneId: string;
      walked: string[];
      notFound: Failure;
      forbidden: Failure;
      rawStatus: number;
    }>(consumer!, 'live', [f.baseUrl, fileAddress], { GMS_API_KEY: f.catalog.key });

    expect(out.total).toBeGreaterThan(5);
    expect(out.oneId).toBe(out.firstId);
    // Five items over three pages of two, in the list's own order, and no page repeated.
    expect(out.walked).toHaveLength(5);
    expect(new Set(out.walked).size).toBe(5);
    expect(out.walked[0]).toBe(out.firstId);
    expect(out.notFound).toEqual({ status: 404, code: 'NOT_FOUND', requestId: expect.stringMatching(/^req_/) });
    expect(out.forbidden).toEqual({ status: 403, code: 'FORBIDDEN', requestId: expect.stringMatching(/^req_/) });
    expect(out.rawStatus).toBe(200);
  });

  it('verifies a webhook and handles errors with no server (the program a unit test also runs)', async () => {
    const out = await runConsumer<{ eventId: string; refusedBy: string; error: Failure }>(consumer!, 'offline');
    expect(out).toMatchObject({
      eventId: 'evt_consumer',
      refusedBy: 'webhook-signature',
      error: { status: 403, code: 'FORBIDDEN' },
    });
  });
});
