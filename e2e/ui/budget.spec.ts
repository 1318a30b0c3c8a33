// A funded project's budget and expenses in the dashboard (docs/post-award.md#in-the-dashboard), in real Chromium
// against the real server: a manager sets a budget of two lines (refused first for exceeding the award), records
// expenses typed in dollars, sees spent, remaining and % spent follow, the charts described, the server's refusals
// (a reference recorded twice, a date outside the period, a line with expenses left out) and a delete; a viewer sees
// the budget without a single control that changes it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, signIn, trpcCall } from './helpers';
import { joinAsNewUser, strongPassword, uniqueEmail } from './invite-steps';

// The docs' screenshot is refreshed on request (UPDATE_DOC_IMAGES=1), so a test run leaves the tree as it was.
const DOCS_SHOTS =
  process.env.UPDATE_DOC_IMAGES === '1'
    ? path.resolve('docs', 'screenshots')
    : path.resolve('.test-output', 'doc-images');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// The project began 30 days ago and runs for a year: expenses in the past fall inside it, and it has a pace.
const START = day(-30);
const END = day(334);

/** A pursuit won for `dollars` over START–END: its project's id. */
async function wonProject(page: Page, dollars: number) {
  const pursuit = await trpcCall<{ id: string }>(
    page,
    'pursuits.create',
    { title: `Budget UI ${Date.now()}`, stage: 'submitted' },
    'mutation',
  );
  const won = await trpcCall<{ project: { id: string } }>(
    page,
    'pursuits.update',
    { id: pursuit.id, status: 'won', amountAwarded: dollars, projectStartDate: START, projectEndDate: END },
    'mutation',
  );
  return won.project.id;
}

/** The cells of the budget table's row for `description` (or the Total row). */
const budgetRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Budget lines' }).getByRole('row').filter({ hasText: text });

async function addExpense(
  page: Page,
  fields: { line: string; date: string; amount: string; vendor?: string; reference?: string },
) {
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  await dialog.getByLabel('Budget line').selectOption({ label: fields.line });
  await dialog.getByLabel('Date').fill(fields.date);
  await dialog.getByLabel('Amount (USD)').fill(fields.amount);
  if (fields.vendor) await dialog.getByLabel('Vendor').fill(fields.vendor);
  if (fields.reference) await dialog.getByLabel('Reference').fill(fields.reference);
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  return dialog;
}

/** A toast by its title, in the toasts' region. */
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });

async function expectCells(row: Locator, cells: string[]) {
  await expect(row.getByRole('cell')).toHaveText(cells);
}

