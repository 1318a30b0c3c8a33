// The one text rule for everything the API and the dashboard accept (docs/api.md#conventions: bad input never reaches a
// 500). PostgreSQL refuses U+0000 in text, and a lone UTF-16 surrogate is not a character at all: both are refused at
// the door with a 400 naming the field, whatever the procedure, so no string reaches the database unchecked.
import { z } from 'zod';
import { AppError, describeIssues, type ErrorIssue } from '../errors';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (value: string) => !UNSAFE.test(value);

const MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** For schemas that want the rule on one field (the procedures get it for every field through trpc.ts checkInputText). */
export const ZSafeText = z.string().refine(isSafeText, MESSAGE);

/** Every string in a raw input, keys included, with its path: the first few unsafe ones as issues. */
export function unsafeTextIssues(input: unknown, max = 5): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const visit = (value: unknown, path: string, depth: number) => {
    if (issues.length >= max || depth > 64) return;
    if (typeof value === 'string') {
      if (!isSafeText(value)) issues.push({ path, message: MESSAGE });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, path ? `${path}.${i}` : String(i), depth + 1));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const at = path ? `${path}.${k}` : k;
        if (!isSafeText(k)) issues.push({ path: at.replace(/[^\x20-\x7e]/g, '?'), message: MESSAGE });
        else visit(v, at, depth + 1);
      }
    }
  };
  visit(input, '', 0);
  return issues;
}

export function assertSafeText(input: unknown): void {
  const issues = unsafeTextIssues(input);
  if (issues.length) throw new AppError('VALIDATION_FAILED', describeIssues(issues), { issues });
}
