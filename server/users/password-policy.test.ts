import { describe, expect, it } from 'vitest';
import { AppError } from '~/server/errors';
import { MIN_PASSWORD_LENGTH, assertStrongPassword } from './password-policy';

function rejection(password: string, userInputs: string[] = []): AppError {
  try {
    assertStrongPassword(password, userInputs);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the password to be rejected');
}

describe('assertStrongPassword', () => {
  it('accepts a long, unguessable passphrase', () => {
    expect(() =>
      assertStrongPassword('copper-lantern-drifts-07-quietly', ['jane@example.org', 'Jane Doe']),
    ).not.toThrow();
    expect(() => assertStrongPassword('Vt9#qLm2!xRw8zKp', [])).not.toThrow();
  });

  it('refuses anything shorter than 12 characters, even if random', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    const error = rejection('Vt9#qLm2!xR');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/at least 12 characters/);
    expect(error.extra.issues).toEqual([{ path: 'password', message: error.message }]);
  });

  it('refuses common passwords of 12+ characters from the dictionaries', () => {
    for (const common of ['password1234', 'qwertyuiop123', '123456789012', 'iloveyou1234']) {
      const error = rejection(common);
      expect(error.message).toMatch(/too easy to guess/);
      expect(error.extra.issues?.[0]?.path).toBe('password');
    }
  });

  it("counts the user's email and name against the password", () => {
    const strongAlone = 'zebulon.krastova';
    expect(() => assertStrongPassword(strongAlone, [])).not.toThrow();
    expect(rejection(strongAlone, ['zebulon.krastova@example.org']).message).toMatch(/too easy to guess/);
    expect(() => assertStrongPassword('Zebulon Krastova!', [])).not.toThrow();
    expect(rejection('Zebulon Krastova!', ['Zebulon Krastova']).message).toMatch(/too easy to guess/);
  });

  it("includes zxcvbn's feedback in the message", () => {
    const error = rejection('aaaaaaaaaaaaaaaa');
    expect(error.message).toMatch(/too easy to guess\. .+/);
    expect(error.message.length).toBeGreaterThan('Password is too easy to guess.'.length + 5);
  });
});
