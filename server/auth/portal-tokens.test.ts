// Portal tokens are made with permissions a portal may hold, and never beyond their creator's (docs/permissions.md):
// a member who manages extensions but cannot read budgets cannot mint a link that shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { createPortalToken } from './portal-tokens';

let db: Db;
let close: () => Promise<void>;
let organizationId: string;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  organizationId = (await createOrganization(db, { name: 'Portal Test Org' })).id;
});
afterAll(() => close());

describe('portal tokens', () => {
  it('refuse permissions a portal may not hold, and permissions beyond the creator’s', async () => {
    await expect(
      createPortalToken(db, { organizationId, name: 'x', permissions: ['MANAGE_BUDGETS'] }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const creator = new Set(['MANAGE_EXTENSIONS', 'VIEW_REPORTS', 'VIEW_PROJECTS'] as const);
    for (const permissions of [['VIEW_BUDGETS'], ['VIEW_REPORTS', 'VIEW_DOCUMENTS']]) {
      await expect(
        createPortalToken(db, { organizationId, name: 'x', permissions, creatorPermissions: creator }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/VIEW_BUDGETS|VIEW_DOCUMENTS/) });
    }
    const made = await createPortalToken(db, {
      organizationId,
      name: 'board',
      permissions: ['VIEW_REPORTS'],
      creatorPermissions: creator,
    });
    expect(made.token).toMatch(/^portal_/);
  });
});
