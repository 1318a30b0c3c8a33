// Deadline reminders (docs/notifications.md): a pursuit's owner 14, 7 and 1 days before its deadline; a deliverable's
// assignee 7 and 1 days before its due date and on the first day it is overdue; a requirement's owner 7 and 1 days
// before its due date while its pursuit is open and it is not done or waived (docs/applications.md) — each once, from
// 07:00 in the
// organization's time zone. The key names the person, the date and the stage, so a moved deadline or a new owner is
// reminded anew. The organization's owners and admins are reminded 60, 30 and 7 days before its SAM.gov registration
// or its indirect cost rate agreement expires (docs/applications.md#organization-profile), the same way. A funder
// report's unsubmitted instance (docs/post-award.md#funder-reports) reminds its project's owner (the owner of the
// pursuit the project was won from) 14, 7 and 1 days before its due date and once late.
import { eq, sql } from 'drizzle-orm';
import { OPEN_PURSUIT_STATUSES, organizationProfiles } from '~/db/schema';
import type { Db } from '~/db';
import { queryRows } from '../db-rows';
import { renderReminderEmail, reminderSubject, whenText, type ExpiryKind } from '../email/templates';
import { emailEnabled } from '../email/transport';
import { publicBaseUrl } from '../env';
import { logger } from '../logger';
import type { NotifiedOrganization } from './digest';
import { unsubscribeHeaders, unsubscribeUrl } from './links';
import { notifiedKeys, notifyMany, writeInBatches, type NotificationInput } from './notify';
import type { Recipient } from './recipients';
import { daysBetween, expiryStage, localTime, reminderStage, SEND_FROM_HOUR } from './schedule';

interface Due {
  kind: 'pursuit' | 'deliverable' | 'requirement' | 'funder_report';
  id: string;
  title: string;
  project_id: string | null;
  project_name: string | null;
  user_id: string;
  date: string;
}

/** What is due within the reminder windows of `today` (pursuits 14 days ahead; deliverables 7 ahead, 7 overdue). */
async function dueItems(db: Db, organizationId: string, today: string): Promise<Due[]> {
  return queryRows<Due>(
    db,
    sql`
      select 'pursuit' as kind, p.id::text as id, p.title, null as project_id, null as project_name,
             p.owner_user_id::text as user_id, p.deadline::text as date
      from pursuits p
      where p.organization_id = ${organizationId} and p.status in (${sql.join(
        OPEN_PURSUIT_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}) and p.owner_user_id is not null
        and p.deadline between ${today}::date and ${today}::date + 14
      union all
      select 'deliverable', t.id::text, t.title, pr.id::text, pr.name, t.assignee_user_id::text, t.due_date::text
      from tasks t
      join projects pr on pr.id = t.project_id and pr.status = 'active'
      where t.organization_id = ${organizationId} and t.status <> 'completed' and t.assignee_user_id is not null
        and t.due_date between ${today}::date - 7 and ${today}::date + 7
      union all
      select 'requirement', r.id::text, r.title, p.id::text, p.title, r.owner_user_id::text, r.due_date::text
      from pursuit_requirements r
      join pursuits p on p.id = r.pursuit_id and p.status in (${sql.join(
        OPEN_PURSUIT_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
      where r.organization_id = ${organizationId} and r.status in ('todo', 'in_progress')
        and r.owner_user_id is not null and r.due_date between ${today}::date and ${today}::date + 7
      union all
      select 'funder_report', i.id::text, fr.title, pr.id::text, pr.name, pu.owner_user_id::text, i.due_date::text
      from funder_report_instances i
      join funder_report_requirements fr on fr.id = i.requirement_id
      join projects pr on pr.id = fr.project_id
      join pursuits pu on pu.id = pr.pursuit_id
      where i.organization_id = ${organizationId} and i.submitted_at is null and pu.owner_user_id is not null
        and i.due_date between ${today}::date - 7 and ${today}::date + 14
      order by 7, 2`,
  );
}

