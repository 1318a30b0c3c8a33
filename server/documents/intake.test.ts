// Upload intake (server/documents/intake): real multipart bodies, real sample files of every allowed type, every
// refusal, and memory that stays flat while hundreds of megabytes stream through.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env';
import { JPEG, odf, ooxml, PDF, PNG, zipOf } from '../testing/sample-files';
import { ALLOWED_TYPES, type IntakeResult, receiveUpload, removeStaleSpoolFiles } from './intake';

const MiB = 1024 * 1024;

let scratch: string;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'gms-intake-test-'));
});
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

let spoolCount = 0;
const freshSpoolDirectory = () => path.join(scratch, `spool-${++spoolCount}`);
const spoolFiles = (directory: string) => fs.readdir(directory).catch(() => []);

/** Posts `form` as a client would: the platform's multipart encoding, read as a Node stream (like a request). */
async function post(form: FormData, { maxBytes = 5 * MiB } = {}) {
  const response = new Response(form);
  const headers = new Headers({ 'content-type': response.headers.get('content-type')! });
  const body = Readable.fromWeb(response.body! as NodeReadableStream<Uint8Array>);
  const spoolDirectory = freshSpoolDirectory();
  const result = await receiveUpload(headers, body, { maxBytes, spoolDirectory });
  return { result, spoolDirectory };
}

function formWith(bytes: Uint8Array | string, fileName: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  // The client's declared type is deliberately wrong: only the bytes count.
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/octet-stream' }), fileName);
  return form;
}

/** Asserts a refusal and that it left no spool file. */
async function expectRefused(
  upload: { result: IntakeResult; spoolDirectory: string },
  status: number,
  code: string,
  message?: RegExp,
) {
  expect(upload.result).toMatchObject({ ok: false, status, code });
  if (message && !upload.result.ok) expect(upload.result.message).toMatch(message);
  expect(await spoolFiles(upload.spoolDirectory)).toEqual([]);
}

const SAMPLES: [label: string, make: () => Promise<Buffer | string>, fileName: string, contentType: string][] = [
  ['PDF', async () => PDF, 'narrative.pdf', 'application/pdf'],
  [
    'DOCX',
    () =>
      ooxml(
        'word/document.xml',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Narrative</w:t></w:r></w:p></w:body></w:document>',
      ),
    'narrative.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'XLSX',
    () =>
      ooxml(
        'xl/workbook.xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
      ),
    'budget.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  [
    'PPTX',
    () =>
      ooxml(
        'ppt/presentation.xml',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
        '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
      ),
    'pitch.pptx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  [
    'ODT',
    () => odf('application/vnd.oasis.opendocument.text', '<office:text><text:p>Narrative</text:p></office:text>'),
    'narrative.odt',
    'application/vnd.oasis.opendocument.text',
  ],
  [
    'ODS',
    () =>
      odf(
        'application/vnd.oasis.opendocument.spreadsheet',
        '<office:spreadsheet><table:table table:name="Budget"/></office:spreadsheet>',
      ),
    'budget.ods',
    'application/vnd.oasis.opendocument.spreadsheet',
  ],
  ['PNG', async () => PNG, 'logo.png', 'image/png'],
  ['JPEG', async () => JPEG, 'photo.jpg', 'image/jpeg'],
  ['CSV', async () => 'category,amount\nStaff,12000\n"Travel, local",800\n', 'budget.csv', 'text/csv; charset=utf-8'],
  ['CSV with a BOM', async () => '\ufeffcategory,amount\r\nStaff,12000\r\n', 'Budget.CSV', 'text/csv; charset=utf-8'],
  [
    'plain text',
    async () => 'Résumé of the programme — année 2026\n\tIndented line\r\n',
    'notes.txt',
    'text/plain; charset=utf-8',
  ],
  ['plain text named as a PDF', async () => 'Only words.', 'report.pdf', 'text/plain; charset=utf-8'],
  [
    'long text whose characters straddle the 64 KiB reads',
    async () => `a${'é€😀'.repeat(20_000)}`,
    'long.txt',
    'text/plain; charset=utf-8',
  ],
];

