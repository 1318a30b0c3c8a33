// Importing a bank export into a project's expenses, and downloading its budget as CSV (docs/post-award.md#in-the-
// dashboard), in real Chromium against the real server: a manager chooses a file with a bad row and is told which row,
// chooses the fixed file, previews every row, imports; the expenses and the budget follow, a line past 90 % rings the
// bell, and the budget's CSV download has its lines.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { date } from '../../app/_components/format';
import { expectAccessible, signIn, trpcCall } from './helpers';

// The docs' screenshot is refreshed on request (UPDATE_DOC_IMAGES=1), so a test run leaves the tree as it was.
const DOCS_SHOTS =
  process.env.UPDATE_DOC_IMAGES === '1'
    ? path.resolve('docs', 'screenshots')
    : path.resolve('.test-output', 'doc-images');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The US spelling of `day(offset)`, as many banks export it. */
const usDay = (offset: number) => {
  const [y, m, d] = day(offset).split('-');
  return `${m}/${d}/${y}`;
};

/** A toast by its title, in the toasts' region. */
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });

const budgetRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Budget lines' }).getByRole('row').filter({ hasText: text });

const RUN = Date.now().toString(36);

/** A bank's export of three rows (ISO and US dates, $ amounts), Books' amount as given. */
const bankExport = (booksAmount: string) =>
  [
    'Date,Amount,Category,Vendor,Description,Reference',
    `${day(-20)},"$1,200.00",Personnel,Campus payroll,March payroll,BANK-${RUN}-1`,
    `${usDay(-12)},${booksAmount},Supplies,Bookshop,Readers for the pilot,BANK-${RUN}-2`,
    `${usDay(-5)},$300,personnel,Campus payroll,Overtime,BANK-${RUN}-3`,
    '',
  ].join('\r\n');

test('a manager imports a bank export (a bad row named, then fixed), the bell rings at 90 %, the budget downloads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const title = `Import UI ${RUN}`;
  const pursuit = await trpcCall<{ id: string }>(page, 'pursuits.create', { title, stage: 'submitted' }, 'mutation');
  const won = await trpcCall<{ project: { id: string } }>(
    page,
    'pursuits.update',
    { id: pursuit.id, status: 'won', amountAwarded: 5_000, projectStartDate: day(-30), projectEndDate: day(334) },
    'mutation',
  );
  const projectId = won.project.id;
  await trpcCall(
    page,
    'budgets.replace',
    {
      id: projectId,
      lines: [
        { category: 'personnel', description: 'Coordinator', amountCents: 300_000 },
        { category: 'supplies', description: 'Books', amountCents: 100_000 },
      ],
    },
    'mutation',
  );
  await page.goto(`/projects/${projectId}`);
  await expect(budgetRow(page, 'Books')).toContainText('$1,000.00');

  // A file with a bad amount on row 3, dropped: the dialog names the row, and nothing can be imported.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import expenses from a CSV file' });
  await expect(dialog.getByTestId('import-columns')).toContainText('budgetLineId');
  const file = dialog.getByLabel('CSV file');
  // Dropped on the dialog, as from a file manager.
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'bank.csv', { type: 'text/csv' }));
    return transfer;
  }, bankExport('$9S0.00'));
  await dialog.getByTestId('import-drop').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(dialog.getByRole('alert')).toContainText('Row 3, Amount: "$9S0.00" is not an amount');
  await expect(dialog.getByRole('button', { name: 'Import 0 expenses' })).toBeDisabled();

  // The fixed file, chosen again: every row previewed, nothing written yet.
  await file.setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(bankExport('$950.00')) });
  const preview = dialog.getByRole('table', { name: "The file's rows and what importing does with each" });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(preview.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    '3',
    date(day(-12)),
    '$950.00',
    'Supplies — Books',
    'Bookshop',
    `BANK-${RUN}-2`,
    'Create',
  ]);
  await expect(dialog.getByTestId('import-summary')).toHaveText('3 expenses to create, $2,450.00 in all.');
  expect(
    (await trpcCall<{ pagination: { total: number } }>(page, 'budgets.expenses.list', { id: projectId, limit: 1 }))
      .pagination.total,
  ).toBe(0);
  await expectAccessible(page);
  fs.mkdirSync(DOCS_SHOTS, { recursive: true });
  await dialog.screenshot({ path: path.join(DOCS_SHOTS, 'expense-import-preview.png') });

  await dialog.getByRole('button', { name: 'Import 3 expenses' }).click();
  await expect(toast(page, '3 expenses imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  const expenses = page.getByRole('table', { name: 'Expenses, oldest first' });
  await expect(expenses.getByRole('row')).toHaveCount(4);
  await expect(expenses).toContainText('Readers for the pilot');
  await expect(budgetRow(page, 'Books')).toContainText('$950.00');
  await expect(budgetRow(page, 'Books')).toContainText('95%');
  await expect(budgetRow(page, 'Coordinator')).toContainText('$1,500.00');

  // Books crossed 90 %: the bell tells (its count is polled; a reload asks at once).
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: new RegExp(`${title}: Books reached 90% of its budget`) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The budget as CSV: a download of its lines and total.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('budget-section').getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`budget-import-ui-${RUN}-${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^category,description,currency,budgeted,spent,remaining/);
  expect(lines.find((l) => l.startsWith('Supplies,Books,'))).toMatch(
    /^Supplies,Books,USD,1000\.00,950\.00,50\.00,95\b/,
  );
  expect(lines.find((l) => l.startsWith('Personnel,Coordinator,'))).toMatch(
    /^Personnel,Coordinator,USD,3000\.00,1500\.00,1500\.00,50\b/,
  );
});
