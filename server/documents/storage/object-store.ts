// The object store's one face (a directory or an S3 bucket behind it) and the key rule every backend enforces.
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export interface ObjectStore {
  readonly kind: 'directory' | 's3';
  /** Stores the local file at `path` (size known, already hashed) under `key`; durable once resolved. */
  putFile(key: string, path: string, size: number): Promise<void>;
  /** The bytes of `key` as a Node Readable; rejects with ObjectMissingError when absent. */
  open(key: string): Promise<Readable>;
  /** Idempotent: removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every key under `prefix` with its modification time (paged internally for S3), in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export class ObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored object under key ${JSON.stringify(key)}`);
    this.name = 'ObjectMissingError';
  }
}

/** A key (or list prefix) outside the rule below: a programming error, never something a client chose. */
export class InvalidObjectKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`invalid object key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** S3's own ceiling on a key's length (in bytes; every allowed character is one byte). */
const MAX_KEY_LENGTH = 1024;
const KEY_SEGMENT = /^[A-Za-z0-9_.-]+$/;

/** True for a name that may be one `/`-separated segment of a key: never `.` or `..`, never empty. */
export const isKeySegment = (name: string) => KEY_SEGMENT.test(name) && name !== '.' && name !== '..';

/**
 * Keys are `/`-separated segments of `[A-Za-z0-9_.-]`, none of them empty, `.` or `..`: no leading, trailing or doubled
 * `/`, so a key names the same object on every backend and can never climb out of the directory store's root.
 */
export function assertObjectKey(key: string): void {
  if (key.length === 0) throw new InvalidObjectKeyError(key, 'it is empty');
  if (key.length > MAX_KEY_LENGTH)
    throw new InvalidObjectKeyError(key, `it is longer than ${MAX_KEY_LENGTH} characters`);
  if (!key.split('/').every(isKeySegment)) {
    throw new InvalidObjectKeyError(
      key,
      'a key is /-separated segments of A-Z a-z 0-9 _ . - (no empty, . or .. segment)',
    );
  }
}

/** A list prefix: empty (everything), or a key, or a key's beginning (a partial last segment, or a trailing `/`). */
export function assertObjectPrefix(prefix: string): void {
  if (prefix === '') return;
  const complete = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertObjectKey(complete);
}
