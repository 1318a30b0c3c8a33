// The new-match digest (docs/notifications.md): the grants that newly reached the organization's high-match threshold
// or newly entered a subscribed saved search, best first, each with its score, top reasons, close date, a link to it
// and, for someone who may decide, a "not relevant" link; then "What changed": the grant versions (grant.updated) of
// grants the organization pursues or matches since the last digest, when there are any.
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { defang, defangOptional } from '../defang';
import { EmailLayout, paragraphStyle, renderEmail, type RenderedEmail, type Unsubscribe } from './layout';

export interface DigestGrant {
  title: string;
  agency: string | null;
  url: string;
  /** Null for a grant no mission matched (it came from a saved search). */
  score: number | null;
  reasons: string[];
  closeDate: string | null;
  /** Why it is here: "your missions" or the saved search's name. */
  via: string;
  notRelevantUrl: string | null;
}

/** A grant that changed since the last digest: its versions' changes, one line each ("Close date: … → …"). */
export interface DigestChange {
  title: string;
  url: string;
  lines: string[];
}

export interface DigestEmailInput {
  organizationName: string;
  period: 'daily' | 'weekly';
  grants: DigestGrant[];
  /** Grants past the ones listed (a digest lists at most 50). */
  more: number;
  /** What changed in grants the organization pursues or matches (none: no section). */
  changes?: DigestChange[];
  grantsUrl: string;
  unsubscribe: Unsubscribe;
}

// One formatter for the process: building an Intl.DateTimeFormat costs far more than formatting with it, and a run's
// digests format thousands of close dates (docs/benchmarks.md#notifications).
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "December 9, 2026": a close date is a calendar date, shown as written. */
export function formatDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

const link = { color: '#0a58ca', textDecoration: 'underline' } as const;
const small = { ...paragraphStyle, fontSize: 14, lineHeight: '20px', margin: '0 0 6px' } as const;

/** "3 new grants for Acme", or "2 grants changed for Acme" when nothing is new. */
const summary = (count: number, changed: number, organizationName: string) =>
  count > 0 || changed === 0
    ? `${count} new grant${count === 1 ? '' : 's'} for ${organizationName}`
    : `${changed} grant${changed === 1 ? '' : 's'} changed for ${organizationName}`;

function DigestEmail({
  organizationName,
  period,
  grants,
  more,
  changes = [],
  grantsUrl,
  unsubscribe,
}: DigestEmailInput) {
  const count = grants.length + more;
  return (
    <EmailLayout
      preview={summary(count, changes.length, organizationName)}
      heading={count > 0 ? `New grants for ${organizationName}` : `Grant changes for ${organizationName}`}
      footerNote={`You receive this ${period} digest because you are a member of ${organizationName}. Nothing new means no email.`}
      unsubscribe={unsubscribe}
    >
      {count > 0 ? (
        <Text style={paragraphStyle}>
          {count === 1 ? 'One grant' : `${count} grants`} newly matched your organization’s missions or your saved
          searches since your last digest, best match first.
        </Text>
      ) : null}
      {grants.map((g, i) => (
        <Section key={i} style={{ borderTop: '1px solid #d0d7de', padding: '12px 0 4px' }}>
          <Text style={{ ...paragraphStyle, margin: '0 0 6px' }}>
            <Link href={g.url} style={{ ...link, fontWeight: 700 }}>
              {g.title}
            </Link>
          </Text>
          <Text style={small}>
            {g.score === null ? 'No mission match' : `Match score ${g.score}`}
            {g.agency ? ` · ${g.agency}` : ''} · {g.closeDate ? `closes ${formatDate(g.closeDate)}` : 'no close date'} ·
            via {g.via}
          </Text>
          {g.reasons.length ? <Text style={small}>Why: {g.reasons.join('; ')}</Text> : null}
          {g.notRelevantUrl ? (
            <Text style={small}>
              <Link href={g.notRelevantUrl} style={link}>
                Not relevant
              </Link>{' '}
              (hides it from your organization’s list and later digests)
            </Text>
          ) : null}
        </Section>
      ))}
      {more > 0 ? (
        <Text style={paragraphStyle}>
          And {more} more on{' '}
          <Link href={grantsUrl} style={link}>
            the Grants page
          </Link>
          .
        </Text>
      ) : null}
      {changes.length > 0 ? (
        <Section style={{ paddingTop: 12 }}>
          <Text style={{ ...paragraphStyle, fontWeight: 700, fontSize: 18 }}>What changed</Text>
          <Text style={paragraphStyle}>
            Grants your organization pursues or matches that their funder changed since your last digest.
          </Text>
          {changes.map((c, i) => (
            <Section key={i} style={{ borderTop: '1px solid #d0d7de', padding: '12px 0 4px' }}>
              <Text style={{ ...paragraphStyle, margin: '0 0 6px' }}>
                <Link href={c.url} style={{ ...link, fontWeight: 700 }}>
                  {c.title}
                </Link>
              </Text>
              {c.lines.map((line, j) => (
                <Text key={j} style={small}>
                  {line}
                </Text>
              ))}
            </Section>
          ))}
        </Section>
      ) : null}
    </EmailLayout>
  );
}

export function renderDigestEmail(raw: DigestEmailInput): Promise<RenderedEmail> {
  // Names, titles, agencies and reasons come from organizations and grant sources, not from us: never a link of
  // their own (../defang.ts); each grant's link is ours.
  const input = {
    ...raw,
    organizationName: defang(raw.organizationName),
    grants: raw.grants.map((g) => ({
      ...g,
      title: defang(g.title),
      agency: defangOptional(g.agency),
      via: defang(g.via),
      reasons: g.reasons.map(defang),
    })),
    changes: (raw.changes ?? []).map((c) => ({ ...c, title: defang(c.title), lines: c.lines.map(defang) })),
  };
  const count = input.grants.length + input.more;
  return renderEmail(summary(count, input.changes.length, input.organizationName), <DigestEmail {...input} />);
}
