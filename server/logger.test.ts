// A database error logged at 5xx carries no SQL parameter and no credential-shaped text (docs/operations.md#logs).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { users } from '~/db/schema';
import { createTestDb } from './testing/test-db';
import { createLogger, scrubText } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(stream, { level: 'info' }), lines };
}

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createTestDb()));
afterAll(() => close());

describe('error serializer', () => {
  it('a failed query keeps its SQL text and loses its parameters, the params line of its message and its detail', async () => {
    const email = 'dana.secret@example.org';
    await db.insert(users).values({ email, name: 'Dana' });
    const err = await db
      .insert(users)
      .values({ email, name: 'Dana again' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify({ message: (err as Error).message })).toContain(email); // drizzle's own message has it

    const { logger, lines } = capture();
    logger.error({ err, requestId: 'r1' }, 'request failed');
    const line = lines.join('');
    expect(line).toContain('insert into \\"users\\"');
    expect(line).not.toContain(email);
    expect(line).not.toMatch(/"params":|"parameters":/);
    expect(JSON.parse(line).err.type).toBeTruthy();
  });

  it('credential shapes are scrubbed from messages and stacks', () => {
    const key = `gms_live_${'a'.repeat(49)}`;
    const err = new Error(
      `upstream said no to ${key} with Bearer eyJhbGciOi.eyJzdWIiOiIx.sig at https://hooks.example.org/x?sig=abc and postgres://app:hunter22@db:5432/gms`,
    );
    const { logger, lines } = capture();
    logger.error({ err }, 'webhook attempt failed');
    const line = lines.join('');
    for (const secret of [key, 'eyJhbGciOi', 'sig=abc', 'hunter22']) expect(line).not.toContain(secret);
    expect(line).toContain('https://hooks.example.org/x?[redacted]');
  });

  it('scrubText leaves ordinary text alone', () => {
    expect(scrubText('relation "grants" does not exist')).toBe('relation "grants" does not exist');
    expect(scrubText('local_timezone and vertical_alignment')).toBe('local_timezone and vertical_alignment');
    const feed = `cal_${'k'.repeat(43)}`;
    expect(scrubText(`GET /calendar/${feed}.ics failed`)).toBe('GET /calendar/[redacted].ics failed');
    expect(scrubText('see https://example.org/docs#limits')).toBe('see https://example.org/docs#limits');
  });
});
