// Recognising PostgreSQL errors through drizzle's wrapper (DrizzleQueryError keeps the driver error as `cause`).

function pgError(err: unknown): { code?: string; constraint_name?: string; constraint?: string } | null {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if (
      'code' in e &&
      typeof (e as { code: unknown }).code === 'string' &&
      /^[0-9A-Z]{5}$/.test((e as { code: string }).code)
    ) {
      return e as { code: string };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique-constraint violation (23505), optionally of one named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  if (pg?.code !== '23505') return false;
  if (!constraint) return true;
  return (
    (pg.constraint_name ?? pg.constraint) === constraint ||
    String((err as Error)?.message ?? '').includes(constraint) ||
    String((pg as { message?: string }).message ?? '').includes(constraint)
  );
}

/** A foreign-key violation (23503): the row referred to was deleted meanwhile. */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgError(err)?.code === '23503';
}
