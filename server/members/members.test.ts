// The last-owner rule holds for every caller of the domain functions, not only for the dashboard procedure: each
// takes the organization's lock in its own transaction, so two changes at once cannot both see "another owner".
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { BUILT_IN_ROLES } from '../auth/permissions';
import type { AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { changeMemberRole, listMembers, removeMember } from './members';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const owner = new Set(BUILT_IN_ROLES.owner);

async function twoOwners() {
  const org = await createOrganization(db, { name: 'Two Owners Trust' });
  const a = await createUser(db, { email: 'a@owners.example', organizationId: org.id, role: 'owner' });
  const b = await createUser(db, { email: 'b@owners.example', organizationId: org.id, role: 'owner' });
  return { org, a, b };
}

const owners = async (organizationId: string) =>
  (await listMembers(db, organizationId)).filter((m) => m.role === 'owner');

describe('the last owner', () => {
  it('two owners demoted at once: one change goes through, the other is refused, one owner remains', async () => {
    const { org, a, b } = await twoOwners();
    const results = await Promise.allSettled([
      changeMemberRole(db, org.id, a.id, 'admin', owner),
      changeMemberRole(db, org.id, b.id, 'admin', owner),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect((refused?.reason as AppError).code).toBe('CONFLICT');
    expect((refused?.reason as AppError).message).toBe('An organization keeps at least one owner');
    expect(await owners(org.id)).toHaveLength(1);
  });

  it('two owners removed at once: one removal goes through, the other is refused, one owner remains', async () => {
    const { org, a, b } = await twoOwners();
    const results = await Promise.allSettled([
      removeMember(db, org.id, a.id, owner),
      removeMember(db, org.id, b.id, owner),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await owners(org.id)).toHaveLength(1);
  });
});
