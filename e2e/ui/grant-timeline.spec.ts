// The grant page's Changes timeline (docs/catalog.md#versions): the catalog sync takes Grants.gov's extract, then a
// later extract in which one grant's close date moved, its ceiling rose and an applicant type was added; the grant
// page says so in sentences, dated. A grant the sync left alone says it has not changed; one with more versions than a
// page shows the newest and "Show older" for the rest.
// The suite's shared app holds its embedded database, which the sync (the CLI) cannot open beside it: this spec syncs
// a database of its own through the real CLI and a local extract server, then starts an app on it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  EXTRACT_61_FILE,
  startExtractServer,
  zipStreamed,
  type ExtractServer,
} from '../../server/catalog/testing/extract-server';
import {
  cli,
  createTestDatabase,
  startApp,
  withDirectDb,
  type RunningApp,
  type TestDatabase,
} from '../fixtures/app-server';
import { expectAccessible } from './helpers';
import { strongPassword } from './invite-steps';

const CHANGED = '332976'; // BHA Global APS for Humanitarian Capacity and System Strengthening
const UNCHANGED = '339853'; // Transforming the International Humanitarian Data Ecosystem
const MANY = '345083'; // NPS Cooperative Ecosystems Studies Units (CESU) Master Cooperative Agreements
const NONPROFIT = 'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education';

let db: TestDatabase;
let app: RunningApp;
let extracts: ExtractServer;
const owner = { email: 'owner@grant-timeline.example.org', password: strongPassword() };
const grantIds: Record<string, string> = {};

/** Replaces text inside one record of the extract only, insisting that it was there. */
function editRecord(xml: string, opportunityId: string, from: string, to: string): string {
  const at = xml.indexOf(`<OpportunityID>${opportunityId}</OpportunityID>`);
  const start = xml.lastIndexOf('<Opportunity', at - 1);
  const end = xml.indexOf('Detail_1_0>', at) + 'Detail_1_0>'.length;
  const record = xml.slice(start, end);
  if (at < 0 || !record.includes(from)) throw new Error(`${opportunityId} has no ${from}`);
  return xml.replace(record, record.replace(from, to));
}

async function sync(xml: string, name: string) {
  extracts.answer({ body: await zipStreamed('GrantsDBExtract.xml', xml) });
  return cli<{ status: string; inserted: number; updated: number }>(db, [
    'grants',
    'sync',
    '--url',
    extracts.url(`/${name}.zip`),
  ]);
}

test.beforeAll(async () => {
  test.setTimeout(300_000); // four CLI runs and the app's cold start take a while on a loaded machine
  db = await createTestDatabase('pglite', 'ui_grant_timeline');
  await cli(db, ['org', 'create', '--name', 'Timeline Trust', '--slug', 'timeline']);
  await cli(db, [
    'user',
    'create',
    '--email',
    owner.email,
    '--password',
    owner.password,
    '--org',
    'timeline',
    '--role',
    'owner',
  ]);
  extracts = await startExtractServer();

  const extract = await readFile(EXTRACT_61_FILE, 'utf8');
  expect(await sync(extract, 'day-1')).toMatchObject({ status: 'succeeded', inserted: 61 });
  let next = editRecord(extract, CHANGED, '<CloseDate>12312030</CloseDate>', '<CloseDate>06302031</CloseDate>');
  next = editRecord(next, CHANGED, '<AwardCeiling>3000000</AwardCeiling>', '<AwardCeiling>4500000</AwardCeiling>');
  next = editRecord(
    next,
    CHANGED,
    '<EligibleApplicants>99</EligibleApplicants>',
    '<EligibleApplicants>99</EligibleApplicants>\n        <EligibleApplicants>12</EligibleApplicants>',
  );
  expect(await sync(next, 'day-2')).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1 });

  await withDirectDb(db, async (sql) => {
    for (const row of await sql(
      `select id, source_id from grants where source_id in ('${CHANGED}', '${UNCHANGED}', '${MANY}')`,
    )) {
      grantIds[String(row.source_id)] = String(row.id);
    }
    // Twenty-two versions, one more page than the timeline shows at once: written directly, as twenty-two syncs
    // would take minutes. Version n moved the expected awards from n - 1 to n, on day n of 2026.
    await sql(
      `insert into grant_versions (grant_id, version, changed_at, changes)
       select '${grantIds[MANY]}', n, make_date(2026, 1, n), jsonb_build_object('expectedAwards', jsonb_build_array(n - 1, n))
       from generate_series(2, 23) as n`,
    );
  });
  app = await startApp(db, { label: 'ui-grant-timeline' });
});

test.afterAll(async () => {
  await app?.stop();
  await extracts?.close();
  await db?.drop();
});

async function signIn(page: Page) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A cold app's first dashboard render may take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 30_000 });
}

const changesOf = (page: Page) => page.getByRole('region', { name: 'Changes' });

test('a grant changed by a sync tells its changes in sentences, dated', async ({ page }) => {
  await signIn(page);
  await page.goto(`${app.baseUrl}/grants/${grantIds[CHANGED]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'BHA Global APS for Humanitarian Capacity and System Strengthening',
  );
  const changes = changesOf(page);
  const entries = changes.getByTestId('grant-changes').locator(':scope > li');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry.getByText('Close date moved from Dec 31, 2030 to Jun 30, 2031')).toBeVisible();
  await expect(entry.getByText('Award ceiling raised from $3,000,000 to $4,500,000')).toBeVisible();
  await expect(entry.getByText('Eligible applicant types changed')).toBeVisible();
  await expect(entry.getByText(`Added: ${NONPROFIT}`)).toBeVisible();
  await expect(entry.getByText(/^Removed:/)).toHaveCount(0);
  // Dated the day the sync took it, as the dashboard writes dates.
  const changedAt = await entry.locator('time').getAttribute('datetime');
  expect(Date.now() - Date.parse(changedAt!)).toBeLessThan(15 * 60_000);
  await expect(entry.locator('time')).toHaveText(
    new Date(changedAt!).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await changes.screenshot({ path: path.resolve('.test-output', 'screenshots', 'grant-changes.png') });
  // The rest of the page shows the grant as it now is.
  await expect(page.getByRole('region', { name: 'Funding' })).toContainText('$4,500,000');
  await expectAccessible(page);

  await page.goto(`${app.baseUrl}/grants/${grantIds[UNCHANGED]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Transforming the International Humanitarian Data Ecosystem',
  );
  await expect(changesOf(page)).toContainText('No changes since it was first imported.');
});

test('more versions than a page: the newest twenty, then "Show older" for the rest', async ({ page }) => {
  await signIn(page);
  await page.goto(`${app.baseUrl}/grants/${grantIds[MANY]}`);
  const changes = changesOf(page);
  const entries = changes.getByTestId('grant-changes').locator(':scope > li');
  await expect(entries).toHaveCount(20);
  await expect(entries.first()).toContainText('Jan 23, 2026');
  await expect(entries.first()).toContainText('Expected awards raised from 22 to 23');
  await expect(entries.last()).toContainText('Expected awards raised from 3 to 4');

  // The first page is rendered on the server: a click that lands before React hydrates the card does nothing, as it
  // would for a person, so the click is repeated until the older page is in (the button goes once it is).
  await expect(async () => {
    await changes.getByRole('button', { name: 'Show older' }).click({ timeout: 2_000 });
    await expect(entries).toHaveCount(22, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(entries.last()).toContainText('Jan 2, 2026');
  await expect(entries.last()).toContainText('Expected awards raised from 1 to 2');
  await expect(changes.getByRole('button', { name: 'Show older' })).toHaveCount(0);
});
