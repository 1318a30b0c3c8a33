// Grant change emails (docs/notifications.md): the close date of a grant one of your pursuits is on moved.
import { Text } from '@react-email/text';
import { defang } from '../defang';
import { formatDate } from './digest';
import { ActionLink, EmailLayout, paragraphStyle, renderEmail, type RenderedEmail, type Unsubscribe } from './layout';

export interface GrantChangeEmailInput {
  organizationName: string;
  grantTitle: string;
  /** YYYY-MM-DD, or null (none yet, as a forecast's). */
  from: string | null;
  to: string | null;
  url: string;
  unsubscribe: Unsubscribe;
}

const dateText = (date: string | null) => (date ? formatDate(date) : 'none');

export const closeDateMovedTitle = ({
  grantTitle,
  from,
  to,
}: Pick<GrantChangeEmailInput, 'grantTitle' | 'from' | 'to'>) =>
  `Close date of ${grantTitle} moved from ${dateText(from)} to ${dateText(to)}`;

function GrantChangeEmail({ organizationName, grantTitle, from, to, url, unsubscribe }: GrantChangeEmailInput) {
  const title = closeDateMovedTitle({ grantTitle, from, to });
  return (
    <EmailLayout
      preview={title}
      heading={title}
      footerNote={`You receive an email when a grant you pursue in ${organizationName} moves its close date.`}
      unsubscribe={unsubscribe}
    >
      <Text style={paragraphStyle}>
        The funder changed the close date of <strong>{grantTitle}</strong>, which you pursue in {organizationName}: it
        was {dateText(from)}, it is now {dateText(to)}. Check your pursuit&apos;s deadline and plan.
      </Text>
      <ActionLink href={url} label="Open the grant" />
    </EmailLayout>
  );
}

export function renderGrantChangeEmail(raw: GrantChangeEmailInput): Promise<RenderedEmail> {
  // The title comes from the grant's source and the name from the organization: never a link (../defang.ts).
  const input = { ...raw, organizationName: defang(raw.organizationName), grantTitle: defang(raw.grantTitle) };
  return renderEmail(closeDateMovedTitle(input), <GrantChangeEmail {...input} />);
}
