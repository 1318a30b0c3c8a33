// The embeddable portal (docs/dashboard.md#the-embeddable-portal): the report and project progress a read-only portal
// token allows, with no dashboard chrome. Framable and noindex, and refused before it renders when the link is
// malformed or over a view budget (proxy.ts); an unknown, revoked or expired token is a 401 (unauthorized.tsx). Data
// comes from the same procedures as /api/v1, called in-process as the token's principal.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { unauthorized } from 'next/navigation';
import { createPortalContext } from '~/server/api/context';
import { createCaller } from '~/server/api/root';
import { toAppError } from '~/server/api/trpc';
import { authenticate } from '~/server/auth/authenticate';
import { getDb } from '~/server/db';
import { clientAddress } from '~/server/http/client-ip';
import { findOrganization } from '~/server/organizations/organizations';
import { listTasksOfProjects } from '~/server/pipeline/tasks';
import { PortalMessage as Message } from './PortalMessage';
import { Portal, type PortalProject } from './Portal';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Grant report', robots: { index: false, follow: false } };

/** Runs a read, turning "not allowed by this token" into null. */
async function allowed<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (toAppError(err).code === 'FORBIDDEN') return null;
    throw err;
  }
}

const PROJECTS_SHOWN = 20;
const TASKS_PER_PROJECT = 100;

export default async function PortalReportsPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  // proxy.ts let this view through: one token, well formed, query tokens on, within the viewer's and the token's view
  // budgets.
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw.trim() : '';
  const h = await headers();
  const db = await getDb();
  const clientIp = clientAddress(h);
  let principal;
  try {
    // The address's failed-attempt limit applies here as on the API: a refusal is a 401 all the same.
    principal = await authenticate(db, {
      headers: new Headers({ authorization: `Bearer ${token}` }),
      query: new URLSearchParams(),
      method: 'GET',
      clientIp,
    });
  } catch (err) {
    const app = toAppError(err);
    if (app.status === 401 || app.code === 'RATE_LIMITED') unauthorized();
    throw err;
  }
  // The view was counted by the proxy in the portal's own bucket: these reads spend nothing of the API quota.
  const caller = createCaller(createPortalContext({ db, requestHeaders: h, clientIp, principal }));

  // Only the reads are guarded: the page is built outside the try (a JSX element renders later, so a try around it
  // would not catch a rendering error anyway).
  let report;
  try {
    // The token's own organization: its name heads the page, so a viewer knows whose report this is.
    const [organization, summary, projectPage] = await Promise.all([
      findOrganization(db, principal.organizationId),
      allowed(() => caller.reports.summary({})),
      allowed(() => caller.projects.list({ status: 'active,completed', limit: PROJECTS_SHOWN, offset: 0 })),
    ]);
    let projects: PortalProject[] | null = null;
    if (projectPage) {
      const tasks = await listTasksOfProjects(
        db,
        principal.organizationId,
        projectPage.data.map((p) => p.id),
        TASKS_PER_PROJECT,
      );
      // Each project's budget against its spending, where the token holds VIEW_BUDGETS (docs/post-award.md).
      const budgets = principal.permissions.has('VIEW_BUDGETS')
        ? await Promise.all(projectPage.data.map((p) => allowed(() => caller.budgets.get({ id: p.id }))))
        : [];
      projects = projectPage.data.map((p, i) => {
        const budget = budgets[i];
        return { ...p, tasks: tasks.get(p.id) ?? [], budget: budget && budget.lines.length > 0 ? budget : null };
      });
    }
    report = { organizationName: organization.name, summary, projects };
  } catch {
    return (
      <Message title="The report could not be loaded">Something went wrong on our side. Try again shortly.</Message>
    );
  }
  return <Portal organizationName={report.organizationName} summary={report.summary} projects={report.projects} />;
}
