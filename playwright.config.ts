import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.resolve('.test-output', 'db', `e2e-${port}`);
// The app's emails go over real SMTP to the test mail sink, which writes them here (MAIL_DIR in e2e/ui/helpers.ts).
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3225);
const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? '.test-output/e2e/mail');

export default defineConfig({
  testDir: 'e2e/ui',
  outputDir: '.test-output/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A flow of a few page loads takes 10–20 s alone, and the suite runs beside the integration and unit tests on two
  // cores (docs/testing.md): 30 s left flows that passed alone timing out. Specs that do more set their own.
  timeout: 60_000,
  // An assertion waits up to 15 s: on a machine loaded by the rest of the suite a sign-in's redirect and first render
  // took more than the default 5 s (the dashboard heading after "Sign in", seen at a load average of 17).
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `npx tsx e2e/fixtures/mail-sink-server.ts --port ${mailPort} --dir "${mailDir}"`,
      port: mailPort, // ready once it accepts connections
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The real production server on a fresh embedded database, seeded with the demo organization (its login is
      // written to .test-output/e2e/demo-login.json for the sign-in test) and three real recurring programs, all
      // closed (Plan ahead; closed grants make no discoveries, so the other flows see the same open catalog).
      command: `rm -rf "${dataDir}" && mkdir -p .test-output/e2e .test-output/logs && npx tsx scripts/cli.ts seed --demo --json > .test-output/e2e/demo-login.json && npx tsx scripts/cli.ts grants import e2e/fixtures/great-lakes-ais-cycles.xml >> .test-output/logs/e2e-app-${port}.log 2>&1 && npx tsx scripts/serve.ts >> .test-output/logs/e2e-app-${port}.log 2>&1`,
      url: `http://127.0.0.1:${port}/api/v1/health`,
      timeout: 300_000, // the demo seed alone can take two minutes on a loaded 2-core machine
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        PGLITE_DIR: dataDir,
        SEED_DEMO_ON_START: 'false',
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: '',
        // The webhook flow registers a loopback receiver.
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        SSO_ALLOW_PRIVATE_NETWORKS: 'true',
        // Every spec signs in from this machine's one address; the limit itself is tested per email and in the API suite.
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
        // Every spec is the demo admin: the per-user dashboard limit is tested in the API suite (dashboard-limits).
        DASHBOARD_CALLS_PER_MINUTE: '100000',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        EMAIL_FROM: 'Grant Management Service <no-reply@gms.test>',
        // A notifications run every minute, so the bell spec sees a deadline reminder arrive within the test.
        NOTIFICATIONS_CRON: '* * * * *',
        // Serve a build made in another directory (NEXT_DIST_DIR=.next-ui npm run build) when asked to.
        ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
      },
    },
  ],
});
