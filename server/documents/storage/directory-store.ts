// The object store on a local directory (STORAGE_URL unset): one file per key, written atomically and fsynced.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertObjectKey,
  assertObjectPrefix,
  isKeySegment,
  ObjectMissingError,
  type ObjectStore,
  type StoredObject,
} from './object-store';

/** `~` is outside the key alphabet: a half-written file can never be mistaken for, or listed as, an object. */
const TEMP_PREFIX = '~partial-';

/** Errors meaning "nothing stored there": the path is absent, or it crosses or names a directory (another key's prefix). */
const isAbsent = (err: unknown) =>
  err instanceof Error && ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

async function syncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copies `source` to `target` and flushes it to disk, checking it holds the `size` bytes the caller hashed. */
async function copyDurably(source: string, target: string, size: number): Promise<void> {
  await fs.copyFile(source, target);
  const handle = await fs.open(target, 'r+');
  try {
    const { size: copied } = await handle.stat();
    if (copied !== size) throw new Error(`the file to store has ${copied} bytes, not the ${size} announced`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createDirectoryStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return path.join(base, ...key.split('/'));
  };

  /** Every object under the directory of `directoryKey` ('' for the root) whose key begins with `prefix`. */
  async function* walk(directoryKey: string, prefix: string): AsyncGenerator<StoredObject> {
    let directory;
    try {
      directory = await fs.opendir(directoryKey ? pathOf(directoryKey) : base);
    } catch (err) {
      if (isAbsent(err)) return;
      throw err;
    }
    for await (const entry of directory) {
      if (!isKeySegment(entry.name)) continue;
      const key = directoryKey ? `${directoryKey}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix)) yield* walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        // Removed since the directory was read: not listed.
        const stats = await fs.stat(pathOf(key)).catch((err: unknown) => (isAbsent(err) ? null : Promise.reject(err)));
        if (stats) yield { key, modifiedAt: stats.mtime };
      }
    }
  }

  return {
    kind: 'directory',

    async putFile(key, source, size) {
      const target = pathOf(key);
      const directory = path.dirname(target);
      const firstCreated = await fs.mkdir(directory, { recursive: true });
      // Beside its target, so the rename stays on one file system and is atomic: readers see the old bytes or the new.
      const temp = path.join(directory, `${TEMP_PREFIX}${randomUUID()}`);
      try {
        await copyDurably(source, temp, size);
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      // The rename, and any directory just created, are durable only once their parent directories are synced.
      const stop = firstCreated ? path.dirname(firstCreated) : directory;
      for (let d = directory; ; d = path.dirname(d)) {
        await syncDirectory(d);
        if (d === stop || d === path.dirname(d)) break;
      }
    },

    async open(key): Promise<Readable> {
      const file = pathOf(key);
      const handle = await fs.open(file, 'r').catch((err: unknown) => {
        throw isAbsent(err) ? new ObjectMissingError(key) : err;
      });
      // On Linux a directory opens for reading too: a key that is only another key's prefix is no object.
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new ObjectMissingError(key);
      }
      return handle.createReadStream();
    },

    async remove(key) {
      await fs.unlink(pathOf(key)).catch((err: unknown) => {
        if (!isAbsent(err)) throw err;
      });
    },

    async *list(prefix) {
      assertObjectPrefix(prefix);
      // Every match lives below the prefix's last complete directory.
      const slash = prefix.lastIndexOf('/');
      yield* walk(slash === -1 ? '' : prefix.slice(0, slash), prefix);
    },
  };
}
