// Deadline reminders (docs/notifications.md): a pursuit's deadline to its owner, a deliverable's due date to its
// assignee, a checklist item's due date to its owner, and the expiry of the organization's SAM.gov registration or
// indirect cost rate agreement to its owners and admins (docs/applications.md#organization-profile).
import { Text } from '@react-email/text';
import { defang, defangOptional } from '../defang';
import { formatDate } from './digest';
import { ActionLink, EmailLayout, paragraphStyle, renderEmail, type RenderedEmail, type Unsubscribe } from './layout';

/** What expires: the organization's SAM.gov registration, or its indirect cost rate agreement. */
export type ExpiryKind = 'sam_registration' | 'indirect_rate';
export type ReminderKind = 'pursuit' | 'deliverable' | 'requirement' | 'funder_report' | ExpiryKind;

const EXPIRING: Record<ExpiryKind, string> = {
  sam_registration: 'SAM.gov registration',
  indirect_rate: 'Indirect cost rate agreement',
};

const isExpiry = (kind: ReminderKind): kind is ExpiryKind => kind in EXPIRING;

export interface ReminderEmailInput {
  organizationName: string;
  kind: ReminderKind;
  title: string;
  /** The deliverable's project, or the requirement's pursuit. */
  projectName?: string | null;
  date: string;
  /** Days until the date; negative once past it. */
  daysLeft: number;
  url: string;
  unsubscribe: Unsubscribe;
}

export function whenText(daysLeft: number): string {
  if (daysLeft === 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  if (daysLeft > 1) return `in ${daysLeft} days`;
  return daysLeft === -1 ? 'yesterday' : `${-daysLeft} days ago`;
}

export function reminderSubject({
  kind,
  title,
  daysLeft,
}: Pick<ReminderEmailInput, 'kind' | 'title' | 'daysLeft'>): string {
  if (isExpiry(kind))
    return `${EXPIRING[kind]} ${daysLeft < 0 ? 'expired' : 'expires'} ${whenText(daysLeft)}: ${title}`;
  if (kind === 'pursuit') return `Deadline ${whenText(daysLeft)}: ${title}`;
  if (kind === 'funder_report')
    return daysLeft < 0 ? `Report late: ${title}` : `Report due ${whenText(daysLeft)}: ${title}`;
  return daysLeft < 0 ? `Overdue: ${title}` : `Due ${whenText(daysLeft)}: ${title}`;
}

function ReminderEmail({
  organizationName,
  kind,
  title,
  projectName,
  date,
  daysLeft,
  url,
  unsubscribe,
}: ReminderEmailInput) {
  if (isExpiry(kind)) {
    const subject = reminderSubject({ kind, title, daysLeft });
    return (
      <EmailLayout
        preview={subject}
        heading={subject}
        footerNote={`You receive expiry reminders as an owner or admin of ${organizationName}: 60, 30 and 7 days before its SAM.gov registration or indirect cost rate agreement expires.`}
        unsubscribe={unsubscribe}
      >
        <Text style={paragraphStyle}>
          The {EXPIRING[kind]} of <strong>{title}</strong> expires on {formatDate(date)}, {whenText(daysLeft)}.{' '}
          {kind === 'sam_registration'
            ? 'Without an active SAM.gov registration the organization cannot receive federal awards: renewal takes weeks, start it now.'
            : 'Renew the agreement with your cognizant agency, then record its new expiry in the applicant profile.'}
        </Text>
        <ActionLink href={url} label="Open the applicant profile" />
      </EmailLayout>
    );
  }
  const what =
    kind === 'pursuit'
      ? 'the application you own'
      : kind === 'requirement'
        ? 'an application requirement you own'
        : kind === 'funder_report'
          ? 'a report due to the funder of a project you own'
          : 'a deliverable assigned to you';
  const verb = kind === 'pursuit' ? 'Its deadline is' : daysLeft < 0 ? 'It was due' : 'It is due';
  return (
    <EmailLayout
      preview={reminderSubject({ kind, title, daysLeft })}
      heading={reminderSubject({ kind, title, daysLeft })}
      footerNote={`You receive deadline reminders for ${organizationName}: 14, 7 and 1 days before an application’s deadline, 7 and 1 days before a deliverable or an application requirement is due, 14, 7 and 1 days before a funder report is due, and once when a deliverable or a funder report is overdue.`}
      unsubscribe={unsubscribe}
    >
      <Text style={paragraphStyle}>
        <strong>{title}</strong>
        {projectName ? ` (${projectName})` : ''} is {what} in {organizationName}. {verb} {formatDate(date)},{' '}
        {whenText(daysLeft)}.
      </Text>
      <ActionLink
        href={url}
        label={kind === 'deliverable' || kind === 'funder_report' ? 'Open the project' : 'Open the pursuit'}
      />
    </EmailLayout>
  );
}

export function renderReminderEmail(raw: ReminderEmailInput): Promise<RenderedEmail> {
  // Names and titles are the organization's text, not ours: never a link (../defang.ts).
  const input = {
    ...raw,
    organizationName: defang(raw.organizationName),
    title: defang(raw.title),
    projectName: defangOptional(raw.projectName),
  };
  return renderEmail(`${reminderSubject(input)} (${input.organizationName})`, <ReminderEmail {...input} />);
}
