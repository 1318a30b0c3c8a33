// The object store (server/documents/storage): the same behaviour on a directory and on a real S3-protocol server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseEnv } from '~/server/env';
import { startS3Server } from '~/server/testing/s3-server';
import { InvalidObjectKeyError, ObjectMissingError, openObjectStore, type ObjectStore } from './storage';
import { parseS3StorageUrl } from './storage/s3-store';

interface Backend {
  store: ObjectStore;
  stop(): Promise<void>;
}

let scratch: string;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'gms-storage-test-'));
});
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

let fileCount = 0;
async function localFile(bytes: Uint8Array): Promise<string> {
  const file = path.join(scratch, `source-${++fileCount}`);
  await fs.writeFile(file, bytes);
  return file;
}

async function put(store: ObjectStore, key: string, bytes: Uint8Array): Promise<void> {
  await store.putFile(key, await localFile(bytes), bytes.byteLength);
}

async function listAll(store: ObjectStore, prefix: string) {
  const found = [];
  for await (const object of store.list(prefix)) found.push(object);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'directory',
    async () => {
      const directory = path.join(scratch, 'files');
      return { store: openObjectStore(undefined, { directory }), stop: async () => {} };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3Server();
      // The SDK's default credential chain reads the standard variables, as in production.
      for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
      return {
        store: openObjectStore(s3.storageUrl),
        stop: async () => {
          vi.unstubAllEnvs();
          await s3.stop();
        },
      };
    },
  ],
];

