// Writes the SDK's types (sdk/src/openapi.d.ts) from the OpenAPI document of /api/v1, built in-process from the
// procedures, so the SDK cannot drift from the routes. `--check` compares instead of writing (CI, and the unit test
// sdk/openapi-types.test.ts, fail on stale types).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { openApiDocument } from '~/server/api/openapi';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SDK_TYPES_FILE = path.join(ROOT, 'sdk/src/openapi.d.ts');
export const REGENERATE_COMMAND = 'npm run sdk:types';
const HEADER = `// Generated from the /api/v1 OpenAPI document by scripts/sdk-types.ts: do not edit, run \`${REGENERATE_COMMAND}\`.\n`;

/** The content sdk/src/openapi.d.ts should have for the current procedures. */
export async function generateSdkTypes(): Promise<string> {
  // The round trip keeps only what a client fetching /api/v1/openapi.json would see (no undefined, no class instances).
  const document = JSON.parse(JSON.stringify(openApiDocument())) as OpenAPI3;
  const ast = await openapiTS(document, { silent: true });
  return HEADER + astToString(ast);
}

export interface SdkTypesStatus {
  current: boolean;
  expected: string;
  /** null when the file does not exist. */
  actual: string | null;
}

/** Compares the committed types with freshly generated ones. */
export async function checkSdkTypes(file = SDK_TYPES_FILE): Promise<SdkTypesStatus> {
  const expected = await generateSdkTypes();
  const actual = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  return { current: actual === expected, expected, actual };
}

async function main(args: string[]) {
  const relative = path.relative(process.cwd(), SDK_TYPES_FILE);
  if (args.includes('--check')) {
    const status = await checkSdkTypes();
    if (!status.current) {
      process.stderr.write(`${relative} is out of date with the OpenAPI document: run \`${REGENERATE_COMMAND}\`\n`);
      process.exit(1);
    }
    process.stderr.write(`${relative} is up to date\n`);
    return;
  }
  await fs.writeFile(SDK_TYPES_FILE, await generateSdkTypes());
  process.stderr.write(`wrote ${relative}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    // The router's modules may hold timers or pools open; the script's work is done.
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`sdk-types: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(2);
    },
  );
}
