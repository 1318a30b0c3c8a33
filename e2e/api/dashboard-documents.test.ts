// The dashboard's file routes (docs/documents.md#in-the-dashboard): uploads and downloads under /api/trpc's rules — a
// session, the same origin for a POST, the caller's permissions and organization — through the real app and store.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '~/server/testing/sample-files';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const f = () => fixtures();
const as = (who: 'member' | 'viewer') => signIn(f().users[who].email, f().users[who].password);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A multipart upload as the dashboard's page sends it (its own origin unless `origin` says otherwise). */
async function upload(
  client: DashboardClient,
  route: string,
  file: { bytes: Uint8Array; name: string },
  opts: { fields?: Record<string, string>; origin?: string; organizationId?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  form.append('file', new Blob([Buffer.from(file.bytes)], { type: 'application/pdf' }), file.name);
  const headers: Record<string, string> = { Cookie: client.cookie, Origin: opts.origin ?? f().baseUrl };
  if (opts.organizationId) headers['X-Organization-Id'] = opts.organizationId;
  const res = await fetch(`${f().baseUrl}/api/dashboard/documents${route}`, { method: 'POST', headers, body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

/** A download link followed with the session cookie (a link sends no custom header). */
async function download(client: DashboardClient, id: string, query = '') {
  const res = await fetch(`${f().baseUrl}/api/dashboard/documents/${id}/content${query}`, {
    headers: { Cookie: client.cookie },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Every file under the app's store (the spool included). */
function storedFiles(): string[] {
  const dir = f().dbEnv.STORAGE_DIR!;
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
}

const documentCount = async (pursuitId: string) =>
  (await api(`/documents?pursuitId=${pursuitId}`, { key: f().orgA.fullKey })).body.pagination.total as number;

let member: DashboardClient;
let pursuitId: string;
let requirementId: string;

beforeAll(async () => {
  member = await as('member');
  const pursuit = await member.mutate<{ id: string }>('pursuits.create', { title: `Dashboard docs ${randomUUID()}` });
  pursuitId = pursuit.data!.id;
  const item = await member.mutate<{ id: string }>('requirements.create', {
    id: pursuitId,
    kind: 'narrative',
    title: 'Project narrative',
  });
  expect(item.status, JSON.stringify(item.error)).toBe(200);
  requirementId = item.data!.id;
});

describe('dashboard document routes', () => {
  it('uploads to a checklist item, adds a version, downloads each version byte for byte as an attachment', async () => {
    const first = pdfWith('first draft');
    const created = await upload(member, '', { bytes: first, name: 'narrative.pdf' }, { fields: { requirementId } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      fileName: 'narrative.pdf',
      contentType: 'application/pdf',
      sha256: sha256(first),
      version: 1,
      pursuitId,
      requirementId,
    });
    const id = created.body.id as string;
    const items = await member.query<any>('requirements.list', { id: pursuitId, limit: 100 });
    expect(items.status, JSON.stringify(items.error)).toBe(200);
    expect(items.data.data.find((r: { id: string }) => r.id === requirementId).documentIds).toEqual([id]);

    const second = pdfWith('second draft');
    const added = await upload(member, `/versions?id=${id}`, { bytes: second, name: 'narrative v2.pdf' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ id, version: 2, fileName: 'narrative v2.pdf', sha256: sha256(second) });

    const current = await download(member, id, `?org=${f().orgA.id}`);
    expect(current.status).toBe(200);
    expect(Buffer.from(current.bytes).equals(second)).toBe(true);
    expect(current.headers.get('content-type')).toBe('application/pdf');
    expect(current.headers.get('content-disposition')).toBe('attachment; filename="narrative v2.pdf"');
    expect(current.headers.get('x-content-type-options')).toBe('nosniff');
    expect(current.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(current.headers.get('etag')).toBe(`"${sha256(second)}"`);
    expect(current.headers.get('cache-control')).toBe('private, no-cache');

    // Without `org` the user's only organization; an earlier version by its number.
    const older = await download(member, id, '?version=1');
    expect(older.status).toBe(200);
    expect(Buffer.from(older.bytes).equals(first)).toBe(true);
    expect(older.headers.get('content-disposition')).toBe('attachment; filename="narrative.pdf"');
    expect(older.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");

    const viewer = await as('viewer');
    expect((await download(viewer, id)).status).toBe(200); // VIEW_DOCUMENTS reads
    expect((await download(member, id, '?version=3')).status).toBe(404);
  });

  it('streams a file past the 10 MB Next buffers for its proxy; a HEAD answers the headers alone', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 0x20);
    pdfWith('twelve megabytes').copy(big);
    const created = await upload(member, '', { bytes: big, name: 'annual-report.pdf' }, { fields: { pursuitId } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ size: big.byteLength, sha256: sha256(big) });
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${f().baseUrl}/api/dashboard/documents/${created.body.id}/content`, {
      method: 'HEAD',
      headers: { Cookie: member.cookie },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(`"${sha256(big)}"`);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const got = await download(member, created.body.id);
    expect(sha256(got.bytes)).toBe(sha256(big));
  });

  it('refuses a viewer’s upload (403) and a file of a refused type (415), storing nothing', async () => {
    const before = await documentCount(pursuitId);
    const viewer = await as('viewer');
    const refused = await upload(viewer, '', { bytes: pdfWith('viewer'), name: 'v.pdf' }, { fields: { pursuitId } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: expect.stringContaining('MANAGE_DOCUMENTS'), code: 'FORBIDDEN' });

    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const wrongType = await upload(member, '', { bytes: html, name: 'narrative.pdf' }, { fields: { pursuitId } });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(JSON.stringify(wrongType.body)).not.toMatch(/\bat \//);
    expect(await documentCount(pursuitId)).toBe(before);
  });

  it('refuses a POST from another origin or site before reading it: 403, nothing stored', async () => {
    const before = await documentCount(pursuitId);
    const filesBefore = storedFiles();
    const file = { bytes: pdfWith('cross-site'), name: 'cross.pdf' };
    const crossOrigin = await upload(member, '', file, { fields: { pursuitId }, origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.body).toEqual({ error: 'Cross-origin request refused', code: 'FORBIDDEN' });

    // A page on another port of the same host is same-site, not same-origin: the browser says so.
    const res = await fetch(`${f().baseUrl}/api/dashboard/documents`, {
      method: 'POST',
      headers: { Cookie: member.cookie, 'Sec-Fetch-Site': 'same-site' },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
        return form;
      })(),
    });
    expect(res.status).toBe(403);
    expect(await documentCount(pursuitId)).toBe(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('answers another organization’s document 404, and an organization the user is not in 403', async () => {
    const beta = await fetch(`${f().baseUrl}/api/v1/documents`, {
      method: 'POST',
      headers: { 'X-API-Key': f().orgB.fullKey },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.from(pdfWith('beta'))]), 'beta.pdf');
        return form;
      })(),
    });
    expect(beta.status).toBe(201);
    const betaId = ((await beta.json()) as { id: string }).id;

    expect((await download(member, betaId)).status).toBe(404);
    const version = await upload(member, `/versions?id=${betaId}`, { bytes: pdfWith('overwrite'), name: 'x.pdf' });
    expect(version.status).toBe(404);
    expect(version.body.code).toBe('NOT_FOUND');
    const other = await download(member, betaId, `?org=${f().orgB.id}`);
    expect(other.status).toBe(403);
    const betaDoc = await api(`/documents/${betaId}`, { key: f().orgB.fullKey });
    expect(betaDoc.body.version).toBe(1);
  });

  it('answers a signed-out request 401 and a malformed id 400, as JSON without a stack', async () => {
    const signedOut = await fetch(`${f().baseUrl}/api/dashboard/documents/${randomUUID()}/content`);
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    const malformed = await download(member, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(Buffer.from(malformed.bytes).toString()).not.toMatch(/\n\s+at |"stack"/);
  });
});
