// The installed versions of the libraries this folder patches are the ones versions.ts names: an upgrade fails here
// until someone has re-read the files that rely on the library's internals (and their tests pass) and updated the pin.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PINNED_LIBRARIES } from './versions';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function installedVersion(name: string): string {
  const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

describe('the libraries server/api/library-patches relies on', () => {
  it.each(PINNED_LIBRARIES.map((library) => [library.name, library] as const))(
    '%s is the version versions.ts names',
    (name, library) => {
      const installed = installedVersion(name);
      const files = library.files.map((f) => `server/api/library-patches/${f}`).join(', ');
      expect(
        installed,
        `${name} ${installed} is installed, versions.ts names ${library.version}: re-check ${files} against the new ` +
          `version, then update versions.ts`,
      ).toBe(library.version);
    },
  );

  it('every pinned file exists in this folder', () => {
    for (const library of PINNED_LIBRARIES) {
      for (const file of library.files) expect(fs.existsSync(path.join(import.meta.dirname, file)), file).toBe(true);
    }
  });
});
