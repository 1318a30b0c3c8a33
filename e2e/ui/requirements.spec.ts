// Requirement checklists in the dashboard (docs/applications.md): apply the demo's federal template to a pursuit, tick
// items off, copy an answer of the boilerplate library from the panel, see "n/8" on its kanban card, be stopped at
// Submitted by the open required items, then submit anyway (recorded in the history). And Settings → Application templates at phone width: create, edit, delete, no sideways
// scroll, axe-clean.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, horizontalOverflow, screenshot, signIn, trpcCall } from './helpers';

/** Drags a card by its body into another column, as a mouse user does (as e2e/ui/pipeline.spec.ts). */
async function drag(page: Page, card: Locator, target: Locator) {
  const from = (await card.getByTestId('pursuit-title').boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

test('apply a template, tick items, copy a boilerplate answer, progress on the card, stopped at Submitted, then submitted anyway', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const title = `Checklist test ${Date.now()}`;
  await trpcCall(page, 'pursuits.create', { title, stage: 'drafting', deadline: '2027-11-30' }, 'mutation');

  await page.goto('/pursuits');
  const column = (stage: string) => page.locator(`section[data-stage="${stage}"]`);
  const card = page.getByTestId('pursuit-card').filter({ hasText: title });
  await expect(column('drafting').getByText(title)).toHaveCount(1);
  await card.getByText(title).click();
  const panel = page.getByRole('dialog', { name: title });
  const checklist = panel.getByTestId('requirements-checklist');
  await expect(checklist.getByText('No items yet.')).toBeVisible();

  await checklist.getByLabel('Template').selectOption({ label: 'Federal application (Grants.gov) (8 items)' });
  await checklist.getByRole('button', { name: 'Apply template' }).click();
  await expect(checklist.getByTestId('requirement-item')).toHaveCount(8);
  await expect(checklist.getByTestId('checklist-summary')).toHaveText('0 of 8 done · 6 required open');

  // Two required items done, one optional waived: three of eight, four required still open.
  await checklist.getByLabel('Status of SAM.gov registration current').selectOption('done');
  await expect(checklist.getByTestId('checklist-summary')).toHaveText('1 of 8 done · 5 required open');
  await checklist.getByLabel('Status of Project abstract').selectOption('done');
  await expect(checklist.getByTestId('checklist-summary')).toHaveText('2 of 8 done · 4 required open');
  await checklist.getByLabel('Status of Letters of support').selectOption('waived');
  await expect(checklist.getByTestId('checklist-summary')).toHaveText('3 of 8 done · 4 required open');
  await expect(checklist.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
    'aria-valuenow',
    '38',
  );

  // Reorder with the keyboard's buttons: the abstract moves up one.
  const titles = () => checklist.getByTestId('requirement-title').allTextContents();
  const before = await titles();
  const at = before.indexOf('Project abstract');
  await checklist.getByRole('button', { name: 'Move Project abstract up' }).click();
  await expect
    .poll(titles)
    .toEqual([...before.slice(0, at - 1), 'Project abstract', before[at - 1], ...before.slice(at + 1)]);
  await screenshot(page, 'pursuit-checklist');

  // The narrative needs the organization's history: found in the boilerplate library from the panel, copied whole.
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

  // The card says 3/8, and reads it out in full.
  const progress = card.getByTestId('requirements-progress');
  await expect(progress).toHaveText('3/8');
  await expect(progress).toHaveAttribute('aria-label', 'Checklist: 3 of 8 done, 4 required open');

  // Dropped on Submitted: refused, the card goes back, the open items are named.
  await drag(page, card, column('submitted'));
  const blocked = page.getByTestId('requirements-blocked');
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText('SF-424 Application for Federal Assistance');
  await expect(blocked).toContainText('4 required items are still open');
  await expect(column('drafting').getByText(title)).toHaveCount(1);
  await screenshot(page, 'requirements-blocked');

  await blocked.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(column('submitted').getByText(title)).toHaveCount(1);
  await expect(page.getByText('Moved to Submitted').first()).toBeVisible();
  await expect(blocked).toBeHidden();

  await card.getByText(title).click();
  await expect(
    page.getByRole('dialog', { name: title }).getByText(/^Submitted with open requirements \(4 required items open: /),
  ).toBeVisible();
});

test('Settings → Application templates at phone width: create, edit, delete; no sideways scroll, axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/settings/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Application templates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Federal application (Grants.gov)' })).toBeVisible();

  const name = `Foundation LOI ${Date.now()}`;
  const form = page.getByRole('region', { name: 'New template' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByLabel('Item 1 title').fill('Letter of inquiry');
  await form.getByLabel('Item 1 kind').selectOption('narrative');
  await form.getByLabel('Item 1: days before the deadline').fill('14');
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByLabel('Item 2 title').fill('Board list');
  await form.getByLabel('Item 2 kind').selectOption('attachment');
  await form.getByRole('button', { name: 'Create template' }).click();

  const saved = page.getByRole('region', { name });
  await expect(saved.getByText('Letter of inquiry')).toBeVisible();
  await expect(saved.getByText('(Narrative, required, 14 days before the deadline)')).toBeVisible();
  expect((await horizontalOverflow(page)).culprits ?? []).toEqual([]);
  await screenshot(page, 'phone-application-templates');
  await expectAccessible(page);

  await saved.getByRole('button', { name: `Edit ${name}` }).click();
  await saved.getByLabel('Item 2 title').fill('Board of directors list');
  await saved.getByRole('button', { name: 'Save template' }).click();
  await expect(saved.getByText('Board of directors list')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  await saved.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
});
