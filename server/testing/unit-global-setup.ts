// The unit project's global setup: migrates one PGlite template for the whole run (server/testing/test-db.ts).
import fs from 'node:fs';
import path from 'node:path';
import { dumpTemplate, migrateNewDatabase, TEMPLATE_FILE } from './test-db';

export default async function setup() {
  const client = await migrateNewDatabase();
  try {
    const dump = await dumpTemplate(client);
    fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
    // Written whole, then renamed: a worker never reads half a template.
    const partial = `${TEMPLATE_FILE}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, TEMPLATE_FILE);
  } finally {
    await client.close();
  }
  return () => fs.rmSync(TEMPLATE_FILE, { force: true });
}