describe('receiveUpload: the allowed types', () => {
  it.each(SAMPLES)('accepts a %s, its type sniffed from the bytes', async (_label, make, fileName, contentType) => {
    const bytes = Buffer.from(await make());
    const { result, spoolDirectory } = await post(formWith(bytes, fileName, { title: 'Q3 narrative' }));
    if (!result.ok) throw new Error(`refused: ${result.message}`);
    expect(result.file.contentType).toBe(contentType);
    expect(result.file.fileName).toBe(fileName);
    expect(result.file.size).toBe(bytes.byteLength);
    expect(result.file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect((await fs.readFile(result.file.path)).equals(bytes)).toBe(true);
    expect(path.dirname(result.file.path)).toBe(spoolDirectory);
    expect(result.fields).toEqual({ title: 'Q3 narrative' });
    await result.file.dispose();
    expect(await spoolFiles(spoolDirectory)).toEqual([]);
  });

  it('lists exactly the allowed types', () => {
    expect([...ALLOWED_TYPES].sort()).toEqual(
      [...new Set(SAMPLES.map(([, , , contentType]) => contentType.replace(/;.*/, '')))].sort(),
    );
  });

  it('returns the text fields and a cleaned file name', async () => {
    const form = formWith(PDF, 'C:\\Users\\me\\Final\u202E narrative.pdf', {
      title: 'Letter of support',
      description: 'é'.repeat(2000),
      ['__proto__']: 'not a prototype',
    });
    const { result } = await post(form);
    if (!result.ok) throw new Error(result.message);
    expect(result.file.fileName).toBe('Final narrative.pdf');
    expect(result.fields).toEqual({
      title: 'Letter of support',
      description: 'é'.repeat(2000),
      ['__proto__']: 'not a prototype',
    });
    expect(Object.getPrototypeOf(result.fields)).toBe(Object.prototype);
    await result.file.dispose();
  });
});

describe('receiveUpload: refusals', () => {
  const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(512)]);
  const PE = Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
    Buffer.from('PE\0\0'),
    Buffer.alloc(256),
  ]);

  it.each([
    [
      'an HTML page named report.pdf',
      async () => '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>',
      'report.pdf',
    ],
    ['HTML after blank lines', async () => '\n\n   <html><body>hi</body></html>', 'notes.txt'],
    [
      'an SVG',
      async () => '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'logo.png',
    ],
    ['an SVG without a prolog, after a BOM', async () => '\ufeff<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg'],
    ['an ELF executable', async () => ELF, 'budget.xlsx'],
    ['a Windows executable', async () => PE, 'setup.pdf'],
    ['a plain zip', () => zipOf([['notes.txt', 'hello']]), 'narrative.docx'],
    ['a GIF', async () => Buffer.concat([Buffer.from('GIF89a'), Buffer.from('0100010000000000', 'hex')]), 'photo.jpg'],
    ['Latin-1 text (not UTF-8)', async () => Buffer.from('caf\xe9 au lait\n', 'latin1'), 'notes.txt'],
    ['text with a NUL byte', async () => 'name,amount\n\0,1\n', 'budget.csv'],
    ['text with an escape sequence', async () => 'title\u001b[2J\n', 'notes.txt'],
    ['UTF-8 cut in the middle of a character', async () => Buffer.from('café').subarray(0, 4), 'notes.txt'],
    ['text with a C1 control character', async () => 'line\u0085next', 'notes.txt'],
    [
      'text invalid far past its start',
      async () => Buffer.concat([Buffer.from('a'.repeat(200_000)), Buffer.from([0xff])]),
      'notes.txt',
    ],
    ['text with a control character far past its start', async () => `${'a'.repeat(200_000)}\u0007`, 'notes.txt'],
  ])('refuses %s with 415, naming the allowed types', async (_label, make, fileName) => {
    const upload = await post(formWith(Buffer.from(await make()), fileName));
    await expectRefused(
      upload,
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /PDF, DOCX, XLSX, PPTX, ODT, ODS, PNG, JPEG, CSV or plain text/,
    );
  });

  it('refuses a body that is not multipart', async () => {
    const spoolDirectory = freshSpoolDirectory();
    const headers = new Headers({ 'content-type': 'application/json' });
    const result = await receiveUpload(headers, Readable.from([Buffer.from('{"file":"x"}')]), {
      maxBytes: MiB,
      spoolDirectory,
    });
    await expectRefused({ result, spoolDirectory }, 400, 'VALIDATION_FAILED', /multipart\/form-data/);
  });

  it('refuses multipart without a boundary, and a request without a body', async () => {
    const spoolDirectory = freshSpoolDirectory();
    const noBoundary = new Headers({ 'content-type': 'multipart/form-data; charset=utf-8' });
    const withBoundary = new Headers({ 'content-type': 'multipart/form-data; boundary=x' });
    for (const [headers, body] of [
      [noBoundary, Readable.from([Buffer.from('--x--')])],
      [withBoundary, null],
    ] as const) {
      const result = await receiveUpload(headers, body, { maxBytes: MiB, spoolDirectory });
      await expectRefused({ result, spoolDirectory }, 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses a form without a file part', async () => {
    const form = new FormData();
    form.append('title', 'No file');
    await expectRefused(await post(form), 400, 'VALIDATION_FAILED', /no file part named "file"/);
  });

  it('refuses "file" sent as a text field', async () => {
    const form = new FormData();
    form.append('file', 'just text');
    await expectRefused(await post(form), 400, 'VALIDATION_FAILED', /must be a file/);
  });

  it('refuses a file part under another name', async () => {
    const form = new FormData();
    form.append('document', new Blob([PDF]), 'narrative.pdf');
    await expectRefused(await post(form), 400, 'VALIDATION_FAILED', /Unexpected file part "document"/);
  });

  it('refuses a second file', async () => {
    const form = formWith(PDF, 'one.pdf');
    form.append('file', new Blob([PDF]), 'two.pdf');
    await expectRefused(await post(form), 400, 'VALIDATION_FAILED', /exactly one file/);
  });

  it('refuses more than 10 text fields, a field over 4 KiB, and a field sent twice', async () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`field${i}`, 'x']));
    await expectRefused(await post(formWith(PDF, 'a.pdf', many)), 400, 'VALIDATION_FAILED', /at most 10 text fields/);
    await expectRefused(
      await post(formWith(PDF, 'a.pdf', { description: 'x'.repeat(4097) })),
      400,
      'VALIDATION_FAILED',
      /"description" exceeds 4 KiB/,
    );
    const twice = formWith(PDF, 'a.pdf', { title: 'one' });
    twice.append('title', 'two');
    await expectRefused(await post(twice), 400, 'VALIDATION_FAILED', /"title" appears more than once/);
  });

  it('refuses an empty file', async () => {
    await expectRefused(await post(formWith('', 'empty.txt')), 400, 'VALIDATION_FAILED', /empty/);
  });

  it('refuses a body cut off before its closing boundary', async () => {
    const response = new Response(formWith(PDF, 'narrative.pdf'));
    const bytes = new Uint8Array(await response.arrayBuffer());
    const spoolDirectory = freshSpoolDirectory();
    const result = await receiveUpload(
      new Headers({ 'content-type': response.headers.get('content-type')! }),
      Readable.from([bytes.subarray(0, bytes.byteLength - 20)]),
      { maxBytes: MiB, spoolDirectory },
    );
    await expectRefused({ result, spoolDirectory }, 400, 'VALIDATION_FAILED', /not well-formed/);
  });

  it('refuses a body that fails while it is read (a client gone)', async () => {
    async function* broken() {
      yield Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nsome text');
      throw new Error('aborted');
    }
    const spoolDirectory = freshSpoolDirectory();
    const headers = new Headers({ 'content-type': 'multipart/form-data; boundary=x' });
    const result = await receiveUpload(headers, broken(), { maxBytes: MiB, spoolDirectory });
    await expectRefused({ result, spoolDirectory }, 400, 'VALIDATION_FAILED', /interrupted/);
  });
});

