// The README's "Running against PostgreSQL" recipe, run as written: its shell blocks, in order, in one bash, from the
// repository's root, with nothing set beforehand that the recipe does not set itself. Two things differ, and only
// these: the database is a throwaway one (the recipe's `gms` renamed) and PORT is a free port. The recipe must create
// its database, generate and export the secrets a production start needs, migrate, seed, and start an app that answers
// /api/v1/health from PostgreSQL. If the README stops doing so, this fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { baseEnv, freePort, OUTPUT_DIR, ROOT, stopProcessGroup } from '../fixtures/app-server';

const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RECIPE_DATABASE = 'gms';

/** The fenced bash blocks of the README section with this heading, up to the next heading of its level. */
function shellBlocksOf(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README has no "${heading}" section`);
  const level = heading.match(/^#+/)![0];
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n${level} `));
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/```(?:bash|sh)\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

const dbName = `gms_readme_${process.pid}_${randomBytes(3).toString('hex')}`;
const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });

afterAll(async () => {
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('README: Running against PostgreSQL', () => {
  it('runs as written on a machine with PostgreSQL, and the app answers health from it', async () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const blocks = shellBlocksOf(readme, '## Running against PostgreSQL');
    expect(blocks.length).toBeGreaterThan(0);
    const recipe = blocks.join('\n');
    // The one substitution: the recipe's database → a throwaway one. It must name it where it creates it and in the URL.
    const uses = recipe.match(new RegExp(`\\b${RECIPE_DATABASE}\\b`, 'g')) ?? [];
    expect(uses.length, `the recipe names its database "${RECIPE_DATABASE}" (create it, then the URL)`).toBe(2);
    const script = recipe.replace(new RegExp(`\\b${RECIPE_DATABASE}\\b`, 'g'), dbName);
    expect(script).toMatch(/\bnpm start\s*$/); // the last step serves

    const port = await freePort();
    // Nothing the recipe must provide itself: no database, no secrets, no production switch, no demo switch.
    const env = baseEnv({ PORT: String(port) });
    for (const name of ['AUTH_SECRET', 'ENCRYPTION_KEY', 'NODE_ENV', 'SEED_DEMO_ON_START', 'SMTP_URL', 'APP_URL']) {
      delete env[name];
    }
    // A terminal's transcript (the seed prints the demo login), not an app log: beside the logs the scans read.
    fs.mkdirSync(path.join(OUTPUT_DIR, 'readme'), { recursive: true });
    const logFile = path.join(OUTPUT_DIR, 'readme', `postgres-recipe-${port}.log`);
    const log = fs.openSync(logFile, 'a');
    const shell = spawn('bash', ['-e', '-c', script], {
      cwd: ROOT,
      env,
      stdio: ['ignore', log, log],
      detached: true,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 240_000;
      let health: { status: number; body: Record<string, any> } | null = null;
      while (Date.now() < deadline) {
        if (shell.exitCode !== null) break;
        const res = await fetch(`${base}/api/v1/health`).catch(() => null);
        if (res?.status === 200) {
          health = { status: res.status, body: (await res.json()) as Record<string, any> };
          break;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      const output = fs.readFileSync(logFile, 'utf8');
      expect(
        health,
        `the recipe's app never answered health (exit ${shell.exitCode}); output:\n${output}`,
      ).not.toBeNull();
      expect(health!.body).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
      // It is the production server, on this PostgreSQL database, with the demo the recipe seeded.
      expect(output).toContain(`Grant Management Service is up at http://localhost:${port} (production)`);
      const [row] = await admin.unsafe<{ n: number }[]>(
        `select count(*)::int as n from pg_stat_activity where datname = '${dbName}'`,
      );
      expect(row!.n).toBeGreaterThan(0);
      expect(output).toMatch(/"organizationId":"[0-9a-f-]{36}","email":"admin@demo\.example\.org"/);
    } finally {
      await stopProcessGroup(shell);
      fs.closeSync(log);
    }
  }, 300_000);
});
