// What a change did, as `{field: [before, after]}`: only the fields named, so a secret-bearing column can never slip
// into the trail (an allow-list by construction; add a field here only if it is safe to show an auditor).
import type { AuditChanges } from '~/db/schema';

/** The stored (and hashed) form of a value: dates as ISO strings, missing as null — what JSON would make of it. */
export function auditValue(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(auditValue(a)) === JSON.stringify(auditValue(b));

/** The fields of `fields` whose value differs between `before` (null: created) and `after` (null: deleted). */
export function diff<K extends string>(
  before: Partial<Record<K, unknown>> | null,
  after: Partial<Record<K, unknown>> | null,
  fields: readonly K[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = before ? before[field] : null;
    const to = after ? after[field] : null;
    if (!same(from, to)) changes[field] = [auditValue(from), auditValue(to)];
  }
  return changes;
}