// ---- Size limits and memory -----------------------------------------------------------------------------------------

const BOUNDARY = 'gms-test-boundary-7d1f';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * A multipart body with one text file of `fileBytes` bytes, generated 1 MiB at a time (the test holds no large
 * buffer): counts what the intake pulled, whether it released the body, and the highest RSS seen while streaming.
 */
function generatedUpload(fileBytes: number) {
  const line = Buffer.from('Line of a very long plain text narrative, repeated to fill the file.\n');
  const block = Buffer.alloc(MiB, line.toString());
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const hash = createHash('sha256');
  const stats = { pulled: 0, released: false, exhausted: false, rssBefore: process.memoryUsage().rss, rssPeak: 0 };
  async function* body() {
    try {
      yield head;
      stats.pulled += head.byteLength;
      for (let sent = 0; sent < fileBytes; sent += block.byteLength) {
        const chunk = block.subarray(0, Math.min(block.byteLength, fileBytes - sent));
        hash.update(chunk);
        yield chunk;
        stats.pulled += chunk.byteLength;
        if ((sent / MiB) % 8 === 0) stats.rssPeak = Math.max(stats.rssPeak, process.memoryUsage().rss);
      }
      yield tail;
      stats.exhausted = true;
    } finally {
      stats.released = !stats.exhausted;
    }
  }
  return {
    body: body(),
    stats,
    sha256: () => hash.digest('hex'),
    length: head.byteLength + fileBytes + tail.byteLength,
  };
}

