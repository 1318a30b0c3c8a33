// Documents over REST on the directory backend (docs/documents.md): multipart uploads sniffed from their bytes,
// versions, attachment-only downloads, and every bad input of the issue replayed: it gets its 4xx and changes nothing.
// The S3 backend, the quota, the portal and a crash mid-upload are in documents-s3.test.ts (an app of its own).
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';
import { docx, ELF, HTML, JPEG, pdfWith, PNG, SVG, xlsx } from '~/server/testing/sample-files';

const f = () => fixtures();
const key = () => f().orgA.fullKey;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A multipart upload through the real HTTP stack; the body parsed when it is JSON. */
async function upload(
  path: string,
  parts: { file?: { bytes: Uint8Array; name: string; type?: string }; fields?: Record<string, string> },
  k = key(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) form.append(name, value);
  if (parts.file) {
    form.append(
      'file',
      new Blob([Buffer.from(parts.file.bytes)], { type: parts.file.type ?? 'application/octet-stream' }),
      parts.file.name,
    );
  }
  const res = await fetch(`${f().baseUrl}/api/v1${path}`, { method: 'POST', headers: { 'X-API-Key': k }, body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function download(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${f().baseUrl}/api/v1${path}`, { headers: { 'X-API-Key': key(), ...headers } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

let pursuitId: string;
let otherPursuitId: string;
let requirementId: string;

beforeAll(async () => {
  const pursuit = await api('/pursuits', { method: 'POST', key: key(), body: { title: `Docs ${randomUUID()}` } });
  pursuitId = pursuit.body.id;
  otherPursuitId = (await api('/pursuits', { method: 'POST', key: key(), body: { title: 'Other docs' } })).body.id;
  const item = await api(`/pursuits/${pursuitId}/requirements`, {
    method: 'POST',
    key: key(),
    body: { kind: 'narrative', title: 'Project narrative' },
  });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  requirementId = item.body.id;
});

describe('documents', () => {
  it('uploads to a checklist item, adds a version, lists, downloads each version as an attachment', async () => {
    const first = pdfWith('first draft');
    const created = await upload('/documents', {
      file: { bytes: first, name: 'narrative.pdf', type: 'text/html' },
      fields: { requirementId, title: 'Project narrative' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Project narrative',
      fileName: 'narrative.pdf',
      // Sniffed from the bytes: the client's type is ignored.
      contentType: 'application/pdf',
      size: first.byteLength,
      sha256: sha256(first),
      version: 1,
      pursuitId,
      requirementId,
      projectId: null,
      portalVisible: false,
    });
    expect(created.body.versions).toHaveLength(1);
    const id = created.body.id as string;

    const items = await api(`/pursuits/${pursuitId}/requirements`, { key: key() });
    expect(items.body.data.find((r: { id: string }) => r.id === requirementId).documentIds).toEqual([id]);

    const second = PNG;
    const added = await upload(`/documents/${id}/versions`, { file: { bytes: second, name: 'narrative-v2.png' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ version: 2, contentType: 'image/png', fileName: 'narrative-v2.png' });
    expect(added.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const listed = await api(`/documents?pursuitId=${pursuitId}`, { key: key() });
    expect(listed.body.data.map((d: { id: string }) => d.id)).toEqual([id]);
    expect(
      (await api(`/documents?requirementId=${requirementId}&q=narrative`, { key: key() })).body.pagination.total,
    ).toBe(1);
    expect((await api(`/documents?pursuitId=${otherPursuitId}`, { key: key() })).body.data).toEqual([]);

    const current = await download(`/documents/${id}/content`);
    expect(current.status).toBe(200);
    expect(sha256(current.bytes)).toBe(sha256(second));
    expect(current.headers.get('content-type')).toBe('image/png');
    expect(current.headers.get('content-disposition')).toMatch(/^attachment; filename="narrative-v2.png"/);
    expect(current.headers.get('x-content-type-options')).toBe('nosniff');
    expect(current.headers.get('content-security-policy')).toMatch(/^sandbox\b/);
    expect(current.headers.get('etag')).toBe(`"${sha256(second)}"`);
    const unchanged = await download(`/documents/${id}/content`, { 'If-None-Match': `"${sha256(second)}"` });
    expect(unchanged.status).toBe(304);

    const old = await download(`/documents/${id}/content?version=1`);
    expect(sha256(old.bytes)).toBe(sha256(first));
    expect(old.headers.get('content-type')).toBe('application/pdf');
    expect((await download(`/documents/${id}/content?version=3`)).status).toBe(404);

    const audit = await api(`/audit-log?targetType=document&targetId=${id}`, { key: key() });
    expect(audit.body.data.map((r: { action: string }) => r.action).sort()).toEqual([
      'document.created',
      'document.version_added',
    ]);
  });

  it('each allowed type is accepted by its bytes; CSV and text by their content', async () => {
    for (const [name, bytes, type] of [
      ['scan.jpg', JPEG, 'image/jpeg'],
      ['budget.csv', Buffer.from('line,amount\nbooks,1200\n'), 'text/csv'],
      ['notes.txt', Buffer.from('Reviewer notes: strong evaluation plan.\n'), 'text/plain'],
      ['budget.xlsx', await xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['narrative.docx', await docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const res = await upload('/documents', { file: { bytes, name }, fields: { pursuitId } });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.contentType.split(';')[0], name).toBe(type);
    }
  });

  it('refuses what is not an allowed type, too large, or misaddressed, and stores nothing', async () => {
    const before = (await api(`/documents?pursuitId=${otherPursuitId}`, { key: key() })).body.pagination.total;
    const cases: [string, Parameters<typeof upload>[1], number, string][] = [
      [
        'an HTML page named report.pdf',
        { file: { bytes: Buffer.from(HTML), name: 'report.pdf', type: 'application/pdf' } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['an SVG', { file: { bytes: Buffer.from(SVG), name: 'logo.svg' } }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['an executable', { file: { bytes: ELF, name: 'budget.pdf' } }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['no file part', { fields: { title: 'Nothing attached' } }, 400, 'VALIDATION_FAILED'],
      [
        'an unknown field',
        { file: { bytes: pdfWith('x'), name: 'a.pdf' }, fields: { owner: 'me' } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a requirement of another pursuit',
        { file: { bytes: pdfWith('x'), name: 'a.pdf' }, fields: { pursuitId: otherPursuitId, requirementId } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a project and a pursuit',
        {
          file: { bytes: pdfWith('x'), name: 'a.pdf' },
          fields: { pursuitId: otherPursuitId, projectId: randomUUID() },
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'another organization’s pursuit',
        { file: { bytes: pdfWith('x'), name: 'a.pdf' }, fields: { pursuitId: randomUUID() } },
        404,
        'NOT_FOUND',
      ],
    ];
    for (const [what, parts, status, code] of cases) {
      const res = await upload('/documents', { ...parts, fields: { pursuitId: otherPursuitId, ...parts.fields } });
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.code, what).toBe(code);
      expect(JSON.stringify(res.body), what).not.toMatch(/\bat \w|node_modules/);
    }
    // Over MAX_UPLOAD_BYTES (25 MiB): 413, and the file is not kept.
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set(pdfWith('big'));
    const tooLarge = await upload('/documents', {
      file: { bytes: big, name: 'big.pdf' },
      fields: { pursuitId: otherPursuitId },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    // JSON is not an upload.
    const json = await api('/documents', { method: 'POST', key: key(), body: { pursuitId: otherPursuitId } });
    expect(json.status).toBe(400);
    expect((await api(`/documents?pursuitId=${otherPursuitId}`, { key: key() })).body.pagination.total).toBe(before);
  });

  it('cleans the file name: no path, no control characters, at most 200 characters', async () => {
    for (const [sent, check] of [
      ['../../etc/passwd.pdf', (n: string) => expect(n).toBe('passwd.pdf')],
      ['C:\\Users\\maria\\narrative.pdf', (n: string) => expect(n).toBe('narrative.pdf')],
      ['tab\tand\u202eoverride\u0085.pdf', (n: string) => expect(n).toBe('tabandoverride.pdf')],
      [`${'n'.repeat(300)}.pdf`, (n: string) => expect(n.length <= 200 && n.endsWith('.pdf')).toBe(true)],
    ] as const) {
      const res = await upload('/documents', { file: { bytes: pdfWith(sent), name: sent }, fields: { pursuitId } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      check(res.body.fileName);
      const got = await download(`/documents/${res.body.id}/content`);
      expect(got.headers.get('content-disposition')).not.toMatch(/[\\/]|\.\./);
    }
    // Control characters come percent-encoded in an RFC 5987 name (raw, they make the part malformed: a 400).
    const boundary = 'gms-name-boundary';
    const raw = await fetch(`${f().baseUrl}/api/v1/documents`, {
      method: 'POST',
      headers: { 'X-API-Key': key(), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        "filename*=UTF-8''..%2F..%2Fbad%07name%1B%E2%80%AE.pdf\r\n\r\n" +
        `${pdfWith('control').toString('latin1')}\r\n--${boundary}--\r\n`,
    });
    expect(raw.status).toBe(201);
    expect(((await raw.json()) as { fileName: string }).fileName).toBe('badname.pdf');
  });

  it('another organization’s document is unknown; a viewer key reads but cannot change', async () => {
    const mine = await upload('/documents', { file: { bytes: pdfWith('mine'), name: 'mine.pdf' } });
    const id = mine.body.id as string;
    const outsider = f().orgB.fullKey;
    for (const [method, path] of [
      ['GET', `/documents/${id}`],
      ['GET', `/documents/${id}/content`],
      ['PATCH', `/documents/${id}`],
      ['DELETE', `/documents/${id}`],
    ] as const) {
      const res = await api(path, { method, key: outsider, ...(method === 'PATCH' && { body: { title: 'taken' } }) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const version = await upload(
      `/documents/${id}/versions`,
      { file: { bytes: pdfWith('x'), name: 'x.pdf' } },
      outsider,
    );
    expect(version.status).toBe(404);
    expect((await api(`/documents?q=mine.pdf`, { key: outsider })).body.data).toEqual([]);

    // The default read-only key holds no VIEW_DOCUMENTS: refused, naming it.
    const noView = await api('/documents', { key: f().orgA.readKey });
    expect(noView.status).toBe(403);
    expect(noView.body.error).toContain('VIEW_DOCUMENTS');
    expect((await api(`/documents/${id}`, { key: key() })).body.title).toBe('mine.pdf');
  });

  it('renames, shows on the portal, deletes (gone for every reader at once)', async () => {
    const doc = await upload('/documents', { file: { bytes: pdfWith('to delete'), name: 'old-budget.pdf' } });
    const id = doc.body.id as string;
    const renamed = await api(`/documents/${id}`, {
      method: 'PATCH',
      key: key(),
      body: { title: 'Old budget', portalVisible: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Old budget', portalVisible: true, version: 1 });
    expect((await api(`/documents/${id}`, { method: 'PATCH', key: key(), body: {} })).status).toBe(400);
    const deleted = await api(`/documents/${id}`, { method: 'DELETE', key: key() });
    expect(deleted.body).toEqual({ id, deleted: true });
    expect((await api(`/documents/${id}`, { key: key() })).status).toBe(404);
    expect((await download(`/documents/${id}/content`)).status).toBe(404);
    expect((await api(`/documents/${id}`, { method: 'DELETE', key: key() })).status).toBe(404);
  });
});