export async function runReminders(db: Db, org: NotifiedOrganization, at: Date, recipients: Recipient[]) {
  const local = localTime(at, org.timeZone);
  if (local.hour < SEND_FROM_HOUR) return { reminders: 0, emails: 0, failed: 0 };
  const people = new Map(recipients.map((r) => [r.userId, r]));
  const base = publicBaseUrl();
  let reminders = 0;
  let emails = 0;
  let failed = 0;
  const due: { input: NotificationInput; log: Record<string, string> }[] = [];
  for (const item of await dueItems(db, org.id, local.date)) {
    const input = remind(org, local.date, base, people, item);
    if (input) due.push({ input, log: { [item.kind]: item.id } });
  }
  for (const expiry of await expiringItems(db, org.id, local.date)) {
    for (const person of recipients) {
      const input = remindExpiry(org, local.date, base, person, expiry);
      if (input) due.push({ input, log: { expiry: expiry.kind } });
    }
  }
  // Those already written (an earlier run) are skipped before their emails are rendered.
  const done = await notifiedKeys(
    db,
    due.map((d) => d.input.dedupeKey),
  );
  const todo: typeof due = [];
  for (const d of due.filter((x) => !done.has(x.input.dedupeKey))) {
    try {
      // Rendered before the transaction: it holds no lock while React renders.
      if (emailEnabled()) {
        const message = await d.input.email.render();
        d.input.email = { to: d.input.email.to, render: async () => message };
      }
      todo.push(d);
    } catch (err) {
      failed++;
      logger.error({ organizationId: org.id, ...d.log, err }, 'reminder failed; the next run retries it');
    }
  }
  const written = await writeInBatches(db, todo, (tx, batch) =>
    notifyMany(
      tx,
      batch.map((d) => d.input),
    ),
  );
  written.forEach((w, k) => {
    if (w.ok) {
      if (w.value.created) reminders++;
      if (w.value.emailed) emails++;
    } else {
      failed++;
      logger.error(
        { organizationId: org.id, ...todo[k]!.log, err: w.error },
        'reminder failed; the next run retries it',
      );
    }
  });
  return { reminders, emails, failed };
}

/** Who is reminded of the organization's expiries: its owners and admins, whoever may change it or its members. */
const EXPIRY_PERMISSIONS = ['MANAGE_ORGANIZATION', 'MANAGE_MEMBERS'] as const;
/** Where an expiry reminder leads: the applicant profile, where the renewed date is recorded. */
const PROFILE_LINK = '/settings/organization#applicant-profile';

interface Expiry {
  kind: ExpiryKind;
  date: string;
}

/** The organization's expiries within the first reminder window (60 days) of `today`. */
async function expiringItems(db: Db, organizationId: string, today: string): Promise<Expiry[]> {
  const [row] = await db
    .select({
      sam: organizationProfiles.samRegistrationExpiresOn,
      rate: organizationProfiles.indirectCostRateExpiresOn,
    })
    .from(organizationProfiles)
    .where(eq(organizationProfiles.organizationId, organizationId));
  const items: Expiry[] = [];
  if (row?.sam) items.push({ kind: 'sam_registration', date: row.sam });
  if (row?.rate) items.push({ kind: 'indirect_rate', date: row.rate });
  return items.filter((e) => expiryStage(daysBetween(today, e.date)) !== null);
}

