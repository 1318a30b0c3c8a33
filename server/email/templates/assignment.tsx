// Assignment emails (docs/notifications.md): a pursuit or deliverable was assigned to you.
import { Text } from '@react-email/text';
import { defang, defangOptional } from '../defang';
import { formatDate } from './digest';
import { ActionLink, EmailLayout, paragraphStyle, renderEmail, type RenderedEmail, type Unsubscribe } from './layout';

export interface AssignmentEmailInput {
  organizationName: string;
  kind: 'pursuit' | 'deliverable';
  title: string;
  projectName?: string | null;
  /** Who assigned it: a person's name, or "An integration" for an API key. */
  assignedBy: string;
  date: string | null;
  url: string;
  unsubscribe: Unsubscribe;
}

export const assignmentSubject = ({ kind, title }: Pick<AssignmentEmailInput, 'kind' | 'title'>) =>
  kind === 'pursuit' ? `You own a pursuit: ${title}` : `Assigned to you: ${title}`;

function AssignmentEmail({
  organizationName,
  kind,
  title,
  projectName,
  assignedBy,
  date,
  url,
  unsubscribe,
}: AssignmentEmailInput) {
  const role = kind === 'pursuit' ? 'the owner of the pursuit' : 'the assignee of the deliverable';
  const dateLine = date ? ` ${kind === 'pursuit' ? 'Its deadline is' : 'It is due'} ${formatDate(date)}.` : '';
  return (
    <EmailLayout
      preview={assignmentSubject({ kind, title })}
      heading={assignmentSubject({ kind, title })}
      footerNote={`You receive an email when something in ${organizationName} is assigned to you.`}
      unsubscribe={unsubscribe}
    >
      <Text style={paragraphStyle}>
        {assignedBy} made you {role} <strong>{title}</strong>
        {projectName ? ` (${projectName})` : ''} in {organizationName}.{dateLine}
      </Text>
      <ActionLink href={url} label={kind === 'pursuit' ? 'Open the pursuit' : 'Open the project'} />
    </EmailLayout>
  );
}

export function renderAssignmentEmail(raw: AssignmentEmailInput): Promise<RenderedEmail> {
  // Names and titles are the organization's text, not ours: never a link (../defang.ts).
  const input = {
    ...raw,
    organizationName: defang(raw.organizationName),
    title: defang(raw.title),
    projectName: defangOptional(raw.projectName),
    assignedBy: defang(raw.assignedBy),
  };
  return renderEmail(`${assignmentSubject(input)} (${input.organizationName})`, <AssignmentEmail {...input} />);
}
