// `funder_report.late` (docs/webhooks.md, docs/post-award.md#funder-reports): recorded by the notifications run once per
// instance, on the first day after its due date (the organization's local day) that a run sees it unsubmitted. The
// instance's `late_event_at` is set in the same transaction as the event, so overlapping runs record it once.
import { sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { queryRows } from '../db-rows';
import { recordEvent } from '../events/record-event';

/** How long after its due date a late instance still gets its event (a run missed for days still records it). */
const LATE_EVENT_WINDOW_DAYS = 7;

interface LateRow {
  id: string;
  due_date: string;
  report_id: string;
  project_id: string;
  project_name: string;
  kind: string;
  title: string;
  frequency: string;
  first_due_date: string;
  end_date: string | null;
}

/** Records the event of each instance of the organization that became late by `today`; answers how many. */
export async function recordLateFunderReports(db: Db, organizationId: string, today: string): Promise<number> {
  const candidates = await queryRows<{ id: string }>(
    db,
    sql`
      select i.id::text as id from funder_report_instances i
      where i.organization_id = ${organizationId} and i.submitted_at is null and i.late_event_at is null
        and i.due_date < ${today}::date and i.due_date >= ${today}::date - ${LATE_EVENT_WINDOW_DAYS}::int
      order by i.due_date, i.id`,
  );
  let recorded = 0;
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      // Claimed by the update: a second run at once finds late_event_at set and records nothing.
      const [row] = await queryRows<LateRow>(
        tx,
        sql`
          with claimed as (
            update funder_report_instances set late_event_at = now()
            where id = ${id} and late_event_at is null and submitted_at is null
            returning id, requirement_id, due_date
          )
          select c.id::text as id, c.due_date::text as due_date, fr.id::text as report_id, pr.id::text as project_id,
                 pr.name as project_name, fr.kind, fr.title, fr.frequency, fr.first_due_date::text as first_due_date,
                 fr.end_date::text as end_date
          from claimed c
          join funder_report_requirements fr on fr.id = c.requirement_id
          join projects pr on pr.id = fr.project_id`,
      );
      if (!row) return false;
      await recordEvent(tx, {
        organizationId,
        type: 'funder_report.late',
        data: {
          report: {
            id: row.report_id,
            projectId: row.project_id,
            kind: row.kind,
            title: row.title,
            frequency: row.frequency,
            firstDueDate: row.first_due_date,
            endDate: row.end_date,
          },
          instance: {
            id: row.id,
            dueDate: row.due_date,
            status: 'late',
            submittedAt: null,
            submittedBy: null,
            documentIds: [],
          },
          project: { id: row.project_id, name: row.project_name },
        },
      });
      return true;
    });
    if (done) recorded++;
  }
  return recorded;
}
