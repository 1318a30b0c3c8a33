// The linter's architecture rules (eslint.config.mjs) refuse what they promise to refuse: each case lints a file the
// tree does not have, at a path of the tree, with the project's own configuration. The type-aware rule
// (no-floating-promises) needs the file in tsconfig.json's program, which a file the tree does not have is not: the
// other cases turn type information off, and that rule's cases lint new text for a file the tree has.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

async function ruleIds(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

beforeAll(() => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      files: ['**/*.{ts,tsx,mts}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off' },
    },
  });
});

describe('the layers', () => {
  it('refuses a wrong-way import between folders, relative or through the ~ alias', async () => {
    expect(
      await ruleIds('server/grants/wrong-way.ts', "export { recomputeGrantMatches } from '../matching/recompute';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        'server/auth/wrong-way.ts',
        "export { createOrganization } from '~/server/organizations/organizations';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds('server/env-wrong-way.ts', "export { getRateLimiter } from './rate-limit/limiter';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import between the peers of one layer', async () => {
    expect(
      await ruleIds(
        'server/missions/peer.ts',
        "export { writeSyntheticCatalog } from '../discovery/synthetic-catalog';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('accepts an import of a lower layer', async () => {
    expect(
      await ruleIds(
        'server/discovery/right-way.ts',
        "export { recomputeGrantMatches } from '../matching/recompute';\n",
      ),
    ).toEqual([]);
  });

  it('keeps test support out of production code, and lets tests use it', async () => {
    const code = "export { createTestDb } from '~/server/testing/test-db';\n";
    expect(await ruleIds('server/grants/uses-testing.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('server/grants/uses-testing.test.ts', code)).toEqual([]);
  });

  it('lets test support and benchmarks use test support, and no other script or server file', async () => {
    const code = "export { createTestDb } from '~/server/testing/test-db';\n";
    expect(await ruleIds('scripts/bench/uses-testing.ts', code)).toEqual([]);
    expect(await ruleIds('scripts/uses-testing.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('scripts/cli/uses-testing.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('server/testing/uses-testing.ts', code)).toEqual([]);
    expect(await ruleIds('server/env-uses-testing.ts', code)).toContain('import-x/no-restricted-paths');
  });
});

describe('the browser bundle', () => {
  it("lets a component import the server's types only", async () => {
    const value =
      "'use client';\nimport { listGrants } from '~/server/grants/queries';\nexport const f = listGrants;\n";
    const type =
      "'use client';\nimport type { ListGrantsQuery } from '~/server/grants/queries';\nexport type Q = ListGrantsQuery;\n";
    expect(await ruleIds('app/(dashboard)/grants/Wrong.tsx', value)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds('app/(dashboard)/grants/Right.tsx', type)).toEqual([]);
  });
});

describe('type imports', () => {
  it('asks for `import type` where only types are used', async () => {
    const code = "import { GrantStatus } from '~/server/grants/status';\nexport type S = GrantStatus;\n";
    expect(await ruleIds('server/pipeline/types-only.ts', code)).toContain(
      '@typescript-eslint/consistent-type-imports',
    );
  });
});

describe('drizzle writes', () => {
  const head = "import type { Db, Tx } from '~/db';\nimport { grants } from '~/db/schema';\n";
  it('refuses a delete or an update without a where, on any name a handle is bound to', async () => {
    expect(
      await ruleIds('server/grants/delete-all.ts', `${head}export const f = (db: Db) => db.delete(grants);\n`),
    ).toContain('drizzle/enforce-delete-with-where');
    expect(
      await ruleIds(
        'server/grants/update-all.ts',
        `${head}export const f = (tx: Tx) => tx.update(grants).set({ title: 'x' }).returning();\n`,
      ),
    ).toContain('drizzle/enforce-update-with-where');
  });

  it("accepts them with a where, and leaves other objects' delete alone", async () => {
    const code =
      `${head}import { eq } from 'drizzle-orm';\n` +
      "export const f = (db: Db) => db.delete(grants).where(eq(grants.id, 'x'));\n" +
      "export const g = (tx: Tx) => tx.update(grants).set({ title: 'x' }).where(eq(grants.id, 'x'));\n" +
      "export const h = (next: URLSearchParams) => next.delete('page');\n";
    expect(await ruleIds('server/grants/delete-one.ts', code)).toEqual([]);
  });
});

describe('hooks', () => {
  it("keeps React's rules of hooks in the app", async () => {
    const code =
      "'use client';\nimport { useState } from 'react';\n" +
      'export function Wrong({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(await ruleIds('app/(dashboard)/grants/Hooks.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });
});

describe('floating promises', () => {
  // The project's own configuration, on a file whose nearest tsconfig.json is a program of that file alone
  // (scripts/lint-fixture): the whole project's program would take a minute of CPU to build.
  it('refuses a promise nobody awaits or handles, with type information', { timeout: 120_000 }, async () => {
    const typed = new ESLint({ cwd: ROOT });
    const file = 'scripts/lint-fixture/floating.ts'; // its text is replaced, for this lint only
    const code = (call: string) =>
      `export async function later(): Promise<void> {}\nexport async function caller(): Promise<void> {\n  ${call};\n}\n`;
    expect(await ruleIds(file, code('later()'), typed)).toContain('@typescript-eslint/no-floating-promises');
    expect(await ruleIds(file, code('void later().catch(() => {})'), typed)).toEqual([]);
    expect(await ruleIds(file, code('await later()'), typed)).toEqual([]);
  });
});
