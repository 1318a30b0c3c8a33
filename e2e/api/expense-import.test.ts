// The CSV import of expenses over REST and through the SDK (docs/post-award.md#csv-import), against the real app: a
// bank export imports; a dry run previews every row and writes nothing; a file with bad rows is a 422 naming each row
// and writes nothing; known references are skipped; empty, binary, oversized and mistyped bodies are refused; another
// organization's project is a 404 and a key without MANAGE_BUDGETS a 403; an Idempotency-Key names the file too.
// Every answer is checked against the OpenAPI document (e2e/fixtures/contract-check.ts).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGmsClient, GmsApiError } from '../../sdk/src';
import { api, fixtures } from '../fixtures/fixtures';

const f = () => fixtures();
const key = () => f().orgA.fullKey;
const fileAddress = `10.204.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

let projectId = '';
let lines: { personnel: string; visits: string; conference: string; supplies: string };

/** A pursuit of alpha won with the period of 2026, and a budget of four lines (two of them travel). */
async function projectWithBudget() {
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key: key(),
    body: { title: `Import ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${pursuit.body.id}`, {
    method: 'PATCH',
    key: key(),
    body: { status: 'won', amountAwarded: 100_000, projectStartDate: '2026-01-01', projectEndDate: '2026-12-31' },
  });
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  const id = won.body.project.id as string;
  const budget = await api(`/projects/${id}/budget`, {
    method: 'PUT',
    key: key(),
    body: {
      lines: [
        { category: 'personnel', description: 'Coordinator', amountCents: 5_000_000 },
        { category: 'travel', description: 'Site visits', amountCents: 200_000 },
        { category: 'travel', description: 'Conference', amountCents: 150_000 },
        { category: 'supplies', description: 'Books', amountCents: 300_000 },
      ],
    },
  });
  expect(budget.status, JSON.stringify(budget.body)).toBe(200);
  const [personnel, visits, conference, supplies] = budget.body.lines.map((l: { id: string }) => l.id);
  return { id, lines: { personnel, visits, conference, supplies } };
}

/** POST the body to the import, as a client sends a file: its bytes, the type given (text/csv by default). */
async function importCsv(
  body: string | Uint8Array,
  opts: {
    id?: string;
    dryRun?: boolean;
    contentType?: string | null;
    k?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': fileAddress, 'X-API-Key': opts.k ?? key() };
  if (opts.contentType !== null) headers['Content-Type'] = opts.contentType ?? 'text/csv';
  const query = opts.dryRun === undefined ? '' : `?dryRun=${opts.dryRun}`;
  const res = await fetch(`${f().baseUrl}/api/v1/projects/${opts.id ?? projectId}/expenses/import${query}`, {
    method: 'POST',
    headers: { ...headers, ...opts.headers },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const expensesOf = async (id = projectId) => (await api(`/projects/${id}/expenses?limit=100`, { key: key() })).body;

/** A bank's export: a byte-order mark, CRLF, quoted fields with commas and quotes, $ amounts, accounting negatives. */
const BANK_EXPORT = [
  '\uFEFFDate,Amount,Category,Vendor,Description,Reference',
  '2026-02-03,"$1,234.56",Personnel,"Payroll, Inc.","January payroll, part-time",BANK-1',
  '02/10/2026,"(1,045.00)",Supplies,Bookshop,"Refund: ""damaged"" copies",BANK-2',
  '3/1/2026,$250,supplies,Bookshop,Readers,BANK-3',
  '',
].join('\r\n');

beforeAll(async () => {
  ({ id: projectId, lines } = await projectWithBudget());
});

describe('POST /projects/{id}/expenses/import', () => {
  it('previews a bank export in a dry run without writing, then imports it, then skips it when sent again', async () => {
    const before = await expensesOf();
    const preview = await importCsv(BANK_EXPORT, { dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      dryRun: true,
      created: 3,
      skipped: 0,
      totalCents: 123_456 - 104_500 + 25_000,
      rows: [
        {
          row: 2,
          outcome: 'create',
          date: '2026-02-03',
          amountCents: 123_456,
          budgetLineId: lines.personnel,
          vendor: 'Payroll, Inc.',
          description: 'January payroll, part-time',
          reference: 'BANK-1',
        },
        {
          row: 3,
          outcome: 'create',
          date: '2026-02-10',
          amountCents: -104_500,
          budgetLineId: lines.supplies,
          vendor: 'Bookshop',
          description: 'Refund: "damaged" copies',
          reference: 'BANK-2',
        },
        {
          row: 4,
          outcome: 'create',
          date: '2026-03-01',
          amountCents: 25_000,
          budgetLineId: lines.supplies,
          vendor: 'Bookshop',
          description: 'Readers',
          reference: 'BANK-3',
        },
      ],
    });
    expect(await expensesOf()).toEqual(before);

    const imported = await importCsv(BANK_EXPORT, { dryRun: false });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    // A real import answers the counts only: its rows are the expenses now listed.
    expect(imported.body).toEqual({ dryRun: false, created: 3, skipped: 0, totalCents: 43_956 });
    const after = await expensesOf();
    expect(after.pagination.total).toBe(3);
    expect(after.data.map((e: any) => [e.date, e.amountCents, e.reference])).toEqual([
      ['2026-02-03', 123_456, 'BANK-1'],
      ['2026-02-10', -104_500, 'BANK-2'],
      ['2026-03-01', 25_000, 'BANK-3'],
    ]);
    const budget = (await api(`/projects/${projectId}/budget`, { key: key() })).body;
    expect(budget.totals.spentCents).toBe(43_956);

    // The export sent again, with one new row: the known references are skipped and counted.
    const again = await importCsv(`${BANK_EXPORT}2026-04-01,10.00,personnel,,,BANK-4\r\n`);
    expect(again.body).toEqual({ dryRun: false, created: 1, skipped: 3, totalCents: 1_000 });
    const skippedPreview = await importCsv(BANK_EXPORT, { dryRun: true, contentType: 'application/csv' });
    expect(skippedPreview.body.rows[0]).toMatchObject({
      outcome: 'skip',
      existingExpenseId: after.data[0].id,
    });
    const trail = await api(`/audit-log?targetType=project&targetId=${projectId}&action=expenses.imported`, {
      key: key(),
    });
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    expect(trail.body.data.map((r: any) => r.changes)).toEqual([
      { created: [null, 1], skipped: [null, 3], totalCents: [null, '1000'] },
      { created: [null, 3], skipped: [null, 0], totalCents: [null, '43956'] },
    ]);
  });

  it('refuses a file with bad rows with a 422 naming each row and column, and writes nothing', async () => {
    const before = await expensesOf();
    const csv = [
      'Date,Amount,Category,Budget Line ID,Reference',
      '2026-05-01,10.00,personnel,,BAD-1',
      '2027-01-01,10.00,personnel,,BAD-2',
      '2026-05-02,10.00,travel,,BAD-3',
      '2026-05-03,"12,50",personnel,,BAD-4',
      `2026-05-04,10.00,,${randomUUID()},BAD-5`,
      '2026-05-05,10.00,personnel,,BAD-1',
      '31/05/2026,10.00,personnel,,BAD-7',
      `2026-05-06,10.00,,${lines.conference},BAD-8`,
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('EXPENSE_IMPORT_INVALID');
    expect(res.body.errorsOmitted).toBe(0);
    expect(res.body.errors.map((e: any) => [e.row, e.column])).toEqual([
      [3, 'date'],
      [4, 'category'],
      [5, 'Amount'],
      [6, 'budgetLineId'],
      [7, 'reference'],
      [8, 'Date'],
    ]);
    for (const e of res.body.errors) expect(e.message).not.toBe('');
    expect(res.body.errors[1].message).toBe('2 lines of the current budget are travel: give a budgetLineId');
    expect(await expensesOf()).toEqual(before);
  });

  it('refuses an empty, header-only or binary file (400), one over 10 MiB (413) and another type (415)', async () => {
    const before = await expensesOf();
    for (const [what, body, message] of [
      ['empty', '', /no body/],
      ['header only', 'date,amount,category\r\n', /header but no expense rows/],
      ['binary', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe]), /not UTF-8 text/],
    ] as const) {
      const res = await importCsv(body);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code, what).toBe('VALIDATION_FAILED');
      expect(res.body.error, what).toMatch(message);
    }
    // 50 MB: refused by its declared length, before a byte of it is read.
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    const tooLarge = await importCsv(big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringContaining('10 MiB') });
    for (const contentType of [
      'application/json',
      'multipart/form-data; boundary=x',
      'text/csv; charset=latin1',
      'application/octet-stream',
    ]) {
      const res = await importCsv(BANK_EXPORT, { contentType });
      expect(res.status, `${contentType}: ${JSON.stringify(res.body)}`).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const badQuery = await importCsv(BANK_EXPORT, { headers: {}, dryRun: 'yes' as unknown as boolean });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.issues).toEqual([{ path: 'dryRun', message: 'must be true or false' }]);
    expect(await expensesOf()).toEqual(before);
  });

  it("answers 404 for another organization's project and 403 to a key without MANAGE_BUDGETS", async () => {
    const before = await expensesOf();
    const theirs = await importCsv(BANK_EXPORT, { k: f().orgB.fullKey });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('NOT_FOUND');
    const unknown = await importCsv(BANK_EXPORT, { id: randomUUID() });
    expect(unknown.status).toBe(404);
    const reader = await importCsv(BANK_EXPORT, { k: f().orgA.readKey });
    expect(reader.status).toBe(403);
    expect(reader.body.error).toMatch(/MANAGE_BUDGETS/);
    // Refused before the body is read: a huge body changes nothing of the answer.
    const readerBig = await importCsv(new Uint8Array(50 * 1024 * 1024), { k: f().orgA.readKey });
    expect(readerBig.status).toBe(403);
    expect(await expensesOf()).toEqual(before);
  });

  it('records each reference once when the same file is imported four times at once', async () => {
    const { id } = await projectWithBudget();
    const rows = Array.from({ length: 200 }, (_, i) => `2026-08-01,1.00,personnel,RACE-${i}`);
    const csv = ['date,amount,category,reference', ...rows].join('\n');
    const answers = await Promise.all([0, 1, 2, 3].map(() => importCsv(csv, { id })));
    // The project's lock orders them: one writes the 200 rows, the others find them and skip them all.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.created).sort((x, y) => x - y)).toEqual([0, 0, 0, 200]);
    expect(answers.map((a) => a.body.skipped).sort((x, y) => x - y)).toEqual([0, 200, 200, 200]);
    expect((await expensesOf(id)).pagination.total).toBe(200);
  });

  it('replays an Idempotency-Key with the same file, and refuses it with another file', async () => {
    const { id } = await projectWithBudget();
    const idempotencyKey = randomUUID();
    const csv = 'date,amount,category,reference\n2026-06-01,99.99,personnel,IDEM-1\n';
    const first = await importCsv(csv, { id, headers: { 'Idempotency-Key': idempotencyKey } });
    expect(first.body).toEqual({ dryRun: false, created: 1, skipped: 0, totalCents: 9_999 });
    const replay = await importCsv(csv, { id, headers: { 'Idempotency-Key': idempotencyKey } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const other = await importCsv(csv.replace('99.99', '11.11'), {
      id,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await expensesOf(id)).pagination.total).toBe(1);
  });
});

describe('the SDK’s importExpenses', () => {
  const sdk = () =>
    createGmsClient({ baseUrl: f().baseUrl, apiKey: key(), headers: { 'X-Forwarded-For': fileAddress } });

  it('previews and imports a string, a Blob and a stream; bad rows are a GmsApiError listing them', async () => {
    const { id, lines: l } = await projectWithBudget();
    const csv = `date,amount,budgetLineId,reference\n2026-07-01,$5.00,${l.supplies},SDK-1\n`;
    const preview = await sdk().importExpenses(id, csv, { dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, created: 1, rows: [{ row: 2, amountCents: 500 }] });
    expect((await expensesOf(id)).pagination.total).toBe(0);
    expect(await sdk().importExpenses(id, new Blob([csv]))).toEqual({
      dryRun: false,
      created: 1,
      skipped: 0,
      totalCents: 500,
    });
    const stream = new Blob([`${csv}2026-07-02,1.00,${l.supplies},SDK-2\n`]).stream();
    expect(await sdk().importExpenses(id, stream)).toMatchObject({ created: 1, skipped: 1 });
    const error = await sdk()
      .importExpenses(id, 'date,amount,category\n2026-07-03,oops,supplies\n')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(GmsApiError);
    expect((error as GmsApiError).code).toBe('EXPENSE_IMPORT_INVALID');
    expect((error as GmsApiError).rowErrors).toEqual([
      { row: 2, column: 'amount', message: expect.stringContaining('"oops" is not an amount') },
    ]);
    expect((await expensesOf(id)).pagination.total).toBe(2);
  });
});
