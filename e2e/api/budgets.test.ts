// Budgets and expenses over REST (docs/post-award.md): a round trip, every revision kept and audited, each bad input
// replayed and shown to change nothing, another organization's project a 404, and who may read or change them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '~/server/testing/sample-files';
import { recordSecrets } from '../fixtures/app-server';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures, type ApiResponse } from '../fixtures/fixtures';

const f = () => fixtures();
const key = () => f().orgA.fullKey;
const START = '2026-01-01';
const END = '2027-12-31';

let projectId = '';
let otherProjectId = '';

/** A pursuit of alpha won for `dollars`, with the period START to END: its project's id. */
async function wonProject(dollars: number) {
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key: key(),
    body: { title: `Budget ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${pursuit.body.id}`, {
    method: 'PATCH',
    key: key(),
    body: { status: 'won', amountAwarded: dollars, projectStartDate: START, projectEndDate: END },
  });
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  return won.body.project.id as string;
}

const budgetOf = (id = projectId, k = key()) => api(`/projects/${id}/budget`, { key: k });
const putBudget = (body: unknown, id = projectId, k = key()) =>
  api(`/projects/${id}/budget`, { method: 'PUT', key: k, body });
const postExpense = (body: unknown, id = projectId, k = key()) =>
  api(`/projects/${id}/expenses`, { method: 'POST', key: k, body });
const expensesOf = (id = projectId) => api(`/projects/${id}/expenses?limit=100`, { key: key() });

/** The budget and the expenses as they stand: a refused request must leave both as they were. */
async function state(id = projectId) {
  const [budget, expenses] = await Promise.all([budgetOf(id), expensesOf(id)]);
  return { budget: budget.body, expenses: expenses.body };
}

beforeAll(async () => {
  projectId = await wonProject(5_000); // $5,000: 500,000 cents
  otherProjectId = await wonProject(100);
});

