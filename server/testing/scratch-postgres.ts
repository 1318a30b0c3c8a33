// A PostgreSQL database of one test file's own, on the machine's server (TEST_PG_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres): created when the file loads, dropped (connections and all) after it.
// `reachable` is false, and nothing is created, when no server answers: the file's suite then skips.
import postgres from 'postgres';
import { afterAll } from 'vitest';

export interface ScratchPostgres {
  reachable: boolean;
  databaseUrl: string;
}

export async function scratchPostgres(label: string): Promise<ScratchPostgres> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `gms_test_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const reachable = await admin`select 1`.then(
    () => true,
    () => false,
  );
  if (reachable) await admin.unsafe(`create database ${dbName}`);
  // Registered first, so it runs after the file's own afterAll hooks (which close their pools).
  afterAll(async () => {
    if (reachable) await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });
  return { reachable, databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${dbName}`) };
}
