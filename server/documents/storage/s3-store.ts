// The object store on an S3 bucket or an S3-compatible server (STORAGE_URL=s3://…). Credentials come from the SDK's
// default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, instance roles), never from the URL.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError } from '~/server/env';
import { assertObjectKey, assertObjectPrefix, ObjectMissingError, type ObjectStore } from './object-store';

export interface S3Location {
  bucket: string;
  /** An S3-compatible server's base URL; unset → AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset → the SDK's default chain (AWS_REGION, the profile). */
  region?: string;
  forcePathStyle: boolean;
}

/** S3's bucket naming rule (3–63 characters of a-z 0-9 . -, starting and ending with a letter or digit). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;
const PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** A start-up configuration error; the message never repeats the URL, which could hold a secret pasted by mistake. */
const invalid = (problem: string) => new ConfigError([`STORAGE_URL: ${problem}`]);

function parseEndpoint(value: string): string {
  let endpoint: URL;
  try {
    endpoint = new URL(value);
  } catch {
    throw invalid('endpoint must be an http:// or https:// URL');
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw invalid('endpoint must be an http:// or https:// URL');
  }
  if (endpoint.username || endpoint.password) {
    throw invalid('endpoint must not hold credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  }
  return endpoint.href.replace(/\/+$/, '');
}

/** `s3://BUCKET?endpoint=http://host:port&region=us-east-1&forcePathStyle=true`, each parameter optional. */
export function parseS3StorageUrl(storageUrl: string): S3Location {
  let url: URL;
  try {
    url = new URL(storageUrl.trim());
  } catch {
    throw invalid('must be a URL such as s3://BUCKET?region=us-east-1');
  }
  if (url.protocol !== 's3:') throw invalid('must be an s3:// URL (unset it to keep files in ./.data/files)');
  if (url.username || url.password) {
    throw invalid('must not hold credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  }
  if (!BUCKET_NAME.test(url.hostname)) throw invalid('the bucket name must be 3–63 characters of a-z, 0-9, . and -');
  if (url.port || (url.pathname !== '' && url.pathname !== '/') || url.hash) {
    throw invalid('must be s3://BUCKET followed only by ?parameters');
  }
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.has(name)) throw invalid(`unknown parameter "${name}" (known: ${[...PARAMETERS].join(', ')})`);
  }
  const endpointParam = url.searchParams.get('endpoint');
  const endpoint = endpointParam === null ? undefined : parseEndpoint(endpointParam);
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !REGION.test(region)) throw invalid('region must be a region name such as us-east-1');
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw invalid('forcePathStyle must be true or false');
  }
  // S3-compatible servers rarely resolve bucket subdomains of their host: path style unless told otherwise.
  const forcePathStyle = pathStyle === null ? endpoint !== undefined : pathStyle === 'true';
  return { bucket: url.hostname, endpoint, region, forcePathStyle };
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

export function createS3Store(location: S3Location): ObjectStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    // The SDK's default CRC32 checksums (and aws-chunked bodies) are refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;

  return {
    kind: 's3',

    async putFile(key, path, size) {
      assertObjectKey(key);
      // A stream with its length: one PutObject, never the whole file in memory.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(path), ContentLength: size }));
    },

    async open(key) {
      assertObjectKey(key);
      const response = await client.send(new GetObjectCommand({ Bucket, Key: key })).catch((err: unknown) => {
        throw isMissing(err) ? new ObjectMissingError(key) : err;
      });
      if (!(response.Body instanceof Readable)) throw new Error('the S3 client returned no readable body');
      return response.Body;
    },

    async remove(key) {
      assertObjectKey(key);
      // S3 answers 204 for a key it does not hold: idempotent as it is.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix) {
      assertObjectPrefix(prefix);
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined })) {
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined && object.LastModified) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
      }
    },
  };
}
