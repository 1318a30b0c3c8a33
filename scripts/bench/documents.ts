/**
 * `npm run bench -- documents` (docs/benchmarks.md#documents), on the embedded database (PGlite) and the directory
 * store in a temporary STORAGE_DIR: a generated PDF of 25 MiB less 4 KiB (the default MAX_UPLOAD_BYTES is 25 MiB)
 * uploaded through the SDK from its file (`fs.openAsBlob`), and downloaded streaming (hashed, then discarded), N times
 * each after one warm-up; the server's RSS sampled every 100 ms from /proc. Then two refused uploads of a 1 GiB body
 * generated while it is sent (never in memory): chunked, so the server counts it to the limit and answers 413, and
 * with its Content-Length declared, refused before any of it is read. Target: the server's RSS grows by less than
 * 50 MB for each. The job workers are off (WORKER_MODE=off): the figures are the request path's alone.
 *
 * Env: BENCH_DOCUMENT_RUNS (5).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createGmsClient, type GmsClient } from '../../sdk/src';
import { cli, ensureBuild, envNumber, freePort, log, median, sleep, startAppServer, stopAll, table } from './harness';

export const description =
  '25 MiB PDF up and down through the SDK (PGlite, directory store): seconds, MB/s, server RSS; 1 GiB refused with 413';

const MiB = 1024 * 1024;
const MB = 1_000_000;
const FILE_BYTES = 25 * MiB - 4 * 1024;
const OVERSIZE_BYTES = 1024 * MiB;
const RSS_GROWTH_TARGET_MB = 50;

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`documents takes no arguments (got: ${args.join(' ')})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-bench-documents-'));
  try {
    await runBenchmark(dir);
  } finally {
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF-typed file of `bytes`: the PDF header, random bytes, `%%EOF`; written 1 MiB at a time. Its SHA-256. */
function writeTestPdf(file: string, bytes: number): string {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'w');
  try {
    const write = (chunk: Buffer) => {
      fs.writeSync(fd, chunk);
      hash.update(chunk);
    };
    write(head);
    for (let left = bytes - head.length - tail.length; left > 0; left -= MiB) write(randomBytes(Math.min(MiB, left)));
    write(tail);
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/** VmRSS and VmHWM (peak) of a process, in bytes (Linux /proc). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/** Samples a process's RSS every 100 ms; `peakSince()` is the highest sample since the last `reset()`. */
function rssSampler(pid: number) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 100);
  return {
    reset: () => (peak = memoryOf(pid).rss),
    peakSince: () => Math.max(peak, memoryOf(pid).rss),
    stop: () => clearInterval(timer),
  };
}

/** Reads a stream to its end, hashing it: nothing of it is kept. */
async function hashStream(body: ReadableStream<Uint8Array>): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    hash.update(next.value);
    bytes += next.value.byteLength;
  }
  return { sha256: hash.digest('hex'), bytes };
}

interface Timed {
  upload: number[];
  download: number[];
}

async function uploadAndDownload(gms: GmsClient, file: string, sha256: string, runs: number): Promise<Timed> {
  const timed: Timed = { upload: [], download: [] };
  for (let i = 0; i <= runs; i++) {
    let t = performance.now();
    const created = await gms.uploadDocument({ file: await fs.openAsBlob(file), fileName: 'bench.pdf' });
    const uploadSeconds = (performance.now() - t) / 1000;
    if (created.sha256 !== sha256 || created.size !== FILE_BYTES) throw new Error('the upload stored other bytes');

    t = performance.now();
    const download = await gms.downloadDocument(created.id);
    const received = await hashStream(download.body);
    const downloadSeconds = (performance.now() - t) / 1000;
    if (received.sha256 !== sha256 || download.sha256 !== sha256 || received.bytes !== FILE_BYTES) {
      throw new Error('the download is not the bytes uploaded');
    }
    if (i === 0) continue; // the warm-up
    timed.upload.push(uploadSeconds);
    timed.download.push(downloadSeconds);
  }
  return timed;
}

interface Refusal {
  status: number | null;
  code: string | null;
  /** Bytes written to the connection (the server read them, or they sat in socket buffers) before the answer. */
  sent: number;
  seconds: number;
  error: string | null;
}

/**
 * POSTs a 1 GiB multipart body generated as it is written (one 1 MiB random block, sent again and again), chunked or
 * with its length declared, and stops writing once the server answers or closes the connection.
 */
