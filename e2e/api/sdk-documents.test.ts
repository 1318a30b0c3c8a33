// The SDK's document calls (sdk/README.md#documents) against the real app: a PDF uploaded from a file on disk and a
// PNG from memory come back byte for byte with their name, type and SHA-256; a version is added and each is read back;
// a refusal is a typed GmsApiError that created nothing; an upload whose answer is lost is retried once, as one.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { fixtures } from '../fixtures/fixtures';
import { HTML, JPEG, pdfWith, PNG } from '~/server/testing/sample-files';
import { createGmsClient, GmsApiError, type GmsClientOptions, type Schema } from '../../sdk/src';

// This file's own client address (the shared app trusts X-Forwarded-For), as fixtures' api() does for its calls.
const fileAddress = `10.203.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const sdk = (extra: Partial<GmsClientOptions> = {}) =>
  createGmsClient({
    baseUrl: fixtures().baseUrl,
    apiKey: fixtures().orgA.fullKey,
    headers: { 'X-Forwarded-For': fileAddress },
    ...extra,
  });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

async function rejection(promise: Promise<unknown>): Promise<GmsApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GmsApiError);
  return err as GmsApiError;
}

let dir: string;
let pursuitId: string;
let requirementId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-sdk-documents-'));
  const gms = sdk();
  pursuitId = (await gms.POST('/pursuits', { body: { title: `SDK documents ${randomUUID()}` } })).id;
  requirementId = (
    await gms.POST('/pursuits/{id}/requirements', {
      params: { path: { id: pursuitId } },
      body: { kind: 'narrative', title: 'Project narrative' },
    })
  ).id;
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The ids of the pursuit's documents, as the API lists them. */
async function documentIds(): Promise<string[]> {
  const ids: string[] = [];
  for await (const doc of sdk().paginate('/documents', { query: { pursuitId, limit: 100 } })) ids.push(doc.id);
  return ids;
}

describe('uploadDocument and downloadDocument', () => {
  it('a PDF from a file on disk (fs.openAsBlob) to a checklist item comes back byte for byte, name and all', async () => {
    const bytes = pdfWith(`SDK upload ${randomUUID()}`);
    const fileName = 'Förderantrag – Kurzfassung.pdf'; // not Latin-1: the download names it in filename*
    const file = path.join(dir, fileName);
    fs.writeFileSync(file, bytes);

    const gms = sdk();
    const created = await gms.uploadDocument({
      file: await fs.openAsBlob(file),
      fileName,
      title: 'Project narrative',
      requirementId,
      portalVisible: true,
    });
    expectTypeOf(created).toEqualTypeOf<Schema<'DocumentDetail'>>();
    expect(created).toMatchObject({
      title: 'Project narrative',
      fileName,
      contentType: 'application/pdf',
      size: bytes.byteLength,
      sha256: sha256(bytes),
      version: 1,
      pursuitId,
      requirementId,
      portalVisible: true,
    });

    const download = await gms.downloadDocument(created.id);
    expect(download).toMatchObject({
      fileName,
      contentType: 'application/pdf',
      size: bytes.byteLength,
      sha256: sha256(bytes),
    });
    expect(download.response.headers.get('content-disposition')).toMatch(/^attachment;/);
    const received = await bytesOf(download.body);
    expect(received.equals(bytes)).toBe(true);
    expect(sha256(received)).toBe(download.sha256);
  });

  it('a PNG from memory, then a JPEG as version 2: the current version and version 1 each read back', async () => {
    const gms = sdk();
    const created = await gms.uploadDocument({ file: new Blob([PNG]), fileName: 'logo.png', pursuitId });
    expect(created).toMatchObject({ contentType: 'image/png', size: PNG.byteLength, sha256: sha256(PNG) });

    const updated = await gms.addDocumentVersion(created.id, { file: new Blob([JPEG]), fileName: 'logo.jpg' });
    expect(updated).toMatchObject({ id: created.id, version: 2, fileName: 'logo.jpg', contentType: 'image/jpeg' });
    expect(updated.versions.map((v) => v.version)).toEqual([2, 1]);

    const current = await gms.downloadDocumentBlob(created.id);
    expect(current).toMatchObject({ fileName: 'logo.jpg', contentType: 'image/jpeg', sha256: sha256(JPEG) });
    expect(current.blob.type).toBe('image/jpeg');
    expect(Buffer.from(await current.blob.arrayBuffer()).equals(JPEG)).toBe(true);

    const first = await gms.downloadDocument(created.id, { version: 1 });
    expect(first).toMatchObject({ fileName: 'logo.png', contentType: 'image/png', size: PNG.byteLength });
    const received = await bytesOf(first.body);
    expect(received.equals(PNG)).toBe(true);
    expect(first.sha256).toBe(sha256(received));
  });

  it('an HTML file named .pdf: GmsApiError 415 UNSUPPORTED_MEDIA_TYPE, and no document', async () => {
    const before = await documentIds();
    const err = await rejection(
      sdk().uploadDocument({
        file: new Blob([HTML], { type: 'application/pdf' }),
        fileName: 'narrative.pdf',
        pursuitId,
      }),
    );
    expect(err).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      requestId: expect.stringMatching(/^req_/),
    });
    expect(err.message).toContain('not an allowed type');
    expect(await documentIds()).toEqual(before);
  });

  it('a document that does not exist, or a version it does not have: GmsApiError 404 NOT_FOUND', async () => {
    const gms = sdk();
    const missing = await rejection(gms.downloadDocument(randomUUID()));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const created = await gms.uploadDocument({
      file: new Blob([pdfWith('one version')]),
      fileName: 'a.pdf',
      pursuitId,
    });
    expect(await rejection(gms.downloadDocument(created.id, { version: 2 }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      await rejection(gms.addDocumentVersion(randomUUID(), { file: new Blob([PNG]), fileName: 'x.png' })),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('an upload whose answer is lost is sent again, form and key alike: one document, the replay answered', async () => {
    const attempts: { key: string | null; status: number; replayed: string | null }[] = [];
    let loseNext = true;
    // The app stores the document; its answer is then "lost" on the way back (a proxy's 503), so the SDK retries an
    // upload the app has already carried out.
    const lossyFetch = async (request: Request) => {
      const response = await fetch(request);
      attempts.push({
        key: request.headers.get('idempotency-key'),
        status: response.status,
        replayed: response.headers.get('idempotent-replayed'),
      });
      if (!loseNext) return response;
      loseNext = false;
      await response.body?.cancel();
      return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '0' } });
    };
    const before = await documentIds();
    const created = await sdk({ fetch: lossyFetch }).uploadDocument({
      file: new Blob([pdfWith('sent twice')]),
      fileName: 'budget.pdf',
      pursuitId,
    });
    expect(attempts.map((a) => a.status)).toEqual([201, 201]);
    expect(attempts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempts[1]).toMatchObject({ key: attempts[0]!.key, replayed: 'true' });
    expect((await documentIds()).filter((id) => !before.includes(id))).toEqual([created.id]);
  });
});