describe.each(backends)('the %s store', (kind, start) => {
  let backend: Backend;
  let store: ObjectStore;
  beforeAll(async () => {
    backend = await start();
    store = backend.store;
  });
  afterAll(() => backend.stop());

  it('is the backend its configuration names', () => {
    expect(store.kind).toBe(kind);
  });

  it('gives back the exact bytes of a multi-megabyte file, and a second put replaces them', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    await put(store, 'round-trip/org-1/doc-1/v1', bytes);
    expect((await buffer(await store.open('round-trip/org-1/doc-1/v1'))).equals(bytes)).toBe(true);

    const replacement = randomBytes(1000);
    await put(store, 'round-trip/org-1/doc-1/v1', replacement);
    expect((await buffer(await store.open('round-trip/org-1/doc-1/v1'))).equals(replacement)).toBe(true);
  });

  it('stores an empty file', async () => {
    await put(store, 'empty/file.txt', new Uint8Array());
    expect((await buffer(await store.open('empty/file.txt'))).byteLength).toBe(0);
  });

  it('lists the keys under a prefix, whole segments or partial, with their modification times', async () => {
    const before = Date.now();
    for (const key of [
      'listing/org-1/doc-a/v1',
      'listing/org-1/doc-a/v2',
      'listing/org-1/doc-b/v1',
      'listing/org-2/x',
    ]) {
      await put(store, key, Buffer.from(key));
    }
    const after = Date.now();

    const underOrg1 = await listAll(store, 'listing/org-1/');
    expect(underOrg1.map((o) => o.key)).toEqual([
      'listing/org-1/doc-a/v1',
      'listing/org-1/doc-a/v2',
      'listing/org-1/doc-b/v1',
    ]);
    for (const { modifiedAt } of underOrg1) {
      expect(modifiedAt).toBeInstanceOf(Date);
      // S3 keeps whole seconds.
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(after + 1_000);
    }
    expect((await listAll(store, 'listing/org-1/doc-a')).map((o) => o.key)).toEqual([
      'listing/org-1/doc-a/v1',
      'listing/org-1/doc-a/v2',
    ]);
    expect((await listAll(store, 'listing/org')).length).toBe(4);
    expect((await listAll(store, '')).map((o) => o.key)).toEqual(expect.arrayContaining(['listing/org-2/x']));
    expect(await listAll(store, 'listing/nothing-here/')).toEqual([]);
  });

  it('lists past one page of results (S3 answers 1,000 keys a page)', { timeout: 120_000 }, async () => {
    const file = await localFile(Buffer.from('x'));
    const keys = Array.from({ length: 1_005 }, (_, i) => `paging/${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => store.putFile(key, file, 1)));
    }
    expect((await listAll(store, 'paging/')).map((o) => o.key)).toEqual(keys);
  });

  it('removes a key, and removing it again (or a key never stored) is no error', async () => {
    await put(store, 'removal/doc', Buffer.from('bytes'));
    await store.remove('removal/doc');
    await expect(store.open('removal/doc')).rejects.toBeInstanceOf(ObjectMissingError);
    await store.remove('removal/doc');
    await store.remove('removal/never/stored');
    expect(await listAll(store, 'removal/')).toEqual([]);
  });

  it('rejects opening a missing key, or a key that is only the prefix of others, with ObjectMissingError', async () => {
    await expect(store.open('missing/key')).rejects.toBeInstanceOf(ObjectMissingError);
    await put(store, 'prefix-only/child', Buffer.from('x'));
    await expect(store.open('prefix-only')).rejects.toBeInstanceOf(ObjectMissingError);
  });

  it.each(['../escape', 'a/../../escape', '..', 'a/./b', '/absolute', 'a//b', 'trailing/', '', 'a b', 'ü', 'a\\b'])(
    'refuses the key %j everywhere',
    async (key) => {
      const file = await localFile(Buffer.from('nope'));
      await expect(store.putFile(key, file, 4)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.open(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    },
  );

  it('refuses a list prefix that climbs', async () => {
    await expect(listAll(store, '../')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(listAll(store, 'a/../')).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });
});

describe('the directory store on disk', () => {
  it('writes inside its root only, leaves no temporary file, and refuses a file whose size is not the one announced', async () => {
    const root = path.join(scratch, 'own-root');
    const store = openObjectStore(undefined, { directory: root });
    await put(store, 'org/doc/v1', Buffer.from('hello'));
    expect(await fs.readdir(path.join(root, 'org/doc'))).toEqual(['v1']);
    expect(await fs.readFile(path.join(root, 'org/doc/v1'), 'utf8')).toBe('hello');

    await expect(store.putFile('org/doc/v2', await localFile(Buffer.from('hello')), 6)).rejects.toThrow(/5 bytes/);
    expect(await fs.readdir(path.join(root, 'org/doc'))).toEqual(['v1']);
    await expect(store.putFile('../outside', await localFile(Buffer.from('x')), 1)).rejects.toThrow(
      InvalidObjectKeyError,
    );
    expect(await fs.readdir(scratch)).not.toContain('outside');
  });
});

describe("the S3 store's credentials", () => {
  it('come from the standard AWS_* variables (an unknown access key is refused by the server)', async () => {
    const s3 = await startS3Server();
    try {
      const file = await localFile(Buffer.from('x'));
      vi.stubEnv('AWS_REGION', 'us-east-1');
      vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
      vi.stubEnv('AWS_ACCESS_KEY_ID', 'NOT-A-KNOWN-KEY');
      await expect(openObjectStore(s3.storageUrl).putFile('credentials/probe', file, 1)).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
      vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
      await openObjectStore(s3.storageUrl).putFile('credentials/probe', file, 1);
    } finally {
      vi.unstubAllEnvs();
      await s3.stop();
    }
  });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, endpoint, region and path style', () => {
    expect(parseS3StorageUrl('s3://grant-files?endpoint=http://minio:9000&region=us-east-1')).toEqual({
      bucket: 'grant-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(parseS3StorageUrl('s3://grant-files')).toEqual({
      bucket: 'grant-files',
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
    });
    expect(
      parseS3StorageUrl('s3://grant-files?endpoint=https%3A%2F%2Fs3.example.org&forcePathStyle=false&region=eu-west-3'),
    ).toMatchObject({ endpoint: 'https://s3.example.org', forcePathStyle: false, region: 'eu-west-3' });
  });

  it.each([
    ['http://grant-files', /must be an s3:\/\/ URL/],
    ['grant-files', /must be a URL/],
    ['s3://Grant_Files', /bucket name/],
    ['s3://grant-files/some/prefix', /only by \?parameters/],
    ['s3://grant-files?endpoint=ftp://host', /endpoint must be an http/],
    ['s3://grant-files?endpoint=not a url', /endpoint must be an http/],
    ['s3://grant-files?region=us east', /region/],
    ['s3://grant-files?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://grant-files?bucket=other', /unknown parameter "bucket"/],
  ])('refuses %j at start-up', (url, message) => {
    expect(() => openObjectStore(url)).toThrow(ConfigError);
    expect(() => openObjectStore(url)).toThrow(message);
  });

  it('is checked with the rest of the configuration when the process starts', () => {
    expect(parseEnv({ STORAGE_URL: 's3://grant-files?region=us-east-1' }).STORAGE_URL).toBe(
      's3://grant-files?region=us-east-1',
    );
    expect(parseEnv({ STORAGE_URL: '' }).STORAGE_URL).toBeUndefined();
    expect(() => parseEnv({ STORAGE_URL: 'https://grant-files.s3.amazonaws.com' })).toThrow(
      /STORAGE_URL: must be an s3:\/\/BUCKET URL/,
    );
  });

  it('never repeats credentials written into the URL', () => {
    for (const url of [
      's3://AKIAEXAMPLE:wJalrXUtnFEMIsecret@grant-files',
      's3://grant-files?endpoint=http://AKIAEXAMPLE:wJalrXUtnFEMIsecret@minio:9000',
    ]) {
      let message = '';
      try {
        openObjectStore(url);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/must not hold credentials/);
      expect(message).not.toContain('wJalrXUtnFEMIsecret');
      expect(message).not.toContain('AKIAEXAMPLE');
    }
  });
});
