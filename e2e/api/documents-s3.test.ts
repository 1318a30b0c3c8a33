// Documents on the S3 backend (docs/documents.md#storage), against a real S3-protocol server (s3rver) this file starts,
// with an app of its own whose limits are small enough to reach: the storage quota, the portal's visibility rule, an
// oversized upload streamed without the server keeping it, and the app killed (SIGKILL) in the middle of an upload:
// afterwards no document names bytes that are missing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleSpoolFiles } from '~/server/documents/intake';
import { openObjectStore, type ObjectStore } from '~/server/documents/storage';
import { startS3Server } from '~/server/testing/s3-server';
import {
  createTestDatabase,
  recordSecrets,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { fixtures } from '../fixtures/fixtures';
import { pdfWith } from '~/server/testing/sample-files';

const MAX_UPLOAD = 64 * 1024;
const QUOTA = 200 * 1024;

let db: TestDatabase;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: ObjectStore;
let app: RunningApp | null = null;
let key: string;
let viewerKey: string;
const tokens = {} as Record<'documents' | 'reportsOnly', string>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function start() {
  app = await startApp(db, {
    label: 'documents-s3',
    env: {
      ...s3.env,
      STORAGE_URL: s3.storageUrl,
      MAX_UPLOAD_BYTES: String(MAX_UPLOAD),
      STORAGE_QUOTA_BASIC_BYTES: String(QUOTA),
    },
  });
}

async function upload(bytes: Uint8Array, name: string, fields: Record<string, string> = {}, k = key) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([Buffer.from(bytes)]), name);
  const res = await fetch(`${app!.baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: { 'X-API-Key': k },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const get = async (path: string, auth: Record<string, string> = { 'X-API-Key': key }) => {
  const res = await fetch(`${app!.baseUrl}/api/v1${path}`, { headers: auth });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const json = async (path: string, auth?: Record<string, string>) => {
  const res = await get(path, auth);
  return { status: res.status, body: JSON.parse(Buffer.from(res.bytes).toString('utf8')) as any };
};

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list('documents/')) keys.push(object.key);
  return keys.sort();
}

beforeAll(async () => {
  s3 = await startS3Server();
  store = openObjectStore(s3.storageUrl);
  Object.assign(process.env, s3.env);
  db = await createTestDatabase(fixtures().dbKind, 'documents_s3');
  await withFixtures(db, async (build) => {
    const org = await build.org({ name: 'Files on S3', slug: 'files-s3' });
    key = (
      await build.apiKey(org.id, 'writer', { permissions: ['VIEW_DOCUMENTS', 'MANAGE_DOCUMENTS', 'VIEW_PURSUITS'] })
    ).key;
    viewerKey = (await build.apiKey(org.id, 'reader', { permissions: ['VIEW_DOCUMENTS'] })).key;
    tokens.documents = (
      await build.portalToken(org.id, 'board', { permissions: ['VIEW_REPORTS', 'VIEW_DOCUMENTS'] })
    ).token;
    tokens.reportsOnly = (await build.portalToken(org.id, 'funder')).token;
  });
  recordSecrets('documents-s3', [key, viewerKey, ...Object.values(tokens)]);
  await start();
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await db?.drop();
  await s3?.stop();
});

describe('documents on S3', () => {
  it('stores each version as an object in the bucket and serves it back', async () => {
    const first = pdfWith('on s3');
    const created = await upload(first, 'budget-narrative.pdf');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await storedKeys()).toHaveLength(1);
    const got = await get(`/documents/${created.body.id}/content`);
    expect(got.status).toBe(200);
    expect(sha256(got.bytes)).toBe(sha256(first));
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);

    // A viewer reads but cannot upload, and the refusal comes before the file is read.
    expect((await upload(first, 'again.pdf', {}, viewerKey)).status).toBe(403);
    expect(await storedKeys()).toHaveLength(1);
  });

  it('refuses a file over MAX_UPLOAD_BYTES while streaming it, and keeps nothing', async () => {
    const before = await storedKeys();
    // 8 MiB in 64 KiB chunks, generated as it is sent: never held whole by the client either.
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    chunk.set(new TextEncoder().encode('%PDF-1.4\n'));
    let sent = 0;
    const boundary = 'gms-oversize-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= 8 * 1024 * 1024) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${app!.baseUrl}/api/v1/documents`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses an upload past the quota with 413 STORAGE_QUOTA_EXCEEDED; a deleted document counts until purged', async () => {
    const filler = () => {
      const bytes = new Uint8Array(60 * 1024).fill(0x20);
      bytes.set(pdfWith('filler'));
      return bytes;
    };
    const ids: string[] = [];
    let refused: { status: number; body: any } | null = null;
    for (let i = 0; i < 5 && !refused; i++) {
      const res = await upload(filler(), `filler-${i}.pdf`);
      if (res.status === 201) ids.push(res.body.id);
      else refused = res;
    }
    expect(refused?.status).toBe(413);
    expect(refused?.body.code).toBe('STORAGE_QUOTA_EXCEEDED');
    const keysAtRefusal = await storedKeys();
    expect(keysAtRefusal).toHaveLength(1 + ids.length);

    // Deleted, its bytes are still kept (for 30 days): uploading and deleting in a loop cannot fill the disk.
    const deleted = await fetch(`${app!.baseUrl}/api/v1/documents/${ids[0]}`, {
      method: 'DELETE',
      headers: { 'X-API-Key': key },
    });
    expect(deleted.status).toBe(200);
    expect((await upload(filler(), 'after-delete.pdf')).body.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await storedKeys()).toEqual(keysAtRefusal);
  });

  it('a portal token with VIEW_DOCUMENTS reads only the documents marked for the portal', async () => {
    const shown = await upload(pdfWith('annual report'), 'annual-report.pdf', { portalVisible: 'true' });
    expect(shown.status, JSON.stringify(shown.body)).toBe(201);
    expect(shown.body.portalVisible).toBe(true);
    const hidden = await upload(pdfWith('board minutes'), 'minutes.pdf');
    const board = { Authorization: `Bearer ${tokens.documents}` };

    const listed = await json('/documents?limit=100', board);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((d: { id: string }) => d.id)).toEqual([shown.body.id]);
    expect((await json(`/documents/${hidden.body.id}`, board)).status).toBe(404);
    expect((await get(`/documents/${hidden.body.id}/content`, board)).status).toBe(404);
    const content = await get(`/documents/${shown.body.id}/content`, board);
    expect(content.status).toBe(200);
    expect(content.headers.get('cache-control')).toBe('no-store');
    // A second version: the portal reads it alone, without the drafts before it or who uploaded them.
    const final = new FormData();
    final.append('file', new Blob([pdfWith('annual report, final')]), 'annual-report-final.pdf');
    const second = await fetch(`${app!.baseUrl}/api/v1/documents/${shown.body.id}/versions`, {
      method: 'POST',
      headers: { 'X-API-Key': key },
      body: final,
    });
    expect(second.status).toBe(201);
    const seen = await json(`/documents/${shown.body.id}`, board);
    expect(seen.body).toMatchObject({ version: 2, createdBy: null, updatedBy: null });
    expect(seen.body.versions.map((v: { version: number; createdBy: unknown }) => [v.version, v.createdBy])).toEqual([
      [2, null],
    ]);
    expect((await get(`/documents/${shown.body.id}/content?version=1`, board)).status).toBe(404);
    expect((await get(`/documents/${shown.body.id}/content?version=1`)).status).toBe(200);

    // Unmarked again: gone from the portal at once.
    await fetch(`${app!.baseUrl}/api/v1/documents/${shown.body.id}`, {
      method: 'PATCH',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ portalVisible: false }),
    });
    expect((await json(`/documents/${shown.body.id}`, board)).status).toBe(404);

    // A portal token without VIEW_DOCUMENTS reads none; no portal token uploads.
    const funder = { Authorization: `Bearer ${tokens.reportsOnly}` };
    expect((await json('/documents', funder)).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([pdfWith('x')]), 'x.pdf');
    const write = await fetch(`${app!.baseUrl}/api/v1/documents`, { method: 'POST', headers: board, body: form });
    expect(write.status).toBe(403);
  });

  it('killed (SIGKILL) in the middle of an upload: no document without its bytes, and the app comes back', async () => {
    const before = await json('/documents?limit=100');
    const boundary = 'gms-crash-boundary';
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crash.pdf"\r\n\r\n%PDF-1.4\n`,
          ),
        );
        c.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const pending = fetch(`${app!.baseUrl}/api/v1/documents`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit).then(
      (res) => res.status,
      () => 'connection lost',
    );
    // The first bytes are in; the upload is under way when the process dies.
    await new Promise((r) => setTimeout(r, 1_000));
    process.kill(-app!.process.pid!, 'SIGKILL');
    expect(await pending).toBe('connection lost');
    controller.close();
    await app!.stop();
    // What the upload had received is in its spool file, which the sweeper removes once it is an hour old.
    const spool = path.join(db.env.STORAGE_DIR!, '.spool');
    expect(fs.readdirSync(spool)).toHaveLength(1);
    expect(await removeStaleSpoolFiles(spool, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    await start();

    const after = await json('/documents?limit=100');
    expect(after.body.pagination.total).toBe(before.body.pagination.total);
    // Every version of every document still has its bytes.
    for (const doc of after.body.data as { id: string }[]) {
      const detail = await json(`/documents/${doc.id}`);
      for (const version of detail.body.versions as { version: number; sha256: string }[]) {
        const got = await get(`/documents/${doc.id}/content?version=${version.version}`);
        expect(got.status).toBe(200);
        expect(sha256(got.bytes)).toBe(version.sha256);
      }
    }
  }, 180_000);
});