test('a manager sets a budget, records and deletes expenses, and sees the figures and charts follow', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const projectId = await wonProject(page, 5_000);
  await page.goto(`/projects/${projectId}`);
  const budget = page.getByTestId('budget-section');
  await expect(budget.getByText('Award $5,000.00')).toBeVisible();
  await expect(budget.getByText('No budget yet')).toBeVisible();
  // No line to charge yet.
  await expect(page.getByRole('button', { name: 'Add expense' })).toBeDisabled();

  // Two lines over the award: refused, nothing saved, and the dialog says by how much.
  await budget.getByRole('button', { name: 'Edit budget' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit budget' });
  await editor.getByLabel('Category of line 1').selectOption({ label: 'Personnel' });
  await editor.getByLabel('Description of line 1').fill('Research assistant');
  await editor.getByLabel('Amount of line 1').fill('3,000');
  await editor.getByRole('button', { name: 'Add line' }).click();
  await editor.getByLabel('Category of line 2').selectOption({ label: 'Travel' });
  await editor.getByLabel('Description of line 2').fill('Field visits');
  await editor.getByLabel('Amount of line 2').fill('2500.01');
  await expect(editor.getByText('$500.01 over the award')).toBeVisible();
  await editor.getByRole('button', { name: 'Save budget' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'The lines total $5,500.01, more than the award of $5,000.00. Lower them by $500.01 or more.',
  );
  expect((await trpcCall<{ revision: number }>(page, 'budgets.get', { id: projectId })).revision).toBe(0);

  // A fraction of a cent is refused before anything is sent.
  await editor.getByLabel('Amount of line 2').fill('1500.505');
  await expect(editor.getByText('An amount is in whole cents: at most two decimals')).toBeVisible();
  await editor.getByLabel('Amount of line 2').fill('1500.5');
  await editor.getByRole('button', { name: 'Save budget' }).click();
  await expect(toast(page, 'Budget saved')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(budget.getByText('Award $5,000.00 · revision 1')).toBeVisible();
  await expectCells(budgetRow(page, 'Research assistant'), [
    'Personnel',
    'Research assistant',
    '$3,000.00',
    '$0.00',
    '$3,000.00',
    '0%',
  ]);
  await expectCells(budgetRow(page, 'Field visits'), [
    'Travel',
    'Field visits',
    '$1,500.50',
    '$0.00',
    '$1,500.50',
    '0%',
  ]);

  // Two expenses, typed in dollars: 1200.30 is 120,030 cents exactly.
  let dialog = await addExpense(page, {
    line: 'Personnel — Research assistant',
    date: day(-20),
    amount: '1200.30',
    vendor: 'Campus payroll',
    reference: 'PAY-0001',
  });
  await expect(toast(page, 'Expense added')).toBeVisible();
  await expect(dialog).toBeHidden();
  dialog = await addExpense(page, {
    line: 'Travel — Field visits',
    date: day(-10),
    amount: '$250.25',
    vendor: 'Rail company',
    reference: 'TRV-0001',
  });
  await expect(dialog).toBeHidden();
  await expectCells(budgetRow(page, 'Research assistant'), [
    'Personnel',
    'Research assistant',
    '$3,000.00',
    '$1,200.30',
    '$1,799.70',
    '40.01%',
  ]);
  // 25,025 / 150,050 = 16.677…%: two decimals, as the server rounds.
  await expectCells(budgetRow(page, 'Field visits'), [
    'Travel',
    'Field visits',
    '$1,500.50',
    '$250.25',
    '$1,250.25',
    '16.68%',
  ]);
  await expect(budgetRow(page, 'Total')).toContainText('$4,500.50$1,450.55$3,049.95');
  const expenses = page.getByRole('table', { name: 'Expenses, oldest first' });
  await expect(expenses.getByRole('row')).toHaveCount(3);
  await expect(expenses.getByRole('row').nth(1)).toContainText('Personnel — Research assistant$1,200.30Campus payroll');

  // The figures and both charts, described in text.
  // 31 days begun of 365 (both ends counted): 8.49%; $1,450.55 over them is 4,679 cents a day, which over the
  // 365 days is $17,078.35: $12,577.85 over the $4,500.50 budgeted, shown as over.
  const figures = page.getByRole('group', { name: 'Budget figures' });
  await expect(figures).toContainText('Period elapsed8.49%');
  await expect(figures).toContainText('Burn rate$46.79 / day');
  await expect(figures).toContainText('Projected spend$17,078.35');
  await expect(figures).toContainText('Projected variance+$12,577.85Over budget at this pace');
  await expect(
    page.getByRole('img', {
      name: 'Budget and spending by category: Personnel $1,200.30 of $3,000.00; Travel $250.25 of $1,500.50.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Burn line/ })).toContainText(`$1,450.55 spent by`);
  // Drawn once their frames come into view.
  await page.getByRole('figure', { name: /^Burn line/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.locator('.recharts-line').first()).toBeVisible();

  // The server's refusals, shown in the form, and nothing recorded.
  dialog = await addExpense(page, {
    line: 'Personnel — Research assistant',
    date: day(-5),
    amount: '10',
    reference: 'PAY-0001',
  });
  await expect(dialog.getByRole('alert')).toContainText(
    'The reference PAY-0001 is already recorded: the expense of $1,200.30',
  );
  await expect(dialog.getByRole('alert')).toContainText('(Campus payroll)');
  await dialog.getByLabel('Reference').fill('PAY-0002');
  await dialog.getByLabel('Date').fill(day(-31));
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog.getByRole('alert')).toContainText('outside the project period');
  await dialog.getByLabel('Amount (USD)').fill('0.001');
  await dialog.getByLabel('Vendor').focus();
  await expect(dialog.getByText('An amount is in whole cents: at most two decimals')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(expenses.getByRole('row')).toHaveCount(3);

  // Leaving out a line with expenses: 409, named.
  await budget.getByRole('button', { name: 'Edit budget' }).click();
  await editor.getByRole('button', { name: 'Remove line 1' }).click();
  await editor.getByRole('button', { name: 'Save budget' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'Expenses are charged to a line you removed: Personnel — Research assistant. Keep it, or delete its expenses first.',
  );
  await editor.getByRole('button', { name: 'Cancel' }).click();

  await expectAccessible(page);
  fs.mkdirSync(DOCS_SHOTS, { recursive: true });
  // The section as a reader sees it, without the toasts that would cover its charts.
  await budget.screenshot({
    path: path.join(DOCS_SHOTS, 'project-budget.png'),
    style: '[role="region"][aria-label^="Notifications"] { display: none !important; }',
  });

  // Delete the travel expense, confirmed: its line's spent amount drops at once.
  await expenses.getByRole('button', { name: /^Delete the expense of \$250\.25/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this expense?' });
  await confirm.getByRole('button', { name: 'Delete expense' }).click();
  await expect(toast(page, 'Expense deleted')).toBeVisible();
  await expectCells(budgetRow(page, 'Field visits'), [
    'Travel',
    'Field visits',
    '$1,500.50',
    '$0.00',
    '$1,500.50',
    '0%',
  ]);
  await expect(expenses.getByRole('row')).toHaveCount(2);

  // On a phone the tables pan inside their box: the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Budget lines' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a viewer sees the budget and expenses but nothing that changes them', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000); // an invitation, an account and a second sign-in
  await signIn(page);
  const projectId = await wonProject(page, 2_000);
  const saved = await trpcCall<{ lines: { id: string }[] }>(
    page,
    'budgets.replace',
    { id: projectId, lines: [{ category: 'supplies', description: 'Sensors', amountCents: 150_000 }] },
    'mutation',
  );
  await trpcCall(
    page,
    'budgets.expenses.create',
    { id: projectId, budgetLineId: saved.lines[0]!.id, date: day(-3), amountCents: 37_512, vendor: 'Lab supply' },
    'mutation',
  );
  const email = uniqueEmail('budget-viewer');
  const password = strongPassword();
  const { link } = await trpcCall<{ link: string }>(page, 'members.invite', { email, role: 'viewer' }, 'mutation');
  await joinAsNewUser(page.request, link, 'Budget Viewer', password);
  const viewer = await (await browser.newContext({ baseURL })).newPage();
  await viewer.goto('/login');
  await viewer.getByLabel('Email').fill(email);
  await viewer.getByLabel('Password').fill(password);
  await viewer.getByRole('button', { name: 'Sign in' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await viewer.goto(`/projects/${projectId}`);
  await expectCells(budgetRow(viewer, 'Sensors'), [
    'Supplies',
    'Sensors',
    '$1,500.00',
    '$375.12',
    '$1,124.88',
    '25.01%',
  ]);
  await expect(viewer.getByRole('table', { name: 'Expenses, oldest first' })).toContainText('Lab supply');
  await expect(viewer.getByRole('figure', { name: /^Budget and spending by category/ })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Edit budget' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Add expense' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  // Reading the budget includes taking it away as CSV.
  await expect(viewer.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^Delete the expense/ })).toHaveCount(0);
  await expectAccessible(viewer);
  await viewer.context().close();
});
