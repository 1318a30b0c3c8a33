// The dashboard's CSV import of expenses (docs/post-award.md#in-the-dashboard): POST /api/dashboard/expenses/import
// under /api/trpc's rules — a session, the same origin, MANAGE_BUDGETS, the organization's own project — answering as
// the REST operation answers, through the real app and database; nothing is written when it refuses.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const f = () => fixtures();
const as = (who: 'admin' | 'member' | 'viewer' | 'outsider') => signIn(f().users[who].email, f().users[who].password);

/** A won pursuit's project of `key`'s organization (the period of 2026) with a budget of two lines. */
async function projectWithBudget(key: string) {
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key,
    body: { title: `Dashboard import ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${pursuit.body.id}`, {
    method: 'PATCH',
    key,
    body: { status: 'won', amountAwarded: 50_000, projectStartDate: '2026-01-01', projectEndDate: '2026-12-31' },
  });
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  const id = won.body.project.id as string;
  const budget = await api(`/projects/${id}/budget`, {
    method: 'PUT',
    key,
    body: {
      lines: [
        { category: 'personnel', description: 'Coordinator', amountCents: 4_000_000 },
        { category: 'supplies', description: 'Books', amountCents: 300_000 },
      ],
    },
  });
  expect(budget.status, JSON.stringify(budget.body)).toBe(200);
  const [personnel, supplies] = budget.body.lines.map((l: { id: string }) => l.id as string);
  return { id, personnel: personnel!, supplies: supplies! };
}

/** The file as the dashboard's dialog sends it: a text/csv body, from its own origin unless `origin` says otherwise. */
async function send(
  client: DashboardClient | null,
  projectId: string,
  csv: string,
  opts: {
    dryRun?: boolean | string;
    origin?: string | null;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': opts.contentType ?? 'text/csv', ...opts.headers };
  if (client) headers.Cookie = client.cookie;
  if (opts.origin !== null) headers.Origin = opts.origin ?? f().baseUrl;
  const query = new URLSearchParams({ projectId, ...(opts.dryRun !== undefined && { dryRun: String(opts.dryRun) }) });
  const res = await fetch(`${f().baseUrl}/api/dashboard/expenses/import?${query}`, {
    method: 'POST',
    headers,
    body: csv,
  });
  const text = await res.text();
  expect(text).not.toMatch(/\n\s+at |"stack"/);
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as any };
}

const expensesOf = async (id: string, key = f().orgA.fullKey) =>
  (await api(`/projects/${id}/expenses?limit=100`, { key })).body.pagination.total as number;

const GOOD = [
  'Date,Amount,Category,Vendor,Description,Reference',
  '2026-02-03,"$1,234.56",Personnel,"Payroll, Inc.",January payroll,DASH-1',
  '02/10/2026,"(45.00)",Supplies,Bookshop,Refund,DASH-2',
  '',
].join('\r\n');

const BAD = [
  'Date,Amount,Category,Vendor,Description,Reference',
  '2026-02-03,12.00,Personnel,A,,BAD-1',
  '2026-02-04,twelve,Personnel,B,,BAD-2',
  '2026-13-40,5.00,Supplies,C,,BAD-3',
  '',
].join('\r\n');

let admin: DashboardClient;
let project: Awaited<ReturnType<typeof projectWithBudget>>;

beforeAll(async () => {
  admin = await as('admin');
  project = await projectWithBudget(f().orgA.fullKey);
});

