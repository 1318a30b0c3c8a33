import { describe, expect, it } from 'vitest';
import { ssoFailureMessage } from './sso-messages';

describe('ssoFailureMessage', () => {
  it('has a message for every failure code of the callback, saying what to do', () => {
    for (const code of [
      'sso_request',
      'sso_unavailable',
      'sso_provider',
      'sso_email',
      'sso_not_member',
      'sso_disabled',
      'sso_ticket',
    ]) {
      expect(ssoFailureMessage(code)).toMatch(/\.$/);
    }
  });
  it('is null for anything else (no message from the query string itself)', () => {
    for (const code of [null, '', 'RateLimited', 'toString', '__proto__', 'sso_<script>'])
      expect(ssoFailureMessage(code)).toBeNull();
  });
});
