// The invitation email (docs/members.md): who invited you, to which organization and role, the link, and its expiry.
import { EmailLayout, ActionLink, paragraphStyle, renderEmail, type RenderedEmail } from './layout';
import { Text } from '@react-email/text';
import { defang, defangOptional } from '../defang';

export interface InvitationEmailInput {
  organizationName: string;
  inviterName: string | null;
  roleName: string;
  link: string;
  expiresAt: Date;
}

/** "November 28, 2026, 09:30 UTC": unambiguous for every reader, whatever their time zone. */
export function formatExpiry(date: Date): string {
  return `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', hour12: false, timeZone: 'UTC' }).format(date)} UTC`;
}

function InvitationEmail({ organizationName, inviterName, roleName, link, expiresAt }: InvitationEmailInput) {
  const who = inviterName ? `${inviterName} has invited you` : 'You have been invited';
  return (
    <EmailLayout
      preview={`Join ${organizationName} on the Grant Management Service`}
      heading={`Join ${organizationName}`}
      footerNote="If you did not expect this invitation, you can ignore this email: nothing happens unless the link is used."
    >
      <Text style={paragraphStyle}>
        {who} to join <strong>{organizationName}</strong> as <strong>{roleName}</strong>.
      </Text>
      <ActionLink href={link} label="Accept the invitation" />
      <Text style={paragraphStyle}>The link works once and expires on {formatExpiry(expiresAt)}.</Text>
    </EmailLayout>
  );
}

export function renderInvitationEmail(raw: InvitationEmailInput): Promise<RenderedEmail> {
  // Every name here is chosen by the inviting organization, not by us: never a link (../defang.ts).
  const input = {
    ...raw,
    organizationName: defang(raw.organizationName),
    inviterName: defangOptional(raw.inviterName),
    roleName: defang(raw.roleName),
  };
  return renderEmail(`You're invited to join ${input.organizationName}`, <InvitationEmail {...input} />);
}