describe('POST /api/dashboard/expenses/import', () => {
  it('previews a file for a manager without writing, then imports it; a second import skips its rows', async () => {
    const preview = await send(admin, project.id, GOOD, { dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      dryRun: true,
      created: 2,
      skipped: 0,
      totalCents: 123_456 - 4_500,
      rows: [
        {
          row: 2,
          outcome: 'create',
          date: '2026-02-03',
          amountCents: 123_456,
          budgetLineId: project.personnel,
          vendor: 'Payroll, Inc.',
          description: 'January payroll',
          reference: 'DASH-1',
        },
        {
          row: 3,
          outcome: 'create',
          date: '2026-02-10',
          amountCents: -4_500,
          budgetLineId: project.supplies,
          vendor: 'Bookshop',
          description: 'Refund',
          reference: 'DASH-2',
        },
      ],
    });
    expect(preview.headers.get('content-type')).toMatch(/^application\/json/);
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(await expensesOf(project.id)).toBe(0);

    const imported = await send(admin, project.id, GOOD, { dryRun: false });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual({ dryRun: false, created: 2, skipped: 0, totalCents: 118_956 });
    expect(await expensesOf(project.id)).toBe(2);
    const budget = await admin.query<any>('budgets.get', { id: project.id });
    expect(budget.data.lines.map((l: { spentCents: number }) => l.spentCents)).toEqual([123_456, -4_500]);

    // Without dryRun it imports, as the REST operation does: here every row is already recorded.
    const again = await send(admin, project.id, GOOD);
    expect(again.body).toEqual({ dryRun: false, created: 0, skipped: 2, totalCents: 0 });
    expect(await expensesOf(project.id)).toBe(2);
  });

  it('answers a file with bad rows 422 naming each row and column, writing nothing', async () => {
    const before = await expensesOf(project.id);
    for (const dryRun of [true, false]) {
      const bad = await send(admin, project.id, BAD, { dryRun });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ code: 'EXPENSE_IMPORT_INVALID', errorsOmitted: 0 });
      expect(bad.body.errors).toEqual([
        // The column as the file's header names it.
        {
          row: 3,
          column: 'Amount',
          message: '"twelve" is not an amount (e.g. 1234.56, $1,234.56, -12.00 or (1,234.56))',
        },
        { row: 4, column: 'Date', message: '"2026-13-40" is not a date (YYYY-MM-DD or MM/DD/YYYY)' },
      ]);
    }
    expect(await expensesOf(project.id)).toBe(before);

    const empty = await send(admin, project.id, '', { dryRun: true });
    expect(empty.status).toBe(400);
    const mistyped = await send(admin, project.id, GOOD, { dryRun: true, contentType: 'application/json' });
    expect(mistyped.status).toBe(415);
    expect(mistyped.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // Past the 10 MiB the proxy would buffer and cut: this route is outside it, and the cap is the import's own.
    const tooLarge = await send(admin, project.id, GOOD + 'x'.repeat(10 * 1024 * 1024), { dryRun: true });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const badFlag = await send(admin, project.id, GOOD, { dryRun: 'maybe' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.issues).toEqual([{ path: 'dryRun', message: 'must be true or false' }]);
    expect(await expensesOf(project.id)).toBe(before);
  });

  it('refuses a member or viewer without MANAGE_BUDGETS (403) and a signed-out request (401), writing nothing', async () => {
    const fresh = GOOD.replaceAll('DASH', 'REFUSED');
    const before = await expensesOf(project.id);
    for (const who of ['viewer', 'member'] as const) {
      const refused = await send(await as(who), project.id, fresh, { dryRun: false });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: expect.stringContaining('MANAGE_BUDGETS'), code: 'FORBIDDEN' });
    }
    const signedOut = await send(null, project.id, fresh, { dryRun: false });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('UNAUTHENTICATED');
    expect(await expensesOf(project.id)).toBe(before);
  });

  it('refuses a POST from another origin or site before reading it (403), writing nothing', async () => {
    const fresh = GOOD.replaceAll('DASH', 'CROSS');
    const before = await expensesOf(project.id);
    const crossOrigin = await send(admin, project.id, fresh, { dryRun: false, origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.body).toEqual({ error: 'Cross-origin request refused', code: 'FORBIDDEN' });
    const sameSite = await send(admin, project.id, fresh, {
      dryRun: false,
      origin: null,
      headers: { 'Sec-Fetch-Site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    expect(await expensesOf(project.id)).toBe(before);
  });

  it('answers another organization’s project 404 and an organization the user is not in 403', async () => {
    const beta = await projectWithBudget(f().orgB.fullKey);
    const fresh = GOOD.replaceAll('DASH', 'BETA');
    const other = await send(admin, beta.id, fresh, { dryRun: false });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    const outsider = await send(await as('outsider'), project.id, fresh, { dryRun: true });
    expect(outsider.status).toBe(404);
    const notMember = await send(admin, beta.id, fresh, {
      dryRun: false,
      headers: { 'X-Organization-Id': f().orgB.id },
    });
    expect(notMember.status).toBe(403);
    const malformed = await send(admin, 'not-an-id', fresh, { dryRun: true });
    expect(malformed.status).toBe(400);
    expect(await expensesOf(beta.id, f().orgB.fullKey)).toBe(0);
  });
});
