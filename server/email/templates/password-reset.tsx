// The password reset email (docs/authentication.md#password-reset): a single-use link, its lifetime, and what to do if
// you did not ask.
import { Text } from '@react-email/text';
import { ActionLink, EmailLayout, paragraphStyle, renderEmail, type RenderedEmail } from './layout';

export interface PasswordResetEmailInput {
  link: string;
  expiresInMinutes: number;
}

function PasswordResetEmail({ link, expiresInMinutes }: PasswordResetEmailInput) {
  const lifetime =
    expiresInMinutes % 60 === 0 && expiresInMinutes >= 60
      ? `${expiresInMinutes / 60} hour${expiresInMinutes === 60 ? '' : 's'}`
      : `${expiresInMinutes} minute${expiresInMinutes === 1 ? '' : 's'}`;
  return (
    <EmailLayout
      preview="Choose a new password"
      heading="Reset your password"
      footerNote="If you did not ask to reset your password, ignore this email: your password stays the same."
    >
      <Text style={paragraphStyle}>Someone (hopefully you) asked to reset the password of this account.</Text>
      <ActionLink href={link} label="Choose a new password" />
      <Text style={paragraphStyle}>
        The link works once and expires in {lifetime}. Resetting your password signs you out everywhere else.
      </Text>
    </EmailLayout>
  );
}

export function renderPasswordResetEmail(input: PasswordResetEmailInput): Promise<RenderedEmail> {
  return renderEmail('Reset your password', <PasswordResetEmail {...input} />);
}