describe('receiveUpload: size limits', () => {
  it('refuses at once, reading nothing, a body whose Content-Length is over the limit', async () => {
    const spoolDirectory = freshSpoolDirectory();
    const untouchable: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => {
        throw new Error('the body was read');
      },
    };
    const headers = new Headers({ 'content-type': MULTIPART_TYPE, 'content-length': String(50 * MiB) });
    const result = await receiveUpload(headers, untouchable, { maxBytes: MiB, spoolDirectory });
    await expectRefused({ result, spoolDirectory }, 413, 'PAYLOAD_TOO_LARGE', /upload limit of 1 MiB/);
  });

  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    const limit = 64 * 1024;
    const exact = await post(formWith('a'.repeat(limit), 'exact.txt'), { maxBytes: limit });
    if (!exact.result.ok) throw new Error(exact.result.message);
    expect(exact.result.file.size).toBe(limit);
    await exact.result.file.dispose();
    await expectRefused(
      await post(formWith('a'.repeat(limit + 1), 'over.txt'), { maxBytes: limit }),
      413,
      'PAYLOAD_TOO_LARGE',
      /64 KiB/,
    );
  });

  it('refuses a streamed 50 MB body of unknown length as soon as the file passes 1 MiB, and stops reading it', async () => {
    const upload = generatedUpload(50 * MiB);
    const spoolDirectory = freshSpoolDirectory();
    const result = await receiveUpload(new Headers({ 'content-type': MULTIPART_TYPE }), upload.body, {
      maxBytes: MiB,
      spoolDirectory,
    });
    await expectRefused({ result, spoolDirectory }, 413, 'PAYLOAD_TOO_LARGE');
    // The file's first MiB and one more block at most (the 64 KiB drain falls inside it): the rest is never produced.
    expect(upload.stats.pulled).toBeLessThanOrEqual(3 * MiB);
    expect(upload.stats.released).toBe(true);
  });

  it('drains a refused body of declared length to its end (the client then reads its answer)', async () => {
    const upload = generatedUpload(3 * MiB);
    const spoolDirectory = freshSpoolDirectory();
    const headers = new Headers({ 'content-type': MULTIPART_TYPE, 'content-length': String(upload.length) });
    // A declared length within the allowance of a 3 MiB - 10 KiB limit, a file just over it.
    const result = await receiveUpload(headers, upload.body, { maxBytes: 3 * MiB - 10 * 1024, spoolDirectory });
    await expectRefused({ result, spoolDirectory }, 413, 'PAYLOAD_TOO_LARGE');
    expect(upload.stats.exhausted).toBe(true);
  });

  it('keeps memory flat while a 300 MB body over the limit streams in', { timeout: 120_000 }, async () => {
    const upload = generatedUpload(300 * MiB);
    const spoolDirectory = freshSpoolDirectory();
    const result = await receiveUpload(new Headers({ 'content-type': MULTIPART_TYPE }), upload.body, {
      maxBytes: MiB,
      spoolDirectory,
    });
    await expectRefused({ result, spoolDirectory }, 413, 'PAYLOAD_TOO_LARGE');
    expect(Math.max(upload.stats.rssPeak, process.memoryUsage().rss) - upload.stats.rssBefore).toBeLessThan(40 * MiB);
  });

  it('spools an accepted 300 MB file with flat memory, its size and sha256 exact', { timeout: 180_000 }, async () => {
    const upload = generatedUpload(300 * MiB);
    const spoolDirectory = freshSpoolDirectory();
    const result = await receiveUpload(new Headers({ 'content-type': MULTIPART_TYPE }), upload.body, {
      maxBytes: 512 * MiB,
      spoolDirectory,
    });
    const rssAfter = process.memoryUsage().rss;
    if (!result.ok) throw new Error(result.message);
    try {
      expect(upload.stats.exhausted).toBe(true);
      expect(result.file.size).toBe(300 * MiB);
      expect(result.file.sha256).toBe(upload.sha256());
      expect(result.file.contentType).toBe('text/plain; charset=utf-8');
      expect((await fs.stat(result.file.path)).size).toBe(300 * MiB);
      expect(Math.max(upload.stats.rssPeak, rssAfter) - upload.stats.rssBefore).toBeLessThan(40 * MiB);
    } finally {
      await result.file.dispose();
    }
  });
});

