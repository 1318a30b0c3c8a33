// A new user's tour without rough edges: every page fits a 390 px phone with no sideways scroll, every page loads
// with a clean console (no error or warning, no failed request: the favicon is served), and the layouts that once
// broke at desktop width (the default deliverables' titles, the grants status filter) show their content whole.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, horizontalOverflow, signIn, trpcCall } from './helpers';

const PHONE = { width: 390, height: 844 };

/** Every dashboard page, with real ids (a grant, a pursuit, a project) and a working portal link. */
async function dashboardPages(page: Page) {
  const first = async (procedure: string) =>
    (await trpcCall<{ data: { id: string }[] }>(page, procedure, { limit: 1 })).data[0]!.id;
  const [grant, pursuit, project] = [
    await first('grants.list'),
    await first('pursuits.list'),
    await first('projects.list'),
  ];
  const portal = await trpcCall<{ token: string }>(
    page,
    'extensions.portalTokens.create',
    { name: 'Tour' },
    'mutation',
  );
  return {
    signedIn: [
      '/',
      '/grants',
      '/grants/plan-ahead',
      `/grants/${grant}`,
      '/missions',
      '/pursuits',
      '/pursuits?view=list',
      `/pursuits?open=${pursuit}`,
      '/projects',
      `/projects/${project}`,
      '/reports',
      '/settings/extensions',
      '/settings/extensions?tab=portal-tokens',
      '/settings/extensions?tab=webhooks',
      '/settings/members',
      '/settings/audit-log',
      '/settings/calendar',
      '/settings/notifications',
      '/settings/templates',
    ],
    // Seen by someone who is not signed in.
    public: [
      '/login',
      '/forgot-password',
      '/invite/not-a-real-invitation-token',
      '/reset-password/not-a-real-reset-token',
      `/portal/reports?token=${portal.token}`,
      '/docs',
    ],
  };
}

/** Waits for the page to settle: its h1 shown (behind a panel it opens with, too), nothing loading, the network quiet. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

async function freshPage(browser: Browser, baseURL: string | undefined, viewport = PHONE) {
  return (await browser.newContext({ baseURL, viewport })).newPage();
}

test('every page fits a 390 px phone: no sideways scroll, nothing wider than the screen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signIn(page);
  const pages = await dashboardPages(page);
  const visitor = await freshPage(browser, baseURL);
  for (const [who, path] of [
    ...pages.signedIn.map((p) => [page, p] as const),
    ...pages.public.map((p) => [visitor, p] as const),
  ]) {
    await test.step(path.replace(/token=.*/, 'token=…'), async () => {
      await settle(who, path);
      const overflow = await horizontalOverflow(who);
      expect(overflow.culprits, `${path}: elements past the right edge`).toEqual([]);
      expect(overflow.scrollWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
    });
  }
  await visitor.context().close();
});

test('every page loads with a clean console: no error or warning, no failed request', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const pages = await dashboardPages(page);
  // New contexts, so each first load asks for the favicon as a new visitor's browser does.
  const desktop = { width: 1366, height: 768 };
  const user = await freshPage(browser, baseURL, desktop);
  const visitor = await freshPage(browser, baseURL, desktop);
  const problems: string[] = [];
  for (const p of [user, visitor]) {
    p.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${p.url()} console.${m.type()}: ${m.text()}`);
    });
    p.on('pageerror', (e) => problems.push(`${p.url()} uncaught: ${e.message}`));
    // A request the next navigation cancels (a link prefetch) is not a failure anyone sees.
    p.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${r.url()} failed: ${r.failure()?.errorText}`);
    });
    p.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.url()} answered ${r.status()}`);
    });
  }
  // The same sign-in a user makes, in the context that records.
  await user.goto('/login');
  await user.getByLabel('Email').fill(demo().email);
  await user.getByLabel('Password').fill(demo().password);
  await user.getByRole('button', { name: 'Sign in' }).click();
  await expect(user.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  for (const [who, path] of [
    ...pages.signedIn.map((p) => [user, p] as const),
    ...pages.public.map((p) => [visitor, p] as const),
  ]) {
    await test.step(path.replace(/token=.*/, 'token=…'), () => settle(who, path));
  }
  expect(problems).toEqual([]);

  // The icons the pages name are served, and so is /favicon.ico, which browsers ask for on their own.
  const favicon = await visitor.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  await visitor.goto('/login');
  const icons = await visitor
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of icons) {
    const res = await visitor.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\//);
  }
  await user.context().close();
  await visitor.context().close();
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
