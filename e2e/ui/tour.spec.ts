// A new user's tour without rough edges: every page fits a 390 px phone with no sideways scroll, the favicon is
// served, and the layouts that once broke at desktop width (the default deliverables' titles, the grants status
// filter) show their content whole. The clean console on every page is checked by the walk of accessibility.spec.ts.
import { expect, test } from '@playwright/test';
import { freshPage, horizontalOverflow, settle, signIn, stepName, tourPages, trpcCall } from './helpers';

const PHONE = { width: 390, height: 844 };

test('every page fits a 390 px phone: no sideways scroll, nothing wider than the screen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signIn(page);
  const pages = await tourPages(page);
  const visitor = await freshPage(browser, baseURL, PHONE);
  for (const [who, path] of [
    ...pages.signedIn.map((p) => [page, p] as const),
    ...pages.public.map((p) => [visitor, p] as const),
  ]) {
    await test.step(stepName(path), async () => {
      await settle(who, path);
      const overflow = await horizontalOverflow(who);
      expect(overflow.culprits, `${path}: elements past the right edge`).toEqual([]);
      expect(overflow.scrollWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
    });
  }
  await visitor.context().close();
});

test('the favicon and the icons the pages name are served (browsers ask for /favicon.ico on their own)', async ({
  page,
}) => {
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  await page.goto('/login');
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of icons) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\//);
  }
});

test('the default deliverables’ titles are wide enough to read at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto('/projects');
  const template = page.getByRole('region', { name: 'Default deliverables' });
  const titles = template.getByLabel('Title', { exact: true });
  await expect(titles.first()).toBeVisible();
  expect(await titles.count()).toBeGreaterThan(0);
  for (const width of await titles.evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect().width))) {
    expect(width).toBeGreaterThanOrEqual(200);
  }
});

test('the grants status filter shows the whole of each choice', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto('/grants');
  const status = page.getByLabel('Status', { exact: true });
  // Once the counts have loaded, the choices are at their longest: "Open (posted, forecasted) (1,234)".
  await expect(status.locator('option').first()).toHaveText(/^Open \(posted, forecasted\) \(\d/);
  const fit = await status.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      // The text box: the control less its padding (the right padding holds the arrow).
      room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      labels: [...el.options].map((o) => ({ label: o.text, width: context.measureText(o.text).width })),
    };
  });
  for (const { label, width } of fit.labels) expect(width, label).toBeLessThanOrEqual(fit.room);
});

test('completing a deliverable confirms with a toast that names it', async ({ page }) => {
  await signIn(page);
  const projects = await trpcCall<{ data: { id: string; status: string }[] }>(page, 'projects.list', { limit: 100 });
  const project = projects.data.find((p) => p.status === 'active')!;
  await page.goto(`/projects/${project.id}`);
  const open = page
    .getByTestId('deliverable')
    .filter({ has: page.getByRole('button', { name: /^Complete / }) })
    .first();
  await expect(open).toBeVisible();
  const title = (await open.locator('p').first().textContent())!.trim();
  await open.getByRole('button', { name: `Complete ${title}` }).click();
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByRole('listitem').filter({ hasText: 'Deliverable completed' })).toContainText(title);
  // Put back as it was, which is confirmed too.
  await page
    .getByTestId('deliverable')
    .filter({ hasText: title })
    .getByRole('button', { name: `Reopen ${title}` })
    .click();
  await expect(toasts.getByRole('listitem').filter({ hasText: 'Deliverable reopened' })).toContainText(title);
});
