// What built-statements.ts relies on of drizzle: limit() and offset() render the SQL chunk writtenCount returns, and
// an inlined day is a literal. If an upgrade changes either, this fails rather than the lists' plans.
import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { grants } from '~/db/schema';
import { writtenCount, writtenDay } from './built-statements';

const qb = new QueryBuilder();

describe('values written into a kept statement', () => {
  it('puts the day, the LIMIT and the OFFSET into the text, and the rest still in parameters', () => {
    const query = qb
      .select({ id: grants.id })
      .from(grants)
      .where(sql`${grants.closeDate} >= ${writtenDay('2026-11-26')}::date and ${grants.title} = ${'a title'}`)
      .limit(writtenCount(20))
      .offset(writtenCount(40))
      .toSQL();
    expect(query.sql).toContain(`"close_date" >= '2026-11-26'::date`);
    expect(query.sql).toMatch(/ limit 20 offset 40$/);
    expect(query.params).toEqual(['a title']);
  });

  it('refuses what is not a row count', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(() => writtenCount(n)).toThrow(RangeError);
  });
});
