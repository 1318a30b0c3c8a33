// The process's object store and upload spool, from the configuration (docs/documents.md#storage): STORAGE_URL names
// an S3-compatible bucket, else the files live in STORAGE_DIR. Spooled uploads are always on local disk, in
// STORAGE_DIR/.spool, outside the keys the store lists.
import path from 'node:path';
import { env } from '../env';
import { openObjectStore, type ObjectStore } from './storage';

let store: ObjectStore | undefined;

export function documentStore(): ObjectStore {
  const config = env();
  store ??= openObjectStore(config.STORAGE_URL, { directory: config.STORAGE_DIR });
  return store;
}

export const spoolDirectory = () => path.join(env().STORAGE_DIR, '.spool');
