/**
 * The exact library versions the modules of this folder were written and checked against. Each module drives or
 * patches something the library does not promise (an internal property, the order of its calls, what it reads of a
 * request), so an upgrade of any of these packages needs a person to re-read the module against the new version:
 * versions.test.ts fails until they have, and then they update the version here. docs/architecture.md describes the
 * modules.
 */
export interface PinnedLibrary {
  /** The package name, as in package.json and node_modules/. */
  name: string;
  /** The exact version installed when the files were last checked. */
  version: string;
  /** The files of this folder that rely on its internals. */
  files: readonly string[];
}

export const PINNED_LIBRARIES: readonly PinnedLibrary[] = [
  { name: 'trpc-to-openapi', version: '3.3.0', files: ['openapi-bridge.ts', 'strict-json.ts'] },
  { name: '@trpc/server', version: '11.22.1', files: ['sync-parse.ts', 'openapi-bridge.ts'] },
  { name: 'zod', version: '4.6.7', files: ['sync-parse.ts', 'strict-json.ts'] },
];
