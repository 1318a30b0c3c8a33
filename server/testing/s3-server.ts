// A real S3-protocol server for tests (s3rver, in this process): its own temporary directory, a free port on
// 127.0.0.1, one bucket, and the credentials it accepts, for an object store or an app started with an S3 backend.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** STORAGE_URL for the bucket: s3://documents?endpoint=http://127.0.0.1:PORT&region=us-east-1 */
  storageUrl: string;
  /** AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION it accepts (s3rver's fixed S3RVER/S3RVER pair). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const BUCKET = 'documents';
const REGION = 'us-east-1';

export async function startS3Server(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'gms-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = encodeURIComponent(`http://127.0.0.1:${port}`);
  return {
    storageUrl: `s3://${BUCKET}?endpoint=${endpoint}&region=${REGION}`,
    env: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: REGION },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
