// `cli expenses import` (docs/post-award.md#csv-import): the real CLI, as a child process, on a throwaway embedded
// database holding one project with a budget. A dry run previews and writes nothing; an import writes and prints its
// summary; bad rows are listed with exit 1 and nothing written; usage errors exit 2.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateDatabase, openDatabase } from '~/db';
import { auditRecords, expenses, projects } from '~/db/schema';
import { createOrganization } from '~/server/organizations/organizations';
import { replaceBudget } from '~/server/post-award/budgets';
import { runCli } from './testing/run-cli';

// Each command is a fresh Node process loading the app's modules: several seconds on a shared machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-cli-expenses-'));
const PGLITE_DIR = path.join(dataDir, 'pglite');
let projectId = '';
let suppliesLine = '';

const cli = (args: string[]) =>
  runCli(args, {
    NODE_ENV: 'test',
    PGLITE_DIR,
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  });

/** Opens the database between CLI runs (one process at a time holds the directory) and runs `fn` on it. */
async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ pgliteDir: PGLITE_DIR, holder: 'test' });
  try {
    await migrateDatabase(handle);
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

const writeCsv = (name: string, text: string) => {
  const file = path.join(dataDir, name);
  fs.writeFileSync(file, text);
  return file;
};

beforeAll(async () => {
  await withDb(async (db) => {
    const org = await db.transaction((tx) => createOrganization(tx, { name: 'CLI import', slug: 'cli-import' }));
    const [project] = await db
      .insert(projects)
      .values({ organizationId: org.id, name: 'Literacy', startDate: '2026-01-01', endDate: '2026-12-31' })
      .returning();
    projectId = project!.id;
    const budget = await replaceBudget(db, { organizationId: org.id, actor: 'operator' }, projectId, [
      { category: 'supplies', description: 'Books', amountCents: 500_000 },
    ]);
    suppliesLine = budget.lines[0]!.id;
  });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const EXPORT =
  '\uFEFFDate,Amount,Category,Reference\r\n02/03/2026,"$1,234.56",Supplies,CLI-1\r\n2026-02-04,(4.56),supplies,CLI-2\r\n';

describe('cli expenses import', () => {
  it('previews with --dry-run (nothing written), imports, then skips the known references', async () => {
    const file = writeCsv('export.csv', EXPORT);
    const preview = await cli(['expenses', 'import', '--project', projectId, file, '--dry-run', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    const answer = JSON.parse(preview.stdout.trim());
    expect(answer).toMatchObject({ dryRun: true, created: 2, skipped: 0, totalCents: 123_000 });
    expect(answer.rows.map((r: { budgetLineId: string }) => r.budgetLineId)).toEqual([suppliesLine, suppliesLine]);
    expect(await withDb((db) => db.select().from(expenses))).toEqual([]);

    const imported = await cli(['expenses', 'import', '--project', projectId, file]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout.trim()).toBe('summary: Imported 2 expenses ($1,230.00), skipped 0 already recorded');
    const again = await cli(['expenses', 'import', '--project', projectId, file, '--json']);
    expect(JSON.parse(again.stdout.trim())).toEqual({ dryRun: false, created: 0, skipped: 2, totalCents: 0 });

    await withDb(async (db) => {
      const rows = await db.select().from(expenses).where(eq(expenses.projectId, projectId));
      expect(rows.map((r) => [r.date, r.amountCents, r.reference, r.createdBy]).sort()).toEqual([
        ['2026-02-03', 123_456n, 'CLI-1', 'operator'],
        ['2026-02-04', -456n, 'CLI-2', 'operator'],
      ]);
      const trail = await db.select().from(auditRecords).where(eq(auditRecords.action, 'expenses.imported'));
      expect(trail.map((r) => [r.actorKind, r.targetId, r.changes])).toEqual([
        ['operator', projectId, { created: [null, 2], skipped: [null, 0], totalCents: [null, '123000'] }],
        ['operator', projectId, { created: [null, 0], skipped: [null, 2], totalCents: [null, '0'] }],
      ]);
    });
  });

  it('lists every bad row and exits 1, writing nothing', async () => {
    const before = await withDb((db) => db.select().from(expenses));
    const file = writeCsv('bad.csv', 'date,amount,category\n2027-01-01,1.00,supplies\n2026-03-01,abc,supplies\n');
    const res = await cli(['expenses', 'import', '--project', projectId, file, '--json']);
    expect(res.code).toBe(1);
    const out = JSON.parse(res.stdout.trim());
    expect(out).toMatchObject({ code: 'EXPENSE_IMPORT_INVALID', errorsOmitted: 0 });
    expect(out.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, 'date'],
      [3, 'amount'],
    ]);
    expect(res.stderr).toMatch(/row 2, date: 2027-01-01 is outside the project period/);
    expect(res.stderr).toMatch(/row 3, amount: "abc" is not an amount/);
    expect(await withDb((db) => db.select().from(expenses))).toEqual(before);
  });

  it('exits 2 on usage errors, 1 for an unknown project', async () => {
    const file = writeCsv('ok.csv', EXPORT);
    for (const args of [
      ['expenses', 'import', file],
      ['expenses', 'import', '--project', 'not-an-id', file],
      ['expenses', 'import', '--project', projectId, path.join(dataDir, 'missing.csv')],
      ['expenses', 'import', '--project', projectId],
    ]) {
      const res = await cli([...args, '--json']);
      expect(res.code, `${args.join(' ')}: ${res.stderr}`).toBe(2);
      expect(JSON.parse(res.stdout.trim()).code).toBe('USAGE');
    }
    const unknown = await cli(['expenses', 'import', '--project', '00000000-0000-4000-8000-000000000000', file]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^error: Project not found/m);
  });
});
