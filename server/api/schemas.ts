// Shared zod building blocks for REST inputs: ids, dates, comma lists, booleans from query strings.
import { z } from 'zod';

export const ZId = z.uuid({ error: 'must be a UUID' });

/** A real calendar date (YYYY-MM-DD) in 1900–2999: nothing the database or date arithmetic chokes on. */
export const ZDate = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).refine((d) => {
  const year = Number(d.slice(0, 4));
  return year >= 1900 && year <= 2999;
}, 'must be a date between 1900-01-01 and 2999-12-31');

/** ISO-8601 UTC timestamp in responses. */
export const ZTimestamp = z.iso.datetime();

/** `?status=posted,forecasted` → ['posted', 'forecasted'], each checked against the allowed values. */
export const commaList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(values.join(',').length + values.length * 2, `must be a comma-separated list of ${values.join(', ')}`)
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: `must be a comma-separated list of ${values.join(', ')}` })).min(1));

/** Query-string booleans: "true"/"false"/"1"/"0" (a plain z.boolean() would read "false" as true). */
export const ZStringBool = z.stringbool();