function sendOversize(base: string, key: string, declareLength: boolean): Promise<Refusal> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const pdfHeader = '%PDF-1.4\n';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${pdfHeader}`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = randomBytes(MiB);
  const headers: Record<string, string> = {
    'X-API-Key': key,
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
  };
  if (declareLength) headers['Content-Length'] = String(head.length - pdfHeader.length + OVERSIZE_BYTES + tail.length);
  const started = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const request = http.request(`${base}/api/v1/documents`, { method: 'POST', headers });
    const finish = (result: Omit<Refusal, 'sent' | 'seconds'>) => {
      if (answered) return;
      answered = true;
      resolve({ ...result, sent, seconds: (performance.now() - started) / 1000 });
      request.destroy();
    };
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        let code: string | null = null;
        try {
          code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: string }).code ?? null;
        } catch {
          // not the API's error body: reported as no code
        }
        finish({ status: response.statusCode ?? null, code, error: null });
      });
    });
    request.on('error', (err) => finish({ status: null, code: null, error: err.message }));
    const write = async () => {
      const put = (chunk: Buffer) =>
        new Promise<void>((done) => {
          sent += chunk.length;
          if (request.write(chunk)) done();
          else request.once('drain', done);
        });
      await put(head);
      for (let left = OVERSIZE_BYTES - pdfHeader.length; left > 0 && !answered && !request.destroyed; left -= MiB) {
        await put(left >= MiB ? block : block.subarray(0, left));
      }
      if (!answered && !request.destroyed) request.end(tail);
    };
    void write();
  });
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);

async function runBenchmark(dir: string): Promise<void> {
  const runs = envNumber('BENCH_DOCUMENT_RUNS', 5);
  log(
    `Documents: a ${(FILE_BYTES / MiB).toFixed(3)} MiB PDF (${FILE_BYTES} bytes) up and down ${runs} times through the ` +
      `SDK; a 1 GiB upload refused\n`,
  );
  await ensureBuild();

  const database = { pgliteDir: path.join(dir, 'pglite') };
  const storageDir = path.join(dir, 'files');
  cli(database, ['migrate']);
  cli(database, ['org', 'create', '--name', 'Documents Bench', '--slug', 'documents-bench']);
  const { key } = cli(database, [
    'api-key',
    'create',
    '--org',
    'documents-bench',
    '--name',
    'bench',
    '--permissions',
    'MANAGE_DOCUMENTS,VIEW_DOCUMENTS',
  ]) as { key: string };

  const file = path.join(dir, 'bench.pdf');
  const sha256 = writeTestPdf(file, FILE_BYTES);

  const port = await freePort();
  const app = await startAppServer({
    name: 'app',
    port,
    ...database,
    logLevel: 'warn',
    env: { RATE_LIMITS: 'off', WORKER_MODE: 'off', STORAGE_DIR: storageDir },
  });
  const pid = app.proc.pid!;
  const base = `http://127.0.0.1:${port}`;
  const gms = createGmsClient({ baseUrl: base, apiKey: key });
  await sleep(1_000); // let start-up's garbage settle before the "before" figure

  const sampler = rssSampler(pid);
  try {
    const before = memoryOf(pid);
    sampler.reset();
    const loadBefore = os.loadavg()[0]!;
    const timed = await uploadAndDownload(gms, file, sha256, runs);
    const transferPeak = sampler.peakSince();
    const afterTransfers = memoryOf(pid);

    const refusals: { label: string; refusal: Refusal; before: number; peak: number }[] = [];
    for (const [label, declareLength] of [
      ['chunked (no Content-Length)', false],
      ['Content-Length: 1 GiB', true],
    ] as const) {
      await sleep(1_000);
      const rssBefore = memoryOf(pid).rss;
      sampler.reset();
      const refusal = await sendOversize(base, key, declareLength);
      await sleep(500); // a last sample after the answer
      refusals.push({ label, refusal, before: rssBefore, peak: sampler.peakSince() });
    }
    const loadAfter = os.loadavg()[0]!;
    const spoolLeft = fs.existsSync(path.join(storageDir, '.spool'))
      ? fs.readdirSync(path.join(storageDir, '.spool')).length
      : 0;

    const row = (name: string, seconds: number[]) => {
      const sorted = [...seconds].sort((a, b) => a - b);
      return [
        name,
        median(sorted).toFixed(3),
        sorted[0]!.toFixed(3),
        (FILE_BYTES / MB / median(sorted)).toFixed(1),
        (FILE_BYTES / MB / sorted[0]!).toFixed(1),
      ];
    };
    log(`${runs} runs each after 1 warm-up, one at a time, through the SDK (MB = 10^6 bytes):`);
    log(
      table([
        ['transfer', 'median s', 'min s', 'median MB/s', 'best MB/s'],
        row('upload (fs.openAsBlob → POST /documents)', timed.upload),
        row('download (GET /documents/{id}/content, streamed)', timed.download),
      ]),
    );
    log('\nserver RSS (/proc VmRSS, sampled every 100 ms; VmHWM is the process peak since start-up):');
    log(
      table([
        ['when', 'RSS MB'],
        ['before the transfers', mb(before.rss)],
        ['peak during the transfers', mb(transferPeak)],
        ['after the transfers', mb(afterTransfers.rss)],
        ['VmHWM after the transfers', mb(afterTransfers.hwm)],
      ]),
    );
    log(`\n1 GiB upload bodies (the limit: 25 MiB), server RSS growth target < ${RSS_GROWTH_TARGET_MB} MB:`);
    log(
      table([
        ['body', 'answer', 'written MB', 'seconds', 'RSS before MB', 'RSS peak MB', 'growth MB'],
        ...refusals.map(({ label, refusal, before: rssBefore, peak }) => {
          const growth = (peak - rssBefore) / MB;
          return [
            label,
            refusal.status === null ? `no answer (${refusal.error})` : `${refusal.status} ${refusal.code ?? ''}`,
            mb(refusal.sent),
            refusal.seconds.toFixed(2),
            mb(rssBefore),
            mb(peak),
            `${growth.toFixed(1)} ${growth < RSS_GROWTH_TARGET_MB ? '✓' : '✗'}`,
          ];
        }),
      ]),
    );
    log(`spool files left in STORAGE_DIR/.spool: ${spoolLeft}`);
    log('\nmachine');
    log(`  cpu:        ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length} cores`);
    log(`  memory:     ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`);
    log(`  node:       ${process.version} (${os.platform()} ${os.release()})`);
    log(`  storage:    ${storageDir} (directory store), database PGlite`);
    log(`  load avg:   ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (1 min)`);
    const failed = refusals.filter(
      ({ refusal, before: rssBefore, peak }) =>
        refusal.status !== 413 || (peak - rssBefore) / MB >= RSS_GROWTH_TARGET_MB,
    );
    if (failed.length) throw new Error(`oversize uploads not refused within target: ${failed.map((f) => f.label)}`);
  } finally {
    sampler.stop();
  }
}
