// Deadline reminders (docs/notifications.md): a pursuit's deadline to its owner, a deliverable's due date to its
// assignee.
import { Text } from '@react-email/text';
import { defang, defangOptional } from '../defang';
import { formatDate } from './digest';
import { ActionLink, EmailLayout, paragraphStyle, renderEmail, type RenderedEmail, type Unsubscribe } from './layout';

export interface ReminderEmailInput {
  organizationName: string;
  kind: 'pursuit' | 'deliverable';
  title: string;
  /** The deliverable's project. */
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
  if (kind === 'pursuit') return `Deadline ${whenText(daysLeft)}: ${title}`;
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
  const what = kind === 'pursuit' ? 'the application you own' : 'a deliverable assigned to you';
  const verb = kind === 'pursuit' ? 'Its deadline is' : daysLeft < 0 ? 'It was due' : 'It is due';
  return (
    <EmailLayout
      preview={reminderSubject({ kind, title, daysLeft })}
      heading={reminderSubject({ kind, title, daysLeft })}
      footerNote={`You receive deadline reminders for ${organizationName}: 14, 7 and 1 days before an application’s deadline, 7 and 1 days before a deliverable is due, and once when it is overdue.`}
      unsubscribe={unsubscribe}
    >
      <Text style={paragraphStyle}>
        <strong>{title}</strong>
        {projectName ? ` (${projectName})` : ''} is {what} in {organizationName}. {verb} {formatDate(date)},{' '}
        {whenText(daysLeft)}.
      </Text>
      <ActionLink href={url} label={kind === 'pursuit' ? 'Open the pursuit' : 'Open the project'} />
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
