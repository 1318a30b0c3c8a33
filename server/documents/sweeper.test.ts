// The sweeper on both backends (docs/documents.md#consistency): bytes no row names go once they are an hour old, a
// deleted document is purged (rows, then bytes) after 30 days, and the bytes of a live document are never touched.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { documents, documentVersions } from '~/db/schema';
import { OPERATOR_SCOPE, runInAuditScope } from '../audit/scope';
import { createOrganization } from '../organizations/organizations';
import { startS3Server } from '../testing/s3-server';
import { freshDbForEachTest } from '../testing/test-db';
import { createDocument, deleteDocument } from './documents';
import type { SpooledFile } from './intake';
import { openObjectStore, type ObjectStore } from './storage';
import { purgeDeletedDocuments, sweepOrphans } from './sweeper';

const HOUR = 3_600_000;
const DAY = 86_400_000;

let workDir: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const stores: Record<'directory' | 's3', () => ObjectStore> = {
  directory: () => openObjectStore(undefined, { directory: path.join(workDir, 'files') }),
  s3: () => openObjectStore(s3.storageUrl),
};

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gms-sweeper-'));
  s3 = await startS3Server();
  Object.assign(process.env, s3.env);
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  await fs.rm(workDir, { recursive: true, force: true });
});

/** A spooled upload, as the intake leaves it: a local file with its size, hash and sniffed type. */
async function spooled(text: string): Promise<SpooledFile> {
  const bytes = Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
  const file = path.join(workDir, `${randomUUID()}.part`);
  await fs.writeFile(file, bytes);
  return {
    path: file,
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    contentType: 'application/pdf',
    fileName: `${text}.pdf`,
    dispose: () => fs.rm(file, { force: true }),
  };
}

async function keys(store: ObjectStore, organizationId: string) {
  const found: string[] = [];
  for await (const object of store.list(`documents/${organizationId}/`)) found.push(object.key);
  return found.sort();
}

describe.each(['directory', 's3'] as const)('the sweeper on the %s store', (kind) => {
  let db: Db;
  freshDbForEachTest((d) => (db = d));

  it('removes unnamed bytes once an hour old, purges deleted documents after 30 days, keeps the rest', async () => {
    const store = stores[kind]();
    const org = await runInAuditScope(OPERATOR_SCOPE, () => createOrganization(db, { name: `Sweep ${kind}` }));
    const create = (text: string) =>
      runInAuditScope(OPERATOR_SCOPE, async () =>
        createDocument(db, store, org.id, 'basic', { file: await spooled(text) }),
      );
    const kept = await create('kept');
    const gone = await create('gone');
    const [keptVersion] = await db.select().from(documentVersions).where(eq(documentVersions.documentId, kept.id));
    // Bytes no row names: an upload that died between storing them and committing its rows.
    const orphan = await spooled('orphan');
    const orphanKey = `documents/${org.id}/${randomUUID()}`;
    await store.putFile(orphanKey, orphan.path, orphan.size);
    expect(await keys(store, org.id)).toHaveLength(3);

    const now = Date.now();
    // Within the hour the orphan may still be an upload about to commit: kept.
    expect(await sweepOrphans(db, store, new Date(now + 30 * 60_000))).toBe(0);
    expect(await sweepOrphans(db, store, new Date(now + 2 * HOUR))).toBe(1);
    expect(await keys(store, org.id)).not.toContain(orphanKey);
    expect(await keys(store, org.id)).toHaveLength(2);

    await runInAuditScope(OPERATOR_SCOPE, () => deleteDocument(db, org.id, gone.id));
    expect(await purgeDeletedDocuments(db, store, new Date(now + 29 * DAY))).toBe(0);
    expect(await keys(store, org.id)).toHaveLength(2);
    expect(await purgeDeletedDocuments(db, store, new Date(now + 31 * DAY))).toBe(1);
    expect(await db.select().from(documents).where(eq(documents.id, gone.id))).toEqual([]);
    expect(await keys(store, org.id)).toEqual([keptVersion!.storageKey]);
    // The live document's bytes are whole.
    const chunks: Buffer[] = [];
    for await (const chunk of await store.open(keptVersion!.storageKey)) chunks.push(chunk as Buffer);
    expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(kept.sha256);
  });
});
