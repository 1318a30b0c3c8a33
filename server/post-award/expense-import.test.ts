// The CSV import of expenses against a real (embedded) database: a bank export imports; a dry run writes nothing and
// previews every row; any bad row refuses the whole file, naming every bad row; known references are skipped; the
// trail has one record per import (docs/post-award.md#csv-import).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { auditRecords, expenses, projects } from '~/db/schema';
import { OPERATOR_SCOPE, runInAuditScope } from '../audit/scope';
import { AppError, MAX_ROW_ERRORS } from '../errors';
import { MAX_AMOUNT_CENTS } from '../money';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { getBudget, replaceBudget } from './budgets';
import { MAX_IMPORT_ROWS } from './expense-csv';
import { importExpenses, PREVIEW_ROWS } from './expense-import';
import { createExpense } from './expenses';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
vi.setConfig({ testTimeout: 300_000 });

let db: Db;
let close: () => Promise<void>;
let org: { id: string };
let other: { id: string };
const by = () => ({ organizationId: org.id, actor: 'api_key:00000000-0000-4000-8000-000000000001' });
/** As the CLI calls it: the operator's scope. */
const audited = <T>(fn: () => Promise<T>) => runInAuditScope(OPERATOR_SCOPE, fn);

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  org = await db.transaction((tx) => createOrganization(tx, { name: 'Import', slug: 'import' }));
  other = await db.transaction((tx) => createOrganization(tx, { name: 'Other', slug: 'other-import' }));
});
afterAll(() => close());

