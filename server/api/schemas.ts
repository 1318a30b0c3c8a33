// Shared zod building blocks for REST inputs: ids, dates, comma lists, booleans from query strings.
import { z } from 'zod';

export const ZId = z.uuid({ error: 'must be a UUID' });

/**
 * Text a person types (a name, a title, a keyword, a search): at most `max` characters as sent, not blank, stored
 * trimmed. The length is checked before trimming, so the documented `maxLength` holds for the value sent (a value one
 * character too long is refused even when that character is a space); "not blank" is documented as `pattern: \S`,
 * JavaScript's `\s` being exactly what `trim()` removes.
 */
export const ZText = (max: number) => z.string().max(max).regex(/\S/, 'must not be blank').trim();

/**
 * A real calendar date in 1900–2999, as the document states it: zod's date pattern (leap years included) with the
 * year bounded, so a client or a contract fuzzer reading the document never sends a date the API refuses.
 */
const DATE_1900_2999 =
  '^(?:(?:19(?:0[48]|[2468][048]|[13579][26])|2\\d(?:0[48]|[2468][048]|[13579][26])|2[048]00)-02-29|' +
  '(?:19\\d\\d|2\\d{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|' +
  '02-(?:0[1-9]|1\\d|2[0-8])))$';

/** A real calendar date (YYYY-MM-DD) in 1900–2999: nothing the database or date arithmetic chokes on. */
export const ZDate = z.iso
  .date({ error: 'must be a date (YYYY-MM-DD)' })
  .refine((d) => {
    const year = Number(d.slice(0, 4));
    return year >= 1900 && year <= 2999;
  }, 'must be a date between 1900-01-01 and 2999-12-31')
  .meta({ pattern: DATE_1900_2999 });

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
