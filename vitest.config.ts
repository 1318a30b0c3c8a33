import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname) };

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
          testTimeout: 30_000,
          // Hooks open and migrate an embedded database; on a loaded 2-core machine that has taken over 10 s.
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['e2e/api/**/*.test.ts'],
          // Cases that need a real PostgreSQL server run only in the PostgreSQL pass.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['e2e/api/**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/fixtures/global-setup.ts'],
          // Every /api/v1 response any test receives is checked against the OpenAPI document.
          setupFiles: ['e2e/fixtures/contract-check.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