describe('budgets and expenses', () => {
  it('round trip: a budget, expenses and a refund, figures in integer cents, every revision kept', async () => {
    const empty = await budgetOf();
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      projectId,
      revision: 0,
      currency: 'USD',
      awardAmountCents: 500_000,
      lines: [],
      totals: { budgetedCents: 0, spentCents: 0, remainingCents: 0 },
      alerts: [],
      dailySpending: [],
    });

    const put = await putBudget({
      lines: [
        { category: 'personnel', description: 'Coordinator', amountCents: 300_000 },
        {
          category: 'supplies',
          description: 'Workbooks',
          amountCents: 199_999,
          periodStart: START,
          periodEnd: '2026-06-30',
        },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.revision).toBe(1);
    const [personnel, supplies] = put.body.lines;
    expect(supplies).toMatchObject({ periodStart: START, periodEnd: '2026-06-30', spentCents: 0, percentSpent: 0 });

    const payroll = await postExpense({
      budgetLineId: personnel.id,
      date: '2026-02-15',
      amountCents: 100_001,
      vendor: 'Payroll',
      reference: 'PAY-1',
    });
    expect(payroll.status, JSON.stringify(payroll.body)).toBe(201);
    expect(payroll.body).toMatchObject({
      projectId,
      budgetLineId: personnel.id,
      date: '2026-02-15',
      amountCents: 100_001,
      vendor: 'Payroll',
      description: null,
      reference: 'PAY-1',
      documentId: null,
    });
    const books = await postExpense({ budgetLineId: supplies.id, date: START, amountCents: 50_000 });
    const refund = await postExpense({ budgetLineId: supplies.id, date: '2026-01-20', amountCents: -2_500 });
    expect([books.status, refund.status]).toEqual([201, 201]);

    const budget = (await budgetOf()).body;
    expect(budget.lines.map((l: any) => [l.amountCents, l.spentCents, l.remainingCents, l.percentSpent])).toEqual([
      [300_000, 100_001, 199_999, 33.33], // 33.3336…%
      [199_999, 47_500, 152_499, 23.75], // 23.7501…%
    ]);
    expect(budget.totals).toEqual({ budgetedCents: 499_999, spentCents: 147_501, remainingCents: 352_498 });
    // Spending per day in date order, the refund negative: what the dashboard's burn line is drawn from.
    expect(budget.dailySpending).toEqual([
      { date: START, spentCents: 50_000 },
      { date: '2026-01-20', spentCents: -2_500 },
      { date: '2026-02-15', spentCents: 100_001 },
    ]);
    // The period is 730 days; today is within or after it: the projection spends the burn rate on every day.
    expect(budget.elapsedPercent).toBeGreaterThan(0);
    expect(Number.isInteger(budget.burnRate)).toBe(true);
    expect(budget.projectedSpendCents).toBe(budget.burnRate * 730);
    expect(budget.projectedVarianceCents).toBe(budget.projectedSpendCents - 499_999);

    const list = await expensesOf();
    expect(list.body.data.map((e: any) => e.amountCents)).toEqual([50_000, -2_500, 100_001]); // by date
    expect(list.body.pagination).toMatchObject({ total: 3, hasMore: false });
    const page = await api(`/projects/${projectId}/expenses?limit=1&offset=1`, { key: key() });
    expect(page.body.data.map((e: any) => e.id)).toEqual([refund.body.id]);
    expect(page.body.pagination).toMatchObject({ limit: 1, offset: 1, total: 3, hasMore: true });

    // Revision 2 keeps personnel (its expense stays on it) and drops nothing that has expenses.
    const revised = await putBudget({
      lines: [
        { id: personnel.id, category: 'personnel', description: 'Coordinator, 0.6 FTE', amountCents: 350_000 },
        { id: supplies.id, category: 'supplies', description: 'Workbooks', amountCents: 150_000 },
      ],
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    expect(revised.body.revision).toBe(2);
    expect(revised.body.lines.map((l: any) => [l.id, l.amountCents, l.spentCents])).toEqual([
      [personnel.id, 350_000, 100_001],
      [supplies.id, 150_000, 47_500],
    ]);
    // Each revision is in the audit trail, numbered.
    const trail = await api(`/audit-log?action=budget.revised&targetType=project&targetId=${projectId}`, {
      key: key(),
    });
    expect(trail.body.data.map((r: any) => r.changes.revision)).toEqual([
      [1, 2],
      [0, 1],
    ]);

    // Deleting an expense gives its amount back to its line.
    const deleted = await api(`/projects/${projectId}/expenses/${refund.body.id}`, { method: 'DELETE', key: key() });
    expect(deleted.body).toEqual({ id: refund.body.id, deleted: true });
    expect((await budgetOf()).body.lines[1].spentCents).toBe(50_000);
    const again = await api(`/projects/${projectId}/expenses/${refund.body.id}`, { method: 'DELETE', key: key() });
    expect(again.status).toBe(404);
  });

  it('refuses every bad input with a clear 4xx, changing nothing', async () => {
    const { budget } = await state();
    const [line] = budget.lines;
    const otherLine = (
      await putBudget({ lines: [{ category: 'other', description: 'Elsewhere', amountCents: 100 }] }, otherProjectId)
    ).body.lines[0];
    const before = await state();

    const lines = (amountCents: unknown, extra: Record<string, unknown> = {}) => ({
      lines: [{ category: 'travel', description: 'Travel', amountCents, ...extra }],
    });
    const expense = (fields: Record<string, unknown>) => ({
      budgetLineId: line.id,
      date: '2026-03-01',
      amountCents: 1_000,
      ...fields,
    });
    // Another organization's document: beta's upload.
    const form = new FormData();
    form.append('file', new Blob([pdfWith('beta receipt')]), 'receipt.pdf');
    const betaUpload = await fetch(`${f().baseUrl}/api/v1/documents`, {
      method: 'POST',
      headers: { 'X-API-Key': f().orgB.fullKey },
      body: form,
    });
    expect(betaUpload.status).toBe(201);
    const betaDocument = ((await betaUpload.json()) as { id: string }).id;

    const cases: [string, () => Promise<ApiResponse<any>>, number, string, RegExp?][] = [
      ['a fraction of a cent', () => putBudget(lines(12.5)), 400, 'VALIDATION_FAILED', /amountCents/],
      ['cents as a string', () => putBudget(lines('1250')), 400, 'VALIDATION_FAILED', /amountCents/],
      ['beyond 10^13 cents', () => putBudget(lines(10_000_000_000_001)), 400, 'VALIDATION_FAILED', /amountCents/],
      ['a negative budget line', () => putBudget(lines(-1)), 400, 'VALIDATION_FAILED', /amountCents/],
      [
        'an unknown category',
        () => putBudget({ lines: [{ ...lines(1).lines[0], category: 'snacks' }] }),
        400,
        'VALIDATION_FAILED',
        /category/,
      ],
      [
        'a period ending before it starts',
        () => putBudget(lines(1, { periodStart: '2026-05-01', periodEnd: '2026-04-30' })),
        400,
        'VALIDATION_FAILED',
        /periodEnd/,
      ],
      [
        'a line id of another project',
        () => putBudget({ lines: [{ ...lines(1).lines[0], id: otherLine.id }] }),
        400,
        'VALIDATION_FAILED',
        new RegExp(otherLine.id),
      ],
      [
        'more than the award',
        () => putBudget(lines(500_001)),
        422,
        'BUDGET_EXCEEDS_AWARD',
        /500001 cents.*500000 cents/,
      ],
      ['dropping a line with expenses', () => putBudget({ lines: [] }), 409, 'CONFLICT', new RegExp(line.id)],
      [
        'an expense in fractions of a cent',
        () => postExpense(expense({ amountCents: 0.5 })),
        400,
        'VALIDATION_FAILED',
        /amountCents/,
      ],
      [
        'an expense of 12.5',
        () => postExpense(expense({ amountCents: 12.5 })),
        400,
        'VALIDATION_FAILED',
        /amountCents/,
      ],
      [
        'an expense beyond 10^13',
        () => postExpense(expense({ amountCents: 10_000_000_000_001 })),
        400,
        'VALIDATION_FAILED',
        /amountCents/,
      ],
      [
        'a refund beyond −10^13',
        () => postExpense(expense({ amountCents: -10_000_000_000_001 })),
        400,
        'VALIDATION_FAILED',
        /amountCents/,
      ],
      ['an expense of zero', () => postExpense(expense({ amountCents: 0 })), 400, 'VALIDATION_FAILED', /amountCents/],
      [
        'a budget line of another project',
        () => postExpense(expense({ budgetLineId: otherLine.id })),
        400,
        'VALIDATION_FAILED',
        new RegExp(otherLine.id),
      ],
      [
        'a budget line that does not exist',
        () => postExpense(expense({ budgetLineId: randomUUID() })),
        400,
        'VALIDATION_FAILED',
        /budgetLineId/,
      ],
      [
        'a date before the period',
        () => postExpense(expense({ date: '2025-12-31' })),
        422,
        'EXPENSE_OUTSIDE_PERIOD',
        /2025-12-31/,
      ],
      [
        'a date after the period',
        () => postExpense(expense({ date: '2028-01-01' })),
        422,
        'EXPENSE_OUTSIDE_PERIOD',
        /2028-01-01/,
      ],
      [
        'a reference already recorded',
        () => postExpense(expense({ reference: 'PAY-1' })),
        409,
        'CONFLICT',
        new RegExp(before.expenses.data.find((e: any) => e.reference === 'PAY-1').id),
      ],
      ["another organization's document", () => postExpense(expense({ documentId: betaDocument })), 404, 'NOT_FOUND'],
      ['a document that does not exist', () => postExpense(expense({ documentId: randomUUID() })), 404, 'NOT_FOUND'],
      ['a malformed date', () => postExpense(expense({ date: '2026-02-30' })), 400, 'VALIDATION_FAILED', /date/],
      [
        'deleting an expense of another project',
        () =>
          api(`/projects/${otherProjectId}/expenses/${before.expenses.data[0].id}`, { method: 'DELETE', key: key() }),
        404,
        'NOT_FOUND',
      ],
    ];
    for (const [label, send, status, code, message] of cases) {
      const res = await send();
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.code, label).toBe(code);
      if (message) expect(res.body.error + JSON.stringify(res.body.issues ?? []), label).toMatch(message);
      expect(JSON.stringify(res.body), label).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
      expect(await state(), `${label} changed something`).toEqual(before);
    }
    await api(`/documents/${betaDocument}`, { method: 'DELETE', key: f().orgB.fullKey });
  });

  it("another organization's project is a 404 for every operation, and nothing of it changes", async () => {
    const before = await state();
    const beta = f().orgB.fullKey;
    const line = before.budget.lines[0];
    const answers = await Promise.all([
      budgetOf(projectId, beta),
      putBudget({ lines: [] }, projectId, beta),
      api(`/projects/${projectId}/expenses`, { key: beta }),
      postExpense({ budgetLineId: line.id, date: '2026-03-01', amountCents: 1 }, projectId, beta),
      api(`/projects/${projectId}/expenses/${before.expenses.data[0].id}`, { method: 'DELETE', key: beta }),
    ]);
    expect(answers.map((a) => [a.status, (a.body as any).code])).toEqual(Array(5).fill([404, 'NOT_FOUND']));
    expect(await state()).toEqual(before);
  });

  it('VIEW_BUDGETS reads, MANAGE_BUDGETS changes: keys and roles', async () => {
    const before = await state();
    // The default read-only key reads projects, not budgets.
    const readKey = f().orgA.readKey;
    for (const res of [
      await budgetOf(projectId, readKey),
      await api(`/projects/${projectId}/expenses`, { key: readKey }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(res.body.error).toMatch(/VIEW_BUDGETS/);
    }
    const write = await putBudget({ lines: [] }, projectId, readKey);
    expect([write.status, write.body.code]).toEqual([403, 'FORBIDDEN']);
    // A viewer and a member read the budget; neither changes it.
    for (const who of ['viewer', 'member'] as const) {
      const headers = { Authorization: `Bearer ${f().users[who].idToken}` };
      expect((await api(`/projects/${projectId}/budget`, { headers })).status, who).toBe(200);
      const put = await api(`/projects/${projectId}/budget`, { method: 'PUT', headers, body: { lines: [] } });
      expect([put.status, put.body.code], who).toEqual([403, 'FORBIDDEN']);
      expect(put.body.error).toMatch(/MANAGE_BUDGETS/);
      const post = await api(`/projects/${projectId}/expenses`, {
        method: 'POST',
        headers,
        body: { budgetLineId: before.budget.lines[0].id, date: '2026-03-01', amountCents: 1 },
      });
      expect([post.status, post.body.code], who).toEqual([403, 'FORBIDDEN']);
    }
    // The portal token holds the default permissions: no budgets.
    const portal = await api(`/projects/${projectId}/budget`, {
      headers: { Authorization: `Bearer ${f().orgA.portalToken}` },
    });
    expect([portal.status, portal.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await state()).toEqual(before);
  });

  it("the summary report's finance and the portal's budget tables follow VIEW_BUDGETS", async () => {
    // A project of its own, the newest of alpha's: first on the portal's list.
    const id = await wonProject(2_000);
    const budget = await putBudget(
      {
        lines: [
          { category: 'personnel', description: 'Coordinator', amountCents: 150_000 },
          { category: 'travel', description: 'Site visits', amountCents: 33_333 },
        ],
      },
      id,
    );
    expect(budget.status).toBe(200);
    const [personnel, travel] = budget.body.lines;
    for (const [line, cents] of [
      [personnel, 100_001],
      [travel, 40_000], // over its line: 120.00 %
      [travel, -1],
    ] as const) {
      expect((await postExpense({ budgetLineId: line.id, date: '2026-05-05', amountCents: cents }, id)).status).toBe(
        201,
      );
    }

    // finance: every project of alpha's, so at least this one's; null to a key without VIEW_BUDGETS.
    const full = await api('/reports/summary', { key: key() });
    expect(full.status).toBe(200);
    const finance = full.body.finance;
    expect(finance.remainingCents).toBe(finance.budgetedCents - finance.spentCents);
    expect(finance.budgetedCents).toBeGreaterThanOrEqual(183_333);
    expect(finance.awardedCents).toBeGreaterThanOrEqual(200_000);
    const readOnly = await api('/reports/summary', { key: f().orgA.readKey });
    expect([readOnly.status, readOnly.body.finance]).toEqual([200, null]);

    // The portal: a token given VIEW_BUDGETS shows the project's lines against spending, exactly; the default does not.
    const admin = await signIn(f().users.admin.email, f().users.admin.password);
    const created = await admin.mutate<{ token: string }>('extensions.portalTokens.create', {
      name: `Budgets ${randomUUID()}`,
      permissions: ['VIEW_REPORTS', 'VIEW_PROJECTS', 'VIEW_BUDGETS'],
    });
    expect(created.status).toBe(200);
    recordSecrets('budgets-portal', [created.data!.token]);
    const page = async (token: string) => {
      const res = await fetch(`${f().baseUrl}/portal/reports?token=${token}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    const html = await page(created.data!.token);
    const name = (await api(`/projects/${id}`, { key: key() })).body.name as string;
    const caption = html.indexOf(`Budget of ${name.replaceAll('&', '&amp;')} against spending`);
    expect(caption).toBeGreaterThan(0);
    const table = html.slice(caption);
    const cells = [...table.slice(0, table.indexOf('</table>')).matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual([
      ...['$1,500.00', '$1,000.01', '$499.99', '66.67%'],
      ...['$333.33', '$399.99', '-$66.66', '120%'],
      ...['$1,833.33', '$1,400.00', '$433.33', ''],
    ]);
    expect(html).toContain('aria-label="Finance"');
    const plain = await page(f().orgA.portalToken);
    expect(plain).not.toContain('data-testid="portal-budget"');
    expect(plain).not.toContain('aria-label="Finance"');
  });
});
