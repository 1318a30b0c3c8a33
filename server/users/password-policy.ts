// Password strength policy (docs/authentication.md#password-reset): one check used wherever a password is set (reset,
// invitations, CLI).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { AppError } from '~/server/errors';

export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn score 3 = "safely unguessable: moderate protection from offline slow-hash scenario". */
export const MIN_PASSWORD_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;
// Built lazily: ranking the dictionaries takes a moment and most requests never set a password.
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    translations: zxcvbnEn.translations,
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
  });
  return zxcvbn;
}

function reject(message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'password', message }] });
}

/** Email local parts and names split into words so "jane.doe@x.org" also rejects "janedoe2024…". */
function expandUserInputs(userInputs: string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    const localPart = value.split('@')[0];
    if (localPart) words.add(localPart);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Throws VALIDATION_FAILED unless the password has ≥ 12 characters and a zxcvbn score ≥ 3.
 * `userInputs` (email, name, organization) count against it.
 */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    reject(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  // zxcvbn's cost grows with length; the first 100 characters decide the score anyway.
  const result = estimator().check(password.slice(0, 100), expandUserInputs(userInputs));
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (hint): hint is string => typeof hint === 'string' && hint.length > 0,
  );
  reject(`Password is too easy to guess.${hints.length ? ` ${hints.join(' ')}` : ' Add more words or characters.'}`);
}
