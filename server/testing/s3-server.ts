// A real S3-protocol server for tests (s3rver, in a child process): its own temporary directory, a free port on
// 127.0.0.1, one bucket, and the credentials it accepts, for an object store or an app started with an S3 backend.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface S3TestServer {
  /** STORAGE_URL for the bucket: s3://documents?endpoint=http%3A%2F%2F127.0.0.1%3APORT&region=us-east-1 */
  storageUrl: string;
  /** AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION it accepts (s3rver's fixed S3RVER/S3RVER pair). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const BUCKET = 'documents';
const REGION = 'us-east-1';
const START_TIMEOUT_MS = 30_000;

/** The port s3rver prints once it listens ("S3rver listening on 127.0.0.1:PORT"). */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on [^\s:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}) before listening: ${output}`));
    });
  });
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'gms-s3rver-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  // s3rver signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider: without
  // it, listing past one page (1,000 keys) fails. A child process of its own is the only place to turn that on.
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      '0',
      '-s',
      '--configure-bucket',
      BUCKET,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killChild = () => child.kill();
  process.once('exit', killChild);
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (err) {
    child.kill();
    await fs.rm(directory, { recursive: true, force: true });
    throw err;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    storageUrl: `s3://${BUCKET}?endpoint=${encodeURIComponent(`http://127.0.0.1:${port}`)}&region=${REGION}`,
    env: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: REGION },
    async stop() {
      process.off('exit', killChild);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await exited;
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
