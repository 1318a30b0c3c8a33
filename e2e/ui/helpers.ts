// Shared steps for the dashboard flows: the demo login, signing in through the real form, screenshots, axe.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

export const demo = () =>
  JSON.parse(fs.readFileSync(process.env.E2E_DEMO_LOGIN ?? '.test-output/e2e/demo-login.json', 'utf8')) as {
    email: string;
    password: string;
    organizationId: string;
  };

export async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo().email);
  await page.getByLabel('Password').fill(demo().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/**
 * The Origin a page of the app sends with a POST, for requests made outside the page (Playwright's request
 * context sends none): /api/trpc refuses a POST from anywhere else (docs/dashboard.md#same-origin-only).
 */
export const appOrigin = () => ({ Origin: new URL(test.info().project.use.baseURL!).origin });

const SHOTS = path.resolve('.test-output', 'screenshots');

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** The dashboard's tRPC API from inside the signed-in page (same cookie), for test setup. */
export async function trpcCall<T>(
  page: Page,
  procedure: string,
  input: unknown,
  kind: 'query' | 'mutation' = 'query',
): Promise<T> {
  return page.evaluate(
    async ({ procedure, input, kind }) => {
      const res =
        kind === 'query'
          ? await fetch(`/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`)
          : await fetch(`/api/trpc/${procedure}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(input),
            });
      const body = (await res.json()) as { result?: { data: unknown }; error?: { message: string } };
      if (!body.result) throw new Error(`${procedure}: ${body.error?.message ?? res.status}`);
      return body.result.data;
    },
    { procedure, input, kind },
  ) as Promise<T>;
}

/** Where the app's emails land in the UI suite (the mail sink webServer of playwright.config.ts writes them here). */
export const MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-output/e2e/mail');
export { readMailbox, waitForEmail, type ReceivedEmail } from '../fixtures/mail-sink';

/**
 * What makes a page scroll sideways: the document's widths, and the outermost elements that reach past the viewport's
 * right edge with nothing but the page itself to scroll them (an element inside a scroller such as a wide table's
 * wrapper pans there instead). The body's and the root's own overflow are ignored, so hiding the overflow of the whole
 * page does not count as a fix.
 */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrolledWithin = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.right > width + 0.5 && !scrolledWithin(el);
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el) || (el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement))) {
        continue;
      }
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : ''
      }`;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      culprits.push(`${name} “${text}” ${Math.round(r.left)}–${Math.round(r.right)} px`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

/**
 * The page does not scroll sideways, asked again until it has settled at its width: a chart drawn at the old width
 * redraws when its ResizeObserver reports, a frame or more after a resize (a loaded CI run measured legends still at
 * the desktop width). A real overflow still fails, once the poll's time is up.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(async () => (await horizontalOverflow(page)).culprits).toEqual([]);
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
}

/** Every page of the tour with real ids (a grant, a pursuit, a project) and a working portal link: signed in, and public. */
export async function tourPages(page: Page) {
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
      '/boilerplate',
      '/projects',
      `/projects/${project}`,
      '/reports',
      '/settings/extensions',
      '/settings/extensions?tab=portal-tokens',
      '/settings/extensions?tab=webhooks',
      '/settings/members',
      '/settings/sso',
      '/settings/audit-log',
      '/settings/calendar',
      '/settings/notifications',
      '/settings/organization',
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

/** A step's name for a path: a portal token is not printed. */
export const stepName = (path: string) => path.replace(/token=.*/, 'token=…');

/** Waits for the page to settle: its h1 shown (behind a panel it opens with, too), nothing loading, the network quiet. */
export async function settle(page: Page, path: string) {
  await page.goto(path);
  // The API reference's h1 is Swagger UI's, drawn once it has parsed and resolved the 0.9 MB OpenAPI document in the
  // browser: 3.5 s on a quiet machine, 12 s with the CPU four times slower, and more than 20 s in a CI run sharing
  // two cores with the other suites. Our own pages render their h1 on the server.
  const h1Timeout = path === '/docs' ? 60_000 : 20_000;
  await expect(page.locator('h1').first()).toBeVisible({ timeout: h1Timeout });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** A page in a new browser context: its first load asks for the favicon, as a new visitor's browser does. */
export async function freshPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  return (await browser.newContext({ baseURL, viewport })).newPage();
}

/**
 * Records into `problems` what a user's console would show on these pages: errors and warnings, uncaught exceptions,
 * failed requests (but not one the next navigation cancels, such as a link prefetch) and answers of 400 or more.
 */
export function watchConsole(pages: Page[], problems: string[]) {
  for (const p of pages) {
    p.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${p.url()} console.${m.type()}: ${m.text()}`);
    });
    p.on('pageerror', (e) => problems.push(`${p.url()} uncaught: ${e.message}`));
    p.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${r.url()} failed: ${r.failure()?.errorText}`);
    });
    p.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.url()} answered ${r.status()}`);
    });
  }
}
