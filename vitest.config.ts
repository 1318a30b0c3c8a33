import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname) };

/**
 * The integration suite runs in full on PostgreSQL (TEST_DB=postgres). On PGlite (TEST_DB=pglite) it runs what can
 * differ on the embedded database: every route through the authorization matrix, the fuzzer and the REST files, the
 * single-process lock (cli), pg-boss through its adapter (webhooks, notifications), the in-process rate limiter, and
 * migrations from empty (the setup). These files test what no database changes — an app of their own checking
 * headers, proxies, start-up configuration, sign-in limits, the SSRF guard's refusals, the SDK and its package, the
 * dashboard's tenancy, its per-user limit, the malformed-request walk and documents on an S3 store — and run on
 * PostgreSQL only, unless TEST_PGLITE_FULL=1 (docs/testing.md).
 */
const SAME_ON_EVERY_DATABASE = [
  'e2e/api/client-address.test.ts',
  'e2e/api/dashboard-adversarial.test.ts',
  'e2e/api/dashboard-limits.test.ts',
  'e2e/api/documents-s3.test.ts',
  'e2e/api/malformed-requests.test.ts',
  'e2e/api/portal-and-headers.test.ts',
  'e2e/api/production-config.test.ts',
  'e2e/api/sdk-documents.test.ts',
  'e2e/api/sdk-package.test.ts',
  'e2e/api/sdk.test.ts',
  'e2e/api/sign-in-audit.test.ts',
  'e2e/api/sign-in-limits.test.ts',
  'e2e/api/webhooks-ssrf.test.ts',
];
// sso-sign-in reads and edits the shared app's database while the app runs (PGlite has one holder).
const POSTGRES_ONLY = ['e2e/api/**/*.postgres.test.ts', 'e2e/api/sso-sign-in.test.ts'];
/**
 * The files that spend most of their time waiting (on rate-limit windows, retries, audit windows, processes killed
 * and restarted): TEST_GROUP=slow runs them, TEST_GROUP=main the rest, side by side, each group with its own
 * database, app and Redis database (e2e/fixtures/global-setup.ts). Without TEST_GROUP a pass runs every file.
 */
const SLOW_GROUP = [
  'e2e/api/client-address.test.ts',
  'e2e/api/documents-s3.test.ts',
  'e2e/api/notifications-run.postgres.test.ts',
  'e2e/api/production-config.test.ts',
  'e2e/api/rate-limits-distributed.postgres.test.ts',
  'e2e/api/readme-postgres.postgres.test.ts',
  'e2e/api/sdk.test.ts',
  'e2e/api/sign-in-audit.test.ts',
  'e2e/api/webhooks-no-loss.postgres.test.ts',
];
const integrationInclude = process.env.TEST_GROUP === 'slow' ? SLOW_GROUP : ['e2e/api/**/*.test.ts'];
const groupExclude = process.env.TEST_GROUP === 'main' ? SLOW_GROUP : [];
const integrationExclude =
  process.env.TEST_DB === 'postgres'
    ? []
    : process.env.TEST_PGLITE_FULL === '1'
      ? POSTGRES_ONLY
      : [...POSTGRES_ONLY, ...SAME_ON_EVERY_DATABASE];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'db/**/*.test.ts',
            'app/**/*.test.ts',
            'scripts/**/*.test.ts',
            'sdk/**/*.test.ts',
          ],
          environment: 'node',
          // One migrated PGlite template for the run; each test loads a copy (server/testing/test-db.ts).
          globalSetup: ['server/testing/unit-global-setup.ts'],
          // Generous for a CI machine shared with other work (2.5× slower than quiet has been seen); a hang still fails.
          testTimeout: 60_000,
          // Hooks open and migrate an embedded database; on a loaded 2-core machine that has taken over 10 s.
          hookTimeout: 360_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: integrationInclude,
          exclude: [...integrationExclude, ...groupExclude],
          environment: 'node',
          globalSetup: ['e2e/fixtures/global-setup.ts'],
          // Every /api/v1 response any test receives is checked against the OpenAPI document.
          setupFiles: ['e2e/fixtures/contract-check.ts'],
          // A test that takes 25 s on a quiet machine has taken over 60 s on a loaded one (CLI processes, a walk of
          // every route); a hang still fails, three minutes later.
          testTimeout: 180_000,
          hookTimeout: 360_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
