// sdk/src/openapi.d.ts must be what the current procedures generate: a route or schema change without
// `npm run sdk:types` fails here (and in `npm run sdk:types:check`).
import { describe, expect, it } from 'vitest';
import { checkSdkTypes, REGENERATE_COMMAND } from '../scripts/sdk-types';

describe('SDK types', () => {
  it('sdk/src/openapi.d.ts matches the OpenAPI document', async () => {
    const status = await checkSdkTypes();
    expect(status.actual, 'sdk/src/openapi.d.ts is missing').not.toBeNull();
    expect(status.expected).toContain('export interface paths');
    expect(status.current, `sdk/src/openapi.d.ts is stale: run \`${REGENERATE_COMMAND}\``).toBe(true);
  });
});
