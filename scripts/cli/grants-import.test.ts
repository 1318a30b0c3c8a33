// `cli grants import` tells the organizations concerned of the versions it keeps (docs/catalog.md#telling-the-organizations-concerned):
// the real CLI, as a child process, on a throwaway embedded database; the organization and its pursuit are made
// between the two imports, in-process, while no CLI holds the database.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '~/db';
import { events } from '~/db/schema';
import { createOrganization } from '~/server/organizations/organizations';
import { createPursuit } from '~/server/pipeline/pursuits';
import { EXTRACT_61, editRecord, grantIdOf } from '~/server/testing/fixtures';

// Each command is a fresh Node process loading the app's modules: several seconds on a shared machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-cli-import-'));
const pgliteDir = path.join(dataDir, 'pglite');

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', ...args],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.homedir(),
          NODE_ENV: 'test',
          PGLITE_DIR: pgliteDir,
          LOG_LEVEL: 'silent',
        },
        timeout: 150_000,
      },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs `use` on the CLI's database while no CLI process holds it. */
async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ pgliteDir, holder: 'test' });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('cli grants import', () => {
  it('records grant.updated for the organization pursuing a grant whose close date the next extract moved', async () => {
    const xml = fs.readFileSync(EXTRACT_61, 'utf8');
    const first = path.join(dataDir, 'first.xml');
    const next = path.join(dataDir, 'next.xml');
    fs.writeFileSync(first, xml);
    fs.writeFileSync(
      next,
      editRecord(xml, '332976', '<CloseDate>12312030</CloseDate>', '<CloseDate>06302031</CloseDate>'),
    );

    expect((await cli(['grants', 'import', first, '--json'])).code).toBe(0);
    const { organizationId, grantId } = await withDatabase(async (db) => {
      const org = await createOrganization(db, { name: 'Import Trust' });
      const grantId = await grantIdOf(db, '332976');
      await createPursuit(db, { organizationId: org.id, actor: 'system' }, { grantId });
      return { organizationId: org.id, grantId };
    });

    const imported = await cli(['grants', 'import', next, '--json']);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ updated: 1, unchanged: 60 });
    const told = await withDatabase((db) =>
      db
        .select()
        .from(events)
        .where(and(eq(events.organizationId, organizationId), eq(events.type, 'grant.updated'))),
    );
    expect(told.map((e) => e.data)).toEqual([
      expect.objectContaining({
        grant: expect.objectContaining({ id: grantId, closeDate: '2031-06-30' }),
        version: 2,
        changes: { closeDate: ['2030-12-31', '2031-06-30'] },
      }),
    ]);
  });
});
