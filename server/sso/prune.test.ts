// The daily prune keeps a day of expired SSO sign-in records (replays must still find them used) and deletes older ones.
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { ssoSignIns } from '~/db/schema';
import { createOrganization } from '../organizations/organizations';
import { freshDbForEachTest } from '../testing/test-db';
import { pruneSsoSignIns } from './prune';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const HOUR = 3_600_000;

describe('pruneSsoSignIns', () => {
  it('deletes records expired over a day ago, and only those', async () => {
    const org = await createOrganization(db, { name: 'Pruned Trust', plan: 'enterprise' });
    const row = (state: string, expiresInMs: number) => ({
      stateHash: state,
      organizationId: org.id,
      purpose: 'sign_in',
      nonce: 'n',
      codeVerifierEncrypted: 'v',
      createdAt: new Date(Date.now() + expiresInMs - 10 * 60_000),
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    await db
      .insert(ssoSignIns)
      .values([row('open', 5 * 60_000), row('expired-an-hour-ago', -HOUR), row('two-days-old', -48 * HOUR)]);
    expect(await pruneSsoSignIns(db)).toBe(1);
    const left = await db.select({ state: ssoSignIns.stateHash }).from(ssoSignIns);
    expect(left.map((r) => r.state).sort()).toEqual(['expired-an-hour-ago', 'open']);
    expect(await pruneSsoSignIns(db)).toBe(0);
  });
});
