// Assignment notifications (docs/notifications.md): a pursuit's new owner, a deliverable's new assignee — written in
// the transaction of the change, so an assignment that rolls back tells nobody. Assigning yourself tells nobody either,
// and a sandbox (test mode) never notifies: its data is practice.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { organizations, users } from '~/db/schema';
import { renderAssignmentEmail, assignmentSubject } from '../email/templates';
import { publicBaseUrl } from '../env';
import { unsubscribeHeaders, unsubscribeUrl } from './links';
import { notify } from './notify';
import { recipientsOf } from './recipients';

export interface Assignment {
  organizationId: string;
  kind: 'pursuit' | 'deliverable';
  id: string;
  title: string;
  /** The deliverable's project. */
  project?: { id: string; name: string };
  date: string | null;
  assigneeUserId: string;
  /** "user:<id>", "api_key:<id>" (the actor of history rows and events). */
  actor: string;
}

export async function notifyAssignment(tx: DbOrTx, a: Assignment): Promise<boolean> {
  if (a.actor === `user:${a.assigneeUserId}`) return false;
  const [org] = await tx
    .select({ name: organizations.name, sandboxOf: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, a.organizationId));
  if (!org || org.sandboxOf) return false;
  const [person] = await recipientsOf(tx, a.organizationId, a.assigneeUserId);
  const allowed = a.kind === 'pursuit' ? 'VIEW_PURSUITS' : 'VIEW_PROJECTS';
  if (!person || !person.preferences.assignments || !person.permissions.has(allowed)) return false;
  let assignedBy = 'An integration';
  if (a.actor.startsWith('user:')) {
    const [by] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, a.actor.slice(5)));
    assignedBy = by?.name || by?.email || 'A colleague';
  }
  const base = publicBaseUrl();
  const link = a.kind === 'pursuit' ? `/pursuits?open=${a.id}` : `/projects/${a.project!.id}`;
  const title = assignmentSubject(a);
  const { created } = await notify(tx, {
    organizationId: a.organizationId,
    userId: person.userId,
    kind: 'assignment',
    dedupeKey: `assignment:${a.kind}:${a.id}:${randomUUID()}`,
    title,
    body: `${assignedBy} assigned ${a.title}${a.project ? ` (${a.project.name})` : ''} to you.`,
    link,
    data: { target: { type: a.kind, id: a.id } },
    email: {
      to: person.email,
      render: async () => {
        const unsubscribe = unsubscribeUrl(person.userId, a.organizationId, 'assignments');
        const email = await renderAssignmentEmail({
          organizationName: org.name,
          kind: a.kind,
          title: a.title,
          projectName: a.project?.name,
          assignedBy,
          date: a.date,
          url: `${base}${link}`,
          unsubscribe: { url: unsubscribe, what: 'assignment emails', settingsUrl: `${base}/settings/notifications` },
        });
        return { ...email, headers: unsubscribeHeaders(unsubscribe) };
      },
    },
  });
  return created;
}
