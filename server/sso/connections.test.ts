// The OpenID Connect connection as Settings saves it (docs/sso.md#connecting-your-identity-provider): the secret
// encrypted and never read back, kept when omitted, the just-in-time role rule (never an owner's powers), the plan
// rule, and the audit records with the secret as a marker only.
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { auditRecords, roles, ssoConnections } from '~/db/schema';
import { decryptSecret } from '../crypto/secret-box';
import { AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { deleteSsoConnection, jitEligible, saveSsoConnection, ssoRedirectUri, ssoSettings } from './connections';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

const base = { issuer: 'https://idp.example.com/oauth2/default', clientId: 'client-1' };
const roleId = async (organizationId: string, name: string) =>
  (
    await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, organizationId), eq(roles.name, name)))
  )[0]!.id;
const trailOf = async (organizationId: string) =>
  db
    .select({ action: auditRecords.action, changes: auditRecords.changes })
    .from(auditRecords)
    .where(and(eq(auditRecords.organizationId, organizationId), like(auditRecords.action, 'sso_connection.%')))
    .orderBy(auditRecords.seq);

describe('saving the connection', () => {
  it('stores the secret encrypted, never returns it, keeps it when omitted and replaces it when given', async () => {
    const org = await createOrganization(db, { name: 'Acme', plan: 'enterprise' });
    const secret = `s-${randomBytes(16).toString('hex')}`;
    const saved = await saveSsoConnection(db, org.id, { ...base, clientSecret: ` ${secret}\n` }, null);
    expect(saved).toMatchObject({ ...base, clientSecretSet: true, requireSso: false, jitEnabled: false });
    expect(JSON.stringify(saved)).not.toContain(secret);
    const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, org.id));
    expect(row!.clientSecretEncrypted).not.toContain(secret);
    expect(decryptSecret(row!.clientSecretEncrypted)).toBe(secret); // trimmed: a pasted newline is not part of it

    await saveSsoConnection(db, org.id, { ...base, clientId: 'client-2' }, null);
    await saveSsoConnection(db, org.id, { ...base, clientId: 'client-2', clientSecret: '   ' }, null);
    const [kept] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, org.id));
    expect(decryptSecret(kept!.clientSecretEncrypted)).toBe(secret);

    await saveSsoConnection(db, org.id, { ...base, clientId: 'client-2', clientSecret: 'second-secret' }, null);
    const [replaced] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, org.id));
    expect(decryptSecret(replaced!.clientSecretEncrypted)).toBe('second-secret');

    const settings = await ssoSettings(db, org.id);
    expect(settings.redirectUri).toBe(ssoRedirectUri());
    expect(settings.redirectUri).toMatch(/\/api\/sso\/callback$/);
    expect(JSON.stringify(settings)).not.toContain('second-secret');
    expect(JSON.stringify(settings)).not.toContain(replaced!.clientSecretEncrypted);

    // created; client id changed; (the blank secret changed nothing: no record); secret replaced.
    const trail = await trailOf(org.id);
    expect(trail.map((r) => r.action)).toEqual([
      'sso_connection.created',
      'sso_connection.updated',
      'sso_connection.updated',
    ]);
    expect(trail[0]!.changes).toMatchObject({ clientSecret: [null, '[set]'], issuer: [null, base.issuer] });
    expect(trail[1]!.changes).toEqual({ clientId: ['client-1', 'client-2'] });
    expect(trail[2]!.changes).toEqual({ clientSecret: ['[set]', '[changed]'] });
    expect(JSON.stringify(trail)).not.toContain(secret);
    expect(JSON.stringify(trail)).not.toContain('second-secret');
  });

  it('a new connection needs a secret; bad fields are 400 naming the field, and nothing is stored', async () => {
    const org = await createOrganization(db, { name: 'Acme', plan: 'enterprise' });
    const cases: [Parameters<typeof saveSsoConnection>[2], string][] = [
      [{ ...base }, 'clientSecret'],
      [{ ...base, clientSecret: ' ' }, 'clientSecret'],
      [{ ...base, issuer: 'http://idp.example.com', clientSecret: 'x' }, 'issuer'],
      [{ ...base, clientId: '', clientSecret: 'x' }, 'clientId'],
      [{ ...base, clientId: 'a'.repeat(256), clientSecret: 'x' }, 'clientId'],
      [{ ...base, clientId: 'a\u0000b', clientSecret: 'x' }, 'clientId'],
      [{ ...base, clientSecret: 'x'.repeat(1025) }, 'clientSecret'],
    ];
    for (const [input, path] of cases) {
      const e = await refusal(saveSsoConnection(db, org.id, input, null));
      expect(e.code, JSON.stringify(input)).toBe('VALIDATION_FAILED');
      expect(e.extra.issues?.[0]?.path).toBe(path);
    }
    expect(await db.select().from(ssoConnections)).toEqual([]);
    expect(await trailOf(org.id)).toEqual([]);
  });

  it('the JIT role: any role of this organization but the owner role or one that can manage the organization', async () => {
    const org = await createOrganization(db, { name: 'Acme', plan: 'enterprise' });
    const other = await createOrganization(db, { name: 'Other', plan: 'enterprise' });
    const [powerful] = await db
      .insert(roles)
      .values({ organizationId: org.id, name: 'co-owner', permissions: ['VIEW_GRANTS', 'MANAGE_ORGANIZATION'] })
      .returning();
    const input = (jitRoleId: string | null) => ({ ...base, clientSecret: 's', jitEnabled: true, jitRoleId });
    for (const id of [await roleId(org.id, 'owner'), powerful!.id]) {
      const e = await refusal(saveSsoConnection(db, org.id, input(id), null));
      expect(e.extra.issues?.[0]).toEqual({
        path: 'jitRoleId',
        message: 'must not be the owner role or a role that can manage the organization',
      });
    }
    const foreign = await refusal(saveSsoConnection(db, org.id, input(await roleId(other.id, 'viewer')), null));
    expect(foreign.extra.issues?.[0]?.message).toBe('is not a role of this organization');

    const saved = await saveSsoConnection(db, org.id, input(await roleId(org.id, 'manager')), null);
    expect(saved.jitRoleId).toBe(await roleId(org.id, 'manager'));
    const all = await db.select().from(roles).where(eq(roles.organizationId, org.id));
    const offered = all.filter(jitEligible).map((r) => r.name);
    expect(offered).toEqual(expect.arrayContaining(['member', 'admin', 'viewer', 'manager']));
    expect(offered).not.toContain('owner');
    expect(offered).not.toContain('co-owner');
    expect((await trailOf(org.id))[0]!.changes).toMatchObject({ jitRole: [null, 'manager'], jitEnabled: [null, true] });
  });

  it('other plans are refused (403); deleting removes it with a marker for the secret; a second delete is 404', async () => {
    const basic = await createOrganization(db, { name: 'Basic', plan: 'basic' });
    const e = await refusal(saveSsoConnection(db, basic.id, { ...base, clientSecret: 's' }, null));
    expect(e.code).toBe('FORBIDDEN');
    expect(e.message).toBe('Single sign-on is part of the enterprise plan');
    expect((await ssoSettings(db, basic.id)).enterprise).toBe(false);

    const org = await createOrganization(db, { name: 'Acme', plan: 'enterprise' });
    await saveSsoConnection(db, org.id, { ...base, clientSecret: 's' }, null);
    expect(await deleteSsoConnection(db, org.id)).toEqual({ deleted: true });
    expect((await refusal(deleteSsoConnection(db, org.id))).code).toBe('NOT_FOUND');
    expect((await ssoSettings(db, org.id)).connection).toBeNull();
    const trail = await trailOf(org.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'sso_connection.deleted',
      changes: { issuer: [base.issuer, null], clientSecret: ['[set]', null] },
    });
  });
});