/** The expiry's reminder to `person` today, if one is due. */
function remindExpiry(
  org: NotifiedOrganization,
  today: string,
  base: string,
  person: Recipient,
  expiry: Expiry,
): NotificationInput | null {
  if (!person.preferences.reminders || !EXPIRY_PERMISSIONS.some((p) => person.permissions.has(p))) return null;
  const daysLeft = daysBetween(today, expiry.date);
  const stage = expiryStage(daysLeft);
  if (!stage) return null;
  const dedupeKey = `reminder:${expiry.kind}:${org.id}:${person.userId}:${expiry.date}:${stage}`;
  const subject = reminderSubject({ kind: expiry.kind, title: org.name, daysLeft });
  return {
    organizationId: org.id,
    userId: person.userId,
    kind: 'reminder',
    dedupeKey,
    title: subject,
    body:
      expiry.kind === 'sam_registration'
        ? `The SAM.gov registration expires on ${expiry.date} (${whenText(daysLeft)}): without it the organization cannot receive federal awards.`
        : `The indirect cost rate agreement expires on ${expiry.date} (${whenText(daysLeft)}).`,
    link: PROFILE_LINK,
    data: { target: { type: expiry.kind, id: org.id } },
    email: reminderEmail(person, org, base, 'reminders', {
      kind: expiry.kind,
      title: org.name,
      date: expiry.date,
      daysLeft,
      url: `${base}${PROFILE_LINK}`,
    }),
  };
}

/** The item's reminder to its person today, if one is due. */
function remind(
  org: NotifiedOrganization,
  today: string,
  base: string,
  people: Map<string, Recipient>,
  item: Due,
): NotificationInput | null {
  const person = people.get(item.user_id);
  const allowed =
    item.kind === 'deliverable' ? 'VIEW_PROJECTS' : item.kind === 'funder_report' ? 'VIEW_BUDGETS' : 'VIEW_PURSUITS';
  if (!person || !person.preferences.reminders || !person.permissions.has(allowed)) return null;
  const daysLeft = daysBetween(today, item.date);
  const stage = reminderStage(item.kind, daysLeft);
  if (!stage) return null;
  const dedupeKey = `reminder:${item.kind}:${item.id}:${person.userId}:${item.date}:${stage}`;
  // A requirement's project columns hold its pursuit: the link opens the pursuit's panel.
  const link =
    item.kind === 'pursuit'
      ? `/pursuits?open=${item.id}`
      : item.kind === 'requirement'
        ? `/pursuits?open=${item.project_id}`
        : `/projects/${item.project_id}`;
  const subject = reminderSubject({ kind: item.kind, title: item.title, daysLeft });
  return {
    organizationId: org.id,
    userId: person.userId,
    kind: 'reminder',
    dedupeKey,
    title: subject,
    body:
      item.kind === 'pursuit'
        ? `The deadline of ${item.title} is ${item.date} (${whenText(daysLeft)}).`
        : item.kind === 'requirement'
          ? `${item.title} of ${item.project_name} is due ${item.date} (${whenText(daysLeft)}).`
          : item.kind === 'funder_report'
            ? `The funder report ${item.title} (${item.project_name}) ${daysLeft < 0 ? 'was' : 'is'} due ${item.date} (${whenText(daysLeft)}).`
            : `${item.title} (${item.project_name}) ${daysLeft < 0 ? 'was' : 'is'} due ${item.date} (${whenText(daysLeft)}).`,
    link,
    data: { target: { type: item.kind, id: item.id } },
    email: reminderEmail(person, org, base, 'deadline reminders', {
      kind: item.kind,
      title: item.title,
      projectName: item.project_name,
      date: item.date,
      daysLeft,
      url: `${base}${link}`,
    }),
  };
}

/** A reminder's email to `person`: rendered when the outbox sends it, with its one-click unsubscribe link and headers. */
function reminderEmail(
  person: Recipient,
  org: NotifiedOrganization,
  base: string,
  what: string,
  fields: Omit<Parameters<typeof renderReminderEmail>[0], 'organizationName' | 'unsubscribe'>,
) {
  return {
    to: person.email,
    render: async () => {
      const unsubscribe = unsubscribeUrl(person.userId, org.id, 'reminders');
      const email = await renderReminderEmail({
        ...fields,
        organizationName: org.name,
        unsubscribe: { url: unsubscribe, what, settingsUrl: `${base}/settings/notifications` },
      });
      return { ...email, headers: unsubscribeHeaders(unsubscribe) };
    },
  };
}
