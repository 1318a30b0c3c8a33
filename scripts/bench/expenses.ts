/**
 * `npm run bench -- expenses` (docs/benchmarks.md#expense-import): a 10,000-row bank export (quoted vendors, `$1,234.56`
 * amounts, accounting negatives, US dates, a reference per row) imported into one project by importExpenses — the
 * parse, every row's checks, the batched inserts and the audit record, in one transaction under the project's lock —
 * on the embedded database, then on PostgreSQL when one is reachable (BENCH_PG_URL). A dry run of the same file first.
 * Target: 10,000 rows within 5 s.
 *
 * Env: BENCH_EXPENSE_ROWS (10000), BENCH_PG_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '~/db';
import { projects } from '~/db/schema';
import { OPERATOR_SCOPE, runInAuditScope } from '~/server/audit/scope';
import { createOrganization } from '~/server/organizations/organizations';
import { replaceBudget } from '~/server/post-award/budgets';
import { importExpenses } from '~/server/post-award/expense-import';
import { databaseUrlFor, envNumber, log, recreateDatabase, table } from './harness';

export const description = 'a 10,000-row CSV of expenses imported into one project (embedded database, PostgreSQL)';

const DB_NAME = 'gms_bench_expenses';
const TARGET_MS = 5_000;

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`expenses takes no arguments (got: ${args.join(' ')})`);
  const rows = envNumber('BENCH_EXPENSE_ROWS', 10_000);
  const csv = bankExport(rows);
  log(`Expense import: ${rows} rows, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB of CSV\n`);
  const results: string[][] = [];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-bench-expenses-'));
  try {
    const handle = await openDatabase({ pgliteDir: dir, holder: 'cli' });
    results.push(...(await measure('embedded (PGlite)', handle, csv, rows)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  let pgVersion = 'not reachable: skipped';
  try {
    ({ pgVersion } = await recreateDatabase(DB_NAME));
  } catch (err) {
    log(`PostgreSQL skipped (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
  }
  if (!pgVersion.startsWith('not')) {
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(DB_NAME), pgliteDir: dir, holder: 'cli' });
    results.push(...(await measure('PostgreSQL', handle, csv, rows)));
  }

  log(table([['database', 'run', 'rows', 'time', 'rows/s', `≤ ${TARGET_MS / 1000} s`], ...results]));
  const cpu = os.cpus();
  log(`\n  cpu:        ${cpu[0]?.model ?? 'unknown'} × ${cpu.length} cores`);
  log(`  node:       ${process.version} (${os.platform()} ${os.release()})`);
  log(`  postgresql: ${pgVersion}`);
  log(`  load avg:   ${os.loadavg()[0]!.toFixed(2)} (1 min; other work on the machine skews results)`);
  if (results.some((r) => r[5] === 'no')) throw new Error(`an import of ${rows} rows took over ${TARGET_MS} ms`);
}

/** A project of 2026 with a budget of four lines, then the dry run and the import of the file, timed. */
async function measure(name: string, handle: DatabaseHandle, csv: string, rows: number): Promise<string[][]> {
  try {
    await migrateDatabase(handle, handle.kind === 'postgres' ? databaseUrlFor(DB_NAME) : undefined);
    const { db } = handle;
    const org = await db.transaction((tx) =>
      createOrganization(tx, { name: 'Expense bench', slug: `expense-bench-${Date.now().toString(36)}` }),
    );
    const [project] = await db
      .insert(projects)
      .values({ organizationId: org.id, name: 'Bench project', startDate: '2026-01-01', endDate: '2026-12-31' })
      .returning();
    const by = { organizationId: org.id, actor: 'operator' };
    await runInAuditScope(OPERATOR_SCOPE, () =>
      replaceBudget(db, by, project!.id, [
        { category: 'personnel', description: 'Staff', amountCents: 100_000_000 },
        { category: 'travel', description: 'Travel', amountCents: 10_000_000 },
        { category: 'supplies', description: 'Supplies', amountCents: 10_000_000 },
        { category: 'contractual', description: 'Contracts', amountCents: 50_000_000 },
      ]),
    );
    const out: string[][] = [];
    for (const dryRun of [true, false]) {
      const started = performance.now();
      const result = await runInAuditScope(OPERATOR_SCOPE, () => importExpenses(db, by, project!.id, csv, { dryRun }));
      const ms = performance.now() - started;
      if (result.created !== rows) throw new Error(`${name}: created ${result.created} of ${rows} rows`);
      out.push([
        name,
        dryRun ? 'dry run' : 'import',
        String(rows),
        `${(ms / 1000).toFixed(2)} s`,
        String(Math.round(rows / (ms / 1000))),
        ms <= TARGET_MS ? 'yes' : 'no',
      ]);
    }
    return out;
  } finally {
    await handle.close();
  }
}

const CATEGORIES = ['Personnel', 'Travel', 'Supplies', 'Contractual'];
const VENDORS = ['"Payroll, Inc."', 'Bluegrass Fleet', '"Kentucky Book Supply, LLC"', 'Tutors Co-op'];

/** A bank's export: a byte-order mark, CRLF, quoted fields with commas, $ amounts, some refunds, US and ISO dates. */
function bankExport(rows: number): string {
  const lines = ['\uFEFFDate,Amount,Category,Vendor,Description,Reference'];
  for (let i = 0; i < rows; i++) {
    const month = (i % 12) + 1;
    const day = (i % 28) + 1;
    const date =
      i % 2 === 0
        ? `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/2026`
        : `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const cents = 100 + ((i * 7_919) % 250_000);
    const text = `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
    const amount = i % 10 === 9 ? `"(${text})"` : `"$${text}"`;
    lines.push(
      `${date},${amount},${CATEGORIES[i % 4]},${VENDORS[i % 4]},"Row ${i}, as exported",BANK-${String(i).padStart(6, '0')}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