describe('receiveUpload: a spool directory that cannot be written', () => {
  /** Even root cannot create a file in an immutable directory; anyone else is stopped by its mode. */
  const setWritable = (directory: string, writable: boolean) =>
    process.getuid?.() === 0
      ? execFileSync('chattr', [writable ? '-i' : '+i', directory])
      : fs.chmod(directory, writable ? 0o700 : 0o500);

  it("throws the file system's error (a server fault, not the client's) instead of waiting forever", async () => {
    const spoolDirectory = freshSpoolDirectory();
    await fs.mkdir(spoolDirectory);
    await setWritable(spoolDirectory, false);
    try {
      const upload = generatedUpload(20 * MiB);
      await expect(
        receiveUpload(new Headers({ 'content-type': MULTIPART_TYPE }), upload.body, {
          maxBytes: 64 * MiB,
          spoolDirectory,
        }),
      ).rejects.toMatchObject({ code: expect.stringMatching(/^(EACCES|EPERM)$/) });
      expect(upload.stats.released).toBe(true);
    } finally {
      await setWritable(spoolDirectory, true);
    }
    expect(await spoolFiles(spoolDirectory)).toEqual([]);
  });
});

describe('removeStaleSpoolFiles', () => {
  it('deletes the spool files older than the cut-off, and nothing else', async () => {
    const uploads = await Promise.all([1, 2].map(() => post(formWith(PDF, 'crash.pdf'))));
    const spoolDirectory = freshSpoolDirectory();
    const [old, recent] = uploads.map(({ result }) => {
      if (!result.ok) throw new Error(result.message);
      return result.file.path;
    }) as [string, string];
    await fs.mkdir(spoolDirectory, { recursive: true });
    for (const file of [old, recent]) await fs.rename(file, path.join(spoolDirectory, path.basename(file)));
    await fs.writeFile(path.join(spoolDirectory, 'keep.txt'), 'not a spool file');
    const dayAgo = new Date(Date.now() - 86_400_000);
    await fs.utimes(path.join(spoolDirectory, path.basename(old)), dayAgo, dayAgo);
    await fs.utimes(path.join(spoolDirectory, 'keep.txt'), dayAgo, dayAgo);

    expect(await removeStaleSpoolFiles(spoolDirectory, new Date(Date.now() - 3_600_000))).toBe(1);
    expect((await fs.readdir(spoolDirectory)).sort()).toEqual([path.basename(recent), 'keep.txt'].sort());
    expect(await removeStaleSpoolFiles(path.join(scratch, 'never-created'), new Date())).toBe(0);
  });
});

describe('MAX_UPLOAD_BYTES', () => {
  it('defaults to 25 MiB and must be a whole number of at least 1', () => {
    expect(parseEnv({}).MAX_UPLOAD_BYTES).toBe(25 * MiB);
    expect(parseEnv({ MAX_UPLOAD_BYTES: '1048576' }).MAX_UPLOAD_BYTES).toBe(MiB);
    expect(() => parseEnv({ MAX_UPLOAD_BYTES: '0' })).toThrow(/MAX_UPLOAD_BYTES/);
    expect(() => parseEnv({ MAX_UPLOAD_BYTES: '1.5' })).toThrow(/MAX_UPLOAD_BYTES/);
  });
});
