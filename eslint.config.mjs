// ESLint (flat config), run by `npm test` (`npm run lint`): type-only imports marked as such, no import cycles,
// and the one-way order of the server's layers (docs/architecture.md): a folder imports only folders below it;
// no drizzle delete/update without a where, no floating promise (typed linting), and React's rules of hooks.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers, bottom first. Each entry is one layer; the folders of an entry may not import each other either
 * (they are independent peers). Code imports its own folder and the layers below it, never one above.
 */
export const LAYERS = [
  ['db'],
  ['server/*.ts'], // the server's root: env, logger, errors, the database handle, secrets
  ['server/audit'], // the audit trail: every domain above records its changes through it
  ['server/crypto', 'server/http', 'server/rate-limit'],
  ['server/email'],
  ['server/auth'],
  ['server/organizations', 'server/users'],
  ['server/members'],
  ['server/events'],
  ['server/grants'],
  ['server/matching'],
  ['server/missions', 'server/discovery'],
  ['server/notifications'],
  ['server/documents'], // stored files: the checklist items of the pipeline name theirs
  ['server/pipeline'],
  ['server/applications'], // the boilerplate library (requirement checklists are the pipeline's)
  ['server/post-award'], // budgets, expenses and funder reports of funded projects: the pipeline's projects, the documents
  // The catalog's sync and its sources: writes through discovery's grant writer, then tells the organizations concerned
  // (grant.updated, the bell, the pursuits' history: docs/catalog.md#telling-the-organizations-concerned).
  ['server/catalog'],
  ['server/calendar', 'server/reports', 'server/webhooks', 'server/portal', 'server/scim', 'server/sso'],
  ['server/jobs'],
  ['server/seed'],
  ['server/api'],
  ['server/boot'],
];

/**
 * The names a drizzle database handle or transaction is bound to (`db`, `ctx.db`, `handle.db`, `tx`, the CLI's
 * `d` and `handle`, the tests' `fresh`): `<name>.delete(table)` and `<name>.update(table).set(...)` need a
 * `.where(...)`. Naming them keeps the rules off Map/Set/URLSearchParams `.delete` and tRPC's `.update` procedures.
 */
const DRIZZLE_HANDLES = ['db', 'tx', 'd', 'handle', 'fresh'];

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.postgres.test.ts'];
/** Test support: only tests import it. */
const TEST_SUPPORT = ['./server/testing', './server/catalog/testing', './e2e'];

// A new folder of the server takes its place in LAYERS before anything can import it.
const unplaced = fs
  .readdirSync(path.join(import.meta.dirname, 'server'), { withFileTypes: true })
  .filter(
    (e) =>
      e.isDirectory() && !LAYERS.flat().includes(`server/${e.name}`) && !TEST_SUPPORT.includes(`./server/${e.name}`),
  )
  .map((e) => `server/${e.name}`);
if (unplaced.length > 0) throw new Error(`eslint.config.mjs: place ${unplaced.join(', ')} in LAYERS`);

const dir = (p) => `./${p}`;
const isGlob = (p) => p.includes('*');
/** `from` takes either directories or globs, not both: the server's root files are the one glob. */
const fromGroups = (paths) => {
  const globs = paths.filter(isGlob).map(dir);
  const dirs = paths.filter((p) => !isGlob(p)).map(dir);
  return [dirs, globs].filter((g) => g.length > 0);
};

function layerZones() {
  const zones = [];
  LAYERS.forEach((layer, i) => {
    const above = LAYERS.slice(i + 1).flat();
    for (const folder of layer) {
      const peers = layer.filter((p) => p !== folder);
      for (const from of fromGroups([...above, ...peers, 'app', 'scripts'])) {
        zones.push({
          target: isGlob(folder) ? dir(folder) : `${dir(folder)}/**/*`,
          from,
          message: `${folder} may import only its own folder and the layers below it (eslint.config.mjs, docs/architecture.md).`,
        });
      }
    }
  });
  zones.push({
    // Test support builds on itself; benchmarks (scripts/bench) are measurement code, like tests (the relevance
    // benchmark runs the tests' evaluation).
    target: [
      './server/*',
      './server/!(testing)/**/*',
      './db/**/*',
      './app/**/*',
      './scripts/*',
      './scripts/!(bench)/**/*',
    ],
    from: TEST_SUPPORT,
    message: 'Test support (server/testing, server/catalog/testing, e2e) is for tests only.',
  });
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**', // another build directory (NEXT_DIST_DIR, next.config.js)
      '.test-output/**',
      '.data/**',
      'sdk/dist/**',
      'next-env.d.ts',
      '**/*.d.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // no-floating-promises is the one type-aware rule: the project service gives each file tsconfig.json's program
    // (a file must be in it: scripts/lint.test.ts turns this off for the files it makes up). Typed linting took
    // `eslint .` from ~10 s to ~30 s. The drizzle rules are syntactic.
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { drizzle },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: DRIZZLE_HANDLES }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: DRIZZLE_HANDLES }],
    },
  },
  {
    // React's rules of hooks and the React Compiler's checks (eslint-plugin-react-hooks' flat `recommended`).
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['server/**/*.ts', 'db/**/*.ts', 'app/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
  {
    // The browser bundle: client components import the server's types only. Server code reaches a page through
    // its page, layout or route file (a server component), never through a component it renders.
    files: ['app/**/*.tsx'],
    ignores: ['app/**/page.tsx', 'app/**/layout.tsx', 'app/**/route.ts', 'app/_trpc/server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Two modules of plain values and no imports: the permission names, and the batch size the server allows.
              regex: '^~/server/(?!auth/permissions$|api/dashboard-batch$)',
              allowTypeImports: true,
              message: "A component may import the server's types only: its values belong to the server.",
            },
          ],
        },
      ],
    },
  },
);
