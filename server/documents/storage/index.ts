// Where document files live: a directory (STORAGE_URL unset) or an S3 bucket, behind one ObjectStore face.
import { createDirectoryStore } from './directory-store';
import type { ObjectStore } from './object-store';
import { createS3Store, parseS3StorageUrl } from './s3-store';

export { InvalidObjectKeyError, ObjectMissingError, type ObjectStore, type StoredObject } from './object-store';

/** The quick start's home for files, beside the embedded database's ./.data/pglite. */
const DEFAULT_DIRECTORY = './.data/files';

/**
 * The store STORAGE_URL names: unset or empty → a directory store at ./.data/files (or `opts.directory`);
 * `s3://BUCKET?endpoint=…&region=…&forcePathStyle=…` → S3. A malformed URL throws ConfigError (a start-up error).
 */
export function openObjectStore(storageUrl: string | undefined, opts: { directory?: string } = {}): ObjectStore {
  if (storageUrl === undefined || storageUrl.trim() === '') {
    return createDirectoryStore(opts.directory ?? DEFAULT_DIRECTORY);
  }
  return createS3Store(parseS3StorageUrl(storageUrl));
}
