// The one-time sign-in code (docs/authentication.md#sign-in-limits): sent when someone signs in to the account from a
// new address while the account is under a password-guessing attack.
import { Text } from '@react-email/text';
import { EmailLayout, paragraphStyle, renderEmail, type RenderedEmail } from './layout';

export interface SignInCodeEmailInput {
  code: string;
  expiresInMinutes: number;
}

function SignInCodeEmail({ code, expiresInMinutes }: SignInCodeEmailInput) {
  return (
    <EmailLayout
      preview="Your sign-in code"
      heading="Your sign-in code"
      footerNote="If you did not try to sign in, someone else may be guessing your password: ignore this email, and consider changing your password."
    >
      <Text style={paragraphStyle}>
        Someone (hopefully you) is signing in to this account from a new place. To finish signing in, enter this code:
      </Text>
      <Text style={{ ...paragraphStyle, fontSize: 28, fontWeight: 700, letterSpacing: '4px' }}>{code}</Text>
      <Text style={paragraphStyle}>
        It works once, only where it was asked for, and expires in {expiresInMinutes} minutes.
      </Text>
    </EmailLayout>
  );
}

export function renderSignInCodeEmail(input: SignInCodeEmailInput): Promise<RenderedEmail> {
  return renderEmail('Your sign-in code', <SignInCodeEmail {...input} />);
}
