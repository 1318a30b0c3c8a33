// What the sign-in page says when single sign-on did not sign the person in (docs/sso.md#what-the-person-sees): the
// callback's failure code (server/sso/sign-in.ts SsoFailureCode) in words a person can act on. No technical reason:
// that is in the server's log.
const SSO_MESSAGES: Record<string, string> = {
  sso_request:
    'That sign-in link has expired, was already used, or was opened in another browser. Start again from this page.',
  sso_unavailable:
    'Single sign-on is not set up for that email address. Sign in with your password, or ask your administrator.',
  sso_provider:
    "Your organization's sign-in provider could not confirm who you are. Try again; if it keeps happening, ask your administrator to check the single sign-on settings.",
  sso_email:
    "Your sign-in provider did not confirm an email address at your organization's domain. Sign in with your work account, or ask your administrator.",
  sso_not_member:
    'You are not a member of this organization yet. Ask an administrator to invite you, then sign in again.',
  sso_disabled: 'Your account or membership is disabled. Ask an administrator of your organization to re-enable it.',
  sso_ticket: 'Single sign-on could not finish signing you in (the link expired or was already used). Start again.',
};

/** The message for a `?error=` code of single sign-on, or null when the code is not one of them. */
export const ssoFailureMessage = (code: string | null): string | null =>
  code && Object.hasOwn(SSO_MESSAGES, code) ? SSO_MESSAGES[code]! : null;

/** Password sign-in refused because the organization requires single sign-on (docs/sso.md#require-sso). */
export const SSO_REQUIRED_MESSAGE =
  'Your organization requires single sign-on for your account: sign in with "Continue with single sign-on" instead of a password.';
