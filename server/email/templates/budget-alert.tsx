// Budget alert emails (docs/post-award.md#alerts): a budget line reached 90 % or 100 % of its amount, or a project's
// spending pace heads more than 15 % off its award.
import { Text } from '@react-email/text';
import { defang } from '../defang';
import { ActionLink, EmailLayout, paragraphStyle, renderEmail, type RenderedEmail, type Unsubscribe } from './layout';

export interface BudgetAlertEmailInput {
  organizationName: string;
  projectName: string;
  /** The headline, e.g. "Travel: 90% of its budget spent" (the line's description is the organization's text). */
  headline: string;
  /** What the figures say, one sentence. */
  detail: string;
  url: string;
  unsubscribe: Unsubscribe;
}

export const budgetAlertSubject = ({
  projectName,
  headline,
}: Pick<BudgetAlertEmailInput, 'projectName' | 'headline'>) => `Budget alert, ${projectName}: ${headline}`;

function BudgetAlertEmail({
  organizationName,
  projectName,
  headline,
  detail,
  url,
  unsubscribe,
}: BudgetAlertEmailInput) {
  return (
    <EmailLayout
      preview={budgetAlertSubject({ projectName, headline })}
      heading={budgetAlertSubject({ projectName, headline })}
      footerNote={`You receive budget alerts because you manage budgets in ${organizationName}.`}
      unsubscribe={unsubscribe}
    >
      <Text style={paragraphStyle}>
        <strong>{projectName}</strong> in {organizationName}: {detail}
      </Text>
      <ActionLink href={url} label="Open the project" />
    </EmailLayout>
  );
}

/** "$1,234.56" from integer cents (no float on the way). */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const dollars = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '−' : ''}$${dollars}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function renderBudgetAlertEmail(raw: BudgetAlertEmailInput): Promise<RenderedEmail> {
  // Names and descriptions are the organization's text, not ours: never a link (../defang.ts).
  const input = {
    ...raw,
    organizationName: defang(raw.organizationName),
    projectName: defang(raw.projectName),
    headline: defang(raw.headline),
    detail: defang(raw.detail),
  };
  return renderEmail(`${budgetAlertSubject(input)} (${input.organizationName})`, <BudgetAlertEmail {...input} />);
}
