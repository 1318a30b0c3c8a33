import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { apiKeys } from '~/db/schema';
import { AppError } from '../errors';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { createApiKey, revokeApiKey, verifyApiKey } from './api-keys';

let db: Db;
let close: () => Promise<void>;
let organizationId: string;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  organizationId = (await createOrganization(db, { name: 'Keys Test Org' })).id;
});
afterAll(() => close());

const lastUsedAt = async (id: string) =>
  (await db.select({ t: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)))[0]!.t;
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('API keys', () => {
  it('stores only a SHA-256 hash, a display prefix and the last four characters', async () => {
    const { id, key } = await createApiKey(db, { organizationId, name: 'stored' });
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.prefix).toBe(`${key.slice(0, 13)}…`);
    expect(row!.lastFour).toBe(key.slice(-4));
  });

  it('writes lastUsedAt at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00Z') });
    try {
      const { id, key } = await createApiKey(db, { organizationId, name: 'last used' });
      await verifyApiKey(db, key);
      await settle();
      const first = await lastUsedAt(id);
      expect(first).not.toBeNull();
      vi.setSystemTime(new Date('2026-11-21T10:00:30Z'));
      await verifyApiKey(db, key);
      await settle();
      expect(await lastUsedAt(id)).toEqual(first);
      vi.setSystemTime(new Date('2026-11-21T10:01:31Z'));
      await verifyApiKey(db, key);
      await settle();
      expect((await lastUsedAt(id))!.getTime()).toBeGreaterThan(first!.getTime());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a revoke in this process holds at once; one made elsewhere holds within 10 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T11:00:00Z') });
    try {
      const local = await createApiKey(db, { organizationId, name: 'local revoke' });
      await verifyApiKey(db, local.key);
      await revokeApiKey(db, local.id);
      await expect(verifyApiKey(db, local.key)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });

      const remote = await createApiKey(db, { organizationId, name: 'remote revoke' });
      await verifyApiKey(db, remote.key); // cached now
      // Another instance revokes it: only the database changes.
      await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, remote.id));
      vi.setSystemTime(new Date('2026-11-21T11:00:09Z'));
      await expect(verifyApiKey(db, remote.key)).resolves.toBeTruthy(); // still inside the 10 s cache
      vi.setSystemTime(new Date('2026-11-21T11:00:10.001Z'));
      await expect(verifyApiKey(db, remote.key)).rejects.toBeInstanceOf(AppError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a key past its expiry', async () => {
    const { key } = await createApiKey(db, {
      organizationId,
      name: 'expiring',
      expiresAt: new Date(Date.now() - 1000),
    });
    await expect(verifyApiKey(db, key)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses forbidden and unknown permissions, and permissions beyond the creator’s', async () => {
    await expect(
      createApiKey(db, { organizationId, name: 'x', permissions: ['MANAGE_EXTENSIONS'] }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(createApiKey(db, { organizationId, name: 'x', permissions: ['FLY'] })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(
      createApiKey(db, {
        organizationId,
        name: 'x',
        permissions: ['MANAGE_PURSUITS'],
        creatorPermissions: new Set(['VIEW_PURSUITS']),
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
