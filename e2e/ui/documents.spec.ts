// The writer's flow with documents (docs/documents.md#in-the-dashboard, docs/applications.md), in real Chromium against
// the real server and store: apply the federal template to a pursuit, drop the narrative (a real PDF) on its checklist
// item, replace it with a second version from the keyboard, see version 2 in the item and in the Documents section
// (both versions downloadable, byte for byte), tick items off, copy a boilerplate answer, and be stopped at Submitted by
// the open required items.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfWith } from '../../server/testing/sample-files';
import { expectAccessible, signIn, trpcCall } from './helpers';

// The docs' screenshots are refreshed on request (UPDATE_DOC_IMAGES=1), so a test run leaves the tree as it was.
const DOCS_SHOTS =
  process.env.UPDATE_DOC_IMAGES === '1'
    ? path.resolve('docs', 'screenshots')
    : path.resolve('.test-output', 'doc-images');

async function docsScreenshot(page: Page, name: string) {
  fs.mkdirSync(DOCS_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(DOCS_SHOTS, `${name}.png`), fullPage: false });
}

/** Drops a file on `target` as a browser does when one is dragged in from the desktop: dragenter, dragover, drop. */
async function dropFile(page: Page, target: Locator, file: { name: string; bytes: Uint8Array }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name: file.name, bytes: [...file.bytes] },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  // The item shows where the file will land.
  await expect(target).toHaveAttribute('data-drop-target', 'true');
  await target.dispatchEvent('drop', { dataTransfer });
  await expect(target).not.toHaveAttribute('data-drop-target');
}

/** Follows a download link and answers the bytes the browser saved. */
async function downloadedBytes(page: Page, link: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return fs.readFileSync((await download.path())!);
}

/** Drags a card by its body into another column, as a mouse user does (as e2e/ui/requirements.spec.ts). */
async function drag(page: Page, card: Locator, target: Locator) {
  const from = (await card.getByTestId('pursuit-title').boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

test('the writer drops the narrative on its item, replaces it, ticks items off, copies an answer, is stopped at Submitted', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const title = `Documents test ${Date.now()}`;
  await trpcCall(page, 'pursuits.create', { title, stage: 'drafting', deadline: '2027-11-30' }, 'mutation');

  await page.goto('/pursuits');
  const column = (stage: string) => page.locator(`section[data-stage="${stage}"]`);
  const card = page.getByTestId('pursuit-card').filter({ hasText: title });
  await card.getByText(title).click();
  const panel = page.getByRole('dialog', { name: title });
  const checklist = panel.getByTestId('requirements-checklist');
  const documents = panel.getByTestId('documents-section');
  await expect(documents.getByText('No documents yet.')).toBeVisible();

  await checklist.getByLabel('Template').selectOption({ label: 'Federal application (Grants.gov) (8 items)' });
  await checklist.getByRole('button', { name: 'Apply template' }).click();
  await expect(checklist.getByTestId('requirement-item')).toHaveCount(8);

  // The narrative, dragged in from the desktop and dropped on its item.
  const narrative = checklist
    .getByTestId('requirement-item')
    .filter({ has: page.getByTestId('requirement-title').getByText('Project narrative', { exact: true }) });
  const first = pdfWith('first draft');
  await dropFile(page, narrative, { name: 'narrative.pdf', bytes: first });
  await expect(page.getByText('Document uploaded', { exact: true })).toBeVisible();
  const attached = narrative.getByTestId('requirement-document');
  await expect(attached).toHaveCount(1);
  await expect(attached).toContainText('narrative.pdf');
  await expect(attached).toContainText('version 1');

  // Replaced from the keyboard: the Replace button opens the file picker.
  const second = pdfWith('second draft, after the board read it');
  const chooser = page.waitForEvent('filechooser');
  await narrative.getByRole('button', { name: 'Replace narrative.pdf' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'narrative-v2.pdf', mimeType: 'application/pdf', buffer: second });
  await expect(page.getByText('Version 2 uploaded', { exact: true })).toBeVisible();
  await expect(attached).toHaveCount(1);
  await expect(attached).toContainText('narrative-v2.pdf');
  await expect(attached).toContainText('version 2');

  // The Documents section lists it once, at version 2; each version downloads as the bytes uploaded.
  const row = documents.getByTestId('document-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`narrative-v2.pdf · ${second.byteLength} B · version 2`);
  expect((await downloadedBytes(page, row.getByRole('link', { name: 'Download narrative.pdf' }))).equals(second)).toBe(
    true,
  );
  await row.getByRole('button', { name: 'Versions of narrative.pdf' }).click();
  const versions = row.getByTestId('document-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2: narrative-v2.pdf');
  const older = versions.getByRole('link', { name: 'Version 1: narrative.pdf' });
  expect((await downloadedBytes(page, older)).equals(first)).toBe(true);
  await expectAccessible(page);

  // The item with its file and the Documents section, in one picture for the docs.
  await page.setViewportSize({ width: 1366, height: 1900 });
  await expect(page.getByText('Version 2 uploaded', { exact: true })).toBeHidden({ timeout: 15_000 });
  await narrative.evaluate((item) => item.scrollIntoView({ block: 'start' }));
  await expect(documents).toBeInViewport();
  await docsScreenshot(page, 'documents-pursuit-panel');
  await page.setViewportSize({ width: 1366, height: 768 });

  // Items ticked off: the narrative among them; four required items stay open.
  await checklist.getByLabel('Status of Project narrative').selectOption('done');
  await expect(checklist.getByTestId('checklist-summary')).toHaveText('1 of 8 done · 5 required open');
  await checklist.getByLabel('Status of SAM.gov registration current').selectOption('done');
  await expect(checklist.getByTestId('checklist-summary')).toHaveText('2 of 8 done · 4 required open');

  // An answer of the boilerplate library, copied whole from the panel.
  const picker = checklist.getByRole('region', { name: 'Answers from the boilerplate library' });
  await picker.getByLabel('Search the answers').fill('history');
  const answers = picker.getByRole('list', { name: 'Boilerplate answers' }).getByRole('listitem');
  await expect(answers.first()).toContainText('history', { ignoreCase: true });
  const copied = (await answers
    .first()
    .getByRole('button', { name: /^Copy / })
    .getAttribute('aria-label'))!;
  await answers.first().getByRole('button', { name: copied }).click();
  await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
  const listed = await trpcCall<{ data: { id: string; title: string }[] }>(page, 'boilerplate.list', {
    q: 'history',
    limit: 5,
    offset: 0,
  });
  const entry = listed.data.find((e) => `Copy ${e.title}` === copied)!;
  const full = await trpcCall<{ body: string }>(page, 'boilerplate.get', { id: entry.id });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full.body);

  await panel.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(panel).toBeHidden();

  // Dropped on Submitted: refused while required items are open, the card goes back.
  await drag(page, card, column('submitted'));
  const blocked = page.getByTestId('requirements-blocked');
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText('4 required items are still open');
  await expect(blocked).toContainText('SF-424 Application for Federal Assistance');
  await expect(column('drafting').getByText(title)).toHaveCount(1);
});
