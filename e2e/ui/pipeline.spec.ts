// The pipeline: drag a pursuit across stages by its card (optimistic; a refused move rolls back with the server's
// message; screen readers hear the pursuit's title), or with the keyboard from its grip; mark it won → its project
// appears with the default deliverables → complete one.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signIn, trpcCall } from './helpers';

/** Drags a card by its body (where its title is, not the grip) into another column, as a mouse user does. */
async function drag(page: Page, card: Locator, target: Locator) {
  const from = (await card.getByTestId('pursuit-title').boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

/** Records every text the board's live region takes from now on (each announcement replaces the one before). */
async function listen(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector('[id^="DndLiveRegion"]')!;
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

test('drag a pursuit to submitted, mark it won, complete a deliverable of its project', async ({ page }) => {
  await signIn(page);
  const title = `Pipeline test ${Date.now()}`;
  await trpcCall(page, 'pursuits.create', { title, amountRequested: 80000, stage: 'qualifying' }, 'mutation');

  await page.goto('/pursuits');
  await expect(page.getByRole('heading', { level: 1, name: 'Pursuits' })).toBeVisible();
  // Each check waits for exactly one card (a streamed page briefly holds a hidden second copy), then its visibility.
  const column = (stage: string) => page.locator(`section[data-stage="${stage}"]`);
  const card = page.getByTestId('pursuit-card').filter({ hasText: title });
  await expect(column('qualifying').getByText(title)).toHaveCount(1);
  await expect(column('qualifying').getByText(title)).toBeVisible();
  await screenshot(page, 'pursuits-board');

  await drag(page, card, column('drafting'));
  await expect(column('drafting').getByText(title)).toHaveCount(1);
  await expect(column('drafting').getByText(title)).toBeVisible();
  await expect(page.getByText('Moved to Drafting').first()).toBeVisible();
  await drag(page, card, column('submitted'));
  await expect(column('submitted').getByText(title)).toHaveCount(1);
  await expect(column('submitted').getByText(title)).toBeVisible();
  await expect(page.getByText('Moved to Submitted').first()).toBeVisible();

  // Open it, see the history, mark it won.
  await card.getByText(title).click();
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel.getByText('Stage: Qualifying → Drafting')).toBeVisible();
  await expect(panel.getByText('Stage: Drafting → Submitted')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark won' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this pursuit won?' });
  await confirm.getByLabel('Amount awarded (USD)').fill('75000');
  await confirm.getByRole('button', { name: 'Mark won' }).click();
  await expect(confirm).toBeHidden();
  await panel.getByRole('link', { name: /Open the project/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$75,000 awarded')).toBeVisible();
  const deliverables = page.getByTestId('deliverable');
  await expect(deliverables.first()).toBeVisible();
  expect(await deliverables.count()).toBeGreaterThan(0);
  const first = deliverables.first();
  const name = (await first.locator('p').first().textContent())!.trim();
  await first.getByRole('button', { name: `Complete ${name}` }).click();
  await expect(page.getByText('Deliverable completed').first()).toBeVisible();
  await expect(first.getByRole('button', { name: `Reopen ${name}` })).toBeVisible();
  await screenshot(page, 'project');
});

test('the whole card drags, the move persists, and the live region names the pursuit and its stages', async ({
  page,
}) => {
  await signIn(page);
  const title = `Card drag test ${Date.now()}`;
  const { id } = await trpcCall<{ id: string }>(page, 'pursuits.create', { title, stage: 'prospect' }, 'mutation');
  await page.goto('/pursuits');
  const column = (stage: string) => page.locator(`section[data-stage="${stage}"]`);
  const card = page.getByTestId('pursuit-card').filter({ hasText: title }).filter({ visible: true });
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect(column('prospect').getByText(title).filter({ visible: true })).toHaveCount(1);

  // The board's live region is mounted once the page is hydrated; until then there is nothing to listen to.
  await expect(announced).toBeAttached();

  // Picked up by its title (the card's body): it moves, and the drop does not also open the pursuit.
  let heard = await listen(page);
  await drag(page, card, column('drafting'));
  await expect(announced).toHaveText(`${title} dropped in Drafting.`);
  // Picked up, it is at once over its own stage: that is what the region says first (a screen reader hears the
  // last text of a render).
  expect(await heard()).toContain(`${title} is over Prospect, where it is now.`);
  expect(await heard()).toContain(`${title} is over Drafting.`);
  expect((await heard()).filter((text) => text.includes(id))).toEqual([]);
  await expect(page.getByText('Moved to Drafting').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(column('drafting').getByText(title).filter({ visible: true })).toHaveCount(1);
  await expect(column('prospect').getByText(title)).toHaveCount(0);

  // A click on the card's title still opens it.
  await card.getByTestId('pursuit-title').click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);

  // The keyboard: space on the grip picks it up, arrows carry it over the next stage, space drops it.
  heard = await listen(page);
  await card.getByRole('button', { name: `Move ${title}` }).focus();
  await page.keyboard.press('Space');
  await expect.poll(heard).toContain(`${title} is over Drafting, where it is now.`);
  for (let i = 0; i < 40 && !/is over Submitted/.test((await announced.textContent()) ?? ''); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(announced).toHaveText(`${title} is over Submitted.`);
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`${title} dropped in Submitted.`);
  await expect(page.getByText('Moved to Submitted').first()).toBeVisible();
  await page.reload();
  await expect(column('submitted').getByText(title).filter({ visible: true })).toHaveCount(1);
});

test('a refused move rolls back and shows the server message', async ({ page }) => {
  await signIn(page);
  const title = `Rollback test ${Date.now()}`;
  const p = await trpcCall<{ id: string }>(page, 'pursuits.create', { title, stage: 'prospect' }, 'mutation');
  await page.goto('/pursuits');
  const column = (stage: string) => page.locator(`section[data-stage="${stage}"]`);
  const card = page.getByTestId('pursuit-card').filter({ hasText: title });
  // While the board re-renders it can briefly hold a second, hidden copy of a card: the visible one is the card.
  await expect(column('prospect').getByText(title).filter({ visible: true })).toHaveCount(1);
  // Withdrawn behind the board's back: the board still shows it, and the server refuses the stage change.
  await trpcCall(page, 'pursuits.update', { id: p.id, status: 'withdrawn' }, 'mutation');
  await drag(page, card, column('drafting'));
  await expect(page.getByText('The pursuit was not moved').first()).toBeVisible();
  await expect(column('drafting').getByText(title)).toBeHidden();
});

test('the panel offers the moves the server allows (allowedMoves), and only those', async ({ page }) => {
  await signIn(page);
  const title = `Moves test ${Date.now()}`;
  const p = await trpcCall<{ id: string }>(page, 'pursuits.create', { title, stage: 'drafting' }, 'mutation');

  await page.goto(`/pursuits?open=${p.id}`);
  const panel = page.getByRole('dialog', { name: title });
  // Open at drafting: any stage, hold or withdraw; won and lost wait for submitted.
  await expect(panel.getByRole('button', { name: 'Put on hold' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark won' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark lost' })).toHaveCount(0);
  await expect(panel.getByText('Won and lost become available once the application is submitted.')).toBeVisible();
  await expect(panel.getByLabel('Stage').locator('option')).toHaveCount(4);

  // Withdrawn: reopening is the one move left, and the stage stays where it was.
  await trpcCall(page, 'pursuits.update', { id: p.id, status: 'withdrawn' }, 'mutation');
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Put on hold' })).toHaveCount(0);
  await expect(panel.getByLabel('Stage')).toHaveCount(0);
});