/** A project of 2026 with a budget: one personnel line, two travel lines, one supplies line. */
async function newProject(organizationId = org.id) {
  const [project] = await db
    .insert(projects)
    .values({
      organizationId,
      name: `Project ${randomBytes(4).toString('hex')}`,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    .returning();
  const budget = await audited(() =>
    replaceBudget(db, { organizationId, actor: by().actor }, project!.id, [
      { category: 'personnel', description: 'Coordinator', amountCents: 5_000_000 },
      { category: 'travel', description: 'Site visits', amountCents: 200_000 },
      { category: 'travel', description: 'Conference', amountCents: 150_000 },
      { category: 'supplies', description: 'Books', amountCents: 300_000 },
    ]),
  );
  const [personnel, visits, conference, supplies] = budget.lines.map((l) => l.id);
  return { id: project!.id, personnel: personnel!, visits: visits!, conference: conference!, supplies: supplies! };
}

const stored = (projectId: string) =>
  db.select().from(expenses).where(eq(expenses.projectId, projectId)).orderBy(expenses.date, expenses.reference);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const BANK_EXPORT = [
  '\uFEFFDate,Amount,Category,Vendor,Description,Reference',
  '2026-02-03,"$1,234.56",Personnel,"Payroll, Inc.","January payroll, part-time",TX-1',
  '02/10/2026,(45.00),Supplies,Bookshop,"Refund: ""damaged"" copy",TX-2',
  '3/1/2026,$250,supplies,Bookshop,Readers,TX-3',
  '2026-03-15,-12.5,Personnel,,,',
  '',
].join('\r\n');

describe('importExpenses', () => {
  it('imports a bank export (BOM, CRLF, quoted commas, $ and accounting negatives, US dates) in one go', async () => {
    const project = await newProject();
    const result = await audited(() => importExpenses(db, by(), project.id, BANK_EXPORT, { dryRun: false }));
    expect(result).toEqual({ dryRun: false, created: 4, skipped: 0, totalCents: 123_456 - 4_500 + 25_000 - 1_250 });
    const rows = await stored(project.id);
    expect(rows.map((r) => [r.date, r.amountCents, r.budgetLineId, r.vendor, r.description, r.reference])).toEqual([
      ['2026-02-03', 123_456n, project.personnel, 'Payroll, Inc.', 'January payroll, part-time', 'TX-1'],
      ['2026-02-10', -4_500n, project.supplies, 'Bookshop', 'Refund: "damaged" copy', 'TX-2'],
      ['2026-03-01', 25_000n, project.supplies, 'Bookshop', 'Readers', 'TX-3'],
      ['2026-03-15', -1_250n, project.personnel, null, null, null],
    ]);
    const trail = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.targetId, project.id), eq(auditRecords.action, 'expenses.imported')));
    expect(trail).toHaveLength(1);
    expect(trail[0]!.changes).toEqual({ created: [null, 4], skipped: [null, 0], totalCents: [null, '142706'] });
  });

  it('tells a threshold its rows cross once, as one expense would, and a dry run tells none', async () => {
    const project = await newProject();
    // The conference line's 150,000 cents: 140,000 is 93.3 %.
    const file = `date,amount,budgetLineId\n2026-04-01,1000.00,${project.conference}\n2026-04-02,400.00,${project.conference}\n`;
    // (The project's pace is judged too, by today's date: only the lines' alerts are this test's.)
    const lineAlerts = async () =>
      (await getBudget(db, org.id, project.id)).alerts
        .filter((a) => a.lineId !== null)
        .map((a) => [a.kind, a.lineId, a.spentCents]);
    await audited(() => importExpenses(db, by(), project.id, file, { dryRun: true }));
    expect(await lineAlerts()).toEqual([]);
    await audited(() => importExpenses(db, by(), project.id, file, { dryRun: false }));
    expect(await lineAlerts()).toEqual([['line_90', project.conference, 140_000]]);
  });

  it('previews every row in a dry run and writes nothing', async () => {
    const project = await newProject();
    const result = await importExpenses(db, by(), project.id, Buffer.from(BANK_EXPORT), { dryRun: true });
    expect(result).toMatchObject({ dryRun: true, created: 4, skipped: 0, totalCents: 142_706 });
    expect(result.rows).toEqual([
      {
        row: 2,
        outcome: 'create',
        date: '2026-02-03',
        amountCents: 123_456,
        budgetLineId: project.personnel,
        vendor: 'Payroll, Inc.',
        description: 'January payroll, part-time',
        reference: 'TX-1',
      },
      expect.objectContaining({ row: 3, amountCents: -4_500, budgetLineId: project.supplies }),
      expect.objectContaining({ row: 4, date: '2026-03-01', amountCents: 25_000 }),
      expect.objectContaining({ row: 5, vendor: null, reference: null }),
    ]);
    expect(await stored(project.id)).toEqual([]);
    const trail = await db.select().from(auditRecords).where(eq(auditRecords.targetId, project.id));
    expect(trail.map((r) => r.action)).toEqual(['budget.revised']);
  });

  it('skips and counts rows whose reference the project already has, and previews which expense has it', async () => {
    const project = await newProject();
    const existing = await audited(() =>
      createExpense(db, by(), project.id, {
        budgetLineId: project.personnel,
        date: '2026-02-03',
        amountCents: 123_456,
        reference: 'TX-1',
      }),
    );
    const preview = await importExpenses(db, by(), project.id, BANK_EXPORT, { dryRun: true });
    expect(preview).toMatchObject({ created: 3, skipped: 1, totalCents: 142_706 - 123_456 });
    expect(preview.rows![0]).toMatchObject({ row: 2, outcome: 'skip', existingExpenseId: existing.id });
    const result = await audited(() => importExpenses(db, by(), project.id, BANK_EXPORT, { dryRun: false }));
    expect(result).toEqual({ dryRun: false, created: 3, skipped: 1, totalCents: 142_706 - 123_456 });
    // Sent again: everything with a reference is skipped; the row without one is a new expense each time.
    const again = await audited(() => importExpenses(db, by(), project.id, BANK_EXPORT, { dryRun: false }));
    expect(again).toMatchObject({ created: 1, skipped: 3 });
    expect(await stored(project.id)).toHaveLength(5);
  });

  it('refuses the whole file naming every bad row, and writes nothing', async () => {
    const project = await newProject();
    const csv = [
      'date,amount,category,budgetLineId,reference,vendor',
      '2026-01-05,10.00,personnel,,A-1,', // good
      '2025-12-31,10.00,personnel,,A-2,', // before the period
      '2026-01-06,10.00,travel,,A-3,', // two travel lines
      '2026-01-07,10.00,equipment,,A-4,', // no equipment line
      `2026-01-08,10.00,,${project.visits},A-5,`, // good: the line by id
      '2026-01-09,10.00,,00000000-0000-4000-8000-000000000000,A-6,', // not a line of this budget
      '2026-01-10,10.00,personnel,,A-1,', // the reference of row 2
      '2026-01-11,abc,personnel,,A-8,', // the parser's error
      '2026-01-12,0,personnel,,A-9,', // zero
      '2026-01-13,5.00,,,A-10,', // no line at all
      '2026-01-14,5.00,catering,,A-11,', // no such category
      `2026-01-15,5.00,supplies,,A-12,${'v'.repeat(201)}`, // vendor too long
    ].join('\n');
    const error = await refusal(audited(() => importExpenses(db, by(), project.id, csv, { dryRun: false })));
    expect(error.code).toBe('EXPENSE_IMPORT_INVALID');
    expect(error.status).toBe(422);
    expect(error.extra.rows!.omitted).toBe(0);
    expect(error.extra.rows!.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'date'],
      [4, 'category'],
      [5, 'category'],
      [7, 'budgetLineId'],
      [8, 'reference'],
      [9, 'amount'],
      [10, 'amount'],
      [11, ''],
      [12, 'category'],
      [13, 'vendor'],
    ]);
    const messages = error.extra.rows!.errors.map((e) => e.message);
    expect(messages[0]).toBe('2025-12-31 is outside the project period 2026-01-01 to 2026-12-31');
    expect(messages[1]).toBe('2 lines of the current budget are travel: give a budgetLineId');
    expect(messages[2]).toBe('no line of the current budget is equipment: add one, or give a budgetLineId');
    expect(messages[4]).toBe('"A-1" is also the reference of row 2');
    expect(await stored(project.id)).toEqual([]);
  });

  it('lists at most 1,000 bad rows and counts the rest', async () => {
    const project = await newProject();
    const lines = ['date,amount,category'];
    for (let i = 0; i < 1_203; i++) lines.push('2026-01-05,1.00,equipment');
    const error = await refusal(importExpenses(db, by(), project.id, lines.join('\n'), { dryRun: true }));
    expect(error.extra.rows!.errors).toHaveLength(MAX_ROW_ERRORS);
    expect(error.extra.rows!.omitted).toBe(203);
    expect(error.message).toBe('Nothing was imported: 1203 rows have errors (1203 in all)');
  });

  it('counts the parser’s errors past the first 1,000 without holding them, and refuses a file over 50,000 rows', async () => {
    const project = await newProject();
    // 30,000 rows the parser cannot read, two errors each: 1,000 listed, the rest counted.
    const unreadable = `date,amount\n${'x\n'.repeat(30_000)}`;
    const error = await refusal(importExpenses(db, by(), project.id, unreadable, { dryRun: true }));
    expect(error.code).toBe('EXPENSE_IMPORT_INVALID');
    expect(error.extra.rows!.errors).toHaveLength(MAX_ROW_ERRORS);
    expect(error.extra.rows!.omitted).toBe(60_000 - MAX_ROW_ERRORS);
    const tooMany = `date,amount,category\n${'2026-01-05,1.00,supplies\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    const refused = await refusal(importExpenses(db, by(), project.id, tooMany, { dryRun: false }));
    expect([refused.code, refused.message]).toEqual([
      'VALIDATION_FAILED',
      'The file cannot be imported: the file has more than 50,000 rows: split it',
    ]);
    expect(await stored(project.id)).toEqual([]);
  });

  it('previews the first 1,000 rows of a longer file and counts the rest', async () => {
    const project = await newProject();
    const file = `date,amount,category\n${'2026-01-05,1.00,supplies\n'.repeat(PREVIEW_ROWS + 250)}`;
    const preview = await importExpenses(db, by(), project.id, file, { dryRun: true });
    expect([preview.created, preview.rows!.length, preview.rowsOmitted]).toEqual([
      PREVIEW_ROWS + 250,
      PREVIEW_ROWS,
      250,
    ]);
    expect(preview.rows!.at(-1)!.row).toBe(PREVIEW_ROWS + 1);
  });

  it('keeps the sums of the project and of each line within ±10^15 cents', async () => {
    const project = await newProject();
    const max = (MAX_AMOUNT_CENTS / 100).toString();
    const lines = ['date,amount,category'];
    for (let i = 0; i < 101; i++) lines.push(`2026-01-05,${max},personnel`);
    const error = await refusal(importExpenses(db, by(), project.id, lines.join('\n'), { dryRun: false }));
    expect(error.extra.rows!.errors).toEqual([
      { row: 102, column: 'amount', message: 'would take the expenses past ±1000000000000000 cents' },
    ]);
    expect(await stored(project.id)).toEqual([]);
  });

  it('answers 400 for a file with no rows, and 404 for another organization’s project whatever the file', async () => {
    const project = await newProject();
    for (const [csv, message] of [
      ['', 'the file is empty'],
      ['date,amount,category\r\n', 'the file has a header but no expense rows'],
      [Buffer.from([0x64, 0x61, 0x74, 0x65, 0x00, 0xff]), 'the file is not UTF-8 text'],
    ] as const) {
      const error = await refusal(importExpenses(db, by(), project.id, csv, { dryRun: false }));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toContain(message);
    }
    const theirs = await newProject(other.id);
    const error = await refusal(importExpenses(db, by(), theirs.id, BANK_EXPORT, { dryRun: false }));
    expect(error.code).toBe('NOT_FOUND');
    expect(await stored(theirs.id)).toEqual([]);
  });

  it('reads a stream, and imports 10,000 rows with batched inserts', async () => {
    const project = await newProject();
    const lines = ['date,amount,budget line id,reference'];
    for (let i = 0; i < 10_000; i++) lines.push(`2026-06-01,1.01,${project.supplies},S-${i}`);
    const stream = Readable.from([lines.join('\n')].map((t) => Buffer.from(t)));
    const result = await audited(() => importExpenses(db, by(), project.id, stream, { dryRun: false }));
    expect(result).toEqual({ dryRun: false, created: 10_000, skipped: 0, totalCents: 1_010_000 });
    expect(await stored(project.id)).toHaveLength(10_000);
  });

  it('serializes concurrent imports of one file under the project lock: each reference is recorded once', async () => {
    const project = await newProject();
    const results = await Promise.allSettled(
      [0, 1, 2].map(() => audited(() => importExpenses(db, by(), project.id, BANK_EXPORT, { dryRun: false }))),
    );
    const answers = results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason));
    // The first writes the four rows; the others find the three references and add only the row without one.
    expect(answers.map((a) => (a as { created: number }).created).sort()).toEqual([1, 1, 4]);
    const rows = await stored(project.id);
    expect(rows.filter((r) => r.reference !== null)).toHaveLength(3);
  });
});
